import { describe, expect, it } from "vitest";
import { analyticsKeyFor, validAnalyticsKey } from "~/models/consent/analytics";
import { analyticsEvent, lineItems } from "~/models/consent/analytics-event";
import {
  analyticsConsented,
  consentFromForm,
  consentHeaders,
  consentInEffect,
  DEFAULT_CONSENT,
  parseConsent,
  serialiseConsent,
  type CookieConsent,
} from "~/models/consent/consent";

// ADR 0041; docs/rules/storefront.md "Sessions and cookies": four flags (necessary, session,
// performance, personalization), all true by default, sent as request headers. Issue: "A consent cookie with garbage (treated as no choice: the banner again)".
const ONLY_NECESSARY: CookieConsent = { necessary: true, session: false, performance: false, personalization: false };

describe("the kept choice", () => {
  const choices: [string, CookieConsent, string][] = [
    ["all", DEFAULT_CONSENT, "n1s1p1z1"],
    ["only necessary", ONLY_NECESSARY, "n1s0p0z0"],
    ["performance only", { ...ONLY_NECESSARY, performance: true }, "n1s0p1z0"],
    ["all but personalization", { ...DEFAULT_CONSENT, personalization: false }, "n1s1p1z0"],
  ];
  it.each(choices)("%s is kept as %s and read back the same", (_name, consent, kept) => {
    expect(serialiseConsent(consent)).toBe(kept);
    expect(parseConsent(kept)).toEqual(consent);
  });

  const garbage: [string, unknown][] = [
    ["nothing", null],
    ["an empty value", ""],
    ["an object (a cookie that did not verify reads as {})", {}],
    ["a number", 1011],
    ["necessary off", "n0s1p1z1"],
    ["a flag that is not 0 or 1", "n1s2p1z1"],
    ["a flag missing", "n1s1p1"],
    ["something after", "n1s1p1z1<script>"],
    ["upper case", "N1S1P1Z1"],
  ];
  it.each(garbage)("%s is no choice", (_name, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});

describe("the buttons", () => {
  it('"Aceitar todos" turns every flag on, whatever the boxes say', () => {
    expect(consentFromForm("aceitar", {})).toEqual(DEFAULT_CONSENT);
  });
  it('"Rejeitar opcionais" keeps only the necessary ones, whatever the boxes say', () => {
    expect(consentFromForm("rejeitar", { session: "1", performance: "1", personalization: "1" })).toEqual(
      ONLY_NECESSARY,
    );
  });
  it("saving keeps the boxes ticked, and necessary is always on", () => {
    expect(consentFromForm("salvar", { performance: "1" })).toEqual({ ...ONLY_NECESSARY, performance: true });
    expect(consentFromForm("salvar", {})).toEqual(ONLY_NECESSARY);
  });
});

describe("before and after a choice", () => {
  it("the headers carry the spec's defaults (all true) until a choice", () => {
    expect(consentInEffect(null)).toEqual(DEFAULT_CONSENT);
    expect(consentInEffect(ONLY_NECESSARY)).toEqual(ONLY_NECESSARY);
  });
  it("analytics waits on an explicit choice with performance", () => {
    expect(analyticsConsented(null)).toBe(false);
    expect(analyticsConsented(ONLY_NECESSARY)).toBe(false);
    expect(analyticsConsented({ ...ONLY_NECESSARY, performance: true })).toBe(true);
  });
});

describe("consentHeaders", () => {
  it("names the four flags as docs/upstream-api.md does", () => {
    expect(consentHeaders({ ...ONLY_NECESSARY, personalization: true })).toEqual({
      "X-Consent-Necessary": "true",
      "X-Consent-Session": "false",
      "X-Consent-Performance": "false",
      "X-Consent-Personalization": "true",
    });
  });
});

describe("the GA4 key", () => {
  const GA4 = { tag: ["enable-google-analytics-ga4-version-tag-events"] };
  const keys: [string, string | null, string | null][] = [
    ["a GA4 measurement id", "G-4UR0R4D3M0", "G-4UR0R4D3M0"],
    ["one with spaces around", " G-4UR0R4D3M0 ", "G-4UR0R4D3M0"],
    ["script characters", "G-1234</script><script>alert(1)</script>", null],
    ["a quote", "G-1234'", null],
    ["a Universal Analytics id", "UA-12345-1", null],
    ["none", null, null],
  ];
  it.each(keys)("%s", (_name, key, valid) => {
    expect(validAnalyticsKey(key)).toBe(valid);
  });
  it("runs only with the supplier's tag and the shopper's choice of performance", () => {
    const performance = { ...ONLY_NECESSARY, performance: true };
    expect(analyticsKeyFor(GA4, "G-4UR0R4D3M0", performance)).toBe("G-4UR0R4D3M0");
    expect(analyticsKeyFor({ tag: [] }, "G-4UR0R4D3M0", performance)).toBeNull();
    expect(analyticsKeyFor(GA4, "G-4UR0R4D3M0", null)).toBeNull();
    expect(analyticsKeyFor(GA4, "G-4UR0R4D3M0", ONLY_NECESSARY)).toBeNull();
  });
});

describe("analytics events", () => {
  it("are in BRL, with the ids and prices seen, the value their sum to the cent", () => {
    const items = [
      { item_id: "1003", item_name: "Feijão", price: 0.1, quantity: 1 },
      { item_id: "1004", item_name: "Arroz", price: 0.2, quantity: 1 },
    ];
    expect(JSON.parse(analyticsEvent("view_item_list", items))).toEqual({
      event: "view_item_list",
      currency: "BRL",
      value: 0.3,
      items,
    });
  });
  it("a purchase carries its order number and the order's total", () => {
    const lines = [{ idproduto: "1003", nome: "Feijão", quantidade: 3, total: 23.55 }];
    expect(JSON.parse(analyticsEvent("purchase", lineItems(lines), { transaction_id: "9", value: 30 }))).toEqual({
      event: "purchase",
      currency: "BRL",
      value: 30,
      transaction_id: "9",
      items: [{ item_id: "1003", item_name: "Feijão", price: 7.85, quantity: 3 }],
    });
  });
});
