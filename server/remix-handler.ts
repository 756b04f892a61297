import {
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { boundedBody } from "./body-limit";
import { keepCookiesOfThisRequest, readingCookiesSetByAction } from "./cookies-set-by-action";

const BODY_SLICE_BYTES = 64 * 1024;

/** The URL Remix sees: the host name Express resolved, the port of the (trusted) host header, the full path. */
function requestUrl(req: ExpressRequest): string {
  const host =
    ((req.app.get("trust proxy") ? req.get("X-Forwarded-Host") : undefined) ?? req.get("host") ?? "")
      .split(",")[0]
      ?.trim() ?? "";
  const port = /:(\d{1,5})$/.exec(host)?.[1];
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
}

function remixHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value) headers.set(name, value);
  }
  return headers;
}

function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  let controller: AbortController | null = new AbortController();
  const init: RequestInit = { method: req.method, headers: remixHeaders(req), signal: controller.signal };
  const body = req.method !== "GET" && req.method !== "HEAD" ? boundedBody(res) : undefined;
  if (body) {
    // Handed over in slices, as a connection would: Remix's multipart parser overflows its stack
    // on one chunk holding a part of tens of thousands of lines.
    let offset = 0;
    init.body = new ReadableStream<Uint8Array>({
      pull(stream) {
        if (offset >= body.byteLength) return stream.close();
        const size = Math.min(BODY_SLICE_BYTES, body.byteLength - offset);
        stream.enqueue(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset + offset, size));
        offset += size;
      },
    });
    (init as RequestInit & { duplex: "half" }).duplex = "half";
  }
  // Loaders and actions stop when the answer can no longer be written (the client left).
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(requestUrl(req), init);
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * What @remix-run/express's handler does, except that an action reads the body that bodyLimit
 * already read and bounded, never the connection itself, and that a page answering a form reads
 * the cookies the form's action set (readingCookiesSetByAction, docs/decisions/0051).
 */
export function remixHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const handle = createRequestHandler(
    typeof build === "function"
      ? async () => readingCookiesSetByAction(await build())
      : readingCookiesSetByAction(build),
    mode,
  );
  return async (req, res, next) => {
    try {
      const request = remixRequest(req, res);
      const context = getLoadContext(req, res);
      keepCookiesOfThisRequest(context);
      const response = await handle(request, context);
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
