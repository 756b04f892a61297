import type { IncomingMessage, Server as HttpServer } from "node:http";
import { Server, type Socket } from "socket.io";
import { io as connectTo, type Socket as UpstreamSocket } from "socket.io-client";
import { isRoomId } from "~/models/chat/chat-limits";
import { consentInEffect } from "~/models/consent/consent";
import { consentHeaders } from "~/services/api/consent";
import { readSignedInAccount } from "~/services/auth.server";
import { readConsentChoice } from "~/services/consent.server";
import { chatSocketToken } from "~/services/chat/chat.server";
import type { Logger } from "~/services/logger.server";

/**
 * The chat socket's proxy (docs/upstream-api.md §88; docs/decisions/0040): the browser's
 * socket.io-client connects to the storefront's own origin at CHAT_SOCKET_PATH with its cookies
 * (websocket only); the storefront reads the shopper from the HttpOnly session, opens the chat
 * server's socket with the upstream token (in `auth` and `query`, §88 "Auth") and relays the
 * handshake and the server's events both ways. The browser never holds the upstream token, and the
 * CSP's connect-src stays 'self'. The chat server's socket carries the shopper's four cookie-consent
 * headers, as every upstream request does (docs/upstream-api.md "Headers"; ADR 0041).
 */

export const CHAT_SOCKET_PATH = "/chat-socket/";

/** What the browser may send (§88 "Handshake"); anything else is dropped. */
const FROM_BROWSER = ["handshake", "handshake-room"] as const;
/** What the chat server sends that reaches the browser. */
const FROM_CHAT = ["handshake-success", "handshake-error", "mensagem", "notificacoes", "lida"] as const;

/** A browser socket may send this many events a second; more are dropped, and far more close it. */
export const EVENTS_PER_SECOND = 5;
const CLOSE_PAST = EVENTS_PER_SECOND * 4;
/** A shopper's login may hold this many chat sockets at once (tabs); one more is refused, as the chat being unavailable. */
export const SOCKETS_PER_SHOPPER = 5;
/** How long the chat server may take to accept the storefront's socket. */
const CHAT_CONNECT_MS = 5000;
/** A browser's event is a handshake: never more than this (socket.io refuses bigger frames). */
const MAX_FRAME_BYTES = 4 * 1024;

/** The reasons the browser's connect_error carries: the page says to log in again, or that the chat is offline. */
export const SESSION_EXPIRED = "Sessão expirada";
export const CHAT_UNAVAILABLE = "Chat indisponível";

type ChatSocketOptions = {
  logger: Logger;
  /** TRUST_PROXY: the host asked is the proxy's X-Forwarded-Host (as server/cross-origin-guard.ts reads it). */
  trustProxy: boolean;
  /** The chat server's origin (CHAT_URL, else the upstream's), read when a browser connects. */
  chatOrigin: () => string;
};

