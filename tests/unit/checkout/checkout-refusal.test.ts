import { describe, expect, it } from "vitest";
import type { Readiness } from "~/models/checkout/checkout-readiness";
import { decideOrder, type CheckoutRefusal, type OrderAttempt } from "~/models/checkout/checkout-refusal";
import { method, option, R$, ready, slot, withCart } from "./readiness-fixture";

const nextSlot = { data_de_entrega: "2026-11-26T13:00:00-03:00", data: "2026-11-26", inicio: "13:00", fim: "17:00" };
const invoice = method("FATURADO", "Boleto faturado");
const cash = method("NA_ENTREGA", "Dinheiro na entrega");
const pix = method("PIX");

const delivery = option({ agendamentos: [slot, nextSlot] });
/** The fixture's order (R$ 326,20 of rice, R$ 25,00 of delivery: R$ 351,20), with a morning and an afternoon slot. */
const readiness: Readiness = {
  ...ready,
  options: { kind: "options", options: [delivery] },
  option: delivery,
  payment: invoice,
};
/** The press of a page that showed all of it, the cart priced for the invoice already. */
const attempt: OrderAttempt = {
  form: { idformapagamento: "FATURADO", agendamentoVisto: slot.data_de_entrega, totalVisto: 351.2, trocoPara: null },
  readiness,
  offered: [invoice, cash, pix],
  pricedBefore: "FATURADO",
};

type Change = { form?: Partial<OrderAttempt["form"]>; readiness?: Partial<Readiness>; pricedBefore?: string | null };
const attempting = (change: Change): OrderAttempt => ({
  form: { ...attempt.form, ...change.form },
  readiness: { ...readiness, ...change.readiness },
  offered: attempt.offered,
  pricedBefore: change.pricedBefore === undefined ? attempt.pricedBefore : change.pricedBefore,
});
const blocked = (...formErrors: string[]): CheckoutRefusal => ({ status: 409, fieldErrors: {}, formErrors });

