/**
 * What the storefront may say about an order whose call (docs/upstream-api.md §53) did not answer
 * it placed: refused, placed, or unknown (ADR 0021). The rule: an order is said not to exist only
 * when the upstream said so — a refusal, a 4xx (HTTP: the request was not acted on) — and it is
 * said placed once the duplicate check (§54) finds it. A timeout, a cut connection, a 5xx, an
 * answer that cannot be read all come after the request may have been acted on: until the
 * duplicate check finds the order, its outcome is unknown, and said so.
 */

/** How call 53 failed, as the storefront's upstream client tells it (UpstreamError's `failure` and `status`). */
export type OrderCallFailure = {
  failure: "timeout" | "network" | "status" | "invalid";
  status?: number;
  /** The refusal's body was an OrderRefusal the shopper can read; `pedidoIdentico` its flag. */
  refusal: { pedidoIdentico: boolean } | null;
};

/**
 * What a failed order call says by itself: "identical" (an identical order seconds ago, shown as
 * the upstream words it, without asking §54), "refused" (the upstream refused it: not placed unless
 * §54 finds it), or "unknown" (it may have been placed). 408 is a timeout, said by a status.
 */
export function orderCallVerdict({ failure, status, refusal }: OrderCallFailure): "identical" | "refused" | "unknown" {
  if (failure !== "status" || status === undefined || status < 400 || status >= 500 || status === 408) return "unknown";
  return refusal?.pedidoIdentico ? "identical" : "refused";
}

/** What the duplicate check (§54) answered: the order found, not found, or no usable answer. */
export type DuplicateAnswer = { kind: "found"; numpedido: string } | { kind: "absent" } | { kind: "no-answer" };

export type OrderOutcome = { kind: "placed"; numpedido: string } | { kind: "refused" } | { kind: "unknown" };

/**
 * The order's outcome after a failed call: placed when the duplicate check found it; refused when
 * the upstream refused it (4xx) and the check did not find it; otherwise unknown — a check that
 * says "absent" after a timeout or a 5xx does not make it refused (the order may still be being
 * made, or the check may be behind).
 */
export function orderOutcome(verdict: "refused" | "unknown", check: DuplicateAnswer): OrderOutcome {
  if (check.kind === "found") return { kind: "placed", numpedido: check.numpedido };
  return verdict === "refused" ? { kind: "refused" } : { kind: "unknown" };
}

export const orderOutcomeText = {
  /** The outcome is unknown: the storefront keeps asking, the shopper is asked not to order again. */
  confirming: "Estamos confirmando o seu pedido…",
  confirmingNext: "Não faça o pedido de novo: em instantes ele aparece em Meus pedidos.",
  checkingBySelf: (seconds: number) => `Esta página verifica de novo sozinha a cada ${seconds} segundos.`,
  /** The same, without JavaScript: the page does not reload by itself. */
  checkByButton: "Daqui a alguns segundos, use “Verificar de novo” para saber se ele já chegou.",
  /** After the page stopped asking by itself. */
  stillUnknown:
    "O fornecedor ainda não confirmou o seu pedido. Antes de fazer o pedido de novo, confira em Meus pedidos daqui a alguns minutos: se ele não aparecer, os produtos continuam no seu carrinho.",
  /** A refusal (4xx) whose words are not for the shopper. */
  refused: "O fornecedor não aceitou o pedido. Confira o pedido e tente finalizar de novo.",
  /** A form whose key placed an order already (a page left open, a form sent again). */
  alreadyPlaced: (numpedido: string) =>
    `Este pedido já tinha sido feito: é o pedido nº ${numpedido}. Nada foi enviado de novo.`,
} as const;

/**
 * How often the confirmation page asks again by itself (with JavaScript), and for how long after
 * the order was sent (two minutes); after that, and without JavaScript, it asks when the shopper
 * presses "Verificar de novo". A page that reloads itself on a timer would be a timing the shopper
 * cannot control (WCAG 2.2.1): the page asks without reloading, and never without JavaScript.
 */
export const CONFIRM_REFRESH_SECONDS = 5;
export const CONFIRM_AUTO_SECONDS = 120;

/** The confirmation page of a checkout form's key (`/{s}/checkout/confirmacao`), for an order sent at `desde` (Unix seconds). */
export function confirmationPath(chave: string, desde: number): string {
  return `/checkout/confirmacao?chave=${encodeURIComponent(chave)}&desde=${Math.floor(desde)}`;
}

/** How far ahead of this server's clock a `desde` may be (another server's clock) and still count as now. */
export const CONFIRM_CLOCK_SKEW_SECONDS = 60;

/**
 * Whether the page still asks by itself: within CONFIRM_AUTO_SECONDS of the order being sent
 * (`desde`, Unix seconds; null when the address has none). A moment up to a minute ahead is read as
 * now; one further ahead is no time the checkout gave (an address typed), and the page then asks only
 * when the shopper presses, so that no address makes it ask the upstream by itself forever.
 */
export function asksBySelf(desde: number | null, now: number): boolean {
  if (desde === null || desde > now + CONFIRM_CLOCK_SKEW_SECONDS) return false;
  return now - Math.min(desde, now) < CONFIRM_AUTO_SECONDS;
}
