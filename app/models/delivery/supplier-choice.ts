import type { SupplierSummary } from "~/models/supplier";

/**
 * docs/rules/delivery.md "Suppliers serving an address": "After selection the suppliers serving the coordinates are searched: exactly
 * one means switching to it; several means offering a choice; none gives the warning 'Infelizmente
 * ainda não atendemos o seu endereço'."
 */
export type SupplierChoice<S> = { kind: "none" } | { kind: "one"; supplier: S } | { kind: "several"; suppliers: S[] };

export function supplierChoice<S>(suppliers: readonly S[]): SupplierChoice<S> {
  const [first] = suppliers;
  if (first === undefined) return { kind: "none" };
  return suppliers.length === 1 ? { kind: "one", supplier: first } : { kind: "several", suppliers: [...suppliers] };
}

/** A supplier offered in the choice, with what it costs to get its goods to the CEP (null when that could not be asked). */
export type SupplierOffer = { supplier: SupplierSummary; figures: string[] | null };
