import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export type SecurityOptions = {
  dev: boolean;
  imageOrigin: string | null;
  mapTileOrigin: string | null;
  /** The card gateway the submission page's script sends a new card to (docs/decisions/0011). */
  cardGatewayOrigin: string | null;
};

/**
 * Where GA4's script sends its events, once a shopper chose performance at a supplier with analytics
 * (ADR 0041): the script itself is trusted by 'strict-dynamic', its requests need these.
 */
export const ANALYTICS_ORIGINS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

const NONCE_BYTES = 16;
/** Nonces drawn from the system's random source at a time (one call instead of one a request). */
const NONCES_PER_DRAW = 256;
let nonceBytes = Buffer.alloc(0);
let nextNonceAt = 0;

/** 16 random bytes (base64) no other answer had: each of a draw's bytes is handed out once. */
export function freshNonce(): string {
  if (nextNonceAt + NONCE_BYTES > nonceBytes.length) {
    nonceBytes = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    nextNonceAt = 0;
  }
  const nonce = nonceBytes.toString("base64", nextNonceAt, nextNonceAt + NONCE_BYTES);
  nextNonceAt += NONCE_BYTES;
  return nonce;
}

/**
 * A fresh CSP nonce per request (res.locals.cspNonce, passed to Remix through the load context)
 * and the security headers of every answer. The CSP is enforced, not report-only.
 */
export function securityHeaders({
  dev,
  imageOrigin,
  mapTileOrigin,
  cardGatewayOrigin,
}: SecurityOptions): RequestHandler {
  const imageSources = ["'self'", "data:", imageOrigin, mapTileOrigin, ...ANALYTICS_ORIGINS].filter(Boolean).join(" ");
  const connectSources = ["'self'", dev ? "ws:" : null, cardGatewayOrigin, ...ANALYTICS_ORIGINS]
    .filter(Boolean)
    .join(" ");
  // The policy is the same for every answer but its nonce: put together once, the nonce put in.
  const NONCE = "\0";
  const [beforeScriptNonce = "", ...afterScriptNonce] = [
    "default-src 'self'",
    `script-src 'nonce-${NONCE}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' ${dev ? "'unsafe-inline'" : `'nonce-${NONCE}'`}`,
    `img-src ${imageSources}`,
    "font-src 'self'",
    `connect-src ${connectSources}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .join("; ")
    .split(NONCE);
  return (_req, res, next) => {
    const nonce = freshNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", beforeScriptNonce + nonce + afterScriptNonce.join(nonce));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (!dev) res.setHeader("Strict-Transport-Security", "max-age=15552000");
    next();
  };
}
