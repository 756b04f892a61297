import { style } from "@vanilla-extract/css";
import { bareList, panelBox, pillBox } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";

/** Under the header: the store's catalogues, one button each, the active one marked. */
export const switchBar = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });

export const switchForm = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  overflowX: "auto",
  whiteSpace: "nowrap",
});

export const switchButton = style({
  minHeight: "44px",
  ...pillBox,
  cursor: "pointer",
  font: "inherit",
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
      fontWeight: 600,
    },
  },
});

/** The home's choice of a catalogue: a card per segment. */
export const chooser = style({ ...panelBox, marginBottom: vars.space.lg });

export const chooserList = style({
  ...bareList,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  marginTop: vars.space.md,
});

export const chooserButton = style([switchButton, { width: "100%", borderRadius: vars.radius.md, minHeight: "56px" }]);

export const adultsBadge = style({
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: "1px solid currentColor",
  fontSize: "0.8rem",
});

/** The age question, on its own page or in place of the products it holds back. */
export const ageBox = style({ ...panelBox, maxWidth: "36rem", marginBlock: vars.space.lg, marginInline: "auto" });

export const ageActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.md });
