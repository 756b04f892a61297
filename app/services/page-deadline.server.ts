import { getEnv } from "./env.server";

/*
 * PAGE_DEADLINE_MS (README "Settings"): how long a page may wait on the upstream in all, its one
 * retry included. Each attempt still stops at UPSTREAM_TIMEOUT_MS; a page's attempts also stop
 * at its deadline, and no retry starts once the deadline has passed.
 */

let current: number | undefined;

/** The page deadline of this process, in milliseconds (read on first use). */
export function pageDeadlineMs(): number {
  return current ?? getEnv().PAGE_DEADLINE_MS;
}

/** Sets the page deadline explicitly (tests). */
export function setPageDeadlineMs(ms: number | undefined): void {
  current = ms;
}

/**
 * When the upstream calls of a request must be over, as a `performance.now()` time: pages (GET
 * and HEAD) get PAGE_DEADLINE_MS from now; a form sent (an action) keeps the timeout per attempt,
 * since cutting an order or a payment short would leave the shopper unsure whether it went through.
 */
export function pageDeadline(request: Request): number | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  return performance.now() + pageDeadlineMs();
}
