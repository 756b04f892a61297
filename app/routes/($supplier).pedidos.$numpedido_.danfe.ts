import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderDocumentResponse } from "~/services/orders/order-documents.server";
import { requireSupplier } from "~/services/supplier-context.server";

/** GET /{s}/pedidos/{numpedido}/danfe: the DANFE of the order's NF-e (PDF, call 64), for its owner only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return orderDocumentResponse(await requireSupplier(request, params), params, "danfe");
}
