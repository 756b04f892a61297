import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { boundedBody } from "./body-limit";
import { BAD_BODY, METHOD_NOT_ALLOWED, sendNotice } from "./notice";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

const trees = new WeakMap<ServerBuild, AgnosticRouteObject[]>();

/** The build's flat route manifest as the nested routes Remix matches a path against. */
function routeTree(build: ServerBuild): AgnosticRouteObject[] {
  const known = trees.get(build);
  if (known) return known;
  const children = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route!.index
          ? { id: route!.id, index: true, path: route!.path }
          : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: children(route!.id) },
      );
  const tree = children(undefined);
  trees.set(build, tree);
  return tree;
}

/**
 * Whether the route a POST to this address reaches has an action, as Remix chooses it: the deepest
 * route the path matches, its parent for an index route posted without `?index`; a data request
 * (`/x.data`, `/_root.data`) is the page's own address.
 */
export function takesForm(build: ServerBuild, pathname: string, search: string): boolean {
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const matches = matchRoutes(routeTree(build), page) ?? [];
  let target = matches.at(-1);
  if (target?.route.index && !new URLSearchParams(search).has("index")) target = matches.at(-2);
  const id = target?.route.id;
  return Boolean(id && build.routes[id]?.module.action);
}

/** The methods a page takes: GET and HEAD (its loader), OPTIONS, and POST where it has a form (an action). */
function allowed(withForm: boolean): string {
  return withForm ? "GET, HEAD, POST, OPTIONS" : "GET, HEAD, OPTIONS";
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * True when the body reads as the form its Content-Type says, as an action's `request.formData()`
 * will read it: only urlencoded and multipart forms are, and a multipart one must parse.
 */
async function readsAsForm(contentType: string, body: Buffer | undefined): Promise<boolean> {
  if (!FORM_TYPES.test(contentType)) return false;
  try {
    const bytes = body ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : null;
    await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * In front of the Remix handler (after bodyLimit): a method the page does not take is answered 405
 * with its Allow header and the Portuguese notice (TRACE, PROPFIND, PUT…, or a POST to a page or a
 * download without an action), before any loader or action runs; OPTIONS is answered 204 with the
 * Allow header, running no loader; a POST whose body is not a readable form (broken multipart,
 * JSON, text, no Content-Type) is answered 400 instead of failing inside the action.
 */
export function methodGuard(source: BuildSource): RequestHandler {
  return (req, res, next) => {
    const method = req.method;
    if (method === "GET" || method === "HEAD") return next();
    const check = async () => {
      const build = typeof source === "function" ? await source() : source;
      const queryStart = req.originalUrl.indexOf("?");
      const withForm = takesForm(build, req.path, queryStart === -1 ? "" : req.originalUrl.slice(queryStart));
      if (method === "OPTIONS") {
        res.setHeader("Allow", allowed(withForm));
        res.status(204).end();
        return;
      }
      if (method !== "POST" || !withForm) {
        res.setHeader("Allow", allowed(withForm));
        sendNotice(req, res, 405, METHOD_NOT_ALLOWED);
        return;
      }
      if (!(await readsAsForm(req.get("Content-Type") ?? "", boundedBody(res)))) {
        sendNotice(req, res, 400, BAD_BODY);
        return;
      }
      next();
    };
    check().catch(next);
  };
}
