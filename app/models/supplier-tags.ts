/** Supplier tags that change behaviour (docs/rules/storefront.md "Supplier tags"). */
export const SUPPLIER_TAGS = [
  "enable-google-analytics-ga4-version-tag-events",
  "support-price-variance-by-payment",
  "disable-product-multiple",
  "use-new-style-page",
  "use-primary-address",
  "uses-single-address",
  "has-delivery",
  "has-collect",
  "requires-address-to-access",
  "requires-supplier-to-access",
  "support-budget",
  "block-not-approved-user",
  "restrict-not-approved-user-submission",
  "hide-price-for-logged-out-customers",
  "uses-share-coupom",
  "enable-recommendation-system",
] as const;

export type SupplierTag = (typeof SUPPLIER_TAGS)[number];

export function hasTag(tags: readonly string[], tag: SupplierTag): boolean {
  return tags.includes(tag);
}

/** docs/rules/delivery.md "Address": with tags has-delivery and requires-address-to-access a customer must keep an address. */
export function requiresAddress(tags: readonly string[]): boolean {
  return hasTag(tags, "has-delivery") && hasTag(tags, "requires-address-to-access");
}
