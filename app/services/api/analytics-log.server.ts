import { AcknowledgementSchema } from "~/models/product";
import type { AnalyticsLog } from "~/models/requests/analytics-log";
import { upstreamRequest, type ApiContext } from "./client.server";

/** POST /v4/log/google-analytics/{idfornecedor} (docs/upstream-api.md §89): a purchase logged for the supplier's analytics. */
export function logAnalyticsPurchase(idfornecedor: string, log: AnalyticsLog, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `/v4/log/google-analytics/${encodeURIComponent(idfornecedor)}`,
    body: log,
    schema: AcknowledgementSchema,
    ctx,
    expectedStatuses: [404, 405, 501],
  });
}
