import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { supplierPath } from "~/models/links";
import { segmentId, segmentOf } from "~/models/segment";
import { supplierAction } from "~/services/route-action.server";
import { saveSegmentChoiceHeader } from "~/services/segment-choice.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";

/** Nothing to show: the choice is made from the home or the header; the address leads home. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const { basePath } = await requireSupplier(request, params);
    throw redirect(supplierPath(basePath));
  }, request);
}

/**
 * docs/rules/catalogue.md "Segments": the shopper's choice of a segment, kept for the visit, then
 * the home with that segment's categories. An empty choice is the whole catalogue again. A
 * malformed id, or one that is not this supplier's, is not found (nothing is called or kept).
 */
export const action = supplierAction(async (context, { request }) => {
  const raw = (await request.formData()).get("idsegmento");
  const { supplier, basePath } = context;
  if (raw === "") {
    const cookie = await saveSegmentChoiceHeader(request, supplier.idfornecedor, null);
    return redirect(supplierPath(basePath), { headers: { "Set-Cookie": cookie } });
  }
  const segment = segmentOf(supplier.segmentos, segmentId(raw));
  if (!segment) throw new Response("Not Found", { status: 404 });
  const cookie = await saveSegmentChoiceHeader(request, supplier.idfornecedor, segment.idsegmento);
  return redirect(supplierPath(basePath), { headers: { "Set-Cookie": cookie } });
});
