import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderDocumentResponse } from "~/services/orders/order-documents.server";
import { requireSupplier } from "~/services/supplier-context.server";

/** GET /{s}/pedidos/{numpedido}/comprovante: the order's payment receipt (PDF, call 63), for its owner only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return orderDocumentResponse(await requireSupplier(request, params), params, "receipt");
}
