import { style } from "@vanilla-extract/css";
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
export const total = style({ fontSize: "0.9rem" });
