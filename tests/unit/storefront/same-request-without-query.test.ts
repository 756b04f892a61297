import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { bundleServerSources, REMIX_DATA_MODULE, sameRequestWithoutQuery } from "../../../scripts/server-build.mjs";

// docs/decisions/0063: a loader of a request whose address has no query gets that request, not a copy.
const require = createRequire(import.meta.url);
const DATA_MODULE = require.resolve("@remix-run/server-runtime").replace(/index\.js$/, "data.js");
const SOURCE = readFileSync(DATA_MODULE, "utf8");

type LoaderArgs = { request: Request };
/** What Remix's callRouteLoader and callRouteAction take: the route's function under `loader` or `action`. */
type RouteCall<Kind extends string> = (
  options: { loadContext: object; params: object; request: Request; routeId: string; singleFetch: boolean } & Record<
    Kind,
    (args: LoaderArgs) => unknown
  >,
) => Promise<unknown>;
type Data = { callRouteLoader: RouteCall<"loader">; callRouteAction: RouteCall<"action"> };

/** Remix's data module (CommonJS) evaluated from `source`, its own imports read beside it. */
function load(source: string): Data {
  const module = { exports: {} as Data };
  new Function("exports", "require", "module", source)(module.exports, createRequire(DATA_MODULE), module);
  return module.exports;
}

/** The request a loader is handed for `request` by the module made from `source`. */
async function loaderRequest(source: string, request: Request, singleFetch = true): Promise<Request> {
  let seen: Request | undefined;
  await load(source).callRouteLoader({
    loadContext: {},
    loader: ({ request: handed }) => {
      seen = handed;
      return null;
    },
    params: {},
    request,
    routeId: "routes/($supplier)",
    singleFetch,
  });
  return seen!;
}

const CHANGED = sameRequestWithoutQuery(SOURCE, DATA_MODULE);

describe("sameRequestWithoutQuery", () => {
  it("is for the installed Remix's data module, and in the server's bundle", async () => {
    expect(REMIX_DATA_MODULE.test(DATA_MODULE)).toBe(true);
    expect(REMIX_DATA_MODULE.test(DATA_MODULE.replace(/data\.js$/, "esm/data.js"))).toBe(true);
    const handedOn = 'if (!request.url.includes("?")) return request;';
    expect(CHANGED.split(handedOn).length - 1).toBe(3);
    const bundle = await bundleServerSources({
      outdir: "/tmp/storefront-bundle-check",
      write: false,
      entries: { server: "server.ts" },
    });
    const server = bundle.outputFiles!.find((file) => file.path.endsWith("server.js"))!.text;
    expect(server.match(/if \(!request\.url\.includes\("\?"\)\)\s+return request;/g)).toHaveLength(3);
  });

  it.each([
    ["a store's home", "http://loja.test/aurora"],
    ["a category", "http://loja.test/aurora/categoria/101"],
    ["the marketplace", "http://loja.test/"],
  ])("hands the loader of %s, whose address has no query, the request itself", async (_page, url) => {
    const request = new Request(url, { headers: { cookie: "a=1" } });
    expect(await loaderRequest(CHANGED, request)).toBe(request);
    expect(await loaderRequest(CHANGED, request, false)).toBe(request);
    // As Remix did: a copy at the same address, with the same headers.
    const copy = await loaderRequest(SOURCE, request);
    expect(copy).not.toBe(request);
    expect(copy.url).toBe(request.url);
    expect(copy.headers.get("cookie")).toBe("a=1");
  });

  it.each([
    ["index and routes taken out", "http://loja.test/aurora?index&_routes=x&q=1", "http://loja.test/aurora?q=1"],
    ["an index with a value kept", "http://loja.test/aurora?index=1&index=", "http://loja.test/aurora?index=1"],
    [
      "the query written anew",
      "http://loja.test/aurora/busca?q=arroz%20branco",
      "http://loja.test/aurora/busca?q=arroz+branco",
    ],
    ["an empty query", "http://loja.test/aurora?", "http://loja.test/aurora"],
  ])("copies a request with a query as Remix does: %s", async (_case, url, expected) => {
    const request = new Request(url);
    const handed = await loaderRequest(CHANGED, request);
    expect(handed).not.toBe(request);
    expect(handed.url).toBe(expected);
    expect(handed.url).toBe((await loaderRequest(SOURCE, request)).url);
  });

  it("hands an action of a form posted to an address without a query the request, its body unread", async () => {
    const request = new Request("http://loja.test/aurora/carrinho", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=add&id=1001",
    });
    let form: FormData | undefined;
    await load(CHANGED).callRouteAction({
      loadContext: {},
      action: async ({ request: handed }) => {
        expect(handed).toBe(request);
        form = await handed.formData();
        return null;
      },
      params: {},
      request,
      routeId: "routes/($supplier).carrinho",
      singleFetch: true,
    });
    expect(form?.get("id")).toBe("1001");
  });

  it("refuses a Remix release whose copying functions changed, so the build fails", () => {
    const changed = SOURCE.replace(
      "function stripRoutesParam(request) {\n  let url",
      "function stripRoutesParam(req) {\n  let url",
    );
    expect(changed).not.toBe(SOURCE);
    expect(() => sameRequestWithoutQuery(changed, DATA_MODULE)).toThrow(/stripRoutesParam changed/);
  });
});
