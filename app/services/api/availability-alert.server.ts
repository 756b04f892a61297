import { AcknowledgementSchema, AvailabilityAlertListSchema } from "~/models/product";
import { getEnv } from "../env.server";
import { log } from "../logger.server";
import { upstreamRequest, type ApiContext } from "./client.server";
import { UpstreamError } from "./errors";
import type { AvailabilityAlertBody } from "~/models/requests/shopper-signals";

/** Call 25 of docs/upstream-api.md: "tell me when it is back" for an unavailable product. */

export type AvailabilityAlert = { idcliente: string; idfornecedor: string; idproduto: string };

/** POST /v4/notificacao/alerta-disponibilidade, or …/remove to withdraw it. */
export function setAvailabilityAlert(alert: AvailabilityAlert, wanted: boolean, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `/v4/notificacao/alerta-disponibilidade${wanted ? "" : "/remove"}`,
    body: { ...alert, idcadastroextraproduto: null } satisfies AvailabilityAlertBody,
    schema: AcknowledgementSchema,
    ctx,
  });
}

/** Answers of a platform without the list (an optional call, docs/upstream-api.md §25). */
const ABSENT = [404, 405, 501];
/** How long a platform found without the list is not asked again. */
export const ABSENCE_TTL_MS = 60 * 60 * 1000;
/** API base URL → until when it is known to lack the list. */
const absentUntil = new Map<string, number>();

/**
 * GET /v4/notificacao/alerta-disponibilidade/{idfornecedor}/{idcliente}: the ids of the products
 * awaited. The call is optional: a platform that answers 404, 405 or 501 has no such list, and
 * every product then offers "Avise-me" as not asked yet. That is remembered for an hour (logged
 * once, at debug level), so product pages neither wait for nor warn about it on every view.
 */
export async function listAvailabilityAlerts(
  idfornecedor: string,
  idcliente: string,
  ctx: ApiContext,
): Promise<string[]> {
  const base = getEnv().API_BASE_URL ?? "";
  if ((absentUntil.get(base) ?? 0) > Date.now()) return [];
  try {
    const answer = await upstreamRequest({
      path: `/v4/notificacao/alerta-disponibilidade/${encodeURIComponent(idfornecedor)}/${encodeURIComponent(idcliente)}`,
      schema: AvailabilityAlertListSchema,
      ctx,
      expectedStatuses: ABSENT,
    });
    absentUntil.delete(base);
    return answer.produtos;
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.failure !== "status" || !ABSENT.includes(error.status ?? 0))
      throw error;
    absentUntil.set(base, Date.now() + ABSENCE_TTL_MS);
    log.debug("availability_alerts.list_absent", { status: error.status });
    return [];
  }
}
