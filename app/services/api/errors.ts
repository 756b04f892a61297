export type UpstreamFailure = "timeout" | "network" | "status" | "invalid";

/** An upstream call that did not give a usable answer. `status` is set for HTTP failures. */
export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    message: string,
    readonly failure: UpstreamFailure,
    readonly path: string,
    readonly status?: number,
    readonly serverMessage?: string,
    /** The refusal's whole answer (a status failure), for calls whose refusals carry more than a message. */
    readonly answer?: unknown,
    /** How long the server asked to wait before asking again (its Retry-After), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export function isUpstreamNotFound(error: unknown): boolean {
  return error instanceof UpstreamError && error.failure === "status" && error.status === 404;
}

/**
 * The upstream refused the thing asked for (a 4xx other than 401, an expired session; 408, a
 * timeout; or 429, handled before): for the page of that thing, it is not there.
 */
export function isUpstreamRefusal(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || error.failure !== "status" || error.status === undefined) return false;
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/** The answer, or null when its failure is one `expected` names; other failures propagate. */
async function nullWhen<T>(promise: Promise<T>, expected: (error: unknown) => boolean): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (expected(error)) return null;
    throw error;
  }
}

/** A page's own resource: the answer, or null when the upstream refuses it (isUpstreamRefusal); faults propagate. */
export function nullWhenRefused<T>(promise: Promise<T>): Promise<T | null> {
  return nullWhen(promise, isUpstreamRefusal);
}

/** The answer, or null when the upstream says 404; other failures propagate. */
export function nullWhenNotFound<T>(promise: Promise<T>): Promise<T | null> {
  return nullWhen(promise, isUpstreamNotFound);
}
