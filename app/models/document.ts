/**
 * Brazilian tax documents and login texts (docs/rules/account.md "Documents", docs/rules/account.md "Login or lookup text": "Login or user lookup text").
 * A CPF has 11 digits. A CNPJ has 14 characters: 12 letters (A–Z) or digits, then two numeric
 * check digits; since July 2026 the Receita Federal also issues CNPJs with letters
 * (`12.ABC.345/01DE-35`), and both forms are valid. Both end in two mod-11 check digits; a CNPJ's
 * are computed by cpf-cnpj-validator (docs/decisions/0007-alphanumeric-cnpj.md).
 *
 * A typed document is normalised by `normalizeDocument`: upper case, without dots, dashes, slashes
 * and spaces. That is the form stored, sent to the upstream and compared.
 */
import { cnpj as cnpjCheck } from "cpf-cnpj-validator";

function mod11CheckDigit(digits: string, weights: readonly number[]): string {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  return remainder < 2 ? "0" : String(11 - remainder);
}

const descending = (from: number, count: number) => Array.from({ length: count }, (_, index) => from - index);

/** The full 11-digit CPF for its first 9 digits. */
export function cpfWithCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`CPF base must have 9 digits: ${base}`);
  const first = mod11CheckDigit(base, descending(10, 9));
  return base + first + mod11CheckDigit(base + first, descending(11, 10));
}

/** The full CNPJ for its first 12 characters (digits or upper-case letters): "12ABC34501DE" → "12ABC34501DE35". */
export function cnpjWithCheckDigits(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new Error(`CNPJ base must have 12 digits or upper-case letters: ${base}`);
  const first = base + String(cnpjCheck.verifierDigit(base));
  return first + String(cnpjCheck.verifierDigit(first));
}

/** Only the digits of a text: for numbers that never hold letters (a CEP, a phone). */
export function documentDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/** Characters a typed document may have: letters, digits, dots, dashes, slashes and spaces. */
const DOCUMENT_CHARACTERS = /^[0-9A-Za-z.\-/\s]+$/;

/**
 * A typed document as it is stored and compared: upper case, without dots, dashes, slashes and
 * spaces. "12.abc.345/01de-35" → "12ABC34501DE35"; "529.982.247-25" → "52998224725".
 */
export function normalizeDocument(text: string): string {
  return text.toUpperCase().replace(/[.\-/\s]/g, "");
}

/** A CPF's shape once normalised: 11 digits. */
const CPF_SHAPE = /^\d{11}$/;
/** A CNPJ's shape once normalised: 12 letters or digits, then 2 digits. */
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

const allSame = (characters: string) => /^(.)\1*$/.test(characters);

/**
 * A text shaped like a CPF or a CNPJ, whatever its check digits, normalised; null for any other
 * text. "12.abc.345/01de-35" → "12ABC34501DE35"; "529 982 247 25" → "52998224725".
 */
export function documentShape(text: string): string | null {
  if (!DOCUMENT_CHARACTERS.test(text)) return null;
  const characters = normalizeDocument(text);
  return CPF_SHAPE.test(characters) || CNPJ_SHAPE.test(characters) ? characters : null;
}

export function isValidCpf(text: string): boolean {
  if (!DOCUMENT_CHARACTERS.test(text)) return false;
  const digits = normalizeDocument(text);
  return CPF_SHAPE.test(digits) && !allSame(digits) && cpfWithCheckDigits(digits.slice(0, 9)) === digits;
}

/** A CNPJ, numeric or alphanumeric, in any case, with or without its mask. */
export function isValidCnpj(text: string): boolean {
  if (!DOCUMENT_CHARACTERS.test(text)) return false;
  const characters = normalizeDocument(text);
  return CNPJ_SHAPE.test(characters) && !allSame(characters) && cnpjCheck.isValid(characters, true);
}

export type DocumentKind = "cpf" | "cnpj";

/** docs/rules/account.md "Documents": "cpf (14 characters means CNPJ, otherwise CPF)". */
export function documentKind(text: string): DocumentKind {
  return normalizeDocument(text).length === 14 ? "cnpj" : "cpf";
}

/** A valid CPF or CNPJ, by its length. */
export function isValidDocument(text: string): boolean {
  return documentKind(text) === "cnpj" ? isValidCnpj(text) : isValidCpf(text);
}

/**
 * "52998224725" → "529.982.247-25"; "11222333000181" → "11.222.333/0001-81";
 * "12abc34501de35" → "12.ABC.345/01DE-35"; anything else as typed.
 */
export function formatDocument(text: string): string {
  if (!DOCUMENT_CHARACTERS.test(text)) return text;
  const characters = normalizeDocument(text);
  if (CPF_SHAPE.test(characters)) return characters.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (CNPJ_SHAPE.test(characters)) return characters.replace(/^(.{2})(.{3})(.{3})(.{4})(\d{2})$/, "$1.$2.$3/$4-$5");
  return text;
}

/** A foreign document: 5 to 25 letters, digits and separators (a passport, a RUT, a DNI…). */
const FOREIGN_DOCUMENT = /^[A-Za-z0-9][A-Za-z0-9.\-/ ]{3,24}$/;

export type LoginText =
  | { kind: "email"; login: string }
  | { kind: "cpf" | "cnpj"; login: string }
  | { kind: "foreign"; login: string }
  | { kind: "invalid" };

/**
 * docs/rules/account.md "Login or lookup text": "Login or user lookup text: containing '@' is an e-mail, otherwise a document (cpf)
 * … A cpf of 14 characters is a CNPJ." `login` is what the upstream gets: the e-mail trimmed and
 * lower-cased, a CPF or CNPJ normalised (`normalizeDocument`), a foreign document without spaces.
 * Eleven digits must be a valid CPF, and 14 letters and digits a valid CNPJ (numeric or
 * alphanumeric), with or without their masks, in any case.
 */
export function parseLoginText(text: string): LoginText {
  const trimmed = text.trim();
  if (trimmed.includes("@")) {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) && trimmed.length <= 254
      ? { kind: "email", login: trimmed.toLowerCase() }
      : { kind: "invalid" };
  }
  const characters = normalizeDocument(trimmed);
  if (DOCUMENT_CHARACTERS.test(trimmed) && (CPF_SHAPE.test(characters) || characters.length === 14)) {
    return isValidDocument(characters) ? { kind: documentKind(characters), login: characters } : { kind: "invalid" };
  }
  if (FOREIGN_DOCUMENT.test(trimmed)) return { kind: "foreign", login: trimmed.replace(/\s/g, "") };
  return { kind: "invalid" };
}

/** docs/rules/account.md "Password recovery": "Customer id for password recovery has slashes removed." */
export function recoveryId(login: string): string {
  return login.replaceAll("/", "");
}
