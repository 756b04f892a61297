import { describe, expect, it } from "vitest";
import type { OrderStatus } from "~/models/checkout/order";
import type { DeliveryType } from "~/models/delivery/delivery-option";
import { orderSteps, wasQuote, type StepState } from "~/models/orders/order-steps";

/** A history of statuses, one a minute from 12:00 UTC. */
const history = (...statuses: OrderStatus[]) =>
  statuses.map((status, minute) => ({ status, data: `2026-11-23T12:0${minute}:00.000Z` }));

/** The steps as "STATUS:state" (and "@minute" where the step has a date). */
function steps(tipoEntrega: DeliveryType, ...statuses: OrderStatus[]): string[] {
  const historico = history(...statuses);
  const status = statuses.at(-1) ?? "ENVIADO";
  return orderSteps({ status, tipoEntrega, historico }).map(
    (step) => `${step.status}:${step.state}${step.data ? `@${step.data.slice(15, 16)}` : ""}`,
  );
}

describe("docs/rules/orders.md \"Order details\": 'order details (status steps)': the path an order goes through for its delivery type", () => {
  it.each<{ about: string; tipo: DeliveryType; statuses: OrderStatus[]; expected: string[] }>([
    {
      about: "a delivery just received: its whole path ahead",
      tipo: "DELIVERY",
      statuses: ["ENVIADO"],
      expected: ["ENVIADO:current@0", "SEPARANDO:upcoming", "PAGO:upcoming", "EMENTREGA:upcoming", "ENTREGUE:upcoming"],
    },
    {
      about: "a pickup just received: ready for pickup instead of out for delivery",
      tipo: "RETIRADA",
      statuses: ["ENVIADO"],
      expected: ["ENVIADO:current@0", "SEPARANDO:upcoming", "PRONTO_RETIRADA:upcoming", "ENTREGUE:upcoming"],
    },
    {
      about: "a delivery out for delivery: the steps reached with their dates",
      tipo: "DELIVERY",
      statuses: ["ENVIADO", "SEPARANDO", "PAGO", "EMENTREGA"],
      expected: ["ENVIADO:done@0", "SEPARANDO:done@1", "PAGO:done@2", "EMENTREGA:current@3", "ENTREGUE:upcoming"],
    },
    {
      about: "a delivered order: every step done, the last one too",
      tipo: "RETIRADA",
      statuses: ["ENVIADO", "SEPARANDO", "PRONTO_RETIRADA", "ENTREGUE"],
      expected: ["ENVIADO:done@0", "SEPARANDO:done@1", "PRONTO_RETIRADA:done@2", "ENTREGUE:done@3"],
    },
    {
      about: "steps the server skipped: done, without a date",
      tipo: "DELIVERY",
      statuses: ["ENVIADO", "EMENTREGA"],
      expected: ["ENVIADO:done@0", "SEPARANDO:done", "PAGO:done", "EMENTREGA:current@1", "ENTREGUE:upcoming"],
    },
    {
      about: "waiting for payment: a step only when it happened, in its place",
      tipo: "DELIVERY",
      statuses: ["ENVIADO", "SEPARANDO", "AGUARDANDOPAGAMENTO"],
      expected: [
        "ENVIADO:done@0",
        "SEPARANDO:done@1",
        "AGUARDANDOPAGAMENTO:current@2",
        "PAGO:upcoming",
        "EMENTREGA:upcoming",
        "ENTREGUE:upcoming",
      ],
    },
    {
      about: "a quote: its two steps come first",
      tipo: "RETIRADA",
      statuses: ["ORCAMENTO_NOVO"],
      expected: [
        "ORCAMENTO_NOVO:current@0",
        "ORCAMENTO_PRECIFICADO:upcoming",
        "ENVIADO:upcoming",
        "SEPARANDO:upcoming",
        "PRONTO_RETIRADA:upcoming",
        "ENTREGUE:upcoming",
      ],
    },
    {
      about: "a quote priced and then sent as an order",
      tipo: "DELIVERY",
      statuses: ["ORCAMENTO_NOVO", "ORCAMENTO_PRECIFICADO", "ENVIADO"],
      expected: [
        "ORCAMENTO_NOVO:done@0",
        "ORCAMENTO_PRECIFICADO:done@1",
        "ENVIADO:current@2",
        "SEPARANDO:upcoming",
        "PAGO:upcoming",
        "EMENTREGA:upcoming",
        "ENTREGUE:upcoming",
      ],
    },
    {
      about: "a status of the other delivery type the server used: shown where it falls",
      tipo: "RETIRADA",
      statuses: ["ENVIADO", "PAGO"],
      expected: ["ENVIADO:done@0", "SEPARANDO:done", "PAGO:current@1", "PRONTO_RETIRADA:upcoming", "ENTREGUE:upcoming"],
    },
    {
      about:
        "an order moved back: where it stands now counts, a later step reached before is upcoming again and dateless",
      tipo: "DELIVERY",
      statuses: ["ENVIADO", "SEPARANDO", "PAGO", "SEPARANDO"],
      expected: ["ENVIADO:done@0", "SEPARANDO:current@3", "PAGO:upcoming", "EMENTREGA:upcoming", "ENTREGUE:upcoming"],
    },
  ])("$about", ({ tipo, statuses, expected }) => {
    expect(steps(tipo, ...statuses)).toEqual(expected);
  });
});

