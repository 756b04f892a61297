import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** The request's CSP nonce: from the server while rendering, from the page's scripts in the browser (entry.client.tsx). */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
