/**
 * Calls 66–67 of docs/upstream-api.md and the `price-quote` operator command (docs/upstream-api.md POST
 * /v4/orders/export/{id} "returns a file"; §4 ORCAMENTO_NOVO → ORCAMENTO_PRECIFICADO → ENVIADO, tag
 * support-budget): the client's orders as a workbook, filtered, a company's user getting only theirs;
 * a quote priced by the store and accepted by its customer once. On a clock the test holds.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { OrderPlacedSchema, OrderSchema, type OrderSubmission } from "../../../app/models/checkout/order";
import { DeliveryOptionListSchema } from "../../../app/models/delivery/delivery-option";
import { OrderSummaryListSchema } from "../../../app/models/orders/order-summary";
import { QuoteAcceptedSchema } from "../../../app/models/orders/quote-acceptance";
import { readXlsxRows } from "../../../upstream/data/xlsx";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { UpstreamCliFailure, upstreamCli } from "../../support/upstream-cli";
import { V2 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";

/** Monday 2026-11-23, 09:00 in São Paulo. */
const MONDAY_MORNING = new Date("2026-11-23T09:00:00-03:00");

let api: CartUpstream;
let ana: Shopper;
let empresa: Shopper;
let julia: Shopper;
let slot: string;
let loggedIn: DatabaseSnapshot;

const PIX = 12;
const FATURADO = 11;
const ARROZ = 1001;
const EXTRATO = 1011;

beforeAll(async () => {
  api = await startCartUpstream({ now: () => MONDAY_MORNING });
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  julia = await api.shopper("comprador@exemplo.com.br", "aurora");
  const options = await api.ok(
    DeliveryOptionListSchema,
    api.call("POST", "/v4/app/formas-entrega/aurora/00000000?tipoEntrega=RETIRADA", {
      body: { produtos: [] },
      supplier: null,
    }),
  );
  slot = options.find((option) => option.idformaentrega === "aurora-retirada")?.agendamentos[0]?.data_de_entrega ?? "";
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api?.stop();
});

function place(who: Shopper, arroz: number, overrides: Partial<OrderSubmission> = {}) {
  const body: OrderSubmission = {
    chaveIdempotencia: randomUUID().replaceAll("-", ""),
    idfornecedor: "aurora",
    itens: [{ idproduto: ARROZ, quantidade: arroz }],
    tipoEntrega: "RETIRADA",
    formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: slot },
    formaPagamento: { idformapagamento: PIX },
    ...overrides,
  };
  return api.ok(
    OrderPlacedSchema,
    api.call("POST", `${V2}/usuario/${who.idcliente}/pedido`, { token: who.token, body }),
  );
}

/** An order placed `daysAgo` days before the clock (criado_em rewritten, as its history's first entry). */
async function placeDaysAgo(who: Shopper, arroz: number, daysAgo: number, overrides: Partial<OrderSubmission> = {}) {
  const placed = await place(who, arroz, overrides);
  const at = new Date(MONDAY_MORNING.getTime() - daysAgo * 86_400_000).toISOString();
  api.sql((db) => db.prepare("UPDATE orders SET criado_em = ? WHERE numpedido = ?").run(at, Number(placed.numpedido)));
  return placed;
}

