import { style } from "@vanilla-extract/css";
import { visuallyHidden } from "~/styles/page-parts";
import { scrollShades } from "~/styles/scroll-shades";
import { vars } from "~/styles/theme.css";

const PHONE = "(max-width: 640px)";

export const nav = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  "@media": { [PHONE]: { gap: vars.space.xs } },
});

export const all = style({ position: "relative" });

export const summary = style({
  cursor: "pointer",
  whiteSpace: "nowrap",
  fontWeight: 600,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
  "@media": { [PHONE]: { minHeight: "36px", paddingInline: vars.space.xs } },
});

export const icon = style({ flexShrink: 0 });

/** On a phone the icon stands for "Todas as categorias" (still its name), leaving the strip room. */
export const summaryText = style({
  "@media": { [PHONE]: visuallyHidden },
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

/**
 * The strip scrolls sideways; a shade on the edge where more links wait says so (backgrounds that
 * scroll with the content cover the shade at each end), without JavaScript. Room above and below
 * keeps a link's focus ring inside the strip.
 */
export const strip = style({
  display: "flex",
  gap: vars.space.sm,
  flex: "1 1 auto",
  minWidth: 0,
  listStyle: "none",
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  overflowX: "auto",
  whiteSpace: "nowrap",
  scrollbarWidth: "none",
  background: [...scrollShades(vars.color.secondary, "rgb(255 255 255 / 0.45)", "1.25rem"), vars.color.secondary].join(
    ", ",
  ),
});

export const stripLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "36px",
  // Room inside the link for its focus ring, which is drawn inside so that the strip does not cut it.
  paddingInline: "5px",
  color: "inherit",
  selectors: { "&:focus-visible": { outlineOffset: "-3px", outlineColor: "currentColor" } },
});
