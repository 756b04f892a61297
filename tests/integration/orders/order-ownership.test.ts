/**
 * Whose an order, a card, an address or a subscription is, decided by the storefront before it
 * shows or changes anything (issue "Trust first"; docs/upstream-api.md §55, §61, §69; README "a
 * company's user sees the orders they placed"). At Aurora the principal login `empresa@` and its
 * user `comprador@` (Júlia) act for the same client (502), so the upstream cannot tell their orders
 * apart by the token: the storefront does, by call 61's list scoped to the user. A proxy in front of
 * the reference upstream records every call, to prove a refused action never called out to change
 * or charge anything.
 */
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CANCEL_INTENT } from "~/models/subscriptions/subscription-view";
import { QUOTE_ACCEPT_INTENT } from "~/models/orders/quote-acceptance-view";
import { databasePath } from "../../../upstream/db/open";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { bodyText, titleOf } from "../../support/html";
import {
  startMisbehavingUpstream,
  type MisbehavingUpstream,
  type SeenRequest,
} from "../../support/misbehaving-upstream";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";
import { ANA, EMPRESA, FATURADO, PIX, aurora, mainText } from "./aurora-orders";

const APP_TOKEN = "dono-token-de-teste";
const JULIA = "comprador@exemplo.com.br";
const CARTAO = 13;
const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, "0")}`;

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
let seeded: DatabaseSnapshot;
let helpers: ReturnType<typeof aurora>;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream({ appToken: APP_TOKEN });
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    env: { APP_TOKEN, AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000", PUBLIC_CACHE: "false" },
  });
  seeded = snapshotDatabase(upstream.dataDir);
  helpers = aurora(server, APP_TOKEN);
});

beforeEach(() => {
  upstream.setFault({ mode: "pass" });
});

afterEach(() => {
  seeded.restore();
});

afterAll(async () => {
  seeded?.discard();
  await server?.stop();
  await upstream?.close();
});

function sql<T>(run: (db: Database.Database) => T): T {
  const db = new Database(databasePath(upstream.dataDir));
  db.pragma("busy_timeout = 5000");
  try {
    return run(db);
  } finally {
    db.close();
  }
}

const operator = (...args: string[]) => upstreamCli(upstream.dataDir, ...args);

/** The calls the upstream received from now on, for the `match`ing ones after an action. */
function recording() {
  const from = upstream.seen.length;
  return (match: (request: SeenRequest) => boolean) => upstream.seen.slice(from).filter(match);
}

const isCardCharge = (request: SeenRequest) =>
  request.method === "POST" && request.path.startsWith("/v4/app/payment/confirm-payment/");
const isPixCharge = (request: SeenRequest) => request.method === "POST" && request.path.startsWith("/v4/payment/pix/");
/** Anything but a read: what changes or charges (the delivery options for a CEP, call 52, are a read sent as a POST). */
const changes = (request: SeenRequest) =>
  request.method !== "GET" &&
  !/\/(autenticar|pedido\/duplicidade)$/.test(request.path) &&
  !request.path.startsWith("/v4/app/formas-entrega/");

/** The 404 page of an order that is not the shopper's. */
function expectOrderNotFound(html: string) {
  expect(titleOf(html)).toMatch(/^Pedido não encontrado/);
  expect(mainText(html)).toContain("Pedido não encontrado");
}

const paymentStatus = (numpedido: string) =>
  sql((db) => db.prepare("SELECT pagamento_status FROM orders WHERE numpedido = ?").pluck().get(Number(numpedido)));

describe("a company's user reaches only the orders they placed", () => {
  it("Júlia gets 'Pedido não encontrado' for the principal's order, its data, documents and payment page; the principal and Júlia's own order open", async () => {
    const byCompany = await helpers.placeAtAurora(EMPRESA, 2, { formaPagamento: { idformapagamento: FATURADO } });
    await operator("order-status", "--order", byCompany.numpedido, "--status", "PAGO");
    const byJulia = await helpers.placeAtAurora(JULIA, 3);
    const julia = await helpers.logIn(JULIA);
    const n = byCompany.numpedido;

    expectOrderNotFound(await helpers.page(julia, `/aurora/pedidos/${n}`, 404));
    expectOrderNotFound(await helpers.page(julia, `/aurora/submissao/${n}`, 404));
    const data = await julia.get(`/aurora/pedidos/${n}.data`);
    expect(data.status).toBe(404);
    expect(await data.text()).not.toContain("Arroz branco");
    for (const document of ["comprovante", "danfe", "xml"]) {
      const answer = await julia.get(`/aurora/pedidos/${n}/${document}`);
      expect([document, answer.status]).toEqual([document, 404]);
      expect(answer.headers.get("Content-Type")).not.toMatch(/pdf|xml/);
    }

    const company = await helpers.logIn(EMPRESA);
    expect(mainText(await helpers.page(company, `/aurora/pedidos/${n}`))).toContain(`Pedido nº ${n}`);
    expect(mainText(await helpers.page(company, `/aurora/submissao/${n}`))).toContain(`Pedido nº ${n}`);
    expect((await company.get(`/aurora/pedidos/${n}/xml`)).status).toBe(200);
    expect(mainText(await helpers.page(company, `/aurora/pedidos/${byJulia.numpedido}`))).toContain(
      "Pedido emitido por Júlia Martins",
    );

    expect(mainText(await helpers.page(julia, `/aurora/pedidos/${byJulia.numpedido}`))).toContain(
      `Pedido nº ${byJulia.numpedido}`,
    );
    const ownPayment = mainText(await helpers.page(julia, `/aurora/submissao/${byJulia.numpedido}`));
    expect(ownPayment).toContain(`Pedido nº ${byJulia.numpedido}`);
    expect((await julia.get(`/aurora/pedidos/${byJulia.numpedido}.data`)).status).toBe(200);
  });

  it("the principal's PIX code is not on Júlia's page", async () => {
    const byCompany = await helpers.placeAtAurora(EMPRESA, 2, { formaPagamento: { idformapagamento: PIX } });
    const company = await helpers.logIn(EMPRESA);
    expect((await company.post(`/aurora/submissao/${byCompany.numpedido}`, { intent: "pix-novo" })).status).toBe(303);
    const own = await helpers.page(company, `/aurora/submissao/${byCompany.numpedido}`);
    expect(own).toContain("pix-copia-e-cola");
    const theirs = await helpers.page(await helpers.logIn(JULIA), `/aurora/submissao/${byCompany.numpedido}`, 404);
    expect(theirs).not.toContain("pix-copia-e-cola");
    expect(theirs).not.toContain("000201");
  });

  it("the principal's priced quote: no acceptance page for Júlia, and her acceptance posted anyway changes nothing", async () => {
    const quote = await helpers.placeAtAurora(EMPRESA, 2, { orcamento: true });
    await operator("price-quote", "--order", quote.numpedido, "--item", "1001=150,00");
    const julia = await helpers.logIn(JULIA);
    expectOrderNotFound(await helpers.page(julia, `/aurora/pedidos/${quote.numpedido}/aceitar`, 404));
    const calls = recording();
    const posted = await julia.post(`/aurora/pedidos/${quote.numpedido}/aceitar`, {
      intent: QUOTE_ACCEPT_INTENT,
      totalpedido: "300",
    });
    expect(posted.status).toBe(404);
    expect(calls(changes)).toEqual([]);
    expect(
      sql((db) => db.prepare("SELECT status FROM orders WHERE numpedido = ?").pluck().get(Number(quote.numpedido))),
    ).toBe("ORCAMENTO_PRECIFICADO");
    expect(
      mainText(await helpers.page(await helpers.logIn(EMPRESA), `/aurora/pedidos/${quote.numpedido}/aceitar`)),
    ).toContain("Confirmar");
  });

  it("Júlia neither rates nor repeats the principal's delivered order", async () => {
    const byCompany = await helpers.placeAtAurora(EMPRESA, 2, { formaPagamento: { idformapagamento: FATURADO } });
    await operator("order-status", "--order", byCompany.numpedido, "--status", "ENTREGUE");
    const julia = await helpers.logIn(JULIA);
    const calls = recording();
    expect(
      (await julia.post(`/aurora/pedidos/${byCompany.numpedido}`, { intent: "avaliar", nota: "1", comentario: "" }))
        .status,
    ).toBe(404);
    expect((await julia.post(`/aurora/pedidos/${byCompany.numpedido}`, { intent: "repetir" })).status).toBe(404);
    expect(calls(changes)).toEqual([]);
    expect(
      sql((db) =>
        db.prepare("SELECT count(*) FROM order_ratings WHERE numpedido = ?").pluck().get(Number(byCompany.numpedido)),
      ),
    ).toBe(0);
  });

  it("invoices: Júlia sees only those of her orders, another's is a 404; the principal sees every one", async () => {
    const byCompany = await helpers.placeAtAurora(EMPRESA, 2, { formaPagamento: { idformapagamento: FATURADO } });
    const byJulia = await helpers.placeAtAurora(JULIA, 3, { formaPagamento: { idformapagamento: FATURADO } });
    const invoiceOf = (numpedido: string) =>
      String(
        sql((db) => db.prepare("SELECT idfatura FROM invoices WHERE numpedido = ?").pluck().get(Number(numpedido))),
      );
    const julia = await helpers.logIn(JULIA);
    const list = mainText(await helpers.page(julia, "/aurora/faturas"));
    expect(list).toContain(`Pedido ${byJulia.numpedido}`);
    expect(list).not.toContain(`Pedido ${byCompany.numpedido}`);
    expect(list).not.toContain("Pedido ERP 7731");
    await helpers.page(julia, `/aurora/faturas/${invoiceOf(byCompany.numpedido)}`, 404);
    expect(mainText(await helpers.page(julia, `/aurora/faturas/${invoiceOf(byJulia.numpedido)}`))).toContain(
      `Pedido ${byJulia.numpedido}`,
    );

    const company = await helpers.logIn(EMPRESA);
    const all = mainText(await helpers.page(company, "/aurora/faturas"));
    for (const descricao of [`Pedido ${byJulia.numpedido}`, `Pedido ${byCompany.numpedido}`, "Pedido ERP 7731"])
      expect(all).toContain(descricao);
    await helpers.page(company, `/aurora/faturas/${invoiceOf(byCompany.numpedido)}`);
  });
  it("subscriptions: Júlia neither sees, opens nor cancels the principal's; her own lists and opens; the principal sees both", async () => {
    const subscriptionOf = (numpedido: string) =>
      String(
        sql((db) =>
          db.prepare("SELECT idassinatura FROM subscriptions WHERE numpedido = ?").pluck().get(Number(numpedido)),
        ),
      );
    const byCompany = await helpers.placeAtAurora(EMPRESA, 2, { idtipoassinatura: 31 });
    const byJulia = await helpers.placeAtAurora(JULIA, 3, { idtipoassinatura: 31 });
    const companys = subscriptionOf(byCompany.numpedido);
    const julias = subscriptionOf(byJulia.numpedido);
    const julia = await helpers.logIn(JULIA);

    const list = mainText(await helpers.page(julia, "/aurora/assinaturas"));
    expect(list).toMatch(new RegExp(`assinatura nº ${julias}\\b`));
    expect(list).toContain("3 × Arroz branco tipo 1 5 kg");
    expect(list).not.toMatch(new RegExp(`assinatura nº ${companys}\\b`));
    expect(list).not.toContain("2 × Arroz branco tipo 1 5 kg");
    const theirs = await helpers.page(julia, `/aurora/assinaturas/${companys}`, 404);
    expect(theirs).not.toContain(`/aurora/pedidos/${byCompany.numpedido}`);
    const own = await helpers.page(julia, `/aurora/assinaturas/${julias}`);
    expect(titleOf(own)).toMatch(new RegExp(`^Assinatura nº ${julias}`));
    expect(own).toContain(`/aurora/pedidos/${byJulia.numpedido}`);

    const calls = recording();
    expect((await julia.post(`/aurora/assinaturas/${companys}`, { intent: CANCEL_INTENT })).status).toBe(404);
    expect(calls(changes)).toEqual([]);
    expect(
      sql((db) => db.prepare("SELECT status FROM subscriptions WHERE idassinatura = ?").pluck().get(Number(companys))),
    ).toBe("ATIVA");

    const company = await helpers.logIn(EMPRESA);
    const principalCalls = recording();
    const all = mainText(await helpers.page(company, "/aurora/assinaturas"));
    expect(all).toMatch(new RegExp(`assinatura nº ${companys}\\b`));
    expect(all).toMatch(new RegExp(`assinatura nº ${julias}\\b`));
    for (const id of [companys, julias])
      expect(titleOf(await helpers.page(company, `/aurora/assinaturas/${id}`))).toMatch(
        new RegExp(`^Assinatura nº ${id}`),
      );
    // The principal reaches every subscription of the company: no orders list is asked.
    expect(
      principalCalls((request) => request.method === "GET" && request.path.startsWith("/v2/app/pedido/cliente/")),
    ).toEqual([]);
  });
});

describe("nothing that is not the shopper's is changed or charged", () => {
  it("Júlia's card payment for the principal's order never reaches the card gateway: 404, the order still waiting", async () => {
    const byCompany = await helpers.placeAtAurora(EMPRESA, 2, { formaPagamento: { idformapagamento: CARTAO } });
    const julia = await helpers.logIn(JULIA);
    const calls = recording();
    const card = {
      intent: "cartao",
      number: "4111 1111 1111 1111",
      name: "JULIA MARTINS",
      expiry: FUTURE_EXPIRY,
      cvc: "123",
      cep: "03103-000",
      rua: "Rua da Mooca",
      numero: "100",
      complemento: "",
      bairro: "Mooca",
      cidade: "São Paulo",
      uf: "SP",
    };
    const answer = await julia.post(`/aurora/submissao/${byCompany.numpedido}`, card);
    expect(answer.status).toBe(404);
    expect(calls(isCardCharge)).toEqual([]);
    expect(calls(changes)).toEqual([]);
    expect(paymentStatus(byCompany.numpedido)).toBe("AGUARDANDO");
  });

  it("Júlia makes no PIX charge for the principal's order", async () => {
    const byCompany = await helpers.placeAtAurora(EMPRESA, 2, { formaPagamento: { idformapagamento: PIX } });
    const julia = await helpers.logIn(JULIA);
    const calls = recording();
    expect((await julia.post(`/aurora/submissao/${byCompany.numpedido}`, { intent: "pix-novo" })).status).toBe(404);
    expect(calls(isPixCharge)).toEqual([]);
  });

  it("a card saved by another customer does not pay: refused before the gateway", async () => {
    const anasCard = sql(
      (db) =>
        db
          .prepare(
            `INSERT INTO saved_cards (idcliente, idfornecedor, token_gateway, bandeira, mascara, nome, validade, criado_em)
           SELECT 501, idfornecedor, 'tok-ana-dono-teste', 'Visa', '•••• 1111', 'ANA SOUZA', '12/30', '2026-11-01T12:00:00.000Z' FROM suppliers WHERE slug = 'aurora'`,
          )
          .run().lastInsertRowid,
    );
    const byCompany = await helpers.placeAtAurora(EMPRESA, 2, { formaPagamento: { idformapagamento: CARTAO } });
    const company = await helpers.logIn(EMPRESA);
    const calls = recording();
    const answer = await company.post(`/aurora/submissao/${byCompany.numpedido}`, {
      intent: "cartao-salvo",
      idcreditcard: String(anasCard),
      cvc: "123",
    });
    expect(answer.status).toBe(404);
    expect(bodyText(await answer.text())).toContain("Esse cartão não está mais salvo.");
    expect(calls(isCardCharge)).toEqual([]);
    expect(paymentStatus(byCompany.numpedido)).toBe("AGUARDANDO");

    const removed = await company.post("/aurora/cartoes", { idcreditcard: String(anasCard) });
    expect(removed.status).toBe(404);
    expect(calls(changes)).toEqual([]);
    expect(
      sql((db) => db.prepare("SELECT count(*) FROM saved_cards WHERE idcreditcard = ?").pluck().get(anasCard)),
    ).toBe(1);
  });

  it("another customer's address is neither deleted nor changed", async () => {
    const anasAddress = String(
      sql((db) =>
        db.prepare("SELECT idendereco FROM addresses WHERE idcliente = 501 ORDER BY idendereco LIMIT 1").pluck().get(),
      ),
    );
    const before = sql((db) => db.prepare("SELECT * FROM addresses WHERE idendereco = ?").get(Number(anasAddress)));
    const company = await helpers.logIn(EMPRESA);
    const calls = recording();
    const removed = await company.post("/aurora/enderecos", { intent: "excluir", idendereco: anasAddress });
    expect(removed.status).toBe(404);
    expect(bodyText(await removed.text())).toContain("Este endereço não existe mais na sua conta.");
    const changed = await company.post("/aurora/enderecos", {
      intent: "salvar",
      idendereco: anasAddress,
      descricao: "Tomado",
      cep: "03103-000",
      rua: "Rua da Mooca",
      numero: "1",
      complemento: "",
      bairro: "Mooca",
      cidade: "São Paulo",
      uf: "SP",
    });
    expect(changed.status).toBe(404);
    expect(calls(changes)).toEqual([]);
    expect(sql((db) => db.prepare("SELECT * FROM addresses WHERE idendereco = ?").get(Number(anasAddress)))).toEqual(
      before,
    );
  });

  it("another customer's subscription is not cancelled", async () => {
    const anas = await helpers.placeAtAurora(ANA, 2, { idtipoassinatura: 31 });
    const idassinatura = String(
      sql((db) =>
        db.prepare("SELECT idassinatura FROM subscriptions WHERE numpedido = ?").pluck().get(Number(anas.numpedido)),
      ),
    );
    const company = await helpers.logIn(EMPRESA);
    const calls = recording();
    expect((await company.post(`/aurora/assinaturas/${idassinatura}`, { intent: CANCEL_INTENT })).status).toBe(404);
    expect(calls(changes)).toEqual([]);
    expect(
      sql((db) =>
        db.prepare("SELECT status FROM subscriptions WHERE idassinatura = ?").pluck().get(Number(idassinatura)),
      ),
    ).toBe("ATIVA");
  });
});

describe("an upstream that does not say who placed an order: call 61's list decides", () => {
  /** Drops `idusuariovinculado` from call 55's order and call 61's rows, as an upstream without the optional field. */
  const withoutTheField = (body: unknown): unknown => {
    if (Array.isArray(body)) return body.map(withoutTheField);
    if (!body || typeof body !== "object") return body;
    const { idusuariovinculado: _dropped, ...rest } = body as Record<string, unknown>;
    return rest;
  };
  const isOrderRead = (request: { method: string; path: string }) =>
    request.method === "GET" && /\/order\/\d+$/.test(request.path);
  const isOrderList = (request: { method: string; path: string }) =>
    request.method === "GET" && /^\/v2\/app\/pedido\/cliente\/\d+$/.test(request.path);

  beforeEach(() => {
    upstream.setFault({
      mode: "rewrite",
      match: (request) => isOrderRead(request) || isOrderList(request),
      rewrite: withoutTheField,
    });
  });

  it("Júlia: the principal's order is a 404 and its card payment never reaches the gateway; her own opens; only her pages ask the list", async () => {
    const byCompany = await helpers.placeAtAurora(EMPRESA, 2, { formaPagamento: { idformapagamento: CARTAO } });
    const byJulia = await helpers.placeAtAurora(JULIA, 3);
    const julia = await helpers.logIn(JULIA);

    let calls = recording();
    expectOrderNotFound(await helpers.page(julia, `/aurora/pedidos/${byCompany.numpedido}`, 404));
    const lists = calls(isOrderList);
    expect(lists).toHaveLength(1);
    expect(lists[0]?.query.get("idusuariovinculado")).toBe("9001");

    calls = recording();
    const card = {
      intent: "cartao",
      number: "4111 1111 1111 1111",
      name: "JULIA MARTINS",
      expiry: FUTURE_EXPIRY,
      cvc: "123",
      cep: "03103-000",
      rua: "Rua da Mooca",
      numero: "100",
      complemento: "",
      bairro: "Mooca",
      cidade: "São Paulo",
      uf: "SP",
    };
    expect((await julia.post(`/aurora/submissao/${byCompany.numpedido}`, card)).status).toBe(404);
    expect(calls(isCardCharge)).toEqual([]);
    expect(paymentStatus(byCompany.numpedido)).toBe("AGUARDANDO");

    expect(mainText(await helpers.page(julia, `/aurora/pedidos/${byJulia.numpedido}`))).toContain(
      `Pedido nº ${byJulia.numpedido}`,
    );

    const company = await helpers.logIn(EMPRESA);
    calls = recording();
    expect(mainText(await helpers.page(company, `/aurora/pedidos/${byCompany.numpedido}`))).toContain(
      `Pedido nº ${byCompany.numpedido}`,
    );
    expect(mainText(await helpers.page(company, `/aurora/pedidos/${byJulia.numpedido}`))).toContain(
      `Pedido nº ${byJulia.numpedido}`,
    );
    expect(calls(isOrderList)).toEqual([]);
  });
});

describe("an upstream that says who placed the order: no list asked", () => {
  it("Júlia's own order and the principal's are decided by the order alone", async () => {
    const byCompany = await helpers.placeAtAurora(EMPRESA, 2);
    const byJulia = await helpers.placeAtAurora(JULIA, 3);
    const julia = await helpers.logIn(JULIA);
    const calls = recording();
    await helpers.page(julia, `/aurora/pedidos/${byJulia.numpedido}`);
    await helpers.page(julia, `/aurora/pedidos/${byCompany.numpedido}`, 404);
    expect(calls((request) => request.method === "GET" && request.path.startsWith("/v2/app/pedido/cliente/"))).toEqual(
      [],
    );
  });
});
