import { globalStyle, style } from "@vanilla-extract/css";
import * as layout from "~/styles/layout.css";
import { pictureTile, snugBox } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";

export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { "(min-width: 960px)": { gridTemplateColumns: "minmax(0, 1fr) 22rem", alignItems: "start" } },
});
export const column = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  minWidth: 0,
});
/** A select as wide as its column at most, whatever the length of its options. */
/** A select the page comes back to (#idformapagamento) keeps its label in view above it. */
export const select = style({ width: "100%", maxWidth: "100%", scrollMarginTop: "3rem" });
export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const line = style([
  layout.panel,
  {
    display: "grid",
    gridTemplateColumns: "4rem minmax(0, 1fr)",
    gap: vars.space.sm,
    padding: vars.space.sm,
  },
]);
export const lineImage = style({
  width: "4rem",
  height: "4rem",
  ...pictureTile,
});
export const lineBody = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
export const lineName = style({ fontWeight: 600, color: vars.color.text });
export const lineMeta = style({ margin: 0, color: vars.color.muted, fontSize: "0.9rem" });
export const lineControls = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const stepper = style({ display: "flex", alignItems: "center", gap: vars.space.xs });
export const inline = style({ display: "contents" });
export const stepButton = style({
  minWidth: "44px",
  minHeight: "44px",
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: "1.25rem",
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.5, cursor: "not-allowed" } },
});
export const quantityCaption = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const quantityLabel = style({ display: "grid", gap: vars.space.xs, fontWeight: 600 });
export const quantityInput = style({
  width: "4.5rem",
  ...snugBox,
  fontSize: "1rem",
  textAlign: "right",
});
export const linkButton = style({
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: "none",
  color: vars.color.primary,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
});
export const lineTotal = style({ marginLeft: "auto", fontWeight: 700, fontSize: "1.05rem" });
export const discount = style({ color: vars.color.success, fontWeight: 600 });

/** A coupon applied and no longer priced in, where its discount was; its link in the same colour. */
export const droppedCoupon = style({ color: vars.color.danger });
globalStyle(`${droppedCoupon} a`, { color: "inherit", whiteSpace: "nowrap" });
export const summary = style([
  layout.panel,
  {
    display: "grid",
    gap: vars.space.sm,
  },
]);
export const summaryRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, margin: 0 });
export const summaryTotal = style([
  summaryRow,
  { fontSize: "1.25rem", fontWeight: 700, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm },
]);
export const addForm = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.sm });
/** The add form's answer on its own row, taking no room while it says nothing. */
const addAnswer = {
  flexBasis: "100%",
  margin: 0,
  fontWeight: 600,
  selectors: { "&:empty": { display: "none" } },
} as const;
export const added = style({ ...addAnswer, color: vars.color.success });
export const error = style({ ...addAnswer, color: vars.color.danger });
export const saving = style({ margin: 0, color: vars.color.muted, fontSize: "0.9rem", minHeight: "1.4em" });

/** A quantity the rules changed, said beside the line's field (an empty one takes no room). */
export const lineNotice = style({ margin: 0, color: vars.color.text, fontWeight: 600, fontSize: "0.95rem" });

/** Where a line was: what went, and "Desfazer". */
export const removedLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const removedText = style({ margin: 0 });

/** The credit left to invoice, under the cart's total. */
export const credit = style({ display: "grid", gap: vars.space.xs });
export const creditLine = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem" });
export const creditShortfall = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: "0.95rem" });

/**
 * Narrow screens: the total and the way to the checkout stay at the foot of the screen, stuck there
 * (CSS sticky, last in the cart's grid) until the page reaches their own place at the cart's end, so
 * they never cover the footer; the summary's own link is then not shown (one link, one name). From
 * 960 px the summary column beside the lines holds them.
 */
export const checkoutBar = style({
  position: "sticky",
  bottom: 0,
  zIndex: 2,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  margin: `0 calc(-1 * ${vars.space.sm})`,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: "0 -2px 8px rgb(0 0 0 / 0.12)",
  "@media": { "(min-width: 960px)": { display: "none" } },
});
export const checkoutBarTotal = style({ margin: 0, display: "grid", fontSize: "0.9rem", color: vars.color.muted });
/** "em até 3× de R$ 26,97 sem juros" under the total (docs/rules/checkout.md "Instalments"). */
export const checkoutBarInstalments = style({ fontSize: "0.8rem" });
globalStyle(`${checkoutBarTotal} strong`, { fontSize: "1.25rem", color: vars.color.text });
export const checkoutBarLink = style({ flex: "1 1 10rem", textAlign: "center" });
/** The summary's link, shown beside the lines from 960 px (the bar's on narrower screens). */
export const summaryCheckout = style({
  display: "none",
  "@media": { "(min-width: 960px)": { display: "inline-flex" } },
});
/** "Salvar carrinho como lista": a text link a finger's height tall. */
export const saveAsList = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: vars.color.primary,
});
