import type { Database } from "better-sqlite3";
import { randomInt } from "node:crypto";
import type { z } from "zod";
import type { PaymentResult, PixChargeSchema } from "../../app/models/checkout/payment";
import { statement } from "../db/statements";
import { PRE_AUTHORIZATION_MARGIN_PERCENT, type CardVerdict } from "./card-gateway";
import { setOrderStatus, setPaymentStatus, type OrderPaymentRow } from "./orders";
import { pixBrCode } from "./pix-brcode";
import { keepCard, type CardFace } from "./saved-cards";

/**
 * Paying placed orders (docs/upstream-api.md §57 and §59): the card gateway's verdict recorded on
 * the order (and the card kept when asked), and the PIX charges of orders, paid by the operator or,
 * on a server told to, by themselves after a while.
 */

/** How long a PIX charge can be paid. */
const PIX_CHARGE_TTL_MS = 30 * 60_000;

const PIX_RECEIVED = "Pagamento PIX recebido.";

/**
 * The order's payment (in `parcelas` instalments) and the card to keep, if the shopper asked and the
 * gateway approved it. A refused card leaves a just-placed order waiting for its payment
 * (`AGUARDANDOPAGAMENTO`) until another payment is authorized, when it is received again (`ENVIADO`).
 */
export function recordCardPayment(
  db: Database,
  order: OrderPaymentRow,
  verdict: CardVerdict,
  keep: CardFace | null,
  now: Date,
  parcelas = 1,
): PaymentResult {
  db.transaction(() => {
    setPaymentStatus(db, order.numpedido, verdict.status, verdict.mensagem);
    statement(db, "UPDATE orders SET pagamento_parcelas = ? WHERE numpedido = ?").run(parcelas, order.numpedido);
    if (keep && verdict.status === "APROVADO") keepCard(db, order, keep, now);
    const at = now.toISOString();
    if (verdict.status === "RECUSADO" && order.status === "ENVIADO") setOrderStatus(db, order.numpedido, "AGUARDANDOPAGAMENTO", at);
    if (verdict.status !== "RECUSADO" && order.status === "AGUARDANDOPAGAMENTO") setOrderStatus(db, order.numpedido, "ENVIADO", at);
  })();
  const authorized = verdict.status !== "RECUSADO";
  return {
    sucesso: authorized,
    status: verdict.status,
    Mensagem: verdict.mensagem,
    margemPreAutorizacao: authorized ? PRE_AUTHORIZATION_MARGIN_PERCENT : 0,
  };
}

/** Who receives a supplier's PIX payments (the BR Code's key, name and city). */
export type PixReceiver = { chave: string; nome: string; cidade: string };

/** The supplier's PIX receiver; undefined for a supplier that has none. */
export function findPixReceiver(db: Database, idfornecedor: string): PixReceiver | undefined {
  return statement(db, "SELECT chave, nome, cidade FROM pix_receivers WHERE idfornecedor = ?").get(idfornecedor) as PixReceiver | undefined;
}

export type PixChargeRow = {
  txid: string;
  numpedido: number;
  valor: number;
  copia_e_cola: string;
  criada_em: string;
  expira_em: string;
  paga_em: string | null;
};

export type PixStatus = z.infer<typeof PixChargeSchema>["status"];

const TXID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A txid of 25 letters and digits: the most a BR Code's field 62-05 carries, the fewest the PIX API takes. */
const TXID_LENGTH = 25;

const newTxid = () => Array.from({ length: TXID_LENGTH }, () => TXID_ALPHABET[randomInt(TXID_ALPHABET.length)]).join("");

/** The order's latest PIX charge; undefined when it has none. */
export function latestPixCharge(db: Database, numpedido: number): PixChargeRow | undefined {
  return statement(db, "SELECT * FROM pix_charges WHERE numpedido = ? ORDER BY criada_em DESC, rowid DESC LIMIT 1").get(numpedido) as
    | PixChargeRow
    | undefined;
}

/** A new charge of the order's total, to the receiver, payable for PIX_CHARGE_TTL_MS from now. */
export function createPixCharge(db: Database, order: OrderPaymentRow, receiver: PixReceiver, now: Date): PixChargeRow {
  const txid = newTxid();
  const charge: PixChargeRow = {
    txid,
    numpedido: order.numpedido,
    valor: order.totalpedido,
    copia_e_cola: pixBrCode({ ...receiver, valor: order.totalpedido, txid }),
    criada_em: now.toISOString(),
    expira_em: new Date(now.getTime() + PIX_CHARGE_TTL_MS).toISOString(),
    paga_em: null,
  };
  statement(
    db,
    `INSERT INTO pix_charges (txid, numpedido, valor, copia_e_cola, criada_em, expira_em, paga_em)
     VALUES (@txid, @numpedido, @valor, @copia_e_cola, @criada_em, @expira_em, @paga_em)`
  ).run(charge);
  return charge;
}

/** Where a charge stands at `now`: paid, past its expiry, or still payable. */
export function pixStatus(charge: PixChargeRow, now: Date): PixStatus {
  if (charge.paga_em !== null) return "CONCLUIDA";
  return now.getTime() >= Date.parse(charge.expira_em) ? "EXPIRADA" : "ATIVA";
}

/** Records the charge paid at `pagaEm`, and the order's payment approved. */
export function settlePixCharge(db: Database, charge: PixChargeRow, pagaEm: Date): PixChargeRow {
  const paid = { ...charge, paga_em: pagaEm.toISOString() };
  db.transaction(() => {
    statement(db, "UPDATE pix_charges SET paga_em = ? WHERE txid = ?").run(paid.paga_em, charge.txid);
    setPaymentStatus(db, charge.numpedido, "APROVADO", PIX_RECEIVED);
  })();
  return paid;
}

/**
 * The charge as it stands at `now` on a server whose charges pay themselves `payAfterMs` after they
 * are made (none when undefined): one that would have been paid before it expired is paid then.
 */
export function chargeAsOf(db: Database, charge: PixChargeRow, now: Date, payAfterMs: number | undefined): PixChargeRow {
  if (charge.paga_em !== null || payAfterMs === undefined) return charge;
  const paysAt = Date.parse(charge.criada_em) + payAfterMs;
  if (paysAt > now.getTime() || paysAt >= Date.parse(charge.expira_em)) return charge;
  return settlePixCharge(db, charge, new Date(paysAt));
}

/** A charge as calls 59 answer it. */
export function pixChargeAnswer(charge: PixChargeRow, now: Date): z.input<typeof PixChargeSchema> {
  return {
    numpedido: charge.numpedido,
    txid: charge.txid,
    copiaECola: charge.copia_e_cola,
    valor: charge.valor,
    expiraEm: charge.expira_em,
    status: pixStatus(charge, now),
  };
}

/** What the operator's payment of an order's PIX charge did. */
export type OperatorPixPayment =
  | { kind: "paid" | "already-paid" | "expired"; charge: PixChargeRow }
  | { kind: "no-charge" };

/** Pays the order's latest charge now, as the payer's bank would (`npm run upstream -- pay-pix`). */
export function payLatestPixCharge(db: Database, numpedido: number, now: Date): OperatorPixPayment {
  const charge = latestPixCharge(db, numpedido);
  if (!charge) return { kind: "no-charge" };
  const status = pixStatus(charge, now);
  if (status === "CONCLUIDA") return { kind: "already-paid", charge };
  if (status === "EXPIRADA") return { kind: "expired", charge };
  return { kind: "paid", charge: settlePixCharge(db, charge, now) };
}
