import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { NonceProvider } from "~/components/nonce";

// Browsers hide nonce attributes once parsed but keep the value in the `nonce` property. Elements
// React adds after hydration (the supplier's theme <style> after a client-side navigation) need
// the page's nonce, or the enforced CSP blocks them.
const nonce = document.querySelector<HTMLElement>("script[nonce]")?.nonce ?? "";

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
