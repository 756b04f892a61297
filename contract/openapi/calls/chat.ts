import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatRoomListSchema,
  ChatRoomReadSchema,
  ChatRoomSchema,
} from "~/models/chat/chat";
import { NewChatMessageSchema, OpenChatRoomSchema } from "~/models/requests/chat";
import {
  describeInPlace,
  FORBIDDEN,
  invalidBody,
  invalidQuery,
  SESSION_EXPIRED,
  SUPPLIER_NOT_FOUND,
  SupplierRef,
} from "../components";
import { defineCall } from "../define-call";
import { registerNamed } from "../schema-metadata";
import { ClientId } from "./customer-params";

/** Calls 82–88: the client's chat with its supplier (docs/upstream-api.md §82). */

const TAG = "Chat";

/** The chat socket (call 88) in prose: OpenAPI describes no sockets; this is the tag's description. */
export const CHAT_TAG = {
  name: TAG,
  description: [
    "The client's conversations with its supplier (docs/upstream-api.md §82–§88): a general room and one per order, read and written by REST (calls 83–87).",
    "Call 88, the chat socket, is socket.io v4 (protocol 5) at path `/socket.io/` of the chat server's origin (the API's origin unless the storefront's `CHAT_URL` names another), **websocket transport only**.",
    "The client connects with the token in `auth: { token }` and `query: { token }`: the login's `token` (call 28), its `jwttoken`, or a representative's access token (call 30). Any other is refused in the middleware: `connect_error` with `message` `Sessão expirada`.",
    'Client → server: `handshake` (no payload) joins the client\'s channel; `handshake-room` `{ sala }` joins the client\'s channel and that room (leaving any room the socket was in). The server answers `handshake-success` `{ idcliente, notificacoes, sala? }`, or `handshake-error` `{ mensagem: "Conversa não encontrada." }` for a room that is not the client\'s (not joined), or `{ mensagem: "Sessão expirada" }` when the token stopped being valid since the socket connected (then it disconnects).',
    "Server → client: `mensagem` (a ChatMessage) to every socket in its room, as soon as it is stored (within 2 s when another process stored it); `notificacoes` `{ notificacoes }` to the client's channel when its unread total changes; `lida` `{ sala }` to the room when the other side read it.",
    "Sending is call 86 only: the socket carries nothing else from the client.",
  ].join("\n\n"),
};

const ChatRoom = describeInPlace(
  ChatRoomSchema,
  {
    description:
      "A room of the client's (docs/upstream-api.md §82): `canal` GERAL (the general conversation, `numpedido` null) or PEDIDO (an order's); `naoLidas` the attendant's messages the client has not read; `ultimaMensagem` null while empty.",
  },
  "ChatRoom",
);
const ChatMessage = describeInPlace(
  ChatMessageSchema,
  {
    description:
      "A message: plain text (shown as text, never HTML); `autor` CLIENTE (the client or its linked user), REPRESENTANTE (a representative acting for the client, `nomeAutor` its name) or ATENDENTE (the seller's attendant); `lida` whether the other side read it; `idMensagemCliente` the sender's id for it (null for the attendant's).",
  },
  "ChatMessage",
);
const ChatRoomList = describeInPlace(
  ChatRoomListSchema,
  {
    description:
      "One page of the client's rooms, the newest message first (empty rooms last); `notificacoes` the sum of `naoLidas`; `total` how many rooms.",
  },
  "ChatRoomList",
);
const ChatMessagePage = describeInPlace(
  ChatMessagePageSchema,
  {
    description:
      "A room and one page of its messages: page 1 the newest, each page oldest first; `total` how many messages the room holds.",
  },
  "ChatMessagePage",
);
const ChatRoomRead = describeInPlace(
  ChatRoomReadSchema,
  { description: "The room read by the client, and the client's unread total after." },
  "ChatRoomRead",
);
const OpenChatRoom = describeInPlace(
  OpenChatRoomSchema,
  {
    description:
      "The room to open: GERAL (`numpedido` null) or PEDIDO with one of the client's orders; `idcliente` the token's client.",
  },
  "OpenChatRoom",
);
const NewChatMessage = describeInPlace(
  NewChatMessageSchema,
  {
    description:
      "A message: `texto` trimmed, 1 to 2000 characters (line breaks kept, no other control character); `idMensagemCliente` 1 to 64 of `[A-Za-z0-9_-]`, the sender's id for it: a retry with the same id in the same room is stored once.",
  },
  "NewChatMessage",
);

const ROOM = {
  sala: z.string().openapi({
    description: "The room: 1 to 64 of `[A-Za-z0-9_-]`; another client's, unknown or malformed: 404",
    example: "c501-geral",
  }),
};
const PAGE_QUERY = {
  page: z.string().optional().openapi({ description: "The page, from 1 (default 1)", example: "1" }),
  perpage: z.string().optional().openapi({ description: "Per page, 1 to 100 (default 30)", example: "30" }),
};

const ROOM_EXAMPLE = {
  sala: "c501-geral",
  canal: "GERAL",
  numpedido: null,
  idcliente: 501,
  titulo: "Conversa com a loja",
  total_mensagens: 2,
  naoLidas: 1,
  ultimaMensagem: { texto: "Olá, Ana! Entregamos de segunda a sexta…", enviadaEm: "2026-11-28T14:03:11.512Z" },
};
const MESSAGE_EXAMPLE = {
  id: 3,
  sala: "c501-geral",
  autor: "CLIENTE",
  nomeAutor: "Ana Beatriz Souza",
  texto: "O pedido sai hoje?",
  enviadaEm: "2026-11-29T10:15:02.100Z",
  lida: false,
  idMensagemCliente: "3f0c9a52-7d1e-4c55-9b1a-2f8e6d4c1a00",
};
const ROOM_NOT_FOUND = {
  description: "A room that is not the client's (another client's, unknown, malformed)",
  example: { mensagem: "Conversa não encontrada." },
};

