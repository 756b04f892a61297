import { globalStyle, style } from "@vanilla-extract/css";
import { popup } from "~/styles/layout.css";
import { visuallyHidden } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";
import { panel as categoryPanel } from "./category-menu.css";

export const header = style({ background: vars.color.primary, color: vars.color.onPrimary });

const PHONE = "(max-width: 640px)";

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  "@media": { [PHONE]: { gap: vars.space.xs, paddingBlock: vars.space.xs } },
});

export const brand = style({
  /** First on every screen, also when the account menu moves up beside it on phones. */
  order: -2,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: "inherit",
  textDecoration: "none",
  fontWeight: 700,
  fontSize: "1.15rem",
  minHeight: "44px",
});

export const logo = style({
  width: "auto",
  height: "40px",
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  "@media": { [PHONE]: { height: "32px" } },
});

/** Beside a logo, the store's name is only for wide screens (the logo already shows it). */
export const nameBesideLogo = style({
  "@media": { "(max-width: 640px)": visuallyHidden },
});

export const categoriesBar = style({ background: vars.color.secondary, color: vars.color.onPrimary });

/**
 * The focus ring on the header's own colours: the global ring's blue is lost on a blue or navy bar
 * (1.2–2.4 : 1 against the demo stores' headers), so here it takes the header's text colour (5.3–14.5 : 1:
 * white on Casa Verde's #436bac, Aurora's #1d4e89 and #0f2f57, Bom Sabor's #7a2e1f and #4a1a10).
 * Inside the header's popups (account menu, categories, suggestions), on white, it stays blue.
 */
globalStyle(`${header} :focus-visible`, { outlineColor: vars.color.onPrimary });
globalStyle(`${header} ${popup} :focus-visible, ${header} ${categoryPanel} :focus-visible`, {
  outlineColor: vars.color.focus,
});
