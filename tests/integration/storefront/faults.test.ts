/**
 * Upstream faults through the real storefront server: an upstream that answers 500, malformed
 * JSON, nothing at all, 429 or a forced logout. docs/rules/architecture.md "Safety": "an upstream fault gets a friendly page
 * or message, never a stack trace and never a crash". One storefront serves every scenario: it
 * keeps no public data between pages (PUBLIC_CACHE=false), so each test's fault reaches it, and
 * each test switches the misbehaving proxy in front of the real upstream back to "pass" after.
 */
import { createCookie } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SUPPLIER_SEEDS } from "../../../upstream/seed/suppliers";
import {
  isCarousels,
  isSupplierConfig,
  isTheme,
  startMisbehavingUpstream,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { bodyText, tags, textOf, titleOf } from "../../support/html";
import { newCustomer } from "../../support/new-customer";
import { Shopper } from "../../support/shopper";
import {
  fetchFully,
  ROOT,
  startStorefront,
  TEST_SESSION_SECRET,
  type LogLine,
  type StorefrontServer,
} from "../../support/storefront-server";

// app/models/messages.ts, errors: the storefront's own pt-BR texts for these situations.
const UNEXPECTED_TITLE = "Algo deu errado";
const UPSTREAM_UNAVAILABLE = "O serviço da loja não respondeu a tempo. Tente novamente em instantes.";
const TOO_MANY_TITLE = "Muitas solicitações";
const TOO_MANY_DETAIL = "Recebemos muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.";
const TRY_AGAIN = "Tentar novamente";

const aurora = SUPPLIER_SEEDS.find((seed) => seed.slug === "aurora")!;

/**
 * Every upstream call waits this long (the hang scenario's two attempts take twice as long): short
 * enough for that scenario, long enough that a loaded machine's ordinary answers never reach it.
 */
const UPSTREAM_TIMEOUT_MS = 2_000;

let upstream: MisbehavingUpstream;
let storefront: StorefrontServer;
/** The first line of the storefront's output that belongs to the running test. */
let firstLine = 0;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  storefront = await startStorefront({
    apiBaseUrl: upstream.url,
    env: { PUBLIC_CACHE: "false", UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) },
  });
});

beforeEach(({ onTestFailed }) => {
  upstream.setFault({ mode: "pass" });
  upstream.seen.length = 0;
  firstLine = storefront.lines.length;
  onTestFailed(() => console.error(`storefront log of this test:\n${storefront.lines.slice(firstLine).join("\n")}`));
});

afterEach(() => {
  upstream.setFault({ mode: "pass" });
});

afterAll(async () => {
  await storefront?.stop();
  await upstream?.close();
});

/** A log line written during this test. */
function logOfThisTest(match: (line: LogLine) => boolean): Promise<LogLine> {
  return storefront.waitForLog(match, 5_000, firstLine);
}

function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetchFully(`${storefront.url}${path}`, init);
}

