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
  ) {
    super(message);
  }
}

export function isUpstreamNotFound(error: unknown): boolean {
  return error instanceof UpstreamError && error.failure === "status" && error.status === 404;
}

/** The answer, or null when the upstream says 404; other failures propagate. */
export async function nullWhenNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isUpstreamNotFound(error)) return null;
    throw error;
  }
}