/** A websocket from a page of this very origin only (a page of another site cannot open one with the shopper's cookies). */
function sameOrigin(req: IncomingMessage, trustProxy: boolean): boolean {
  const origin = req.headers.origin;
  const forwarded = req.headers["x-forwarded-host"];
  const host = (trustProxy && typeof forwarded === "string" ? forwarded : undefined) ?? req.headers.host;
  if (!origin) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The shopper of the socket's cookies at the supplier the page names, with a client being served; null otherwise. */
async function shopperToken(socket: Socket): Promise<string | null> {
  const auth: unknown = socket.handshake.auth;
  const idfornecedor = auth && typeof auth === "object" ? (auth as { idfornecedor?: unknown }).idfornecedor : null;
  if (typeof idfornecedor !== "string" || idfornecedor.length === 0 || idfornecedor.length > 100) return null;
  const request = new Request("http://storefront.invalid/", {
    headers: { Cookie: socket.handshake.headers.cookie ?? "" },
  });
  const account = await readSignedInAccount(request, idfornecedor);
  if (!account?.session.cliente) return null;
  return chatSocketToken(account);
}

/**
 * Opens the chat server's socket with the shopper's token and cookie-consent headers; resolves once
 * it is connected, rejects with why not.
 */
function openChatSocket(origin: string, token: string, headers: Record<string, string>): Promise<UpstreamSocket> {
  return new Promise((resolve, reject) => {
    const chat = connectTo(origin, {
      path: "/socket.io/",
      transports: ["websocket"],
      auth: { token },
      query: { token },
      extraHeaders: headers,
      reconnection: false,
      timeout: CHAT_CONNECT_MS,
      forceNew: true,
    });
    chat.once("connect", () => resolve(chat));
    chat.once("connect_error", (error: Error) => {
      chat.close();
      reject(error);
    });
  });
}

/** Attaches the proxy to the storefront's HTTP server; its close() ends every socket. */
export function attachChatSocket(server: HttpServer, { logger, trustProxy, chatOrigin }: ChatSocketOptions): Server {
  const io = new Server(server, {
    path: CHAT_SOCKET_PATH,
    transports: ["websocket"],
    serveClient: false,
    // Other upgrades (the development server's own) are not this server's to end.
    destroyUpgrade: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    allowRequest: (req, callback) => callback(null, sameOrigin(req, trustProxy)),
  });
  const chats = new WeakMap<Socket, UpstreamSocket>();
  /** Open sockets per shopper's token: each holds a socket to the chat server too. */
  const openPerShopper = new Map<string, number>();

  io.use((socket, next) => {
    void (async () => {
      const token = await shopperToken(socket);
      if (!token) return next(new Error(SESSION_EXPIRED));
      const open = openPerShopper.get(token) ?? 0;
      if (open >= SOCKETS_PER_SHOPPER) {
        logger.warn("chat_socket.too_many", {});
        return next(new Error(CHAT_UNAVAILABLE));
      }
      openPerShopper.set(token, open + 1);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        const left = (openPerShopper.get(token) ?? 1) - 1;
        if (left > 0) openPerShopper.set(token, left);
        else openPerShopper.delete(token);
      };
      socket.conn.once("close", release);
      try {
        const consent = consentInEffect(await readConsentChoice(socket.handshake.headers.cookie));
        const chat = await openChatSocket(chatOrigin(), token, consentHeaders(consent));
        // The browser went while the chat server was being reached: nothing to relay to.
        if (socket.conn.readyState !== "open") return void chat.close();
        socket.conn.once("close", () => chat.close());
        chats.set(socket, chat);
        next();
      } catch (error) {
        release();
        const expired = error instanceof Error && error.message === SESSION_EXPIRED;
        if (!expired)
          logger.warn("chat_socket.upstream_failed", { reason: error instanceof Error ? error.message : "?" });
        next(new Error(expired ? SESSION_EXPIRED : CHAT_UNAVAILABLE));
      }
    })().catch((error: unknown) => {
      logger.error("chat_socket.failed", { error: error instanceof Error ? error.message : String(error) });
      next(new Error(CHAT_UNAVAILABLE));
    });
  });

  io.on("connection", (socket) => {
    const chat = chats.get(socket);
    if (!chat) return void socket.disconnect(true);
    // Closed together: whichever side goes, the other follows.
    socket.once("disconnect", () => chat.close());
    chat.once("disconnect", () => socket.disconnect(true));

    for (const event of FROM_CHAT)
      chat.on(event, (payload: unknown) => {
        socket.emit(event, payload);
      });

    let windowStart = Date.now();
    let inWindow = 0;
    socket.onAny((event: unknown, payload: unknown) => {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        inWindow = 0;
      }
      inWindow++;
      if (inWindow > CLOSE_PAST) {
        logger.warn("chat_socket.flooded", {});
        socket.disconnect(true);
        return;
      }
      if (inWindow > EVENTS_PER_SECOND) return;
      if (event === FROM_BROWSER[0]) chat.emit("handshake");
      else if (event === FROM_BROWSER[1]) {
        const sala = payload && typeof payload === "object" ? (payload as { sala?: unknown }).sala : null;
        if (isRoomId(sala)) chat.emit("handshake-room", { sala });
        else socket.emit("handshake-error", { mensagem: "Conversa não encontrada." });
      }
    });
    socket.on("error", (error) => logger.warn("chat_socket.error", { error: error.message }));
    chat.on("error", (error: Error) => logger.warn("chat_socket.upstream_error", { error: error.message }));
  });
  return io;
}
