/**
 * The orders list's filters, its export and a priced quote accepted into an order, through the real
 * server without JavaScript (docs/rules/orders.md "Orders list"; docs/rules/orders.md "Order statuses"; docs/upstream-api.md POST
 * /v4/orders/export/{id}; tag support-budget; docs/upstream-api.md §61, §66, §67). Orders are placed
 * through the upstream's own call (53), priced with the operator's `price-quote`.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { OrderPlacedSchema, type OrderSubmission } from "~/models/checkout/order";
import { DeliveryOptionListSchema } from "~/models/delivery/delivery-option";
import { formatBRL } from "~/models/money";
import { saoPauloDay } from "~/models/orders/order-filters";
import { readXlsxRows } from "../../../upstream/data/xlsx";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { bodyText, hrefs, tags } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
let seeded: DatabaseSnapshot;
let slot: string;

beforeAll(async () => {
  // In front of the upstream, a proxy that can fail the export on purpose; it passes everything otherwise.
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000", PUBLIC_CACHE: "false" },
  });
  const options = await fetch(`${upstream.realUrl}/v4/app/formas-entrega/aurora/00000000?tipoEntrega=RETIRADA`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ produtos: [] }),
  });
  slot =
    DeliveryOptionListSchema.parse(await options.json()).find((option) => option.idformaentrega === "aurora-retirada")
      ?.agendamentos[0]?.data_de_entrega ?? "";
  seeded = snapshotDatabase(upstream.dataDir);
});

afterEach(() => {
  upstream.setFault({ mode: "pass" });
  seeded.restore();
});

afterAll(async () => {
  seeded?.discard();
  await server?.stop();
  await upstream?.close();
});

/** The app token the storefront is started with by default (tests/support/storefront-server.ts). */
const APP_TOKEN = "storefront-dev-token";
const ANA = "cliente@exemplo.com.br";
const EMPRESA = "empresa@exemplo.com.br";
const JULIA = "comprador@exemplo.com.br";
const ARROZ = 1001;
const PIX = 12;

const mainOf = (html: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(/<!--[\s\S]*?-->/g, "");
const mainText = (html: string) => bodyText(mainOf(html));
const flashOf = (html: string) =>
  bodyText(/<main[^>]*><p[^>]*role="(?:status|alert)"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? "");
const brl = (value: number) => formatBRL(value).replace(/\s/g, " ");
/** The order numbers the list links to, in the page's order. */
const listed = (html: string) =>
  hrefs(mainOf(html))
    .map((href) => /^\/aurora\/pedidos\/(\d+)$/.exec(href)?.[1])
    .filter((numpedido): numpedido is string => numpedido !== undefined);

async function logIn(login: string): Promise<Shopper> {
  const who = new Shopper(server.url);
  expect((await who.post("/aurora/entrar", { login, senha: "demo1234" })).status, `login of ${login}`).toBe(303);
  return who;
}

async function page(who: Shopper, path: string, status = 200): Promise<string> {
  const response = await who.get(path);
  expect(response.status, path).toBe(status);
  return response.text();
}

/** Follows a redirect answer (a form's 303, a page's own 302) to its page's HTML. */
async function landing(who: Shopper, response: Response, to: string, status = 303): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("Location")).toBe(to);
  return page(who, to);
}

/** Places an Aurora pickup order through call 53 with the login's own session. */
async function place(login: string, arroz: number, overrides: Partial<OrderSubmission> = {}) {
  const auth = await fetch(`${upstream.realUrl}/v1/app/${APP_TOKEN}/usuario/autenticar`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      cpf: login,
      senha: "demo1234",
      idcliente: null,
      idfornecedor: "aurora",
      idcadastroextracliente: null,
      loginAsRepresentante: false,
      tokenOrigin: null,
    }),
  });
  const session = (await auth.json()) as { token: string; cliente: { idcliente: number } };
  const body: OrderSubmission = {
    chaveIdempotencia: randomUUID().replaceAll("-", ""),
    idfornecedor: "aurora",
    itens: [{ idproduto: ARROZ, quantidade: arroz }],
    tipoEntrega: "RETIRADA",
    formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: slot },
    formaPagamento: { idformapagamento: PIX },
    ...overrides,
  };
  const answer = await fetch(`${upstream.realUrl}/v2/app/${APP_TOKEN}/usuario/${session.cliente.idcliente}/pedido`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      Authorization: `Bearer ${session.token}`,
    },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  return OrderPlacedSchema.parse(JSON.parse(text));
}

const setStatus = (numpedido: string, status: string) =>
  upstreamCli(upstream.dataDir, "order-status", "--order", numpedido, "--status", status);
