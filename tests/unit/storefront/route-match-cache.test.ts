import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { ROUTER_MODULE, routeMatchCache } from "../../../scripts/server-build.mjs";
import { recordingMap } from "./recording-map";

// docs/decisions/0043: the server's copies of @remix-run/router compile each route path once and
// flatten and rank a route tree once, instead of on every match of every request.
const require = createRequire(import.meta.url);
const ROUTER_CJS = require.resolve("@remix-run/router").replace(/router\.js$/, "router.cjs.js");
const ROUTER_SOURCE = readFileSync(ROUTER_CJS, "utf8");

type Match = { route: { id: string }; params: Record<string, string | undefined>; pathname: string };
type Router = {
  matchRoutes: (routes: object[], location: string) => Match[] | null;
  matchPath: (pattern: string | object, pathname: string) => { params: object } | null;
  resolveTo: (
    to: string | object,
    routePathnames: string[],
    locationPathname: string,
    isPathRelative?: boolean,
  ) => { pathname: string; search: string; hash: string };
};

/** The router's CommonJS build evaluated with a RegExp that counts the expressions made. */
function loadRouter(source: string): { router: Router; regExps: () => number } {
  let made = 0;
  const CountingRegExp = new Proxy(RegExp, {
    construct(target, args) {
      made += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  const module = { exports: {} as Router };
  new Function("exports", "require", "module", "RegExp", source)(module.exports, require, module, CountingRegExp);
  return { router: module.exports, regExps: () => made };
}

type Route = { id: string; path?: string; index?: boolean; children?: Route[] };

/** A store's routes as the app's are shaped: a root, a layout with an optional segment, pages. */
function routes(): Route[] {
  const pages = ["carrinho", "checkout", "entrar", "busca", "conta", "pedidos", "entrega", "enderecos"].map((path) => ({
    id: `routes/${path}`,
    path,
  }));
  return [
    {
      id: "root",
      path: "",
      children: [
        {
          id: "routes/($supplier)",
          path: ":supplier?",
          children: [
            { id: "routes/($supplier)._index", index: true },
            { id: "routes/categoria", path: "categoria/:id" },
            { id: "routes/produto", path: "produto/:id" },
            ...pages,
          ],
        },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const ids = (matches: { route: { id: string } }[] | null) => matches?.map((match) => match.route.id) ?? null;

describe("routeMatchCache", () => {
  it("applies to both of the router's builds", () => {
    expect(ROUTER_MODULE.test(ROUTER_CJS)).toBe(true);
    const esm = ROUTER_CJS.replace(/router\.cjs\.js$/, "router.js");
    expect(ROUTER_MODULE.test(esm)).toBe(true);
    expect(routeMatchCache(readFileSync(esm, "utf8"), esm)).toContain("compiledPaths");
  });

  it("matches every path as the router does", () => {
    const plain = loadRouter(ROUTER_SOURCE).router;
    const cached = loadRouter(routeMatchCache(ROUTER_SOURCE, ROUTER_CJS)).router;
    const tree = routes();
    const paths = ["/", "/aurora", "/aurora/", "/aurora/categoria/101", "/AURORA/Carrinho", "/carrinho", "/x/y/z"];
    for (const path of [...paths, ...paths]) {
      expect(ids(cached.matchRoutes(tree, path))).toEqual(ids(plain.matchRoutes(tree, path)));
      expect(cached.matchRoutes(tree, path)?.at(-1)?.params).toEqual(plain.matchRoutes(tree, path)?.at(-1)?.params);
    }
    expect(ids(cached.matchRoutes(tree, "/aurora/categoria/101"))).toEqual([
      "root",
      "routes/($supplier)",
      "routes/categoria",
    ]);
    expect(cached.matchPath({ path: "/a/:id", caseSensitive: true }, "/A/1")).toBeNull();
    expect(cached.matchPath({ path: "/a/:id", caseSensitive: false }, "/A/1")?.params).toEqual({ id: "1" });
    expect(cached.matchPath({ path: "/a", end: false }, "/a/b")).not.toBeNull();
    expect(cached.matchPath({ path: "/a", end: true }, "/a/b")).toBeNull();
  });

  it("compiles each route's path once over many matches, where the router compiles it on every match", () => {
    const plain = loadRouter(ROUTER_SOURCE);
    const cached = loadRouter(routeMatchCache(ROUTER_SOURCE, ROUTER_CJS));
    const tree = routes();
    const match = (router: Router) => {
      for (let request = 0; request < 20; request++) router.matchRoutes(tree, "/aurora/pedidos");
    };
    const before = [plain.regExps(), cached.regExps()];
    match(plain.router);
    match(cached.router);
    const once = cached.regExps() - before[1]!;
    expect(once).toBeGreaterThan(0);
    expect(plain.regExps() - before[0]!).toBeGreaterThanOrEqual(20 * once);
    match(cached.router);
    expect(cached.regExps() - before[1]!).toBe(once);
  });

  it("ranks a route tree once, and a new tree again", () => {
    const cached = loadRouter(routeMatchCache(ROUTER_SOURCE, ROUTER_CJS)).router;
    const tree = routes();
    expect(ids(cached.matchRoutes(tree, "/aurora/busca"))?.at(-1)).toBe("routes/busca");
    // A tree made anew (another build) is ranked on its own.
    const other = routes();
    other[0]!.children![0]!.children!.push({ id: "routes/ofertas", path: "ofertas" });
    expect(ids(cached.matchRoutes(other, "/aurora/ofertas"))?.at(-1)).toBe("routes/ofertas");
    expect(ids(cached.matchRoutes(tree, "/aurora/ofertas"))?.at(-1)).toBe("routes/$");
  });

  it("hands out each cached match as a copy of its own", () => {
    const cached = loadRouter(routeMatchCache(ROUTER_SOURCE, ROUTER_CJS)).router;
    const tree = routes();
    for (let request = 0; request < 3; request++) cached.matchRoutes(tree, "/aurora/produto/7");
    const first = cached.matchRoutes(tree, "/aurora/produto/7")!;
    first.at(-1)!.params.id = "changed";
    first.pop();
    const second = cached.matchRoutes(tree, "/aurora/produto/7")!;
    expect(ids(second)).toEqual(["root", "routes/($supplier)", "routes/produto"]);
    expect(second.at(-1)!.params).toEqual({ supplier: "aurora", id: "7" });
    expect(second.at(-1)!.pathname).toBe("/aurora/produto/7");
    expect(cached.matchRoutes(tree, "/aurora/produto/8")!.at(-1)!.params.id).toBe("8");
  });

  it("resolves a link's address as the router does, a copy each time", () => {
    const plain = loadRouter(ROUTER_SOURCE).router;
    const cached = loadRouter(routeMatchCache(ROUTER_SOURCE, ROUTER_CJS)).router;
    const cases: [string, string[], string, boolean][] = [
      ["/aurora/carrinho?x=1#y", ["/", "/aurora"], "/aurora", false],
      ["..", ["/", "/aurora", "/aurora/categoria/1"], "/aurora/categoria/1", false],
      ["..", ["/", "/aurora", "/aurora/categoria/1"], "/aurora/categoria/1", true],
      ["produto/2", ["/", "/aurora"], "/aurora/", false],
      ["", ["/", "/aurora"], "/aurora/", false],
      ["?page=2", ["/", "/aurora"], "/aurora/categoria/1", false],
    ];
    expect(String(cached.resolveTo)).toContain("resolvedPaths");
    expect(String(cached.matchRoutes)).toContain("matchRoutesImpl(");
    for (const [to, pathnames, location, relative] of [...cases, ...cases]) {
      const path = cached.resolveTo(to, pathnames, location, relative);
      expect(path).toEqual(plain.resolveTo(to, pathnames, location, relative));
      path.search = "?changed";
    }
  });

  it("keeps no match or address whose key is longer than 512 characters, which someone could make to fill the memory", () => {
    const { kept, RecordingMap } = recordingMap();
    const module = { exports: {} as Router };
    new Function("exports", "require", "module", "Map", routeMatchCache(ROUTER_SOURCE, ROUTER_CJS))(
      module.exports,
      require,
      module,
      RecordingMap,
    );
    const cached = module.exports;
    const plain = loadRouter(ROUTER_SOURCE).router;
    const tree = routes();
    const longPath = `/aurora/${"x".repeat(600)}`;
    const longLink = `/aurora/entrar?redirectTo=${"%26".repeat(600)}`;
    for (let request = 0; request < 3; request++) {
      expect(ids(cached.matchRoutes(tree, longPath))).toEqual(ids(plain.matchRoutes(tree, longPath)));
      expect(cached.resolveTo(longLink, ["/", "/aurora"], "/aurora", false)).toEqual(
        plain.resolveTo(longLink, ["/", "/aurora"], "/aurora", false),
      );
    }
    expect(kept.filter((key) => key.length > 512)).toEqual([]);
    cached.matchRoutes(tree, "/aurora/pedidos");
    cached.matchRoutes(tree, "/aurora/pedidos");
    expect(kept.some((key) => key.endsWith("/aurora/pedidos"))).toBe(true);
  });

  it("refuses a router whose code changed, so the build fails instead of running uncached", () => {
    expect(() => routeMatchCache(ROUTER_SOURCE.replace("function compilePath(", "function compile("), "x.js")).toThrow(
      /compilePath, matchRoutesImpl or resolveTo changed/,
    );
  });
});
