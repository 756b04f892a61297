/**
 * The customer's invoices through the real server without JavaScript (docs/rules/orders.md "Invoices and credit limit" and the
 * "invoice info" and "invoice payment" dialogs, §3 credit limit, §4 "Login": load invoices; docs/
 * upstream-api.md §69): `/{s}/faturas` with the invoices to pay and paid and the credit limit,
 * `/{s}/faturas/{id}` with the boleto's linha digitável and the invoice's information, and the account
 * menu's word of an invoice past due. The demo company (502) has one past due at Aurora.
 */
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { isValidLinhaDigitavel } from "~/models/invoices/boleto";
import { databasePath } from "../../../upstream/db/open";
import { bodyText, tags, titleOf } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";
import { upstreamCli } from "../../support/upstream-cli";
import { ANA, EMPRESA, FATURADO, aurora, brl, mainText } from "./aurora-orders";

const APP_TOKEN = "faturas-token-de-teste";

const storefront = seededStorefront({
  env: { APP_TOKEN, AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000", PUBLIC_CACHE: "false" },
});
let helpers: ReturnType<typeof aurora>;

beforeAll(() => {
  helpers = aurora(storefront.server, APP_TOKEN);
});

function invoiceId(descricao: string): string {
  const db = new Database(databasePath(storefront.dataDir), { readonly: true });
  try {
    return String(db.prepare("SELECT idfatura FROM invoices WHERE descricao = ?").pluck().get(descricao));
  } finally {
    db.close();
  }
}

/** A text as a regular expression matching it. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The header's account menu as text. */
const menuText = (html: string) => bodyText(/<details[\s\S]*?<\/details>/.exec(html)?.[0] ?? "");

/** The linha digitável printed on an invoice's page. */
const linhaOf = (html: string) =>
  bodyText(/<p[^>]*aria-labelledby="fatura-linha-rotulo"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "");

describe("who sees the invoices", () => {
  it.each(["/aurora/faturas", "/aurora/faturas/1"])("a guest at %s is sent to log in and comes back", async (path) => {
    const answer = await new Shopper(storefront.url).get(path);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/aurora/entrar?redirectTo=${encodeURIComponent(path)}`);
  });

  it("after login the account menu says an invoice is past due, until it is paid and the invoices are seen again", async () => {
    const empresa = await helpers.logIn(EMPRESA);
    const home = await helpers.page(empresa, "/aurora");
    expect(menuText(home)).toContain("— 1 fatura vencida");
    expect(menuText(home)).toContain("Faturas 1 vencida");
    expect(tags(home, "a").filter((link) => link.href === "/aurora/faturas").length).toBe(1);

    await upstreamCli(storefront.dataDir, "pay-invoice", "--invoice", invoiceId("Pedido ERP 7731"));
    await helpers.page(empresa, "/aurora/faturas");
    const after = await helpers.page(empresa, "/aurora");
    expect(menuText(after)).not.toContain("vencida");
    expect(tags(after, "a").filter((link) => link.href === "/aurora/faturas").length).toBe(1);
  });

  it("a customer with neither credit nor invoices at a store has no 'Faturas' in the menu, and the page says there are none", async () => {
    const ana = await helpers.logIn(ANA, "bomsabor");
    const home = await helpers.page(ana, "/bomsabor");
    expect(tags(home, "a").some((link) => link.href === "/bomsabor/faturas")).toBe(false);
    expect(menuText(home)).not.toContain("vencida");
    const html = await helpers.page(ana, "/bomsabor/faturas");
    expect(mainText(html)).toContain("Você não tem faturas nesta loja.");
    expect(mainText(html)).not.toContain("Limite de crédito");
  });
});

describe("/{s}/faturas", () => {
  it("lists the invoices to pay, past due first, then those paid, with the credit limit and a notice of the one past due", async () => {
    const empresa = await helpers.logIn(EMPRESA);
    const html = await helpers.page(empresa, "/aurora/faturas");
    expect(titleOf(html)).toMatch(/^Minhas faturas/);
    expect(tags(html, "meta").find((meta) => meta.name === "robots")?.content).toMatch(/noindex/);
    const text = mainText(html);
    expect(text).toContain(`Você tem 1 fatura vencida, somando ${brl(4329.5)}.`);
    expect(text).toContain(
      `Limite de crédito Disponível ${brl(37250.4)} Em uso ${brl(12749.6)} Limite total ${brl(50000)}`,
    );
    expect(text).toContain(`A pagar 2 faturas, ${brl(12749.6)} no total.`);
    expect(text).toMatch(
      new RegExp(`Pedido ERP 7731 Vencida Venceu em \\d{2}/\\d{2}/\\d{4} \\(há 5 dias\\) ${escaped(brl(4329.5))}`),
    );
    expect(text).toMatch(/Pedido ERP 7748 Em aberto Vence em \d{2}\/\d{2}\/\d{4} \(em 19 dias\)/);
    expect(text.indexOf("Pedido ERP 7731")).toBeLessThan(text.indexOf("Pedido ERP 7748"));
    expect(text).toMatch(/Pagas Pedido ERP 7710 Paga Paga em \d{2}\/\d{2}\/\d{4}/);
    const links = tags(html, "a").map((link) => link.href);
    expect(links).toEqual(
      expect.arrayContaining([
        `/aurora/faturas/${invoiceId("Pedido ERP 7731")}#pagamento`,
        `/aurora/faturas/${invoiceId("Pedido ERP 7710")}#informacoes`,
      ]),
    );
    expect(links).not.toContain(`/aurora/faturas/${invoiceId("Pedido ERP 7710")}#pagamento`);
    // Another customer's invoices are not there.
    expect(text).not.toContain("Pedido ERP 8812");
  });

  it("an invoiced order's invoice is listed as open, leading to the order, and its total is taken off the credit", async () => {
    const order = await helpers.placeAtAurora(ANA, 2, { formaPagamento: { idformapagamento: FATURADO } });
    const ana = await helpers.logIn(ANA);
    const html = await helpers.page(ana, "/aurora/faturas");
    expect(mainText(html)).toMatch(
      new RegExp(`Pedido ${order.numpedido} Em aberto Vence em \\d{2}/\\d{2}/\\d{4} \\(em 28 dias\\)`),
    );
    expect(mainText(html)).toContain(`Disponível ${brl(Math.round((2480.5 - order.totalpedido) * 100) / 100)}`);
    expect(tags(html, "a").map((link) => link.href)).toContain(`/aurora/pedidos/${order.numpedido}`);
  });
});

