import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const layoutGrid = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { "(min-width: 960px)": { gridTemplateColumns: "260px 1fr", alignItems: "start" } },
});

export const results = style({ minWidth: 0 });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { "(min-width: 640px)": { gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))" } },
});

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center", justifyContent: "space-between", marginBottom: vars.space.md });

export const filters = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const fieldset = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}` });
export const legend = style({ fontWeight: 700, marginBottom: vars.space.xs });
export const option = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "36px" });
export const select = style({ minHeight: "44px", padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const label = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontWeight: 600 });

export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", padding: 0, margin: `0 0 ${vars.space.md}` });
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "36px",
  padding: `0 ${vars.space.md}`,
  borderRadius: "999px",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
});

export const pagination = style({ marginTop: vars.space.lg });
export const pageList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", padding: 0, margin: 0, justifyContent: "center" });
const pageBox = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
} as const;
export const pageLink = style({ ...pageBox, background: vars.color.surface, color: vars.color.text });
export const pageCurrent = style({ ...pageBox, background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700 });

export const pending = style({ opacity: 0.6, transition: "opacity 150ms" });
