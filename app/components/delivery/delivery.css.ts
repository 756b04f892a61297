import { style } from "@vanilla-extract/css";
import { secondaryButton } from "~/styles/layout.css";
import { vars } from "~/styles/theme.css";
import { bareList } from "~/styles/page-parts";

export const choices = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, border: 0 });

/** A radio with its words, as tall as a finger. */
export const choice = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  minHeight: "44px",
  paddingBlock: vars.space.xs,
});

export const options = style({
  display: "grid",
  gap: vars.space.md,
  ...bareList,
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
});

export const optionName = style({ margin: 0, fontSize: "1.05rem" });

export const figures = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });

export const select = style({ minHeight: "44px", maxWidth: "100%", fontSize: "1rem" });

export const hours = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const bar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: "0.9rem",
});

export const barLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `0 ${vars.space.md}`,
  margin: 0,
  paddingBlock: vars.space.xs,
});

export const barPlace = style({ fontWeight: 700, minHeight: "32px", display: "inline-flex", alignItems: "center" });

export const barFigure = style({ color: vars.color.muted });

/** The buttons of one choice side by side, wrapping on a phone. */
export const choiceButtons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

/** A choice that is its own action: outlined, filled once it is the one in effect. */
export const choiceButton = style([
  secondaryButton,
  {
    selectors: {
      '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    },
  },
]);

/** The saved addresses, one card each with its button. */
export const addressChoices = style({ display: "grid", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });

export const addressChoice = style({ display: "grid", gap: vars.space.sm, alignItems: "start" });

/** The place in effect, said first on the delivery page in the words of the header and the checkout. */
export const placeNow = style({ margin: 0, fontWeight: 700 });
