import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const header = style({ background: vars.color.primary, color: vars.color.onPrimary });

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: "inherit",
  textDecoration: "none",
  fontWeight: 700,
  fontSize: "1.15rem",
  minHeight: "44px",
});

export const logo = style({ width: "auto", height: "40px", borderRadius: vars.radius.sm, background: vars.color.surface });

export const menu = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  marginInlineStart: "auto",
});

export const menuLink = style({ color: "inherit", display: "inline-block", paddingBlock: vars.space.sm });

export const categoriesBar = style({ background: vars.color.secondary, color: vars.color.onPrimary });
