import { CHAT_PAGE_SIZE, ChatMessageSchema, ChatRoomReadSchema, ChatRoomSchema } from "~/models/chat/chat";
import { TolerantChatMessagePageSchema, TolerantChatRoomListSchema } from "~/models/chat/chat-room";
import type { NewChatMessage, OpenChatRoom } from "~/models/requests/chat";
import { log } from "../logger.server";
import { upstreamRequest, type ApiContext } from "./client.server";

/**
 * Calls 83–87 of docs/upstream-api.md: the client's chat rooms at its supplier, a room's messages
 * (30 a page), sending and marking read. The live side (call 88) is the socket proxy's
 * (server/chat-socket.ts). Rows that cannot be read are left out and logged, never the page.
 */

const C = "/v4/chat";
const id = encodeURIComponent;

function logUnreadable(event: string, unreadable: number) {
  if (unreadable > 0) log.warn(event, { left: unreadable });
}

/** GET /v4/chat/{idfornecedor}/salas?idcliente= (call 83): the rooms, activity first, and the unread total. */
export async function listChatRooms(idfornecedor: string, idcliente: string, ctx: ApiContext) {
  const answer = await upstreamRequest({
    path: `${C}/${id(idfornecedor)}/salas`,
    query: { idcliente, page: 1, perpage: CHAT_PAGE_SIZE },
    schema: TolerantChatRoomListSchema,
    ctx,
  });
  logUnreadable("chat.rooms_unreadable", answer.unreadable);
  return answer;
}

/** POST /v4/chat/{idfornecedor}/salas (call 84, roomOpen): the general room or an order's, made when new. */
export function openChatRoom(idfornecedor: string, room: OpenChatRoom, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `${C}/${id(idfornecedor)}/salas`,
    body: room,
    schema: ChatRoomSchema,
    ctx,
  });
}

/** GET /v4/chat/{idfornecedor}/salas/{sala}/mensagens (call 85): page 1 holds the newest, each page oldest first. */
export async function getChatMessages(idfornecedor: string, sala: string, page: number, ctx: ApiContext) {
  const answer = await upstreamRequest({
    path: `${C}/${id(idfornecedor)}/salas/${id(sala)}/mensagens`,
    query: { page, perpage: CHAT_PAGE_SIZE },
    schema: TolerantChatMessagePageSchema,
    ctx,
  });
  logUnreadable("chat.messages_unreadable", answer.unreadable);
  return answer;
}

/**
 * POST /v4/chat/{idfornecedor}/salas/{sala}/mensagens (call 86). Idempotent by `idMensagemCliente`
 * (a retry answers the message already stored), so a failed attempt may be sent again.
 */
export function sendChatMessage(idfornecedor: string, sala: string, message: NewChatMessage, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `${C}/${id(idfornecedor)}/salas/${id(sala)}/mensagens`,
    body: message,
    schema: ChatMessageSchema,
    ctx,
  });
}

/** POST /v4/chat/{idfornecedor}/salas/{sala}/lidas (call 87): the store's messages in the room count as read. */
export function markChatRoomRead(idfornecedor: string, sala: string, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `${C}/${id(idfornecedor)}/salas/${id(sala)}/lidas`,
    schema: ChatRoomReadSchema,
    ctx,
  });
}
