/**
 * The submission page's script sends a new card to the gateway and gets back a token, so that the
 * number and the CVC never reach the storefront's server (docs/decisions/0011). No form library and
 * no card rules here: the gateway says what is wrong with a card, in Portuguese, field by field.
 */

import type { CardTokenRequest } from "~/models/requests/card-token-request";
import { shopperText } from "~/models/shared/shopper-text";

/** The fields of the card form the gateway reads. */
export type CardField = "number" | "name" | "expiry" | "cvc";

export type Tokenization =
  | { kind: "token"; token: string }
  /** The gateway refused the card: its message, for the field at fault. */
  | { kind: "refused"; field: CardField; message: string }
  /** No gateway to reach (none offered, the network, a refusal that names no field of the card). */
  | { kind: "unreachable" };

const CARD_FIELDS: readonly string[] = ["number", "name", "expiry", "cvc"] satisfies CardField[];

type Gateway = { chavePublica: string; urlTokenizacao: string };

/** The gateway the storefront names for this card method (its own route, with the shopper's session); null when none. */
async function gatewayAt(gatewayPath: string): Promise<Gateway | null> {
  const response = await fetch(gatewayPath, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (!response.ok) return null;
  const { gateway } = (await response.json()) as { gateway?: Gateway | null };
  return gateway && typeof gateway.urlTokenizacao === "string" && typeof gateway.chavePublica === "string"
    ? gateway
    : null;
}

/** The card as the gateway reads it: the number's digits, and the expiry as MM/AA when typed as the form takes it. */
function cardBody(form: FormData) {
  const text = (name: CardField) => String(form.get(name) ?? "").trim();
  const number = text("number");
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(text("expiry"));
  return {
    number: /^[\d\s-]+$/.test(number) ? number.replace(/\D/g, "") : number,
    name: text("name"),
    expiry: expiry ? `${expiry[1]}/${(expiry[2] ?? "").slice(-2)}` : text("expiry"),
    cvc: text("cvc"),
  };
}

/** Tokenizes the form's card at the gateway the storefront names at `gatewayPath`. */
export async function tokenizeCard(gatewayPath: string, form: FormData): Promise<Tokenization> {
  try {
    const gateway = await gatewayAt(gatewayPath);
    if (!gateway) return { kind: "unreachable" };
    const response = await fetch(gateway.urlTokenizacao, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ chavePublica: gateway.chavePublica, ...cardBody(form) } satisfies CardTokenRequest),
      credentials: "omit",
    });
    const answer = (await response.json()) as { token?: unknown; mensagem?: unknown; campo?: unknown };
    if (response.ok && typeof answer.token === "string") return { kind: "token", token: answer.token };
    // The gateway's words at the field only when they pass the filter (docs/upstream-api.md, call 60).
    const said = response.status === 400 || response.status === 422 ? shopperText(answer.mensagem) : null;
    if (said !== null && CARD_FIELDS.includes(String(answer.campo)))
      return { kind: "refused", field: answer.campo as CardField, message: said };
    return { kind: "unreachable" };
  } catch {
    return { kind: "unreachable" };
  }
}
