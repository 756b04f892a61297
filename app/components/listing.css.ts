import { style } from "@vanilla-extract/css";
import { scrollShades } from "~/styles/scroll-shades";
import { vars } from "~/styles/theme.css";
import { bareList, pillBox, snugBox } from "~/styles/page-parts";

export const layoutGrid = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { "(min-width: 960px)": { gridTemplateColumns: "260px 1fr", alignItems: "start" } },
});

export const results = style({ minWidth: 0 });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))",
  gap: vars.space.md,
  ...bareList,
  "@media": { "(min-width: 640px)": { gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))" } },
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "space-between",
  marginBottom: vars.space.md,
});

/** Wide screens: the filters are a side column, always open (the disclosure's summary is not needed there). */
const WIDE = "(min-width: 960px)";

export const filterDisclosure = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [WIDE]: { alignSelf: "start" } },
  "@supports": {
    "selector(::details-content)": {
      "@media": { [WIDE]: { selectors: { "&::details-content": { contentVisibility: "visible", display: "block" } } } },
    },
  },
});

export const filterSummary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '"▾"', marginInlineStart: "auto" },
    "details[open] > &::after": { content: '"▴"' },
  },
  "@supports": { "selector(::details-content)": { "@media": { [WIDE]: { display: "none" } } } },
});

export const filterCount = style({
  minWidth: "1.5rem",
  paddingInline: vars.space.xs,
  borderRadius: "999px",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textAlign: "center",
  fontSize: "0.85rem",
});

export const filters = style({ padding: `0 ${vars.space.md}`, "@media": { [WIDE]: { paddingTop: vars.space.md } } });

/** The panel's button stays in sight at the foot of the screen while the shopper ticks filters. */
export const filterActions = style({
  position: "sticky",
  bottom: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  background: vars.color.surface,
});

/** With JavaScript the results already follow every change: on a wide screen they are beside the filters. */
export const seeResults = style({ "@media": { [WIDE]: { display: "none" } } });

export const fieldset = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}` });
export const legend = style({ fontWeight: 700, marginBottom: vars.space.xs });
export const option = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "36px" });
export const select = style({ ...snugBox, background: vars.color.surface });
export const label = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontWeight: 600 });

/** Subcategories: on a phone one row that scrolls sideways (a shade at the edge with more), so the products stay near the top. */
export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  "@media": {
    "(max-width: 640px)": {
      flexWrap: "nowrap",
      overflowX: "auto",
      scrollbarWidth: "none",
      paddingBlock: "3px",
      background: scrollShades(vars.color.background, "rgb(0 0 0 / 0.18)", "1rem").join(", "),
    },
  },
});
export const chip = style({
  display: "inline-flex",
  whiteSpace: "nowrap",
  alignItems: "center",
  minHeight: "36px",
  ...pillBox,
  textDecoration: "none",
});

export const pagination = style({ marginTop: vars.space.lg });
export const pageList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  ...bareList,
  justifyContent: "center",
});
const pageBox = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  ...snugBox,
} as const;
export const pageLink = style({ ...pageBox, background: vars.color.surface, color: vars.color.text });
export const pageCurrent = style({
  ...pageBox,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
});

export const pending = style({ opacity: 0.6, transition: "opacity 150ms" });

/** What a search that finds nothing offers instead, under its message. */
export const offered = style({ display: "grid", gap: vars.space.md, marginTop: vars.space.lg });
