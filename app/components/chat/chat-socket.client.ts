import { io } from "socket.io-client";
import { CHAT_SOCKET_RETRIES } from "~/models/chat/chat-limits";

/**
 * The chat's live side in the browser (spec §4 "Real-time chat socket"; docs/upstream-api.md §88;
 * docs/decisions/0040), loaded only once a chat page is hydrated: socket.io-client to the
 * storefront's own origin (its cookies say who the shopper is), websocket only; `handshake` (or
 * `handshake-room` in a room), connected on `handshake-success`, CHAT_SOCKET_RETRIES tries before
 * it says the chat is offline.
 */

/** Where the storefront's proxy answers (server/chat-socket.ts). */
const PATH = "/chat-socket/";
/** The proxy's refusals (server/chat-socket.ts). */
const SESSION_EXPIRED = "Sessão expirada";

export type ChatStatus = "connecting" | "connected" | "offline" | "expired" | "not-found";

export type ChatHandlers = {
  status: (status: ChatStatus) => void;
  /** Connected again after a drop: what was said meanwhile is read from the page's data again. */
  reconnected: () => void;
  message: (payload: unknown) => void;
  unread: (count: number) => void;
  read: (sala: string) => void;
};

export type ChatConnection = { retry: () => void; close: () => void };

const delayOf = (attempt: number) => Math.min(8000, 500 * 2 ** attempt);

export function connectChat(idfornecedor: string, sala: string | null, on: ChatHandlers): ChatConnection {
  const socket = io({
    path: PATH,
    transports: ["websocket"],
    auth: { idfornecedor },
    reconnection: false,
    autoConnect: false,
    timeout: 8000,
  });
  let failures = 0;
  let everConnected = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tryAgainLater = () => {
    if (stopped) return;
    failures++;
    if (failures > CHAT_SOCKET_RETRIES) return on.status("offline");
    on.status("connecting");
    clearTimeout(timer);
    timer = setTimeout(() => socket.connect(), delayOf(failures));
  };

  socket.on("connect", () => {
    if (sala) socket.emit("handshake-room", { sala });
    else socket.emit("handshake");
  });
  socket.on("handshake-success", () => {
    failures = 0;
    on.status("connected");
    if (everConnected) on.reconnected();
    everConnected = true;
  });
  socket.on("handshake-error", (payload: { mensagem?: unknown } | null) => {
    stopped = true;
    // The session ended since the socket connected (§88): the way to log in again, not "not found".
    on.status(payload?.mensagem === SESSION_EXPIRED ? "expired" : "not-found");
    socket.disconnect();
  });
  socket.on("connect_error", (error: Error) => {
    if (error.message === SESSION_EXPIRED) {
      stopped = true;
      on.status("expired");
      return;
    }
    tryAgainLater();
  });
  socket.on("disconnect", (reason) => {
    if (reason === "io client disconnect") return;
    tryAgainLater();
  });
  socket.on("mensagem", (payload: unknown) => on.message(payload));
  socket.on("notificacoes", (payload: unknown) => {
    const count = payload && typeof payload === "object" ? (payload as { notificacoes?: unknown }).notificacoes : null;
    if (typeof count === "number" && Number.isInteger(count) && count >= 0) on.unread(count);
  });
  socket.on("lida", (payload: unknown) => {
    const read = payload && typeof payload === "object" ? (payload as { sala?: unknown }).sala : null;
    if (typeof read === "string") on.read(read);
  });

  on.status("connecting");
  socket.connect();
  return {
    retry() {
      stopped = false;
      failures = 0;
      clearTimeout(timer);
      on.status("connecting");
      socket.connect();
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      socket.disconnect();
    },
  };
}
