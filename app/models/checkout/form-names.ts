/**
 * The names the checkout's and the payment's forms share with their actions: kept apart from the
 * schemas so that the pages' browser code takes these strings, not zod.
 */

export const checkoutIntent = { place: "finalizar", quote: "orcamento", payment: "pagamento" } as const;

export const cardIntent = { newCard: "cartao", savedCard: "cartao-salvo", pix: "pix-novo" } as const;

/** The form field of an order characteristic. */
export const characteristicField = (characteristic: { idcaracteristica: string }) =>
  `caracteristica-${characteristic.idcaracteristica}`;
