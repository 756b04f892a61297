import { describe, expect, it } from "vitest";
import { DEFAULT_THEME_COLORS, ThemeSchema } from "~/models/theme";

// docs/rules/storefront.md "Theme": "Default theme colours: primary #436bac, secondary #203e6c, auxiliary #e2a929, text #ffffff."
const SPEC_DEFAULTS = {
  primaryColor: "#436bac",
  secondaryColor: "#203e6c",
  auxiliarColor: "#e2a929",
  textColor: "#ffffff",
};
const COLOR_KEYS = ["primaryColor", "secondaryColor", "auxiliarColor", "textColor"] as const;

describe("theme colours", () => {
  it("the defaults are the spec's", () => {
    expect(DEFAULT_THEME_COLORS).toEqual(SPEC_DEFAULTS);
    expect(ThemeSchema.parse({})).toMatchObject(SPEC_DEFAULTS);
  });

  const fallbacks: [string, unknown][] = [
    ["missing", undefined],
    ["null", null],
    ["empty", ""],
    ["a colour name", "red"],
    ["hex without #", "436bac"],
    ["five hex digits", "#12345"],
    ["eight hex digits (alpha)", "#11223344"],
    ["non-hex digits", "#ggghhh"],
    ["a CSS injection", "#fff; background:url(https://evil.example)"],
    ["a closing style tag", "</style><script>alert(1)</script>"],
    ["an rgb() value", "rgb(0,0,0)"],
  ];
  it.each(fallbacks)("a %s colour falls back to the default", (_label, value) => {
    for (const key of COLOR_KEYS) {
      const theme = ThemeSchema.parse(value === undefined ? {} : { [key]: value });
      expect(theme[key], key).toBe(SPEC_DEFAULTS[key]);
    }
  });

  const kept: [string, string][] = [
    ["six lower-case digits", "#1d4e89"],
    ["six upper-case digits", "#1D4E89"],
    ["three digits", "#fa0"],
  ];
  it.each(kept)("a valid colour is kept: %s", (_label, value) => {
    for (const key of COLOR_KEYS) expect(ThemeSchema.parse({ [key]: value })[key]).toBe(value);
  });

  it("only the bad colour falls back; the others are kept", () => {
    const theme = ThemeSchema.parse({
      primaryColor: "#111111",
      secondaryColor: "azul",
      auxiliarColor: "#333",
      textColor: null,
    });
    expect(theme).toMatchObject({
      primaryColor: "#111111",
      secondaryColor: "#203e6c",
      auxiliarColor: "#333",
      textColor: "#ffffff",
    });
  });

  it("the rest of an empty theme has safe defaults, and unknown fields are tolerated", () => {
    const theme = ThemeSchema.parse({ extra: 1 });
    expect(theme).toMatchObject({
      logo: null,
      textos: { boasVindas: null },
      configuracao: { tituloPagina: null },
      menus: [],
      trackingGoogleAnalytics: null,
    });
    expect(theme).not.toHaveProperty("extra");
  });
});
