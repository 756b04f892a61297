/**
 * Brazilian tax documents and login texts (spec §3 "User/client", §5 "Login or user lookup text").
 * A CPF has 11 digits, a CNPJ 14; both end in two mod-11 check digits.
 */

function mod11CheckDigit(digits: string, weights: readonly number[]): string {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  return remainder < 2 ? "0" : String(11 - remainder);
}

const descending = (from: number, count: number) => Array.from({ length: count }, (_, index) => from - index);
const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, ...CNPJ_FIRST_WEIGHTS];

/** The full 11-digit CPF for its first 9 digits. */
export function cpfWithCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`CPF base must have 9 digits: ${base}`);
  const first = mod11CheckDigit(base, descending(10, 9));
  return base + first + mod11CheckDigit(base + first, descending(11, 10));
}

/** The full 14-digit CNPJ for its first 12 digits. */
export function cnpjWithCheckDigits(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`CNPJ base must have 12 digits: ${base}`);
  const first = mod11CheckDigit(base, CNPJ_FIRST_WEIGHTS);
  return base + first + mod11CheckDigit(base + first, CNPJ_SECOND_WEIGHTS);
}

/** Only the digits of a typed document: "529.982.247-25" → "52998224725". */
export function documentDigits(text: string): string {
  return text.replace(/\D/g, "");
}

const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

export function isValidCpf(text: string): boolean {
  const digits = documentDigits(text);
  return digits.length === 11 && !allSame(digits) && cpfWithCheckDigits(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(text: string): boolean {
  const digits = documentDigits(text);
  return digits.length === 14 && !allSame(digits) && cnpjWithCheckDigits(digits.slice(0, 12)) === digits;
}

export type DocumentKind = "cpf" | "cnpj";

/** Spec §3: "cpf (14 characters means CNPJ, otherwise CPF)". */
export function documentKind(text: string): DocumentKind {
  return documentDigits(text).length === 14 ? "cnpj" : "cpf";
}

/** A valid CPF or CNPJ, by its length. */
export function isValidDocument(text: string): boolean {
  return documentKind(text) === "cnpj" ? isValidCnpj(text) : isValidCpf(text);
}

/** "52998224725" → "529.982.247-25"; "11222333000181" → "11.222.333/0001-81"; anything else as typed. */
export function formatDocument(text: string): string {
  const digits = documentDigits(text);
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
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
 * Spec §5: "Login or user lookup text: containing '@' is an e-mail, otherwise a document (cpf)
 * … A cpf of 14 characters is a CNPJ." `login` is what the upstream gets: the e-mail trimmed and
 * lower-cased, a CPF or CNPJ as digits, a foreign document without spaces.
 */
export function parseLoginText(text: string): LoginText {
  const trimmed = text.trim();
  if (trimmed.includes("@")) {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) && trimmed.length <= 254
      ? { kind: "email", login: trimmed.toLowerCase() }
      : { kind: "invalid" };
  }
  const digits = documentDigits(trimmed);
  const onlyDocumentCharacters = /^[\d.\-/ ]+$/.test(trimmed);
  if (onlyDocumentCharacters && (digits.length === 11 || digits.length === 14)) {
    return isValidDocument(digits) ? { kind: documentKind(digits), login: digits } : { kind: "invalid" };
  }
  if (FOREIGN_DOCUMENT.test(trimmed)) return { kind: "foreign", login: trimmed.replace(/\s/g, "") };
  return { kind: "invalid" };
}

/** Spec §5: "Customer id for password recovery has slashes removed." */
export function recoveryId(login: string): string {
  return login.replaceAll("/", "");
}
