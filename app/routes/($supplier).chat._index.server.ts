import { data, redirect } from "@remix-run/node";
import { byActivity, chatRoomView, type ChatRoomView } from "~/models/chat/chat-view";
import { chatMessages } from "~/models/messages/chat";
import { listChatRooms, openChatRoom } from "~/services/api/chat.server";
import { UpstreamError } from "~/services/api/errors";
import { requireChatOwner, roomPath } from "~/services/chat/chat.server";
import { log } from "~/services/logger.server";
import { orderNotFound, requireCustomerOrder } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";

export type RoomsPage = {
  rooms: ChatRoomView[];
  unavailable: boolean;
  unreadableRows: boolean;
  /** Who else reads these conversations, when anyone does. */
  shared: string | null;
};

function sharedNote(context: SupplierContext): string | null {
  const { session } = requireChatOwner(context).account;
  const client = session.cliente?.nome ?? "este cliente";
  if (session.representante)
    return `Você está atendendo ${client}: as conversas são desse cliente, e suas mensagens dizem que são do representante.`;
  if (session.usuarioVinculado)
    return `As conversas são de ${client}: os usuários dessa conta veem as mesmas conversas.`;
  return null;
}

/**
 * "Mensagens" (docs/rules/account.md "Chat"; docs/upstream-api.md §83): the client's conversations with the store
 * — the general one and one per order — newest activity first, each with its unread count. The chat
 * not answering is said on the page (503), never an error page.
 */
export async function loadRoomsPage(context: SupplierContext) {
  const { idcliente } = requireChatOwner(context);
  const shared = sharedNote(context);
  try {
    const answer = await listChatRooms(context.supplier.idfornecedor, idcliente, context.api);
    return data<RoomsPage>({
      rooms: byActivity(answer.salas).map(chatRoomView),
      unavailable: false,
      unreadableRows: answer.unreadable > 0,
      shared,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("chat.rooms_unavailable", { status: error.status ?? error.failure });
    return data<RoomsPage>(
      { rooms: [], unavailable: true, unreadableRows: false, shared },
      { status: 503, headers: { "Retry-After": "30" } },
    );
  }
}

export type OpenReply = { error: string };

/**
 * POST (roomOpen, call 84): an order's room ("Falar com a loja sobre este pedido", the order checked
 * as the shopper's first, the same 404 otherwise) or the general one, then the room (303).
 */
export async function openRoomAction(request: Request, context: SupplierContext) {
  const { idcliente } = requireChatOwner(context);
  const form = await request.formData();
  const numpedido = form.get("numpedido");
  let room: { canal: "GERAL" | "PEDIDO"; numpedido: number | null };
  if (numpedido === null || numpedido === "") room = { canal: "GERAL", numpedido: null };
  else {
    if (typeof numpedido !== "string" || !/^\d{1,15}$/.test(numpedido)) throw orderNotFound();
    await requireCustomerOrder(context, numpedido);
    room = { canal: "PEDIDO", numpedido: Number(numpedido) };
  }
  try {
    const opened = await openChatRoom(
      context.supplier.idfornecedor,
      { ...room, idcliente: Number(idcliente) },
      { ...context.api, signal: undefined },
    );
    return redirect(roomPath(context, opened.sala));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 404) throw orderNotFound();
    log.warn("chat.open_failed", { status: error.status ?? error.failure });
    return data<OpenReply>({ error: chatMessages.openFailed }, { status: 503 });
  }
}
