import { z } from "zod";
import { documentDigits, isValidDocument, normalizeDocument } from "~/models/document";

/**
 * The fields of the account calls' bodies (docs/upstream-api.md §34, §36, §37), as a server reads
 * them: trimmed, e-mails in lower case, documents normalised. Each a factory, so that every body
 * has its own field (the contract describes each one in its place).
 */

const text = (max: number) => z.string().trim().min(1).max(max);

/** An optional text: absent stays absent (unchanged), empty or null becomes null (cleared). */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

export const personName = () => z.string().trim().min(2).max(120);
export const email = () => z.string().trim().toLowerCase().max(254).email();
export const password = () => z.string().min(8).max(200);
export const phone = () => clearableText(30);

const isPastDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "1900-01-01" && date < new Date()
  );
};

/** YYYY-MM-DD, a real date in the past; empty or null clears it. */
export const birthDate = () => clearableText(10).refine((value) => value == null || isPastDate(value));

/**
 * A CPF or CNPJ (numeric or alphanumeric, in any case, with or without dots, dashes, slash and
 * spaces) with good check digits, normalised: "12.abc.345/01de-35" → "12ABC34501DE35".
 */
export const taxDocument = () => z.string().trim().refine(isValidDocument).transform(normalizeDocument);

/** A customer's address in a sign-up (§36): the CEP's digits, the state's two letters in capitals. */
export const address = () =>
  z.object({
    cep: z.string().transform(documentDigits).pipe(z.string().length(8)),
    rua: text(120),
    numero: z.union([text(20), z.number().int().nonnegative().transform(String)]),
    complemento: clearableText(120).transform((value) => value ?? null),
    bairro: text(80),
    cidade: text(80),
    uf: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .toUpperCase(),
  });
