import { formatBRL } from "~/models/money";
import type { DeliveryOption, DeliverySlot } from "./delivery-option";

const WEEKDAY = new Intl.DateTimeFormat("pt-BR", { weekday: "short", timeZone: "UTC" });

/** "qua., 25/11, 08:00–12:00": a slot as the shopper reads it (its day and hours are America/Sao_Paulo's already). */
export function slotLabel(slot: DeliverySlot): string {
  const [year, month, day] = slot.data.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAY.format(new Date(Date.UTC(year, month - 1, day)));
  return `${weekday}, ${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}, ${slot.inicio}–${slot.fim}`;
}

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
