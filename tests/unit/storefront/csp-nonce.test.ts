import { describe, expect, it } from "vitest";
import { freshNonce, securityHeaders } from "../../../server/security";

/** The headers the middleware sets on one answer, and the nonce it gives the page. */
function answer(dev: boolean): { headers: Map<string, string>; nonce: string } {
  const headers = new Map<string, string>();
  const res = {
    locals: {} as { cspNonce?: string },
    setHeader: (name: string, value: string) => headers.set(name, value),
  };
  const middleware = securityHeaders({
    dev,
    imageOrigin: "https://img.example",
    mapTileOrigin: null,
    cardGatewayOrigin: "https://cartao.example",
  });
  middleware({} as never, res as never, () => undefined);
  return { headers, nonce: res.locals.cspNonce! };
}

describe("the CSP nonce", () => {
  it("is 16 random bytes, never the same twice, across many draws of the random source", () => {
    const nonces = Array.from({ length: 600 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(600);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("is the one the policy names for scripts and styles, a new one on each answer", () => {
    const first = answer(false);
    const second = answer(false);
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.headers.get("Content-Security-Policy")).toBe(
      `default-src 'self'; script-src 'nonce-${first.nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${first.nonce}'; ` +
        "img-src 'self' data: https://img.example https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com; " +
        "font-src 'self'; connect-src 'self' https://cartao.example https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("is named for scripts only in development, where styles are inline", () => {
    const { headers, nonce } = answer(true);
    const policy = headers.get("Content-Security-Policy")!;
    expect(policy).toContain(
      `script-src 'nonce-${nonce}' 'strict-dynamic' 'unsafe-eval'; style-src 'self' 'unsafe-inline';`,
    );
    expect(policy).toContain("connect-src 'self' ws: https://cartao.example");
  });
});
