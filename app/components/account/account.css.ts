import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { fitColumns, wrapRow } from "~/styles/page-parts";

/** A long account form (sign-up, account data): wider than a login form, fields in groups. */
export const wideForm = style({ display: "grid", gap: vars.space.lg, maxWidth: "48rem" });

/** Short fields side by side on wide screens, one under the other on phones. */
export const row = style({
  ...fitColumns("13rem", vars.space.md),
  alignItems: "start",
});

export const legend = style({ fontWeight: 700, fontSize: "1.1rem", padding: `0 ${vars.space.xs}` });

/** Present for the browser (the form's default button for Enter), out of sight and out of the tab order. */
export const offscreen = style({
  position: "absolute",
  left: "-10000px",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});

export const lead = style({ color: vars.color.muted, margin: 0 });

export const links = style(wrapRow(vars.space.md));

/** The account page: its sections side by side on wide screens, stacked on phones. */
export const sections = style({
  ...fitColumns("min(100%, 22rem)", vars.space.lg),
  alignItems: "start",
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  overflowWrap: "anywhere",
});

/** The customer's data as labelled tiles: as many side by side as fit. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 14rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: "grid", gap: vars.space.xs, alignContent: "start" });

export const factLabel = style({ color: vars.color.muted, fontSize: "0.9rem" });

export const factValue = style({ margin: 0, fontWeight: 600 });

export const line = style({ display: "block" });

export const badge = style({
  display: "inline-block",
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.success,
  fontSize: "0.85rem",
  fontWeight: 600,
});

/** The account page: its heading, the data, then the forms. */
export const page = style({ display: "grid", gap: vars.space.lg });

export const pageTitle = style({ margin: 0 });

/** An action that is not the form's main one (look up the CNPJ, send a code): as wide as its words. */
export const besideFields = style({ justifySelf: "start" });
