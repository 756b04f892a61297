import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { parseSupplierRef } from "~/models/supplier-ref";
import { sendRecommendationFeedback } from "~/services/api/catalogue.server";
import { isSameOrigin } from "~/services/same-origin.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { settledOr } from "~/services/upstream-failure.server";

const FeedbackSchema = z.object({
  item_id: z.string().regex(/^[\w-]{1,40}$/),
  sessao_id: z.string().regex(/^[\w-]{1,64}$/),
});

/**
 * GET: there is nothing to show here (the address is only for the page's beacon): the store's
 * home, on the shared host `/{s}` as named in the address, on the supplier's own domain `/`.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const ref = parseSupplierRef(params.supplier);
  return redirect(ref.kind === "id" || ref.kind === "slug" ? `/${ref.value}` : "/");
}

/**
 * POST: a shopper opened a recommended product (sent by the page with navigator.sendBeacon).
 * Answers 204 whatever the upstream says: feedback never disturbs shopping.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) return new Response(null, { status: 403 });
  const { api } = await requireSupplier(request, params);
  const parsed = FeedbackSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return new Response(null, { status: 400 });
  await settledOr(
    // ADR 0041: without personalization the feedback does not name the shopper either.
    sendRecommendationFeedback(
      { acao: "CLIQUE", visao: "PRODUCT", ...parsed.data },
      api.consent?.personalization === false ? { ...api, token: null } : api,
    ),
    null,
    "recommendation.feedback_failed",
  );
  return new Response(null, { status: 204 });
}
