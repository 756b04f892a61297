import { z } from "zod";

/**
 * The chat contract (docs/upstream-api.md §82–§88, docs/rules/account.md "Chat"):
 * a client's conversations with its supplier, a general one and one per order, read and written
 * through REST and delivered live by a socket.io socket. A room is its client's at its supplier: a
 * company's users and a representative acting for the client see the same rooms.
 */

/** Messages a page (docs/rules/account.md "Chat"), and the most a page may ask for. */
export const CHAT_PAGE_SIZE = 30;
export const MAX_CHAT_PAGE_SIZE = 100;
/** The longest message, in characters, once trimmed. */
export const MAX_CHAT_TEXT = 2000;
/** A client may send at most this many messages in this many seconds (more: 429). */
export const CHAT_RATE_LIMIT = { messages: 10, seconds: 5 } as const;

/** A room's id: opaque, 1 to 64 of `[A-Za-z0-9_-]`. */
export const ChatRoomIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** The id the sender gives a message, which makes sending it idempotent: 1 to 64 of `[A-Za-z0-9_-]`. */
export const ChatClientMessageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** GERAL: the client's general conversation with the store; PEDIDO: the one about an order. */
export const CHAT_CHANNELS = ["GERAL", "PEDIDO"] as const;
export const ChatChannelSchema = z.enum(CHAT_CHANNELS);
export type ChatChannel = z.infer<typeof ChatChannelSchema>;

/** CLIENTE: the client or its linked user; REPRESENTANTE: a representative acting for it; ATENDENTE: the seller's attendant. */
export const CHAT_AUTHORS = ["CLIENTE", "REPRESENTANTE", "ATENDENTE"] as const;
export const ChatAuthorSchema = z.enum(CHAT_AUTHORS);
export type ChatAuthor = z.infer<typeof ChatAuthorSchema>;

const count = () => z.number().int().min(0);

/** A room: calls 83 and 84, and the `sala` of call 85. */
export const ChatRoomSchema = z.object({
  sala: ChatRoomIdSchema,
  canal: ChatChannelSchema,
  numpedido: z.number().int().positive().nullable(),
  idcliente: z.number().int().positive(),
  titulo: z.string().min(1),
  total_mensagens: count(),
  /** The attendant's messages the client has not read. */
  naoLidas: count(),
  ultimaMensagem: z.object({ texto: z.string(), enviadaEm: z.string().min(1) }).nullable(),
});
export type ChatRoom = z.output<typeof ChatRoomSchema>;

/** A message: call 85's, call 86's answer and the socket's `mensagem`. */
export const ChatMessageSchema = z.object({
  id: z.number().int().positive(),
  sala: ChatRoomIdSchema,
  autor: ChatAuthorSchema,
  nomeAutor: z.string(),
  /** Plain text, shown as text, never as HTML. */
  texto: z.string().min(1),
  /** ISO-8601 instant. */
  enviadaEm: z.string().min(1),
  /** Whether the other side has read it. */
  lida: z.boolean(),
  idMensagemCliente: z.string().nullable(),
});
export type ChatMessage = z.output<typeof ChatMessageSchema>;

/** Call 83: the client's rooms, the newest activity first, and its unread total. */
export const ChatRoomListSchema = z.object({
  salas: z.array(ChatRoomSchema),
  notificacoes: count(),
  total: count(),
});
export type ChatRoomList = z.output<typeof ChatRoomListSchema>;

/** Call 85: a room and one page of its messages (page 1 the newest), oldest first within the page. */
export const ChatMessagePageSchema = z.object({
  sala: ChatRoomSchema,
  mensagens: z.array(ChatMessageSchema),
  page: z.number().int().positive(),
  perpage: z.number().int().positive(),
  total: count(),
});
export type ChatMessagePage = z.output<typeof ChatMessagePageSchema>;

/** Call 87: the room read by the client, and its unread total now. */
export const ChatRoomReadSchema = z.object({
  sala: ChatRoomIdSchema,
  naoLidas: z.literal(0),
  notificacoes: count(),
});
export type ChatRoomRead = z.output<typeof ChatRoomReadSchema>;
