/**
 * What the server does before (and around) the pages, through the real server over the embedded
 * upstream: request bodies bounded before they are parsed (docs/rules/architecture.md "Safety": "Every request body bounded
 * before it is parsed (413 past it)"), unreadable paths and `?_data=` answered 400 in Portuguese
 * with one log line, sitemap.xml, robots.txt and a page's canonical link and JSON-LD built on the
 * configured site and never on the request's Host, and the recommendation beacon's address opened directly.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { bodyText, meta, tags, textOf, titleOf } from "../../support/html";
import { newCustomer } from "../../support/new-customer";
import { Shopper } from "../../support/shopper";
import {
  DEFAULT_SITE_URL,
  rawGet,
  startStorefront,
  type LogLine,
  type StorefrontServer,
} from "../../support/storefront-server";

// app/models/messages.ts, errors: the server's own pt-BR answers.
const BAD_REQUEST_TITLE = "Endereço inválido";
const BAD_REQUEST_SHORT = "Requisição inválida.";
const TOO_LARGE_TITLE = "Envio grande demais";
const TOO_LARGE_SHORT = "Requisição grande demais.";
// The quick order's own message for a file past its limit (app/routes/($supplier).pedido-rapido.server.ts).
const QUICK_ORDER_TOO_LARGE = "O arquivo passa de 1 MB. Divida a planilha em partes menores.";

const FORM_LIMIT = 256 * 1024;
const MULTIPART_LIMIT = 2 * 1_000_000 + 64 * 1024;
const SITE = new URL(DEFAULT_SITE_URL).origin; // http://default.example

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ logLevel: "info" });
});

afterAll(async () => {
  await server?.stop();
});

function showLogOnFailure() {
  onTestFailed(() => console.error(`storefront log:\n${server.lines.slice(-40).join("\n")}`));
}

type Sent = { status: number; headers: http.IncomingHttpHeaders; body: string; bytesSent: number };

/**
 * A request whose body is written piece by piece (`pieces` of `pieceSize` bytes, each `fill`),
 * stopping as soon as the answer comes: how a browser or a script sends a large upload. With
 * `declaredLength` the headers announce that length and nothing of the body is sent.
 */
function send(
  path: string,
  {
    method = "POST",
    headers = {},
    pieces = 0,
    pieceSize = 64 * 1024,
    fill = "a",
    body,
    declaredLength,
  }: {
    method?: string;
    headers?: Record<string, string>;
    pieces?: number;
    pieceSize?: number;
    fill?: string;
    body?: Buffer | string;
    declaredLength?: number;
  },
): Promise<Sent> {
  const { hostname, port } = new URL(server.url);
  const allHeaders: Record<string, string> = { ...headers };
  if (declaredLength !== undefined) allHeaders["Content-Length"] = String(declaredLength);
  else if (body !== undefined) allHeaders["Content-Length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = http.request({ hostname, port, path, method, headers: allHeaders }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      const done = () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          bytesSent,
        });
      response.on("end", done);
      response.on("error", done);
      response.on("aborted", done);
    });
    request.setTimeout(15_000, () => request.destroy(new Error(`${method} ${path}: no answer in time`)));
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (declaredLength !== undefined) {
      request.flushHeaders();
      return;
    }
    if (body !== undefined) {
      bytesSent = Buffer.byteLength(body);
      request.end(body);
      return;
    }
    const piece = Buffer.alloc(pieceSize, fill);
    const writeMore = () => {
      while (!answered && bytesSent < pieces * pieceSize) {
        bytesSent += piece.length;
        if (!request.write(piece)) {
          request.once("drain", writeMore);
          return;
        }
      }
      if (!answered) request.end();
    };
    writeMore();
  });
}

/** Log lines written from now on (the request log line of a request comes when it finishes). */
function logsFrom(mark: number): string[] {
  return server.lines.slice(mark);
}

function parsedLines(lines: string[]): LogLine[] {
  return lines.map((line) => JSON.parse(line) as LogLine);
}

const requestLine = (path: string, status: number) => (line: LogLine) =>
  line.event === "http.request" && line.path === path && line.status === status;

