import { style, styleVariants } from "@vanilla-extract/css";
import { bareList, panelBox } from "./page-parts";
import { vars } from "./theme.css";

export const container = style({
  width: "100%",
  maxWidth: vars.layout.pageMax,
  marginInline: "auto",
  paddingInline: vars.space.md,
});

export const main = style([container, { flex: 1, paddingBlock: vars.space.lg }]);

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: "-3rem",
  zIndex: 10,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { "&:focus": { top: vars.space.sm } },
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    '&[aria-disabled="true"]': { cursor: "progress" },
    // A button that cannot be pressed looks it (the reason is said beside it): greyed, not its colours.
    "&:disabled": {
      background: vars.color.border,
      color: vars.color.muted,
      borderColor: vars.color.border,
      cursor: "not-allowed",
    },
  },
});

/** A panel that opens over the page (the account menu, the search suggestions). */
export const popup = style({
  position: "absolute",
  padding: vars.space.xs,
  listStyle: "none",
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 8px 24px rgb(0 0 0 / 0.15)",
});

/** The other choice beside a primary button: outlined, same size. */
export const secondaryButton = style([
  button,
  { background: vars.color.surface, color: vars.color.primary, border: `2px solid ${vars.color.primary}` },
]);

/** A bordered box on the page's surface (a cart line, the order summary, a coupon). */
export const panel = style(panelBox);

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.md,
});

/** A row of links that scrolls sideways on narrow screens instead of wrapping (menus, categories). */
export const scrollStrip = style({
  display: "flex",
  gap: vars.space.md,
  ...bareList,
  overflowX: "auto",
  whiteSpace: "nowrap",
  scrollbarWidth: "thin",
});

/**
 * A page with a bar stuck to the foot of a phone's screen keeps that much room there: a field scrolled
 * into view (focused after a refusal, `autofocus` without JavaScript, the browser's own checks) stops
 * above the bar, with room for its message. Set on `<html>` by the page's route `handle`, so it is in
 * the document's first bytes: without JavaScript the browser scrolls to an `autofocus` field while the
 * page is still arriving. The cart's bar (total and instalments) is about 9rem tall on a phone; from
 * 960 px on it sits beside the page, and the room left is for a message under the field.
 */
export const footBarRoom = styleVariants({
  cart: { scrollPaddingBottom: "10rem", "@media": { "(min-width: 960px)": { scrollPaddingBottom: "4rem" } } },
  checkout: { scrollPaddingBottom: "9rem", "@media": { "(min-width: 960px)": { scrollPaddingBottom: 0 } } },
});
