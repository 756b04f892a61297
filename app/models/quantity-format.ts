const NUMBER = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });

/** A quantity with its unit as shoppers read it: "0,5 kg", "12 un". */
export function formatQuantity(quantity: number, unit: string): string {
  return `${NUMBER.format(quantity)} ${unit}`;
}

const INPUT_NUMBER = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3, useGrouping: false });

/** A quantity as a field shows it for typing over: "1,5", "1200" (no thousands separator to trip on). */
export function formatQuantityValue(quantity: number): string {
  return INPUT_NUMBER.format(quantity);
}

/** Units a product is weighed or measured in (docs/upstream-api.md `unidade`: `kg`, and the like). */
const MEASURED_UNITS = new Set(["kg", "g", "mg", "t", "l", "ml", "m", "cm"]);

/**
 * How an order or cart line says how much of a product: by weight or measure as a shop says it,
 * "1,5 kg de Banana prata"; a pack or unit with its unit, "2 fd · Arroz"; a unit not known as a
 * count, "2 × Arroz".
 */
export function lineQuantityLabel({
  quantidade,
  nome,
  unidade,
}: {
  quantidade: number;
  nome: string;
  unidade?: string;
}) {
  if (unidade === undefined) return `${formatQuantityValue(quantidade)} × ${nome}`;
  const separator = MEASURED_UNITS.has(unidade.trim().toLowerCase()) ? " de " : " · ";
  return `${formatQuantity(quantidade, unidade)}${separator}${nome}`;
}

/** An order line with its quantity said as the page shows it (lineQuantityLabel), worked out on the server. */
export function withQuantityText<Line extends { quantidade: number; nome: string; unidade?: string }>(
  line: Line,
): Line & { quantidadeTexto: string } {
  return { ...line, quantidadeTexto: lineQuantityLabel(line) };
}
