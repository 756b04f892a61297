import type { Database } from "better-sqlite3";
import { statement } from "../db/statements";
import { notFound, unprocessable } from "../http";
import type { AddressPlace } from "../../app/models/shared/address-place";

/** What a customer may keep: more would be a list nobody can choose from. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  notFound: "Endereço não encontrado.",
  tooMany: `Limite de ${MAX_ADDRESSES} endereços atingido. Exclua um endereço antes de cadastrar outro.`,
} as const;

/** The fields a customer gives for an address (the CEP as its 8 digits). */
export type AddressInput = AddressPlace & {
  coords: { lat: number; lng: number } | null;
  primario: boolean;
  /** The supplier's id (not its slug), or null for none known. */
  idfornecedor: string | null;
};

type AddressRow = AddressPlace & {
  idendereco: number;
  idcliente: number;
  idfornecedor: string | null;
  lat: number | null;
  lng: number | null;
  primario: number;
  cod_erp: string | null;
};

/** An address as the calls answer it (docs/upstream-api.md §46). */
export type AddressAnswer = Omit<AddressRow, "primario"> & { primario: boolean; textoendereco: string };

const COLUMNS = "idendereco, idcliente, idfornecedor, descricao, cep, rua, numero, complemento, bairro, cidade, uf, pais, pontoref, lat, lng, primario, cod_erp";

/** "Avenida Paulista, 1578, apto 12 — Bela Vista, São Paulo - SP, 01310-100": the address on one line. */
export function addressLine(address: Pick<AddressRow, "rua" | "numero" | "complemento" | "bairro" | "cidade" | "uf" | "cep">): string {
  const street = [address.rua, address.numero, address.complemento].filter(Boolean).join(", ");
  return `${street} — ${address.bairro}, ${address.cidade} - ${address.uf}, ${address.cep.slice(0, 5)}-${address.cep.slice(5)}`;
}

function answer(row: AddressRow): AddressAnswer {
  return { ...row, primario: row.primario === 1, textoendereco: addressLine(row) };
}

/** A customer's addresses, the primary one first, then in the order they were registered. */
export function listAddresses(db: Database, idcliente: number): AddressAnswer[] {
  const rows = statement(db, `SELECT ${COLUMNS} FROM addresses WHERE idcliente = ? ORDER BY primario DESC, idendereco`).all(idcliente) as AddressRow[];
  return rows.map(answer);
}

/** One of the customer's addresses; a 404 for an address that is not theirs (another's is not told apart from none). */
export function findOwnAddress(db: Database, idcliente: number, idendereco: number | null): AddressAnswer {
  const row =
    idendereco === null
      ? undefined
      : (statement(db, `SELECT ${COLUMNS} FROM addresses WHERE idendereco = ? AND idcliente = ?`).get(idendereco, idcliente) as AddressRow | undefined);
  if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
  return answer(row);
}

function clearPrimary(db: Database, idcliente: number): void {
  statement(db, "UPDATE addresses SET primario = 0 WHERE idcliente = ? AND primario = 1").run(idcliente);
}

/** The oldest address of the customer becomes the primary one when none is. */
function keepOnePrimary(db: Database, idcliente: number): void {
  const hasPrimary = statement(db, "SELECT 1 FROM addresses WHERE idcliente = ? AND primario = 1").get(idcliente);
  if (hasPrimary) return;
  statement(db, "UPDATE addresses SET primario = 1 WHERE idendereco = (SELECT MIN(idendereco) FROM addresses WHERE idcliente = ?)").run(idcliente);
}

const values = (input: AddressInput) => [
  input.descricao,
  input.cep,
  input.rua,
  input.numero,
  input.complemento,
  input.bairro,
  input.cidade,
  input.uf,
  input.pais,
  input.pontoref,
  input.coords?.lat ?? null,
  input.coords?.lng ?? null,
];

/** Registers an address; the customer's first one, or one sent as `primario`, becomes the primary one. */
export function createAddress(db: Database, idcliente: number, input: AddressInput): AddressAnswer {
  return db.transaction(() => {
    const count = statement(db, "SELECT COUNT(*) FROM addresses WHERE idcliente = ?").pluck().get(idcliente) as number;
    if (count >= MAX_ADDRESSES) throw unprocessable(ADDRESS_MESSAGES.tooMany);
    if (input.primario) clearPrimary(db, idcliente);
    const { lastInsertRowid } = statement(
      db,
      `INSERT INTO addresses (idcliente, idfornecedor, descricao, cep, rua, numero, complemento, bairro, cidade, uf, pais, pontoref, lat, lng, primario)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(idcliente, input.idfornecedor, ...values(input), input.primario ? 1 : 0);
    keepOnePrimary(db, idcliente);
    return findOwnAddress(db, idcliente, Number(lastInsertRowid));
  })();
}

/**
 * Replaces an address's fields. Sent as `primario` it becomes the primary one; the primary one sent
 * without it stays primary (a customer with addresses always has one).
 */
export function updateAddress(db: Database, idcliente: number, idendereco: number | null, input: AddressInput): AddressAnswer {
  return db.transaction(() => {
    const current = findOwnAddress(db, idcliente, idendereco);
    if (input.primario) clearPrimary(db, idcliente);
    statement(
      db,
      `UPDATE addresses SET descricao = ?, cep = ?, rua = ?, numero = ?, complemento = ?, bairro = ?, cidade = ?, uf = ?, pais = ?, pontoref = ?,
       lat = ?, lng = ?, primario = ? WHERE idendereco = ?`,
    ).run(...values(input), input.primario || current.primario ? 1 : 0, current.idendereco);
    return findOwnAddress(db, idcliente, current.idendereco);
  })();
}

/** Deletes one of the customer's addresses; when it was the primary one, the oldest left becomes it. */
export function deleteAddress(db: Database, idcliente: number, idendereco: number | null): void {
  db.transaction(() => {
    const current = findOwnAddress(db, idcliente, idendereco);
    statement(db, "DELETE FROM addresses WHERE idendereco = ?").run(current.idendereco);
    keepOnePrimary(db, idcliente);
  })();
}
