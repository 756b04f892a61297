import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { signedCookieOptions } from "./cookie-options.server";

/** The segments chosen at the last few suppliers of this visit. */
const MAX_SUPPLIERS = 6;
const ChoicesSchema = z.record(z.string().max(80), z.string().max(64));

/**
 * docs/rules/catalogue.md "Segments": the segment chosen at each supplier, kept for the visit (a
 * session cookie, no Max-Age), signed. Needed for the catalogue the shopper asked for, so it is
 * kept whatever the cookie preferences (ADR 0042).
 */
function segmentCookie() {
  return createCookie("commerce-segmento", signedCookieOptions());
}

async function readChoices(request: Request): Promise<Record<string, string>> {
  const parsed = ChoicesSchema.safeParse(await segmentCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : {};
}

/** The segment id chosen at this supplier this visit; null when none was (or the cookie does not read). */
export async function readSegmentChoice(request: Request, idfornecedor: string): Promise<string | null> {
  return (await readChoices(request))[idfornecedor] ?? null;
}

/** The Set-Cookie header that keeps `idsegmento` as this supplier's choice (null forgets it), the others' as they were. */
export async function saveSegmentChoiceHeader(
  request: Request,
  idfornecedor: string,
  idsegmento: string | null,
): Promise<string> {
  const others = Object.entries(await readChoices(request)).filter(([id]) => id !== idfornecedor);
  const kept = idsegmento ? [[idfornecedor, idsegmento] as const, ...others] : others;
  return segmentCookie().serialize(Object.fromEntries(kept.slice(0, MAX_SUPPLIERS)));
}

/**
 * docs/rules/catalogue.md "Age check": "Sim" to "Você tem 18 anos ou mais?", kept for the visit in
 * a signed session cookie. A forged or tampered value does not read, so the question is asked
 * again. A legal necessity: kept whatever the cookie preferences (ADR 0042).
 */
function ageCookie() {
  return createCookie("commerce-maioridade", signedCookieOptions());
}

/** Whether this visit has answered "Sim" to the age question (only a correctly signed cookie counts). */
export async function ageConfirmed(request: Request): Promise<boolean> {
  return (await ageCookie().parse(request.headers.get("Cookie"))) === "sim";
}

/** The Set-Cookie header that remembers "Sim" for the visit. */
export function confirmAgeHeader(): Promise<string> {
  return ageCookie().serialize("sim");
}
