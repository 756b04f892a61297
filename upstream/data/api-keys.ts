import type { Database } from "better-sqlite3";
import { secretDigest } from "../credentials";
import { statement } from "../db/statements";

/**
 * The customer an ERP integration logs in as: the one whose id_erp_usuario at the key's supplier
 * matches, with the key's id (orders placed in that session name it, §53 `idapikeys`). Undefined
 * for an unknown or inactive key, a key of another supplier, or an unknown ERP id.
 */
export function apiKeyCustomer(
  db: Database,
  apiKey: string,
  idErpUsuario: string,
  idfornecedor: string
): { idcliente: number; idapikeys: number } | undefined {
  return statement(
    db,
    `SELECT cs.idcliente, k.idapikeys FROM api_keys k
     JOIN customer_suppliers cs ON cs.idfornecedor = k.idfornecedor AND cs.id_erp_usuario = ?
     WHERE k.chave_sha256 = ? AND k.ativo = 1 AND k.idfornecedor = ?`
  ).get(idErpUsuario, secretDigest(apiKey), idfornecedor) as { idcliente: number; idapikeys: number } | undefined;
}
