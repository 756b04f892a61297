const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** A price as shoppers read it: "R$ 12,90". */
export function formatBRL(value: number): string {
  return BRL.format(value);
}

/** A value in reais rounded to the cent. */
export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
