import { createCookie } from "react-router";

export type Appearance = "light" | "dark";

const cookie = createCookie("appearance", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

export async function readAppearance(request: Request): Promise<Appearance> {
  const value = await cookie.parse(request.headers.get("Cookie"));
  return value === "dark" ? "dark" : "light";
}

export function appearanceCookie(value: Appearance): Promise<string> {
  return cookie.serialize(value);
}
