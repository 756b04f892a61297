import { redirect } from "@remix-run/node";
import type { Order } from "~/models/checkout/order";
import { preferencesAfter } from "~/models/cart-preferences";
import { supplierPath } from "~/models/links";
import { messages } from "~/models/messages";
import { ageCheckMessages } from "~/models/messages/age-check";
import { UpstreamError } from "~/services/api/errors";
import { CartRefusal, inCartOrder, requireCartOwner, savePreferences, writeCart } from "~/services/cart.server";
import { setFlashHeader, type Flash } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import { ageHeldBack, ageQuestionLink } from "~/services/segment-gate.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/** The most a flash message holds (the flash cookie's own limit). */
const FLASH_MAX = 500;

/** The spec's message, and after it what the cart said (its corrections, or why it refused). */
const said = (message: string, detail: string | null) =>
  (detail ? `${message}. ${detail}` : message).slice(0, FLASH_MAX);

/**
 * docs/rules/orders.md "Order repeat": the order's products are added to the cart (call 40 adding,
 * modoRepeticaoPedido), each as it was ordered (gift wrap kept where it cost something), the server
 * correcting quantities and leaving out what it no longer sells. Then to the cart with 'Os produtos do
 * pedido foram carregados no seu carrinho'; when the cart takes none, back to the order with 'Não foi
 * possível carregar os produtos do pedido'. docs/rules/catalogue.md "Age check": before "Sim" this
 * visit, the adults-only products stay out, named after the message with a link to the question.
 */
export async function repeatOrder(request: Request, context: SupplierContext, order: Order): Promise<Response> {
  const orderPage = supplierPath(context.basePath, `/pedidos/${order.numpedido}`);
  const failed = async (detail: string | null, link?: Flash["link"]) =>
    redirect(`${orderPage}#repetir`, {
      headers: {
        "Set-Cookie": await setFlashHeader({
          kind: "error",
          message: said(messages.order.repeatFailure, detail),
          ...(link ? { link } : {}),
        }),
      },
    });
  try {
    const owner = requireCartOwner(request, context, orderPage);
    // docs/rules/catalogue.md "Age check": the adults-only products wait for "Sim", the rest goes in.
    const held = await ageHeldBack(
      request,
      context,
      order.itens.map((item) => item.idproduto),
    );
    const heldItens = order.itens.filter((item) => held.has(item.idproduto));
    const heldNote =
      heldItens.length > 0 ? ageCheckMessages.orderHeldBack(heldItens.map((item) => item.nome).join(", ")) : null;
    const heldLink = heldItens[0] ? ageQuestionLink(context.basePath, heldItens[0].idproduto) : undefined;
    const cartItens = order.itens
      .filter((item) => !held.has(item.idproduto))
      .map((item) => ({
        idproduto: item.idproduto,
        quantidade: item.quantidade,
        embalarParaPresente: item.valorEmbalagem > 0,
      }));
    if (cartItens.length === 0) return await failed(heldNote, heldLink);
    const cart = await inCartOrder(owner, () => writeCart(owner, { cartItens }, { add: true }));
    const headers = (await savePreferences(owner, preferencesAfter(cart, owner.preferences))) ?? new Headers();
    const corrections = [heldNote, ...cart.avisos].filter((note) => note !== null);
    const detail = corrections.length > 0 ? corrections.join(" ") : null;
    headers.append(
      "Set-Cookie",
      await setFlashHeader({
        kind: detail ? "warning" : "success",
        message: said(messages.order.repeatSuccess, detail),
        ...(heldLink ? { link: heldLink } : {}),
      }),
    );
    return redirect(supplierPath(context.basePath, "/carrinho"), { headers });
  } catch (error) {
    if (error instanceof CartRefusal) return failed(error.message, error.link ?? undefined);
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("orders.repeat_failed", { supplier: context.supplier.slug, status: error.status ?? error.failure });
    return failed(null);
  }
}
