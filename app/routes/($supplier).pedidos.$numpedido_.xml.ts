import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderDocumentResponse } from "~/services/orders/order-documents.server";
import { requireSupplier } from "~/services/supplier-context.server";

/** GET /{s}/pedidos/{numpedido}/xml: the order's NF-e as XML (call 65), for its owner only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return orderDocumentResponse(await requireSupplier(request, params), params, "xml");
}
