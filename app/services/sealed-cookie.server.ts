import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { z } from "zod";
import { signedCookieOptions } from "./cookie-options.server";

// Cookies whose value the browser may neither read nor change: encrypted and authenticated for one
// cookie name with a key derived from SESSION_SECRET (AES-256-GCM) — the checkout draft and the
// logout's marker (ADR 0016).

const derivedKeys = new Map<string, Buffer>();

/**
 * The key of one cookie under one secret, derived once (HKDF is deterministic): a signed-in page
 * opens its confidential cookies on every request. A handful of secrets and cookie names; bounded all the same.
 */
function keyOf(secret: string, cookie: string): Buffer {
  const id = `${cookie}\0${secret}`;
  let key = derivedKeys.get(id);
  if (key === undefined) {
    key = Buffer.from(hkdfSync("sha256", secret, "", cookie, 32));
    if (derivedKeys.size >= 64) derivedKeys.clear();
    derivedKeys.set(id, key);
  }
  return key;
}
const aadOf = (cookie: string) => Buffer.from(`${cookie}:1`);

/** A value encrypted for one cookie with the first secret: IV, tag and ciphertext, base64url. */
export function seal(value: unknown, secrets: readonly string[], cookie: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secrets[0]!, cookie), iv).setAAD(aadOf(cookie));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** What a cookie value sealed for this cookie holds, when one of the secrets made it and it is whole; null otherwise. */
export function open<S extends z.ZodTypeAny>(
  value: string,
  secrets: readonly string[],
  cookie: string,
  schema: S,
): z.infer<S> | null {
  const bytes = Buffer.from(value, "base64url");
  if (bytes.length < 29 || bytes.length > 4096) return null;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret, cookie), bytes.subarray(0, 12)).setAAD(
        aadOf(cookie),
      );
      decipher.setAuthTag(bytes.subarray(12, 28));
      const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      const parsed = schema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      // Another secret's, or tampered with: the next secret, then none.
    }
  }
  return null;
}

/** The Set-Cookie header of a sealed cookie (HttpOnly, Lax, Secure where the site is). */
export function sealedCookieHeader(name: string, value: string, maxAge: number): string {
  const { secure } = signedCookieOptions();
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** A cookie's raw value in the request; undefined when there is none. */
export function cookieValue(request: Request, cookie: string): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookie) return rest.join("=");
  }
  return undefined;
}
