import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const article = style({
  maxWidth: "72ch",
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const content = style({});
globalStyle(`${content} table`, { borderCollapse: "collapse", width: "100%" });
globalStyle(`${content} th, ${content} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  textAlign: "start",
});
globalStyle(`${content} img`, { maxWidth: "100%", height: "auto" });
