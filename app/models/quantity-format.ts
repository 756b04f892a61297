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
