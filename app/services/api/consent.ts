/** Cookie preferences (docs/rules/storefront.md "Sessions and cookies"): four flags, all true by default, sent as request headers. */
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
