import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { LightModeProvider } from "~/components/light-mode";
import { NonceProvider } from "~/components/nonce";
import { isLightMode } from "~/models/light-mode";
import { htmlWithoutNulBytes } from "~/services/html-stream.server";
import { log } from "~/services/logger.server";

export const streamTimeout = 5_000;

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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <LightModeProvider value={light}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </LightModeProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = htmlWithoutNulBytes();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            log.error("render.failed", { message: error instanceof Error ? error.message : String(error) });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
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
