import type { SubmissionResult } from "@conform-to/react";
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { z } from "zod";
import { preferencesAfter } from "~/models/cart-preferences";
import { supplierPath } from "~/models/links";
import { messages } from "~/models/messages";
import {
  MAX_QUICK_ORDER_LINES,
  MAX_UPLOAD_BYTES,
  cartLinesOf,
  holdBackForAge,
  linesText,
  notAddedLines,
  parsePastedText,
  pastedCsv,
  quickOrderReport,
  type PastedRow,
  type QuickOrderLine,
} from "~/models/quick-order";
import { parseSubmission } from "~/services/form-submission.server";
import { UpstreamError } from "~/services/api/errors";
import { matchSpreadsheet, type SpreadsheetFile } from "~/services/api/spreadsheet.server";
import {
  CartRefusal,
  inCartOrder,
  requireCartOwner,
  savePreferences,
  writeCart,
  type CartOwner,
} from "~/services/cart.server";
import { log } from "~/services/logger.server";
import { ageCheckMessages } from "~/models/messages/age-check";
import { ageGatedIds } from "~/services/segment-gate.server";
import type { SupplierContext } from "~/services/supplier-context.server";

const text = {
  nothingSent: "Cole as linhas do pedido ou escolha uma planilha.",
  bothSent: "Envie as linhas coladas ou a planilha, uma de cada vez: apague o texto ou tire o arquivo.",
  tooManyLines: `Cole no máximo ${MAX_QUICK_ORDER_LINES} linhas por vez.`,
  tooLarge: "O arquivo passa de 1 MB. Divida a planilha em partes menores.",
  readFailed: "Não foi possível ler o pedido agora. Tente novamente em instantes.",
};

const QuickOrderSchema = z
  .object({
    linhas: z.string().optional(),
    arquivo: z.custom<File>((value) => value instanceof Blob).optional(),
  })
  .superRefine((form, context) => {
    const pasted = (form.linhas ?? "").trim() !== "";
    if (pasted === (form.arquivo !== undefined))
      context.addIssue({ code: "custom", path: [], message: pasted ? text.bothSent : text.nothingSent });
    if (pasted && parsePastedText(form.linhas ?? "").length > MAX_QUICK_ORDER_LINES) {
      context.addIssue({ code: "custom", path: ["linhas"], message: text.tooManyLines });
    }
  });

/** What the page shows after the cart was written: each line's fate and what the cart said. */
export type QuickOrderOutcome = {
  report: QuickOrderLine[];
  /** Products added to the cart (0 when the save was refused). */
  added: number;
  /** Why nothing was added, when the cart refused the lines. */
  refusal: string | null;
  avisos: string[];
};

export type QuickOrderReply = {
  status: number;
  result: SubmissionResult<string[]>;
  outcome: QuickOrderOutcome | null;
  headers?: Headers;
};

/** The quick-order page's address, where a guest comes back after logging in. */
export function quickOrderPath(context: SupplierContext): string {
  return supplierPath(context.basePath, "/pedido-rapido");
}

/** A part past the limit names its field: the file, or pasted text that is too long. */
type ReadForm = { ok: true; formData: FormData } | { ok: false; field: string; linhas: string | undefined };

/** The multipart form, each part at most 1 MB; past that, what was typed before the large part. */
async function readForm(request: Request): Promise<ReadForm> {
  const typed = new Map<string, string>();
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: MAX_UPLOAD_BYTES });
  const keepTyped: UploadHandler = async (part) => {
    const value = await memory(part);
    if (typeof value === "string") typed.set(part.name, value);
    return value;
  };
  try {
    return { ok: true, formData: await unstable_parseMultipartFormData(request, keepTyped) };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError)
      return { ok: false, field: error.field, linhas: typed.get("linhas") };
    if (error instanceof TypeError) throw new Response("Bad Request", { status: 400 });
    throw error;
  }
}

function isClientFault(error: UpstreamError): error is UpstreamError & { serverMessage: string } {
  return (
    error.failure === "status" &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    !!error.serverMessage
  );
}

