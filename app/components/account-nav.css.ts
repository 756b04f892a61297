import { style } from "@vanilla-extract/css";
import { popup } from "~/styles/layout.css";
import { vars } from "~/styles/theme.css";
import { bareList } from "~/styles/page-parts";

/** The account area of the header bar: "Entrar"/"Cadastre-se" for guests, the account menu otherwise. */

/** On phones the menu sits beside the store's name, above the search box, instead of on a row of its own. */
export const nav = style({
  position: "relative",
  flex: "0 0 auto",
  "@media": { "(max-width: 640px)": { order: -1, marginInlineStart: "auto", flexShrink: 1, minWidth: 0 } },
});

/**
 * The account menu's place on a phone: what the logo and the cart leave on their row. Sized from
 * nothing up (flex-basis 0), a long company name ends in "…" there instead of taking a row of its
 * own and pushing the cart to a third.
 */
export const accountNav = style([
  nav,
  { "@media": { "(max-width: 640px)": { flex: "1 1 0", display: "flex", justifyContent: "flex-end" } } },
]);

export const guestLinks = style({
  display: "flex",
  ...bareList,
  "@media": { "(max-width: 640px)": { fontSize: "0.95rem" } },
});

export const guestLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.xs}`,
  color: "inherit",
  fontWeight: 600,
});

export const menu = style({ position: "relative", minWidth: 0 });

export const summary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  maxWidth: "20rem",
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.onPrimary}`,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  cursor: "pointer",
  listStyle: "none",
  "@media": { "(max-width: 640px)": { maxWidth: "min(11rem, 100%)", minHeight: "40px" } },
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '"▾"', flexShrink: 0 },
  },
});

/** A company's long name ends in "…" rather than pushing the menu off the bar. */
export const greeting = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const panel = style([
  popup,
  { zIndex: 30, insetInlineEnd: 0, top: "calc(100% + 4px)", minWidth: "13rem", margin: 0 },
]);

export const item = style({
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: "inherit",
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.background } },
});

/** An invoice past due: "1 vencida" beside "Faturas", and a mark on the closed menu (docs/rules/account.md "Login"). */
export const menuBadge = style({
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: "#ffffff",
  fontSize: "0.8rem",
  fontWeight: 700,
  whiteSpace: "nowrap",
});
export const summaryMark = style({
  flexShrink: 0,
  display: "inline-grid",
  placeItems: "center",
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: "50%",
  background: vars.color.danger,
  color: "#ffffff",
  border: "2px solid #ffffff",
  fontSize: "0.8rem",
  fontWeight: 700,
  lineHeight: 1,
});
