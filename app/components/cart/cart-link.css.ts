import { style } from "@vanilla-extract/css";
import { visuallyHidden } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";

export const link = style({
  order: -1,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  paddingInline: vars.space.sm,
  color: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  "@media": { "(max-width: 640px)": { minHeight: "40px" } },
});
export const icon = style({ flexShrink: 0 });
export const count = style({
  minWidth: "1.5rem",
  paddingInline: vars.space.xs,
  borderRadius: "999px",
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: "center",
  fontSize: "0.85rem",
});
/** On a phone the cart is its icon and count (the word stays its name, the total is on the cart page). */
export const word = style({ "@media": { "(max-width: 640px)": visuallyHidden } });
export const total = style({ fontSize: "0.9rem", "@media": { "(max-width: 640px)": visuallyHidden } });
