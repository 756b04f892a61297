import { style } from "@vanilla-extract/css";
import { panelBox, pictureTile } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";

export const card = style({
  // Contains the visually-hidden "De"/"por" labels: without it they are placed against the page,
  // outside the carousel's scroll box, and widen the page (sideways scroll on phones).
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  height: "100%",
  ...panelBox,
  padding: vars.space.sm,
});

export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  flex: 1,
});
export const image = style({
  width: "100%",
  aspectRatio: "1 / 1",
  ...pictureTile,
});
export const name = style({ fontSize: "0.95rem", fontWeight: 600, margin: 0 });
export const price = style({ fontSize: "1.1rem", fontWeight: 700, color: vars.color.text });
export const listPrice = style({ color: vars.color.muted, fontSize: "0.85rem" });
export const unavailable = style({ color: vars.color.danger, fontWeight: 600, fontSize: "0.9rem" });
export const hiddenPrice = style({ color: vars.color.muted, fontSize: "0.9rem" });
/** "Salvar em uma lista": a quiet text link under the buy button, a full finger's height to tap. */
export const saveLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontSize: "0.9rem",
  color: vars.color.primary,
});
