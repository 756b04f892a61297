import type { Database } from "better-sqlite3";
import { newToken, secretDigest } from "../credentials";
import { statement } from "../db/statements";
import { firstName } from "../../app/models/account-summary";
import type { CustomerLogin, LoginRecord } from "./logins";
import { sendMessage } from "./outbox";
import type { SupplierRow } from "./suppliers";

const RESET_TTL_MS = 60 * 60_000;

/**
 * A new link to set the login's password, on the supplier's storefront: `/{slug}/senha/nova?token=…`.
 * Earlier links of the login stop working.
 */
function passwordLink(db: Database, login: CustomerLogin, supplier: SupplierRow): string {
  const token = newToken();
  const idusuario = login.kind === "user" ? login.idusuario : null;
  db.transaction(() => {
    statement(
      db,
      "UPDATE password_resets SET usado = 1 WHERE usado = 0 AND idcliente = @idcliente AND idusuario IS @idusuario"
    ).run({ idcliente: login.idcliente, idusuario });
    statement(
      db,
      "INSERT INTO password_resets (token_sha256, idcliente, idusuario, expira_em) VALUES (?, ?, ?, ?)"
    ).run(secretDigest(token), login.idcliente, idusuario, new Date(Date.now() + RESET_TTL_MS).toISOString());
  })();
  return `/${supplier.slug}/senha/nova?token=${token}`;
}

/** Writes a password recovery link to the login's e-mail (the outbox). */
export function sendRecoveryLink(db: Database, record: LoginRecord<CustomerLogin>, supplier: SupplierRow): void {
  const link = passwordLink(db, record.login, supplier);
  sendMessage(db, {
    para: record.email,
    assunto: `Redefinição de senha — ${supplier.nome}`,
    corpo: [
      `Olá, ${firstName(record.nome)}! Para criar uma nova senha, acesse o link abaixo. Ele vale por 1 hora e pode ser usado uma vez.`,
      link,
      "Se você não pediu, ignore esta mensagem.",
    ].join("\n\n"),
  });
}

/** Writes an invitation to a new sub-user of a company account, with a link to set a password. */
export function sendInvitation(
  db: Database,
  user: { idusuario: number; idcliente: number; nome: string; email: string },
  company: string,
  supplier: SupplierRow
): void {
  const link = passwordLink(db, { kind: "user", idusuario: user.idusuario, idcliente: user.idcliente }, supplier);
  sendMessage(db, {
    para: user.email,
    assunto: `Convite para comprar por ${company} — ${supplier.nome}`,
    corpo: [
      `Olá, ${firstName(user.nome)}! Você foi cadastrado para comprar em nome de ${company} em ${supplier.nome}. Para definir sua senha, acesse o link abaixo.`,
      link,
      'O link vale por 1 hora. Depois disso, use "Esqueci minha senha" com este e-mail.',
    ].join("\n\n"),
  });
}

/** Uses up a link's token: the login whose password it sets, once and within the hour; undefined otherwise. */
export function redeemPasswordReset(db: Database, token: string): CustomerLogin | undefined {
  const row = statement(
    db,
    `UPDATE password_resets SET usado = 1 WHERE token_sha256 = ? AND usado = 0 AND expira_em > ?
     RETURNING idcliente, idusuario`
  ).get(secretDigest(token), new Date().toISOString()) as { idcliente: number; idusuario: number | null } | undefined;
  if (!row) return undefined;
  return row.idusuario === null
    ? { kind: "customer", idcliente: row.idcliente }
    : { kind: "user", idusuario: row.idusuario, idcliente: row.idcliente };
}
