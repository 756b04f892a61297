import { z } from "zod";
import { ChatRoomIdSchema } from "./chat";

/**
 * The chat socket (docs/upstream-api.md §88): socket.io v4, websocket transport only, at path
 * `/socket.io/` of the chat server's origin. The client connects with the token in `auth: { token }`
 * and `query: { token }`, emits `handshake` (or `handshake-room` inside a room) and counts as
 * connected on `handshake-success`. Sending is by REST (call 86); the socket only delivers.
 */

export const CHAT_SOCKET_PATH = "/socket.io/";

/** The event names, both ways. */
export const CHAT_EVENTS = {
  /** client → server, no payload: join the client's channel. */
  handshake: "handshake",
  /** client → server, `{ sala }`: join the client's channel and that room (leaving any other room). */
  handshakeRoom: "handshake-room",
  /** server → client: `{ idcliente, notificacoes, sala? }`. */
  handshakeSuccess: "handshake-success",
  /** server → client: `{ mensagem }`, a room that is not the client's (not joined). */
  handshakeError: "handshake-error",
  /** server → room: a ChatMessage. */
  message: "mensagem",
  /** server → the client's channel: `{ notificacoes }`, its unread total. */
  notifications: "notificacoes",
  /** server → room: `{ sala }`, the other side read the room. */
  read: "lida",
} as const;

/** The `message` of the `connect_error` of a refused token. */
export const CHAT_SOCKET_REFUSED = "Sessão expirada";

export const HandshakeRoomSchema = z.object({ sala: ChatRoomIdSchema });
export const HandshakeSuccessSchema = z.object({
  idcliente: z.number().int().positive(),
  notificacoes: z.number().int().min(0),
  sala: ChatRoomIdSchema.optional(),
});
export type HandshakeSuccess = z.output<typeof HandshakeSuccessSchema>;
export const HandshakeErrorSchema = z.object({ mensagem: z.string().min(1) });
export const ChatNotificationsSchema = z.object({ notificacoes: z.number().int().min(0) });
export const ChatRoomReadEventSchema = z.object({ sala: ChatRoomIdSchema });
