import { RepresentativeClaimsSchema, type RepresentativeClaims } from "./account";

/**
 * docs/upstream-api.md §29: a representative's token is a JWT whose payload carries `idusuario`,
 * `nome`, `access` and `exp`. The storefront reads the payload without checking the signature
 * (the upstream checks it on every call the token is sent with). Null when it is not such a token.
 */
export function readRepresentativeClaims(token: string): RepresentativeClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  const payload = decodeBase64UrlJson(parts[1]);
  const parsed = RepresentativeClaimsSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

function decodeBase64UrlJson(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) return null;
  try {
    const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
