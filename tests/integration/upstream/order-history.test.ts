/**
 * Calls 61–62 of docs/upstream-api.md (docs/rules/orders.md "Orders list" GET /v2/app/pedido/cliente/{idcliente}
 * and POST /v1/app/{apptoken}/pedido/{numpedido}/avaliar): the client's orders at the token's supplier,
 * newest first, a company's user seeing the orders they placed; rating one's own delivered order once.
 * On a clock the test holds.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { OrderPlacedSchema, OrderSchema, type OrderSubmission } from "../../../app/models/checkout/order";
import { DeliveryOptionListSchema } from "../../../app/models/delivery/delivery-option";
import { OrderRatedSchema } from "../../../app/models/orders/order-rating";
import { OrderSummaryListSchema } from "../../../app/models/orders/order-summary";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { upstreamCli } from "../../support/upstream-cli";
import { V2 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { APP_TOKEN, ErrorSchema } from "./harness";

/** Monday 2026-11-23, 09:00 in São Paulo. */
const MONDAY_MORNING = new Date("2026-11-23T09:00:00-03:00");

let api: CartUpstream;
/** Ana (501) at aurora and at bomsabor; the company (502) and its user Júlia (9001) at aurora. */
let ana: Shopper;
let anaBomSabor: Shopper;
let empresa: Shopper;
let julia: Shopper;
const firstSlots = new Map<string, string>();
let loggedIn: DatabaseSnapshot;

/** Aurora: PIX and invoice; rice 5 kg and tomato paste. Bomsabor: card; olive oil. */
const PIX = 12;
const FATURADO = 11;
const BOMSABOR_CARTAO = 21;
const ARROZ = 1001;
const EXTRATO = 1011;
const AZEITE = 2001;

beforeAll(async () => {
  api = await startCartUpstream({ now: () => MONDAY_MORNING });
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  anaBomSabor = await api.shopper("cliente@exemplo.com.br", "bomsabor");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  julia = await api.shopper("comprador@exemplo.com.br", "aurora");
  for (const [supplier, tipoEntrega, cep] of [
    ["aurora", "RETIRADA", "00000000"],
    ["bomsabor", "DELIVERY", "05422001"],
  ] as const) {
    const options = await api.ok(
      DeliveryOptionListSchema,
      api.call("POST", `/v4/app/formas-entrega/${supplier}/${cep}?tipoEntrega=${tipoEntrega}`, {
        body: { produtos: [] },
        supplier: null,
      }),
    );
    for (const option of options) firstSlots.set(option.idformaentrega, option.agendamentos[0]?.data_de_entrega ?? "");
  }
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api?.stop();
});

/** Aurora's pickup of `arroz` bags of rice (R$ 300,00 minimum: 2 bags and up), paid by PIX unless told. */
function pickupAtAurora(who: Shopper, arroz: number, overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return {
    chaveIdempotencia: randomUUID().replaceAll("-", ""),
    idfornecedor: who.supplier,
    itens: [{ idproduto: ARROZ, quantidade: arroz }],
    tipoEntrega: "RETIRADA",
    formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: firstSlots.get("aurora-retirada") ?? null },
    formaPagamento: { idformapagamento: PIX },
    ...overrides,
  };
}

const place = (who: Shopper, body: OrderSubmission) =>
  api.ok(OrderPlacedSchema, api.call("POST", `${V2}/usuario/${who.idcliente}/pedido`, { token: who.token, body }));

const historyPath = (idcliente: number | string, query = "") => `/v2/app/pedido/cliente/${idcliente}${query}`;

/** Call 61 for the shopper's own client; the answer as sent, and as OrderSummaryListSchema reads it. */
async function history(who: Shopper, query = "") {
  const response = await api.call("GET", historyPath(who.idcliente, query), { token: who.token, supplier: null });
  const raw = (await response.clone().json()) as Record<string, unknown>[];
  return { raw, orders: await api.ok(OrderSummaryListSchema, Promise.resolve(response)) };
}

const setStatus = (numpedido: string, status: string) =>
  upstreamCli(api.upstream.dataDir, "order-status", "--order", numpedido, "--status", status);

