import type { LoaderFunctionArgs } from "@remix-run/node";
import { supplierPath } from "~/models/links";
import { searchSuppliers } from "~/services/api/supplier.server";
import { siteOrigin } from "~/services/site-origin.server";
import { resolvePage } from "~/services/supplier-context.server";
import { orFallback, withErrorPage } from "~/services/upstream-failure.server";

/** robots.txt: the supplier's (own domain or `/{s}/robots.txt`), or on the shared host every supplier's sitemap. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await withErrorPage(() => resolvePage(request, params));
  const origin = siteOrigin(request, context);
  const bases =
    context.kind === "supplier"
      ? [context.basePath]
      : (await orFallback(searchSuppliers({}, context.api), [], "robots.suppliers_failed")).map(
          (supplier) => `/${supplier.slug}`,
        );
  const lines = ["User-agent: *", "Allow: /"];
  for (const base of bases)
    lines.push(`Disallow: ${supplierPath(base, "/busca")}`, `Disallow: ${supplierPath(base, "/sugestoes")}`);
  for (const base of bases) lines.push(`Sitemap: ${new URL(supplierPath(base, "/sitemap.xml"), origin).href}`);
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
