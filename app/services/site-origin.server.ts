import { getEnv } from "./env.server";
import type { MarketplaceContext, SupplierContext } from "./supplier-context.server";

/**
 * The origin that links meant to be kept or shared are built on (sitemap.xml, robots.txt, a page's
 * canonical link, og:url and JSON-LD url, a referral link): never the request's Host and port, which
 * any client can set and which a cached answer would keep.
 * On the shared host it is DEFAULT_SITE_URL's origin; on a supplier's own domain, that domain (the
 * host name the supplier was found by) with DEFAULT_SITE_URL's scheme and port.
 * Nothing a page loads is built on it: DEFAULT_SITE_URL may be another site (the provider's), which
 * the CSP does not allow (docs/decisions/0023).
 */
export function siteOrigin(request: Request, context: SupplierContext | MarketplaceContext): string {
  if (context.kind !== "supplier" || !context.whiteLabel) return new URL(getEnv().DEFAULT_SITE_URL).origin;
  return hostOrigin(request);
}

/**
 * The origin of the host the page was asked on (an allowed shared host or a supplier's domain: any
 * other never reaches a page) with DEFAULT_SITE_URL's scheme and port, never the Host's port. For
 * absolute addresses of what this server serves, which must name a host that serves them: the
 * images that og:image and a product's JSON-LD give to other sites (docs/decisions/0023).
 */
export function hostOrigin(request: Request): string {
  const site = new URL(getEnv().DEFAULT_SITE_URL);
  const host = new URL(request.url).hostname;
  return `${site.protocol}//${host}${site.port ? `:${site.port}` : ""}`;
}
