import { hasTag } from "../supplier-tags";
import { analyticsConsented, type CookieConsent } from "./consent";

/** A GA4 measurement id (`G-` and letters or digits): anything else, script characters included, is no key. */
const GA4_KEY = /^G-[A-Z0-9]{4,20}$/;

/** The supplier's GA4 key when it is one; null otherwise (ADR 0041). */
export function validAnalyticsKey(key: string | null | undefined): string | null {
  const trimmed = key?.trim() ?? "";
  return GA4_KEY.test(trimmed) ? trimmed : null;
}

/**
 * The GA4 key a page runs analytics with (the theme's trackingGoogleAnalytics, the tag
 * enable-google-analytics-ga4-version-tag-events of docs/rules/storefront.md "Supplier tags"): the
 * supplier has the tag and a valid key, and the shopper chose performance (a choice made, not the
 * defaults). Null: no analytics of any kind.
 */
export function analyticsKeyFor(
  supplier: { tag: readonly string[] },
  key: string | null | undefined,
  choice: CookieConsent | null,
): string | null {
  if (!analyticsConsented(choice) || !hasTag(supplier.tag, "enable-google-analytics-ga4-version-tag-events"))
    return null;
  return validAnalyticsKey(key);
}
