import { data } from "@remix-run/node";
import { messages } from "~/models/messages";
import { UpstreamError } from "./api/errors";
import { log } from "./logger.server";

/**
 * Turns an upstream fault into the Portuguese error page with the right status: 504 when it
 * timed out, 503 otherwise (with Retry-After). Responses (redirects, 404s) and other errors pass.
 */
export function asErrorPage(error: unknown): unknown {
  if (!(error instanceof UpstreamError)) return error;
  const status = error.failure === "timeout" ? 504 : 503;
  return data(
    { title: messages.errors.unexpectedTitle, detail: messages.errors.upstreamUnavailable },
    { status, headers: { "Retry-After": "30" } },
  );
}

/**
 * A 429 redirect to the page the request is already on (the too-many-request page, whose own
 * layout hit the rate limit again) would loop: the 429 page is answered in place instead.
 */
function tooManyRequestsInPlace(error: unknown, request: Request | undefined): unknown {
  if (!request || !(error instanceof Response) || error.status < 300 || error.status >= 400) return null;
  const location = error.headers.get("Location");
  if (!location?.endsWith("/erro/too-many-request") || location !== new URL(request.url).pathname) return null;
  return data(
    { title: messages.errors.tooManyRequestsTitle, detail: messages.errors.tooManyRequestsDetail },
    { status: 429, headers: { "Retry-After": "30", "Cache-Control": "no-store" } },
  );
}

/** Runs a loader body; an upstream fault becomes the error page. */
export async function withErrorPage<T>(load: () => Promise<T>, request?: Request): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw tooManyRequestsInPlace(error, request) ?? asErrorPage(error);
  }
}

/** For data a page can do without: a failure is logged and replaced by `fallback`. */
export function orFallback<T>(
  promise: Promise<T>,
  fallback: T,
  event: string,
  fields: Record<string, unknown> = {},
): Promise<T> {
  return promise.catch((error: unknown) => {
    if (error instanceof Response) throw error;
    return loggedFallback(error, fallback, event, fields);
  });
}

/** Logs a failure of data the page goes on without (a Response thrown is said by its status), and gives its stand-in. */
function loggedFallback<T>(error: unknown, fallback: T, event: string, fields: Record<string, unknown>): T {
  const message =
    error instanceof Error ? error.message : error instanceof Response ? `status ${error.status}` : String(error);
  log.warn(event, { ...fields, message });
  return fallback;
}

/** Rejects after `ms` so that slow secondary data (recommendations) never holds a page back. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * For data streamed after the page (deferred): never rejects, whatever happens, since nothing can
 * redirect once the page is on its way and an unhandled rejection would end the process.
 */
export function settledOr<T>(
  promise: Promise<T>,
  fallback: T,
  event: string,
  fields: Record<string, unknown> = {},
): Promise<T> {
  return promise.catch((error: unknown) => loggedFallback(error, fallback, event, fields));
}
