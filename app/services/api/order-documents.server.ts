import { redirect } from "@remix-run/node";
import { messages } from "~/models/messages";
import { endSessionHeaders } from "../end-session.server";
import { getEnv } from "../env.server";
import { setFlashHeader } from "../flash.server";
import { loggablePath } from "../loggable-path";
import { log } from "../logger.server";
import { refusedAnswer, upstreamUrl, type ApiContext } from "./client.server";
import { UpstreamError } from "./errors";
import { buildUpstreamHeaders } from "./headers";

/**
 * Calls 63–65 of docs/upstream-api.md: an order's receipt, DANFE and NF-e XML, as files. Each is
 * read whole before the storefront answers (docs/decisions/0013): a document is a few tens of
 * kilobytes, and a file cut in the middle must become a message, never a broken download. The read
 * is bounded (MAX_DOCUMENT_BYTES, by the declared length and by what arrives) and timed
 * (UPSTREAM_TIMEOUT_MS, the body included); only the file type each call gives is accepted.
 */

/** Above any order's document (for 500 lines: a DANFE of about 60 kB, an XML of about 500 kB), far below harm. */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
/** How much of a refusal's body is read for its message. */
const MAX_REFUSAL_BYTES = 16 * 1024;

export type DocumentFile = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

type FileKind = { accept: string; types: readonly string[]; looksRight: (bytes: Uint8Array) => boolean };

const startsWith = (bytes: Uint8Array, text: string) =>
  new TextDecoder()
    .decode(bytes.subarray(0, 64))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith(text);

const PDF: FileKind = {
  accept: "application/pdf",
  types: ["application/pdf"],
  looksRight: (bytes) => startsWith(bytes, "%PDF-"),
};
const XML: FileKind = {
  accept: "application/xml",
  types: ["application/xml", "text/xml"],
  looksRight: (bytes) => startsWith(bytes, "<"),
};

/** Reads at most `limit` bytes of the body; past it, stops reading and answers null. */
async function readBounded(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function refusalMessage(bytes: Uint8Array | null): string | undefined {
  if (!bytes) return undefined;
  try {
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as { mensagem?: unknown };
    return typeof payload.mensagem === "string" ? payload.mensagem : undefined;
  } catch {
    return undefined;
  }
}

/** One document call: the file, or an UpstreamError (a 429 and an expired session are redirects, as for every call). */
async function upstreamDocument(
  method: "GET" | "POST",
  path: string,
  kind: FileKind,
  ctx: ApiContext,
): Promise<DocumentFile> {
  const url = upstreamUrl(path);
  const logPath = loggablePath(url.pathname, getEnv().APP_TOKEN);
  const timeout = AbortSignal.timeout(getEnv().UPSTREAM_TIMEOUT_MS);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
  const headers = buildUpstreamHeaders(ctx);
  headers.set("Accept", kind.accept);
  const failed = (stage: "request" | "body") => {
    const failure = timeout.aborted ? "timeout" : "network";
    log.warn("upstream.failed", { method, path: logPath, failure, stage });
    return new UpstreamError(`Falha ao chamar ${logPath}`, failure, logPath);
  };
  let response: Response;
  try {
    response = await fetch(url, { method, headers, signal });
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    throw failed("request");
  }
  if (response.status === 429) {
    await response.body?.cancel().catch(() => undefined);
    log.warn("upstream.too_many_requests", { method, path: logPath });
    throw redirect(`${ctx.basePath ?? ""}/erro/too-many-request`);
  }
  if (response.status === 401 && ctx.token) {
    await response.body?.cancel().catch(() => undefined);
    log.info("upstream.session_expired", { method, path: logPath });
    const endSession = await endSessionHeaders();
    endSession.append("Set-Cookie", await setFlashHeader({ kind: "warning", message: messages.auth.sessionExpired }));
    throw redirect(
      `${ctx.basePath ?? ""}/entrar${ctx.returnTo ? `?redirectTo=${encodeURIComponent(ctx.returnTo)}` : ""}`,
      { headers: endSession },
    );
  }
  let bytes: Uint8Array<ArrayBuffer> | null;
  const declared = Number(response.headers.get("Content-Length") ?? "0");
  try {
    const limit = response.ok ? MAX_DOCUMENT_BYTES : MAX_REFUSAL_BYTES;
    bytes = !response.body || declared > limit ? null : await readBounded(response.body, limit);
    if (!bytes) await response.body?.cancel().catch(() => undefined);
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    throw failed("body");
  }
  if (!response.ok) {
    throw refusedAnswer({ method, logPath, status: response.status, serverMessage: refusalMessage(bytes) });
  }
  const contentType = (response.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!bytes || !kind.types.includes(contentType) || !kind.looksRight(bytes)) {
    log.error("upstream.invalid_answer", {
      method,
      path: logPath,
      contentType,
      bytes: bytes?.byteLength ?? declared,
      tooLarge: !bytes,
    });
    throw new UpstreamError(`Resposta inválida de ${logPath}`, "invalid", logPath, response.status);
  }
  return { bytes, contentType: kind === PDF ? "application/pdf" : "application/xml; charset=utf-8" };
}

const segment = encodeURIComponent;

/** POST /v4/payment/generate-receipt/{numorder}/{idclient} (call 63): the receipt of a settled payment (PDF). */
export function fetchReceipt(numpedido: string, idcliente: string, ctx: ApiContext) {
  return upstreamDocument("POST", `/v4/payment/generate-receipt/${segment(numpedido)}/${segment(idcliente)}`, PDF, ctx);
}

/** GET /v4/danfe/{numpedido}/{idfornecedor} (call 64): the DANFE of the order's NF-e (PDF). */
export function fetchDanfe(numpedido: string, idfornecedor: string, ctx: ApiContext) {
  return upstreamDocument("GET", `/v4/danfe/${segment(numpedido)}/${segment(idfornecedor)}`, PDF, ctx);
}

/** GET /v4/nfe-xml/{numpedido}/{idfornecedor} (call 65): the order's NF-e as XML. */
export function fetchNfeXml(numpedido: string, idfornecedor: string, ctx: ApiContext) {
  return upstreamDocument("GET", `/v4/nfe-xml/${segment(numpedido)}/${segment(idfornecedor)}`, XML, ctx);
}
