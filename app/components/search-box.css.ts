import { style } from "@vanilla-extract/css";
import { popup } from "~/styles/layout.css";
import { vars } from "~/styles/theme.css";

export const form = style({
  position: "relative",
  display: "flex",
  flex: "1 1 280px",
  maxWidth: "560px",
  gap: vars.space.xs,
});
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  "@media": { "(max-width: 640px)": { minHeight: "40px" } },
});
export const submit = style({
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.onPrimary}`,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.onPrimary,
  fontWeight: 600,
  cursor: "pointer",
  "@media": { "(max-width: 640px)": { minHeight: "40px" } },
});
export const listbox = style([popup, { zIndex: 20, top: "100%", insetInline: 0, margin: `${vars.space.xs} 0 0` }]);
export const option = style({
  display: "grid",
  gridTemplateColumns: "40px 1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
});
/** A suggestion's picture (or the empty place of one, so names line up). */
export const optionImage = style({
  width: "40px",
  height: "40px",
  objectFit: "contain",
  background: vars.color.background,
  borderRadius: vars.radius.sm,
});
export const optionName = style({ minWidth: 0, overflowWrap: "anywhere" });
export const optionPrice = style({ fontWeight: 700, whiteSpace: "nowrap" });
export const optionActive = style({ background: vars.color.background, outline: `2px solid ${vars.color.focus}` });
