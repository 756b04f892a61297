import { redirect } from "@remix-run/node";
import { messages } from "~/models/messages";
import { EXPORT_FILE_TYPES, MAX_EXPORT_BYTES, type OrderExportRequest } from "~/models/orders/order-export";
import { endSessionHeaders } from "../end-session.server";
import { getEnv } from "../env.server";
import { setFlashHeader } from "../flash.server";
import { loggablePath } from "../loggable-path";
import { log } from "../logger.server";
import { type ApiContext, upstreamUrl } from "./client.server";
import { UpstreamError } from "./errors";
import { buildUpstreamHeaders } from "./headers";

/** Call 66 of docs/upstream-api.md: the client's orders as a file, passed on as it arrives, never held whole. */

export type ExportFile = {
  body: ReadableStream<Uint8Array>;
  extension: (typeof EXPORT_FILE_TYPES)[keyof typeof EXPORT_FILE_TYPES];
  contentType: string;
};

/** The bytes as they come, cut off with an error past `limit` (the shopper's download then fails, never a huge one). */
function bounded(body: ReadableStream<Uint8Array>, limit: number, path: string): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          log.warn("orders.export_too_large", { path, bytes: seen });
          controller.error(new Error("export too large"));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * POST /v4/orders/export/{idcliente} with the filters: the file's stream and type. The wait for the
 * answer's headers is bounded by UPSTREAM_TIMEOUT_MS; the body then streams while the shopper reads
 * it (their leaving stops it). A 401 ends the session as every call does; a 429 goes to the
 * too-many-request page; any other refusal, a type that is no spreadsheet or a declared size past
 * MAX_EXPORT_BYTES is an UpstreamError.
 */
export async function exportOrders(
  idcliente: string,
  filters: OrderExportRequest,
  ctx: ApiContext,
): Promise<ExportFile> {
  const url = upstreamUrl(`/v4/orders/export/${encodeURIComponent(idcliente)}`);
  const path = loggablePath(url.pathname, getEnv().APP_TOKEN);
  const headersTimeout = new AbortController();
  const timer = setTimeout(() => headersTimeout.abort(), getEnv().UPSTREAM_TIMEOUT_MS);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, headersTimeout.signal]) : headersTimeout.signal;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: buildUpstreamHeaders({ ...ctx, hasBody: true }),
      body: JSON.stringify(filters),
      signal,
    });
  } catch {
    const failure = headersTimeout.signal.aborted ? "timeout" : "network";
    log.warn("upstream.failed", { method: "POST", path, failure, stage: "request" });
    throw new UpstreamError(`Falha ao chamar ${path}`, failure, path);
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw redirect(`${ctx.basePath ?? ""}/erro/too-many-request`);
  }
  if (response.status === 401 && ctx.token) {
    await response.body?.cancel();
    log.info("upstream.session_expired", { method: "POST", path });
    const headers = await endSessionHeaders();
    headers.append("Set-Cookie", await setFlashHeader({ kind: "warning", message: messages.auth.sessionExpired }));
    throw redirect(
      `${ctx.basePath ?? ""}/entrar${ctx.returnTo ? `?redirectTo=${encodeURIComponent(ctx.returnTo)}` : ""}`,
      { headers },
    );
  }
  const contentType = (response.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const extension = Object.hasOwn(EXPORT_FILE_TYPES, contentType)
    ? EXPORT_FILE_TYPES[contentType as keyof typeof EXPORT_FILE_TYPES]
    : undefined;
  const declared = Number(response.headers.get("Content-Length") ?? "0");
  if (!response.ok || !response.body || extension === undefined || declared > MAX_EXPORT_BYTES) {
    const text = response.ok ? "" : await response.text().catch(() => "");
    await response.body?.cancel().catch(() => undefined);
    log.warn("upstream.status", {
      method: "POST",
      path,
      status: response.status,
      contentType,
      bytes: declared,
      mensagem: text.slice(0, 300) || null,
    });
    throw new UpstreamError(
      `${path} respondeu ${response.status} (${contentType})`,
      response.ok ? "invalid" : "status",
      path,
      response.status,
    );
  }
  return { body: bounded(response.body, MAX_EXPORT_BYTES, path), extension, contentType };
}
