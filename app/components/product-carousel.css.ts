import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const region = style({ marginBottom: vars.space.xl });
/** The title, "Ver todos" and the buttons on one line. */
export const header = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginBottom: vars.space.sm,
});
export const title = style({ fontSize: "1.35rem", margin: 0, marginRight: "auto" });
export const all = style({
  fontWeight: 600,
  padding: `${vars.space.sm} 0`,
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
});
/** The buttons are for a mouse on a wide screen; a phone swipes. */
export const controls = style({
  display: "none",
  gap: vars.space.sm,
  "@media": { "(min-width: 640px)": { display: "flex" } },
});
export const control = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  padding: 0,
  borderRadius: "50%",
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: "1.75rem",
  lineHeight: 1,
  cursor: "pointer",
  selectors: { '&[aria-disabled="true"]': { opacity: 0.4, cursor: "default" } },
});
export const track = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(160px, 46%)",
  gap: vars.space.md,
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  scrollPaddingInline: "4px",
  listStyle: "none",
  margin: 0,
  // Room for a focused card's ring and the scrollbar under the cards.
  padding: `4px 4px ${vars.space.sm}`,
  "@media": {
    "(min-width: 640px)": { gridAutoColumns: "minmax(180px, 23%)" },
    "(min-width: 1024px)": { gridAutoColumns: "minmax(200px, 15.5%)" },
  },
});
export const item = style({ scrollSnapAlign: "start" });
