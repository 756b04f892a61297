import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The strip under the header that says whom the orders are for (a representative's or a linked user's client). */

export const banner = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.auxiliar}`,
});

export const inner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.xs,
});

export const text = style({ margin: 0, flex: "1 1 14rem", minWidth: 0, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: vars.space.md });

export const action = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: 0,
  border: 0,
  background: "transparent",
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: "underline",
  cursor: "pointer",
});
