import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { NonceProvider } from "~/components/nonce";
import { guardModuleReload } from "~/models/module-reload";

// Browsers hide nonce attributes once parsed but keep the value in the `nonce` property. Elements
// React adds after hydration (the supplier's theme <style> after a client-side navigation) need
// the page's nonce, or the enforced CSP blocks them.
const nonce = document.querySelector<HTMLElement>("script[nonce]")?.nonce ?? "";

// A route module that fails to load reloads the page once per browser session, not in a loop (docs/rules/storefront.md "Session").
guardModuleReload(console, () => window.sessionStorage);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        <RemixBrowser />
      </NonceProvider>
    </StrictMode>,
  );
});