/** Call 62 with a form-encoded body, as the storefront sends it. */
function rate(
  who: Shopper | null,
  numpedido: string,
  fields: Record<string, string>,
  init: { apptoken?: string; body?: string; type?: string } = {},
) {
  const headers: Record<string, string> = {
    "Content-Type": init.type ?? "application/x-www-form-urlencoded",
    Accept: "application/json",
  };
  if (who) headers.Authorization = `Bearer ${who.token}`;
  const path = `/v1/app/${init.apptoken ?? APP_TOKEN}/pedido/${numpedido}/avaliar`;
  return fetch(`${api.upstream.url}${path}`, {
    method: "POST",
    headers,
    body: init.body ?? new URLSearchParams(fields).toString(),
  });
}

async function refusal(response: Promise<Response>, status: number): Promise<string> {
  const answer = await response;
  const body: unknown = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(status);
  return ErrorSchema.parse(body).mensagem;
}

const readOrder = (who: Shopper, numpedido: string) =>
  api.ok(OrderSchema, api.call("GET", `${V2}/order/${numpedido}`, { token: who.token }));

const ratingCount = () => api.sql((db) => db.prepare("SELECT count(*) FROM order_ratings").pluck().get() as number);

describe("GET /v2/app/pedido/cliente/{idcliente}", () => {
  it("lists the client's orders at the token's supplier, newest first, each summed up with its delivery type as tipoentrega", async () => {
    const pickup = await place(ana, pickupAtAurora(ana, 2));
    const invoiced = await place(
      ana,
      pickupAtAurora(ana, 3, {
        itens: [
          { idproduto: ARROZ, quantidade: 3 },
          { idproduto: EXTRATO, quantidade: 2 },
        ],
        formaPagamento: { idformapagamento: FATURADO },
      }),
    );
    const quote = await place(ana, pickupAtAurora(ana, 4, { orcamento: true }));
    await place(anaBomSabor, {
      ...pickupAtAurora(anaBomSabor, 1),
      itens: [{ idproduto: AZEITE, quantidade: 1 }],
      tipoEntrega: "DELIVERY",
      formaEntrega: { idformaentrega: "bomsabor-em-casa", data_de_entrega: firstSlots.get("bomsabor-em-casa") ?? null },
      enderecoentrega: {
        idendereco: api.sql(
          (db) =>
            db
              .prepare("SELECT idendereco FROM addresses WHERE idcliente = 501 AND descricao = 'Trabalho'")
              .pluck()
              .get() as number,
        ),
      },
      formaPagamento: { idformapagamento: BOMSABOR_CARTAO },
    });

    const { raw, orders } = await history(ana);
    expect(raw.map((order) => Object.keys(order).sort())).toEqual(
      Array(3).fill([
        "dataPedido",
        "emitidoPor",
        "formaPagamento",
        "idusuariovinculado",
        "numpedido",
        "orcamento",
        "orcamentoAceito",
        "pagamento",
        "quantidadeItens",
        "status",
        "tipoentrega",
        "totalpedido",
      ]),
    );
    expect(orders).toEqual([
      {
        numpedido: quote.numpedido,
        dataPedido: MONDAY_MORNING.toISOString(),
        status: "ORCAMENTO_NOVO",
        totalpedido: quote.totalpedido,
        tipoEntrega: "RETIRADA",
        formaPagamento: { descricao: "PIX", tipo: "PIX" },
        pagamento: { status: "NAO_SE_APLICA" },
        quantidadeItens: 1,
        emitidoPor: null,
        idusuariovinculado: null,
        orcamento: true,
        orcamentoAceito: false,
      },
      expect.objectContaining({
        numpedido: invoiced.numpedido,
        status: "ENVIADO",
        totalpedido: invoiced.totalpedido,
        quantidadeItens: 2,
        orcamento: false,
      }),
      expect.objectContaining({
        numpedido: pickup.numpedido,
        formaPagamento: { descricao: "PIX", tipo: "PIX" },
        pagamento: { status: "AGUARDANDO" },
      }),
    ]);
    expect(orders[1]?.formaPagamento).toEqual({ descricao: "Boleto faturado 28 dias", tipo: "FATURADO" });

    // The same client at another supplier: only that supplier's order.
    const atBomSabor = (await history(anaBomSabor)).orders;
    expect(atBomSabor).toEqual([
      expect.objectContaining({
        tipoEntrega: "DELIVERY",
        formaPagamento: { descricao: "Cartão de crédito", tipo: "CARTAO" },
      }),
    ]);
  });

  it("answers an empty list to a client without orders, and follows each order's status and payment", async () => {
    expect((await history(empresa)).orders).toEqual([]);
    const { numpedido } = await place(ana, pickupAtAurora(ana, 2));
    await setStatus(numpedido, "SEPARANDO");
    expect((await history(ana)).orders).toEqual([expect.objectContaining({ numpedido, status: "SEPARANDO" })]);
  });

  it("shows a company's user the orders they placed, and the principal every order of the client", async () => {
    const byCompany = await place(empresa, pickupAtAurora(empresa, 2));
    const byJulia = await place(julia, pickupAtAurora(julia, 3));
    const numbers = (orders: { numpedido: string }[]) => orders.map((order) => order.numpedido);

    const juliasOwn = await history(julia, "?idusuariovinculado=9001&clientevinculadoprincipal=false");
    expect(juliasOwn.orders).toEqual([
      expect.objectContaining({
        numpedido: byJulia.numpedido,
        emitidoPor: "Júlia Martins",
        idusuariovinculado: "9001",
      }),
    ]);
    // Each row says who of the company placed it: the user's id, null for the principal.
    expect((await history(empresa)).orders.map((order) => [order.numpedido, order.idusuariovinculado])).toEqual([
      [byJulia.numpedido, "9001"],
      [byCompany.numpedido, null],
    ]);
    expect(numbers((await history(julia, "?idusuariovinculado=9001&clientevinculadoprincipal=TRUE")).orders)).toEqual([
      byJulia.numpedido,
      byCompany.numpedido,
    ]);
    expect(numbers((await history(empresa, "?clientevinculadoprincipal=true")).orders)).toEqual([
      byJulia.numpedido,
      byCompany.numpedido,
    ]);
    expect(numbers((await history(empresa)).orders)).toEqual([byJulia.numpedido, byCompany.numpedido]);
    // A user who placed nothing has nothing of their own to see.
    expect((await history(julia, "?idusuariovinculado=9002")).orders).toEqual([]);
  });

  it("refuses without a valid token, for another client than the token's, and with a malformed query", async () => {
    expect(await api.fails(api.call("GET", historyPath(501)), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("GET", historyPath(501), { token: "desconhecido" }), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("GET", historyPath(502), { token: ana.token }), 403)).toBe("Acesso não permitido.");
    expect(await api.fails(api.call("GET", historyPath("abc"), { token: ana.token }), 403)).toBe(
      "Acesso não permitido.",
    );
    for (const [query, name] of [
      ["?idusuariovinculado=abc", "idusuariovinculado"],
      ["?idusuariovinculado=0", "idusuariovinculado"],
      ["?clientevinculadoprincipal=talvez", "clientevinculadoprincipal"],
      ["?clientevinculadoprincipal=true&clientevinculadoprincipal=false", "clientevinculadoprincipal"],
    ]) {
      expect(await api.fails(api.call("GET", historyPath(501, query), { token: ana.token }), 400), query).toBe(
        `Parâmetros inválidos: ${name}.`,
      );
    }
    api.age(ana.token);
    expect(await api.fails(api.call("GET", historyPath(501), { token: ana.token }), 401)).toBe("Sessão expirada");
  });
});