export function registerChatCalls(registry: OpenAPIRegistry): void {
  registerNamed(
    registry,
    ChatRoom,
    ChatMessage,
    ChatRoomList,
    ChatMessagePage,
    ChatRoomRead,
    OpenChatRoom,
    NewChatMessage,
  );

  defineCall(registry, {
    call: 83,
    method: "get",
    path: "/v4/chat/{idfornecedor}/salas",
    summary: "The client's rooms",
    description:
      "The client's rooms at the supplier, the newest message first; the general room always listed, empty or not. `{idfornecedor}` must be the token's supplier and `idcliente` the token's client.",
    tag: TAG,
    session: "required",
    params: z.object({ idfornecedor: SupplierRef }),
    query: z.object({ idcliente: ClientId, ...PAGE_QUERY }),
    answers: {
      200: {
        description: "The rooms and the unread total",
        schema: ChatRoomList,
        example: { salas: [ROOM_EXAMPLE], notificacoes: 1, total: 1 },
      },
      400: invalidQuery("idcliente", "No `idcliente`, or a page out of bounds"),
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 84,
    method: "post",
    path: "/v4/chat/{idfornecedor}/salas",
    summary: "Open a room",
    description:
      "The client's general room, or the room of one of its orders: the one it has, or a new one (roomOpen).",
    tag: TAG,
    session: "required",
    params: z.object({ idfornecedor: SupplierRef }),
    body: {
      schema: OpenChatRoom,
      description: "JSON, at most 16 kB",
      example: { canal: "PEDIDO", numpedido: 10001, idcliente: 501 },
    },
    answers: {
      200: {
        description: "The room",
        schema: ChatRoom,
        example: {
          ...ROOM_EXAMPLE,
          sala: "c501-p10001",
          canal: "PEDIDO",
          numpedido: 10001,
          titulo: "Pedido 10001",
          total_mensagens: 0,
          naoLidas: 0,
          ultimaMensagem: null,
        },
      },
      400: invalidBody("numpedido", "A malformed body, or PEDIDO without `numpedido` (GERAL with one)"),
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: {
        description: "An order that is not the client's at the supplier, or unknown; or an unknown supplier",
        example: { mensagem: "Pedido não encontrado." },
      },
    },
  });

  defineCall(registry, {
    call: 85,
    method: "get",
    path: "/v4/chat/{idfornecedor}/salas/{sala}/mensagens",
    summary: "A room's messages",
    description:
      "One page of a room's messages: page 1 holds the newest `perpage`, each page lists them oldest first (the newest last); page 2 the ones before, and so on.",
    tag: TAG,
    session: "required",
    params: z.object({ idfornecedor: SupplierRef, ...ROOM }),
    query: z.object(PAGE_QUERY),
    answers: {
      200: {
        description: "The room and the page of its messages",
        schema: ChatMessagePage,
        example: { sala: ROOM_EXAMPLE, mensagens: [MESSAGE_EXAMPLE], page: 1, perpage: 30, total: 1 },
      },
      400: invalidQuery("perpage", "A page out of bounds"),
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: ROOM_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 86,
    method: "post",
    path: "/v4/chat/{idfornecedor}/salas/{sala}/mensagens",
    summary: "Send a message",
    description:
      "A message of the client's side in the room, delivered at once to the room's sockets (call 88). Idempotent by `idMensagemCliente`: the same id in the same room answers 200 with the message stored already. At most 10 messages in 5 seconds per client.",
    tag: TAG,
    session: "required",
    params: z.object({ idfornecedor: SupplierRef, ...ROOM }),
    body: {
      schema: NewChatMessage,
      description: "JSON",
      example: { texto: "O pedido sai hoje?", idMensagemCliente: MESSAGE_EXAMPLE.idMensagemCliente },
    },
    answers: {
      201: { description: "The message stored", schema: ChatMessage, example: MESSAGE_EXAMPLE },
      200: {
        description: "A retry: the message stored already with this `idMensagemCliente`",
        schema: ChatMessage,
        example: MESSAGE_EXAMPLE,
      },
      400: invalidBody(
        "texto",
        "An empty or blank text, one over 2000 characters, or a missing or malformed `idMensagemCliente`",
      ),
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: ROOM_NOT_FOUND,
      429: {
        description: "More than 10 messages in 5 seconds from the client",
        example: { mensagem: "Muitas mensagens em pouco tempo. Aguarde um instante." },
      },
    },
  });

  defineCall(registry, {
    call: 87,
    method: "post",
    path: "/v4/chat/{idfornecedor}/salas/{sala}/lidas",
    summary: "Mark a room read",
    description: "The attendant's messages in the room count as read by the client.",
    tag: TAG,
    session: "required",
    params: z.object({ idfornecedor: SupplierRef, ...ROOM }),
    answers: {
      200: {
        description: "The room read, and the client's unread total",
        schema: ChatRoomRead,
        example: { sala: "c501-geral", naoLidas: 0, notificacoes: 0 },
      },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: ROOM_NOT_FOUND,
    },
  });
}
