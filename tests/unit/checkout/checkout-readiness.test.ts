import { describe, expect, it } from "vitest";
import { checkoutBlockers, orderTotal, type Readiness } from "~/models/checkout/checkout-readiness";
import { delivery, method, option, R$, ready, withCart } from "./readiness-fixture";

describe("what keeps the order from going (docs/rules/checkout.md \"Order submission\": 'An order needs at least one item', 'Minimum order value')", () => {
  it.each<{ about: string; change: Partial<Readiness>; blockers: { part: string; message: string }[] }>([
    { about: "nothing: the button places the order", change: {}, blockers: [] },
    {
      about:
        "an empty cart (docs/rules/checkout.md \"Order submission\": 'O carrinho está vazio. Experimente adicionar alguns produtos'), and no minimum to tell",
      change: withCart(0, 0),
      blockers: [{ part: "cart", message: "O carrinho está vazio. Experimente adicionar alguns produtos" }],
    },
    {
      about: "tag restrict-not-approved-user-submission and a customer not approved, first",
      change: { restricted: true },
      blockers: [
        {
          part: "approval",
          message: "Seu cadastro aguarda aprovação do fornecedor; o pedido poderá ser enviado depois da aprovação.",
        },
      ],
    },
    {
      about: "no place yet",
      change: { place: { kind: "none" }, options: null, option: null, slot: null },
      blockers: [{ part: "delivery", message: "Informe onde receber o pedido antes de finalizar." }],
    },
    {
      about: "only a CEP for a delivery (a representative, no saved address)",
      change: { place: { kind: "cep", cep: "05422001", position: null } },
      blockers: [
        { part: "delivery", message: "Para receber em casa, escolha um endereço cadastrado ou a retirada na loja." },
      ],
    },
    {
      about: "the options refused for the place: the upstream's message",
      change: {
        options: { kind: "refused", message: "O fornecedor não atende no endereço informado" },
        option: null,
        slot: null,
      },
      blockers: [{ part: "delivery", message: "O fornecedor não atende no endereço informado" }],
    },
    {
      about:
        "the options refused for the place, and another saved address the store serves: the minimum of its option said at once",
      change: {
        ...withCart(21.9),
        options: { kind: "refused", message: "O fornecedor não atende no endereço informado" },
        option: null,
        slot: null,
        elsewhere: option({ pedido_minimo: 60 }),
      },
      blockers: [
        { part: "delivery", message: "O fornecedor não atende no endereço informado" },
        { part: "cart", message: `Pedido mínimo de ${R$("60,00")}: faltam ${R$("38,10")} em produtos.` },
      ],
    },
    {
      about: "the options refused for the place, and no other address served: no minimum known to say",
      change: {
        ...withCart(21.9),
        options: { kind: "refused", message: "O fornecedor não atende no endereço informado" },
        option: null,
        slot: null,
        elsewhere: null,
      },
      blockers: [{ part: "delivery", message: "O fornecedor não atende no endereço informado" }],
    },
    {
      about: "an option for the place: its own minimum, never another address's",
      change: { ...withCart(100), option: option({ pedido_minimo: 50 }), elsewhere: option({ pedido_minimo: 300 }) },
      blockers: [],
    },
    {
      about: "the options failed to load: the message said",
      change: { options: { kind: "failed", message: "Falha ao consultar agendamentos" }, option: null, slot: null },
      blockers: [{ part: "delivery", message: "Falha ao consultar agendamentos" }],
    },
    {
      about: 'no option for the place (docs/rules/delivery.md "Delivery options")',
      change: { options: { kind: "options", options: [] }, option: null, slot: null },
      blockers: [
        {
          part: "delivery",
          message: "Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.",
        },
      ],
    },
    {
      about: "an option with slots and none chosen",
      change: { slot: null },
      blockers: [{ part: "delivery", message: "Escolha quando receber o pedido." }],
    },
    {
      about: "an option without slots needs none",
      change: { option: option({ agendamentos: [] }), slot: null },
      blockers: [],
    },
    {
      about: "below the option's minimum, with what is missing",
      change: withCart(163.1),
      blockers: [{ part: "cart", message: `Pedido mínimo de ${R$("300,00")}: faltam ${R$("136,90")} em produtos.` }],
    },
    { about: "exactly the minimum", change: withCart(300), blockers: [] },
    {
      about: "an option without a minimum",
      change: { ...withCart(10), option: option({ pedido_minimo: null }) },
      blockers: [],
    },
    {
      about: "no payment method",
      change: { payment: null },
      blockers: [{ part: "payment", message: "Escolha a forma de pagamento." }],
    },
    {
      about: "an invoice above the credit available (the fee counted)",
      change: { ...withCart(2460), option: option({ frete_gratis_acima: null }), creditAvailable: 2480.5 },
      blockers: [
        {
          part: "payment",
          message: `O total passa do seu limite de crédito disponível (${R$("2.480,50")}). Escolha outra forma de pagamento.`,
        },
      ],
    },
    {
      about: "an invoice of exactly the credit available, fee included",
      change: { ...withCart(2455.5), option: option({ frete_gratis_acima: null }), creditAvailable: 2480.5 },
      blockers: [],
    },
    {
      about: "an invoice where the supplier gave no credit line",
      change: { ...withCart(5000), creditAvailable: null },
      blockers: [],
    },
    {
      about: "PIX above the credit: the credit is only for invoices",
      change: { ...withCart(5000), payment: method("PIX"), creditAvailable: 10 },
      blockers: [],
    },
  ])("$about", ({ change, blockers }) => {
    expect(checkoutBlockers({ ...ready, ...change })).toEqual(blockers);
  });

  it("says every reason at once, in the order of the page: approval, empty cart, delivery, minimum, payment", () => {
    const blockers = checkoutBlockers({ ...ready, ...withCart(100), restricted: true, slot: null, payment: null });
    expect(blockers.map((blocker) => blocker.part)).toEqual(["approval", "delivery", "cart", "payment"]);
  });
});

describe("what the order costs with delivery: the cart's total plus the option's fee at the cart's subtotal", () => {
  it.each([
    {
      about: "the full fee below the free-delivery threshold",
      subtotal: 326.2,
      totalCompras: 326.2,
      chosen: delivery,
      fee: 25,
      total: 351.2,
    },
    { about: "free from the threshold on", subtotal: 500, totalCompras: 500, chosen: delivery, fee: 0, total: 500 },
    {
      about: "the threshold on the subtotal, before a coupon takes the total below it",
      subtotal: 520,
      totalCompras: 468,
      chosen: delivery,
      fee: 0,
      total: 468,
    },
    { about: "no option: nothing added", subtotal: 30, totalCompras: 30, chosen: null, fee: 0, total: 30 },
    {
      about: "rounded to the cent",
      subtotal: 0.1,
      totalCompras: 0.1 + 0.2,
      chosen: option({ valor_cheio: 0.1, frete_gratis_acima: null }),
      fee: 0.1,
      total: 0.4,
    },
  ])("$about", ({ subtotal, totalCompras, chosen, fee, total }) => {
    expect(orderTotal({ cart: { subtotal, totalCompras, lines: 1 }, option: chosen })).toEqual({ fee, total });
  });
});
