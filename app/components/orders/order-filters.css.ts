import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as layout from "~/styles/layout.css";
import { endsApart, fitColumns, wrapRow } from "~/styles/page-parts";

/** The orders list's filters: folded on a phone behind their summary, the fields side by side when there is room. */

export const filters = style([layout.panel, { display: "grid", gap: vars.space.sm, padding: vars.space.sm }]);
export const summary = style({
  cursor: "pointer",
  fontWeight: 600,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
  paddingInline: vars.space.xs,
});
export const form = style({ display: "grid", gap: vars.space.md, padding: vars.space.xs });
export const fields = style({
  ...fitColumns("11rem", vars.space.md),
  alignItems: "end",
});
export const dates = style({
  border: 0,
  margin: 0,
  padding: 0,
  ...fitColumns("9rem", vars.space.sm),
});
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
export const actions = style(wrapRow(vars.space.sm));
export const result = style(endsApart("center", vars.space.sm));
export const found = style({ margin: 0, color: vars.color.muted });
