import { globalStyle, style } from "@vanilla-extract/css";
import { panelBox } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";

export const article = style({ maxWidth: "72ch", ...panelBox, padding: vars.space.lg });
export const content = style({});
globalStyle(`${content} table`, { borderCollapse: "collapse", width: "100%" });
globalStyle(`${content} th, ${content} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  textAlign: "start",
});
globalStyle(`${content} img`, { maxWidth: "100%", height: "auto" });
