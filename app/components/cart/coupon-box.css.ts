import { style } from "@vanilla-extract/css";
import * as layout from "~/styles/layout.css";
import { vars } from "~/styles/theme.css";

/** The cart's coupon section: what is applied, then the field to apply another. */

export const box = style([
  layout.panel,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: vars.space.md,
    minWidth: 0,
    overflowWrap: "anywhere",
  },
]);

export const title = style({ margin: 0, fontSize: "1.15rem" });

/** A coupon applied (or asked for) and its button, side by side while they fit. */
export const current = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const currentText = style({ display: "grid", gap: vars.space.xs, flex: "1 1 12rem", margin: 0 });

export const line = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem" });

export const code = style({ fontWeight: 700, letterSpacing: "0.02em" });

/** "O cupom X não está mais aplicado: …": one sentence beside its button. */
export const pending = style({ flex: "1 1 12rem", margin: 0, color: vars.color.danger });

export const form = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xs });

/** The field and its button on one row; the button keeps its size. */
export const entry = style({ display: "flex", gap: vars.space.sm, alignItems: "stretch" });

/** Opened at (a refused code without JavaScript, #cupom-codigoCupom) with the box's title and the label in view above it. */
export const input = style({
  flex: "1 1 8rem",
  width: "100%",
  minWidth: 0,
  textTransform: "uppercase",
  scrollMarginTop: "5rem",
});

export const apply = style({ flex: "none", whiteSpace: "nowrap" });

export const link = style({ justifySelf: "start", color: vars.color.primary, fontWeight: 600 });
