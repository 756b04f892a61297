import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * docs/rules/architecture.md "Safety": "Origin check on POST": a form sent from another site's page is refused with 403
 * before it reaches an action. (Remix would abort such an action too, but as a 500.)
 * Requests without an Origin header reach the routes, whose actions require one.
 */
export const crossOriginGuard: RequestHandler = (req, res, next) => {
  const origin = req.get("Origin");
  if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  const host = (req.app.get("trust proxy") ? req.get("X-Forwarded-Host") : undefined) ?? req.get("host");
  if (originHost !== null && originHost === host) return next();
  res.status(403).type("text/plain; charset=utf-8").send("Requisição recusada: origem diferente.");
};
