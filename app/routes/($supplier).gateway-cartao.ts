import type { LoaderFunctionArgs } from "@remix-run/node";
import { cardGatewayFor } from "~/services/checkout/card-gateway.server";
import { requireOrderOwner } from "~/services/orders/customer-orders.server";
import { requireSupplier } from "~/services/supplier-context.server";

/**
 * GET /gateway-cartao?idformapagamento=: `{ gateway: { chavePublica, urlTokenizacao } }` for the
 * submission page's script to tokenize a new card at; `{ gateway: null }` (503) when there is none
 * to use, and the card form is posted here as without JavaScript. Only for a signed-in shopper
 * acting for a client, so never cached (server/private-when-signed-in.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await requireSupplier(request, params);
  // A guest logs in; a representative who has not picked a client picks one (/{s}/clientes).
  requireOrderOwner(context);
  const idformapagamento = new URL(request.url).searchParams.get("idformapagamento") ?? "";
  if (!/^\d{1,15}$/.test(idformapagamento)) return Response.json({ gateway: null }, { status: 400 });
  const gateway = await cardGatewayFor(context, idformapagamento);
  return Response.json({ gateway }, { status: gateway ? 200 : 503 });
}
