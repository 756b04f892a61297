import { formatOrderMoment } from "../orders/order-dates";
import type { ChatMessage, ChatRoom } from "./chat";

/**
 * How the chat shows its rooms and messages (docs/rules/account.md "Chat"; docs/upstream-api.md §82): who wrote
 * each message, when, whether the other side read it. Used by the server for the page and by the
 * browser for the messages that arrive live, so both say the same; no zod here.
 */

/** Who reads the room: the client (or its company's user), or a representative acting for it. */
export type ChatViewer = { representative: boolean };

export type ChatMessageView = {
  id: string;
  /** Written by the shopper's side (the client, its user or its representative): shown on the right. */
  ours: boolean;
  /** "Você", "Rafael Teixeira (representante)", "Atendimento Distribuidora Aurora". */
  author: string;
  texto: string;
  /** "29/11/2026, 14:03" in São Paulo's time. */
  when: string;
  enviadaEm: string;
  /** For the shopper's side: "Lida" or "Enviada"; null for the store's messages. */
  status: string | null;
  idMensagemCliente: string | null;
};

/**
 * §82 `autor`: the client's messages are the shopper's ("Você"; to a representative, the client's
 * name as sent), a representative's say so with their name, the attendant's carry the store's name.
 */
export function authorLabel(message: Pick<ChatMessage, "autor" | "nomeAutor">, viewer: ChatViewer): string {
  const name = message.nomeAutor.trim();
  if (message.autor === "CLIENTE") return viewer.representative ? name || "Cliente" : "Você";
  if (message.autor === "REPRESENTANTE") return `${name || "Representante"} (representante)`;
  return name || "Atendimento da loja";
}

export function chatMessageView(message: ChatMessage, viewer: ChatViewer): ChatMessageView {
  const ours = message.autor !== "ATENDENTE";
  return {
    id: String(message.id),
    ours,
    author: authorLabel(message, viewer),
    texto: message.texto,
    when: formatOrderMoment(message.enviadaEm),
    enviadaEm: message.enviadaEm,
    status: ours ? (message.lida ? "Lida" : "Enviada") : null,
    idMensagemCliente: message.idMensagemCliente,
  };
}

/** "1 mensagem não lida", "3 mensagens não lidas", or null. */
export function unreadLabel(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? "1 mensagem não lida" : `${count} mensagens não lidas`;
}

export type ChatRoomView = {
  sala: string;
  titulo: string;
  naoLidas: number;
  unread: string | null;
  last: { texto: string; when: string } | null;
};

/** Longer than this, the last message is cut on the conversations' list. */
const PREVIEW_CHARS = 120;

export function chatRoomView(room: ChatRoom): ChatRoomView {
  const last = room.ultimaMensagem;
  return {
    sala: room.sala,
    titulo: room.titulo,
    naoLidas: room.naoLidas,
    unread: unreadLabel(room.naoLidas),
    last: last
      ? {
          texto: last.texto.length > PREVIEW_CHARS ? `${last.texto.slice(0, PREVIEW_CHARS - 1)}…` : last.texto,
          when: formatOrderMoment(last.enviadaEm),
        }
      : null,
  };
}

/**
 * Rooms as the conversations' page lists them (§83): newest activity first, the rooms without a
 * message after, in the order the server gave (the general room always there).
 */
export function byActivity(rooms: ChatRoom[]): ChatRoom[] {
  const at = (room: ChatRoom) => {
    const time = room.ultimaMensagem ? Date.parse(room.ultimaMensagem.enviadaEm) : Number.NaN;
    return Number.isNaN(time) ? -Infinity : time;
  };
  return rooms
    .map((room, index) => ({ room, index }))
    .sort((a, b) => at(b.room) - at(a.room) || a.index - b.index)
    .map(({ room }) => room);
}

/**
 * Messages in the order a room shows them (oldest first, the newest at the bottom), each once: a
 * message that arrives live and was on the page already (by its id, or by the sender's own id
 * while it was still being sent) replaces it.
 */
export function mergeMessages(shown: ChatMessageView[], arriving: ChatMessageView): ChatMessageView[] {
  const same = (message: ChatMessageView) =>
    message.id === arriving.id ||
    (arriving.idMensagemCliente !== null && message.idMensagemCliente === arriving.idMensagemCliente);
  const kept = shown.filter((message) => !same(message));
  const next = [...kept, arriving];
  return next.sort((a, b) => {
    const time = Date.parse(a.enviadaEm) - Date.parse(b.enviadaEm);
    return Number.isNaN(time) || time === 0 ? 0 : time;
  });
}

/**
 * A `mensagem` event's payload (§88) read without zod (the browser's code): a ChatMessage, or null
 * when it is not one (it is then left out).
 */
export function readLiveMessage(payload: unknown): ChatMessage | null {
  if (!payload || typeof payload !== "object") return null;
  const row = payload as Record<string, unknown>;
  const { id, sala, autor, nomeAutor, texto, enviadaEm, lida, idMensagemCliente } = row;
  if (typeof id !== "number" || !Number.isInteger(id) || id <= 0) return null;
  if (typeof sala !== "string" || typeof texto !== "string" || typeof enviadaEm !== "string") return null;
  if (autor !== "CLIENTE" && autor !== "REPRESENTANTE" && autor !== "ATENDENTE") return null;
  return {
    id,
    sala,
    autor,
    nomeAutor: typeof nomeAutor === "string" ? nomeAutor : "",
    texto,
    enviadaEm,
    lida: lida === true,
    idMensagemCliente: typeof idMensagemCliente === "string" ? idMensagemCliente : null,
  };
}
