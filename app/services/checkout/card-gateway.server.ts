import { getGatewayToken } from "~/services/api/payment.server";
import { cardGatewayOrigin, getEnv } from "~/services/env.server";
import { log } from "~/services/logger.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { orFallback } from "~/services/upstream-failure.server";

/** What the submission page's script needs to tokenize a card: the supplier's public key and where. */
export type CardGateway = { chavePublica: string; urlTokenizacao: string };

/**
 * The gateway the supplier's card method goes through (call 60), for the shopper's browser to send
 * a new card to (docs/decisions/0011). Null when the upstream gives none, or names a gateway whose
 * origin this server's CSP does not let pages reach: the card form is then posted here, as without
 * JavaScript.
 */
export async function cardGatewayFor(context: SupplierContext, idformapagamento: string): Promise<CardGateway | null> {
  const gateway = await orFallback(
    getGatewayToken(context.supplier.idfornecedor, idformapagamento, context.api),
    null,
    "payment.gateway_token_failed",
  );
  if (!gateway) return null;
  const origin = new URL(gateway.urlTokenizacao).origin;
  if (origin !== cardGatewayOrigin(getEnv())) {
    log.warn("payment.gateway_origin_not_allowed", { origin });
    return null;
  }
  return { chavePublica: gateway.chavePublica, urlTokenizacao: gateway.urlTokenizacao };
}
