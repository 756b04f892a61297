import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { loggablePath } from "~/services/loggable-path";
import type { Logger } from "~/services/logger.server";

/**
 * One structured line per request: method, path as asked for (never the query: it may carry keys;
 * secrets in the path masked), status, time. A 500 is the storefront's own failure (error); a 502, 503 or 504
 * is the answer it gave for an upstream that failed, whose own line says why (warn).
 */
const UPSTREAM_FAULT_STATUSES = new Set([502, 503, 504]);

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const fields = {
        requestId,
        method: req.method,
        path: loggablePath(req.originalUrl.split("?")[0] ?? "/"),
        status: res.statusCode,
        ms: Math.round(ms),
      };
      if (UPSTREAM_FAULT_STATUSES.has(res.statusCode)) logger.warn("http.request", fields);
      else if (res.statusCode >= 500) logger.error("http.request", fields);
      else logger.info("http.request", fields);
    });
    next();
  };
}
