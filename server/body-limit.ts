import type { Request, RequestHandler, Response } from "express";
import { MAX_UPLOAD_BYTES } from "~/models/quick-order";
import { loggablePath } from "~/services/loggable-path";
import type { Logger } from "~/services/logger.server";
import { BODY_TIMEOUT, PAYLOAD_TOO_LARGE, sendNotice } from "./notice";

/**
 * How large a request body may be. Forms (urlencoded), JSON and anything else that is not
 * multipart: the largest legitimate one is the cart's whole-list save (500 lines of JSON, about
 * 100 KiB encoded). Multipart: the quick order's spreadsheet and its pasted text, each up to the
 * upload limit, plus the parts' headers.
 */
export const BODY_LIMITS = {
  form: 256 * 1024,
  multipart: 2 * MAX_UPLOAD_BYTES + 64 * 1024,
} as const;

export type BodyLimits = { form: number; multipart: number };

/**
 * How long a body may go without bringing MIN_BODY_BYTES_PER_WINDOW (BODY_TIMEOUT_MS): a body that
 * keeps arriving (a spreadsheet sent from a phone on a slow network) is read to its end, one that
 * trickles (a byte now and then) is cut. The server's request timeout still bounds the whole.
 */
export const BODY_TIMEOUT_MS = 15_000;
/** What a body must bring in each BODY_TIMEOUT_MS to go on being read: 16 KiB (about 1 KB/s over 15 s). */
export const MIN_BODY_BYTES_PER_WINDOW = 16 * 1024;

/** The bounded body, read before the app parses it (see remixHandler). */
export function boundedBody(res: Response): Buffer | undefined {
  const body: unknown = res.locals.boundedBody;
  return Buffer.isBuffer(body) ? body : undefined;
}

/** How long the rest of a refused body is read (and thrown away) before the connection is closed. */
const LINGER_MS = 2000;

/**
 * After a 413 the client may still be sending: closing at once would reset the connection under
 * it, often before it has read the answer. The rest of the body is read for a moment and thrown
 * away (never kept), then the connection is closed, unless the body ended by then.
 */
function discardThenClose(req: Request): void {
  if (req.complete) return;
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
  req.on("data", () => undefined);
  req.resume();
}

function limitFor(req: Request, limits: BodyLimits): number {
  return /^multipart\/form-data\b/i.test(req.get("Content-Type") ?? "") ? limits.multipart : limits.form;
}

function hasBody(req: Request): boolean {
  return req.get("Transfer-Encoding") !== undefined || Number(req.get("Content-Length") ?? 0) > 0;
}

/**
 * docs/rules/architecture.md "Safety": "Every request body bounded before it is parsed (413 past it)". A declared length past
 * the limit is refused at once, without reading the body; a body without one (chunked) is counted
 * as it arrives and refused as soon as it passes the limit. Either way the rest of the body is
 * never kept: it is thrown away for a moment after the 413, then the connection is closed. A body
 * within the limit is kept in memory for the app. A body that brings less than
 * MIN_BODY_BYTES_PER_WINDOW in `timeoutMs` (a client sending a byte now and then holds a connection
 * and its memory) is answered 408 and its connection closed; one that keeps arriving is read on.
 */
export function bodyLimit(
  logger: Logger,
  limits: BodyLimits = BODY_LIMITS,
  timeoutMs: number = BODY_TIMEOUT_MS,
): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const limit = limitFor(req, limits);
    const declared = req.get("Content-Length") === undefined ? null : Number(req.get("Content-Length"));

    const refuse = () => {
      logger.warn("request.body_too_large", { method: req.method, path: loggablePath(req.path), limit, declared });
      res.once("finish", () => discardThenClose(req));
      sendNotice(req, res, 413, PAYLOAD_TOO_LARGE);
    };

    if (declared !== null && (!Number.isFinite(declared) || declared > limit)) return refuse();
    // A GET or HEAD never reaches the app with its body: it is left for the server to discard.
    if (req.method === "GET" || req.method === "HEAD") return next();

    const chunks: Buffer[] = [];
    let size = 0;
    /** What the body had brought when the current window opened. */
    let sizeAtWindow = 0;
    const window = () => {
      if (size - sizeAtWindow >= MIN_BODY_BYTES_PER_WINDOW) {
        // Still arriving at a reasonable pace: another window.
        sizeAtWindow = size;
        timer = setTimeout(window, timeoutMs);
        timer.unref();
        return;
      }
      cleanup();
      chunks.length = 0;
      logger.warn("request.body_timeout", { method: req.method, path: loggablePath(req.path), timeoutMs, size });
      res.setHeader("Connection", "close");
      res.once("finish", () => req.socket.destroy());
      sendNotice(req, res, 408, BODY_TIMEOUT);
    };
    let timer = setTimeout(window, timeoutMs);
    timer.unref();
    const cleanup = () => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onGone);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      cleanup();
      req.pause();
      chunks.length = 0;
      refuse();
    };
    const onEnd = () => {
      cleanup();
      res.locals.boundedBody = Buffer.concat(chunks, size);
      next();
    };
    const onGone = () => {
      if (req.complete) return;
      // The client went away in the middle of its body: there is nobody to answer.
      cleanup();
      chunks.length = 0;
      req.socket.destroy();
    };
    req.on("data", onData);
    req.on("end", onEnd);
    // The app never reads the request stream itself: its errors end here.
    req.on("error", onGone);
    req.on("close", onGone);
  };
}
