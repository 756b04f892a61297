import { data } from "@remix-run/node";
import { messages } from "~/models/messages";
import { UpstreamError } from "./api/errors";

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
