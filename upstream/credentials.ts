import { createHash, randomBytes, randomInt, scryptSync, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const SCHEME = "scrypt";
const TOKEN_BYTES = 32;

/** "scrypt:<salt hex>:<derived key hex>" with a fresh random salt. */
export function hashPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return [SCHEME, salt.toString("hex"), scryptSync(password, salt, KEY_LENGTH).toString("hex")].join(":");
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, keyHex] = stored.split(":");
  if (scheme !== SCHEME || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  if (expected.length !== KEY_LENGTH) return false;
  return timingSafeEqual(scryptSync(password, Buffer.from(saltHex, "hex"), KEY_LENGTH), expected);
}

/** Secrets the server hands out or accepts (API keys, tokens, codes) are stored as their SHA-256 digest (hex). */
export function secretDigest(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A fresh opaque token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** A fresh 6-digit code, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}
