import type { CookieOptions } from "@remix-run/node";
import { getEnv } from "./env.server";

/** The options of every cookie the storefront sets: signed, HttpOnly, SameSite=Lax, Secure over HTTPS. */
export function signedCookieOptions(): CookieOptions {
  const env = getEnv();
  return {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production" && !env.DEFAULT_SITE_URL.startsWith("http://"),
    secrets: env.SESSION_SECRET,
  };
}
