import { createContext } from "react-router";

/** The visitor's address as the HTTP server saw it (server.js sets it; 'unknown' in dev). */
export const clientIpContext = createContext<string>("unknown");
