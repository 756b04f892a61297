import type { ServerBuild } from "@remix-run/node";

/**
 * The cookies the action of this request set, by name: the value the browser now keeps, or null
 * for one it cleared (docs/decisions/0051).
 */
type CookiesSet = Map<string, string | null>;

/**
 * Each request's cookies, by the load context Remix hands its action, loaders and render (one
 * object per request, made by the server's getLoadContext). Not an AsyncLocalStorage: one in use
 * makes Node track every promise of every request, GETs included (about 0.1 ms of CPU a page).
 */
const cookiesOfRequest = new WeakMap<object, CookiesSet>();

/** Gives one request's handling cookies of its own: what one request's action set, no other request reads. */
export function keepCookiesOfThisRequest(context: object): void {
  cookiesOfRequest.set(context, new Map());
}

function cookiesSetFor(context: unknown): CookiesSet | undefined {
  return typeof context === "object" && context !== null ? cookiesOfRequest.get(context) : undefined;
}

/** The headers an action answered or threw with: a Response's, or those of `data(value, { headers })`. */
function headersOf(answer: unknown): Headers | null {
  if (answer instanceof Response) return answer.headers;
  if (typeof answer !== "object" || answer === null) return null;
  const { type, init } = answer as { type?: unknown; init?: { headers?: HeadersInit } | null };
  return type === "DataWithResponseInit" && init?.headers ? new Headers(init.headers) : null;
}

/** Whether a Set-Cookie line's attributes tell the browser to forget the cookie now. */
function clears(attributes: Map<string, string>): boolean {
  const maxAge = attributes.get("max-age");
  if (maxAge !== undefined) return Number(maxAge) <= 0;
  const expires = attributes.get("expires");
  return expires !== undefined && Date.parse(expires) <= Date.now();
}

/** Keeps the cookies a Set-Cookie header gives the browser for this address (the page the request answers with). */
function remember(set: CookiesSet, answer: unknown, pathname: string): void {
  for (const line of headersOf(answer)?.getSetCookie() ?? []) {
    const [pair = "", ...rest] = line.split(";");
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    if (separator <= 0) continue;
    const attributes = new Map(
      rest.map((attribute) => {
        const at = attribute.indexOf("=");
        return at < 0
          ? [attribute.trim().toLowerCase(), ""]
          : [attribute.slice(0, at).trim().toLowerCase(), attribute.slice(at + 1).trim()];
      }),
    );
    const path = attributes.get("path") || "/";
    if (!(pathname === path || pathname.startsWith(path.endsWith("/") ? path : `${path}/`))) continue;
    set.set(name, clears(attributes) ? null : pair.slice(separator + 1).trim());
  }
}

/**
 * The request as the browser would send it now: its Cookie header with the cookies this request's
 * action set in place of those it came with (a cleared one left out); the same request when none.
 */
export function withCookiesSet(request: Request, context: unknown): Request {
  const set = cookiesSetFor(context);
  if (!set || set.size === 0) return request;
  const kept = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !set.has(part.slice(0, part.indexOf("=")).trim()));
  for (const [name, value] of set) if (value !== null) kept.push(`${name}=${value}`);
  const headers = new Headers(request.headers);
  if (kept.length > 0) headers.set("Cookie", kept.join("; "));
  else headers.delete("Cookie");
  // Loaders get a GET (Remix's own after an action); the render reads no body.
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

type RouteModule = ServerBuild["routes"][string]["module"];

/** A route whose action keeps the cookies it sets, and whose loader reads them. */
function readingCookiesSet(module: RouteModule): RouteModule {
  const { action, loader } = module;
  return {
    ...module,
    ...(action && {
      action: async (args: Parameters<typeof action>[0]) => {
        const set = cookiesSetFor(args.context);
        const pathname = new URL(args.request.url).pathname;
        try {
          const answer: unknown = await action(args);
          if (set) remember(set, answer, pathname);
          return answer;
        } catch (thrown) {
          if (set) remember(set, thrown, pathname);
          throw thrown;
        }
      },
    }),
    ...(loader && {
      loader: (args: Parameters<typeof loader>[0]) =>
        loader({ ...args, request: withCookiesSet(args.request, args.context) }),
    }),
  } as RouteModule;
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build whose pages, after a form answered with its page (no redirect: a refusal, or a report
 * like the quick order's), read the cookies the form's action just set: in a document request Remix
 * runs the loaders (the header's cart, the account) right after the action, with the request the
 * browser sent, whose cookies the action's Set-Cookie has made stale. The loaders and the document's
 * render (entry.server) get the request as the browser will send the next one. Redirects are as
 * they were: no loader runs after one.
 */
export function readingCookiesSetByAction(build: ServerBuild): ServerBuild {
  const known = wrapped.get(build);
  if (known) return known;
  const handleRequest = build.entry.module.default;
  const result: ServerBuild = {
    ...build,
    entry: {
      ...build.entry,
      module: {
        ...build.entry.module,
        default: (request, status, headers, entryContext, loadContext) =>
          handleRequest(withCookiesSet(request, loadContext), status, headers, entryContext, loadContext),
      },
    },
    routes: Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => [id, { ...route, module: readingCookiesSet(route.module) }]),
    ),
  };
  wrapped.set(build, result);
  return result;
}
