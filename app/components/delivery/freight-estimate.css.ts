import { style } from "@vanilla-extract/css";
import * as layout from "~/styles/layout.css";
import { vars } from "~/styles/theme.css";

export const box = style([layout.panel, { display: "grid", gap: vars.space.sm, scrollMarginTop: "4rem" }]);
export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.sm });
export const input = style({
  display: "block",
  marginTop: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
});
export const detail = style({ display: "block", color: vars.color.muted, fontSize: "0.9rem" });
