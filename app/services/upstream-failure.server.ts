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

/** Runs a loader body; an upstream fault becomes the error page. */
export async function withErrorPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw asErrorPage(error);
  }
}

/** For data a page can do without: a failure is logged and replaced by `fallback`. */
export function orFallback<T>(promise: Promise<T>, fallback: T, event: string, fields: Record<string, unknown> = {}): Promise<T> {
  return promise.catch((error: unknown) => {
    if (error instanceof Response) throw error;
    log.warn(event, { ...fields, message: error instanceof Error ? error.message : String(error) });
    return fallback;
  });
}
