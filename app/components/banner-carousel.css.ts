import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { bareList } from "~/styles/page-parts";

export const region = style({ maxWidth: vars.layout.bannerMax, marginInline: "auto", marginBottom: vars.space.lg });

export const track = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollBehavior: "smooth",
  ...bareList,
  borderRadius: vars.radius.md,
  scrollbarWidth: "none",
});

export const slide = style({ scrollSnapAlign: "start" });
export const image = style({ width: "100%", height: "auto" });
export const dots = style({
  display: "flex",
  justifyContent: "center",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
});
export const dot = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  minHeight: "44px",
  color: vars.color.text,
});

/** The home's welcome line: on a phone a short heading above the banner, not a block that pushes it down. */
export const welcome = style({
  "@media": { "(max-width: 640px)": { fontSize: "1.2rem", marginBottom: vars.space.sm } },
});
