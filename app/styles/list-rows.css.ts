import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** A row of a list of orders or subscriptions: its main column, and the link that opens it. */
export const rowMain = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
export const rowLink = style({
  fontWeight: 700,
  fontSize: "1.1rem",
  color: vars.color.primary,
  textDecoration: "underline",
  textUnderlineOffset: "3px",
});
