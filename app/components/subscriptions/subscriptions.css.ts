import { style } from "@vanilla-extract/css";
import * as layout from "~/styles/layout.css";
import { vars } from "~/styles/theme.css";
import { detailColumn, detailColumns, statusBadge, wrapRow } from "~/styles/page-parts";

/** The subscriptions list and a subscription's page: one column on a phone, two from 960 px. */

export { page, head, title, muted, fact, sectionTitle } from "~/styles/account-page.css";
export const section = style([layout.panel, { display: "grid", gap: vars.space.sm, minWidth: 0 }]);

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const row = style([
  layout.panel,
  { display: "grid", gap: vars.space.xs, gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "start" },
]);
export { rowLink, rowMain } from "~/styles/list-rows.css";
export const rowDetail = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem", overflowWrap: "anywhere" });
export const next = style({ margin: 0, overflowWrap: "anywhere" });
export const rowAmount = style({
  margin: 0,
  display: "grid",
  justifyItems: "end",
  fontWeight: 700,
  fontSize: "1.1rem",
  whiteSpace: "nowrap",
});
export const rowAmountNote = style({ fontWeight: 400, fontSize: "0.85rem", color: vars.color.muted });

export const status = style({ ...statusBadge, background: vars.color.background });
export const statusActive = style({
  ...statusBadge,
  background: vars.color.surface,
  borderColor: vars.color.success,
  color: vars.color.success,
});

export const columns = style(detailColumns);
export const column = style(detailColumn);
export { facts, factName, factValue } from "~/styles/facts.css";
export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

/** The confirmation before cancelling: a bordered panel that the page scrolls (and moves focus) to. */
export const confirm = style([
  layout.panel,
  { display: "grid", gap: vars.space.sm, borderColor: vars.color.danger, borderWidth: "2px" },
]);
export const actions = style(wrapRow(vars.space.sm));
export const dangerButton = style([
  layout.button,
  { background: vars.color.danger, borderColor: vars.color.danger, color: "#ffffff" },
]);