describe("request bodies are bounded before they are parsed", () => {
  it("a form that announces 200 MB gets the Portuguese 413 page at once, without the body being read", async () => {
    showLogOnFailure();
    const answer = await send("/aurora/entrar", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: server.url },
      declaredLength: 200 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(tags(answer.body, "html")[0]?.lang).toBe("pt-BR");
    expect(textOf(answer.body, "h1")).toBe(TOO_LARGE_TITLE);
    expect(titleOf(answer.body)).toBe(TOO_LARGE_TITLE);
    await server.waitForLog(
      (line) => line.event === "request.body_too_large" && line.path === "/aurora/entrar" && line.limit === FORM_LIMIT,
    );
    await server.waitForLog(requestLine("/aurora/entrar", 413));
  });

  it("a form sent without a length (chunked) is refused once it passes the limit, long before its end", async () => {
    showLogOnFailure();
    const total = 64 * 1024 * 1024;
    const answer = await send("/aurora/entrar", {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "text/html,application/xhtml+xml",
        Origin: server.url,
      },
      pieces: total / (64 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(textOf(answer.body, "h1")).toBe(TOO_LARGE_TITLE);
    expect(answer.bytesSent).toBeLessThan(total);
    await server.waitForLog(
      (line) => line.event === "request.body_too_large" && line.path === "/aurora/entrar" && line.declared === null,
    );
    expect(server.alive()).toBe(true);
  });

  it("a JSON body past the limit gets the short Portuguese answer, not a page", async () => {
    const answer = await send("/aurora/carrinho", {
      headers: { "Content-Type": "application/json", Accept: "application/json", Origin: server.url },
      declaredLength: FORM_LIMIT + 1,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.body.trim()).toBe(TOO_LARGE_SHORT);
  });

  it("the cart's largest legitimate form (the whole list of 500 lines) is taken", async () => {
    const ids = Array.from({ length: 500 }, (_, index) => `produto-${String(index).padStart(32, "0")}`);
    expect(ids.every((id) => id.length === 40)).toBe(true);
    const linhas = JSON.stringify(
      ids.map((idproduto) => ({ idproduto, quantidade: 99999.125, embalarParaPresente: false })),
    );
    const form = new URLSearchParams({ intent: "salvar", linhas, vistos: JSON.stringify(ids) }).toString();
    expect(form.length).toBeGreaterThan(64 * 1024);
    expect(form.length).toBeLessThan(FORM_LIMIT);
    const answer = await send("/aurora/carrinho", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: server.url },
      body: form,
    });
    expect(answer.status).not.toBe(413);
    expect(answer.status).toBeLessThan(500);
  });

  it("a quick-order upload is bounded by the upload's own limit: a file just over 1 MB reaches the page's own message, 3 MB is refused", async () => {
    showLogOnFailure();
    const shopper = new Shopper(server.url);
    expect((await shopper.post("/casaverde/cadastro", newCustomer("limite-envio").fields)).status).toBe(303);
    const cookies = ["commerce-auth-token", "commerce-session"]
      .map((name) => `${name}=${shopper.cookie(name) ?? ""}`)
      .join("; ");
    const boundary = "----limite-do-pedido-rapido";
    const multipart = (size: number) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="linhas"\r\n\r\n\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="pedido.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.alloc(size, "CVD-0003;1\n"),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const headers = {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      Accept: "text/html",
      Origin: server.url,
      Cookie: cookies,
    };

    const justOver = await send("/casaverde/pedido-rapido", { headers, body: multipart(1_000_100) });
    expect(justOver.status).toBe(400);
    expect(bodyText(justOver.body)).toContain(QUICK_ORDER_TOO_LARGE);

    const large = await send("/casaverde/pedido-rapido", { headers, body: multipart(3_000_000) });
    expect(large.status).toBe(413);
    expect(textOf(large.body, "h1")).toBe(TOO_LARGE_TITLE);
    await server.waitForLog(
      (line) =>
        line.event === "request.body_too_large" &&
        line.path === "/casaverde/pedido-rapido" &&
        line.limit === MULTIPART_LIMIT,
    );
  });
});

describe("an address that cannot be read", () => {
  it("a broken percent-encoding gets the Portuguese 400 page and one JSON log line, its login token masked", async () => {
    showLogOnFailure();
    const mark = server.lines.length;
    const answer = await rawGet(`${server.url}/aurora/login-token/%E0%A4%A/cliente%40exemplo.com.br`, {
      Accept: "text/html",
    });
    expect(answer.status).toBe(400);
    expect(tags(answer.body, "html")[0]?.lang).toBe("pt-BR");
    expect(textOf(answer.body, "h1")).toBe(BAD_REQUEST_TITLE);
    expect(bodyText(answer.body)).not.toMatch(/Bad Request|URIError/);
    await server.waitForLog(requestLine("/aurora/login-token/***", 400));

    const written = logsFrom(mark);
    expect(written.every((line) => line.startsWith("{"))).toBe(true);
    const lines = parsedLines(written);
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
    expect(written.join("\n")).not.toContain("login-token/%E0");
    expect(written.join("\n")).not.toContain("cliente%40exemplo.com.br");
  });

  it("a product address with a broken encoding gets the same answer, a short text for a client that is not a browser", async () => {
    const answer = await rawGet(`${server.url}/aurora/produto/%E0%A4%A`, { Accept: "*/*" });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.body.trim()).toBe(BAD_REQUEST_SHORT);
    await server.waitForLog(requestLine("/aurora/produto/%E0%A4%A", 400));
  });
});