describe("docs/rules/orders.md \"Order statuses\": 'CANCELADO': a cancelled order ends at its cancellation", () => {
  it.each<{ about: string; tipo: DeliveryType; statuses: OrderStatus[]; expected: string[] }>([
    {
      about: "cancelled once received",
      tipo: "DELIVERY",
      statuses: ["ENVIADO", "CANCELADO"],
      expected: ["ENVIADO:done@0", "CANCELADO:cancelled@1"],
    },
    {
      about: "cancelled while being prepared for pickup",
      tipo: "RETIRADA",
      statuses: ["ENVIADO", "SEPARANDO", "CANCELADO"],
      expected: ["ENVIADO:done@0", "SEPARANDO:done@1", "CANCELADO:cancelled@2"],
    },
    {
      about: "a quote turned down",
      tipo: "RETIRADA",
      statuses: ["ORCAMENTO_NOVO", "CANCELADO"],
      expected: ["ORCAMENTO_NOVO:done@0", "CANCELADO:cancelled@1"],
    },
    { about: "cancelled with no history told", tipo: "DELIVERY", statuses: [], expected: ["CANCELADO:cancelled"] },
  ])("$about", ({ tipo, statuses, expected }) => {
    const historico = history(...statuses);
    const shown = orderSteps({ status: "CANCELADO", tipoEntrega: tipo, historico }).map(
      (step) => `${step.status}:${step.state}${step.data ? `@${step.data.slice(15, 16)}` : ""}`,
    );
    expect(shown).toEqual(expected);
  });
});

describe('each step reads as docs/rules/cart.md "Cart quantity"\'s label', () => {
  it("labels and states of a pickup being prepared", () => {
    const shown = orderSteps({
      status: "SEPARANDO",
      tipoEntrega: "RETIRADA",
      historico: history("ENVIADO", "SEPARANDO"),
    });
    expect(shown.map(({ label, state }) => [label, state])).toEqual<[string, StepState][]>([
      ["Pedido recebido", "done"],
      ["Em separação", "current"],
      ["Pronto para retirada", "upcoming"],
      ["Entregue", "upcoming"],
    ]);
  });

  it("a step reached twice shows when it was reached last", () => {
    const historico = [
      { status: "ENVIADO" as const, data: "2026-11-23T12:00:00.000Z" },
      { status: "SEPARANDO" as const, data: "2026-11-23T13:00:00.000Z" },
      { status: "ENVIADO" as const, data: "2026-11-23T14:00:00.000Z" },
      { status: "SEPARANDO" as const, data: "2026-11-23T15:00:00.000Z" },
    ];
    expect(
      orderSteps({ status: "SEPARANDO", tipoEntrega: "DELIVERY", historico })
        .slice(0, 2)
        .map((step) => step.data),
    ).toEqual(["2026-11-23T14:00:00.000Z", "2026-11-23T15:00:00.000Z"]);
  });
});

describe("an order sent as a quote is told by its history", () => {
  it.each<[OrderStatus, OrderStatus[], boolean]>([
    ["ORCAMENTO_NOVO", ["ORCAMENTO_NOVO"], true],
    ["ENVIADO", ["ORCAMENTO_NOVO", "ORCAMENTO_PRECIFICADO", "ENVIADO"], true],
    ["ORCAMENTO_PRECIFICADO", [], true],
    ["ENVIADO", ["ENVIADO"], false],
    ["CANCELADO", ["ENVIADO", "CANCELADO"], false],
  ])("%s after %j: %s", (status, statuses, quote) => {
    expect(wasQuote({ status, historico: history(...statuses) })).toBe(quote);
  });
});
