import { z } from "zod";
import { safeRedirectPath } from "~/models/account-rules";
import { supplierPath } from "~/models/links";
import { getEnv } from "../env.server";
import { readAccountSession } from "../session.server";
import { cookieValue, open, seal, sealedCookieHeader } from "../sealed-cookie.server";
import { SIGNED_OUT_SECONDS, signedOutCustomer } from "../signed-out.server";
import type { SupplierContext } from "../request-context";

/**
 * What a shopper typed on the checkout when their session had ended (it expired, or they logged out
 * in another tab): kept for one login in `commerce-checkout-draft`, an HttpOnly sealed cookie
 * (sealed-cookie.server.ts), for 15 minutes, and shown on the checkout once (ADR 0016). Only the fields below are kept: never a card's data, nor the
 * checkout's key, the total or the slot the page showed (the page after login reads them again).
 */
const COOKIE = "commerce-checkout-draft";
/** As long as a logout's marker says whose a checkout was (signed-out.server.ts). */
export const DRAFT_TTL_SECONDS = SIGNED_OUT_SECONDS;
/** The draft's JSON at most: with its encryption and base64, the cookie stays well under a browser's 4 KB. */
export const MAX_DRAFT_BYTES = 2000;
const MAX_CHARACTERISTICS = 20;

const CHARACTERISTIC = /^caracteristica-[\w-]{1,40}$/;

const DraftFieldsSchema = z.object({
  idformapagamento: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/)
    .optional(),
  trocoPara: z.string().max(20).optional(),
  anotacoes: z.string().max(500).optional(),
  numPedidoCliente: z.string().max(40).optional(),
  /** The answers to the supplier's order characteristics, by their field name. */
  caracteristicas: z.record(z.string().regex(CHARACTERISTIC), z.string().max(200)).optional(),
});
export type DraftFields = z.infer<typeof DraftFieldsSchema>;

const DraftSchema = z.object({
  v: z.literal(1),
  /** Something typed did not fit in the cookie (answers left out, or everything): the checkout says so. */
  incompleto: z.literal(true).optional(),
  /** Kept by "Atualizar preços" without JavaScript, on its way back to the checkout priced for the method (ADR 0027), not by a login. */
  motivo: z.literal("pagamento").optional(),
  /** The supplier whose checkout it is. */
  idfornecedor: z.string().max(80),
  /** The customer whose session ended, when the request still said (null: claimed by the login that follows, or by none). */
  idcliente: z.string().max(40).nullable(),
  /** When it was kept (ms): the server, not the browser, decides that it is too old. */
  at: z.number().int(),
  fields: DraftFieldsSchema,
});
export type CheckoutDraft = z.infer<typeof DraftSchema>;

/** The form's text fields the draft keeps (each cut to the length its field allows). */
const KEPT = { idformapagamento: 20, trocoPara: 20, anotacoes: 500, numPedidoCliente: 40 } as const;

/** The fields worth keeping of a posted checkout form; null when nothing was typed or chosen. */
export function draftFields(formData: FormData): DraftFields | null {
  const fields: DraftFields = {};
  for (const [name, max] of Object.entries(KEPT) as [keyof typeof KEPT, number][]) {
    const value = formData.get(name);
    if (typeof value === "string" && value.trim()) fields[name] = value.slice(0, max);
  }
  if (fields.idformapagamento && !DraftFieldsSchema.shape.idformapagamento.safeParse(fields.idformapagamento).success)
    delete fields.idformapagamento;
  const caracteristicas: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (Object.keys(caracteristicas).length >= MAX_CHARACTERISTICS) break;
    if (CHARACTERISTIC.test(name) && typeof value === "string" && value.trim())
      caracteristicas[name] = value.slice(0, 200);
  }
  if (Object.keys(caracteristicas).length > 0) fields.caracteristicas = caracteristicas;
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * The draft within MAX_DRAFT_BYTES: the answers to the characteristics go first, last one first;
 * when even the rest cannot fit (text that takes many bytes, `\u0001` six of them), no field is
 * kept. Either way the draft is marked `incompleto`, so the checkout tells the shopper to check
 * and type again what is missing instead of losing it silently.
 */
export function boundedDraft(draft: CheckoutDraft): CheckoutDraft {
  const size = (candidate: CheckoutDraft) => Buffer.byteLength(JSON.stringify(candidate));
  if (size(draft) <= MAX_DRAFT_BYTES) return draft;
  const entries = Object.entries(draft.fields.caracteristicas ?? {});
  let bounded: CheckoutDraft = { ...draft, incompleto: true };
  while (size(bounded) > MAX_DRAFT_BYTES && entries.length > 0) {
    entries.pop();
    bounded = { ...draft, incompleto: true, fields: { ...draft.fields, caracteristicas: Object.fromEntries(entries) } };
  }
  return size(bounded) <= MAX_DRAFT_BYTES ? bounded : { ...draft, incompleto: true, fields: {} };
}

/** The draft encrypted with the first secret: IV, tag and ciphertext, base64url. */
export function sealDraft(draft: CheckoutDraft, secrets: readonly string[]): string {
  return seal(draft, secrets, COOKIE);
}

/** The draft a cookie value holds, when one of the secrets made it and it is whole; null otherwise. */
export function openDraft(value: string, secrets: readonly string[]): CheckoutDraft | null {
  return open(value, secrets, COOKIE, DraftSchema);
}

