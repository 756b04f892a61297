import type { LinksFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import type { ReactNode } from "react";
import { useFootBarRoom } from "~/components/foot-bar-room";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useLightMode } from "~/components/light-mode";
import { useNonce } from "~/components/nonce";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import "~/styles/global.css";
import * as layout from "~/styles/layout.css";
import "~/styles/theme.css";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const supplier = useSupplierLayout();
  const footBarRoom = useFootBarRoom();
  const light = useLightMode();
  return (
    <html lang="pt-BR" className={footBarRoom}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Links />
        <Meta />
        {supplier ? (
          // The server's nonce attribute reads as "" once parsed: not a real mismatch.
          <style nonce={nonce} suppressHydrationWarning>
            {supplier.themeCss}
          </style>
        ) : null}
      </head>
      <body>
        {children}
        {light ? null : (
          // Modo leve (docs/decisions/0045): no hydration, manifest, modulepreload or inline script.
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main className={layout.main}>
      <GeneralErrorBoundary />
    </main>
  );
}

/**
 * What React Router shows when it is left waiting for a page's code that will not come: a route
 * module that failed to load again in the session (app/models/module-reload.ts), its route matched
 * and never loaded. Without it Remix's default shows nothing but a script (a blank page); with it,
 * the general error. The server never renders it: no route hydrates with a client loader.
 */
export const HydrateFallback = ErrorBoundary;
