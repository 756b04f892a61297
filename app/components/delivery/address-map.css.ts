import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The map's part of the address form: below the address fields, above the buttons. */
export const section = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

globalStyle(`${section} p`, { margin: 0 });

export const title = style({ fontSize: "1.05rem", margin: 0 });

export const error = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });
