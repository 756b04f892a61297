import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/components/product-grid";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { catalogueId } from "~/models/catalogue-id";
import { supplierPath } from "~/models/links";
import type { LinkAction } from "~/models/product";
import { noindexMeta } from "~/models/seo";
import { getLinkAction, getProductsByTags } from "~/services/api/catalogue.server";
import { cartPreferences } from "~/services/cart.server";
import { catalogueApi } from "~/services/catalogue-context.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";

function destination(action: LinkAction, basePath: string): string | null {
  const value = encodeURIComponent(action.valor);
  switch (action.tipo) {
    case "BUSCA":
      return `${supplierPath(basePath, "/busca")}?q=${value}`;
    case "CATEGORIA":
      return supplierPath(basePath, `/categoria/${value}`);
    case "PRODUTO":
      return supplierPath(basePath, `/produto/${value}`);
    case "COMBO":
      return supplierPath(basePath, `/combo/${value}`);
    case "TAGS":
      return null;
  }
}

/** A campaign link (link-acao): leads to a search, category, product or combo, or lists the products of its tags. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { supplier, api, basePath, account } = context;
    const id = catalogueId(params.id);
    if (id === null) throw new Response(null, { status: 404 });
    const action = await getLinkAction(supplier.idfornecedor, id, api);
    if (!action) throw new Response(null, { status: 404 });
    const target = destination(action, basePath);
    if (target) throw redirect(target);
    const tags = action.valor.split(",").filter(Boolean);
    return {
      products: await getProductsByTags(
        supplier.idfornecedor,
        tags,
        cartPreferences(account).idformapagamento ?? null,
        catalogueApi(context),
      ),
    };
  });
}

export const meta: MetaFunction<typeof loader> = noindexMeta("Seleção especial");

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function CampaignProducts() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Seleção especial</h1>
      <ProductGrid products={products} />
    </>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
