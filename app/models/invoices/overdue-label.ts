/**
 * "1 fatura vencida", "2 faturas vencidas". On its own (invoice-view.ts re-exports it): the header's
 * account menu says it on every page, the rest of the invoices' view only their pages need.
 */
export function overdueLabel(vencidas: number): string {
  return `${vencidas} ${vencidas === 1 ? "fatura vencida" : "faturas vencidas"}`;
}