/** The Set-Cookie header that forgets the draft. */
export const clearDraftHeader = () => sealedCookieHeader(COOKIE, "", 0);

/** The request's draft, when there is one still fresh at `now`. */
function readDraft(request: Request, now: number): { present: boolean; draft: CheckoutDraft | null } {
  const value = cookieValue(request, COOKIE);
  if (!value) return { present: false, draft: null };
  const draft = openDraft(value, getEnv().SESSION_SECRET);
  const fresh = draft !== null && draft.at <= now && now - draft.at < DRAFT_TTL_SECONDS * 1000;
  return { present: true, draft: fresh ? draft : null };
}

function writeDraft(draft: CheckoutDraft, now: number): string {
  const left = Math.max(1, DRAFT_TTL_SECONDS - Math.floor((now - draft.at) / 1000));
  return sealedCookieHeader(COOKIE, sealDraft(draft, getEnv().SESSION_SECRET), left);
}

const isLoginRedirect = (response: Response, context: SupplierContext) => {
  if (response.status < 300 || response.status >= 400) return false;
  const location = response.headers.get("Location") ?? "";
  return new URL(location, "http://loja.invalid").pathname === supplierPath(context.basePath, "/entrar");
};

/**
 * A checkout post that ends on the login page (no session, or the upstream said it expired): the
 * same redirect, with what was typed kept in the draft cookie. The customer is the one of the
 * session the request still carried for this supplier, when it carried one, or else the one who
 * logged out of this supplier in this browser within the last 15 minutes (signedOutHeader).
 * Anything else passes.
 */
export async function keepingDraft(
  outcome: unknown,
  request: Request,
  context: SupplierContext,
  formData: FormData,
  now = Date.now(),
): Promise<unknown> {
  if (!(outcome instanceof Response) || !isLoginRedirect(outcome, context)) return outcome;
  const fields = draftFields(formData);
  if (!fields) return outcome;
  const session = await readAccountSession(request);
  const cliente = session?.idfornecedor === context.supplier.idfornecedor ? session.cliente : null;
  const idcliente = cliente
    ? String(cliente.idcliente)
    : signedOutCustomer(request, context.supplier.idfornecedor, now);
  const draft = boundedDraft({ v: 1, idfornecedor: context.supplier.idfornecedor, idcliente, at: now, fields });
  const headers = new Headers(outcome.headers);
  headers.append("Set-Cookie", writeDraft(draft, now));
  return new Response(outcome.body, { status: outcome.status, headers });
}

/**
 * "Atualizar preços para a forma escolhida" without JavaScript: the form's fields kept for the
 * checkout the redirect shows, priced for the method chosen, so that nothing typed is lost and no
 * page answers the post itself (going back never offers to send it again; ADR 0027).
 */
export function repricedDraftHeader(
  context: SupplierContext,
  idcliente: string,
  formData: FormData,
  now = Date.now(),
): string | null {
  const fields = draftFields(formData);
  if (!fields) return null;
  return writeDraft(
    boundedDraft({
      v: 1,
      motivo: "pagamento",
      idfornecedor: context.supplier.idfornecedor,
      idcliente,
      at: now,
      fields,
    }),
    now,
  );
}

/**
 * After a customer's login: a draft of no known customer becomes this customer's when the login
 * goes back to this supplier's checkout (the login page the checkout sent them to), and is
 * forgotten otherwise; another customer's draft is forgotten. The Set-Cookie header (or null), and
 * the draft's fields when the draft is this customer's from now on: the login prices the cart for
 * its payment method, so that the first page after it (its header too) shows the prices the
 * checkout will.
 */
export function draftAtSignIn(
  request: Request,
  context: SupplierContext,
  idcliente: string,
  redirectTo: string | null,
  now = Date.now(),
): { header: string | null; fields: DraftFields | null } {
  const { present, draft } = readDraft(request, now);
  if (!present) return { header: null, fields: null };
  if (!draft || draft.idfornecedor !== context.supplier.idfornecedor)
    return { header: draft ? null : clearDraftHeader(), fields: null };
  if (draft.idcliente === idcliente) return { header: null, fields: draft.fields };
  const target = new URL(safeRedirectPath(redirectTo, context.basePath), "http://loja.invalid").pathname;
  if (draft.idcliente === null && target === supplierPath(context.basePath, "/checkout"))
    return { header: writeDraft({ ...draft, idcliente }, now), fields: draft.fields };
  return { header: clearDraftHeader(), fields: null };
}

/**
 * The checkout page's draft: its fields when it is this supplier's and this customer's, and the
 * header that forgets it whatever it was (a draft is shown once, and to no one else).
 */
export function takeDraft(
  request: Request,
  context: SupplierContext,
  idcliente: string,
  now = Date.now(),
): { fields: DraftFields | null; incomplete: boolean; repriced: boolean; header: string | null } {
  const { present, draft } = readDraft(request, now);
  if (!present) return { fields: null, incomplete: false, repriced: false, header: null };
  if (draft && draft.idfornecedor !== context.supplier.idfornecedor)
    return { fields: null, incomplete: false, repriced: false, header: null };
  const mine = draft !== null && draft.idcliente === idcliente;
  return {
    fields: mine ? draft.fields : null,
    incomplete: mine && draft.incompleto === true,
    repriced: mine && draft.motivo === "pagamento",
    header: clearDraftHeader(),
  };
}
