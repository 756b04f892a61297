import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml, supplierSitemapPaths } from "~/services/sitemap.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";

/** `/{s}/sitemap.xml` (or `/sitemap.xml` on the supplier's own domain). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const { supplier, api, basePath } = await requireSupplier(request, params);
    const paths = await supplierSitemapPaths(supplier, basePath, api);
    return new Response(sitemapXml(new URL(request.url).origin, paths), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    });
  });
}
