import type { RequestHandler } from "express";
import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";

const SAFE_PATH = /^\/[a-z0-9/_.-]{1,300}$/i;

/**
 * `/imagens/*` served from the upstream's image host, for setups without IMAGE_BASE_URL
 * (the embedded upstream): the browser never needs to reach the upstream directly.
 */
export function imageProxy(upstreamBaseUrl: string): RequestHandler {
  const base = upstreamBaseUrl.endsWith("/") ? upstreamBaseUrl : `${upstreamBaseUrl}/`;
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!SAFE_PATH.test(req.path) || req.path.includes("..")) {
      res.status(404).end();
      return;
    }
    try {
      const answer = await fetch(new URL(`imagens${req.path}`, base), { signal: AbortSignal.timeout(5000) });
      if (!answer.ok || !answer.body) {
        res.status(answer.status === 404 ? 404 : 502).end();
        return;
      }
      res.status(200);
      res.setHeader("Content-Type", answer.headers.get("content-type") ?? "application/octet-stream");
      res.setHeader("Cache-Control", answer.headers.get("cache-control") ?? "public, max-age=86400");
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      Readable.fromWeb(answer.body as ReadableStream).pipe(res);
    } catch {
      res.status(502).end();
    }
  };
}
