import { formatBRL } from "~/models/money";
import type { DeliveryOption } from "./delivery-option";
import { slotLabel } from "./option-figures";

/** What it costs: "Grátis", "R$ 9,90", or "R$ 9,90 · grátis a partir de R$ 150,00" (the fee before free delivery). */
export function feeLabel(option: DeliveryOption): string {
  if (option.valor === 0 && (option.valor_cheio ?? 0) === 0) return "Grátis";
  if (option.valor === 0) return "Grátis neste pedido";
  const free =
    option.frete_gratis_acima !== null ? ` · grátis a partir de ${formatBRL(option.frete_gratis_acima)}` : "";
  return `${formatBRL(option.valor)}${free}`;
}

/** "Pedido mínimo R$ 300,00", or null when the option takes any order. */
export function minimumLabel(option: DeliveryOption): string | null {
  return option.pedido_minimo !== null && option.pedido_minimo > 0
    ? `Pedido mínimo ${formatBRL(option.pedido_minimo)}`
    : null;
}

/** The first open slot of the option, labelled for its type: "Próxima entrega: …" / "Próxima retirada: …". */
export function nextSlotLabel(option: DeliveryOption): string | null {
  const first = option.agendamentos[0];
  if (!first) return null;
  return `${option.tipoEntrega === "RETIRADA" ? "Próxima retirada" : "Próxima entrega"}: ${slotLabel(first)}`;
}
