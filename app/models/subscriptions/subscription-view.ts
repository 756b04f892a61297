import { formatQuantityValue } from "~/models/quantity-format";
import type { Subscription, SubscriptionStatus } from "./subscription";

/** The subscriptions pages (docs/rules/orders.md "Subscriptions"): what a shopper reads of each subscription. */

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  ATIVA: "Ativa",
  CANCELADA: "Cancelada",
};

const LONG_DAY = new Intl.DateTimeFormat("pt-BR", {
  weekday: "long",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});
const SHORT_DAY = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" });

/** "2026-11-30" → "segunda-feira, 30/11/2026": a delivery day as the shopper plans by it. */
export function formatDeliveryDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : LONG_DAY.format(date);
}

/** An instant as its São Paulo day, "23/11/2026"; a text that is no instant is shown as it came. */
function formatInstantDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : SHORT_DAY.format(date);
}

/** "Toda semana", with how many days when the name does not say it ("Quinzenal (a cada 15 dias)"). */
export function frequencyLabel(tipo: Subscription["tipo"]): string {
  const { descricao, dias } = tipo;
  if (/\d|semana|mês|mes|dia/i.test(descricao)) return descricao;
  return `${descricao} (a cada ${dias} ${dias === 1 ? "dia" : "dias"})`;
}

export type SubscriptionView = {
  idassinatura: string;
  status: SubscriptionStatus;
  statusLabel: string;
  frequencia: string;
  /** The next delivery's day, spelled out; null once cancelled. */
  proximaEntrega: string | null;
  /** "2 × Arroz branco tipo 1 5 kg". */
  itens: string[];
  entrega: string;
  pagamento: string;
  valorEstimado: number;
  numpedido: string;
  criadaEm: string;
  canceladaEm: string | null;
  emitidoPor: string | null;
};

export function subscriptionView(subscription: Subscription): SubscriptionView {
  const pickup = subscription.tipoEntrega === "RETIRADA";
  return {
    idassinatura: subscription.idassinatura,
    status: subscription.status,
    statusLabel: SUBSCRIPTION_STATUS_LABELS[subscription.status],
    frequencia: frequencyLabel(subscription.tipo),
    proximaEntrega:
      subscription.status === "ATIVA" && subscription.proximaEntrega
        ? formatDeliveryDay(subscription.proximaEntrega)
        : null,
    itens: subscription.itens.map((item) => `${formatQuantityValue(item.quantidade)} × ${item.nome}`),
    entrega: `${pickup ? "Retirada" : "Entrega"} · ${subscription.formaEntrega.descricao}`,
    pagamento: subscription.formaPagamento.descricao,
    valorEstimado: subscription.valorEstimado,
    numpedido: subscription.numpedido,
    criadaEm: formatInstantDay(subscription.criadaEm),
    canceladaEm: subscription.canceladaEm ? formatInstantDay(subscription.canceladaEm) : null,
    emitidoPor: subscription.emitidoPor,
  };
}

/** A card of the list names at most this many products, then how many more there are. */
export const LISTED_ITEMS = 3;

/** "2 × Arroz, 3 × Extrato de tomate e mais 2 produtos". */
export function itemsSummary(itens: readonly string[]): string {
  const shown = itens.slice(0, LISTED_ITEMS).join(", ");
  const more = itens.length - LISTED_ITEMS;
  return more > 0 ? `${shown} e mais ${more} ${more === 1 ? "produto" : "produtos"}` : shown;
}

/** The intent of the form that cancels a subscription (after its confirmation). */
export const CANCEL_INTENT = "cancelar";

/** The id of a subscription from the address: digits only, checked before any call. */
export function isSubscriptionId(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,15}$/.test(value);
}
