import type { Database } from "better-sqlite3";
import type { Request, Router } from "express";
import { z } from "zod";
import { CHAT_PAGE_SIZE, ChatRoomIdSchema, MAX_CHAT_PAGE_SIZE } from "../../app/models/chat/chat";
import { NewChatMessageSchema, OpenChatRoomSchema } from "../../app/models/requests/chat";
import { requireOwnClient, requireSessionAtSupplier } from "../auth";
import {
  CHAT_MESSAGES,
  clientRoom,
  clientRooms,
  markRoomRead,
  openRoom,
  roomMessages,
  sendClientMessage,
} from "../data/chat";
import type { CartOwner } from "../data/cart-store";
import {
  badRequest,
  jsonBody,
  linesJsonBody,
  MESSAGES,
  notFound,
  parseBody,
  parseQuery,
  queryInteger,
  queryText,
} from "../http";

const BASE = "/v4/chat/:idfornecedor/salas";

/** What the socket server is told of a change, to deliver it (upstream/chat-socket.ts). */
export type ChatDelivery = {
  /** New messages are stored: deliver them to their rooms. */
  messagesStored(): void;
  /** The client's unread total changed. */
  unreadChanged(owner: CartOwner): void;
};

const PageQuery = z.object({
  page: queryInteger(1, 100_000),
  perpage: queryInteger(1, MAX_CHAT_PAGE_SIZE),
});

const RoomsQuery = PageQuery.extend({ idcliente: queryText });

/** The path's room id; 404 when malformed, as for a room that is not the client's. */
function pathRoom(req: Request): string {
  const parsed = ChatRoomIdSchema.safeParse(req.params.sala ?? "");
  if (!parsed.success) throw notFound(CHAT_MESSAGES.roomNotFound);
  return parsed.data;
}

/** The token's session at the path's supplier, and the client it acts for there. */
function sessionAndOwner(db: Database, req: Request) {
  const session = requireSessionAtSupplier(db, req);
  return { session, owner: { idfornecedor: session.idfornecedor, idcliente: session.idcliente } };
}

/**
 * Calls 83–87 of docs/upstream-api.md: the client's chat rooms, opening one (its general room, or an
 * order's), a room's messages, sending a message and marking a room read. Call 88, the socket that
 * delivers them, is upstream/chat-socket.ts.
 */
export function registerChatRoutes(
  router: Router,
  db: Database,
  { now, delivery }: { now: () => Date; delivery: ChatDelivery },
): void {
  /** Call 83. */
  router.get(BASE, (req, res) => {
    const { session, owner } = sessionAndOwner(db, req);
    const query = parseQuery(RoomsQuery, req.query);
    if (query.idcliente === undefined) throw badRequest(`${MESSAGES.invalidQuery}: idcliente.`);
    requireOwnClient(session, query.idcliente);
    res.json(clientRooms(db, owner, query.page ?? 1, query.perpage ?? CHAT_PAGE_SIZE));
  });

  /** Call 84. */
  router.post(BASE, jsonBody, (req, res) => {
    const { session, owner } = sessionAndOwner(db, req);
    const body = parseBody(OpenChatRoomSchema, req.body);
    requireOwnClient(session, String(body.idcliente));
    res.json(openRoom(db, owner, body.numpedido));
  });

  /** Call 85. */
  router.get(`${BASE}/:sala/mensagens`, (req, res) => {
    const { owner } = sessionAndOwner(db, req);
    const sala = pathRoom(req);
    const query = parseQuery(PageQuery, req.query);
    res.json(roomMessages(db, owner, sala, query.page ?? 1, query.perpage ?? CHAT_PAGE_SIZE));
  });

  /** Call 86: idempotent by `idMensagemCliente` (201 stored now, 200 stored already). */
  router.post(`${BASE}/:sala/mensagens`, linesJsonBody("texto"), (req, res) => {
    const { session, owner } = sessionAndOwner(db, req);
    const sala = pathRoom(req);
    clientRoom(db, owner, sala);
    const body = parseBody(NewChatMessageSchema, req.body);
    const sent = sendClientMessage(db, session, sala, body, now());
    if (sent.created) delivery.messagesStored();
    res.status(sent.created ? 201 : 200).json(sent.message);
  });

  /** Call 87. */
  router.post(`${BASE}/:sala/lidas`, (req, res) => {
    const { owner } = sessionAndOwner(db, req);
    const sala = pathRoom(req);
    const read = markRoomRead(db, owner, sala);
    delivery.unreadChanged(owner);
    res.json(read);
  });
}
