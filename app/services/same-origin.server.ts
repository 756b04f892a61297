/** docs/rules/architecture.md "Safety", Origin check on POST: the request comes from a page of this very origin. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  return origin !== null && origin === new URL(request.url).origin;
}
