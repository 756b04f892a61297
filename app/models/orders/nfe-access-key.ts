/**
 * The NF-e's access key (chave de acesso, docs/upstream-api.md §64): 44 digits that name one
 * electronic invoice, as the NF-e manual (Manual de Orientação do Contribuinte, NF-e 4.00) lays
 * them out:
 *
 * | cUF | AAMM | CNPJ | mod | serie | nNF | tpEmis | cNF | cDV |
 * |  2  |  4   |  14  |  2  |   3   |  9  |   1    |  8  |  1  |
 *
 * cUF is the IBGE code of the issuer's state, AAMM the year and month of issue, mod 55 (NF-e),
 * tpEmis 1 (normal issue), cNF a random code the issuer picks, and cDV the check digit: modulo 11
 * of the 43 digits before it, weighted 2 to 9 from the right and again; a remainder of 0 or 1
 * gives 0, any other r gives 11 − r.
 */

/** IBGE codes of the states (cUF, and the first two digits of a municipality's code). */
export const UF_CODES = {
  RO: 11,
  AC: 12,
  AM: 13,
  RR: 14,
  PA: 15,
  AP: 16,
  TO: 17,
  MA: 21,
  PI: 22,
  CE: 23,
  RN: 24,
  PB: 25,
  PE: 26,
  AL: 27,
  SE: 28,
  BA: 29,
  MG: 31,
  ES: 32,
  RJ: 33,
  SP: 35,
  PR: 41,
  SC: 42,
  RS: 43,
  MS: 50,
  MT: 51,
  GO: 52,
  DF: 53,
} as const;
export type Uf = keyof typeof UF_CODES;

export const isUf = (value: string): value is Uf => Object.hasOwn(UF_CODES, value);

/** The model of an NF-e (a NFC-e is 65). */
export const NFE_MODEL = "55";
/** Normal issue (tpEmis 1), not a contingency. */
export const NORMAL_ISSUE = "1";

export type AccessKeyParts = {
  uf: Uf;
  /** The instant of issue: its year and month in the issuer's time zone (São Paulo's here). */
  emitidaEm: Date;
  /** 14 digits. */
  cnpj: string;
  /** 0–999. */
  serie: number;
  /** 1–999 999 999. */
  numero: number;
  /** 0–99 999 999, never equal to `numero` (the manual forbids it). */
  codigoNumerico: number;
};

const digitsOnly = (text: string) => /^\d+$/.test(text);

/**
 * The modulo-11 check digit of a run of digits (the 43 before cDV): weights 2, 3 … 9 from the
 * rightmost digit, starting again at 2 after 9; remainder 0 or 1 → 0, else 11 − remainder.
 */
export function mod11CheckDigit(digits: string): number {
  if (digits.length === 0 || !digitsOnly(digits)) throw new RangeError("Só dígitos");
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const weight = 2 + (index % 8);
    sum += Number(digits[digits.length - 1 - index]) * weight;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Year and month (AAMM) of an instant in São Paulo. */
export function yearMonthInSaoPaulo(at: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "2-digit",
    month: "2-digit",
  }).formatToParts(at);
  const part = (type: "year" | "month") => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}${part("month")}`;
}

const padded = (value: number, width: number) => String(value).padStart(width, "0");

/** The 44-digit access key of an NF-e; a RangeError for a part out of its range. */
export function nfeAccessKey(parts: AccessKeyParts): string {
  const { uf, emitidaEm, cnpj, serie, numero, codigoNumerico } = parts;
  if (!isUf(uf)) throw new RangeError(`UF inválida: ${uf}`);
  if (cnpj.length !== 14 || !digitsOnly(cnpj)) throw new RangeError("O CNPJ tem 14 dígitos");
  if (!Number.isInteger(serie) || serie < 0 || serie > 999) throw new RangeError("Série de 0 a 999");
  if (!Number.isInteger(numero) || numero < 1 || numero > 999_999_999) throw new RangeError("Número de 1 a 999999999");
  if (!Number.isInteger(codigoNumerico) || codigoNumerico < 0 || codigoNumerico > 99_999_999)
    throw new RangeError("cNF de 8 dígitos");
  if (codigoNumerico === numero) throw new RangeError("O cNF não pode repetir o número da nota");
  if (Number.isNaN(emitidaEm.getTime())) throw new RangeError("Data de emissão inválida");
  const body =
    padded(UF_CODES[uf], 2) +
    yearMonthInSaoPaulo(emitidaEm) +
    cnpj +
    NFE_MODEL +
    padded(serie, 3) +
    padded(numero, 9) +
    NORMAL_ISSUE +
    padded(codigoNumerico, 8);
  return body + String(mod11CheckDigit(body));
}

/** Whether a text is an access key: 44 digits, model 55, its check digit right. */
export function isNfeAccessKey(key: string): boolean {
  return (
    key.length === 44 &&
    digitsOnly(key) &&
    key.slice(20, 22) === NFE_MODEL &&
    mod11CheckDigit(key.slice(0, 43)) === Number(key[43])
  );
}

/** The key as a DANFE and a page print it: eleven groups of four digits. */
export function formatAccessKey(key: string): string {
  return key.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The number as a DANFE prints it: nine digits in groups of three ("000.001.234"). */
export function formatInvoiceNumber(numero: number): string {
  return padded(numero, 9).replace(/^(\d{3})(\d{3})(\d{3})$/, "$1.$2.$3");
}
