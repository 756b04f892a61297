import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolveTo } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import {
  REACT_ROUTER_DOM_MODULE,
  REACT_ROUTER_MODULE,
  REMIX_COMPONENTS_MODULE,
  REMIX_SERVER_MODULE,
  RENDER_TREE_CACHES,
  renderTreeOnce,
  STATIC_ROUTER_MODULE,
} from "../../../scripts/server-build.mjs";
import { recordingMap } from "./recording-map";

// docs/decisions/0057: the server render's route tree is made once per build, not once per request.
const require = createRequire(import.meta.url);
const MODULES = {
  remixServer: require.resolve("@remix-run/react").replace(/index\.js$/, "esm/server.js"),
  staticRouter: require.resolve("react-router-dom/server").replace(/server\.js$/, "server.mjs"),
  reactRouter: require.resolve("react-router").replace(/main\.js$/, "index.js"),
  reactRouterDom: require.resolve("react-router-dom").replace(/main\.js$/, "index.js"),
  remixComponents: require.resolve("@remix-run/react").replace(/index\.js$/, "esm/components.js"),
};

/** One of the caches, evaluated with the package's function it calls given as `calls`. */
function cache<T>(name: keyof typeof RENDER_TREE_CACHES, dependency: string, calls: unknown): T {
  return new Function(dependency, "UNSAFE_mapRouteProperties", `${RENDER_TREE_CACHES[name]}\nreturn ${name};`)(
    calls,
    () => ({}),
  ) as T;
}

type ServerRoutesOnce = (manifest: object, modules: Record<string, object>, future: object, spa: boolean) => object[];

