import type { Database } from "better-sqlite3";
import { statement } from "../db/statements";

/** The secret that signs the server's JWTs: random, created once by migration 008. */
export function jwtSecret(db: Database): string {
  const secret = statement(db, "SELECT valor FROM settings WHERE chave = 'jwt_secret'").pluck().get();
  if (typeof secret !== "string") throw new Error("settings.jwt_secret is missing");
  return secret;
}
