import type { RequestHandler } from "express";

/** GET /healthz: 200 when the upstream's /healthz answers in time, 503 otherwise. Never cached. */
export function healthz(upstreamBaseUrl: string): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const upstreamOk = await fetch(new URL("healthz", upstreamBaseUrl.endsWith("/") ? upstreamBaseUrl : `${upstreamBaseUrl}/`), {
      signal: AbortSignal.timeout(2000),
    })
      .then((response) => response.ok)
      .catch(() => false);
    res.status(upstreamOk ? 200 : 503).json({ ok: upstreamOk, upstream: upstreamOk ? "ok" : "indisponível" });
  };
}