const priceQuote = (numpedido: string, ...args: string[]) =>
  upstreamCli(upstream.dataDir, "price-quote", "--order", numpedido, ...args);

describe("/{s}/pedidos filtered by status and period", () => {
  it("keeps the orders of the status and days asked, says how many, and keeps the filters in the page links", async () => {
    const separando = await place(ANA, 2);
    const recebido = await place(ANA, 3);
    await setStatus(separando.numpedido, "SEPARANDO");
    const ana = await logIn(ANA);

    const html = await page(ana, "/aurora/pedidos?situacao=SEPARANDO&periodo=30");
    expect(listed(html)).toEqual([separando.numpedido]);
    expect(mainText(html)).toContain("1 pedido encontrado · Em separação · últimos 30 dias");
    // The form shows what is applied, open.
    expect(tags(mainOf(html), "details")[0]).toHaveProperty("open");
    expect(
      tags(mainOf(html), "option")
        .filter((option) => "selected" in option)
        .map((option) => option.value),
    ).toEqual(["SEPARANDO", "30"]);
    const today = saoPauloDay(new Date());
    expect(listed(await page(ana, `/aurora/pedidos?de=${today}&ate=${today}`))).toEqual([
      recebido.numpedido,
      separando.numpedido,
    ]);
    expect(listed(await page(ana, "/aurora/pedidos?ate=2020-01-01"))).toEqual([]);
    // The export carries the same filters.
    expect(hrefs(mainOf(html))).toContain("/aurora/pedidos/exportar?situacao=SEPARANDO&periodo=30");
  });

  it("ignores what is no filter, without a fault and without passing it on", async () => {
    const { numpedido } = await place(ANA, 2);
    const ana = await logIn(ANA);
    for (const query of [
      "?situacao=<script>alert(1)</script>",
      "?situacao=ORCAMENTO_NOVO",
      "?periodo=7",
      "?de=2026-02-30&ate=lixo",
      `?de=${"9".repeat(5000)}`,
      "?situacao=ENVIADO&situacao=ENTREGUE",
    ]) {
      const html = await page(ana, `/aurora/pedidos${query}`);
      expect(listed(html), query).toEqual([numpedido]);
      expect(html).not.toContain("<script>alert(1)");
    }
  });

  it("a filter that finds nothing says so, and leads to clear it and back to the catalogue", async () => {
    await place(ANA, 2);
    const ana = await logIn(ANA);
    const html = await page(ana, "/aurora/pedidos?situacao=ENTREGUE");
    expect(mainText(html)).toContain("Nenhum pedido encontrado com esses filtros.");
    const links = tags(mainOf(html), "a");
    expect(links.filter((link) => link.href === "/aurora/pedidos").length).toBeGreaterThan(0);
    expect(links.find((link) => link.href === "/aurora")).toBeDefined();
    expect(hrefs(mainOf(html))).not.toContain("/aurora/pedidos/exportar?situacao=ENTREGUE");
  });

  it("pages through the orders the filter keeps, the filter in every page link", async () => {
    for (let arroz = 2; arroz <= 23; arroz += 1) await place(ANA, arroz);
    const ana = await logIn(ANA);
    const first = await page(ana, "/aurora/pedidos?periodo=90");
    expect(listed(first)).toHaveLength(20);
    expect(hrefs(mainOf(first))).toContain("/aurora/pedidos?periodo=90&pagina=2");
    expect(listed(await page(ana, "/aurora/pedidos?periodo=90&pagina=2"))).toHaveLength(2);
  });

  it("has the orders/subscriptions switch, the orders current", async () => {
    const html = await page(await logIn(ANA), "/aurora/pedidos");
    const nav = /<nav aria-label="Pedidos ou assinaturas"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(tags(nav, "a").map((link) => [link.href, link["aria-current"]])).toEqual([
      ["/aurora/pedidos", "page"],
      ["/aurora/assinaturas", undefined],
    ]);
  });
});

