import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { bareList } from "~/styles/page-parts";

export const nav = style({ marginBottom: vars.space.sm, fontSize: "0.9rem" });
export const list = style({
  display: "flex",
  flexWrap: "wrap",
  ...bareList,
  gap: vars.space.xs,
});
export const item = style({
  selectors: {
    "&:not(:last-child)::after": { content: '"›"', marginInlineStart: vars.space.xs, color: vars.color.muted },
  },
});
