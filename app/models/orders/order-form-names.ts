/**
 * The names the order page's forms share with its action, and the list's switch: kept apart from
 * the schemas so that the pages' browser code takes these strings, not zod.
 */

export const orderIntent = { repeat: "repetir", rate: "avaliar" } as const;

/** The grades of a rating (call 62's `nota`), with the words each radio reads. */
export const RATING_GRADES = [
  { nota: 1, label: "1 · Muito ruim" },
  { nota: 2, label: "2 · Ruim" },
  { nota: 3, label: "3 · Regular" },
  { nota: 4, label: "4 · Bom" },
  { nota: 5, label: "5 · Ótimo" },
] as const;

/** The longest comment a rating takes (call 62). */
export const RATING_COMMENT_MAX = 500;

/** The orders list's switch, `?tipo=`: orders (the default) or quotes. */
export const ORDER_LIST_TABS = ["pedidos", "orcamentos"] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];