describe("renderTreeOnce", () => {
  it("puts each cache into the installed package it is for, and leaves other modules alone", () => {
    expect(REMIX_SERVER_MODULE.test(MODULES.remixServer)).toBe(true);
    expect(STATIC_ROUTER_MODULE.test(MODULES.staticRouter)).toBe(true);
    expect(REACT_ROUTER_MODULE.test(MODULES.reactRouter)).toBe(true);
    expect(REACT_ROUTER_DOM_MODULE.test(MODULES.reactRouterDom)).toBe(true);
    expect(REMIX_COMPONENTS_MODULE.test(MODULES.remixComponents)).toBe(true);
    const made = Object.values(MODULES).map((file) => renderTreeOnce(readFileSync(file, "utf8"), file) ?? "");
    expect(made[0]).toContain("let routes = serverRoutesOnce(manifest.routes");
    expect(made[1]).toContain("let { manifest, dataRoutes } = dataRoutesOnce(routes);");
    expect(made[2]).toContain("let routePathnames = routePathnamesOf(matches, future.v7_relativeSplatPath);");
    expect(made[2]).not.toContain("JSON.parse(routePathnamesJson), locationPathname, relative");
    expect(made[2]).toContain("  if (isAbsolutePath(to)) return absolutePathResolved(to);\n  let {\n    future\n  }");
    expect(made[3]).toContain("let internalOnClick = noClickHandlerOnTheServer(to, {");
    // Both Remix's <Link> and <NavLink>.
    expect(made[4]!.split("= noPrefetchOnTheServer;").length).toBe(3);
    expect(made[4]).not.toContain("usePrefetchBehavior(prefetch, props);");
    expect(renderTreeOnce("export const x = 1;", "/app/node_modules/other/index.js")).toBeNull();
  });

  it("refuses a package whose code changed in any of the lines it replaces", () => {
    const file = MODULES.remixComponents;
    const source = readFileSync(file, "utf8");
    // One of the two links (<NavLink>'s) changed: the other alone is not enough.
    const changed = source.replace("let href = useHref(to);", "let href = useHref(to, {});");
    expect(() => renderTreeOnce(changed, file)).toThrow(/useResolvedPath or <Link> changed/);
    const router = readFileSync(MODULES.reactRouter, "utf8").replace(
      "function useResolvedPath(to, _temp2) {",
      "function useResolvedPath(to, options) {",
    );
    expect(() => renderTreeOnce(router, MODULES.reactRouter)).toThrow(/useResolvedPath or <Link> changed/);
  });

  it("refuses a package whose code changed, so the build fails instead of running uncached", () => {
    const file = MODULES.remixServer;
    const changed = readFileSync(file, "utf8").replace("let routes = createServerRoutes(", "let routes = makeRoutes(");
    expect(() => renderTreeOnce(changed, file)).toThrow(/render's route tree, useResolvedPath or <Link> changed/);
  });

  it("makes Remix's route tree once for a build, and anew when a route module, future or SPA mode differs", () => {
    let made = 0;
    const serverRoutesOnce = cache<ServerRoutesOnce>("serverRoutesOnce", "createServerRoutes", () => [
      { made: ++made },
    ]);
    const manifest = { root: { id: "root" } };
    const root = { default: () => null };
    const page = { default: () => null };
    const future = { v3_singleFetch: true };
    // Remix hands the render a new object of the same route modules on every request.
    const first = serverRoutesOnce(manifest, { root, page }, future, false);
    expect(serverRoutesOnce(manifest, { root, page }, future, false)).toBe(first);
    expect(made).toBe(1);
    expect(serverRoutesOnce(manifest, { root, page: { default: () => null } }, future, false)).not.toBe(first);
    expect(serverRoutesOnce(manifest, { root }, future, false)).not.toBe(first);
    expect(serverRoutesOnce(manifest, { root }, { ...future }, false)).not.toBe(first);
    expect(serverRoutesOnce(manifest, { root }, future, true)).not.toBe(first);
    expect(serverRoutesOnce({ ...manifest }, { root, page }, future, false)).not.toBe(first);
    expect(made).toBe(6);
  });

  it("makes the static router's data routes once per route tree, with their manifest", () => {
    const convert = (routes: { id: string }[], _map: unknown, _parent: unknown, manifest: Record<string, object>) =>
      routes.map((route) => (manifest[route.id] = { ...route, data: true }));
    const dataRoutesOnce = cache<(routes: object[]) => { manifest: object; dataRoutes: object[] }>(
      "dataRoutesOnce",
      "UNSAFE_convertRoutesToDataRoutes",
      convert,
    );
    const tree = [{ id: "root" }];
    const first = dataRoutesOnce(tree);
    expect(first.manifest).toEqual({ root: { id: "root", data: true } });
    expect(first.dataRoutes[0]).toBe((first.manifest as Record<string, object>).root);
    expect(dataRoutesOnce(tree)).toBe(first);
    expect(dataRoutesOnce([{ id: "root" }])).not.toBe(first);
  });

  it("reads a rendered route's paths once for its links, for each splat-path setting", () => {
    const asked: boolean[] = [];
    const routePathnamesOf = cache<(matches: object[], v7: boolean) => string[]>(
      "routePathnamesOf",
      "UNSAFE_getResolveToMatches",
      (matches: { pathname: string }[], v7: boolean) => (asked.push(v7), matches.map((match) => match.pathname)),
    );
    const matches = [{ pathname: "/" }, { pathname: "/aurora" }];
    expect(routePathnamesOf(matches, true)).toEqual(["/", "/aurora"]);
    expect(routePathnamesOf(matches, true)).toBe(routePathnamesOf(matches, true));
    expect(routePathnamesOf(matches, false)).toEqual(["/", "/aurora"]);
    expect(routePathnamesOf([{ pathname: "/" }], true)).toEqual(["/"]);
    expect(asked).toEqual([true, false, true]);
    // The next request's route has matches of its own with the same paths: its links get the same
    // array, by which the router keeps their resolved addresses.
    expect(routePathnamesOf([{ pathname: "/" }, { pathname: "/aurora" }], true)).toBe(routePathnamesOf(matches, true));
  });

  // An absolute path's address is the same whatever the route, the location and `relative`:
  // useResolvedPath answers it by the path alone (docs/decisions/0058).
  const contexts: [string[], string, boolean][] = [
    [["/"], "/", false],
    [["/", "/aurora"], "/aurora", false],
    [["/", "/aurora", "/aurora/categoria/101"], "/aurora/categoria/101/", true],
    [["/", "/casaverde/produto/3001"], "/casaverde/produto/3001", false],
  ];
  it.each([
    "/",
    "/aurora",
    "/aurora/",
    "/aurora/categoria/101",
    "/aurora/busca?q=banana",
    "/aurora/busca?q=banana#resultados",
    "/aurora#topo",
    "/?leve",
    "/aurora/../casaverde",
    "/aurora/./carrinho",
    "/aurora/categoria/101/..",
  ])("resolves the absolute path %s as the router does from any route", (to) => {
    const absolutePathResolved = new Function(
      "resolveTo",
      `${RENDER_TREE_CACHES.absolutePathResolved}\nreturn absolutePathResolved;`,
    )(resolveTo) as (to: string) => object;
    const isAbsolutePath = new Function(`${RENDER_TREE_CACHES.absolutePathResolved}\nreturn isAbsolutePath;`)() as (
      to: unknown,
    ) => boolean;
    expect(isAbsolutePath(to)).toBe(true);
    for (const [routePathnames, location, relative] of contexts) {
      expect(absolutePathResolved(to)).toEqual(resolveTo(to, routePathnames, location, relative));
      expect(absolutePathResolved(to)).toEqual(absolutePathResolved(to));
      // A copy each time: a caller that changes it changes no other link's address.
      expect(absolutePathResolved(to)).not.toBe(absolutePathResolved(to));
    }
  });

  it("keeps no address longer than 512 characters, which someone could make to fill the memory", () => {
    const { kept, RecordingMap } = recordingMap();
    const absolutePathResolved = new Function(
      "resolveTo",
      "Map",
      `${RENDER_TREE_CACHES.absolutePathResolved}\nreturn absolutePathResolved;`,
    )(resolveTo, RecordingMap) as (to: string) => object;
    const long = `/aurora/entrar?redirectTo=${"%26".repeat(600)}`;
    expect(absolutePathResolved(long)).toEqual(resolveTo(long, [], "/", false));
    absolutePathResolved("/aurora/carrinho");
    expect(kept).toEqual(["/aurora/carrinho"]);
  });

  it.each([
    ["a relative path", "categoria/101"],
    ["a path up a route", "../carrinho"],
    ["the current route", "."],
    ["a search alone", "?q=banana"],
    ["a hash alone", "#topo"],
    ["an empty path", ""],
    ["another host without a scheme", "//example.com/aurora"],
    ["a path object", { pathname: "/aurora" }],
  ])("leaves %s to the router's own resolution", (_name, to) => {
    const isAbsolutePath = new Function(`${RENDER_TREE_CACHES.absolutePathResolved}\nreturn isAbsolutePath;`)() as (
      to: unknown,
    ) => boolean;
    expect(isAbsolutePath(to)).toBe(false);
  });
});
