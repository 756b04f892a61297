import { style } from "@vanilla-extract/css";
import { statusBadge } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";

/** The lists of the client picker and of the company's users: one card per row, stacked on phones. */

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "56rem" });

export const intro = style({ margin: 0, color: vars.color.muted });

export const filter = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.sm });

/** On phones the field takes the whole row and its buttons go together under it. */
export const filterField = style({
  display: "grid",
  gap: vars.space.xs,
  flex: "1 1 16rem",
  "@media": { "(max-width: 640px)": { flexBasis: "100%" } },
});

export const count = style({ margin: 0, fontWeight: 600 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const currentRow = style([row, { borderColor: vars.color.primary, borderWidth: "2px" }]);

export const rowText = style({
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
  flex: "1 1 16rem",
  overflowWrap: "anywhere",
});

export const rowName = style({ fontWeight: 700 });

export const rowDetail = style({ color: vars.color.muted, fontSize: "0.95rem" });

export const rowActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const badge = style({
  ...statusBadge,
  display: "inline-block",
  background: vars.color.background,
  color: vars.color.text,
});

export const confirm = style({ display: "grid", gap: vars.space.sm, flexBasis: "100%" });

export const dangerButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: "#ffffff",
  fontWeight: 600,
  cursor: "pointer",
});
