import { describe, expect, it } from "vitest";
import type { DeliveryOption } from "~/models/delivery/delivery-option";
import { estimateLines } from "~/models/delivery/freight-estimate";

const homeDelivery: DeliveryOption = {
  idformaentrega: "em-casa",
  descricao: "Entrega em casa",
  tipoEntrega: "DELIVERY",
  valor: 9.9,
  valor_cheio: 9.9,
  frete_gratis_acima: 150,
  pedido_minimo: 60,
  subtotal: 64.9,
  loja: null,
  agendamentos: [{ data_de_entrega: "2026-12-01T09:00:00-03:00", data: "2026-12-01", inicio: "09:00", fim: "12:00" }],
};

describe("a freight estimate's lines (issue: 'fee, deadline and free-delivery threshold')", () => {
  it.each<{ about: string; option: DeliveryOption; line: Record<string, string | null> }>([
    {
      about: "a fee below the threshold: the fee, the first slot, the threshold and the minimum",
      option: homeDelivery,
      line: {
        descricao: "Entrega em casa",
        fee: "R$\u00a09,90",
        next: "Próxima entrega: ter., 01/12, 09:00–12:00",
        free: "Grátis a partir de R$\u00a0150,00 em produtos",
        minimum: "Pedido mínimo R$\u00a060,00",
      },
    },
    {
      about: "from the threshold on: 'Grátis', no threshold to tell",
      option: { ...homeDelivery, valor: 0, subtotal: 200 },
      line: { fee: "Grátis", free: null },
    },
    {
      about: "no slots and no minimum: neither is said",
      option: { ...homeDelivery, agendamentos: [], pedido_minimo: null, frete_gratis_acima: null },
      line: { fee: "R$\u00a09,90", next: null, free: null, minimum: null },
    },
    {
      about: "pickup: when it can be picked up",
      option: { ...homeDelivery, tipoEntrega: "RETIRADA", descricao: "Retirada no balcão", valor: 0, valor_cheio: 0 },
      line: { descricao: "Retirada no balcão", fee: "Grátis", next: "Próxima retirada: ter., 01/12, 09:00–12:00" },
    },
  ])("$about", ({ option, line }) => {
    expect(estimateLines([option])[0]).toMatchObject(line);
  });
});