describe("POST /v1/app/{apptoken}/pedido/{numpedido}/avaliar", () => {
  it("rates one's own delivered order once, and the order and nothing else carries the rating", async () => {
    const { numpedido } = await place(ana, pickupAtAurora(ana, 2));
    await setStatus(numpedido, "PRONTO_RETIRADA");
    await setStatus(numpedido, "ENTREGUE");

    const answer = await rate(ana, numpedido, { nota: "4", comentario: "  Tudo certo,\nretirada rápida.  " });
    expect(answer.status).toBe(201);
    const rating = {
      numpedido,
      nota: 4,
      comentario: "Tudo certo, retirada rápida.",
      avaliadoEm: MONDAY_MORNING.toISOString(),
    };
    expect(OrderRatedSchema.parse(await answer.json())).toEqual(rating);
    expect((await readOrder(ana, numpedido)).avaliacao).toEqual({
      nota: 4,
      comentario: "Tudo certo, retirada rápida.",
      avaliadoEm: MONDAY_MORNING.toISOString(),
    });

    expect(await refusal(rate(ana, numpedido, { nota: "1" }), 409)).toBe("Este pedido já foi avaliado.");
    expect((await readOrder(ana, numpedido)).avaliacao?.nota).toBe(4);
    expect(ratingCount()).toBe(1);
  });

  it("takes a rating without a comment, and a comment of 500 characters", async () => {
    const first = await place(ana, pickupAtAurora(ana, 2));
    const second = await place(ana, pickupAtAurora(ana, 3));
    for (const { numpedido } of [first, second]) await setStatus(numpedido, "ENTREGUE");
    expect(
      OrderRatedSchema.parse(await (await rate(ana, first.numpedido, { nota: "5", comentario: "" })).json()).comentario,
    ).toBeNull();
    const long = "ótimo ".repeat(84).slice(0, 500);
    expect(
      OrderRatedSchema.parse(await (await rate(ana, second.numpedido, { nota: "3", comentario: long })).json())
        .comentario,
    ).toBe(long.trim());
  });

  it.each<{ about: string; fields: Record<string, string>; field: string }>([
    { about: "no grade", fields: { comentario: "Bom" }, field: "nota" },
    { about: "a grade of 0", fields: { nota: "0" }, field: "nota" },
    { about: "a grade of 6", fields: { nota: "6" }, field: "nota" },
    { about: "a grade that is no number", fields: { nota: "cinco" }, field: "nota" },
    { about: "a comment of 501 characters", fields: { nota: "5", comentario: "a".repeat(501) }, field: "comentario" },
  ])("refuses $about, keeping nothing", async ({ fields, field }) => {
    const { numpedido } = await place(ana, pickupAtAurora(ana, 2));
    await setStatus(numpedido, "ENTREGUE");
    expect(await refusal(rate(ana, numpedido, fields), 400)).toBe(`Corpo da requisição inválido: ${field}.`);
    expect(ratingCount()).toBe(0);
  });

  it("refuses a grade sent twice, a JSON body and a body over 8 kB", async () => {
    const { numpedido } = await place(ana, pickupAtAurora(ana, 2));
    await setStatus(numpedido, "ENTREGUE");
    expect(await refusal(rate(ana, numpedido, {}, { body: "nota=5&nota=1" }), 400)).toBe(
      "Corpo da requisição inválido: nota.",
    );
    expect(
      await refusal(rate(ana, numpedido, {}, { body: JSON.stringify({ nota: "5" }), type: "application/json" }), 400),
    ).toBe("Corpo da requisição inválido: nota.");
    expect(await refusal(rate(ana, numpedido, { nota: "5", comentario: "ã".repeat(3000) }), 413)).toBe(
      "Corpo da requisição inválido.",
    );
    expect(ratingCount()).toBe(0);
  });

  it.each(["ENVIADO", "PRONTO_RETIRADA", "CANCELADO"])(
    "refuses an order in %s: only a delivered or picked-up order is rated",
    async (status) => {
      const { numpedido } = await place(ana, pickupAtAurora(ana, 2));
      if (status !== "ENVIADO") await setStatus(numpedido, status);
      expect(await refusal(rate(ana, numpedido, { nota: "5" }), 422)).toBe(
        "Só é possível avaliar um pedido depois de entregue.",
      );
      expect(ratingCount()).toBe(0);
    },
  );

  it("refuses another client's order, one at another supplier, an unknown one, and without a valid token or application token", async () => {
    const { numpedido } = await place(ana, pickupAtAurora(ana, 2));
    await setStatus(numpedido, "ENTREGUE");
    expect(await refusal(rate(empresa, numpedido, { nota: "5" }), 404)).toBe("Pedido não encontrado.");
    expect(await refusal(rate(anaBomSabor, numpedido, { nota: "5" }), 404)).toBe("Pedido não encontrado.");
    expect(await refusal(rate(ana, "99999", { nota: "5" }), 404)).toBe("Pedido não encontrado.");
    expect(await refusal(rate(ana, "abc", { nota: "5" }), 400)).toBe("Parâmetros inválidos: numpedido.");
    expect(await refusal(rate(null, numpedido, { nota: "5" }), 401)).toBe("Sessão expirada");
    expect(await refusal(rate(ana, numpedido, { nota: "5" }, { apptoken: "outro-token" }), 401)).toBe(
      "Token de aplicação inválido.",
    );
    expect(ratingCount()).toBe(0);
  });
});
