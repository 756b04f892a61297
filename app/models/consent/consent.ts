/**
 * Cookie preferences (docs/rules/storefront.md "Sessions and cookies", ADR 0041): four flags. Necessary is always
 * on; the three others are the shopper's choice. Before any choice the upstream headers carry the
 * spec's defaults (all true), but nothing optional runs on the page: analytics waits on an explicit
 * choice with performance.
 */
export type CookieConsent = {
  necessary: boolean;
  session: boolean;
  performance: boolean;
  personalization: boolean;
};

export const DEFAULT_CONSENT: CookieConsent = {
  necessary: true,
  session: true,
  performance: true,
  personalization: true,
};

export const OPTIONAL_CONSENT_FLAGS = ["session", "performance", "personalization"] as const;
export type OptionalConsentFlag = (typeof OPTIONAL_CONSENT_FLAGS)[number];

/** The three buttons of the banner and the preferences page. */
export type ConsentIntent = "aceitar" | "rejeitar" | "salvar";

/** The kept form of a choice: `n1` then the three optional flags, `s`, `p`, `z` each 0 or 1. */
const KEPT = /^n1s([01])p([01])z([01])$/;

export function serialiseConsent(consent: CookieConsent): string {
  const bit = (on: boolean) => (on ? "1" : "0");
  return `n1s${bit(consent.session)}p${bit(consent.performance)}z${bit(consent.personalization)}`;
}

/** The choice a kept value says; null (no choice: the banner again) for anything else. */
export function parseConsent(raw: unknown): CookieConsent | null {
  if (typeof raw !== "string") return null;
  const match = KEPT.exec(raw);
  if (!match) return null;
  return {
    necessary: true,
    session: match[1] === "1",
    performance: match[2] === "1",
    personalization: match[3] === "1",
  };
}

/**
 * What a form's button chose: "Aceitar todos" every flag, "Rejeitar opcionais" only the necessary
 * ones, "Salvar" the boxes ticked (a box is on when its field is present). Necessary is always on.
 */
export function consentFromForm(
  intent: ConsentIntent,
  fields: Partial<Record<OptionalConsentFlag, unknown>>,
): CookieConsent {
  if (intent === "aceitar") return { ...DEFAULT_CONSENT };
  if (intent === "rejeitar") return { necessary: true, session: false, performance: false, personalization: false };
  const on = (flag: OptionalConsentFlag) => fields[flag] !== undefined && fields[flag] !== null;
  return {
    necessary: true,
    session: on("session"),
    performance: on("performance"),
    personalization: on("personalization"),
  };
}

/** The flags in effect: the shopper's choice, else the spec's defaults. */
export function consentInEffect(choice: CookieConsent | null): CookieConsent {
  return choice ?? DEFAULT_CONSENT;
}

/** Analytics runs only after an explicit choice that includes performance. */
export function analyticsConsented(choice: CookieConsent | null): boolean {
  return choice?.performance === true;
}

/** The four request headers of docs/upstream-api.md "Request headers", as the flags say. */
export function consentHeaders(consent: CookieConsent): Record<string, string> {
  return {
    "X-Consent-Necessary": String(consent.necessary),
    "X-Consent-Session": String(consent.session),
    "X-Consent-Performance": String(consent.performance),
    "X-Consent-Personalization": String(consent.personalization),
  };
}
