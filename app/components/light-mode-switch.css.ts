import { style } from "@vanilla-extract/css";

export const line = style({ margin: 0 });

/** A button that reads as the footer's links (the form has to post: it changes a cookie). */
export const button = style({
  background: "none",
  border: 0,
  padding: "2px 0",
  color: "inherit",
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
});
