import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { RepresentedClientListSchema } from "../../app/models/account";
import { newToken } from "../credentials";
import { statement } from "../db/statements";
import { signJwt } from "../jwt";
import { SESSION_TTL_MS, storeRepresentativeToken, type RepresentativeSession } from "./sessions";
import { jwtSecret } from "./settings";

/** What a representative's token lets the storefront show. */
const REPRESENTATIVE_ACCESS = ["CLIENTES", "PEDIDOS"];

/**
 * A representative's token for a supplier: a JWT (HS256) of {idusuario, nome, access, exp} and a
 * random `jti`, recorded so that it can be ended before it expires.
 */
export function representativeToken(
  db: Database,
  representative: { idrepresentante: number; nome: string },
  idfornecedor: string
): string {
  const expiresAt = Date.now() + SESSION_TTL_MS;
  const token = signJwt(
    {
      idusuario: representative.idrepresentante,
      nome: representative.nome,
      access: REPRESENTATIVE_ACCESS,
      exp: Math.floor(expiresAt / 1000),
      jti: newToken(),
    },
    jwtSecret(db)
  );
  const session: RepresentativeSession = { idfornecedor, idrepresentante: representative.idrepresentante };
  storeRepresentativeToken(db, token, session, new Date(expiresAt).toISOString());
  return token;
}

type RepresentedClientRow = {
  idcliente: number;
  nome: string;
  cpf: string;
  cidade: string | null;
  cadastro_aprovado: number;
};

/** The clients a representative serves at the supplier, by name. */
export function representedClients(
  db: Database,
  { idrepresentante, idfornecedor }: RepresentativeSession
): z.input<typeof RepresentedClientListSchema> {
  const rows = statement(
    db,
    `SELECT c.idcliente, c.nome, c.cpf, c.cidade, coalesce(cs.cadastro_aprovado, 0) AS cadastro_aprovado
     FROM representative_customers rc JOIN customers c ON c.idcliente = rc.idcliente
     LEFT JOIN customer_suppliers cs ON cs.idcliente = rc.idcliente AND cs.idfornecedor = rc.idfornecedor
     WHERE rc.idrepresentante = ? AND rc.idfornecedor = ? ORDER BY sem_acento(c.nome), c.idcliente`
  ).all(idrepresentante, idfornecedor) as RepresentedClientRow[];
  return { clientes: rows.map((row) => ({ ...row, cadastro_aprovado: row.cadastro_aprovado === 1 })) };
}

export function servesClient(db: Database, { idrepresentante, idfornecedor }: RepresentativeSession, idcliente: number) {
  return (
    statement(
      db,
      "SELECT 1 FROM representative_customers WHERE idrepresentante = ? AND idfornecedor = ? AND idcliente = ?"
    ).get(idrepresentante, idfornecedor, idcliente) !== undefined
  );
}

/** The supplier's back office gives a representative a client to serve there; false when it was theirs already. */
export function assignClient(db: Database, { idrepresentante, idfornecedor }: RepresentativeSession, idcliente: number): boolean {
  return (
    statement(
      db,
      "INSERT INTO representative_customers (idrepresentante, idfornecedor, idcliente) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"
    ).run(idrepresentante, idfornecedor, idcliente).changes === 1
  );
}
