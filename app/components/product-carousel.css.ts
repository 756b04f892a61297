import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const region = style({ marginBottom: vars.space.xl });
export const title = style({ fontSize: "1.35rem" });
export const track = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(160px, 46%)",
  gap: vars.space.md,
  overflowX: "auto",
  scrollSnapType: "x proximity",
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  "@media": {
    "(min-width: 640px)": { gridAutoColumns: "minmax(180px, 23%)" },
    "(min-width: 1024px)": { gridAutoColumns: "minmax(200px, 15.5%)" },
  },
});
export const item = style({ scrollSnapAlign: "start" });
