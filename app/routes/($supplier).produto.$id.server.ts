import { redirect } from "@remix-run/node";
import { catalogueId } from "~/models/catalogue-id";
import { supplierPath } from "~/models/links";
import { setAvailabilityAlert } from "~/services/api/availability-alert.server";
import { requireAccount } from "~/services/auth.server";
import { setFlashHeader } from "~/services/flash.server";
import { supplierAction } from "~/services/route-action.server";
import { shopperText } from "~/models/shared/shopper-text";

const INTENTS = { avisar: true, "cancelar-aviso": false } as const;

/** POST intent avisar / cancelar-aviso: the availability alert of this product, then back to it with the server's word. */
export const changeAvailabilityAlert = supplierAction(async (context, { request, params }) => {
  const { session } = requireAccount(context);
  const id = catalogueId(params.id);
  const intent = String((await request.formData()).get("intent"));
  if (id === null || !(intent in INTENTS) || !session.cliente) throw new Response("Bad Request", { status: 400 });
  const wanted = INTENTS[intent as keyof typeof INTENTS];
  const answer = await setAvailabilityAlert(
    { idcliente: String(session.cliente.idcliente), idfornecedor: context.supplier.idfornecedor, idproduto: id },
    wanted,
    context.api,
  );
  const message =
    shopperText(answer.mensagem) ??
    (wanted ? "Avisaremos quando o produto estiver disponível." : "Aviso de disponibilidade cancelado.");
  return redirect(supplierPath(context.basePath, `/produto/${id}`), {
    headers: { "Set-Cookie": await setFlashHeader({ kind: "success", message }) },
  });
});
