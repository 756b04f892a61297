import { z } from "zod";
import { MenuLinkSchema } from "./supplier";

/** Default colours when a supplier sets none (docs/rules/storefront.md "Theme"). */
export const DEFAULT_THEME_COLORS = {
  primaryColor: "#436bac",
  secondaryColor: "#203e6c",
  auxiliarColor: "#e2a929",
  textColor: "#ffffff",
} as const;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const color = (fallback: string) =>
  z
    .string()
    .nullish()
    .transform((value) => (value && HEX_COLOR.test(value) ? value : fallback));

/** GET /v2/configuracao/fornecedor/{id}/tema (docs/rules/storefront.md "Theme"). A colour that is missing or not hex falls back to the default. */
export const ThemeSchema = z.object({
  primaryColor: color(DEFAULT_THEME_COLORS.primaryColor),
  secondaryColor: color(DEFAULT_THEME_COLORS.secondaryColor),
  auxiliarColor: color(DEFAULT_THEME_COLORS.auxiliarColor),
  textColor: color(DEFAULT_THEME_COLORS.textColor),
  logo: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  textos: z
    .object({
      boasVindas: z
        .string()
        .nullish()
        .transform((v) => v ?? null),
    })
    .default({}),
  configuracao: z
    .object({
      tituloPagina: z
        .string()
        .nullish()
        .transform((v) => v ?? null),
    })
    .default({}),
  trackingGoogleAnalytics: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  menus: z.array(MenuLinkSchema).default([]),
});
export type Theme = z.infer<typeof ThemeSchema>;
