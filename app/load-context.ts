declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The per-request CSP nonce set by the server for every inline script and style. */
    cspNonce: string;
    requestId: string;
  }
}

export {};