describe('the checkout\'s refusals, the first one said: an order goes only as the page showed it and as the upstream\'s rules for an order take it (docs/upstream-api.md §53 [docs/rules/checkout.md "Order submission", docs/rules/delivery.md "Minimum order and opening hours": \'Minimum order value\', docs/rules/checkout.md "Order submission" messages])', () => {
  it.each<{ about: string; change: Change; refusal: CheckoutRefusal }>([
    {
      about:
        "a method call 9 does not offer this customer (§53 'a method call 9 offers this customer'): said beside the methods",
      change: { form: { idformapagamento: "CARTAO" } },
      refusal: {
        status: 400,
        fieldErrors: { idformapagamento: ["Essa forma de pagamento não está disponível para você. Escolha outra."] },
        formErrors: [],
      },
    },
    {
      about: "tag restrict-not-approved-user-submission and a customer not approved (§53's 403)",
      change: { readiness: { restricted: true } },
      refusal: blocked(
        "Seu cadastro aguarda aprovação do fornecedor; o pedido poderá ser enviado depois da aprovação.",
      ),
    },
    {
      about:
        "an empty cart (§53's 400, the message verbatim [docs/rules/checkout.md \"Order submission\": 'O carrinho está vazio. Experimente adicionar alguns produtos'])",
      change: { readiness: withCart(0, 0) },
      refusal: blocked("O carrinho está vazio. Experimente adicionar alguns produtos"),
    },
    {
      about: "no place to deliver to yet",
      change: { readiness: { place: { kind: "none" }, options: null, option: null, slot: null } },
      refusal: blocked("Informe onde receber o pedido antes de finalizar."),
    },
    {
      about: "only a CEP for a delivery (§53: a saved address or one with its position)",
      change: { readiness: { place: { kind: "cep", cep: "05422001", position: null } } },
      refusal: blocked("Para receber em casa, escolha um endereço cadastrado ou a retirada na loja."),
    },
    {
      about: "the options refused for the place (calls 51–52): the upstream's message",
      change: {
        readiness: {
          options: { kind: "refused", message: "O fornecedor não atende no endereço informado" },
          option: null,
          slot: null,
        },
      },
      refusal: blocked("O fornecedor não atende no endereço informado"),
    },
    {
      about:
        'no delivery option for the place (calls 51–52, the message verbatim [docs/rules/delivery.md "Delivery options"])',
      change: { readiness: { options: { kind: "options", options: [] }, option: null, slot: null } },
      refusal: blocked("Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido."),
    },
    {
      about: "an option with slots and none chosen (§53: 'one of its open slots')",
      change: { readiness: { slot: null }, form: { agendamentoVisto: "" } },
      refusal: blocked("Escolha quando receber o pedido."),
    },
    {
      about: "a subtotal below the option's pedido_minimo (§51, §53's 422), with what is missing",
      change: { readiness: withCart(163.1), form: { totalVisto: 188.1 } },
      refusal: blocked(`Pedido mínimo de ${R$("300,00")}: faltam ${R$("136,90")} em produtos.`),
    },
    {
      about: "no method the cart is priced for",
      change: { readiness: { payment: null } },
      refusal: blocked("Escolha a forma de pagamento."),
    },
    {
      about: "an invoice above limite_credito_disponivel (call 33; §53's 422), the fee counted",
      change: {
        readiness: { ...withCart(2460), option: option({ frete_gratis_acima: null }), creditAvailable: 2480.5 },
        form: { totalVisto: 2485 },
      },
      refusal: blocked(
        `O total passa do seu limite de crédito disponível (${R$("2.480,50")}). Escolha outra forma de pagamento.`,
      ),
    },
    {
      about: "several reasons: all of them at once, in the order of the page",
      change: { readiness: { ...withCart(100), restricted: true, slot: null, payment: null } },
      refusal: blocked(
        "Seu cadastro aguarda aprovação do fornecedor; o pedido poderá ser enviado depois da aprovação.",
        "Escolha quando receber o pedido.",
        `Pedido mínimo de ${R$("300,00")}: faltam ${R$("200,00")} em produtos.`,
        "Escolha a forma de pagamento.",
      ),
    },
    {
      about: "the slot the page showed passed (the next one is now in effect): nothing placed, the shopper confirms",
      change: { readiness: { slot: nextSlot } },
      refusal: blocked(
        "O horário que você escolheu não está mais disponível: mostramos o próximo. Confira ou escolha outro.",
      ),
    },
    {
      about: "a page that showed no slot, and there is one now",
      change: { form: { agendamentoVisto: "" } },
      refusal: blocked(
        "O horário que você escolheu não está mais disponível: mostramos o próximo. Confira ou escolha outro.",
      ),
    },
    {
      about: "the total changed since the page showed it (§53: the server prices the order itself): the new total said",
      change: { form: { totalVisto: 326.2 } },
      refusal: blocked(`O total do pedido passou a ser ${R$("351,20")}. Confira o pedido e finalize de novo.`),
    },
    {
      about:
        "the total changed with a method other than the one the cart was priced for (§53: the order's prices are those of its method, call 9 [docs/rules/cart.md \"Payment method and prices\": 'Selecting a payment method reloads the cart'])",
      change: {
        form: { idformapagamento: "PIX", totalVisto: 360 },
        readiness: { payment: pix },
        pricedBefore: "FATURADO",
      },
      refusal: blocked(
        `Os preços foram atualizados para o pagamento com PIX. O total do pedido passou a ser ${R$("351,20")}. Confira o pedido e finalize de novo.`,
      ),
    },
    {
      about:
        "cash on delivery with change for less than the total (§53: trocoPara 'at least the total'): said beside the field",
      change: {
        form: { idformapagamento: "NA_ENTREGA", trocoPara: 350 },
        readiness: { payment: cash },
        pricedBefore: "NA_ENTREGA",
      },
      refusal: {
        status: 400,
        fieldErrors: { trocoPara: ["O troco deve ser para um valor igual ou maior que o total do pedido."] },
        formErrors: [],
      },
    },
    {
      about: "a method not offered comes before everything the page lists",
      change: { form: { idformapagamento: "CARTAO" }, readiness: withCart(0, 0) },
      refusal: {
        status: 400,
        fieldErrors: { idformapagamento: ["Essa forma de pagamento não está disponível para você. Escolha outra."] },
        formErrors: [],
      },
    },
    {
      about: "what the page lists comes before a slot or total that changed",
      change: { readiness: { restricted: true, slot: nextSlot }, form: { totalVisto: 1 } },
      refusal: blocked(
        "Seu cadastro aguarda aprovação do fornecedor; o pedido poderá ser enviado depois da aprovação.",
      ),
    },
  ])("$about", ({ change, refusal }) => {
    expect(decideOrder(attempting(change))).toEqual({ kind: "refused", refusal });
  });
});

describe("an order the checks let go: what it is made of (docs/upstream-api.md §53's body: the option, its slot, the method, trocoPara)", () => {
  it.each<{ about: string; change: Change; trocoPara: number | null }>([
    { about: "everything as the page showed it", change: {}, trocoPara: null },
    {
      about: "a form from a page without the slot and total it showed: nothing to compare",
      change: { form: { agendamentoVisto: undefined, totalVisto: undefined } },
      trocoPara: null,
    },
    {
      about: "a total differing by less than half a cent is the same total",
      change: { form: { totalVisto: 351.204 } },
      trocoPara: null,
    },
    {
      about: "change left in the field while paying by invoice: asked under cash on delivery only, so none",
      change: { form: { trocoPara: 10 } },
      trocoPara: null,
    },
    {
      about: "cash on delivery with change for exactly the total",
      change: {
        form: { idformapagamento: "NA_ENTREGA", trocoPara: 351.2 },
        readiness: { payment: cash },
        pricedBefore: "NA_ENTREGA",
      },
      trocoPara: 351.2,
    },
  ])("$about", ({ change, trocoPara }) => {
    const chosen = attempting(change);
    const method = chosen.offered.find((offered) => offered.idformapagamento === chosen.form.idformapagamento);
    expect(decideOrder(chosen)).toEqual({ kind: "accepted", method, option: delivery, slot, trocoPara });
  });

  it("an option without slots goes without one", () => {
    const noSlots = option({ agendamentos: [] });
    const decision = decideOrder(
      attempting({
        readiness: { option: noSlots, options: { kind: "options", options: [noSlots] }, slot: null },
        form: { agendamentoVisto: "" },
      }),
    );
    expect(decision).toEqual({ kind: "accepted", method: invoice, option: noSlots, slot: null, trocoPara: null });
  });
});
