import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { wrapRow } from "~/styles/page-parts";

const narrow = "screen and (max-width: 640px)";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "64rem" });

export const lead = style({ color: vars.color.muted, margin: 0, maxWidth: "48rem" });

export const textarea = style({
  minHeight: "12rem",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  resize: "vertical",
});

export const file = style({ minHeight: "44px", font: "inherit" });

/** With JavaScript: the native file input lies invisible over a button and the chosen file's name, both in Portuguese. */
export const fileBox = style({
  position: "relative",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  justifySelf: "start",
});

export const fileOverlay = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  opacity: 0,
  cursor: "pointer",
  font: "inherit",
});

export const fileButton = style({
  pointerEvents: "none",
  selectors: { [`${fileBox}:focus-within &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const fileName = style({ color: vars.color.muted, overflowWrap: "anywhere" });

export const result = style({ display: "grid", gap: vars.space.md });

export const summary = style({ margin: 0, fontWeight: 600 });

export const caption = style({
  textAlign: "left",
  padding: `0 0 ${vars.space.sm}`,
  fontWeight: 600,
  "@media": { [narrow]: { display: "block" } },
});

export const actions = style(wrapRow(vars.space.md));

/** The report: a table on wide screens, one card per line on phones. */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [narrow]: { display: "block", border: 0, background: "none" } },
});

export const head = style({
  "@media": { [narrow]: { position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" } },
});

export const body = style({ "@media": { [narrow]: { display: "grid", gap: vars.space.sm } } });

export const row = style({
  borderTop: `1px solid ${vars.color.border}`,
  "@media": {
    [narrow]: {
      display: "grid",
      gap: vars.space.xs,
      padding: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});

export const headerCell = style({
  textAlign: "left",
  padding: vars.space.sm,
  fontSize: "0.9rem",
  color: vars.color.muted,
});

export const cell = style({
  padding: vars.space.sm,
  verticalAlign: "top",
  overflowWrap: "anywhere",
  "@media": {
    [narrow]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)",
      gap: vars.space.sm,
      padding: 0,
      selectors: { "&::before": { content: "attr(data-rotulo)", color: vars.color.muted, fontSize: "0.9rem" } },
    },
  },
});

/** A product code stays on one line on wide screens ("BSB-0026", not "BSB-" and "0026"). */
export const code = style([cell, { whiteSpace: "nowrap", "@media": { [narrow]: { whiteSpace: "normal" } } }]);

export const number = style([
  cell,
  { textAlign: "right", whiteSpace: "nowrap", "@media": { [narrow]: { textAlign: "left", whiteSpace: "normal" } } },
]);

/** Room for a product's name and for the situation's sentence on wide screens. */
export const wide = style([cell, { minWidth: "12rem", "@media": { [narrow]: { minWidth: 0 } } }]);

export const situation = styleVariants({
  good: [wide, { color: vars.color.success, fontWeight: 600 }],
  adjusted: [wide, { color: vars.color.text, fontWeight: 600 }],
  bad: [wide, { color: vars.color.danger, fontWeight: 600 }],
});
