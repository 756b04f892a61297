import type { Database } from "better-sqlite3";
import { newToken, secretDigest } from "../credentials";
import { statement } from "../db/statements";
import { cardMask, issuerAnswer, type CardVerdict } from "./card-gateway";
import type { CardFace } from "./saved-cards";

/**
 * The test gateway's card tokens (docs/upstream-api.md §60): a card the browser sent the gateway,
 * named by a token the payment call (§57) redeems once. What is kept of the card is its face, the
 * gateway's reference and the issuer's answer for its number: never the number nor the CVC.
 */

/** How long a token may be redeemed after it was made. */
export const CARD_TOKEN_TTL_MS = 15 * 60_000;

/** How a supplier's public key is written: the gateway's prefix and the supplier's id. */
const PUBLIC_KEY_PREFIX = "pk_teste_";

/** The supplier's public key at the test gateway: it names the supplier, and is no secret. */
export const gatewayPublicKey = (idfornecedor: string) => `${PUBLIC_KEY_PREFIX}${idfornecedor}`;

/** The active supplier a public key names; undefined for any other key. */
export function supplierOfPublicKey(db: Database, key: string): string | undefined {
  if (!key.startsWith(PUBLIC_KEY_PREFIX)) return undefined;
  return statement(db, "SELECT idfornecedor FROM suppliers WHERE idfornecedor = ? AND ativo = 1")
    .pluck()
    .get(key.slice(PUBLIC_KEY_PREFIX.length)) as string | undefined;
}

/** A card as the browser sends it: number (digits), the name on it and its expiry (MM/AA). */
export type CardToTokenize = { number: string; name: string; expiry: string };

/** A redeemed token's card: what the shopper is shown of it and what its issuer answers. */
export type TokenizedCard = CardFace & { issuer: CardVerdict["status"] };

/**
 * Makes a single-use token for a card whose number is a card's (the caller checked its brand): the
 * number is read for its brand, mask and issuer's answer here, then forgotten. Tokens expired a day
 * ago are dropped meanwhile, so the table holds only the last day's.
 */
export function createCardToken(db: Database, idfornecedor: string, card: CardToTokenize & { bandeira: string }, now: Date) {
  const token = newToken();
  const expiraEm = new Date(now.getTime() + CARD_TOKEN_TTL_MS);
  statement(db, "DELETE FROM card_tokens WHERE expira_em < ?").run(new Date(now.getTime() - 24 * 60 * 60_000).toISOString());
  statement(
    db,
    `INSERT INTO card_tokens (token_digest, idfornecedor, referencia, bandeira, mascara, nome, validade, resposta_emissor, criado_em, expira_em)
     VALUES (@digest, @idfornecedor, @referencia, @bandeira, @mascara, @nome, @validade, @resposta, @criadoEm, @expiraEm)`
  ).run({
    digest: secretDigest(token),
    idfornecedor,
    referencia: newToken(),
    bandeira: card.bandeira,
    mascara: cardMask(card.number),
    nome: card.name,
    validade: card.expiry,
    resposta: issuerAnswer(card.number).status,
    criadoEm: now.toISOString(),
    expiraEm: expiraEm.toISOString(),
  });
  return { token, mask: cardMask(card.number), bandeira: card.bandeira, validade: card.expiry };
}

/**
 * Redeems a token of the supplier's, once, before it expires: its card, or undefined for a token
 * unknown, of another supplier, used or expired (the token is spent by any payment, refused or not).
 */
export function redeemCardToken(db: Database, idfornecedor: string, token: string, now: Date): TokenizedCard | undefined {
  return statement(
    db,
    `UPDATE card_tokens SET usado_em = @now
     WHERE token_digest = @digest AND idfornecedor = @idfornecedor AND usado_em IS NULL AND expira_em > @now
     RETURNING bandeira, mascara, nome, validade, resposta_emissor AS issuer`
  ).get({ digest: secretDigest(token), idfornecedor, now: now.toISOString() }) as TokenizedCard | undefined;
}
