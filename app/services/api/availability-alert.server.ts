import { AcknowledgementSchema, AvailabilityAlertListSchema } from "~/models/product";
import { upstreamRequest, type ApiContext } from "./client.server";

/** Call 25 of docs/upstream-api.md: "tell me when it is back" for an unavailable product. */

export type AvailabilityAlert = { idcliente: string; idfornecedor: string; idproduto: string };

/** POST /v4/notificacao/alerta-disponibilidade, or …/remove to withdraw it. */
export function setAvailabilityAlert(alert: AvailabilityAlert, wanted: boolean, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `/v4/notificacao/alerta-disponibilidade${wanted ? "" : "/remove"}`,
    body: { ...alert, idcadastroextraproduto: null },
    schema: AcknowledgementSchema,
    ctx,
  });
}

/** GET /v4/notificacao/alerta-disponibilidade/{idfornecedor}/{idcliente}: the ids of the products awaited. */
export async function listAvailabilityAlerts(idfornecedor: string, idcliente: string, ctx: ApiContext): Promise<string[]> {
  const answer = await upstreamRequest({
    path: `/v4/notificacao/alerta-disponibilidade/${encodeURIComponent(idfornecedor)}/${encodeURIComponent(idcliente)}`,
    schema: AvailabilityAlertListSchema,
    ctx,
  });
  return answer.produtos;
}