describe("/{s}/pedidos/exportar: the list's orders as a spreadsheet", () => {
  /** The download: its headers and the first sheet's order numbers. */
  async function download(who: Shopper, query = "") {
    const answer = await who.get(`/aurora/pedidos/exportar${query}`);
    expect(
      answer.status,
      await answer
        .clone()
        .text()
        .then((text) => text.slice(0, 200)),
    ).toBe(200);
    const rows = readXlsxRows(new Uint8Array(await answer.arrayBuffer())) ?? [];
    return { answer, numbers: rows.slice(1).map((row) => String(row.cells[0])) };
  }

  it("streams the orders the filters keep, as a workbook named for the store and the day", async () => {
    const separando = await place(ANA, 2);
    await place(ANA, 3);
    const quote = await place(ANA, 4, { orcamento: true });
    await setStatus(separando.numpedido, "SEPARANDO");
    const ana = await logIn(ANA);
    const { answer, numbers } = await download(ana, "?situacao=SEPARANDO&periodo=30&de=lixo");
    expect(answer.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(answer.headers.get("Content-Disposition")).toBe(
      `attachment; filename="pedidos-aurora-${saoPauloDay(new Date())}.xlsx"`,
    );
    expect(answer.headers.get("Cache-Control")).toMatch(/^private, no-store/);
    expect(numbers).toEqual([separando.numpedido]);
    const quotes = await download(ana, "?tipo=orcamentos");
    expect(quotes.numbers).toEqual([quote.numpedido]);
    expect(quotes.answer.headers.get("Content-Disposition")).toMatch(/filename="orcamentos-aurora-/);
  });

  it("holds only the customer's own orders: a company's user gets those they placed, the company all", async () => {
    const byCompany = await place(EMPRESA, 2);
    const byJulia = await place(JULIA, 3);
    const anas = await place(ANA, 4);
    expect((await download(await logIn(JULIA))).numbers).toEqual([byJulia.numpedido]);
    expect((await download(await logIn(EMPRESA))).numbers).toEqual([byJulia.numpedido, byCompany.numpedido]);
    expect((await download(await logIn(ANA))).numbers).toEqual([anas.numpedido]);
  });

  it("sends a guest to log in, and comes back to the list with a message when the file cannot be had", async () => {
    const guest = await new Shopper(server.url).get("/aurora/pedidos/exportar?situacao=PAGO");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/aurora\/entrar\?redirectTo=/);

    const ana = await logIn(ANA);
    upstream.setFault({ mode: "500", match: (request) => request.path.startsWith("/v4/orders/export/") });
    const failed = await landing(
      ana,
      await ana.get("/aurora/pedidos/exportar?situacao=PAGO&periodo=90&de=lixo"),
      "/aurora/pedidos?situacao=PAGO&periodo=90",
      302,
    );
    expect(flashOf(failed)).toBe("Não foi possível exportar seus pedidos agora. Tente de novo em instantes.");
    // An answer that is no spreadsheet is not passed on either.
    upstream.setFault({ mode: "malformed", match: (request) => request.path.startsWith("/v4/orders/export/") });
    expect((await ana.get("/aurora/pedidos/exportar")).headers.get("Location")).toBe("/aurora/pedidos");

    // A session the upstream ended: logged in again, then back to the download.
    upstream.setFault({ mode: "pass" });
    await upstreamCli(upstream.dataDir, "expire-sessions", "--email", ANA);
    const expired = await ana.get("/aurora/pedidos/exportar?periodo=30");
    expect(expired.status).toBe(302);
    expect(expired.headers.get("Location")).toBe(
      `/aurora/entrar?redirectTo=${encodeURIComponent("/aurora/pedidos/exportar?periodo=30")}`,
    );
  });
});

describe("a priced quote accepted into an order (Aurora, support-budget)", () => {
  it("is shown priced with 'Aceitar orçamento', confirmed on its own page, and the order's page says it is an order now", async () => {
    const quote = await place(ANA, 4, { orcamento: true });
    const ana = await logIn(ANA);
    const waiting = await page(ana, `/aurora/pedidos/${quote.numpedido}`);
    expect(mainText(waiting)).toContain("O fornecedor está analisando este orçamento.");
    expect(hrefs(mainOf(waiting))).not.toContain(`/aurora/pedidos/${quote.numpedido}/aceitar`);

    await priceQuote(quote.numpedido, "--item", "1001=150,00", "--frete", "20");
    const priced = await page(ana, `/aurora/pedidos/${quote.numpedido}`);
    expect(mainText(priced)).toContain(`Orçamento nº ${quote.numpedido}`);
    expect(mainText(priced)).toContain(`Orçamento precificado: ${brl(620)}`);
    expect(mainText(priced)).toContain(`4 fd · Arroz branco tipo 1 5 kg (${brl(150)} cada) ${brl(600)}`);
    expect(
      tags(mainOf(priced), "a").find((link) => link.href === `/aurora/pedidos/${quote.numpedido}/aceitar`),
    ).toBeDefined();

    const confirmation = await page(ana, `/aurora/pedidos/${quote.numpedido}/aceitar`);
    expect(mainText(confirmation)).toContain(`Aceitar o orçamento nº ${quote.numpedido}`);
    expect(mainText(confirmation)).toContain(`Total ${brl(620)}`);
    expect(tags(mainOf(confirmation), "input").find((input) => input.name === "totalpedido")?.value).toBe("620.00");

    const accepted = await landing(
      ana,
      await ana.post(`/aurora/pedidos/${quote.numpedido}/aceitar`, {
        intent: "aceitar-orcamento",
        totalpedido: "620.00",
      }),
      `/aurora/pedidos/${quote.numpedido}`,
    );
    expect(flashOf(accepted)).toBe(`Orçamento aceito! Ele agora é o pedido nº ${quote.numpedido}.`);
    expect(mainText(accepted)).toContain(`Pedido nº ${quote.numpedido}`);
    expect(mainText(accepted)).toMatch(
      /Você aceitou este orçamento em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}: ele agora é um pedido\./,
    );
    expect(mainText(accepted)).toContain("Situação Pedido recebido");
    expect(mainText(accepted)).toContain("Pagar agora");
    // Listed with the orders now.
    expect(listed(await page(ana, "/aurora/pedidos"))).toEqual([quote.numpedido]);
    expect(listed(await page(ana, "/aurora/pedidos?tipo=orcamentos"))).toEqual([]);

    // Twice (the back button, a second tab): refused with a clear message, nothing changes.
    const again = await landing(
      ana,
      await ana.post(`/aurora/pedidos/${quote.numpedido}/aceitar`, {
        intent: "aceitar-orcamento",
        totalpedido: "620.00",
      }),
      `/aurora/pedidos/${quote.numpedido}`,
    );
    expect(flashOf(again)).toBe(`Este orçamento já foi aceito: ele é o pedido nº ${quote.numpedido}.`);
    const confirmationAfter = await page(ana, `/aurora/pedidos/${quote.numpedido}/aceitar`);
    expect(mainText(confirmationAfter)).toContain("Você aceitou este orçamento em");
    expect(tags(mainOf(confirmationAfter), "button")).toEqual([]);
  });

  it("a quote priced again since the confirmation, or not priced yet, comes back to the confirmation with why", async () => {
    const quote = await place(ANA, 4, { orcamento: true });
    const ana = await logIn(ANA);
    const notPriced = await landing(
      ana,
      await ana.post(`/aurora/pedidos/${quote.numpedido}/aceitar`, {
        intent: "aceitar-orcamento",
        totalpedido: String(quote.totalpedido),
      }),
      `/aurora/pedidos/${quote.numpedido}/aceitar`,
    );
    expect(flashOf(notPriced)).toBe("Este orçamento ainda não foi precificado pelo fornecedor.");
    expect(tags(mainOf(notPriced), "button")).toEqual([]);

    await priceQuote(quote.numpedido, "--item", "1001=150");
    const changed = await landing(
      ana,
      await ana.post(`/aurora/pedidos/${quote.numpedido}/aceitar`, {
        intent: "aceitar-orcamento",
        totalpedido: "999.00",
      }),
      `/aurora/pedidos/${quote.numpedido}/aceitar`,
    );
    expect(flashOf(changed)).toBe(
      "O fornecedor mudou os valores deste orçamento. Confira os novos valores antes de aceitar.",
    );
    expect(mainText(changed)).toContain(`Confirmar pedido de ${brl(600)}`);

    const bad = await ana.post(`/aurora/pedidos/${quote.numpedido}/aceitar`, {
      intent: "outra-coisa",
      totalpedido: "600",
    });
    expect(bad.status).toBe(400);
  });

  it("another customer's quote, an order that was no quote and a number that is not digits are 404 pages; a post from another site is refused", async () => {
    const quote = await place(ANA, 4, { orcamento: true });
    const order = await place(ANA, 2);
    await priceQuote(quote.numpedido);
    const company = await logIn(EMPRESA);
    await page(company, `/aurora/pedidos/${quote.numpedido}/aceitar`, 404);
    expect(
      (
        await company.post(`/aurora/pedidos/${quote.numpedido}/aceitar`, {
          intent: "aceitar-orcamento",
          totalpedido: String(quote.totalpedido),
        })
      ).status,
    ).toBe(404);
    const ana = await logIn(ANA);
    await page(ana, `/aurora/pedidos/${order.numpedido}/aceitar`, 404);
    await page(ana, "/aurora/pedidos/12ab/aceitar", 404);
    expect(
      (
        await ana.post(
          `/aurora/pedidos/${quote.numpedido}/aceitar`,
          { intent: "aceitar-orcamento", totalpedido: String(quote.totalpedido) },
          "http://outro-site.example",
        )
      ).status,
    ).toBe(403);
    // Still a quote, to be accepted by its customer.
    expect(mainText(await page(ana, `/aurora/pedidos/${quote.numpedido}`))).toContain(
      `Orçamento nº ${quote.numpedido}`,
    );
  });
});
