import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * The banner is the page's first block, in the flow (not fixed): on a phone it never covers the
 * product's buy button or the cart's and checkout's bars stuck at the foot of the screen.
 */
export const banner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: "0.9rem",
});
export const text = style({ margin: 0, flex: "1 1 20rem" });
/** The three choices side by side, even on a 390 px phone: one row, the same size each. */
export const actions = style({ display: "flex", gap: vars.space.xs, flex: "1 1 20rem" });
export const choice = style({
  flex: "1 1 0",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: "0.9rem",
  textAlign: "center",
});
