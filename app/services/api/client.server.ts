import { redirect } from "@remix-run/node";
import { z } from "zod";
import { messages } from "~/models/messages";
import { endSessionHeaders } from "../end-session.server";
import { getEnv } from "../env.server";
import { loggablePath } from "../loggable-path";
import { setFlashHeader } from "../flash.server";
import { log } from "../logger.server";
import type { CookieConsent } from "./consent";
import { UpstreamError } from "./errors";
import { buildUpstreamHeaders } from "./headers";
import { shopperText } from "~/models/shared/shopper-text";

/** Who is asking and for which supplier: what every upstream request carries. */
export type ApiContext = {
  idfornecedor?: string | null;
  token?: string | null;
  consent?: CookieConsent;
  /** Where the supplier's pages live ("/aurora", or "" on a white-label host): where a 429 or a logout leads. */
  basePath?: string;
  /** The page being served (path and query): where the shopper comes back after logging in again. */
  returnTo?: string;
  signal?: AbortSignal;
  /**
   * When the page's upstream calls must be over (a `performance.now()` time; see pageDeadline):
   * each attempt stops there, and a retry starts only before it.
   */
  deadline?: number;
};

export type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * An answer that is a list read row by row afterwards (a row the storefront cannot read is left
 * out, never the whole list): only "a list" is asked of it here. Made once, not per request.
 */
export const RowsSchema = z.array(z.unknown());

export type UpstreamRequest<S extends z.ZodTypeAny> = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Query;
  /** JSON; FormData sent as multipart/form-data (a file upload); URLSearchParams sent form-encoded. */
  body?: unknown;
  schema: S;
  ctx: ApiContext;
  /** Another base than API_BASE_URL (the terms of use live on their own host). */
  base?: string;
  /** false for a GET that does something (sends an e-mail, opens a session): never sent twice. */
  retry?: false;
  /**
   * false for a call whose 401 means something else than an expired session (a wrong current
   * password): the 401 is then an UpstreamError like other refusals.
   */
  expiresSessionOn401?: false;
  /**
   * Refusals this call expects as an answer, not a fault (an optional call a platform may lack
   * answers 404, 405 or 501): logged at debug level, not as a warning.
   */
  expectedStatuses?: readonly number[];
};

