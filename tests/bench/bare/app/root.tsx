import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

export function Layout({ children }: { children: ReactNode }) {
  // `?leve`: the same page with no script, as the storefront's Modo leve (for Lighthouse's figures).
  const light = new URLSearchParams(useLocation().search).has("leve");
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {light ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
