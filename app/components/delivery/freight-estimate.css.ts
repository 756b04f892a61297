import { style } from "@vanilla-extract/css";
import * as layout from "~/styles/layout.css";
import { snugBox } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";

export const box = style([layout.panel, { display: "grid", gap: vars.space.sm, scrollMarginTop: "4rem" }]);
export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.sm });
export const input = style({
  display: "block",
  marginTop: vars.space.xs,
  ...snugBox,
  font: "inherit",
});
export const detail = style({ display: "block", color: vars.color.muted, fontSize: "0.9rem" });
