const NUMBER = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });

/** A quantity with its unit as shoppers read it: "0,5 kg", "12 un". */
export function formatQuantity(quantity: number, unit: string): string {
  return `${NUMBER.format(quantity)} ${unit}`;
}
