import { style } from "@vanilla-extract/css";
import * as layout from "~/styles/layout.css";
import { vars } from "~/styles/theme.css";
import { fitColumns, statusBadge, wrapRow } from "~/styles/page-parts";

/** The invoices page and its invoice's page (the account menu's word of an invoice past due is in ../account-nav.css.ts). */

export { page, head, title, muted, fact, sectionTitle } from "~/styles/account-page.css";
export const section = style([layout.panel, { display: "grid", gap: vars.space.sm, minWidth: 0 }]);

/** The credit limit: total, used and available side by side from 480 px. */
export const credit = style({
  margin: 0,
  ...fitColumns("9rem", vars.space.sm),
});
export const creditItem = style({ display: "grid", gap: "2px" });
export const creditName = style({ color: vars.color.muted, fontSize: "0.95rem" });
export const creditValue = style({ margin: 0, fontWeight: 700, fontSize: "1.2rem" });
export const creditBar = style({
  width: "100%",
  height: "0.6rem",
  accentColor: vars.color.primary,
});

export const overdue = style([
  layout.panel,
  { display: "grid", gap: vars.space.xs, borderColor: vars.color.danger, borderWidth: "2px" },
]);

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const row = style([
  layout.panel,
  { display: "grid", gap: vars.space.xs, gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "start" },
]);
export const rowMain = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
export const rowTitle = style({ margin: 0, fontWeight: 700, fontSize: "1.05rem", overflowWrap: "anywhere" });
export const rowDetail = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem", overflowWrap: "anywhere" });
export const rowAmount = style({
  margin: 0,
  fontWeight: 700,
  fontSize: "1.1rem",
  textAlign: "end",
  whiteSpace: "nowrap",
});
export const rowLinks = style({ gridColumn: "1 / -1", display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: vars.color.primary,
  fontWeight: 600,
});

export const status = style({ ...statusBadge, background: vars.color.background });
export const statusOverdue = style({
  ...statusBadge,
  background: vars.color.danger,
  borderColor: vars.color.danger,
  color: "#ffffff",
});
export const statusPaid = style({
  ...statusBadge,
  background: vars.color.surface,
  borderColor: vars.color.success,
  color: vars.color.success,
});

export { facts, factName, factValue } from "~/styles/facts.css";

/** The linha digitável: big enough to read aloud, selected whole with a click (without JavaScript too). */
export const linha = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.background,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "1.05rem",
  lineHeight: 1.5,
  // Broken between its fields, never inside one that fits the line.
  overflowWrap: "break-word",
  userSelect: "all",
  WebkitUserSelect: "all",
});
export const actions = style(wrapRow(vars.space.sm));
