/** Brazilian tax documents: the check digits of a CPF (11 digits) and a CNPJ (14 digits). */

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

const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, ...CNPJ_FIRST_WEIGHTS];

/** The full 14-digit CNPJ for its first 12 digits. */
export function cnpjWithCheckDigits(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`CNPJ base must have 12 digits: ${base}`);
  const first = mod11CheckDigit(base, CNPJ_FIRST_WEIGHTS);
  return base + first + mod11CheckDigit(base + first, CNPJ_SECOND_WEIGHTS);
}
