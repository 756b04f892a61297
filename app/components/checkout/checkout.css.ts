import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as layout from "~/styles/layout.css";
import { fitColumns } from "~/styles/page-parts";

/** Sections on the left, the total and the button on the right; on a phone one column, the total kept at the bottom of the screen. */
export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { "(min-width: 960px)": { gridTemplateColumns: "minmax(0, 1fr) 22rem", alignItems: "start" } },
});
export const sections = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
export const section = style([layout.panel, { display: "grid", gap: vars.space.sm }]);
export const sectionHead = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
  flexWrap: "wrap",
});
export const sectionTitle = style({ margin: 0, fontSize: "1.15rem" });
export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const line = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem" });
export const fact = style({ margin: 0 });
/** `minWidth: 0`: a fieldset is as wide as its widest content otherwise (a select of instalments on a phone). */
export const methods = style({ border: 0, margin: 0, padding: 0, display: "grid", gap: vars.space.sm, minWidth: 0 });
export const method = style({ display: "flex", gap: vars.space.sm, alignItems: "center", minHeight: "44px" });
export const nested = style({ marginLeft: vars.space.lg });
export const instructions = style({ margin: 0, whiteSpace: "pre-line" });
/** On a phone the summary sticks to the bottom of the screen: the total and the button are always in reach. */
export const summary = style([
  layout.panel,
  {
    display: "grid",
    gap: vars.space.sm,
    position: "sticky",
    bottom: 0,
    zIndex: 1,
    boxShadow: "0 -2px 8px rgba(0, 0, 0, 0.12)",
    "@media": { "(min-width: 960px)": { top: vars.space.md, bottom: "auto", boxShadow: "none" } },
  },
]);
export const summaryRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, margin: 0 });
export const optionalRow = style([summaryRow, { "@media": { "(max-width: 959px)": { display: "none" } } }]);

/**
 * A coupon applied and no longer priced in (ADR 0020), said where its discount would be: in the
 * summary beside the total on a wide screen; under the products on a phone, where the summary is a
 * bar with the total and the button only. One of the two shows at a time.
 */
const couponDroppedText = { margin: 0, color: vars.color.danger, overflowWrap: "anywhere" } as const;
export const couponDropped = style([couponDroppedText, { "@media": { "(max-width: 959px)": { display: "none" } } }]);
export const couponDroppedInline = style([
  couponDroppedText,
  { "@media": { "(min-width: 960px)": { display: "none" } } },
]);
export const summaryTotal = style([summaryRow, { fontSize: "1.25rem", fontWeight: 700 }]);
export const placeButton = style([layout.button, { width: "100%", fontSize: "1.1rem" }]);
export const secondary = style([layout.secondaryButton, { width: "100%" }]);
export const qr = style({ width: "min(16rem, 100%)", height: "auto", background: "#fff", padding: vars.space.sm });
/** The PIX QR code beside the code on a desktop; on a phone it is under "Pagar com outro aparelho" (qrPhone). */
export const qrWide = style({ "@media": { "(max-width: 959px)": { display: "none" } } });
export const qrPhone = style({ "@media": { "(min-width: 960px)": { display: "none" } } });
globalStyle(`${qrPhone} > summary`, { cursor: "pointer", fontWeight: 600, padding: `${vars.space.sm} 0` });
export const code = style({
  width: "100%",
  minHeight: "5rem",
  fontFamily: "monospace",
  fontSize: "0.85rem",
  wordBreak: "break-all",
});
/** Expiry and CVC side by side where two fields of their natural width fit; stacked on a phone. */
export const cardRow = style({
  ...fitColumns("min(15rem, 100%)", vars.space.md),
});

/** A payment method with what it asks for under it (the change for cash, the card's fields). */
export const methodOption = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xs });
/** The card's fields at checkout: shown while the card method is the one chosen (docs/decisions/0026). */
export const cardFields = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  minWidth: 0,
});
globalStyle(`${methodOption}:not(:has(> label > input[type="radio"]:checked)) > ${cardFields}`, { display: "none" });
export const newCard = style({ display: "grid", gap: vars.space.sm });
/** A card refused: its reason at the top of the order's page, in view and focused (docs/decisions/0026). */
export const refusal = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: "#fff5f5",
  color: vars.color.text,
});
/** The instalments' select: its options are long ("6× de R$ 13,35 com juros (total R$ 80,10)"); it takes the width there is. */
export const instalmentSelect = style({ width: "100%", maxWidth: "100%", minWidth: 0, textOverflow: "ellipsis" });
