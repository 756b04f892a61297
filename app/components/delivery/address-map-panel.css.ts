import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/* The opened map's looks: loaded with the map (docs/decisions/0015), not with the page. */

/**
 * Short on a phone (the page scrolls past it with one finger: the map pans by its keys and
 * buttons, the pin moves by a tap or a drag), taller on a wide screen.
 */
export const map = style({
  height: "15rem",
  width: "100%",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: "#f3efe6",
  "@media": { "(min-width: 48rem)": { height: "20rem" } },
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

/** The pin: a drop in the store's colour with a white dot, its tip on the point. */
export const pin = style({ background: "transparent", border: 0 });

globalStyle(`${pin} svg`, { display: "block", filter: "drop-shadow(0 2px 2px rgb(0 0 0 / 0.35))" });

globalStyle(`${pin}:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  borderRadius: "50%",
});

/** The buttons that move the pin: a compass row that wraps on a phone. */
export const moves = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  margin: 0,
  padding: 0,
  border: 0,
});

export const movesLegend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600 });

export const moveButton = style({
  minHeight: "44px",
  minWidth: "44px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 600,
  cursor: "pointer",
});

/*
 * The map's credits (Leaflet's and the tiles'): underlined and dark enough on the control's light
 * background, so a link is told from the text around it without its colour (WCAG 1.4.1).
 */
globalStyle(`${map} .leaflet-control-attribution a`, { color: "#00516f", textDecoration: "underline" });
