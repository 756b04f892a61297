import type { LoaderFunctionArgs } from "@remix-run/node";
import { cleanSearchText } from "~/models/listing-query";
import type { SuggestionsView } from "~/models/search-text";
import { getSuggestions } from "~/services/api/catalogue.server";
import { actingClientId } from "~/services/auth.server";
import { cartPreferences } from "~/services/cart.server";
import { catalogueApi } from "~/services/catalogue-context.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { ageConfirmed } from "~/services/segment-choice.server";
import { scopedCarousel } from "~/services/segment-gate.server";
import { orFallback, withErrorPage } from "~/services/upstream-failure.server";

/**
 * Search suggestions for the search box (at most 10): `{ suggestions: [{ id, nome, imagem, preco }] }`, priced for the cart's payment method, without prices where the viewer may not see them.
 * Scoped by the active segment as the results are (docs/rules/catalogue.md "Segments"); an
 * adults-only product is not named before "Sim" to the age question: the results page (Enter) shows
 * it behind the question, with the count (ADR 0042).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { supplier, account } = context;
    const text = cleanSearchText(new URL(request.url).searchParams.get("q"));
    const suggestions =
      text.length < 2
        ? []
        : await orFallback(
            getSuggestions(
              supplier.idfornecedor,
              text,
              actingClientId(account),
              cartPreferences(account).idformapagamento,
              catalogueApi(context),
            ),
            [],
            "search.suggestions_failed",
          );
    const shown = scopedCarousel({ produtos: suggestions }, context, await ageConfirmed(request)).produtos;
    return {
      text,
      suggestions: shown.map(({ idsegmento: _segment, ...suggestion }) => suggestion),
    } satisfies SuggestionsView;
  });
}
