import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml, supplierSitemapPaths } from "~/services/sitemap.server";
import { siteOrigin } from "~/services/site-origin.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";

/** `/{s}/sitemap.xml` (or `/sitemap.xml` on the supplier's own domain). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const paths = await supplierSitemapPaths(context.supplier, context.basePath, context.api);
    return new Response(sitemapXml(siteOrigin(request, context), paths), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    });
  });
}
