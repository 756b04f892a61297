import { createGlobalTheme, createGlobalThemeContract } from "@vanilla-extract/css";
import { DEFAULT_THEME_COLORS } from "~/models/theme";

/** The store's look before a supplier's colours (set per request, see theme-variables.ts): every token's value, once. */
const defaults = {
  color: {
    primary: DEFAULT_THEME_COLORS.primaryColor,
    secondary: DEFAULT_THEME_COLORS.secondaryColor,
    auxiliar: DEFAULT_THEME_COLORS.auxiliarColor,
    onPrimary: DEFAULT_THEME_COLORS.textColor,
    text: "#1d2330",
    muted: "#4f5869",
    surface: "#ffffff",
    background: "#f4f5f8",
    border: "#d5d9e2",
    danger: "#b42318",
    success: "#067647",
    focus: "#1a56db",
  },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem" },
  radius: { sm: "4px", md: "10px" },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: "16px",
  },
  layout: { pageMax: "1440px", bannerMax: "2560px" },
};

/** `onPrimary` → `on-primary`. */
const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The theme contract. Variable names are fixed, from each token's path (`--sf-color-on-primary`,
 * `--sf-layout-page-max`…), so that a supplier's colours can be set per request by one small
 * `<style>` element (see theme-variables.ts).
 */
export const vars = createGlobalThemeContract(defaults, (_value, path) => `sf-${path.map(kebabCase).join("-")}`);

createGlobalTheme(":root", vars, defaults);
