import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { squarePicture } from "~/styles/page-parts";

const PHONE = "(max-width: 640px)";

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    "(min-width: 860px)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" },
    "(max-width: 640px)": { gap: vars.space.sm },
  },
});
/** On a phone the other photos are a narrow column beside the main one, not a row below it. */
export const gallery = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": { [PHONE]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "start" } },
});
/** The product's pictures, the big one and its thumbnails: square, whole, framed on the surface with corners of `radius`. */
const framedPicture = (radius: string) =>
  ({
    ...squarePicture,
    objectFit: "contain",
    background: vars.color.surface,
    borderRadius: radius,
    border: `1px solid ${vars.color.border}`,
  }) as const;

/** On a phone the picture leaves room for the name, the price and the buy button on the first screen. */
export const mainImage = style({
  ...framedPicture(vars.radius.md),
  "@media": { [PHONE]: { height: "min(28vh, 240px)", aspectRatio: "auto" } },
});
export const thumbs = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(72px, 96px))",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [PHONE]: { gridTemplateColumns: "56px", maxHeight: "min(28vh, 240px)", overflowY: "auto", padding: "3px" },
  },
});
export const thumbLink = style({ display: "block" });
export const thumb = style(framedPicture(vars.radius.sm));
export const panel = style({
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
  "@media": { [PHONE]: { gap: vars.space.sm } },
});
export const meta = style({ color: vars.color.muted, margin: 0 });
export const price = style({
  fontSize: "2rem",
  fontWeight: 800,
  margin: 0,
  "@media": { [PHONE]: { fontSize: "1.6rem" } },
});
export const listPrice = style({ color: vars.color.muted });
/** The old price, struck through: smaller and lighter than the price the shopper pays. */
export const oldPrice = style({ color: vars.color.muted, fontSize: "1rem", fontWeight: 400 });
export const unitNote = style({ color: vars.color.muted, fontSize: "1rem", fontWeight: 400 });
export const title = style({ "@media": { [PHONE]: { fontSize: "1.4rem", marginBottom: 0 } } });
export const table = style({ borderCollapse: "collapse", width: "100%", background: vars.color.surface });
export const cell = style({
  textAlign: "start",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const facts = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const factTerm = style({ fontWeight: 600 });
export const factValue = style({ margin: 0 });
export const buy = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: "grid",
  gap: vars.space.sm,
});
export const unavailable = style({ color: vars.color.danger, fontWeight: 700, margin: 0 });
export const description = style({ maxWidth: "72ch" });
export const section = style({ marginTop: vars.space.xl });

export const alertForm = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });

/** A combo's products: a row's gap between cards, each card under the quantity the combo holds of it. */
export const comboItems = style({ rowGap: vars.space.lg });
export const comboItem = style({
  display: "grid",
  gridTemplateRows: "auto 1fr",
  gap: vars.space.xs,
  alignContent: "start",
});
export const comboQuantity = style({ margin: 0, fontWeight: 700, fontSize: "0.95rem" });
/** "em até 3× de R$ 21,63 sem juros", under the price (docs/rules/checkout.md "Instalments"). */
export const instalments = style({ margin: 0, color: vars.color.muted });
