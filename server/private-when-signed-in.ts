import type { RequestHandler } from "express";

const SESSION_COOKIE = /(?:^|;\s*)commerce-(?:auth-token|session)=/;

/**
 * Pages for a logged-in shopper carry their name, documents and addresses: no shared cache (a
 * proxy, a CDN) may keep them. A route that says otherwise in its own headers still wins.
 */
export const privateWhenSignedIn: RequestHandler = (req, res, next) => {
  if (SESSION_COOKIE.test(req.get("Cookie") ?? "")) res.setHeader("Cache-Control", "private, no-store");
  next();
};
