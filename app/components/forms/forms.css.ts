import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { fieldEdge } from "~/styles/page-parts";

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "32rem" });

export const field = style({ display: "grid", gap: vars.space.xs });

export const label = style({ fontWeight: 600 });

export const hint = style({ color: vars.color.muted, fontSize: "0.9rem", margin: 0 });

export const input = style({
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  ...fieldEdge,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: "2px" } },
});

export const error = style({ color: vars.color.danger, margin: 0, fontSize: "0.95rem" });

export const formError = style({
  color: vars.color.danger,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: 0,
  background: vars.color.surface,
});

/** One message of a form's errors: a line of its own. */
export const formErrorLine = style({ display: "block" });

export const checkbox = style({ display: "flex", gap: vars.space.sm, alignItems: "center", minHeight: "44px" });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.md,
});

/** A field robots fill and people never see (the sign-up honeypot). */
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});

/** The button that shows or hides a form's passwords (with JavaScript only): under them, as wide as its words. */
export const showPasswords = style({ justifySelf: "start" });
