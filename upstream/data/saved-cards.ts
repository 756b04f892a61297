import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { SavedCardSchema } from "../../app/models/checkout/payment";
import { newToken } from "../credentials";
import { statement } from "../db/statements";
import { notFound } from "../http";
import type { CartOwner } from "./cart-store";

/**
 * The cards customers keep at a supplier (docs/upstream-api.md §58): what the shopper is shown of
 * each and the gateway's token for it, never the number nor the CVC.
 */

const CARD_NOT_FOUND = "Cartão não encontrado.";

/** What is kept of a card: its brand, mask ("•••• 1111"), the name on it and its expiry (MM/AA). */
export type CardFace = { bandeira: string; mascara: string; nome: string; validade: string };

type SavedCardRow = CardFace & { idcreditcard: number };

/** Whose card: a customer at a supplier. */
type CardOwner = CartOwner;

/** A kept card as call 58 lists it. */
const answer = ({ idcreditcard, mascara, bandeira, nome, validade }: SavedCardRow): z.input<typeof SavedCardSchema> => ({
  idcreditcard,
  mask: mascara,
  bandeira,
  nome,
  validade,
});

/** The customer's cards at the supplier, the latest kept first. */
export function listSavedCards(db: Database, owner: CardOwner): z.input<typeof SavedCardSchema>[] {
  const rows = statement(
    db,
    `SELECT idcreditcard, bandeira, mascara, nome, validade FROM saved_cards
     WHERE idcliente = ? AND idfornecedor = ? ORDER BY criado_em DESC, idcreditcard DESC`
  ).all(owner.idcliente, owner.idfornecedor) as SavedCardRow[];
  return rows.map(answer);
}

/** The customer's card with this id at the supplier; a 404 for any other. */
export function requireOwnSavedCard(db: Database, owner: CardOwner, idcreditcard: number | null): SavedCardRow {
  const row = statement(
    db,
    "SELECT idcreditcard, bandeira, mascara, nome, validade FROM saved_cards WHERE idcreditcard = ? AND idcliente = ? AND idfornecedor = ?"
  ).get(idcreditcard, owner.idcliente, owner.idfornecedor) as SavedCardRow | undefined;
  if (!row) throw notFound(CARD_NOT_FOUND);
  return row;
}

/**
 * Keeps a card the gateway approved under a new gateway token. The same card kept again (same
 * brand, mask, name and expiry) keeps its id and takes the new token, so the list names it once.
 */
export function keepCard(db: Database, owner: CardOwner, card: CardFace, criadoEm: Date): void {
  statement(
    db,
    `INSERT INTO saved_cards (idcliente, idfornecedor, token_gateway, bandeira, mascara, nome, validade, criado_em)
     VALUES (@idcliente, @idfornecedor, @token, @bandeira, @mascara, @nome, @validade, @criadoEm)
     ON CONFLICT (idcliente, idfornecedor, bandeira, mascara, nome, validade)
     DO UPDATE SET token_gateway = excluded.token_gateway, criado_em = excluded.criado_em`
  ).run({ ...owner, ...card, token: newToken(), criadoEm: criadoEm.toISOString() });
}

/** Forgets the customer's card at the supplier; a 404 for any other. */
export function deleteSavedCard(db: Database, owner: CardOwner, idcreditcard: number | null): void {
  const { changes } = statement(db, "DELETE FROM saved_cards WHERE idcreditcard = ? AND idcliente = ? AND idfornecedor = ?").run(
    idcreditcard,
    owner.idcliente,
    owner.idfornecedor
  );
  if (changes === 0) throw notFound(CARD_NOT_FOUND);
}
