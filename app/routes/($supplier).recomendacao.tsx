import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { sendRecommendationFeedback } from "~/services/api/catalogue.server";
import { isSameOrigin } from "~/services/same-origin.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { settledOr } from "~/services/upstream-failure.server";

const FeedbackSchema = z.object({ item_id: z.string().regex(/^[\w-]{1,40}$/), sessao_id: z.string().regex(/^[\w-]{1,64}$/) });

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
    sendRecommendationFeedback({ acao: "CLIQUE", visao: "PRODUCT", ...parsed.data }, api),
    null,
    "recommendation.feedback_failed",
  );
  return new Response(null, { status: 204 });
}
