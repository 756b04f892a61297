import type { ErrorRequestHandler, RequestHandler } from "express";
import { loggablePath } from "~/services/loggable-path";
import type { Logger } from "~/services/logger.server";
import { BAD_REQUEST, sendNotice, UNEXPECTED } from "./notice";

/**
 * A path whose percent-encoding is broken (`/aurora/produto/%E0%A4%A`) names no page: the
 * Portuguese 400 answer, before anything tries to decode it. The request's log line is the only
 * trace (its path masked like any other).
 */
export const rejectMalformedPath: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    sendNotice(req, res, 400, BAD_REQUEST);
    return;
  }
  next();
};

/**
 * `?_data=` is the data request of Remix apps without single fetch; this app never makes one.
 * It is answered 400 before the app, so that nobody can fill the error log with it.
 */
export const refuseDataParam: RequestHandler = (req, res, next) => {
  const queryStart = req.originalUrl.indexOf("?");
  if (queryStart === -1 || !new URLSearchParams(req.originalUrl.slice(queryStart + 1)).has("_data")) return next();
  sendNotice(req, res, 400, BAD_REQUEST);
};

function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/**
 * The last handler: an error that reached Express (instead of Express's English page and a stack
 * on stderr) gets the Portuguese page and one JSON log line. An answer already under way is cut.
 */
export function handleErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    const fields = {
      path: loggablePath(req.path),
      status,
      message: error instanceof Error ? error.message.replace(req.path, loggablePath(req.path)) : String(error),
    };
    if (status >= 500) {
      logger.error("request.failed", {
        ...fields,
        stack: error instanceof Error ? error.stack?.split("\n").slice(1, 6).join(" | ") : undefined,
      });
    } else {
      logger.info("request.refused", fields);
    }
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    sendNotice(req, res, status, status >= 500 ? UNEXPECTED : BAD_REQUEST);
  };
}
