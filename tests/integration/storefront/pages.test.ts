/**
 * The storefront through its real server (`node --import tsx server.ts`, production build) over
 * the embedded upstream on a temporary database: supplier resolution, page head, white-label
 * hosts, redirects, security headers, static assets and the request log.
 */
import { createCookie } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NIL_SUPPLIER_ID } from "~/models/supplier-ref";
import { HOME_CAROUSELS } from "../../../upstream/seed/carousels";
import { DEMO_PASSWORD } from "../../../upstream/seed/customers";
import { SUPPLIER_IDS, SUPPLIER_SEEDS } from "../../../upstream/seed/suppliers";
import { JS_BUDGET_BYTES, jsPerRoute } from "../../bench/route-js";
import { bodyText, hrefs, meta, tags, textOf, titleOf } from "../../support/html";
import { Shopper } from "../../support/shopper";
import {
  DEFAULT_SITE_URL,
  fetchFully,
  privateBuild,
  rawGet,
  startStorefront,
  TEST_SESSION_SECRET,
  type StorefrontServer,
} from "../../support/storefront-server";

/** Links meant to be kept or shared start at the configured site, never at the Host a request named. */
const SITE = new URL(DEFAULT_SITE_URL).origin;

// docs/rules/storefront.md "Page head": "Defaults: description 'Confira nossas ofertas!', keywords 'commerce, shop, loja virtual'."
const DEFAULT_DESCRIPTION = "Confira nossas ofertas!";
const DEFAULT_KEYWORDS = "commerce, shop, loja virtual";

const aurora = SUPPLIER_SEEDS.find((seed) => seed.slug === "aurora")!;
const bomsabor = SUPPLIER_SEEDS.find((seed) => seed.slug === "bomsabor")!;

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ logLevel: "info" });
});

afterAll(async () => {
  await server?.stop();
});

function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetchFully(`${server.url}${path}`, init);
}

/** Links of the page's own navigation (header, menus, footer), not external ones. */
function internalLinks(html: string): string[] {
  return hrefs(html).filter((href) => href.startsWith("/"));
}

describe("health", () => {
  it("/healthz answers 200 {ok:true} and is never cached", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ ok: true });
  });
});

