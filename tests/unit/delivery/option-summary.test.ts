import { describe, expect, it } from "vitest";
import type { DeliveryOption } from "~/models/delivery/delivery-option";
import { optionSummary } from "~/models/delivery/option-summary";

const slot = { data_de_entrega: "2026-11-25T08:00:00-03:00", data: "2026-11-25", inicio: "08:00", fim: "12:00" };

const delivery: DeliveryOption = {
  idformaentrega: "aurora-programada",
  descricao: "Entrega programada",
  tipoEntrega: "DELIVERY",
  valor: 25,
  valor_cheio: 25,
  frete_gratis_acima: 500,
  pedido_minimo: 300,
  subtotal: 0,
  loja: null,
  agendamentos: [slot, { ...slot, data_de_entrega: "2026-11-25T13:00:00-03:00", inicio: "13:00", fim: "18:00" }],
};

const pickup: DeliveryOption = {
  ...delivery,
  idformaentrega: "casaverde-retirada",
  descricao: "Retirada na loja",
  tipoEntrega: "RETIRADA",
  valor: 0,
  valor_cheio: 0,
  frete_gratis_acima: null,
  pedido_minimo: null,
  loja: { nome: "Casa Verde Cambuí", lat: -22.8945, lng: -47.052, descricao_endereco_loja: null, horarios: [] },
  agendamentos: [{ data_de_entrega: "2026-11-28T07:00:00-03:00", data: "2026-11-28", inicio: "07:00", fim: "09:00" }],
};

// docs/rules/delivery.md "Service area" (a store with nome, default 'Loja do Fornecedor'); docs/rules/delivery.md "Delivery options":
// "the first option becomes active, with data_de_entrega taken from its first schedule slot";
// docs/upstream-api.md §51: the fee, the free-delivery threshold, the minimum order, the slots.
describe("what getting a supplier's goods to a CEP costs, on its card", () => {
  it.each<[string, DeliveryOption, string[]]>([
    [
      "delivery: the fee with its free-delivery threshold, the minimum order, the first slot",
      delivery,
      [
        "Entrega: R$ 25,00 · grátis a partir de R$ 500,00",
        "Pedido mínimo R$ 300,00",
        "Próxima entrega: qua., 25/11, 08:00–12:00",
      ],
    ],
    [
      "delivery without a threshold or a minimum",
      { ...delivery, frete_gratis_acima: null, pedido_minimo: null },
      ["Entrega: R$ 25,00", "Próxima entrega: qua., 25/11, 08:00–12:00"],
    ],
    [
      "free delivery",
      { ...delivery, valor: 0, valor_cheio: 0, frete_gratis_acima: null },
      ["Entrega: Grátis", "Pedido mínimo R$ 300,00", "Próxima entrega: qua., 25/11, 08:00–12:00"],
    ],
    [
      "a minimum of zero is no minimum",
      { ...delivery, pedido_minimo: 0 },
      ["Entrega: R$ 25,00 · grátis a partir de R$ 500,00", "Próxima entrega: qua., 25/11, 08:00–12:00"],
    ],
    [
      "no open slot: none said",
      { ...delivery, agendamentos: [] },
      ["Entrega: R$ 25,00 · grátis a partir de R$ 500,00", "Pedido mínimo R$ 300,00"],
    ],
    [
      "pickup: at the store, the next pickup slot",
      pickup,
      ["Retirada na loja: Casa Verde Cambuí", "Próxima retirada: sáb., 28/11, 07:00–09:00"],
    ],
    [
      "pickup without a store: 'Loja do Fornecedor'",
      { ...pickup, loja: null },
      ["Retirada na loja: Loja do Fornecedor", "Próxima retirada: sáb., 28/11, 07:00–09:00"],
    ],
    [
      "pickup with a minimum order",
      { ...pickup, pedido_minimo: 50 },
      ["Retirada na loja: Casa Verde Cambuí", "Pedido mínimo R$ 50,00", "Próxima retirada: sáb., 28/11, 07:00–09:00"],
    ],
  ])("%s", (_case, option, expected) => {
    expect(optionSummary(option).map((line) => line.replace(/\u00a0/g, " "))).toEqual(expected);
  });
});
