import { createHash } from "node:crypto";
import { OrderRefusalSchema, type OrderSubmission } from "~/models/checkout/order";
import { messages } from "~/models/messages";
import type { ApiContext } from "~/services/api/client.server";
import { UpstreamError } from "~/services/api/errors";
import { checkDuplicateOrder, placeOrder } from "~/services/api/order.server";
import { log } from "~/services/logger.server";

/** How placing an order ended: placed (now, or already by this key), or refused with the message for the shopper. */
export type PlaceOutcome =
  /** `totalpedido`: what the server charged, when it answered the order (not when the duplicate check found it). */
  | { kind: "placed"; numpedido: string; message: string | null; totalpedido: number | null }
  | { kind: "refused"; message: string };

export const placeOrderText = {
  unconfirmed: "Não foi possível confirmar o seu pedido agora. Nenhum pedido foi criado; tente finalizar de novo em instantes.",
} as const;

/**
 * The idempotency key the upstream gets for a checkout's form key: the form's key bound to the
 * supplier and the client the order is for (SHA-256, 43 base64url characters). A key carried from
 * one store's checkout to another's, or kept while a representative switched clients, is another
 * key there, so it can never answer an order placed elsewhere as "already placed".
 */
export function orderKey(idfornecedor: string, idcliente: string, chave: string): string {
  return createHash("sha256").update(`${idfornecedor}\n${idcliente}\n${chave}`).digest("base64url");
}

/** The upstream's words about a refused order, when they are for the shopper (one line, not too long). */
function refusalOf(error: UpstreamError) {
  const parsed = OrderRefusalSchema.safeParse(error.answer);
  if (!parsed.success) return null;
  const mensagem = parsed.data.mensagem.replace(/\s+/g, " ").trim();
  return mensagem.length > 300 ? null : { ...parsed.data, mensagem };
}

/**
 * Spec §4 "Order submission", §8 "Submit failure": places the order once. The call is not bound to
 * the shopper's request (a second click, or a closed tab, must not cut it off half-way), and it is
 * never sent twice: after any failure the duplicate check (call 54) says whether the order exists
 * (its key, or an identical order) and, if so, it counts as placed. Otherwise a refusal says the
 * upstream's message with its products ('Erro ao submeter seu pedido. … Itens: …'), except an
 * identical order just placed, whose message is shown as it is.
 */
export async function placeOrderOnce(idcliente: string, order: OrderSubmission, api: ApiContext): Promise<PlaceOutcome> {
  const ctx: ApiContext = { ...api, signal: undefined, deadline: undefined };
  try {
    const placed = await placeOrder(idcliente, order, ctx);
    return { kind: "placed", numpedido: placed.numpedido, message: placed.mensagemSucesso, totalpedido: placed.totalpedido };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const refusal = error.failure === "status" && error.status !== undefined && error.status < 500 ? refusalOf(error) : null;
    if (refusal?.pedidoIdentico) return { kind: "refused", message: refusal.mensagem };
    const existing = await duplicateOf(idcliente, order, ctx);
    if (existing) return { kind: "placed", numpedido: existing, message: null, totalpedido: null };
    log.warn("checkout.order_refused", { status: error.status ?? null, failure: error.failure });
    if (!refusal) return { kind: "refused", message: placeOrderText.unconfirmed };
    return { kind: "refused", message: messages.order.submitFailure(refusal.mensagem, refusal.itensName) };
  }
}

/**
 * The order a checkout's key placed already, asked by the key alone (no lines, so no identical
 * order matches): the same form sent again once its order emptied the cart lands on that order.
 */
export function orderPlacedByKey(idcliente: string, probe: Omit<OrderSubmission, "itens">, api: ApiContext): Promise<string | null> {
  return duplicateOf(idcliente, { ...probe, itens: [] }, { ...api, signal: undefined, deadline: undefined });
}

/** The order this one duplicates, when the upstream has it; null when it has not or cannot say. */
async function duplicateOf(idcliente: string, order: OrderSubmission, ctx: ApiContext): Promise<string | null> {
  try {
    const check = await checkDuplicateOrder(idcliente, order, ctx);
    return check.duplicado ? check.numpedido : null;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("checkout.duplicate_check_failed", { status: error.status ?? null, failure: error.failure });
    return null;
  }
}
