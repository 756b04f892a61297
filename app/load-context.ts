declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The per-request CSP nonce set by the server for every inline script and style. */
    cspNonce: string;
    requestId: string;
    /** The shopper's address (from X-Forwarded-For only with TRUST_PROXY): what rate limits count by. */
    clientIp: string;
  }
}

export {};