describe("a supplier's home page", () => {
  let response: Response;
  let html: string;

  beforeAll(async () => {
    response = await get("/aurora");
    html = await response.text();
  });

  it("answers 200 HTML in Portuguese", () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(tags(html, "html")[0]?.lang).toBe("pt-BR");
  });

  it("has the supplier's title, description and keywords (docs/rules/storefront.md \"Supplier resolution\": they 'come from the supplier configuration')", () => {
    expect(titleOf(html)).toBe(aurora.seo.title);
    expect(meta(html, "description")).toBe(aurora.seo.description);
    expect(meta(html, "keywords")).toBe(aurora.seo.keywords);
  });

  it("has Open Graph tags", () => {
    expect(meta(html, "og:type")).toBe("website");
    expect(meta(html, "og:locale")).toBe("pt_BR");
    expect(meta(html, "og:site_name")).toBe(aurora.nome);
    expect(meta(html, "og:title")).toBe(aurora.seo.title);
    expect(meta(html, "og:description")).toBe(aurora.seo.description);
    expect(meta(html, "og:url")).toBe(`${SITE}/aurora`);
    // An image is given whole on the host asked (which serves it), with the site's scheme and port.
    expect(meta(html, "og:image")).toBe(`http://${new URL(server.url).hostname}/imagens/${aurora.seo.image}`);
  });

  it("links the supplier's favicon", () => {
    const icons = tags(html, "link").filter((link) => link.rel === "icon");
    expect(icons.map((link) => link.href)).toContain(`/imagens/${aurora.seo.favicon}`);
  });

  it("greets with the theme's welcome text as the page's h1", () => {
    expect(tags(html, "h1")).toHaveLength(1);
    expect(textOf(html, "h1")).toBe(aurora.tema.boasVindas);
  });

  it("shows the home carousels: the banners and the titled product rows", () => {
    const carousels = HOME_CAROUSELS.aurora;
    const banners = carousels.flatMap((carousel) => (carousel.tipo === "BANNER" ? carousel.banners : []));
    expect(banners.length).toBeGreaterThan(0);
    expect(tags(html, "section").filter((section) => section["aria-roledescription"] === "carrossel")).not.toHaveLength(
      0,
    );
    expect(tags(html, "li").filter((item) => item["aria-roledescription"] === "slide")).toHaveLength(banners.length);
    const headings = [...html.matchAll(/<h2 id="carrossel-[^"]+"[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);
    for (const carousel of carousels.filter((item) => item.tipo === "PRODUTO"))
      expect(headings).toContain(carousel.titulo);
    expect(bodyText(html)).not.toContain("Não foi possível carregar os destaques");
  });

  it("links every store page under /aurora and shows the supplier's menu", () => {
    const links = internalLinks(html);
    expect(links.length).toBeGreaterThan(5);
    for (const href of links)
      expect(/^\/aurora(?:[/?#]|$)/.test(href) || href.startsWith("/imagens/"), href).toBe(true);
    for (const item of aurora.menu) expect(links).toContain(`/aurora${item.destino}`);
  });
});

describe("page head defaults", () => {
  it("a supplier without description and keywords gets 'Confira nossas ofertas!' and 'commerce, shop, loja virtual'", async () => {
    expect(bomsabor.seo.description).toBeUndefined();
    expect(bomsabor.seo.keywords).toBeUndefined();
    const response = await get("/bomsabor");
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(titleOf(html)).toBe(bomsabor.seo.title);
    expect(meta(html, "description")).toBe(DEFAULT_DESCRIPTION);
    expect(meta(html, "keywords")).toBe(DEFAULT_KEYWORDS);
    expect(meta(html, "og:description")).toBe(DEFAULT_DESCRIPTION);
  });
});

describe('supplier resolution (docs/rules/storefront.md "Supplier resolution")', () => {
  it("the supplier's GUID works as the first path segment", async () => {
    const response = await get(`/${SUPPLIER_IDS.aurora}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(titleOf(html)).toBe(aurora.seo.title);
    expect(internalLinks(html)).toContain(`/${SUPPLIER_IDS.aurora}${aurora.menu[0]!.destino}`);
  });

  it("the GUID in upper case works too", async () => {
    const response = await get(`/${SUPPLIER_IDS.casaverde.toUpperCase()}`);
    expect(response.status).toBe(200);
    expect(titleOf(await response.text())).toBe(SUPPLIER_SEEDS.find((seed) => seed.slug === "casaverde")!.seo.title);
  });

  it("an upper-case slug finds the supplier", async () => {
    const response = await get("/AURORA");
    expect(response.status).toBe(200);
    expect(titleOf(await response.text())).toBe(aurora.seo.title);
  });

  const toDefaultSite: [string, string][] = [
    ["an unknown slug", "/loja-que-nao-existe"],
    ["an unknown GUID", "/6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e99"],
    ["a malformed GUID", "/6f1c2a4e-zzzz-4c5a-9e7f-1a2b3c4d5e01"],
    ["an encoded path traversal", "/..%2F..%2Fetc%2Fpasswd"],
    ["an encoded NUL", "/%00"],
    ["markup", "/%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["a 300-character segment", `/${"a".repeat(300)}`],
  ];
  it.each(toDefaultSite)("%s goes to DEFAULT_SITE_URL (302): %s", async (_label, path) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(DEFAULT_SITE_URL);
  });

  it("the nil id means no specific supplier: redirect to /", async () => {
    const response = await get(`/${NIL_SUPPLIER_ID}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it("the legacy /commerce prefix answers 301 to the same path and query without it", async () => {
    const response = await get("/commerce/aurora?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/aurora?x=1");
    const root = await get("/commerce");
    expect(root.status).toBe(301);
    expect(root.headers.get("location")).toBe("/");
  });

  it.each([
    ["the legacy prefix", "/commerce//evil.example", {}],
    ["fselecionado with an invalid supplier", "//evil.example?fselecionado=x!", {}],
    ["the supplier's own prefix on its domain", "/bomsabor//evil.example", { Host: "bomsabor.localhost" }],
  ])("no open redirect through %s", async (_label, path, headers) => {
    const response = await rawGet(`${server.url}${path}`, headers);
    expect([301, 302]).toContain(response.status);
    expect(response.headers.location).toMatch(/^\/evil\.example/);
  });

  const forced: [string, string][] = [
    ["/aurora?fselecionado=casaverde", "/casaverde"],
    ["/?fselecionado=casaverde", "/casaverde"],
    ["/aurora?q=arroz&fselecionado=bomsabor", "/bomsabor?q=arroz"],
    [`/aurora?fselecionado=${SUPPLIER_IDS.casaverde}`, `/${SUPPLIER_IDS.casaverde}`],
    ["/aurora?fselecionado=..%2Fevil", "/aurora"],
  ];
  it.each(forced)(
    'fselecionado forces the supplier (docs/rules/storefront.md "Supplier resolution"): %s → %s',
    async (path, location) => {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(location);
    },
  );

  it("an unknown page inside a store is a Portuguese 404 within the store's layout", async () => {
    const response = await get("/aurora/pagina/que-nao-existe");
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(tags(html, "html")[0]?.lang).toBe("pt-BR");
    expect(textOf(html, "h1")).toBe("Página não encontrada");
    expect(bodyText(html)).toContain("O endereço que você abriu não existe ou foi removido.");
    expect(bodyText(html)).toContain(aurora.nome);
    expect(hrefs(html)).toContain("/aurora");
    expect(bodyText(html)).not.toMatch(/Error|at .*\(.*:\d+:\d+\)/);
  });
});

describe("white-label domains (docs/rules/architecture.md \"URL map\": 'without the /{s} prefix in links')", () => {
  const hosts = ["bomsabor.localhost", "www.bomsabor.localhost"];

  it.each(hosts)("Host %s serves bomsabor at / with no /bomsabor prefix in links", async (host) => {
    const response = await rawGet(`${server.url}/`, { Host: `${host}:${server.port}` });
    expect(response.status).toBe(200);
    expect(titleOf(response.body)).toBe(bomsabor.seo.title);
    expect(textOf(response.body, "h1")).toBe(bomsabor.tema.boasVindas);
    const links = internalLinks(response.body);
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((href) => href === "/bomsabor" || href.startsWith("/bomsabor/"))).toEqual([]);
    for (const item of bomsabor.menu) expect(links).toContain(item.destino);
    // On the supplier's domain, with DEFAULT_SITE_URL's scheme and port, never the Host's.
    expect(meta(response.body, "og:url")).toBe(`http://${host}/`);
  });

  it("the supplier's own prefix on its domain answers 301 to the path without it", async () => {
    const response = await rawGet(`${server.url}/bomsabor?x=1`, { Host: `bomsabor.localhost:${server.port}` });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/?x=1");
  });

  it.each(["/aurora", "/qualquer-coisa", "/a/b"])(
    "%s on a white-label domain is not found, inside the store's header and footer",
    async (path) => {
      const response = await rawGet(`${server.url}${path}`, { Host: `bomsabor.localhost:${server.port}` });
      expect(response.status).toBe(404);
      expect(bodyText(response.body)).toContain("Página não encontrada");
      expect(bodyText(response.body)).toContain("Empório Bom Sabor");
      expect(tags(response.body, "footer")).toHaveLength(1);
    },
  );

  const hostile: [string, string][] = [
    ["a valid name that is no supplier's domain", "evil.example"],
    ["a name with a space", "bad host"],
    ["a name with a path", "evil.com/x"],
    ["markup", "<script>alert(1)</script>"],
    ["junk after an IPv6 literal", "[::1]evil.com"],
    ["a 300-character name", "a".repeat(300)],
  ];
  it.each(hostile)("a hostile Host header (%s) goes to DEFAULT_SITE_URL without a crash", async (_label, host) => {
    const response = await rawGet(`${server.url}/`, { Host: host });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(DEFAULT_SITE_URL);
    expect(server.alive()).toBe(true);
    expect((await get("/healthz")).status).toBe(200);
  });
});

describe("response headers", () => {
  it("enforce a CSP whose nonce matches every script and style of the HTML, and the other security headers", async () => {
    const response = await get("/aurora");
    const html = await response.text();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce, csp).toBeDefined();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");

    const scripts = tags(html, "script");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.nonce, JSON.stringify(script)).toBe(nonce);
    for (const style of tags(html, "style")) expect(style.nonce).toBe(nonce);

    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("use a fresh nonce for every request", async () => {
    const policies: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await get("/bomsabor");
      policies.push(response.headers.get("content-security-policy"));
    }
    expect(policies.every((policy) => policy?.includes("'nonce-"))).toBe(true);
    expect(new Set(policies).size).toBe(3);
  });

  it("no X-Powered-By on errors and redirects either", async () => {
    for (const path of ["/loja-que-nao-existe", "/aurora/nao-existe", "/commerce/aurora"]) {
      const response = await get(path);
      expect(response.headers.get("x-powered-by"), path).toBeNull();
    }
  });

  it("/assets/* are served immutable for a year", async () => {
    const html = await (await get("/aurora")).text();
    const assets = [
      ...tags(html, "link").map((link) => link.href ?? ""),
      ...tags(html, "script").map((script) => script.src ?? ""),
    ].filter((href) => href.startsWith("/assets/"));
    const script = assets.find((href) => href.endsWith(".js"));
    const style = assets.find((href) => href.endsWith(".css"));
    expect(script).toBeDefined();
    expect(style).toBeDefined();
    for (const asset of [script!, style!]) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      const cacheControl = response.headers.get("cache-control") ?? "";
      expect(cacheControl).toContain("max-age=31536000");
      expect(cacheControl).toContain("immutable");
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const missing = await get("/assets/nao-existe-123.js");
    expect(missing.headers.get("cache-control") ?? "").not.toContain("immutable");
  });

  it("a script and a stylesheet go as the build's gzip copy to a browser that accepts gzip, as they are to one that does not", async () => {
    const html = await (await get("/aurora")).text();
    const assets = [
      ...tags(html, "link").map((link) => link.href ?? ""),
      ...tags(html, "script").map((script) => script.src ?? ""),
    ].filter((href) => /^\/assets\/.+\.(js|css)$/.test(href));
    const framework = assets.find((href) => /\/framework-[\w-]+\.js$/.test(href));
    const style = assets.find((href) => /\/shell-[\w-]+\.css$/.test(href));
    expect(framework).toBeDefined();
    expect(style).toBeDefined();
    const build = path.join(await privateBuild(), "build/client");
    for (const asset of [framework!, style!]) {
      const plain = readFileSync(path.join(build, asset));
      const copy = readFileSync(path.join(build, `${asset}.gz`));
      // Smaller than zlib's best: the copy is Zopfli's, not the server compressing the file.
      expect(copy.byteLength, asset).toBeLessThan(gzipSync(plain, { level: 9 }).byteLength);
      const type = asset.endsWith(".js") ? /^application\/javascript; charset=utf-8$/i : /^text\/css; charset=utf-8$/i;

      const gzipped = await rawGet(`${server.url}${asset}`, { "Accept-Encoding": "gzip, deflate, br" });
      expect(gzipped.status, asset).toBe(200);
      expect(gzipped.headers["content-encoding"], asset).toBe("gzip");
      expect(gzipped.headers["content-type"], asset).toMatch(type);
      expect(gzipped.headers.vary, asset).toMatch(/Accept-Encoding/i);
      expect(gzipped.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(gzipped.bytes.equals(copy), asset).toBe(true);
      expect(gunzipSync(gzipped.bytes).equals(plain), asset).toBe(true);

      for (const headers of [{ "Accept-Encoding": "identity" }, { "Accept-Encoding": "gzip;q=0, br" }, {}] as Record<
        string,
        string
      >[]) {
        const identity = await rawGet(`${server.url}${asset}`, headers);
        const said = `${asset} ${JSON.stringify(headers)}`;
        expect(identity.status, said).toBe(200);
        expect(identity.headers["content-encoding"], said).not.toBe("gzip");
        expect(identity.headers["content-type"], said).toMatch(type);
        expect(identity.headers.vary, said).toMatch(/Accept-Encoding/i);
        expect(identity.headers["cache-control"], said).toBe("public, max-age=31536000, immutable");
        if (identity.headers["content-encoding"] === undefined) expect(identity.bytes.equals(plain), said).toBe(true);
      }
    }

    // The address written another way is the file itself, typed by its name, never the copy
    // under a type the name does not give.
    const dotted = await rawGet(`${server.url}${framework!.replace(/\.js$/, "%2Ejs")}`, { "Accept-Encoding": "gzip" });
    expect([200, 404]).toContain(dotted.status);
    if (dotted.status === 200) expect(dotted.headers["content-type"]).toMatch(/javascript/);
    expect(dotted.bytes.equals(readFileSync(path.join(build, `${framework!}.gz`)))).toBe(false);
    // Not a GET: no copy, no encoding said.
    const posted = await fetchFully(`${server.url}${framework!}`, {
      method: "POST",
      headers: { "Accept-Encoding": "gzip", Origin: server.url },
    });
    expect(posted.headers.get("content-encoding")).toBeNull();
  });

  it("every gzip copy in the build is its file, compressed", async () => {
    const assets = path.join(await privateBuild(), "build/client/assets");
    const copies = readdirSync(assets).filter((name) => name.endsWith(".gz"));
    expect(copies.length).toBeGreaterThan(50);
    for (const copy of copies)
      expect(
        gunzipSync(readFileSync(path.join(assets, copy))).equals(readFileSync(path.join(assets, copy.slice(0, -3)))),
        copy,
      ).toBe(true);
    // Each script and stylesheet of the build has one but a file gzip would not make smaller, and
    // Remix's manifest, which Remix writes after the bundle and a page never loads (lazy route
    // discovery: the page carries its part of it).
    for (const name of readdirSync(assets).filter((file) => /\.(js|css)$/.test(file) && !/^manifest-/.test(file)))
      if (!copies.includes(`${name}.gz`)) {
        const bytes = readFileSync(path.join(assets, name));
        expect(gzipSync(bytes, { level: 9 }).byteLength, name).toBeGreaterThanOrEqual(bytes.byteLength);
      }
  });
});

// docs/rules/architecture.md "Speed": "A route's browser JS stays at or under 95 KiB gzip as served,
// the route manifest included … and zod never reaches the browser."
describe("the JS of a page's first visit", () => {
  it("every page route of the build loads at most 95 KiB of it as served, its inline manifest included, and no zod", async () => {
    const routes = (await jsPerRoute(path.join(await privateBuild(), "build"))).filter((route) => !route.resource);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      expect.soft(route.zod, `${route.id}: zod among ${route.files.join(", ")}`).toBe(false);
      expect
        .soft(route.gzipBytes, `${route.id}: ${(route.gzipBytes / 1024).toFixed(1)} KiB`)
        .toBeLessThanOrEqual(JS_BUDGET_BYTES);
    }
  });

  it("what the heaviest pages preload, fetched as a browser that accepts gzip gets it, is what the build's count says", async () => {
    const shopper = new Shopper(server.url);
    for (const [page, fields] of [
      ["/aurora/entrar", { login: "cliente@exemplo.com.br", senha: DEMO_PASSWORD }],
      ["/aurora/termos", { intent: "aceitar", redirectTo: "/aurora" }],
      ["/aurora/carrinho", { intent: "adicionar", idproduto: "1001", quantidade: "2" }],
      ["/aurora/entrega", { intent: "tipo", tipoEntrega: "RETIRADA" }],
    ] as const)
      expect((await shopper.post(page, fields)).status, `POST ${page}`).toBe(303);
    const counted = new Map(
      (await jsPerRoute(path.join(await privateBuild(), "build"))).map((route) => [route.id, route]),
    );
    for (const [address, id] of [
      ["/aurora", "routes/($supplier)._index"],
      ["/aurora/categoria/101", "routes/($supplier).categoria.$id"],
      ["/aurora/produto/1001", "routes/($supplier).produto.$id"],
      ["/aurora/carrinho", "routes/($supplier).carrinho"],
      ["/aurora/checkout", "routes/($supplier).checkout"],
    ] as const) {
      const response = await shopper.get(address);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      const preloaded = tags(html, "link")
        .filter((link) => link.rel === "modulepreload")
        .map((link) => link.href ?? "");
      const route = counted.get(id);
      expect(route, id).toBeDefined();
      // Remix preloads the entry, the page's routes and their static imports: the files counted.
      expect(preloaded.map((href) => href.replace(/^\//, "")).sort(), address).toEqual([...route!.files].sort());
      let bytes = 0;
      for (const file of preloaded) {
        const answer = await rawGet(`${server.url}${file}`, { "Accept-Encoding": "gzip" });
        expect(answer.status, file).toBe(200);
        // The build's copy, or the file itself where gzip would not make it smaller: never another encoding.
        expect([undefined, "gzip"], file).toContain(answer.headers["content-encoding"]);
        bytes += answer.bytes.byteLength;
        const plain = answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.bytes) : answer.bytes;
        expect(plain.includes("ZodError"), `${file}: zod`).toBe(false);
      }
      expect(bytes, address).toBe(route!.gzipBytes - route!.manifestGzipBytes);
    }
  });
});

describe("images through the storefront (/imagens/*, no IMAGE_BASE_URL)", () => {
  it("serves the supplier's favicon from the upstream, sandboxed by its own CSP", async () => {
    const response = await get(`/imagens/${aurora.seo.favicon}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(await response.text()).toContain("<svg");
  });

  const refused: [string, string][] = [
    ["an encoded traversal", "/imagens/..%2F..%2Fhealthz"],
    ["a dot-dot segment", "/imagens/aurora/../../healthz"],
    ["a character outside the safe set", "/imagens/aurora/a%20b.svg"],
    ["an unknown image", "/imagens/aurora/nao-existe.svg"],
  ];
  it.each(refused)("answers 404 for %s", async (_label, path) => {
    const response = await rawGet(`${server.url}${path}`);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('"ok"');
  });
});

describe("the request log", () => {
  it("has one JSON line per request and never carries the password, the token or a Bearer header", async () => {
    const token = `tok-${randomUUID()}`;
    const authCookie = await createCookie("commerce-auth-token", {
      secrets: [TEST_SESSION_SECRET],
      path: "/",
    }).serialize(token);
    const marker = randomUUID();
    const paths = [`/aurora/log-${marker}-1`, `/aurora/log-${marker}-2`, `/aurora/log-${marker}-3`];
    const cookie = authCookie.split(";")[0]!;
    await (await get(`${paths[0]}?senha=${DEMO_PASSWORD}&token=${token}`, { headers: { Cookie: cookie } })).text();
    await (await get(paths[1]!, { headers: { Authorization: `Bearer ${token}`, Cookie: cookie } })).text();
    await (
      await get(paths[2]!, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: server.url },
        body: new URLSearchParams({
          email: "cliente@example.com",
          senha: DEMO_PASSWORD,
          numeroCartao: "4111111111111111",
          cvc: "123",
        }),
      })
    ).text();
    // A home page with the auth cookie makes upstream calls that carry the token as a Bearer header.
    await (await get("/casaverde", { headers: { Cookie: cookie } })).text();

    for (const path of paths) {
      await server.waitForLog((line) => line.event === "http.request" && line.path === path);
      const lines = server.logs().filter((line) => line.event === "http.request" && line.path === path);
      expect(lines, path).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: "info",
        method: path === paths[2] ? "POST" : "GET",
        status: expect.any(Number),
        ms: expect.any(Number),
      });
      expect(typeof lines[0]?.requestId).toBe("string");
      expect(Number.isNaN(Date.parse(String(lines[0]?.time)))).toBe(false);
    }
    await server.waitForLog((line) => line.event === "http.request" && line.path === "/casaverde");

    const requestIds = server
      .logs()
      .filter((line) => line.event === "http.request")
      .map((line) => line.requestId);
    expect(new Set(requestIds).size).toBe(requestIds.length);
    const everything = server.lines.join("\n");
    expect(everything).not.toContain(DEMO_PASSWORD);
    expect(everything).not.toContain(token);
    expect(everything).not.toMatch(/Bearer/i);
    expect(everything).not.toContain("4111111111111111");
    expect(everything).not.toContain(marker + "-1?");
  });

  it("every line the storefront writes itself is JSON with time, level and event", async () => {
    // Lines of its own: pages, a page that is not there, and a bad path.
    const pages = [
      "/aurora",
      "/bomsabor",
      "/casaverde",
      "/aurora/categoria/101",
      "/casaverde/produto/3001",
      "/aurora/nao-existe",
    ];
    for (const path of [...pages, "/aurora/produto/%E0%A4%A"]) await fetchFully(`${server.url}${path}`);
    // A request's line is written once its answer has gone: wait for them before reading.
    for (const path of pages) await server.waitForLog((line) => line.event === "http.request" && line.path === path);
    const own = server.lines.filter((line) => line.startsWith("{"));
    expect(own.length).toBeGreaterThan(5);
    for (const line of own) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      expect(typeof parsed.time).toBe("string");
      expect(["debug", "info", "warn", "error"]).toContain(parsed.level);
      expect(typeof parsed.event).toBe("string");
    }
  });
});

describe("shutdown", () => {
  // A server of its own to stop: the file's server goes on serving the other tests, whichever run after.
  let stopping: StorefrontServer;
  beforeAll(async () => {
    stopping = await startStorefront({ logLevel: "info" });
  });
  afterAll(async () => {
    await stopping?.stop();
  });

  it("stops gracefully on SIGTERM with exit code 0, answering a keep-alive request in flight with Connection: close", async () => {
    // After serving a page (upstream calls, a kept-alive connection), as a server that ran would have.
    expect((await fetchFully(`${stopping.url}/aurora`)).status).toBe(200);
    // A form whose body is still coming when the server is told to stop (its headers read: the
    // server said 100 Continue): its answer would leave the kept-alive connection open, and the
    // stop waiting for it (10 s, then exit 1).
    const body = "email=ana%40example.com&senha=errada";
    const socket = connect(stopping.port, "127.0.0.1");
    let answer = "";
    const ended = new Promise((resolve) => socket.once("close", resolve));
    const headersRead = new Promise<void>((resolve) =>
      socket.setEncoding("utf8").on("data", (chunk: string) => {
        answer += chunk;
        if (answer.includes("100 Continue")) resolve();
      }),
    );
    socket.write(
      `POST /aurora/entrar HTTP/1.1\r\nHost: 127.0.0.1:${stopping.port}\r\nConnection: keep-alive\r\n` +
        `Expect: 100-continue\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await headersRead;
    const from = stopping.lines.length;
    const exit = stopping.stop();
    await stopping.waitForLog((line) => line.event === "server.stopping", 5_000, from);
    socket.write(body);
    const { code, signal } = await exit;
    expect(signal).toBeNull();
    expect(code).toBe(0);
    await ended;
    const final = answer.slice(answer.indexOf("\r\n\r\n") + 4);
    expect(final).toMatch(/^HTTP\/1\.1 [2-5]\d\d /);
    expect(final).toMatch(/\r\nconnection: close\r\n/i);
    expect(stopping.logs().map((line) => line.event)).toEqual(
      expect.arrayContaining(["server.stopping", "server.stopped"]),
    );
    expect(stopping.alive()).toBe(false);
  });
});
