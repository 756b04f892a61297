import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { bareList } from "~/styles/page-parts";

export const footer = style({
  background: vars.color.secondary,
  color: vars.color.onPrimary,
  marginTop: vars.space.xl,
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const heading = style({ fontSize: "1rem", margin: `0 0 ${vars.space.sm}` });
export const list = style({
  ...bareList,
  display: "grid",
  gap: vars.space.xs,
  overflowWrap: "anywhere",
});
export const link = style({ color: "inherit", display: "inline-block", paddingBlock: "2px" });
export const bottom = style({
  borderTop: "1px solid rgb(255 255 255 / 0.25)",
  paddingBlock: vars.space.md,
  fontSize: "0.9rem",
});
