import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { supplierPath } from "~/models/links";
import { getEnv } from "./env.server";
import { clearLookupHeader, LOOKUP_COOKIE } from "./form-lookup-cookie.server";
import { cookieValue, open, seal, sealedCookieHeader } from "./sealed-cookie.server";
import type { SupplierContext } from "./request-context";

/**
 * A lookup without JavaScript ("Buscar CEP" on the address form and the sign-up, "Buscar dados do
 * CNPJ", "Usar este e-mail") answers 303 to its own page, never the page itself, so that Back or a
 * reload never offers to send the form again (Post/Redirect/Get, ADR 0033). What the page after it
 * shows — the fields looked up, everything typed, the lookup's notice or its failure — travels in
 * `commerce-consulta`, an HttpOnly cookie sealed for this name (sealed-cookie.server.ts), for five
 * minutes, and is shown once, by the page and the store it was kept for. Never in the URL: a CPF, a
 * phone or an e-mail would land in the browser's history and the logs. Never a password: the page
 * asks for them again and says so. With JavaScript (`resposta=dados`, sent once the page runs its
 * scripts) the lookup answers in place, as before; a refused input (a CEP that is no CEP) answers
 * the page with its 400, as any refused form.
 */
const COOKIE = LOOKUP_COOKIE;
export const LOOKUP_TTL_SECONDS = 300;
/** The kept form's JSON at most: with its encryption and base64 the cookie stays well under a browser's 4 KB. */
export const MAX_LOOKUP_BYTES = 2400;

/** The pages whose lookups redirect: their path under the store, and where the page after it opens (unless the lookup says). */
export const lookupPages = {
  cadastro: { path: "/cadastro", hash: "" },
  enderecos: { path: "/enderecos", hash: "#endereco-form-titulo" },
} as const;
export type LookupPage = keyof typeof lookupPages;

/** Fields never kept: the passwords (never in a cookie), the button pressed, the page's marker, the honeypot. */
const NEVER_KEPT = new Set(["senha", "confirmacao", "intent", "resposta", "site"]);

const FieldValueSchema = z.union([z.string().max(2000), z.array(z.string().max(2000)).max(50)]);
const KeptFormSchema = z.object({
  values: z.record(z.string().max(80), FieldValueSchema),
  errors: z.record(z.string().max(80), z.array(z.string().max(500)).max(5)),
  notice: z.string().max(500).nullable(),
  /** Where the page says the notice: by the address's fields (the sign-up's CEP), or atop the form. */
  noticeAt: z.enum(["endereco"]).nullable(),
  passwordsTyped: z.boolean(),
  suggestedEmail: z.string().max(254).nullable(),
});
export type KeptForm = z.infer<typeof KeptFormSchema>;

const KeptLookupSchema = z.object({
  v: z.literal(1),
  page: z.enum(["cadastro", "enderecos"]),
  idfornecedor: z.string().max(80),
  /** When it was kept (ms): the server, not the browser, decides that it is too old. */
  at: z.number().int(),
  form: KeptFormSchema,
});
export type KeptLookup = z.infer<typeof KeptLookupSchema>;

/** A lookup's answer as the pages make it. */
export type LookupReply = {
  status: number;
  result: SubmissionResult<string[]>;
  notice?: string;
  noticeAt?: "endereco" | null;
  passwordsTyped?: boolean;
  suggestedEmail?: string | null;
};

/** Whether the page that sent the form runs its scripts (it then wants the answer in place). */
export const wantsData = (formData: FormData) => formData.get("resposta") === "dados";

/** What of an answer is kept: its text values (never a password), its errors, its notice. */
export function keptForm(reply: LookupReply): KeptForm {
  const values: KeptForm["values"] = {};
  for (const [name, value] of Object.entries(reply.result.initialValue ?? {})) {
    if (NEVER_KEPT.has(name)) continue;
    if (typeof value === "string") values[name] = value;
    else if (Array.isArray(value) && value.every((each) => typeof each === "string")) values[name] = value;
  }
  const errors: KeptForm["errors"] = {};
  for (const [name, messages] of Object.entries(reply.result.error ?? {}))
    if (messages && messages.length > 0) errors[name] = messages;
  return {
    values,
    errors,
    notice: reply.notice ?? null,
    noticeAt: reply.noticeAt ?? null,
    passwordsTyped: reply.passwordsTyped ?? false,
    suggestedEmail: reply.suggestedEmail ?? null,
  };
}

/** The form's answer as the page reads it (Conform's SubmissionResult): the values, the errors. */
export function keptResult(form: KeptForm): SubmissionResult<string[]> {
  const failed = Object.keys(form.errors).length > 0;
  return { ...(failed ? { status: "error" as const } : {}), initialValue: form.values, error: form.errors };
}

export function sealLookup(kept: KeptLookup, secrets: readonly string[]): string {
  return seal(kept, secrets, COOKIE);
}

export function openLookup(value: string, secrets: readonly string[]): KeptLookup | null {
  return open(value, secrets, COOKIE, KeptLookupSchema);
}

/**
 * A lookup's answer: without JavaScript, a 303 to the page it was sent from (its query kept: the
 * address being changed, the return address) and opened at `hash` (by default the page's), with
 * the answer kept for that page; with
 * JavaScript, a refusal of what was typed (400), or an answer too big for a cookie, the answer
 * itself, as before (the page then answers the post).
 */
export function lookupAnswer<Reply extends LookupReply>(
  request: Request,
  context: SupplierContext,
  page: LookupPage,
  formData: FormData,
  reply: Reply,
  { hash = lookupPages[page].hash, now = Date.now() }: { hash?: string; now?: number } = {},
): Reply | Response {
  if (wantsData(formData) || reply.status === 400) return reply;
  const kept: KeptLookup = { v: 1, page, idfornecedor: context.supplier.idfornecedor, at: now, form: keptForm(reply) };
  if (Buffer.byteLength(JSON.stringify(kept)) > MAX_LOOKUP_BYTES) return reply;
  const location = `${supplierPath(context.basePath, lookupPages[page].path)}${new URL(request.url).search}${hash}`;
  const cookie = sealedCookieHeader(COOKIE, sealLookup(kept, getEnv().SESSION_SECRET), LOOKUP_TTL_SECONDS);
  return redirect(location, { status: 303, headers: { "Set-Cookie": cookie } });
}

/**
 * The page's kept lookup, when there is one for this page of this store still fresh at `now`, and
 * the header that forgets it once shown (one kept for another page or store is left for it; one
 * too old or unreadable is forgotten).
 */
export function takeLookup(
  request: Request,
  context: SupplierContext,
  page: LookupPage,
  now = Date.now(),
): { form: KeptForm | null; headers: Headers | undefined } {
  const value = cookieValue(request, COOKIE);
  if (!value) return { form: null, headers: undefined };
  const kept = openLookup(value, getEnv().SESSION_SECRET);
  const fresh = kept !== null && kept.at <= now && now - kept.at < LOOKUP_TTL_SECONDS * 1000;
  if (fresh && (kept.page !== page || kept.idfornecedor !== context.supplier.idfornecedor))
    return { form: null, headers: undefined };
  // What was typed is in the page: no cache may keep it.
  const headers = new Headers({ "Set-Cookie": clearLookupHeader(), "Cache-Control": "private, no-store" });
  return { form: fresh ? kept.form : null, headers };
}
