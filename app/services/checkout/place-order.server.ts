import { createHash } from "node:crypto";
import { OrderRefusalSchema, type OrderSubmission } from "~/models/checkout/order";
import {
  orderCallVerdict,
  orderOutcome,
  orderOutcomeText,
  type DuplicateAnswer,
} from "~/models/checkout/order-outcome";
import { messages } from "~/models/messages";
import type { ApiContext } from "~/services/api/client.server";
import { UpstreamError } from "~/services/api/errors";
import { checkDuplicateOrder, placeOrder } from "~/services/api/order.server";
import { log } from "~/services/logger.server";
import { shopperText } from "~/models/shared/shopper-text";

/**
 * How placing an order ended: placed (now, or already by this key), refused with the message for
 * the shopper, or unknown (the upstream may have taken it; the duplicate check has not found it yet).
 */
export type PlaceOutcome =
  /**
   * `totalpedido`: what the server charged, when it answered the order (not when the duplicate
   * check found it); `repetido`: the key had placed it already (another request of the same form).
   */
  | { kind: "placed"; numpedido: string; message: string | null; totalpedido: number | null; repetido: boolean }
  | { kind: "refused"; message: string }
  | { kind: "unknown" };

/**
 * How long the checkout keeps asking the duplicate check (§54) after an order call that may have
 * placed the order, all asks together, and the pauses between them: a few seconds within the
 * shopper's request; the confirmation page asks on after that.
 */
export const CONFIRM_WINDOW_MS = 5_000;
const CONFIRM_PAUSES_MS = [300, 700, 1_000];
/** The pause after the asks CONFIRM_PAUSES_MS does not name. */
const CONFIRM_LAST_PAUSE_MS = 1_500;

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
  const mensagem = shopperText(parsed.data.mensagem);
  return mensagem === null ? null : { ...parsed.data, mensagem };
}

/**
 * docs/rules/checkout.md "Order submission": places the order once. The call is not bound to
 * the shopper's request (a second click, or a closed tab, must not cut it off half-way), and it is
 * never sent twice: after any failure the duplicate check (call 54) says whether the order exists
 * (its key, or an identical order) and, if so, it counts as placed. A refusal (a 4xx) is said with
 * the upstream's message and its products ('Erro ao submeter seu pedido. … Itens: …'), an identical
 * order just placed as the upstream words it. Any other failure (a timeout, a cut connection, a 5xx)
 * may have come after the order was made: the check is asked again for a few seconds and, while it
 * has not found the order, the outcome is unknown (ADR 0021) — never said as "not placed".
 */
export async function placeOrderOnce(
  idcliente: string,
  order: OrderSubmission,
  api: ApiContext,
  ownOrder: OwnOrderCheck | null = null,
): Promise<PlaceOutcome> {
  const ctx: ApiContext = { ...api, signal: undefined, deadline: undefined };
  try {
    const placed = await placeOrder(idcliente, order, ctx);
    return {
      kind: "placed",
      numpedido: placed.numpedido,
      message: shopperText(placed.mensagemSucesso),
      totalpedido: placed.totalpedido,
      repetido: placed.repetido,
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const refusal = error.failure === "status" ? refusalOf(error) : null;
    const verdict = orderCallVerdict({ failure: error.failure, status: error.status, refusal });
    log.warn("checkout.order_failed", { status: error.status ?? null, failure: error.failure, verdict });
    // "identical" comes of a refusal the shopper can read only; the general words stand in for the type's sake.
    if (verdict === "identical") return { kind: "refused", message: refusal?.mensagem ?? orderOutcomeText.refused };
    const check =
      verdict === "refused"
        ? await duplicateOf(idcliente, order, ctx, ownOrder)
        : await confirmedWithin(idcliente, order, ctx, ownOrder);
    const outcome = orderOutcome(verdict, check);
    if (outcome.kind === "placed")
      return { kind: "placed", numpedido: outcome.numpedido, message: null, totalpedido: null, repetido: false };
    if (outcome.kind === "unknown") return { kind: "unknown" };
    return {
      kind: "refused",
      message: refusal ? messages.order.submitFailure(refusal.mensagem, refusal.itensName) : orderOutcomeText.refused,
    };
  }
}

/**
 * The duplicate check asked until it finds the order or CONFIRM_WINDOW_MS is over, with a pause
 * between asks; each ask stops at the window's end. Its last answer ("absent" or "no-answer").
 */
async function confirmedWithin(
  idcliente: string,
  order: OrderSubmission,
  ctx: ApiContext,
  ownOrder: OwnOrderCheck | null,
): Promise<DuplicateAnswer> {
  const deadline = performance.now() + CONFIRM_WINDOW_MS;
  let answer: DuplicateAnswer = { kind: "no-answer" };
  for (let ask = 0; ; ask++) {
    answer = await duplicateOf(idcliente, order, { ...ctx, deadline }, ownOrder);
    if (answer.kind === "found") return answer;
    const pause = CONFIRM_PAUSES_MS[ask] ?? CONFIRM_LAST_PAUSE_MS;
    if (deadline - performance.now() < pause + 200) return answer;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * The order a checkout's key placed already, asked by the key alone: no lines, so no identical
 * order matches, and the delivery and payment fields (which the check reads only to compare
 * lines) are placeholders. Used for a form posted again and by the confirmation page.
 */
export function orderPlacedByKey(
  idcliente: string,
  idfornecedor: string,
  chaveIdempotencia: string,
  api: ApiContext,
): Promise<DuplicateAnswer> {
  const probe: OrderSubmission = {
    chaveIdempotencia,
    idfornecedor,
    itens: [],
    tipoEntrega: "RETIRADA",
    formaEntrega: { idformaentrega: "", data_de_entrega: null },
    formaPagamento: { idformapagamento: "" },
  };
  return duplicateOf(idcliente, probe, { ...api, signal: undefined });
}

/**
 * Whether an order the duplicate check found is the shopper's: true, false (another user's of the
 * company), or null (it could not be told). Given only for a company's user who is not its principal.
 */
export type OwnOrderCheck = (numpedido: string, api: ApiContext) => Promise<boolean | null>;

/**
 * What the duplicate check says of this order: found (its number), absent, or no answer it could
 * give. The check covers the whole client: for a company's user (`ownOrder`), an identical order a
 * colleague placed is not theirs, so it counts as not found (a 4xx stays a refusal, a 5xx unknown),
 * and one that cannot be told theirs counts as no answer.
 */
async function duplicateOf(
  idcliente: string,
  order: OrderSubmission,
  ctx: ApiContext,
  ownOrder: OwnOrderCheck | null = null,
): Promise<DuplicateAnswer> {
  try {
    const check = await checkDuplicateOrder(idcliente, order, ctx);
    if (!check.duplicado || check.numpedido === null) return { kind: "absent" };
    if (!ownOrder) return { kind: "found", numpedido: check.numpedido };
    const theirs = await ownOrder(check.numpedido, ctx);
    if (theirs === null) return { kind: "no-answer" };
    if (!theirs) log.warn("checkout.duplicate_of_another_user", { numpedido: check.numpedido });
    return theirs ? { kind: "found", numpedido: check.numpedido } : { kind: "absent" };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("checkout.duplicate_check_failed", { status: error.status ?? null, failure: error.failure });
    return { kind: "no-answer" };
  }
}
