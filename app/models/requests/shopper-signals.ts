import { z } from "zod";
import { bodyId } from "./request-fields";

/**
 * The bodies of what the platform learns from shoppers (docs/upstream-api.md §24: a recommendation
 * followed; §25: an availability alert asked for or withdrawn), written once: the storefront types
 * what it sends with them (app/services/api/catalogue.server.ts, sendRecommendationFeedback;
 * app/services/api/availability-alert.server.ts, setAvailabilityAlert), the reference server parses
 * what it receives with them (upstream/routes/shopper-signals.ts), and the contract describes them
 * (contract/openapi/calls/catalogue.ts).
 */

const shortText = () => z.string().trim().min(1).max(100);

/** The view of a recommendation, in any case: read in capitals. */
export const recommendationView = () =>
  z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(["CART", "PRODUCT", "HOME"]));

/** Call 24's feedback: the storefront sends `acao` `CLIQUE` and `item_id` as a string. */
export const RecommendationFeedbackSchema = z.object({
  acao: shortText(),
  visao: recommendationView(),
  item_id: z.union([shortText(), z.number().int()]).transform(String),
  sessao_id: z.string().uuid(),
});
export type RecommendationFeedback = z.input<typeof RecommendationFeedbackSchema>;

/** Call 25's two POSTs (ask, withdraw): the storefront sends `idcadastroextraproduto` null. */
export const AvailabilityAlertBodySchema = z.object({
  idcliente: bodyId(),
  idfornecedor: shortText(),
  idproduto: bodyId(),
  idcadastroextraproduto: z
    .union([shortText(), z.number()])
    .nullish()
    .transform((value) => (value == null ? null : String(value))),
});
export type AvailabilityAlertBody = z.input<typeof AvailabilityAlertBodySchema>;
