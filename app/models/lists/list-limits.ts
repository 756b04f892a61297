/** The shopping lists' bounds (docs/upstream-api.md §71), without zod: the pages' fields read them. */

/** At most this many characters in a list's name (the server trims it; the storefront shows it as text). */
export const MAX_LIST_NAME = 80;
/** At most this many lines in one list. */
export const MAX_LIST_LINES = 500;
/** A list's lines are answered this many a page by default (call 73), at most MAX_LIST_PAGE. */
export const LIST_PAGE_SIZE = 50;
export const MAX_LIST_PAGE = 100;
/** At most this many active lists of its own per client at a supplier. */
export const MAX_LISTS_PER_CLIENT = 50;
