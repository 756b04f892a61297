/** How the order's documents (DANFE, NF-e XML, receipt) write instants, documents and amounts. */

/** Brazil keeps no summer time since 2019: São Paulo is always three hours behind UTC. */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60_000;

/** An instant as the NF-e writes it: São Paulo's local time with its offset, "2026-11-23T09:00:00-03:00". */
export function nfeDateTime(iso: string): string {
  const local = new Date(new Date(iso).getTime() + SAO_PAULO_OFFSET_MS);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

/** An instant as a printed document says it, in São Paulo: "23/11/2026 09:00". */
export function printedDateTime(iso: string): string {
  return new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" }).format(new Date(iso)).replace(",", "");
}

/** A CPF (11 digits) or CNPJ (14 characters) with its punctuation. */
export function formatDocument(documento: string): string {
  if (/^\d{11}$/.test(documento)) return documento.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (/^[0-9A-Z]{12}\d{2}$/.test(documento)) return documento.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, "$1.$2.$3/$4-$5");
  return documento;
}

export function formatCep(cep: string): string {
  return cep.replace(/^(\d{5})(\d{3})$/, "$1-$2");
}

/** An amount with two decimals and a point, as the XML writes it. */
export const decimal2 = (value: number) => value.toFixed(2);

/** Reais as whole cents, so that sums and shares are exact. */
export const toCents = (value: number) => Math.round(value * 100);

/**
 * `total` cents shared among `weights` in proportion (the freight over the lines), the remainder
 * of the rounding on the last share, so that the shares add up to the total.
 */
export function shareCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  const shares = weights.map((weight) => (sum === 0 ? 0 : Math.floor((total * weight) / sum)));
  const rest = total - shares.reduce((a, b) => a + b, 0);
  shares[shares.length - 1] = (shares[shares.length - 1] ?? 0) + rest;
  return shares;
}
