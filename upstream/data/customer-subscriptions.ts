import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { SubscriptionSchema } from "../../app/models/subscriptions/subscription";
import { statement } from "../db/statements";
import { saoPauloDay } from "./coupon-rules";
import { orderItems, type OrderRow } from "./orders";
import { subscriptionTypes } from "./subscriptions";

/**
 * Customers' subscriptions (docs/upstream-api.md §68, upstream/db/migrations/020_subscriptions.sql):
 * made when an order is placed with a subscription type, listed, read and cancelled by their customer.
 */

export const SUBSCRIPTION_MESSAGES = {
  notFound: "Assinatura não encontrada.",
  alreadyCancelled: "Esta assinatura já está cancelada.",
} as const;

type SubscriptionRow = {
  idassinatura: number;
  idfornecedor: string;
  idcliente: number;
  numpedido: number;
  idtipoassinatura: number;
  tipo_descricao: string;
  dias: number;
  status: "ATIVA" | "CANCELADA";
  data_base: string;
  criada_em: string;
  cancelada_em: string | null;
};

/** The subscription with the order it repeats, as one row. */
type JoinedRow = SubscriptionRow &
  Pick<OrderRow, "tipo_entrega" | "forma_entrega_descricao" | "pagamento_descricao" | "pagamento_tipo" | "totalpedido" | "emitido_por">;

const SELECT_JOINED = `SELECT s.*, o.tipo_entrega, o.forma_entrega_descricao, o.pagamento_descricao, o.pagamento_tipo, o.totalpedido, o.emitido_por
  FROM subscriptions s JOIN orders o ON o.numpedido = s.numpedido`;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The first day from `base`, every `dias` days, that is `today` or later: the next delivery. */
export function nextDelivery(base: string, dias: number, today: string): string {
  const from = dayNumber(base);
  const now = dayNumber(today);
  if (now <= from) return base;
  return dayOf(from + Math.ceil((now - from) / dias) * dias);
}

/**
 * Call 53: the subscription an order placed with a subscription type makes (not a quote's, which is
 * no order yet). Its first delivery is the order's slot, or the day it was placed.
 */
export function subscribeOrder(db: Database, order: OrderRow): void {
  if (order.idtipoassinatura === null || order.orcamento === 1) return;
  const tipo = subscriptionTypes(db, order.idfornecedor).tipos.find((candidate) => candidate.idtipoassinatura === order.idtipoassinatura);
  if (!tipo) return;
  const base = saoPauloDay(new Date(order.data_de_entrega ?? order.criado_em));
  statement(
    db,
    `INSERT INTO subscriptions (idfornecedor, idcliente, numpedido, idtipoassinatura, tipo_descricao, dias, status, data_base, criada_em)
     VALUES (?, ?, ?, ?, ?, ?, 'ATIVA', ?, ?)`
  ).run(order.idfornecedor, order.idcliente, order.numpedido, tipo.idtipoassinatura, tipo.descricao, tipo.dias, base, order.criado_em);
}

/** A subscription as calls 68 answer it, its next delivery worked out for `today`. */
function answer(db: Database, row: JoinedRow, today: string): z.input<typeof SubscriptionSchema> {
  return {
    idassinatura: row.idassinatura,
    idfornecedor: row.idfornecedor,
    idcliente: row.idcliente,
    status: row.status,
    tipo: { idtipoassinatura: row.idtipoassinatura, descricao: row.tipo_descricao, dias: row.dias },
    numpedido: row.numpedido,
    criadaEm: row.criada_em,
    canceladaEm: row.cancelada_em,
    proximaEntrega: row.status === "ATIVA" ? nextDelivery(row.data_base, row.dias, today) : null,
    tipoEntrega: row.tipo_entrega,
    formaEntrega: { descricao: row.forma_entrega_descricao },
    formaPagamento: { descricao: row.pagamento_descricao, tipo: row.pagamento_tipo },
    valorEstimado: row.totalpedido,
    itens: orderItems(db, row.numpedido).map((item) => ({ idproduto: item.idproduto, nome: item.nome, quantidade: item.quantidade })),
    emitidoPor: row.emitido_por,
  };
}

export type SubscriptionOwner = { idcliente: number; idfornecedor: string };

/** The client's subscriptions at the supplier: the active ones first, then the newest first. */
export function listSubscriptions(db: Database, owner: SubscriptionOwner, now: Date) {
  const rows = statement(
    db,
    `${SELECT_JOINED} WHERE s.idcliente = ? AND s.idfornecedor = ?
     ORDER BY s.status = 'ATIVA' DESC, s.criada_em DESC, s.idassinatura DESC`
  ).all(owner.idcliente, owner.idfornecedor) as JoinedRow[];
  const today = saoPauloDay(now);
  return rows.map((row) => answer(db, row, today));
}

/** The client's subscription with this id at the supplier; undefined for another's, or none. */
export function findSubscription(db: Database, owner: SubscriptionOwner, idassinatura: number, now: Date) {
  const row = statement(db, `${SELECT_JOINED} WHERE s.idassinatura = ?`).get(idassinatura) as JoinedRow | undefined;
  if (!row || row.idcliente !== owner.idcliente || row.idfornecedor !== owner.idfornecedor) return undefined;
  return answer(db, row, saoPauloDay(now));
}

/** Cancels an active subscription; false when it was cancelled already. */
export function cancelSubscription(db: Database, idassinatura: number, now: Date): boolean {
  const changed = statement(db, "UPDATE subscriptions SET status = 'CANCELADA', cancelada_em = ? WHERE idassinatura = ? AND status = 'ATIVA'").run(
    now.toISOString(),
    idassinatura
  ).changes;
  return changed === 1;
}