export function upstreamUrl(path: string, query: Query = {}, base = getEnv().API_BASE_URL): URL {
  if (!base) throw new UpstreamError("API_BASE_URL não configurada", "network", path);
  const url = new URL(path.replace(/^\//, ""), base.endsWith("/") ? base : `${base}/`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url;
}

/** Resolves the `{apptoken}` placeholder of docs/rules/storefront.md "Upstream calls" paths. */
export function appPath(path: string): string {
  return path.replace("{apptoken}", encodeURIComponent(getEnv().APP_TOKEN));
}

/** An attempt that could not last this long is not started: it would only add a request to a slow upstream. */
const MIN_ATTEMPT_MS = 100;

/** The longest Retry-After a page waits for before its one retry; a longer one means no retry. */
export const MAX_RETRY_WAIT_MS = 2000;

/**
 * A Retry-After header (RFC 9110: whole seconds, or an HTTP date) in milliseconds from `now`;
 * undefined when there is none or it cannot be read, 0 for a date already past.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d{1,9}$/.test(value)) return Number(value) * 1000;
  // An HTTP date starts with the day's name ("Sun, 06 Nov 1994 08:49:37 GMT"); "1.5" is no date.
  if (!/^[A-Za-z]{3}/.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * One upstream call: headers of docs/rules/architecture.md "Upstream requests", a timeout, one retry for GETs that failed on the
 * network (also in the middle of the answer's body) or with a 5xx, the answer parsed with
 * `schema`. The timeout is per attempt, and the page's deadline (ctx.deadline) bounds both
 * attempts together. A 429 redirects to the supplier's too-many-request page; an answer
 * `{ action: "logout" }` ends the session with the server's message.
 */
export async function upstreamRequest<S extends z.ZodTypeAny>(request: UpstreamRequest<S>): Promise<z.output<S>> {
  const method = request.method ?? "GET";
  const attempts = method === "GET" && request.retry !== false ? 2 : 1;
  let lastError: UpstreamError | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const timeoutMs = attemptTimeout(request.ctx.deadline);
    if (timeoutMs < MIN_ATTEMPT_MS) {
      if (lastError) break;
      throw pastDeadline(request, method);
    }
    try {
      return await attemptRequest(request, method, timeoutMs);
    } catch (error) {
      if (!(error instanceof UpstreamError) || !isRetryable(error)) throw error;
      lastError = error;
      // A server that says when to come back (503 with Retry-After) is asked again only then, and
      // only if that is soon and before the page's deadline; otherwise not again for this page.
      const wait = error.retryAfterMs;
      if (wait === undefined || attempt === attempts) continue;
      if (wait > MAX_RETRY_WAIT_MS || attemptTimeout(request.ctx.deadline) - wait < MIN_ATTEMPT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  throw lastError;
}

/** UPSTREAM_TIMEOUT_MS, or less when the page's deadline comes first. */
function attemptTimeout(deadline: number | undefined): number {
  const timeout = getEnv().UPSTREAM_TIMEOUT_MS;
  return deadline === undefined ? timeout : Math.min(timeout, Math.floor(deadline - performance.now()));
}

/** The page has spent its time on other calls: this one is not made and counts as timed out. */
function pastDeadline<S extends z.ZodTypeAny>(request: UpstreamRequest<S>, method: string): UpstreamError {
  const logPath = loggablePath(upstreamUrl(request.path, request.query, request.base).pathname, getEnv().APP_TOKEN);
  log.warn("upstream.failed", { method, path: logPath, failure: "timeout", stage: "deadline", ms: 0 });
  return new UpstreamError(`Prazo da página esgotado antes de ${logPath}`, "timeout", logPath);
}

function isRetryable(error: UpstreamError): boolean {
  return error.failure === "network" || error.failure === "timeout" || (error.status ?? 0) >= 500;
}

async function attemptRequest<S extends z.ZodTypeAny>(
  request: UpstreamRequest<S>,
  method: string,
  timeoutMs: number,
): Promise<z.output<S>> {
  const { path, query, body, schema, ctx } = request;
  // A form goes as it is, and fetch gives it its own Content-Type.
  const isForm = body instanceof FormData || body instanceof URLSearchParams;
  const url = upstreamUrl(path, query, request.base);
  const logPath = loggablePath(url.pathname, getEnv().APP_TOKEN);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: buildUpstreamHeaders({ ...ctx, hasBody: body !== undefined && !isForm }),
      body: body === undefined || isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    throw failedAttempt({ method, logPath, timeout, started, stage: "request" });
  }
  log.debug("upstream.answered", { method, path: logPath, status: response.status, ms: elapsed(started) });

  if (response.status === 429) {
    log.warn("upstream.too_many_requests", { method, path: logPath });
    throw redirect(`${ctx.basePath ?? ""}/erro/too-many-request`);
  }
  if (response.status === 401 && ctx.token && request.expiresSessionOn401 !== false) {
    log.info("upstream.session_expired", { method, path: logPath });
    throw await sessionExpiredRedirect(ctx);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection broke (or the time ran out) after the headers: the same fault as no answer.
    if (ctx.signal?.aborted) throw error;
    throw failedAttempt({ method, logPath, timeout, started, stage: "body" });
  }
  const payload = parseJson(text, response, logPath);
  if (isLogoutAnswer(payload)) {
    log.warn("upstream.logout", { method, path: logPath, status: response.status });
    const said = payload.mensagem ?? payload.message;
    // The server's words only when they pass the filter; otherwise the storefront's own.
    throw await logoutRedirect(
      ctx.basePath ?? "",
      said === undefined ? undefined : (shopperText(said) ?? messages.auth.sessionExpired),
    );
  }
  if (!response.ok) {
    const serverMessage = messageOf(payload);
    const level = request.expectedStatuses?.includes(response.status) ? "debug" : "warn";
    const retryAfter = response.status >= 500 ? retryAfterMs(response.headers.get("Retry-After")) : undefined;
    throw refusedAnswer({ method, logPath, status: response.status, serverMessage, payload, retryAfter }, level);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    log.error("upstream.invalid_answer", { method, path: logPath, issues: parsed.error.issues.slice(0, 5) });
    throw new UpstreamError(`Resposta inválida de ${logPath}`, "invalid", logPath, response.status);
  }
  return parsed.data;
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

/** An attempt that got no complete answer: logged, and an UpstreamError that may be retried. */
function failedAttempt({
  method,
  logPath,
  timeout,
  started,
  stage,
}: {
  method: string;
  logPath: string;
  timeout: AbortSignal;
  started: number;
  stage: "request" | "body";
}): UpstreamError {
  const failure = timeout.aborted ? "timeout" : "network";
  log.warn("upstream.failed", { method, path: logPath, failure, stage, ms: elapsed(started) });
  return new UpstreamError(`Falha ao chamar ${logPath}`, failure, logPath);
}

/** An answer outside 2xx, logged (its message cut to 300 characters) and told as an UpstreamError carrying only a text fit for shoppers. */
export function refusedAnswer(
  answer: {
    method: string;
    logPath: string;
    status: number;
    serverMessage: string | undefined;
    payload?: unknown;
    retryAfter?: number;
  },
  level: "debug" | "warn" = "warn",
): UpstreamError {
  const { method, logPath, status, serverMessage } = answer;
  log[level]("upstream.status", { method, path: logPath, status, mensagem: serverMessage?.slice(0, 300) ?? null });
  return new UpstreamError(
    `${logPath} respondeu ${status}`,
    "status",
    logPath,
    status,
    // What a page may show of the refusal: the text only when it passes the filter (the log keeps it as sent).
    shopperText(serverMessage) ?? undefined,
    answer.payload,
    answer.retryAfter,
  );
}

function parseJson(text: string, response: Response, path: string): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    if (!response.ok) return text;
    log.error("upstream.malformed_json", { path, status: response.status });
    throw new UpstreamError(`Resposta malformada de ${path}`, "invalid", path, response.status);
  }
}

function messageOf(payload: unknown): string | undefined {
  if (typeof payload === "string" && payload.length < 500) return payload;
  if (payload && typeof payload === "object") {
    const { mensagem, message, Mensagem } = payload as Record<string, unknown>;
    const found = [mensagem, Mensagem, message].find((value) => typeof value === "string");
    return found as string | undefined;
  }
  return undefined;
}

function isLogoutAnswer(payload: unknown): payload is { action: "logout"; mensagem?: string; message?: string } {
  return !!payload && typeof payload === "object" && (payload as { action?: unknown }).action === "logout";
}

async function logoutRedirect(basePath: string, message: string | undefined): Promise<Response> {
  const headers = await endSessionHeaders();
  if (message) headers.append("Set-Cookie", await setFlashHeader({ kind: "warning", message: message.slice(0, 500) }));
  return redirect(basePath || "/", { headers });
}

/** docs/rules/storefront.md "Sessions and cookies": the session ends and the shopper logs in again, then comes back. */
async function sessionExpiredRedirect(ctx: ApiContext): Promise<Response> {
  const headers = await endSessionHeaders();
  headers.append("Set-Cookie", await setFlashHeader({ kind: "warning", message: messages.auth.sessionExpired }));
  const back = ctx.returnTo ? `?redirectTo=${encodeURIComponent(ctx.returnTo)}` : "";
  return redirect(`${ctx.basePath ?? ""}/entrar${back}`, { headers });
}
