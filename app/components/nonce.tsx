import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Provides the request's CSP nonce during server rendering (browsers hide it from scripts afterwards). */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
