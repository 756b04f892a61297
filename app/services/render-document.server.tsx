import { createReadableStreamFromReadable } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { htmlWithoutNulBytes } from "~/services/html-stream.server";
import { log } from "~/services/logger.server";

/** How long a streamed part may take before the page is sent without it. */
export const streamTimeout = 5_000;

type DocumentOptions = {
  nonce: string;
  /** The whole document in one piece (a crawler, Modo leve), not its shell first. */
  waitForAll: boolean;
  status: number;
  headers: Headers;
};

/**
 * The page as an HTML response: React's stream, without NUL bytes (htmlWithoutNulBytes), sent once
 * its shell is ready (or all of it, `waitForAll`); a part still pending `streamTimeout` and a second
 * later is aborted. An error React reports before the page is sent makes its status 500.
 */
export function renderDocument(element: ReactElement, { nonce, waitForAll, status, headers }: DocumentOptions) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    const send = () => {
      shellRendered = true;
      const body = htmlWithoutNulBytes();
      headers.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        if (!waitForAll) send();
      },
      onAllReady() {
        clearTimeout(abortTimer);
        if (waitForAll) send();
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatus = 500;
        if (shellRendered)
          log.error("render.failed", { message: error instanceof Error ? error.message : String(error) });
      },
    });
    // Once every part is rendered there is nothing left to abort: the timer goes then (onAllReady),
    // instead of keeping the render (its tree, its data) alive for six seconds after each answer.
    // React calls back only after this line (its work starts on setImmediate).
    const abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}
