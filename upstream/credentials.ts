import { createHash, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const SCHEME = "scrypt";

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

/** API keys are stored as their SHA-256 digest (hex), never in clear. */
export function apiKeyDigest(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex");
}
