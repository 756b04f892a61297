/**
 * A bank boleto's numbers (FEBRABAN's layout, Banco Central's Carta-Circular 2.926): the barcode's
 * 44 digits and the 47-digit "linha digitável" a payer types into their bank's app.
 *
 * Barcode: bank (3) · currency 9 (1) · general check digit (1) · due-date factor (4) · amount in cents
 * (10) · the bank's free field (25). Linha digitável: five fields — bank, currency and the free field's
 * first 5 digits, then its next 10, then its last 10, each followed by its mod-10 digit; the general
 * check digit; the factor and the amount.
 */

/** Mod 10 of a field: weights 2, 1, 2, 1… from the right, a product's digits added up; (10 − sum mod 10) mod 10. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let index = digits.length - 1, weight = 2; index >= 0; index--, weight = weight === 2 ? 1 : 2) {
    const product = Number(digits[index]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit: weights 2…9 from the right, 11 − sum mod 11, and 1 where that is 0, 10 or 11. */
export function mod11(digits: string): number {
  let sum = 0;
  for (let index = digits.length - 1, weight = 2; index >= 0; index--, weight = weight === 9 ? 2 : weight + 1) {
    sum += Number(digits[index]) * weight;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

const DAY_MS = 86_400_000;
/** Day 0 of the due-date factor (1997-10-07); factor 9999 fell on 2025-02-21, and 2025-02-22 started again at 1000. */
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/** The due-date factor of a day (YYYY-MM-DD): days since 1997-10-07, restarting at 1000 after 9999. */
export function dueDateFactor(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Data inválida: ${day}`);
  const days = Math.round((Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - FACTOR_BASE) / DAY_MS);
  if (days < 1000) throw new RangeError(`Data anterior ao fator de vencimento: ${day}`);
  return String(((days - 1000) % 9000) + 1000);
}

export type BoletoParts = {
  /** The bank's code, 3 digits ("237"). */
  banco: string;
  /** YYYY-MM-DD. */
  vencimento: string;
  /** In reais, more than 0 and below R$ 100 million. */
  valor: number;
  /** The bank's free field: 25 digits. */
  campoLivre: string;
};

/** The barcode's 44 digits, with its general check digit. */
export function barcode({ banco, vencimento, valor, campoLivre }: BoletoParts): string {
  if (!/^\d{3}$/.test(banco)) throw new RangeError("Banco: 3 dígitos");
  if (!/^\d{25}$/.test(campoLivre)) throw new RangeError("Campo livre: 25 dígitos");
  const cents = Math.round(valor * 100);
  if (!(cents > 0 && cents < 10_000_000_000)) throw new RangeError(`Valor fora do boleto: ${valor}`);
  const withoutDigit = `${banco}9${dueDateFactor(vencimento)}${String(cents).padStart(10, "0")}${campoLivre}`;
  return `${withoutDigit.slice(0, 4)}${mod11(withoutDigit)}${withoutDigit.slice(4)}`;
}

/** The linha digitável (47 digits) of a barcode (44 digits). */
export function linhaDigitavel(code: string): string {
  if (!/^\d{44}$/.test(code)) throw new RangeError("Código de barras: 44 dígitos");
  const field1 = `${code.slice(0, 4)}${code.slice(19, 24)}`;
  const field2 = code.slice(24, 34);
  const field3 = code.slice(34, 44);
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${code[4]}${code.slice(5, 19)}`;
}

/** The barcode (44 digits) a linha digitável (47 digits) stands for. */
export function barcodeOf(linha: string): string {
  if (!/^\d{47}$/.test(linha)) throw new RangeError("Linha digitável: 47 dígitos");
  return `${linha.slice(0, 4)}${linha[32]}${linha.slice(33, 47)}${linha.slice(4, 9)}${linha.slice(10, 20)}${linha.slice(21, 31)}`;
}

/** Whether a linha digitável (digits only, or with its dots and spaces) is 47 digits whose four check digits are right. */
export function isValidLinhaDigitavel(text: string): boolean {
  const linha = text.replace(/[\s.]/g, "");
  if (!/^\d{47}$/.test(linha)) return false;
  const fieldsRight = [
    [0, 9],
    [10, 20],
    [21, 31],
  ].every(([start, end]) => mod10(linha.slice(start, end)) === Number(linha[end as number]));
  const code = barcodeOf(linha);
  return fieldsRight && mod11(`${code.slice(0, 4)}${code.slice(5)}`) === Number(code[4]);
}

/** "00190.00009 01234.567004 00000.001230 1 96670000010000": the linha digitável as banks print it. */
export function formatLinhaDigitavel(linha: string): string {
  if (!/^\d{47}$/.test(linha)) return linha;
  const at = (start: number, end: number) => linha.slice(start, end);
  return `${at(0, 5)}.${at(5, 10)} ${at(10, 15)}.${at(15, 21)} ${at(21, 26)}.${at(26, 32)} ${at(32, 33)} ${at(33, 47)}`;
}
