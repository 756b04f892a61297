import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { fieldEdge, wrapRow } from "~/styles/page-parts";

/** The chat's pages: one column, the conversation readable at 390 px, the form under it. */

export { page, muted, sectionTitle } from "~/styles/account-page.css";

// A conversation on the list is drawn as a shopping list's card is: its panel, its title and count on one line.
export { section, list as rooms, listCard as room, cardHead as roomHead } from "~/components/lists/lists.css";
export const roomTitle = style({ fontWeight: 600, overflowWrap: "anywhere" });
export const detail = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem", overflowWrap: "anywhere" });
export const unread = style({
  display: "inline-block",
  borderRadius: "999px",
  padding: "0 0.5rem",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  fontSize: "0.9rem",
});

export const messages = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
const bubble = {
  display: "grid",
  gap: vars.space.xs,
  maxWidth: "min(36rem, 88%)",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
} as const;
export const theirs = style([bubble, { justifySelf: "start", background: vars.color.surface }]);
export const ours = style([bubble, { justifySelf: "end", background: vars.color.background }]);
export const author = style({ margin: 0, fontWeight: 600, fontSize: "0.95rem", overflowWrap: "anywhere" });
/** Plain text as typed: its line breaks kept, long words broken. */
export const text = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: "0.85rem" });
export const pager = style(wrapRow(vars.space.sm));
export const textarea = style({
  font: "inherit",
  minHeight: "6rem",
  padding: vars.space.sm,
  ...fieldEdge,
  width: "100%",
  boxSizing: "border-box",
  resize: "vertical",
});
export const actions = style(wrapRow(vars.space.sm));
export const status = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem" });
export const problem = style({ margin: 0, color: vars.color.danger });