async function exportFile(who: Shopper | null, body: unknown, idcliente: number | string = who?.idcliente ?? 501) {
  const headers: Record<string, string> = { Accept: "application/json", "Content-Type": "application/json" };
  if (who) headers.Authorization = `Bearer ${who.token}`;
  return fetch(`${api.upstream.url}/v4/orders/export/${idcliente}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The workbook's first sheet ("Pedidos"): each order's number, kind and status label. */
async function exportedOrders(who: Shopper, body: unknown = {}) {
  const answer = await exportFile(who, body);
  expect(answer.status, answer.status === 200 ? "" : await answer.clone().text()).toBe(200);
  const rows = readXlsxRows(new Uint8Array(await answer.arrayBuffer())) ?? [];
  return { answer, rows: rows.slice(1).map((row) => row.cells.slice(0, 4)), header: rows[0]?.cells };
}

const priceQuote = (numpedido: string, ...args: string[]) =>
  upstreamCli(api.upstream.dataDir, "price-quote", "--order", numpedido, ...args);
const accept = (who: Shopper, numpedido: string, totalpedido: unknown, idcliente: number = who.idcliente) =>
  api.call("POST", `${V2}/usuario/${idcliente}/orcamento/${numpedido}/aceitar`, {
    token: who.token,
    body: { totalpedido },
  });
const readOrder = (who: Shopper, numpedido: string) =>
  api.ok(OrderSchema, api.call("GET", `${V2}/order/${numpedido}`, { token: who.token }));
const credit = () =>
  api.sql(
    (db) =>
      db
        .prepare(
          "SELECT limite_credito_disponivel FROM customer_suppliers WHERE idcliente = 501 AND idfornecedor LIKE '%01'",
        )
        .pluck()
        .get() as number,
  );

describe("POST /v4/orders/export/{idcliente}", () => {
  it("answers the client's orders as a workbook, newest first, filtered by kind, status and days", async () => {
    const old = await placeDaysAgo(ana, 2, 40);
    const recent = await placeDaysAgo(ana, 3, 5, {
      itens: [
        { idproduto: ARROZ, quantidade: 3 },
        { idproduto: EXTRATO, quantidade: 2 },
      ],
    });
    const today = await place(ana, 4);
    const quote = await place(ana, 5, { orcamento: true });
    await upstreamCli(api.upstream.dataDir, "order-status", "--order", recent.numpedido, "--status", "SEPARANDO");

    const all = await exportedOrders(ana);
    expect(all.answer.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(all.answer.headers.get("content-disposition")).toBe('attachment; filename="pedidos-2026-11-23.xlsx"');
    expect(all.header?.slice(0, 4)).toEqual(["Número", "Tipo", "Data", "Situação"]);
    expect(all.rows.map((row) => [row[0], row[1], row[3]])).toEqual([
      [Number(today.numpedido), "Pedido", "Pedido recebido"],
      [Number(recent.numpedido), "Pedido", "Em separação"],
      [Number(old.numpedido), "Pedido", "Pedido recebido"],
    ]);
    const numbers = async (body: unknown) => (await exportedOrders(ana, body)).rows.map((row) => row[0]);
    expect(await numbers({ tipo: "orcamentos" })).toEqual([Number(quote.numpedido)]);
    expect(await numbers({ status: "SEPARANDO" })).toEqual([Number(recent.numpedido)]);
    expect(await numbers({ de: "2026-11-18", ate: "2026-11-18" })).toEqual([Number(recent.numpedido)]);
    expect(await numbers({ de: "2026-11-01" })).toEqual([Number(today.numpedido), Number(recent.numpedido)]);
    expect(await numbers({ ate: "2026-10-31" })).toEqual([Number(old.numpedido)]);
    expect(await numbers({ status: "ENTREGUE" })).toEqual([]);
  });

  it("gives a company's user the orders they placed, and the principal every order of the client", async () => {
    const byCompany = await place(empresa, 2);
    const byJulia = await place(julia, 3);
    const numbers = async (who: Shopper, body: unknown) =>
      (await exportedOrders(who, body)).rows.map((row) => String(row[0]));
    expect(await numbers(julia, { idusuariovinculado: 9001 })).toEqual([byJulia.numpedido]);
    expect(await numbers(julia, { idusuariovinculado: 9001, clientevinculadoprincipal: true })).toEqual([
      byJulia.numpedido,
      byCompany.numpedido,
    ]);
    expect(await numbers(empresa, {})).toEqual([byJulia.numpedido, byCompany.numpedido]);
    // Another client's orders never: Ana has none of the company's.
    expect(await numbers(ana, {})).toEqual([]);
  });

  it("refuses without a token, for another client than the token's, and a body that is not the filters", async () => {
    expect((await exportFile(null, {}, 501)).status).toBe(401);
    expect(await (await exportFile(ana, {}, 502)).json()).toEqual({ mensagem: "Acesso não permitido." });
    for (const [body, field] of [
      [{ status: "QUALQUER" }, "status"],
      [{ de: "2026-02-30" }, "de"],
      [{ de: "2026-11-30", ate: "2026-11-01" }, "ate"],
      [{ tipo: "tudo" }, "tipo"],
      [{ idcliente: 502 }, ""],
    ] as const) {
      const answer = await exportFile(ana, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { mensagem: string }).mensagem).toMatch(
        field ? `Corpo da requisição inválido: ${field}.` : /^Corpo da requisição inválido/,
      );
    }
    expect((await exportFile(ana, "{não é json")).status).toBe(400);
  });
});

describe("price-quote and POST …/usuario/{idcliente}/orcamento/{numpedido}/aceitar", () => {
  it("a quote priced by the store is accepted once for its total, and becomes an order to pay", async () => {
    const quote = await place(ana, 4, {
      orcamento: true,
      itens: [
        { idproduto: ARROZ, quantidade: 4 },
        { idproduto: EXTRATO, quantidade: 2 },
      ],
    });
    // Not priced yet: refused.
    expect(await api.fails(accept(ana, quote.numpedido, quote.totalpedido), 422)).toBe(
      "Este orçamento ainda não foi precificado pelo fornecedor.",
    );

    expect(await priceQuote(quote.numpedido, "--item", "1001=150,00", "--frete", "20")).toMatch(
      /orçamento \d+ precificado \(ORCAMENTO_PRECIFICADO\): total R\$\s668,30/,
    );
    const priced = await readOrder(ana, quote.numpedido);
    expect(priced).toMatchObject({
      status: "ORCAMENTO_PRECIFICADO",
      taxaentrega: 20,
      totalpedido: 668.3,
      orcamentoAceitoEm: null,
    });
    expect(priced.itens.map((item) => [item.idproduto, item.precoUnitario, item.total])).toEqual([
      [String(ARROZ), 150, 600],
      [String(EXTRATO), 24.15, 48.3],
    ]);

    // The total the customer saw is the store's current one: an older total is refused.
    expect(await api.fails(accept(ana, quote.numpedido, quote.totalpedido), 409)).toBe(
      "O fornecedor mudou os valores deste orçamento. Confira os novos valores antes de aceitar.",
    );

    const accepted = await api.ok(QuoteAcceptedSchema, accept(ana, quote.numpedido, 668.3));
    expect(accepted).toEqual({
      numpedido: quote.numpedido,
      status: "ENVIADO",
      totalpedido: 668.3,
      orcamentoAceitoEm: MONDAY_MORNING.toISOString(),
      pagamento: { tipo: "PIX", status: "AGUARDANDO" },
    });
    const order = await readOrder(ana, quote.numpedido);
    expect(order.historico.map((entry) => entry.status)).toEqual([
      "ORCAMENTO_NOVO",
      "ORCAMENTO_PRECIFICADO",
      "ENVIADO",
    ]);
    expect(order.orcamentoAceitoEm).toBe(MONDAY_MORNING.toISOString());
    // Listed with the orders now (call 61), and exported with them.
    const [summary] = await api.ok(
      OrderSummaryListSchema,
      api.call("GET", `/v2/app/pedido/cliente/${ana.idcliente}`, { token: ana.token, supplier: null }),
    );
    expect(summary).toMatchObject({ numpedido: quote.numpedido, orcamento: true, orcamentoAceito: true });
    expect((await exportedOrders(ana)).rows.map((row) => row[1])).toEqual(["Orçamento aceito"]);

    // Twice: refused, the order as it was.
    expect(await api.fails(accept(ana, quote.numpedido, 668.3), 409)).toBe("Este orçamento já foi aceito.");
    expect((await readOrder(ana, quote.numpedido)).historico).toHaveLength(3);
    // Nor priced again once accepted.
    await expect(priceQuote(quote.numpedido, "--frete", "0")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("já foi aceito"),
    });
  });

  it("two acceptances at once make one order", async () => {
    const quote = await place(ana, 4, { orcamento: true });
    await priceQuote(quote.numpedido);
    const answers = await Promise.all([
      accept(ana, quote.numpedido, quote.totalpedido),
      accept(ana, quote.numpedido, quote.totalpedido),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(
      (await readOrder(ana, quote.numpedido)).historico.filter((entry) => entry.status === "ENVIADO"),
    ).toHaveLength(1);
  });

  it("an invoiced quote takes its total off the credit when accepted, and is refused above it", async () => {
    const before = credit();
    const quote = await place(ana, 4, { orcamento: true, formaPagamento: { idformapagamento: FATURADO } });
    expect(credit()).toBe(before);
    await priceQuote(quote.numpedido, "--item", `${ARROZ}=9999`);
    const { totalpedido } = await readOrder(ana, quote.numpedido);
    expect(await api.fails(accept(ana, quote.numpedido, totalpedido), 422)).toMatch(
      /^O total do pedido passa do seu limite de crédito disponível/,
    );
    await priceQuote(quote.numpedido, "--item", `${ARROZ}=100`);
    expect(await api.ok(QuoteAcceptedSchema, accept(ana, quote.numpedido, 400))).toMatchObject({
      pagamento: { tipo: "FATURADO", status: "NAO_SE_APLICA" },
    });
    expect(credit()).toBeCloseTo(before - 400, 2);
  });

  it("an invoiced quote above the credit is accepted by another method the customer is offered (idformapagamento), its total kept and the credit untouched; a method not offered is refused", async () => {
    const before = credit();
    const quote = await place(ana, 4, { orcamento: true, formaPagamento: { idformapagamento: FATURADO } });
    await priceQuote(quote.numpedido, "--item", `${ARROZ}=9999`);
    const { totalpedido } = await readOrder(ana, quote.numpedido);
    const acceptBy = (idformapagamento: unknown) =>
      api.call("POST", `${V2}/usuario/${ana.idcliente}/orcamento/${quote.numpedido}/aceitar`, {
        token: ana.token,
        body: { totalpedido, idformapagamento },
      });
    expect(await api.fails(acceptBy(99999), 422)).toBe(
      "A forma de pagamento escolhida não está disponível para você. Escolha outra.",
    );
    expect(await api.fails(acceptBy("doze"), 400)).toMatch(/^Corpo da requisição inválido/);
    expect(await api.ok(QuoteAcceptedSchema, acceptBy(12))).toMatchObject({
      totalpedido,
      pagamento: { tipo: "PIX", status: "AGUARDANDO" },
    });
    expect((await readOrder(ana, quote.numpedido)).formaPagamento).toMatchObject({
      idformapagamento: "12",
      tipo: "PIX",
    });
    expect(credit()).toBe(before);
  });

  it("refuses another client's quote, another client's path, an order that was no quote, a cancelled quote and a body that is not a total", async () => {
    const quote = await place(ana, 4, { orcamento: true });
    await priceQuote(quote.numpedido);
    const order = await place(ana, 2);
    expect(await api.fails(accept(empresa, quote.numpedido, quote.totalpedido), 404)).toBe("Pedido não encontrado.");
    expect(await api.fails(accept(ana, quote.numpedido, quote.totalpedido, 502), 403)).toBe("Acesso não permitido.");
    expect(await api.fails(accept(ana, "abc", quote.totalpedido), 400)).toBe("Parâmetros inválidos: numpedido.");
    expect(await api.fails(accept(ana, order.numpedido, order.totalpedido), 422)).toBe(
      "Este pedido não é um orçamento.",
    );
    expect(await api.fails(accept(ana, quote.numpedido, "muito"), 400)).toBe(
      "Corpo da requisição inválido: totalpedido.",
    );
    expect(
      await api.fails(
        api.call("POST", `${V2}/usuario/${ana.idcliente}/orcamento/${quote.numpedido}/aceitar`, { token: ana.token }),
        400,
      ),
    ).toMatch(/^Corpo da requisição inválido/);
    expect(
      await api.fails(
        api.call("POST", `${V2}/usuario/${ana.idcliente}/orcamento/${quote.numpedido}/aceitar`, {
          body: { totalpedido: 1 },
        }),
        401,
      ),
    ).toBe("Sessão expirada");
    await upstreamCli(api.upstream.dataDir, "order-status", "--order", quote.numpedido, "--status", "CANCELADO");
    expect(await api.fails(accept(ana, quote.numpedido, quote.totalpedido), 422)).toBe("Este orçamento foi cancelado.");
    expect((await readOrder(ana, quote.numpedido)).status).toBe("CANCELADO");
  });

  it("price-quote says what is wrong with its usage, and leaves the quote as it was", async () => {
    const quote = await place(ana, 4, { orcamento: true });
    const order = await place(ana, 2);
    for (const [args, message] of [
      [[], "Use price-quote --order"],
      [["--item", "1001"], "Item inválido: 1001"],
      [["--item", "1001=abc"], "Item inválido: 1001=abc"],
      [["--frete", "grátis"], "Taxa de entrega inválida: grátis"],
      [["--item", "9999=1"], `Produto(s) fora do orçamento ${quote.numpedido}: 9999`],
    ] as const) {
      const run =
        args.length === 0 ? upstreamCli(api.upstream.dataDir, "price-quote") : priceQuote(quote.numpedido, ...args);
      const failure = await run.then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure, args.join(" ")).toBeInstanceOf(UpstreamCliFailure);
      expect((failure as UpstreamCliFailure).stderr).toContain(message);
    }
    await expect(priceQuote(order.numpedido)).rejects.toMatchObject({
      code: 2,
      stderr: `upstream: Orçamento não encontrado: ${order.numpedido}\n`,
    });
    expect((await readOrder(ana, quote.numpedido)).status).toBe("ORCAMENTO_NOVO");
  });
});
