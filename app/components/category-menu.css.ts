import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const nav = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const all = style({ position: "relative" });

export const summary = style({
  cursor: "pointer",
  whiteSpace: "nowrap",
  fontWeight: 600,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
  paddingInline: vars.space.sm,
});

export const panel = style({
  position: "absolute",
  zIndex: 5,
  insetInlineStart: 0,
  minWidth: "min(90vw, 320px)",
  maxHeight: "70vh",
  overflowY: "auto",
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  boxShadow: "0 8px 24px rgb(0 0 0 / 0.15)",
});

export const tree = style({ listStyle: "none", margin: 0, paddingInlineStart: 0 });
export const subtree = style({ listStyle: "none", margin: 0, paddingInlineStart: vars.space.md });
export const treeLink = style({ display: "block", paddingBlock: vars.space.xs, color: vars.color.text });

export const stripLink = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", color: "inherit" });
