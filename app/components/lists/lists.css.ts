import { style } from "@vanilla-extract/css";
import * as forms from "~/components/forms/forms.css";
import * as layout from "~/styles/layout.css";
import { vars } from "~/styles/theme.css";
import { detailColumn, detailColumns, endsApart, wrapRow } from "~/styles/page-parts";

/** The shopping lists' pages: one column on a phone, the lines beside the list's actions from 960 px. */

export { page, head, title, muted, fact, sectionTitle } from "~/styles/account-page.css";
export { dangerButton, confirm, actions } from "~/components/subscriptions/subscriptions.css";
export const section = style([layout.panel, { display: "grid", gap: vars.space.sm, minWidth: 0 }]);
export const columns = style(detailColumns);
export const column = style(detailColumn);

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export { rowLink } from "~/styles/list-rows.css";
export const name = style({ overflowWrap: "anywhere" });
export const detail = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem" });

export const line = style([
  layout.panel,
  {
    display: "grid",
    gap: vars.space.sm,
    gridTemplateColumns: "64px minmax(0, 1fr)",
    alignItems: "start",
    scrollMarginTop: "6rem",
  },
]);
export const lineImage = style({ width: "64px", height: "64px", objectFit: "contain" });
export const lineBody = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
export const lineName = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });
export const lineFacts = style({ margin: 0, display: "flex", flexWrap: "wrap", gap: `0 ${vars.space.md}` });
export const unavailable = style({ color: vars.color.danger, fontWeight: 600 });
export const lineForms = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "end",
});
export const inlineForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "end" });
/** The quantity and the list to copy to: the forms' own field, narrower. */
export const smallInput = style([forms.input, { width: "4.5rem", textAlign: "right" }]);
export const select = style([forms.input, { maxWidth: "14rem" }]);
export const fieldError = style({ color: vars.color.danger, margin: 0, fontSize: "0.95rem", flexBasis: "100%" });
export const pager = style(wrapRow(vars.space.sm));
export const choice = style({ display: "flex", gap: vars.space.sm, alignItems: "center", minHeight: "44px" });
/** − and +: a finger's square, so that the field and "Atualizar" stay on the same row at 390 px. */
export const stepButton = style([layout.secondaryButton, { width: "44px", minWidth: "44px", paddingInline: 0 }]);

/** A list on the lists' page: its name and size, its first lines in compact rows, its way to the cart. */
export const listCard = style([layout.panel, { display: "grid", gap: vars.space.sm, minWidth: 0 }]);
export const cardHead = style(endsApart("baseline", `0 ${vars.space.sm}`));
export const previewLines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });
/** Name, then what goes into the cart and the price, on one row at 390 px (the name wraps). */
export const previewLine = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto auto",
  gap: `0 ${vars.space.sm}`,
  alignItems: "baseline",
  padding: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
});
export const previewQuantity = style({ whiteSpace: "nowrap", color: vars.color.muted });
export const previewPrice = style({ whiteSpace: "nowrap", fontWeight: 600, textAlign: "right" });
export const cardFoot = style(endsApart("center", vars.space.sm));
