import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { SubscriptionTypesSchema } from "../../app/models/cart";
import { statement } from "../db/statements";

type Settings = { has_recorrencia: number; label: string | null; mensagem: string | null };

function settings(db: Database, idfornecedor: string): Settings {
  return statement(
    db,
    `SELECT s.has_recorrencia, ss.label, ss.mensagem FROM suppliers s
     LEFT JOIN subscription_settings ss ON ss.idfornecedor = s.idfornecedor WHERE s.idfornecedor = ?`
  ).get(idfornecedor) as Settings;
}

type SubscriptionTypes = Required<z.input<typeof SubscriptionTypesSchema>> & { tipos: { idtipoassinatura: number; descricao: string; dias: number }[] };

/** Call 44: how the supplier names subscriptions and how often they can repeat an order; none where it offers none. */
export function subscriptionTypes(db: Database, idfornecedor: string): SubscriptionTypes {
  const { has_recorrencia, label } = settings(db, idfornecedor);
  if (has_recorrencia !== 1) return { label: null, tipos: [] };
  const tipos = statement(db, "SELECT idtipoassinatura, descricao, dias FROM subscription_types WHERE idfornecedor = ? ORDER BY ordem, idtipoassinatura").all(
    idfornecedor
  ) as { idtipoassinatura: number; descricao: string; dias: number }[];
  return { label, tipos };
}

/** Whether the subscription type is one the supplier offers. */
export function isSubscriptionType(db: Database, idfornecedor: string, idtipoassinatura: number): boolean {
  return subscriptionTypes(db, idfornecedor).tipos.some((tipo) => tipo.idtipoassinatura === idtipoassinatura);
}

/** The cart's `meta_info` (call 40): whether the supplier offers subscriptions, and its words for them. */
export function subscriptionOffer(db: Database, idfornecedor: string) {
  const { has_recorrencia, mensagem } = settings(db, idfornecedor);
  const hasRecorrencia = has_recorrencia === 1;
  return { hasRecorrencia, recorrencia: { mensagem: hasRecorrencia ? mensagem : null } };
}
