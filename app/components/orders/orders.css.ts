import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as layout from "~/styles/layout.css";
import { bareList, detailColumn, detailColumns, statusBadge, wrapRow } from "~/styles/page-parts";

/** The orders list and an order's page: one column on a phone; on a wide screen the order's facts beside its steps and products. */

export { page, head, title, muted, fact, sectionTitle } from "~/styles/account-page.css";

/** The orders/quotes switch: two links, the current one filled. */
export const tabs = style({
  display: "flex",
  gap: vars.space.sm,
  ...bareList,
  flexWrap: "wrap",
});
export const tab = style([layout.secondaryButton, { minWidth: "9rem" }]);
export const currentTab = style([layout.button, { minWidth: "9rem" }]);

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const row = style([
  layout.panel,
  {
    display: "grid",
    gap: vars.space.xs,
    gridTemplateColumns: "minmax(0, 1fr) auto",
    alignItems: "start",
  },
]);
export { rowLink, rowMain } from "~/styles/list-rows.css";
export const rowTotal = style({
  margin: 0,
  fontWeight: 700,
  fontSize: "1.1rem",
  textAlign: "end",
  whiteSpace: "nowrap",
});
export const rowDetail = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem", overflowWrap: "anywhere" });
export const status = style({ ...statusBadge, background: vars.color.background });

/** An order's page: its sections, in two columns from 960 px. */
export const columns = style(detailColumns);
export const column = style(detailColumn);
export const section = style([layout.panel, { display: "grid", gap: vars.space.sm }]);
export { facts, factName, factValue } from "~/styles/facts.css";
export const due = style([
  layout.panel,
  { display: "grid", gap: vars.space.sm, borderColor: vars.color.auxiliar, borderWidth: "2px" },
]);

export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const line = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm });
export const lineName = style({ minWidth: 0, overflowWrap: "anywhere" });
export const amount = style({ whiteSpace: "nowrap" });
export const totalRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, margin: 0 });
export const grandTotal = style([
  totalRow,
  { fontSize: "1.2rem", fontWeight: 700, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm },
]);

/** The status steps: a line of dots down the side, the reached ones filled. */
export const steps = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });
const stepBase = style({
  position: "relative",
  display: "grid",
  gap: "0.1rem",
  paddingInlineStart: "2rem",
  paddingBlockEnd: vars.space.md,
  selectors: {
    // The dot.
    "&::before": {
      content: '""',
      position: "absolute",
      insetInlineStart: 0,
      top: "0.2rem",
      width: "1rem",
      height: "1rem",
      borderRadius: "50%",
      border: `2px solid ${vars.color.border}`,
      background: vars.color.surface,
      boxSizing: "border-box",
    },
    // The line to the next step.
    "&:not(:last-child)::after": {
      content: '""',
      position: "absolute",
      insetInlineStart: "calc(0.5rem - 1px)",
      top: "1.3rem",
      bottom: "0.1rem",
      width: "2px",
      background: vars.color.border,
    },
    "&:last-child": { paddingBlockEnd: 0 },
  },
});
export const step = styleVariants({
  done: [
    stepBase,
    {
      selectors: {
        "&::before": { background: vars.color.success, borderColor: vars.color.success },
        "&:not(:last-child)::after": { background: vars.color.success },
      },
    },
  ],
  current: [
    stepBase,
    { fontWeight: 700, selectors: { "&::before": { borderColor: vars.color.primary, borderWidth: "4px" } } },
  ],
  upcoming: [stepBase, { color: vars.color.muted }],
  cancelled: [
    stepBase,
    {
      fontWeight: 700,
      color: vars.color.danger,
      selectors: { "&::before": { background: vars.color.danger, borderColor: vars.color.danger } },
    },
  ],
});
export const stepDate = style({ fontWeight: 400, color: vars.color.muted, fontSize: "0.9rem" });

export const grades = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const grade = style({ display: "flex", gap: vars.space.xs, alignItems: "center", minHeight: "44px" });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
export const actions = style(wrapRow(vars.space.sm));

/** The acceptance's choice of payment: native radios, each with its note under it. */
export const choice = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "grid", gap: vars.space.xs });
export const choiceOption = style({ display: "flex", gap: vars.space.xs, alignItems: "center", minHeight: "44px" });
export const choiceNote = style({
  margin: 0,
  paddingLeft: "1.75rem",
  color: vars.color.muted,
  overflowWrap: "anywhere",
});
