import { style } from "@vanilla-extract/css";
import { panelBox, snugBox } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";

/** A card's "Salvar em uma lista" menu (with JavaScript): under the link, inside the card. */
export const saveMenu = style({
  display: "grid",
  gap: vars.space.sm,
  ...panelBox,
  padding: vars.space.sm,
  minWidth: 0,
});

export const form = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });

export const saveChoice = style({ display: "flex", gap: vars.space.sm, alignItems: "center", minHeight: "44px" });

export const field = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const label = style({ fontWeight: 600 });
export const input = style({
  ...snugBox,
  font: "inherit",
  width: "100%",
  minWidth: 0,
  boxSizing: "border-box",
});
export const error = style({ color: vars.color.danger, margin: 0 });
