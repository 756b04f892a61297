/**
 * Call 68 of docs/upstream-api.md (docs/rules/orders.md "Subscriptions": GET /v4/subscription/list/{a}/{b},
 * GET /v4/subscription/get/{id}, DELETE /v4/subscription/cancel/{id}): an order placed with a
 * subscription type (call 53's idtipoassinatura) starts a subscription that repeats it; its customer
 * lists, reads and cancels it, and nobody else sees it. On a clock the test holds.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OrderPlacedSchema, type OrderSubmission } from "../../../app/models/checkout/order";
import { DeliveryOptionListSchema } from "../../../app/models/delivery/delivery-option";
import { SubscriptionListSchema, SubscriptionSchema } from "../../../app/models/subscriptions/subscription";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { V2 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";

/** Monday 2026-11-23, 09:00 in São Paulo. */
const MONDAY_MORNING = new Date("2026-11-23T09:00:00-03:00");
let clock = MONDAY_MORNING;

let api: CartUpstream;
/** Ana (501) at aurora and at bomsabor; the company (502) at aurora. */
let ana: Shopper;
let anaBomSabor: Shopper;
let empresa: Shopper;
let firstPickupSlot = "";
let loggedIn: DatabaseSnapshot;

const PIX = 12;
const ARROZ = 1001;
const EXTRATO = 1011;
/** Aurora's subscription types: 31 every week, 33 every month; bomsabor's 41 every week. */
const TODA_SEMANA = 31;
const TODO_MES = 33;

