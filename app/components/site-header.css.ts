import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

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

export const logo = style({ width: "auto", height: "40px", borderRadius: vars.radius.sm, background: vars.color.surface, "@media": { [PHONE]: { height: "32px" } } });

/** Beside a logo, the store's name is only for wide screens (the logo already shows it). */
export const nameBesideLogo = style({ "@media": { "(max-width: 640px)": { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0, 0, 0, 0)", whiteSpace: "nowrap" } } });

export const categoriesBar = style({ background: vars.color.secondary, color: vars.color.onPrimary });
