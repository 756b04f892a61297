import type { RequestHandler } from "express";
import { stripLegacyPrefix } from "~/models/supplier-ref";

/** The legacy `/commerce` prefix answers 301 with the same path (and query) without it. */
export const legacyPrefixRedirect: RequestHandler = (req, res, next) => {
  const stripped = stripLegacyPrefix(req.path);
  if (stripped === null) return next();
  const queryStart = req.originalUrl.indexOf("?");
  const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
  res.redirect(301, `${stripped}${query}`);
};
