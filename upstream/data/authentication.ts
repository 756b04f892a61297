import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { AuthenticationSchema, LinkedClient } from "../../app/models/account";
import { statement } from "../db/statements";
import { signJwt } from "../jwt";
import { customerStanding, homeSupplier } from "./customers";
import type { CustomerLogin } from "./logins";
import { jwtSecret } from "./settings";
import { openCustomerSession, openHandoff, type CustomerSession, type IssuedToken } from "./sessions";

type AuthenticationAnswer = z.input<typeof AuthenticationSchema>;
type ClientRow = { idcliente: number; nome: string; email: string | null; cpf: string };

function client(db: Database, idcliente: number): ClientRow {
  return statement(db, "SELECT idcliente, nome, email, cpf FROM customers WHERE idcliente = ?").get(idcliente) as ClientRow;
}

/**
 * The clients a session's login may act for: the principal and its linked clients (the principal
 * marked, unless a sub-user logged in); none for a customer without linked clients, nor for a
 * representative, who acts for one client at a time.
 */
export function linkedClients(db: Database, session: CustomerSession): LinkedClient[] {
  if (session.idclienteLogin === null) return [];
  const linked = statement(
    db,
    `SELECT c.idcliente, c.nome, c.cpf FROM linked_customers l JOIN customers c ON c.idcliente = l.idcliente_vinculado
     WHERE l.idcliente_principal = ? ORDER BY c.idcliente`
  ).all(session.idclienteLogin) as Omit<LinkedClient, "principal">[];
  if (linked.length === 0 && session.idusuario === null) return [];
  const { idcliente, nome, cpf } = client(db, session.idclienteLogin);
  return [
    { idcliente, nome, cpf, principal: session.idusuario === null },
    ...linked.map((row) => ({ ...row, principal: false })),
  ];
}

function loggedSupplier(db: Database, idfornecedor: string) {
  return statement(
    db,
    `SELECT s.idfornecedor, s.slug AS fornecedor_slug, d.dominio AS fornecedor_dominio FROM suppliers s
     LEFT JOIN supplier_domains d ON d.idfornecedor = s.idfornecedor AND d.principal = 1 WHERE s.idfornecedor = ?`
  ).get(idfornecedor) as { idfornecedor: string; fornecedor_slug: string; fornecedor_dominio: string | null };
}

function linkedUser(db: Database, idusuario: number | null) {
  if (idusuario === null) return null;
  return statement(db, "SELECT idusuario, nome, email FROM account_users WHERE idusuario = ?").get(idusuario) as {
    idusuario: number;
    nome: string;
    email: string;
  };
}

function answer(db: Database, session: CustomerSession, issued: IssuedToken, jwttoken: string | null): AuthenticationAnswer {
  return {
    ok: true,
    token: issued.token,
    jwttoken,
    expira_em: issued.expira_em,
    cadastro_aprovado: customerStanding(db, String(session.idcliente), session.idfornecedor)?.cadastro_aprovado ?? false,
    cliente: client(db, session.idcliente),
    usuarios_vinculados: linkedClients(db, session),
    usuario_vinculado_logado: linkedUser(db, session.idusuario),
    fornecedor_logado: loggedSupplier(db, session.idfornecedor),
  };
}

/** Opens the session and answers it: `token` for the API, `jwttoken` ({idcliente, idfornecedor, exp}) for the chat. */
export function sessionAnswer(db: Database, session: CustomerSession): AuthenticationAnswer {
  const issued = openCustomerSession(db, session);
  const exp = Math.floor(Date.parse(issued.expira_em) / 1000);
  const jwttoken = signJwt({ idcliente: session.idcliente, idfornecedor: session.idfornecedor, exp }, jwtSecret(db));
  return answer(db, session, issued, jwttoken);
}

function hasStanding(db: Database, idcliente: number, idfornecedor: string): boolean {
  return (
    statement(db, "SELECT 1 FROM customer_suppliers WHERE idcliente = ? AND idfornecedor = ?").get(
      idcliente,
      idfornecedor
    ) !== undefined
  );
}

/**
 * A login at a supplier: a session there when the customer has a standing there (or nowhere);
 * otherwise a hand-off token for the supplier where its account lives.
 */
export function signIn(db: Database, login: CustomerLogin, idfornecedor: string): AuthenticationAnswer {
  const { idcliente } = login;
  const session: CustomerSession = {
    idfornecedor,
    idcliente,
    idclienteLogin: idcliente,
    idusuario: login.kind === "user" ? login.idusuario : null,
    idrepresentante: null,
  };
  const home = hasStanding(db, idcliente, idfornecedor) ? undefined : homeSupplier(db, idcliente);
  if (home === undefined) return sessionAnswer(db, session);
  const handoff = { ...session, idfornecedor: home };
  return answer(db, handoff, openHandoff(db, handoff), null);
}
