import type { RequestHandler } from "express";
import cluster from "node:cluster";
import { WORKER_SLOT_VARIABLE } from "./cluster";
import { buildUpstreamHeaders } from "~/services/api/headers";
import { getEnv } from "~/services/env.server";
import { log, type Logger } from "~/services/logger.server";
import { redisState } from "~/services/redis.server";

/** How long each of the two checks may take. */
const CHECK_TIMEOUT_MS = 2000;

/**
 * The cheapest call that needs the application token (call 2, the supplier search, for an id no
 * supplier has, answered `[]`): a wrong token gets 401 with the upstream's `mensagem`.
 */
const NO_SUPPLIER = "00000000-0000-0000-0000-000000000000";

export type HealthzOptions = {
  /** APP_TOKEN (read from the settings when absent). */
  appToken?: string;
  logger?: Logger;
};

type TokenCheck =
  | { kind: "accepted" }
  /** No usable answer (none in time, or a 5xx): the token is not known either way. */
  | { kind: "unknown" }
  | { kind: "refused"; status: number; mensagem: string | null };

function withSlash(base: string): string {
  return base.endsWith("/") ? base : `${base}/`;
}

async function upstreamUp(base: string): Promise<boolean> {
  try {
    const response = await fetch(new URL("healthz", base), { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function messageOf(text: string): string | null {
  try {
    const { mensagem } = JSON.parse(text) as { mensagem?: unknown };
    return typeof mensagem === "string" ? mensagem.slice(0, 300) : null;
  } catch {
    return null;
  }
}

/**
 * The application token tried on the upstream: refused on a 401 or 403 (with the upstream's words);
 * any other answer below 500 got past the token, whatever the search itself says.
 */
async function appTokenCheck(base: string, appToken: string): Promise<TokenCheck> {
  const url = new URL(`v2/app/${encodeURIComponent(appToken)}/fornecedor`, base);
  url.searchParams.set("idfornecedor", NO_SUPPLIER);
  try {
    const response = await fetch(url, {
      headers: buildUpstreamHeaders({}),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status === 401 || response.status === 403)
      return { kind: "refused", status: response.status, mensagem: messageOf(text) };
    return response.status < 500 ? { kind: "accepted" } : { kind: "unknown" };
  } catch {
    return { kind: "unknown" };
  }
}

/**
 * GET /healthz: 200 when the upstream's /healthz answers in time and the upstream accepts the
 * application token; 503 otherwise, naming the cause (`upstream`: "indisponível" or "token de
 * aplicação recusado", with the upstream's `mensagem`); in a cluster worker, `worker`: its place (1 to N). A refused token is logged as
 * `upstream.app_token_refused` when the check's outcome changes. Never cached.
 */
export function healthz(upstreamBaseUrl: string, options: HealthzOptions = {}): RequestHandler {
  const logger = options.logger ?? log;
  let lastRefusal: string | null = null;
  // In a cluster (WEB_CONCURRENCY > 1): the answering worker's place, 1 to N, as the primary's
  // cluster.worker_* lines number it; a replacement takes the same place (no restart count is shown).
  const slot = cluster.worker ? Number(process.env[WORKER_SLOT_VARIABLE]) : Number.NaN;
  const worker = Number.isInteger(slot) && slot > 0 ? slot : null;
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const base = withSlash(upstreamBaseUrl);
    const [up, token] = await Promise.all([
      upstreamUp(base),
      appTokenCheck(base, options.appToken ?? getEnv().APP_TOKEN),
    ]);
    const refusal = up && token.kind === "refused" ? token : null;
    const refusalKey = refusal ? `${refusal.status} ${refusal.mensagem}` : null;
    if (refusal && refusalKey !== lastRefusal) {
      logger.error("upstream.app_token_refused", {
        source: "healthz",
        status: refusal.status,
        mensagem: refusal.mensagem,
      });
    }
    lastRefusal = refusalKey;
    // With REDIS_URL: whether the limits are shared now ("indisponível": each process counts on its own meanwhile).
    const redis = redisState();
    const shared = { ...(redis === null ? {} : { redis }), ...(worker === null ? {} : { worker }) };
    if (refusal) {
      res
        .status(503)
        .json({ ok: false, upstream: "token de aplicação recusado", mensagem: refusal.mensagem, ...shared });
      return;
    }
    const ok = up && token.kind === "accepted";
    res.status(ok ? 200 : 503).json({ ok, upstream: ok ? "ok" : "indisponível", ...shared });
  };
}