describe("?_data= (not a request this app makes)", () => {
  it("answers 400 quietly: no error in the log", async () => {
    showLogOnFailure();
    const mark = server.lines.length;
    const answer = await rawGet(`${server.url}/aurora?_data=${encodeURIComponent("routes/($supplier)._index")}`, {
      Accept: "text/html",
    });
    expect(answer.status).toBe(400);
    expect(textOf(answer.body, "h1")).toBe(BAD_REQUEST_TITLE);
    await server.waitForLog(requestLine("/aurora", 400));
    const lines = parsedLines(logsFrom(mark));
    expect(lines.filter((line) => line.level === "error" || line.event === "request.failed")).toEqual([]);
  });
});

describe("sitemap.xml and robots.txt are built on the configured site, whatever the Host says", () => {
  it("robots.txt of the shared host names sitemaps on DEFAULT_SITE_URL, not on the Host's port", async () => {
    const answer = await rawGet(`${server.url}/robots.txt`, { Host: "localhost:9999" });
    expect(answer.status).toBe(200);
    const sitemaps = answer.body.split("\n").filter((line) => line.startsWith("Sitemap: "));
    expect(sitemaps).toContain(`Sitemap: ${SITE}/aurora/sitemap.xml`);
    expect(sitemaps.every((line) => line.startsWith(`Sitemap: ${SITE}/`))).toBe(true);
    expect(answer.body).not.toContain("9999");
  });

  it("a supplier's robots.txt and sitemap.xml on the shared host use DEFAULT_SITE_URL's origin", async () => {
    const robots = await rawGet(`${server.url}/aurora/robots.txt`, { Host: "127.0.0.1:7777" });
    expect(robots.body).toContain(`Sitemap: ${SITE}/aurora/sitemap.xml`);
    const sitemap = await rawGet(`${server.url}/aurora/sitemap.xml`, { Host: "127.0.0.1:7777" });
    expect(sitemap.status).toBe(200);
    const locations = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locations).toContain(`${SITE}/aurora`);
    expect(locations.every((location) => location.startsWith(`${SITE}/aurora`))).toBe(true);
  });

  it("on a supplier's own domain they use that domain with the site's scheme and port, never the Host's port", async () => {
    const robots = await rawGet(`${server.url}/robots.txt`, { Host: "bomsabor.localhost:9999" });
    expect(robots.status).toBe(200);
    expect(robots.body).toContain("Sitemap: http://bomsabor.localhost/sitemap.xml");
    expect(robots.body).not.toContain("9999");
    const sitemap = await rawGet(`${server.url}/sitemap.xml`, { Host: "bomsabor.localhost:9999" });
    const locations = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locations).toContain("http://bomsabor.localhost/");
    expect(locations.every((location) => location.startsWith("http://bomsabor.localhost/"))).toBe(true);
  });
});

describe("without DEFAULT_SITE_URL the site is the server's own address", () => {
  it("a server on a port the system picked names that port, not 3000, in its links", async () => {
    const own = await startStorefront({ env: { DEFAULT_SITE_URL: "" } });
    try {
      const robots = await rawGet(`${own.url}/robots.txt`, { Host: "localhost:9999" });
      expect(robots.status).toBe(200);
      const origin = own.url;
      expect(robots.body).toContain(`Sitemap: ${origin}/aurora/sitemap.xml`);
      expect(robots.body).not.toContain("9999");
      // A host that is neither allowed nor a supplier's goes to that address.
      const elsewhere = await rawGet(`${own.url}/aurora`, { Host: "unknown.example" });
      expect(elsewhere.status).toBe(302);
      expect(elsewhere.headers.location).toBe(`${origin}/`);
    } finally {
      await own.stop();
    }
  });
});

