import type { Database } from "better-sqlite3";
import { timingSafeEqual } from "node:crypto";
import { newVerificationCode, secretDigest } from "../credentials";
import { statement } from "../db/statements";
import { sendMessage } from "./outbox";

const CODE_TTL_MS = 15 * 60_000;
/** Wrong tries after which a code stops working. */
const MAX_TRIES = 5;

/**
 * Sends the customer a new 6-digit code (to the outbox) that confirms its e-mail; earlier codes stop
 * working. False when the customer has no e-mail.
 */
export function sendVerificationCode(db: Database, idcliente: number): boolean {
  const email = statement(db, "SELECT email FROM customers WHERE idcliente = ?").pluck().get(idcliente);
  if (typeof email !== "string") return false;
  const codigo = newVerificationCode();
  db.transaction(() => {
    statement(db, "UPDATE verification_codes SET usado = 1 WHERE idcliente = ? AND usado = 0").run(idcliente);
    statement(
      db,
      "INSERT INTO verification_codes (idcliente, email, codigo_sha256, expira_em) VALUES (?, ?, ?, ?)"
    ).run(idcliente, email, secretDigest(codigo), new Date(Date.now() + CODE_TTL_MS).toISOString());
    sendMessage(db, {
      para: email,
      assunto: "Seu código de verificação",
      corpo: `Seu código de verificação é ${codigo}. Ele vale por 15 minutos. Se você não pediu este código, ignore esta mensagem.`,
    });
  })();
  return true;
}

type CodeRow = { idcodigo: number; email: string; codigo_sha256: string };

/**
 * Checks the customer's latest code: when it matches (once, within 15 minutes and a few tries) the
 * e-mail it was sent to is verified, if it is still the customer's.
 */
export function confirmVerificationCode(db: Database, idcliente: number, codigo: string): boolean {
  return db.transaction(() => {
    const row = statement(
      db,
      `SELECT idcodigo, email, codigo_sha256 FROM verification_codes
       WHERE idcliente = ? AND usado = 0 AND expira_em > ? AND tentativas < ? ORDER BY idcodigo DESC LIMIT 1`
    ).get(idcliente, new Date().toISOString(), MAX_TRIES) as CodeRow | undefined;
    if (!row) return false;
    if (!timingSafeEqual(Buffer.from(secretDigest(codigo), "hex"), Buffer.from(row.codigo_sha256, "hex"))) {
      statement(db, "UPDATE verification_codes SET tentativas = tentativas + 1 WHERE idcodigo = ?").run(row.idcodigo);
      return false;
    }
    statement(db, "UPDATE verification_codes SET usado = 1 WHERE idcodigo = ?").run(row.idcodigo);
    statement(db, "UPDATE customers SET email_verificado = 1 WHERE idcliente = ? AND email = ?").run(idcliente, row.email);
    return true;
  })();
}
