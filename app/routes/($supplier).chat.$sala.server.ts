import { data, redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { randomUUID } from "node:crypto";
import { isClientMessageId, MAX_CHAT_TEXT } from "~/models/chat/chat-limits";
import { readChatText } from "~/models/chat/chat-text";
import { chatMessageView, chatRoomView, type ChatMessageView, type ChatRoomView } from "~/models/chat/chat-view";
import { chatMessages } from "~/models/messages/chat";
import { getChatMessages, markChatRoomRead, sendChatMessage } from "~/services/api/chat.server";
import { isUpstreamRefusal, UpstreamError } from "~/services/api/errors";
import {
  chatNotFound,
  chatPageOf,
  chatViewerOf,
  requireChatOwner,
  roomIdOf,
  roomPath,
} from "~/services/chat/chat.server";
import { log } from "~/services/logger.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/** A new id for the next message this page sends (§86 `idMensagemCliente`): a retry of the form carries the same. */
const newMessageId = () => randomUUID().replaceAll("-", "");

const isNotFound = (error: unknown) => isUpstreamRefusal(error) && (error as UpstreamError).status === 404;

export type RoomPage = {
  sala: string;
  room: ChatRoomView | null;
  messages: ChatMessageView[];
  pagina: number;
  /** The page of older messages, when there are any. */
  older: number | null;
  /** The page of newer messages, when this is not the newest. */
  newer: number | null;
  unavailable: boolean;
  unreadableRows: boolean;
  idMensagemCliente: string;
  representative: boolean;
};

/**
 * A room (docs/rules/account.md "Chat"; docs/upstream-api.md §85, §87): 30 messages a page, the newest at the
 * bottom, "Mensagens anteriores" for older pages; viewing it marks the store's messages read. A
 * room that is not the client's (or none) is the 404 page; the chat not answering is said on the
 * page (503), never an error page.
 */
export async function loadRoomPage(request: Request, context: SupplierContext, params: Params) {
  const { account } = requireChatOwner(context);
  const sala = roomIdOf(params);
  const pagina = chatPageOf(new URL(request.url));
  const viewer = chatViewerOf(account);
  const base = {
    sala,
    pagina,
    idMensagemCliente: newMessageId(),
    representative: viewer.representative,
  };
  const id = context.supplier.idfornecedor;
  try {
    const page = await getChatMessages(id, sala, pagina, context.api);
    if (page.sala.naoLidas > 0)
      // Never the page's failure: the room stays unread until it is viewed again (a 429 or a logout answer included).
      await markChatRoomRead(id, sala, { ...context.api, signal: undefined }).catch((error: unknown) => {
        const status =
          error instanceof UpstreamError
            ? (error.status ?? error.failure)
            : error instanceof Response
              ? error.status
              : "?";
        log.warn("chat.mark_read_failed", { status });
      });
    const pages = Math.max(1, Math.ceil(page.total / page.perpage));
    return data<RoomPage>({
      ...base,
      room: chatRoomView({ ...page.sala, naoLidas: 0 }),
      messages: page.mensagens.map((message) => chatMessageView(message, viewer)),
      older: pagina < pages ? pagina + 1 : null,
      newer: pagina > 1 ? pagina - 1 : null,
      unavailable: false,
      unreadableRows: page.unreadable > 0,
    });
  } catch (error) {
    if (isNotFound(error)) throw chatNotFound();
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("chat.room_unavailable", { status: error.status ?? error.failure });
    return data<RoomPage>(
      { ...base, room: null, messages: [], older: null, newer: null, unavailable: true, unreadableRows: false },
      { status: 503, headers: { "Retry-After": "30" } },
    );
  }
}

export type SendReply = { error: string; typed: string; idMensagemCliente: string };

/** Whether a thrown answer is the upstream's 429 turned into the too-many-request page. */
const isTooManyRedirect = (thrown: unknown) =>
  thrown instanceof Response && (thrown.headers.get("Location") ?? "").endsWith("/erro/too-many-request");

/**
 * POST: a message (call 86), then the room again (303). Refused at the field: an empty one or one
 * over 2000 characters (400), too many in a short time (429), the chat not answering (503, the
 * text kept with its id, so sending again never stores it twice).
 */
export async function sendMessageAction(request: Request, context: SupplierContext, params: Params) {
  requireChatOwner(context);
  const sala = roomIdOf(params);
  const form = await request.formData();
  const raw = form.get("texto");
  const typed = typeof raw === "string" ? raw.slice(0, MAX_CHAT_TEXT) : "";
  const given = form.get("idMensagemCliente");
  const idMensagemCliente = isClientMessageId(given) ? given : newMessageId();
  const reply = (error: string, status: number) => data<SendReply>({ error, typed, idMensagemCliente }, { status });
  const read = readChatText(raw);
  if ("error" in read) return reply(read.error, 400);
  try {
    await sendChatMessage(
      context.supplier.idfornecedor,
      sala,
      { texto: read.texto, idMensagemCliente },
      { ...context.api, signal: undefined },
    );
  } catch (error) {
    if (isTooManyRedirect(error)) return reply(chatMessages.tooMany, 429);
    if (isNotFound(error)) throw chatNotFound();
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("chat.send_failed", { status: error.status ?? error.failure });
    return reply(chatMessages.sendFailed, 503);
  }
  return redirect(`${roomPath(context, sala)}#conversa-fim`);
}
