import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { bareList } from "~/styles/page-parts";

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 240px), 1fr))",
  gap: vars.space.md,
  ...bareList,
});

export const logo = style({
  width: "100%",
  height: "auto",
  maxHeight: "80px",
  objectFit: "contain",
  objectPosition: "left center",
});

/** What getting the goods costs, under the card's link: one fact a line. */
export const figures = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  paddingTop: vars.space.sm,
  paddingInlineStart: 0,
  listStyle: "none",
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: "0.95rem",
});
