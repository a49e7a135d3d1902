/**
 * The embedded platform's process, started by server.js before it loads the console's build: the
 * platform opens its database while this process loads its modules (on two cores, ready about a
 * second sooner). Built beside the platform (platform/vite.config.ts) because it is small; the
 * console's build finds the same process through transport.ts's one-per-process slot.
 */
import { warmUpPlatform } from "./transport";

// server.js waits on the console build's platformReady (the same process), not on this.
void warmUpPlatform();
