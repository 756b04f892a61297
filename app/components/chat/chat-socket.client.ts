import { io } from "socket.io-client";
import {
  CHAT_CONNECTING,
  chatConnectionStep,
  type ChatConnectionEvent,
  type ChatStatus,
} from "~/models/chat/chat-connection";

/**
 * The chat's live side in the browser (docs/rules/account.md "Chat"; docs/upstream-api.md §88;
 * docs/decisions/0040), loaded only once a chat page is hydrated: socket.io-client to the
 * storefront's own origin (its cookies say who the shopper is), websocket only; `handshake` (or
 * `handshake-room` in a room), connected on `handshake-success`; when to try again, what to say and
 * when to read the page's data again is ~/models/chat/chat-connection.
 */

/** Where the storefront's proxy answers (server/chat-socket.ts). */
const PATH = "/chat-socket/";
/** The proxy's refusals (server/chat-socket.ts). */
const SESSION_EXPIRED = "Sessão expirada";

export type { ChatStatus };

export type ChatHandlers = {
  status: (status: ChatStatus) => void;
  /** Connected after an absence (a drop, or tries that failed): what was said meanwhile is read from the page's data again. */
  reconnected: () => void;
  message: (payload: unknown) => void;
  unread: (count: number) => void;
  read: (sala: string) => void;
};

export type ChatConnection = { retry: () => void; close: () => void };

/** `open` is socket.io-client's `io` (a test gives a socket of its own). */
export function connectChat(
  idfornecedor: string,
  sala: string | null,
  on: ChatHandlers,
  open: typeof io = io,
): ChatConnection {
  const socket = open({
    path: PATH,
    transports: ["websocket"],
    auth: { idfornecedor },
    reconnection: false,
    autoConnect: false,
    timeout: 8000,
  });
  let state = CHAT_CONNECTING;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const step = (event: ChatConnectionEvent) => {
    if (closed) return;
    const next = (state = chatConnectionStep(state, event));
    on.status(next.status);
    if (next.reread) on.reconnected();
    clearTimeout(timer);
    if (next.tryIn !== null) timer = setTimeout(() => socket.connect(), next.tryIn);
  };

  socket.on("connect", () => {
    if (sala) socket.emit("handshake-room", { sala });
    else socket.emit("handshake");
  });
  socket.on("handshake-success", () => step("connected"));
  socket.on("handshake-error", (payload: { mensagem?: unknown } | null) => {
    // The session ended since the socket connected (§88): the way to log in again, not "not found".
    step(payload?.mensagem === SESSION_EXPIRED ? "expired" : "not-found");
    socket.disconnect();
  });
  socket.on("connect_error", (error: Error) => step(error.message === SESSION_EXPIRED ? "expired" : "failed"));
  socket.on("disconnect", (reason) => {
    if (reason !== "io client disconnect") step("failed");
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
    retry: () => step("retry"),
    close() {
      closed = true;
      clearTimeout(timer);
      socket.disconnect();
    },
  };
}
