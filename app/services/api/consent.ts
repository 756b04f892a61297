/** Cookie preferences (docs/rules/storefront.md "Sessions and cookies"): the rules live in app/models/consent. */
export { consentHeaders, DEFAULT_CONSENT, type CookieConsent } from "~/models/consent/consent";
