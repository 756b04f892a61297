import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { loggablePath } from "~/services/loggable-path";
import type { Logger } from "~/services/logger.server";

/** One structured line per request: method, path (never the query: it may carry keys; secrets in the path masked), status, time. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const fields = { requestId, method: req.method, path: loggablePath(req.path), status: res.statusCode, ms: Math.round(ms) };
      if (res.statusCode >= 500) logger.error("http.request", fields);
      else logger.info("http.request", fields);
    });
    next();
  };
}
