import type { RequestHandler } from "express";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { consentInEffect } from "~/models/consent/consent";
import { consentHeaders } from "~/services/api/consent";
import { readConsentChoice } from "~/services/consent.server";
import type { Logger } from "~/services/logger.server";

const SAFE_PATH = /^\/[a-z0-9/_.-]{1,300}$/i;

export type ImageProxyOptions = {
  logger: Logger;
  /** How long one image may take, headers and body, before it is given up. */
  timeoutMs?: number;
  /** The upstream's folder served (`imagens`; `mapa` for the demo's map tiles). */
  folder?: string;
};

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.name} ${error.message}${cause}`;
}

/**
 * `/imagens/*` served from the upstream's image host, for setups without IMAGE_BASE_URL
 * (the embedded upstream): the browser never needs to reach the upstream directly. An image the
 * upstream fails to deliver (an error, a timeout, a connection cut in the middle of the file)
 * answers 502, or ends the answer already under way; it never affects other requests.
 */
export function imageProxy(
  upstreamBaseUrl: string,
  { logger, timeoutMs = 5000, folder = "imagens" }: ImageProxyOptions,
): RequestHandler {
  const base = upstreamBaseUrl.endsWith("/") ? upstreamBaseUrl : `${upstreamBaseUrl}/`;
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!SAFE_PATH.test(req.path) || req.path.includes("..")) {
      res.status(404).end();
      return;
    }
    const path = `/${folder}${req.path}`;
    let answer: Response;
    try {
      // Like every upstream request, an image's carries the shopper's cookie preferences (ADR 0041).
      const headers = consentHeaders(consentInEffect(await readConsentChoice(req.headers.cookie)));
      answer = await fetch(new URL(`${folder}${req.path}`, base), { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      logger.warn("image.failed", { path, stage: "request", reason: reasonOf(error) });
      if (!res.headersSent) res.status(502).end();
      return;
    }
    if (!answer.ok || !answer.body) {
      void answer.body?.cancel().catch(() => undefined);
      if (answer.status !== 404) logger.warn("image.failed", { path, stage: "status", status: answer.status });
      res.status(answer.status === 404 ? 404 : 502).end();
      return;
    }
    res.status(200);
    res.setHeader("Content-Type", answer.headers.get("content-type") ?? "application/octet-stream");
    res.setHeader("Cache-Control", answer.headers.get("cache-control") ?? "public, max-age=86400");
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    try {
      await pipeline(Readable.fromWeb(answer.body as ReadableStream), res);
    } catch (error) {
      // The browser leaving in the middle is no fault of the image.
      if (req.socket.destroyed && (error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE") return;
      // pipeline has already ended the answer (and its connection): the browser sees a broken image.
      logger.warn("image.failed", { path, stage: "body", reason: reasonOf(error) });
    }
  };
}
