import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The discount beside a struck-through price: a small green tag. */
export const discount = style({
  display: "inline-block",
  marginInlineStart: vars.space.xs,
  padding: "0 0.35em",
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: "#ffffff",
  fontSize: "0.8rem",
  fontWeight: 700,
  lineHeight: 1.5,
  verticalAlign: "middle",
  whiteSpace: "nowrap",
});

/** The price of each piece of a pack, under the pack's price. */
export const piece = style({ margin: 0, color: vars.color.muted, fontSize: "0.85rem" });
