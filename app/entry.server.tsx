import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { LightModeProvider } from "~/components/light-mode";
import { NonceProvider } from "~/components/nonce";
import { isLightMode } from "~/models/light-mode";
import { log } from "~/services/logger.server";
import { renderDocument, streamTimeout } from "~/services/render-document.server";

// Remix reads it from here: how long a deferred loader part may take before it is abandoned.
export { streamTimeout };

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // Modo leve (docs/decisions/0045): no script, so the whole page in one piece (React's streamed
  // Suspense boundaries are filled in by inline scripts); the page varies with Save-Data and the cookie.
  const light = isLightMode({ saveData: request.headers.get("Save-Data"), cookie: request.headers.get("Cookie") });
  responseHeaders.append("Vary", "Save-Data, Cookie");
  const waitForAll = light || isbot(request.headers.get("user-agent") ?? "");
  return renderDocument(
    <NonceProvider value={nonce}>
      <LightModeProvider value={light}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </LightModeProvider>
    </NonceProvider>,
    { nonce, waitForAll, status: responseStatusCode, headers: responseHeaders },
  );
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const url = new URL(request.url);
  log.error("request.failed", {
    path: url.pathname,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack?.split("\n").slice(0, 6).join(" | ") : undefined,
  });
};
