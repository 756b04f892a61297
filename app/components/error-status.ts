import { isRouteErrorResponse } from "@remix-run/react";

/** The status of a route's error (a thrown Response or data), for its meta; null for anything else or none. */
export function errorStatus(error: unknown): number | null {
  return isRouteErrorResponse(error) ? error.status : null;
}
