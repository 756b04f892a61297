import type { Readiness } from "~/models/checkout/checkout-readiness";
import type { DeliveryOption } from "~/models/delivery/delivery-option";
import type { PaymentMethod } from "~/models/supplier";

/** The checkout's tables (what keeps the order from going, and its refusals) start from one order that can go. */

/** Amounts as formatBRL writes them, with the no-break space after R$. */
export const R$ = (text: string) => `R$\u00a0${text}`;

export const slot = { data_de_entrega: "2026-11-26T08:00:00-03:00", data: "2026-11-26", inicio: "08:00", fim: "12:00" };

/** Aurora's scheduled delivery: R$ 25,00, free from R$ 500,00, a minimum of R$ 300,00, the morning slot. */
export function option(overrides: Partial<DeliveryOption> = {}): DeliveryOption {
  return {
    idformaentrega: "aurora-programada",
    descricao: "Entrega programada",
    tipoEntrega: "DELIVERY",
    valor: 25,
    valor_cheio: 25,
    frete_gratis_acima: 500,
    pedido_minimo: 300,
    subtotal: null,
    loja: null,
    agendamentos: [slot],
    ...overrides,
  };
}

export const method = (tipo: PaymentMethod["tipo"], descricao: string = tipo): PaymentMethod => ({
  idformapagamento: tipo,
  descricao,
  tipo,
  padrao: false,
});

export const delivery = option();
/** Everything in place: two bales of rice (R$ 326,20), delivered in a slot, invoiced within the credit. */
export const ready: Readiness = {
  cart: { subtotal: 326.2, totalCompras: 326.2, lines: 1 },
  place: { kind: "pickup" },
  options: { kind: "options", options: [delivery] },
  option: delivery,
  slot,
  payment: method("FATURADO"),
  creditAvailable: 2480.5,
  restricted: false,
};

export const withCart = (subtotal: number, lines = 1) => ({ cart: { subtotal, totalCompras: subtotal, lines } });
