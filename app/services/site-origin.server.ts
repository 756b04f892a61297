import { getEnv } from "./env.server";
import type { MarketplaceContext, SupplierContext } from "./supplier-context.server";

/**
 * The origin that links meant to be kept or shared are built on (sitemap.xml, robots.txt, a page's
 * canonical link and JSON-LD, a referral link): never the request's Host and port, which any client
 * can set and which a cached answer would keep.
 * On the shared host it is DEFAULT_SITE_URL's origin; on a supplier's own domain, that domain (the
 * host name the supplier was found by) with DEFAULT_SITE_URL's scheme and port.
 */
export function siteOrigin(request: Request, context: SupplierContext | MarketplaceContext): string {
  const site = new URL(getEnv().DEFAULT_SITE_URL);
  if (context.kind !== "supplier" || !context.whiteLabel) return site.origin;
  const domain = new URL(request.url).hostname;
  return `${site.protocol}//${domain}${site.port ? `:${site.port}` : ""}`;
}