/** The cart with the report's good lines added in one save; a refusal keeps the cart as it was. */
async function addToCart(
  owner: CartOwner,
  report: QuickOrderLine[],
): Promise<{ outcome: QuickOrderOutcome; headers: Headers | null }> {
  const cartItens = cartLinesOf(report);
  if (cartItens.length === 0) return { outcome: { report, added: 0, refusal: null, avisos: [] }, headers: null };
  try {
    const cart = await inCartOrder(owner, () => writeCart(owner, { cartItens }, { add: true }));
    const headers = await savePreferences(owner, preferencesAfter(cart, owner.preferences));
    return { outcome: { report, added: cartItens.length, refusal: null, avisos: cart.avisos }, headers };
  } catch (error) {
    if (error instanceof CartRefusal)
      return { outcome: { report, added: 0, refusal: error.message, avisos: [] }, headers: null };
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("quick_order.cart_failed", { status: error.status ?? error.failure });
    return { outcome: { report, added: 0, refusal: messages.cart.saveFailed, avisos: [] }, headers: null };
  }
}

/**
 * POST: pasted lines (sent as a CSV file) or a spreadsheet matched by the server (call 45), each
 * line's quantity made valid by the rules of docs/rules/cart.md "Cart quantity", the good lines added to the cart in one save
 * (call 40 adding). The lines not added come back in the text field to correct.
 */
export async function quickOrderAction(request: Request, context: SupplierContext): Promise<QuickOrderReply> {
  let owner: CartOwner;
  try {
    owner = requireCartOwner(request, context, quickOrderPath(context));
  } catch (error) {
    if (!(error instanceof CartRefusal)) throw error;
    return { status: 409, outcome: null, result: { status: "error", error: { "": [error.message] } } };
  }
  const form = await readForm(request);
  if (!form.ok) {
    const error: Record<string, string[]> =
      form.field === "linhas" ? { linhas: [text.tooManyLines] } : { arquivo: [text.tooLarge] };
    return {
      status: 400,
      outcome: null,
      result: { status: "error", initialValue: { linhas: form.linhas ?? "" }, error },
    };
  }
  const submission = parseSubmission(form.formData, QuickOrderSchema);
  const hideFields = ["arquivo"];
  if (submission.status !== "success") return { status: 400, outcome: null, result: submission.reply({ hideFields }) };

  const { arquivo, linhas = "" } = submission.value;
  const pasted: PastedRow[] | undefined = arquivo ? undefined : parsePastedText(linhas);
  const file: SpreadsheetFile = arquivo
    ? { bytes: arquivo, name: arquivo.name || "planilha" }
    : { bytes: new Blob([pastedCsv(pasted ?? [])], { type: "text/csv" }), name: "pedido.csv" };
  let report: QuickOrderLine[];
  try {
    const answer = await matchSpreadsheet(
      context.supplier.idfornecedor,
      file,
      owner.preferences.idformapagamento,
      context.api,
    );
    // docs/rules/catalogue.md "Age check": the adults-only lines wait for "Sim", the rest goes in.
    const held = await ageGatedIds(
      request,
      context,
      answer.linhas.map((line) => line.produto),
    );
    report = holdBackForAge(quickOrderReport(answer, pasted), held.ids, ageCheckMessages.lineHeldBack, held.link);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const unreadable = isClientFault(error);
    log[unreadable ? "info" : "warn"]("quick_order.read_failed", {
      supplier: context.supplier.slug,
      status: error.status ?? error.failure,
    });
    const field = arquivo ? "arquivo" : "linhas";
    const reply = unreadable ? { fieldErrors: { [field]: [error.serverMessage] } } : { formErrors: [text.readFailed] };
    return { status: 400, outcome: null, result: submission.reply({ ...reply, hideFields }) };
  }
  const { outcome, headers } = await addToCart(owner, report);
  const retry = outcome.added > 0 ? linesText(notAddedLines(report)) : linhas || linesText(report);
  const result = { ...submission.reply({ hideFields }), initialValue: { linhas: retry } };
  return { status: outcome.refusal ? 409 : 200, result, outcome, headers: headers ?? undefined };
}