/** The friendly error page: Portuguese, no stack trace, a way back. */
function expectFriendlyErrorPage(html: string) {
  expect(tags(html, "html")[0]?.lang).toBe("pt-BR");
  expect(textOf(html, "h1")).toBe(UNEXPECTED_TITLE);
  const text = bodyText(html);
  expect(text).toContain(UPSTREAM_UNAVAILABLE);
  expect(text).toContain("Voltar para a página inicial");
  expect(html).not.toMatch(/UpstreamError|at [\w.<>]+ \(|node:internal|stack/i);
  expect(html).not.toContain(ROOT);
}

/** After a fault, the same server still answers, and the page works once the upstream recovers. */
async function expectRecovers() {
  expect(storefront.alive()).toBe(true);
  expect((await get("/healthz")).status).toBe(200);
  upstream.setFault({ mode: "pass" });
  const response = await get("/aurora");
  expect(response.status).toBe(200);
  expect(titleOf(await response.text())).toBe(aurora.seo.title);
}

const requestLine = (path: string, status: number) => (line: LogLine) =>
  line.event === "http.request" && line.path === path && line.status === status;

describe("upstream faults", () => {
  it("a 500 on the supplier configuration → 503 'Algo deu errado', the GET retried once, a log line, no crash", async () => {
    upstream.setFault({ mode: "500", match: isSupplierConfig });
    const response = await get("/aurora");
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expectFriendlyErrorPage(html);
    // docs/rules/architecture.md "Upstream requests": "one retry for idempotent GETs" (the layout and page loaders share one load).
    expect(upstream.seen.filter((request) => isSupplierConfig(request) && request.fault === "500").length).toBe(2);
    await logOfThisTest(requestLine("/aurora", 503));
    await logOfThisTest((line) => line.event === "upstream.status" && line.status === 500);
    await expectRecovers();
  });

  it("a 500 on the theme (after the configuration loaded) → 503 page too", async () => {
    upstream.setFault({ mode: "500", match: isTheme });
    const response = await get("/aurora");
    expect(response.status).toBe(503);
    expectFriendlyErrorPage(await response.text());
    await logOfThisTest(requestLine("/aurora", 503));
    await expectRecovers();
  });

  it("a 500 on a page's own call (a category's product list) → 503 inside the store's layout, with Retry-After", async () => {
    const category = aurora.menu[0]!.destino; // "/categoria/…"
    upstream.setFault({ mode: "500", match: (request) => request.path.includes("/listaprodutos/") });
    const response = await get(`/aurora${category}`);
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expectFriendlyErrorPage(html);
    expect(bodyText(html)).toContain(aurora.nome); // the store's header still shows
    // A GET is retried once (docs/rules/architecture.md "Upstream requests").
    expect(
      upstream.seen.filter((request) => request.path.includes("/listaprodutos/") && request.fault === "500"),
    ).toHaveLength(2);
    await logOfThisTest(requestLine(`/aurora${category}`, 503));
    upstream.setFault({ mode: "pass" });
    expect((await get(`/aurora${category}`)).status).toBe(200);
    await expectRecovers();
  });

  it("malformed JSON → 503 'Algo deu errado', logged as malformed", async () => {
    upstream.setFault({ mode: "malformed", match: isSupplierConfig });
    const response = await get("/aurora");
    expect(response.status).toBe(503);
    expectFriendlyErrorPage(await response.text());
    await logOfThisTest((line) => line.event === "upstream.malformed_json" && line.level === "error");
    await logOfThisTest(requestLine("/aurora", 503));
    await expectRecovers();
  });

  it("an upstream that never answers → 504 with the same page, once UPSTREAM_TIMEOUT_MS ends the wait (and again for its retry)", async () => {
    upstream.setFault({ mode: "hang", match: isSupplierConfig });
    const response = await get("/aurora");
    const html = await response.text();
    expect(response.status).toBe(504);
    expectFriendlyErrorPage(html);
    // The proxy held both attempts without a byte of answer: only the storefront's timeout ended them.
    expect(upstream.seen.filter((request) => isSupplierConfig(request) && request.fault === "hang")).toHaveLength(2);
    // The request's line comes after the lines of its upstream calls (one stream, in order).
    await logOfThisTest(requestLine("/aurora", 504));
    const timedOut = storefront
      .logs(firstLine)
      .filter((line) => line.event === "upstream.failed" && String(line.path).endsWith("/configuracao/fornecedor"));
    expect(timedOut.map((line) => line.failure)).toEqual(["timeout", "timeout"]);
    await expectRecovers();
  });

  it("a 429 → 302 to /aurora/erro/too-many-request, which answers 429 with the explanation and 'Tentar novamente'", async () => {
    // docs/rules/storefront.md "Too many requests": "HTTP 429 | redirect to the supplier's too-many-request page". The rate limit lasts one request.
    upstream.setFault({ mode: "429", match: isSupplierConfig, times: 1 });
    const response = await get("/aurora");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/aurora/erro/too-many-request");
    await logOfThisTest((line) => line.event === "upstream.too_many_requests");

    const page = await get("/aurora/erro/too-many-request");
    const html = await page.text();
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe("30");
    expect(textOf(html, "h1")).toBe(TOO_MANY_TITLE);
    expect(bodyText(html)).toContain(TOO_MANY_DETAIL);
    const tryAgain = new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${TRY_AGAIN}</a>`).exec(html);
    expect(tryAgain?.[1]).toBe("/aurora");
    expect(titleOf(html)).toContain(TOO_MANY_TITLE);
    await expectRecovers();
  });

  it("while the rate limit lasts, the too-many-request page answers 429 in place instead of redirecting to itself", async () => {
    upstream.setFault({ mode: "429", match: isSupplierConfig });
    const first = await get("/aurora");
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/aurora/erro/too-many-request");
    const page = await get("/aurora/erro/too-many-request");
    const html = await page.text();
    expect(page.status).toBe(429);
    expect(page.headers.get("location")).toBeNull();
    expect(page.headers.get("retry-after")).toBe("30");
    expect(textOf(html, "h1")).toBe(TOO_MANY_TITLE);
    expect(bodyText(html)).toContain(TOO_MANY_DETAIL);
    await expectRecovers();
  });

  it("a 429 on the home carousels also leads to the too-many-request page", async () => {
    upstream.setFault({ mode: "429", match: isCarousels });
    const response = await get("/aurora");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/aurora/erro/too-many-request");
    // The page itself needs no carousel, so it shows while the rate limit lasts.
    const page = await get("/aurora/erro/too-many-request");
    expect(page.status).toBe(429);
    expect(textOf(await page.text(), "h1")).toBe(TOO_MANY_TITLE);
    await expectRecovers();
  });

  it("an answer {action:'logout', mensagem} logs the user out: cookie cleared, the server's message shown once", async () => {
    const authCookie = await createCookie("commerce-auth-token", {
      secrets: [TEST_SESSION_SECRET],
      path: "/",
    }).serialize("jwt-do-cliente");
    // Public supplier data is fetched without the shopper's token (one answer serves every shopper);
    // whatever call answers "logout", the storefront ends the session with the server's message.
    upstream.setFault({
      mode: "logout",
      match: (request) => isSupplierConfig(request),
      times: 1,
      mensagem: "Sessão encerrada pelo servidor",
    });
    const response = await get("/aurora", { headers: { Cookie: authCookie.split(";")[0]! } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/aurora");
    // The shared supplier data is asked for without the shopper's token.
    const loggedOut = upstream.seen.find((request) => request.fault === "logout");
    expect(loggedOut?.headers.authorization).toBeUndefined();
    const cookies = response.headers.getSetCookie();
    const cleared = cookies.find((cookie) => cookie.startsWith("commerce-auth-token="));
    expect(cleared).toMatch(/^commerce-auth-token=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    const flash = cookies.find((cookie) => cookie.startsWith("commerce-flash="));
    expect(flash).toBeDefined();
    await logOfThisTest((line) => line.event === "upstream.logout");

    // The next page (without the token now) shows the server's message as a warning, once.
    const next = await get("/aurora", { headers: { Cookie: flash!.split(";")[0]! } });
    const html = await next.text();
    expect(next.status).toBe(200);
    const alert = /<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/.exec(html);
    expect(alert?.[1]).toBe("Sessão encerrada pelo servidor");
    expect(next.headers.getSetCookie().some((cookie) => /^commerce-flash=;.*Max-Age=0/i.test(cookie))).toBe(true);
    expect(storefront.lines.join("\n")).not.toContain("jwt-do-cliente");
    await expectRecovers();
  });

  it("an upstream failing during login → 'Erro ao tentar fazer login. Tente novamente em alguns minutos', what was typed kept", async () => {
    upstream.setFault({ mode: "500", match: (request) => request.path.endsWith("/usuario/autenticar") });
    const shopper = new Shopper(storefront.url);
    const response = await shopper.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(bodyText(html)).toContain("Erro ao tentar fazer login. Tente novamente em alguns minutos");
    expect(tags(html, "input").find((input) => input.name === "login")?.value).toBe("cliente@exemplo.com.br");
    expect(html).not.toContain("demo1234");
    expect(shopper.cookie("commerce-auth-token")).toBeUndefined();
    expect(storefront.lines.join("\n")).not.toContain("demo1234");
    await expectRecovers();
  });

  it("a logout answer whose mensagem is a stack trace says the storefront's own 'Sessão expirada', never the trace", async () => {
    const authCookie = await createCookie("commerce-auth-token", {
      secrets: [TEST_SESSION_SECRET],
      path: "/",
    }).serialize("jwt-do-cliente");
    upstream.setFault({
      mode: "logout",
      match: (request) => isSupplierConfig(request),
      times: 1,
      mensagem:
        "TypeError: Cannot read properties of undefined (reading 'id')\n    at handler (/srv/api/sessao.js:42:13)",
    });
    const response = await get("/aurora", { headers: { Cookie: authCookie.split(";")[0]! } });
    expect(response.status).toBe(302);
    const flash = response.headers.getSetCookie().find((cookie) => cookie.startsWith("commerce-flash="));
    const next = await get("/aurora", { headers: { Cookie: flash!.split(";")[0]! } });
    const html = await next.text();
    const alert = /<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/.exec(html);
    expect(alert?.[1]).toBe("Sessão expirada, efetue login novamente");
    expect(html).not.toContain("TypeError");
    expect(html).not.toContain("sessao.js");
  });

  it("a coupon refusal whose text is SQL or HTML shows the spec's 'Não foi possível verificar seu cupom' instead", async () => {
    const shopper = new Shopper(storefront.url);
    expect((await shopper.post("/bomsabor/cadastro", newCustomer("texto-filtrado").fields)).status).toBe(303);
    await shopper.post("/bomsabor/termos", { intent: "aceitar", redirectTo: "/bomsabor" });
    for (const leak of [
      "SQLITE_ERROR: no such column: cupom.validade (SELECT * FROM cupom WHERE codigo = 'X')",
      "<html><body><h1>Cupom</h1></body></html>",
    ]) {
      upstream.setFault({
        mode: "rewrite",
        match: (request) => request.path.includes("/validar-desconto/"),
        rewrite: () => ({ valido: false, mensagem: leak, automaticoSuperior: false, cupom: null }),
      });
      const chosen = await shopper.post("/bomsabor/cupons", { intent: "escolher", codigoCupom: "QUALQUER" });
      const page = chosen.status === 303 || chosen.status === 302 ? await shopper.follow(chosen) : { response: chosen };
      const text = bodyText(await page.response.text());
      expect(text).toContain("Não foi possível verificar seu cupom");
      expect(text).not.toMatch(/SQLITE|SELECT|<h1>Cupom/);
    }
  });

  it("a failing carousel call (500) degrades to a notice on an otherwise working home page", async () => {
    upstream.setFault({ mode: "500", match: isCarousels });
    const response = await get("/aurora");
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(titleOf(html)).toBe(aurora.seo.title);
    expect(bodyText(html)).toContain("Não foi possível carregar os destaques agora.");
    await logOfThisTest((line) => line.event === "home.carousels_failed");
    await expectRecovers();
  });

  it("/healthz answers 503 while the upstream is down, and the storefront keeps running", async () => {
    upstream.setFault({ mode: "500", match: (request) => request.path === "/healthz" });
    const down = await get("/healthz");
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, upstream: "indisponível" });
    upstream.setFault({ mode: "pass" });
    await expectRecovers();
  });
});
