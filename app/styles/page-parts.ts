import { vars } from "./theme.css";

// Style rules that several pages' stylesheets build on (each stylesheet still makes its own classes).

/** A bordered box on the page's surface (layout.css.ts's `panel`): pages that change its padding or border build on it. */
export const panelBox = {
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
} as const;

/** A status badge ("Vencida", "Paga", "Ativa"): each page adds its colours. */
export const statusBadge = {
  justifySelf: "start",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: "0.9rem",
  fontWeight: 600,
} as const;

/** A detail page's sections: one column, two from 960 px (the wider first). */
export const detailColumns = {
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "(min-width: 960px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" } },
} as const;

/** One of those columns. */
export const detailColumn = { display: "grid", gap: vars.space.md, minWidth: 0 } as const;

/** Out of sight but read by screen readers (global.css.ts's `.visually-hidden`, for a media query's rules). */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
} as const;

/** A list without markers or indent (a row of links, a grid of cards): its items say what they are. */
export const bareList = { listStyle: "none", margin: 0, padding: 0 } as const;

/** A grid of as many columns as fit, each at least `min` wide, `gap` apart: side by side on a wide screen, stacked on a phone. */
export const fitColumns = (min: string, gap: string) =>
  ({ display: "grid", gap, gridTemplateColumns: `repeat(auto-fit, minmax(${min}, 1fr))` }) as const;

/** A square picture as wide as its column (a product's, a combo's), its height following. */
export const squarePicture = { width: "100%", height: "auto", aspectRatio: "1 / 1" } as const;

/** A product's picture on a tile of the page's background, whole (letterboxed) and with rounded corners: each card sets its size. */
export const pictureTile = {
  objectFit: "contain",
  background: vars.color.background,
  borderRadius: vars.radius.sm,
} as const;

/** A pill on the page's surface (a listing's chip, a catalogue's button): round ends, a thin border, the text's colour. */
export const pillBox = {
  padding: `0 ${vars.space.md}`,
  borderRadius: "999px",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

/** A row whose first and last items stand at its two ends (a card's name and its size), wrapping when there is no room. */
export const endsApart = (alignItems: "center" | "baseline", gap: string) =>
  ({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems, gap }) as const;

/** A row of buttons or links, `gap` apart, centred on their line and wrapping onto the next when there is no room. */
export const wrapRow = (gap: string) => ({ display: "flex", flexWrap: "wrap", gap, alignItems: "center" }) as const;

/** The edge of a field a shopper types in (a box, a text area, a small field in a line): a thin border, small corners. */
export const fieldEdge = { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm } as const;

/**
 * A small bordered box 44 px tall (a tap's size) with snug padding: a field in a line or a card (a cart
 * line's quantity, a list's name, a CEP), a listing's order choice, a page number.
 */
export const snugBox = {
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  ...fieldEdge,
} as const;
