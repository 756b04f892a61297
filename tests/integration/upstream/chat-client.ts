import { randomUUID } from "node:crypto";
import { io, type Socket } from "socket.io-client";

import {
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatRoomListSchema,
  ChatRoomSchema,
  type ChatMessage,
} from "../../../app/models/chat/chat";
import { upstreamCli } from "../../support/upstream-cli";
import type { CartUpstream, Shopper } from "./cart-client";

/** Calls 83–87 (docs/upstream-api.md §82–§87) and the chat socket (§88), as a storefront makes them. */

export const CHAT = "/v4/chat";

/** A message id the way a sender makes one. */
export const clientMessageId = () => randomUUID();

export const chatCalls = (api: CartUpstream) => ({
  rooms: (who: Shopper, query = "") =>
    api.ok(
      ChatRoomListSchema,
      api.call("GET", `${CHAT}/${who.supplier}/salas?idcliente=${who.idcliente}${query}`, { token: who.token }),
    ),
  open: (who: Shopper, numpedido: number | null = null) =>
    api.ok(
      ChatRoomSchema,
      api.call("POST", `${CHAT}/${who.supplier}/salas`, {
        token: who.token,
        body: { canal: numpedido === null ? "GERAL" : "PEDIDO", numpedido, idcliente: who.idcliente },
      }),
    ),
  messages: (who: Shopper, sala: string, query = "") =>
    api.ok(
      ChatMessagePageSchema,
      api.call("GET", `${CHAT}/${who.supplier}/salas/${sala}/mensagens${query}`, { token: who.token }),
    ),
  /** POST call 86; the raw response. */
  post: (who: Shopper, sala: string, body: unknown) =>
    api.call("POST", `${CHAT}/${who.supplier}/salas/${sala}/mensagens`, { token: who.token, body }),
  /** Sends a message, answered 201. */
  async send(who: Shopper, sala: string, texto: string): Promise<ChatMessage> {
    const response = await api.call("POST", `${CHAT}/${who.supplier}/salas/${sala}/mensagens`, {
      token: who.token,
      body: { texto, idMensagemCliente: clientMessageId() },
    });
    const body: unknown = await response.json();
    if (response.status !== 201) throw new Error(`send: ${response.status} ${JSON.stringify(body)}`);
    return ChatMessageSchema.parse(body);
  },
  read: (who: Shopper, sala: string) =>
    api.call("POST", `${CHAT}/${who.supplier}/salas/${sala}/lidas`, { token: who.token }),
  /** The operator's chat-reply, in this process. */
  reply: (...args: string[]) => upstreamCli(api.upstream.dataDir, "chat-reply", ...args),
});

/** What a socket received, in order, by event. */
export type Received = { event: string; payload: unknown }[];

export type TestSocket = {
  socket: Socket;
  received: Received;
  /** The next payload of this event after those already taken, waiting for it. */
  next(event: string): Promise<unknown>;
  close(): void;
};

const WAIT_MS = 10_000;

/** A socket.io client on the upstream, websocket only, with the token in auth and query as the storefront sends it. */
export function chatSocket(url: string, token: string): TestSocket {
  const socket = io(url, {
    transports: ["websocket"],
    auth: { token },
    query: { token },
    reconnection: false,
    forceNew: true,
  });
  const received: Received = [];
  const taken = new Map<string, number>();
  const waiters: (() => void)[] = [];
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on("connect_error", (error) => {
    received.push({ event: "connect_error", payload: { message: error.message } });
    for (const wake of waiters.splice(0)) wake();
  });
  const next = (event: string) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${event} within ${WAIT_MS} ms: ${JSON.stringify(received)}`)),
        WAIT_MS,
      );
      const look = () => {
        const seen = taken.get(event) ?? 0;
        const found = received.filter((entry) => entry.event === event)[seen];
        if (found) {
          clearTimeout(timer);
          taken.set(event, seen + 1);
          resolve(found.payload);
        } else waiters.push(look);
      };
      look();
    });
  return { socket, received, next, close: () => socket.close() };
}

export const events = (received: Received, event: string) =>
  received.filter((entry) => entry.event === event).map((entry) => entry.payload);
