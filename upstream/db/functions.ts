import type { Database } from "better-sqlite3";

/** Text without case or accents, for sorting and comparing Portuguese names: "Óleo de Soja" → "oleo de soja". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The SQL functions the queries use: `sem_acento(text)` is foldText. */
export function registerSqlFunctions(db: Database): void {
  db.function("sem_acento", { deterministic: true }, (text: unknown) =>
    typeof text === "string" ? foldText(text) : text,
  );
}
