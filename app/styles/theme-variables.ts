import type { Theme } from "~/models/theme";

/**
 * The supplier's colours as CSS custom properties for `:root`. Theme colours are validated as hex
 * by ThemeSchema, so the text is safe to place in a `<style>` element.
 */
export function themeVariablesCss(
  theme: Pick<Theme, "primaryColor" | "secondaryColor" | "auxiliarColor" | "textColor">,
): string {
  return `:root{--sf-color-primary:${theme.primaryColor};--sf-color-secondary:${theme.secondaryColor};--sf-color-auxiliar:${theme.auxiliarColor};--sf-color-on-primary:${theme.textColor}}`;
}