describe("/{s}/faturas/{id}: paying an invoice and its information", () => {
  it("gives the boleto's linha digitável, printed as banks print it and valid, and the invoice's information", async () => {
    const empresa = await helpers.logIn(EMPRESA);
    const id = invoiceId("Pedido ERP 7731");
    const html = await helpers.page(empresa, `/aurora/faturas/${id}`);
    expect(titleOf(html)).toMatch(/^Fatura — Pedido ERP 7731/);
    const linha = linhaOf(html);
    expect(linha).toMatch(/^23793\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(isValidLinhaDigitavel(linha)).toBe(true);
    expect(linha.endsWith("0000432950")).toBe(true);
    const text = mainText(html);
    expect(text).toContain(`Pagar fatura Pague ${brl(4329.5)} no app ou internet banking do seu banco`);
    expect(text).toContain("Esta fatura está vencida: o banco pode cobrar juros e multa ao pagar.");
    expect(text).toMatch(
      /Informações da fatura Referente a Pedido ERP 7731 Valor R\$ 4\.329,50 Emissão \d{2}\/\d{2}\/\d{4} Vencimento \d{2}\/\d{2}\/\d{4}/,
    );
    expect(text).toContain("Beneficiário Distribuidora Aurora Ltda. · CNPJ 24.681.357/0001-40");
    expect(text).toContain("Pagador Mercado Boa Compra Ltda. · 11.222.333/0001-81");
    // The copy button needs JavaScript: the page without it has none.
    expect(text).not.toContain("Copiar linha digitável");
  });

  it("a paid invoice has nothing to pay: only its information", async () => {
    const empresa = await helpers.logIn(EMPRESA);
    const html = await helpers.page(empresa, `/aurora/faturas/${invoiceId("Pedido ERP 7710")}`);
    expect(mainText(html)).toMatch(/Paga R\$ 6\.110,00 · Paga em \d{2}\/\d{2}\/\d{4}/);
    expect(mainText(html)).not.toContain("Pagar fatura");
    expect(linhaOf(html)).toBe("");
  });

  it.each([
    {
      about: "another customer's invoice",
      path: () => `/aurora/faturas/${invoiceId("Pedido ERP 8812")}`,
      store: "aurora",
    },
    {
      about: "one of another store",
      path: () => `/bomsabor/faturas/${invoiceId("Pedido ERP 7731")}`,
      store: "bomsabor",
    },
    { about: "an id nobody has", path: () => "/aurora/faturas/99999", store: "aurora" },
    { about: "an id with letters", path: () => "/aurora/faturas/7a", store: "aurora" },
    { about: "an id of 16 digits", path: () => `/aurora/faturas/${"7".repeat(16)}`, store: "aurora" },
  ])("$about is a 404 page that tells nothing of it", async ({ path, store }) => {
    // The company at Aurora (Ana's invoice is not its), Ana at Bom Sabor (the company's is not there).
    const who = await helpers.logIn(store === "bomsabor" ? ANA : EMPRESA, store);
    const html = await helpers.page(who, path(), 404);
    expect(html).not.toContain("Pedido ERP");
    expect(html).not.toContain("Linha digitável");
  });
});
