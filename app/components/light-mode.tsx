import { createContext, useContext } from "react";

const LightModeContext = createContext(false);

/**
 * Modo leve (docs/decisions/0045): the server decides it per request (entry.server.tsx,
 * models/light-mode.ts) and renders the page with no script. In the browser, a page that runs
 * scripts is a full-mode page: the default (false) is its truth.
 */
export const LightModeProvider = LightModeContext.Provider;

export function useLightMode(): boolean {
  return useContext(LightModeContext);
}
