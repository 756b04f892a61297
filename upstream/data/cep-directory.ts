import type { Database } from "better-sqlite3";
import { statement } from "../db/statements";

/** A CEP of the directory (docs/upstream-api.md §50): its street, district, city, state and position. */
export type CepEntry = { cep: string; rua: string; bairro: string; cidade: string; uf: string; lat: number; lng: number };

/** The directory's entry for a CEP (8 digits); undefined for one it does not know. */
export function findCep(db: Database, cep: string): CepEntry | undefined {
  return statement(db, "SELECT cep, rua, bairro, cidade, uf, lat, lng FROM cep_directory WHERE cep = ?").get(cep) as CepEntry | undefined;
}