describe("a page's canonical link and JSON-LD are built on the configured site, whatever the Host says", () => {
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const jsonLdUrlOf = (html: string) => {
    const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    return script ? (JSON.parse(script) as { url?: string }).url : undefined;
  };

  it.each([
    ["a product", "/aurora/produto/1001", `${SITE}/aurora/produto/1001`],
    ["a combo", "/aurora/combo/701", `${SITE}/aurora/combo/701`],
    ["a static page", "/bomsabor/paginas/sobre", `${SITE}/bomsabor/paginas/sobre`],
  ])("%s on the shared host: DEFAULT_SITE_URL's origin, not the Host's port", async (_page, path, canonical) => {
    const answer = await rawGet(`${server.url}${path}`, { Host: "127.0.0.1:7777", Accept: "text/html" });
    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.body)).toBe(canonical);
    expect(answer.body).not.toContain("7777");
  });

  it("a product's JSON-LD names the same address as its canonical link", async () => {
    const answer = await rawGet(`${server.url}/aurora/produto/1001`, { Host: "127.0.0.1:7777", Accept: "text/html" });
    expect(jsonLdUrlOf(answer.body)).toBe(`${SITE}/aurora/produto/1001`);
  });

  it("on a supplier's own domain: that domain with the site's scheme and port", async () => {
    const answer = await rawGet(`${server.url}/produto/2001`, { Host: "bomsabor.localhost:9999", Accept: "text/html" });
    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.body)).toBe("http://bomsabor.localhost/produto/2001");
    expect(answer.body).not.toContain("9999");
  });
});

/** Every image the page loads (img src, source srcset), and the absolute image addresses it gives to others (og:image, JSON-LD). */
function imagesOf(html: string) {
  const loaded = [
    ...tags(html, "img").map((img) => img.src ?? ""),
    ...tags(html, "source").map((source) => source.srcset ?? ""),
  ].filter(Boolean);
  const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  const jsonLd = script ? ((JSON.parse(script) as { image?: string[] }).image ?? []) : [];
  return { loaded, ogImage: meta(html, "og:image"), jsonLd };
}

describe("a product's photos load from the page's own origin, never from DEFAULT_SITE_URL (the CSP allows 'self' and the image host only)", () => {
  it.each([
    ["the shared host by another name and port", "127.0.0.1:7777", "/aurora/produto/1016", "http://127.0.0.1"],
    ["a supplier's own domain", "bomsabor.localhost:9999", "/produto/2001", "http://bomsabor.localhost"],
  ])(
    "%s: every image is a path of this server; og:image and JSON-LD on the host asked, with the site's scheme and port",
    async (_label, host, path, origin) => {
      const answer = await rawGet(`${server.url}${path}`, { Host: host, Accept: "text/html" });
      expect(answer.status).toBe(200);
      const { loaded, ogImage, jsonLd } = imagesOf(answer.body);
      expect(loaded.length).toBeGreaterThan(0);
      for (const src of loaded) expect(src, src).toMatch(/^\/imagens\/[^/]/);
      expect(ogImage).toMatch(new RegExp(`^${origin}/imagens/`));
      expect(jsonLd.length).toBeGreaterThan(0);
      for (const image of jsonLd) expect(image).toMatch(new RegExp(`^${origin}/imagens/`));
    },
  );

  it("with IMAGE_BASE_URL, every image is on the image host", async () => {
    const cdn = await startStorefront({ env: { IMAGE_BASE_URL: "https://img.example/loja/" } });
    try {
      const answer = await rawGet(`${cdn.url}/aurora/produto/1016`, { Host: "127.0.0.1:7777", Accept: "text/html" });
      expect(answer.status).toBe(200);
      const { loaded, ogImage, jsonLd } = imagesOf(answer.body);
      expect(loaded.length).toBeGreaterThan(0);
      for (const src of [...loaded, ogImage ?? "", ...jsonLd])
        expect(src, src).toMatch(/^https:\/\/img\.example\/loja\/aurora\//);
      expect(answer.headers["content-security-policy"]).toContain("img-src 'self' data: https://img.example");
    } finally {
      await cdn.stop();
    }
  });
});

describe("the recommendation beacon's address opened directly", () => {
  it("leads to the store's home instead of an English error", async () => {
    const answer = await rawGet(`${server.url}/aurora/recomendacao`, { Accept: "text/html" });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/aurora");
    expect(answer.body).not.toContain("Unexpected Server Error");
  });

  it("on the supplier's own domain, to its home", async () => {
    const answer = await rawGet(`${server.url}/recomendacao`, {
      Host: `bomsabor.localhost:${server.port}`,
      Accept: "text/html",
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/");
  });
});