beforeAll(async () => {
  api = await startCartUpstream({ now: () => clock });
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  anaBomSabor = await api.shopper("cliente@exemplo.com.br", "bomsabor");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  const options = await api.ok(
    DeliveryOptionListSchema,
    api.call("POST", "/v4/app/formas-entrega/aurora/00000000?tipoEntrega=RETIRADA", {
      body: { produtos: [] },
      supplier: null,
    }),
  );
  firstPickupSlot = options[0]?.agendamentos[0]?.data_de_entrega ?? "";
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

beforeEach(() => {
  clock = MONDAY_MORNING;
});

afterEach(() => {
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api?.stop();
});

/** Aurora's pickup of rice bags and tomato paste, paid by PIX, with a subscription type unless told. */
function pickupAtAurora(who: Shopper, overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return {
    chaveIdempotencia: randomUUID().replaceAll("-", ""),
    idfornecedor: who.supplier,
    itens: [
      { idproduto: ARROZ, quantidade: 2 },
      { idproduto: EXTRATO, quantidade: 3 },
    ],
    tipoEntrega: "RETIRADA",
    formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: firstPickupSlot },
    formaPagamento: { idformapagamento: PIX },
    idtipoassinatura: String(TODA_SEMANA),
    ...overrides,
  };
}

const place = (who: Shopper, body: OrderSubmission) =>
  api.ok(OrderPlacedSchema, api.call("POST", `${V2}/usuario/${who.idcliente}/pedido`, { token: who.token, body }));

const listPath = (supplier: string, idcliente: number | string) => `/v4/subscription/list/${supplier}/${idcliente}`;
const list = (who: Shopper) =>
  api.ok(SubscriptionListSchema, api.call("GET", listPath(who.supplier, who.idcliente), { token: who.token }));
const get = (who: Shopper | null, id: string) =>
  api.call("GET", `/v4/subscription/get/${id}`, who ? { token: who.token } : {});
const cancel = (who: Shopper | null, id: string) =>
  api.call("DELETE", `/v4/subscription/cancel/${id}`, who ? { token: who.token } : {});
const statuses = () =>
  api.sql((db) => db.prepare("SELECT idassinatura, status FROM subscriptions ORDER BY idassinatura").all());

describe("subscriptions made by orders", () => {
  it("starts one when an order is placed with a subscription type: its type, products, delivery, payment and next delivery", async () => {
    const order = await place(ana, pickupAtAurora(ana));
    const [subscription, ...others] = await list(ana);
    expect(others).toEqual([]);
    expect(subscription).toEqual({
      idassinatura: expect.stringMatching(/^\d+$/),
      idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
      idcliente: "501",
      status: "ATIVA",
      tipo: { idtipoassinatura: "31", descricao: "Toda semana", dias: 7 },
      numpedido: order.numpedido,
      criadaEm: MONDAY_MORNING.toISOString(),
      canceladaEm: null,
      // The first delivery is the order's slot, today; the next ones every 7 days from it.
      proximaEntrega: "2026-11-23",
      tipoEntrega: "RETIRADA",
      formaEntrega: { descricao: "Retirada no centro de distribuição" },
      formaPagamento: { descricao: "PIX", tipo: "PIX" },
      valorEstimado: order.totalpedido,
      itens: [
        { idproduto: "1001", nome: expect.stringContaining("Arroz"), quantidade: 2 },
        { idproduto: "1011", nome: expect.stringContaining("Extrato de tomate"), quantidade: 3 },
      ],
      emitidoPor: null,
    });
    expect(SubscriptionSchema.parse(await (await get(ana, subscription?.idassinatura ?? "")).json())).toEqual(
      subscription,
    );

    clock = new Date("2026-11-24T10:00:00-03:00");
    expect((await list(ana))[0]?.proximaEntrega).toBe("2026-11-30");
    clock = new Date("2026-11-30T23:00:00-03:00");
    expect((await list(ana))[0]?.proximaEntrega).toBe("2026-11-30");
    clock = new Date("2026-12-01T00:30:00-03:00");
    expect((await list(ana))[0]?.proximaEntrega).toBe("2026-12-07");
  });

  it("starts none for an order without a subscription type, nor for a quote, and keeps each supplier's apart", async () => {
    await place(ana, pickupAtAurora(ana, { idtipoassinatura: null }));
    await place(ana, pickupAtAurora(ana, { orcamento: true, itens: [{ idproduto: ARROZ, quantidade: 4 }] }));
    expect(await list(ana)).toEqual([]);
    await place(
      ana,
      pickupAtAurora(ana, { idtipoassinatura: String(TODO_MES), itens: [{ idproduto: ARROZ, quantidade: 5 }] }),
    );
    expect((await list(ana)).map((subscription) => subscription.tipo.descricao)).toEqual(["Todo mês"]);
    expect(await list(anaBomSabor)).toEqual([]);
    expect(await list(empresa)).toEqual([]);
  });

  it("lists the active ones first, then the newest first", async () => {
    clock = new Date("2026-11-23T08:55:00-03:00");
    const first = await place(ana, pickupAtAurora(ana));
    clock = MONDAY_MORNING;
    const second = await place(
      ana,
      pickupAtAurora(ana, { idtipoassinatura: String(TODO_MES), itens: [{ idproduto: ARROZ, quantidade: 3 }] }),
    );
    const [newest, oldest] = await list(ana);
    expect([newest?.numpedido, oldest?.numpedido]).toEqual([second.numpedido, first.numpedido]);
    await cancel(ana, newest?.idassinatura ?? "");
    expect((await list(ana)).map((subscription) => [subscription.numpedido, subscription.status])).toEqual([
      [first.numpedido, "ATIVA"],
      [second.numpedido, "CANCELADA"],
    ]);
  });
});

describe("DELETE /v4/subscription/cancel/{id}", () => {
  it("cancels one's own subscription once: the answer and later reads say when, with no next delivery", async () => {
    await place(ana, pickupAtAurora(ana));
    const [subscription] = await list(ana);
    const id = subscription?.idassinatura ?? "";
    clock = new Date("2026-11-25T14:00:00-03:00");
    const answer = await cancel(ana, id);
    expect(answer.status).toBe(200);
    const cancelled = SubscriptionSchema.parse(await answer.json());
    expect(cancelled).toEqual({
      ...subscription,
      status: "CANCELADA",
      canceladaEm: clock.toISOString(),
      proximaEntrega: null,
    });
    expect(SubscriptionSchema.parse(await (await get(ana, id)).json())).toEqual(cancelled);

    expect(await api.fails(cancel(ana, id), 409)).toBe("Esta assinatura já está cancelada.");
    expect(SubscriptionSchema.parse(await (await get(ana, id)).json()).canceladaEm).toBe(clock.toISOString());
  });

  it("refuses another client's subscription as an unknown one, and an id that is none, changing nothing", async () => {
    await place(ana, pickupAtAurora(ana));
    const id = (await list(ana))[0]?.idassinatura ?? "";
    const before = statuses();
    expect(await api.fails(cancel(empresa, id), 404)).toBe("Assinatura não encontrada.");
    expect(await api.fails(get(empresa, id), 404)).toBe("Assinatura não encontrada.");
    // The same client at another supplier does not reach it either.
    expect(await api.fails(cancel(anaBomSabor, id), 404)).toBe("Assinatura não encontrada.");
    expect(await api.fails(get(ana, "999999"), 404)).toBe("Assinatura não encontrada.");
    for (const bad of ["abc", "1.5", "-1", "1234567890123456"]) {
      expect(await api.fails(get(ana, bad), 400), bad).toBe("Parâmetros inválidos: idassinatura.");
      expect(await api.fails(cancel(ana, bad), 400), bad).toBe("Parâmetros inválidos: idassinatura.");
    }
    expect(statuses()).toEqual(before);
  });

  it("needs a valid token for every call", async () => {
    await place(ana, pickupAtAurora(ana));
    const id = (await list(ana))[0]?.idassinatura ?? "";
    expect(await api.fails(cancel(null, id), 401)).toBe("Sessão expirada");
    expect(await api.fails(get(null, id), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("GET", listPath("aurora", 501)), 401)).toBe("Sessão expirada");
    api.age(ana.token);
    expect(await api.fails(cancel(ana, id), 401)).toBe("Sessão expirada");
    expect(statuses()).toEqual([{ idassinatura: Number(id), status: "ATIVA" }]);
  });
});

describe("GET /v4/subscription/list/{idfornecedor}/{idcliente}", () => {
  it("names the supplier by slug or id, and refuses another client, another supplier than the token's and an unknown one", async () => {
    await place(ana, pickupAtAurora(ana));
    const bySlug = await list(ana);
    expect(
      await api.ok(
        SubscriptionListSchema,
        api.call("GET", listPath("6F1C2A4E-8B3D-4C5A-9E7F-1A2B3C4D5E01", 501), { token: ana.token }),
      ),
    ).toEqual(bySlug);
    expect(await api.fails(api.call("GET", listPath("aurora", 502), { token: ana.token }), 403)).toBe(
      "Acesso não permitido.",
    );
    expect(await api.fails(api.call("GET", listPath("bomsabor", 501), { token: ana.token }), 403)).toBe(
      "Acesso não permitido.",
    );
    expect(await api.fails(api.call("GET", listPath("desconhecido", 501), { token: ana.token }), 404)).toBe(
      "Fornecedor não encontrado.",
    );
  });
});
