import { describe, expect, it } from "vitest";
import { isLightMode, lightModeChoice } from "~/models/light-mode";

/**
 * docs/decisions/0045 (issue "Modo leve"): a browser that sends `Save-Data: on`, or a shopper who
 * picked "Modo leve" in the footer (a cookie; "Voltar ao modo completo" to leave it), gets pages with
 * no script. The shopper's cookie overrides the header both ways.
 */
describe("isLightMode: Save-Data and the shopper's choice", () => {
  it.each<[string, string | null, string | null, boolean]>([
    ["neither: full pages", null, null, false],
    ["Save-Data: on", "on", null, true],
    ["Save-Data: on, any case and spaces", " On ", null, true],
    ["Save-Data: off", "off", null, false],
    ["Save-Data with another value", "yes", null, false],
    ["the cookie chose light", null, "modo-leve=leve", true],
    ["the cookie chose full", null, "modo-leve=completo", false],
    ["header and cookie agree on light", "on", "modo-leve=leve", true],
    ["the cookie's full overrides Save-Data: on", "on", "modo-leve=completo", false],
    ["the cookie's light overrides Save-Data: off", "off", "modo-leve=leve", true],
    ["among other cookies", "on", "commerce-session=abc; modo-leve=completo; x=1", false],
    ["an unknown cookie value is no choice: the header decides", "on", "modo-leve=talvez", true],
    ["an unknown cookie value without the header: full", null, "modo-leve=1", false],
    ["a cookie of a longer name is not the choice", "on", "xmodo-leve=completo", true],
  ])("%s", (_case, saveData, cookie, light) => {
    expect(isLightMode({ saveData, cookie })).toBe(light);
  });
});

describe("lightModeChoice", () => {
  it.each<[string | null, "leve" | "completo" | null]>([
    [null, null],
    ["", null],
    ["modo-leve=leve", "leve"],
    ["a=1;modo-leve=completo", "completo"],
    ["modo-leve=", null],
  ])("%s → %s", (cookie, choice) => {
    expect(lightModeChoice(cookie)).toBe(choice);
  });
});
