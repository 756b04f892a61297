import { createHmac, timingSafeEqual } from "node:crypto";

/** JSON Web Tokens signed with HS256 (RFC 7519), as the platform hands them out. */

export type JwtPayload = Record<string, unknown> & { exp: number };

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

function signature(signingInput: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(signingInput).digest();
}

/** `exp` is in seconds since the epoch. */
export function signJwt(payload: JwtPayload, secret: string): string {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
  return `${signingInput}.${signature(signingInput, secret).toString("base64url")}`;
}

function parseJson(base64url: string): unknown {
  try {
    return JSON.parse(Buffer.from(base64url, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The payload of a token signed with this secret by HS256 and not expired at `now`; null otherwise. */
export function verifyJwt(token: string, secret: string, now: Date = new Date()): JwtPayload | null {
  const [header, payload, signed, ...rest] = token.split(".");
  if (header === undefined || payload === undefined || signed === undefined || rest.length > 0) return null;
  const headerJson = parseJson(header);
  if (!isObject(headerJson) || headerJson.alg !== "HS256") return null;
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseJson(payload);
  if (!isObject(claims) || typeof claims.exp !== "number") return null;
  return claims.exp * 1000 > now.getTime() ? { ...claims, exp: claims.exp } : null;
}
