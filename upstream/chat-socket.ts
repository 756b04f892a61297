import type { Database } from "better-sqlite3";
import type { Server as HttpServer } from "node:http";
import { Server, type Socket } from "socket.io";
import {
  CHAT_EVENTS,
  CHAT_SOCKET_PATH,
  CHAT_SOCKET_REFUSED,
  HandshakeRoomSchema,
} from "../app/models/chat/chat-socket";
import {
  CHAT_MESSAGES,
  isClientRoom,
  messagesAfter,
  newestMessageId,
  newestMessageIdBefore,
  unreadTotal,
} from "./data/chat";
import type { CartOwner } from "./data/cart-store";
import { findCustomerSession } from "./data/sessions";
import { jwtSecret } from "./data/settings";
import { statement } from "./db/statements";
import { MESSAGES } from "./http";
import { verifyJwt } from "./jwt";
import type { ChatDelivery } from "./routes/chat";

/** How often the server looks for messages another process stored (the operator's answers), while sockets are connected. */
const POLL_MS = 500;
/** A message stored while no socket was connected is still delivered to a socket that connects this soon after it. */
const LATE_DELIVERY_MS = 60_000;
/** How often the connected sockets' sessions are checked: a socket whose session ended (logout, expiry) is let go within this. */
const SESSION_CHECK_MS = 2000;
/** The most messages one delivery reads at a time. */
const BATCH = 200;

export type ChatSocketServer = ChatDelivery & {
  /** Disconnects every socket and stops looking for messages; the HTTP server closes on its own. */
  close(): void;
};

type SocketData = { owner: CartOwner; token: string };

const clientChannel = (owner: CartOwner) => `cliente:${owner.idfornecedor}:${owner.idcliente}`;
const roomChannel = (idfornecedor: string, sala: string) => `sala:${idfornecedor}:${sala}`;

/** The token a socket connected with: `auth.token`, else `query.token`. */
function handshakeToken(handshake: Socket["handshake"]): string | undefined {
  const auth: unknown = (handshake.auth as Record<string, unknown> | undefined)?.token;
  if (typeof auth === "string" && auth.length > 0) return auth;
  const query = handshake.query.token;
  return typeof query === "string" && query.length > 0 ? query : undefined;
}

/**
 * Whom a token acts for: a customer session's token (call 28's `token`, or call 30's access token of
 * a representative), or call 28's `jwttoken` while the session it was issued with is open (it expires
 * with it, and ends with it at logout).
 */
export function chatTokenOwner(db: Database, token: string): CartOwner | undefined {
  const session = findCustomerSession(db, token);
  if (session) return { idfornecedor: session.idfornecedor, idcliente: session.idcliente };
  const claims = verifyJwt(token, jwtSecret(db));
  if (!claims || typeof claims.idcliente !== "number" || typeof claims.idfornecedor !== "string") return undefined;
  const owner = { idfornecedor: claims.idfornecedor, idcliente: claims.idcliente };
  const open = statement(
    db,
    `SELECT 1 FROM sessions WHERE tipo = 'cliente' AND revogado = 0 AND idfornecedor = @idfornecedor AND idcliente = @idcliente
     AND expira_em > @now AND CAST(strftime('%s', expira_em) AS INTEGER) = @exp`,
  ).get({ ...owner, now: new Date().toISOString(), exp: claims.exp });
  return open ? owner : undefined;
}

/**
 * Call 88 of docs/upstream-api.md: the chat's socket.io server on the upstream's HTTP server,
 * websocket transport only. It authenticates each socket by its token, joins it to its client's
 * channel and to one room of the client's on `handshake` / `handshake-room`, and delivers every
 * message stored (by call 86 at once, by another process within a poll) to its room's sockets.
 */
export function attachChatSocket(httpServer: HttpServer, db: Database): ChatSocketServer {
  const io = new Server(httpServer, {
    path: CHAT_SOCKET_PATH,
    transports: ["websocket"],
    serveClient: false,
    // Clients send only handshakes: nothing larger than a room id.
    maxHttpBufferSize: 10_000,
  });
  let delivered = newestMessageId(db);
  let poll: NodeJS.Timeout | null = null;
  let closed = false;

  const connected = () => io.engine.clientsCount > 0;
  const hasSockets = (channel: string) => (io.sockets.adapter.rooms.get(channel)?.size ?? 0) > 0;

  const notify = (owner: CartOwner) => {
    const channel = clientChannel(owner);
    if (hasSockets(channel)) io.to(channel).emit(CHAT_EVENTS.notifications, { notificacoes: unreadTotal(db, owner) });
  };

  /** Every message stored since the last delivery, to its room; the attendant's also change the client's unread total. */
  const deliver = () => {
    if (closed || !connected()) return;
    for (;;) {
      const batch = messagesAfter(db, delivered, BATCH);
      if (batch.length === 0) return;
      const unread = new Map<string, CartOwner>();
      for (const { owner, message } of batch) {
        delivered = message.id;
        const room = roomChannel(owner.idfornecedor, message.sala);
        if (message.autor === "ATENDENTE") {
          // The attendant reads a room as it answers in it.
          io.to(room).emit(CHAT_EVENTS.read, { sala: message.sala });
          unread.set(clientChannel(owner), owner);
        }
        io.to(room).emit(CHAT_EVENTS.message, message);
      }
      for (const owner of unread.values()) notify(owner);
    }
  };

  const safely = (what: string, work: () => void) => {
    try {
      work();
    } catch (error) {
      if (!closed) console.error(`upstream: chat ${what} failed`, error);
    }
  };

  /** Sockets whose session ended since they connected are told so and let go: nothing more reaches them. */
  const letGoOfEndedSessions = () => {
    for (const socket of io.sockets.sockets.values()) {
      const { token } = socket.data as SocketData;
      if (chatTokenOwner(db, token)) continue;
      socket.emit(CHAT_EVENTS.handshakeError, { mensagem: CHAT_SOCKET_REFUSED });
      socket.disconnect(true);
    }
  };

  const stopPolling = () => {
    if (poll) clearInterval(poll);
    poll = null;
  };
  const startPolling = () => {
    if (poll) return;
    // Nobody was listening: what was stored long before this socket came is read by REST, not delivered.
    safely("poll", () => {
      delivered = Math.max(delivered, newestMessageIdBefore(db, new Date(Date.now() - LATE_DELIVERY_MS)));
    });
    let lastSessionCheck = Date.now();
    poll = setInterval(() => {
      safely("poll", () => {
        if (newestMessageId(db) > delivered) deliver();
      });
      if (Date.now() - lastSessionCheck >= SESSION_CHECK_MS) {
        lastSessionCheck = Date.now();
        safely("session check", letGoOfEndedSessions);
      }
      if (!connected()) stopPolling();
    }, POLL_MS).unref();
  };

  io.use((socket, next) => {
    try {
      const token = handshakeToken(socket.handshake);
      const owner = token === undefined ? undefined : chatTokenOwner(db, token);
      if (token === undefined || !owner) return next(new Error(CHAT_SOCKET_REFUSED));
      const data: SocketData = { owner, token };
      socket.data = data;
      next();
    } catch (error) {
      console.error("upstream: chat socket authentication failed", error);
      next(new Error(MESSAGES.internal));
    }
  });

  io.on("connection", (socket) => {
    startPolling();
    const { owner, token } = socket.data as SocketData;
    socket.on("error", (error) => console.error("upstream: chat socket error", error));

    /** The socket still acts for its client (its session was not ended since it connected); else it is told and let go. */
    const stillValid = () => {
      if (chatTokenOwner(db, token)) return true;
      socket.emit(CHAT_EVENTS.handshakeError, { mensagem: CHAT_SOCKET_REFUSED });
      socket.disconnect(true);
      return false;
    };
    const joinChannel = (sala?: string) => {
      for (const room of socket.rooms) if (room.startsWith("sala:")) void socket.leave(room);
      void socket.join(clientChannel(owner));
      if (sala !== undefined) void socket.join(roomChannel(owner.idfornecedor, sala));
      socket.emit(CHAT_EVENTS.handshakeSuccess, {
        idcliente: owner.idcliente,
        notificacoes: unreadTotal(db, owner),
        ...(sala === undefined ? {} : { sala }),
      });
    };

    socket.on(CHAT_EVENTS.handshake, () =>
      safely("handshake", () => {
        if (stillValid()) joinChannel();
      }),
    );
    socket.on(CHAT_EVENTS.handshakeRoom, (payload: unknown) =>
      safely("handshake-room", () => {
        if (!stillValid()) return;
        const parsed = HandshakeRoomSchema.safeParse(payload);
        if (!parsed.success || !isClientRoom(db, owner, parsed.data.sala)) {
          socket.emit(CHAT_EVENTS.handshakeError, { mensagem: CHAT_MESSAGES.roomNotFound });
          return;
        }
        joinChannel(parsed.data.sala);
      }),
    );
  });

  return {
    messagesStored: () => safely("delivery", deliver),
    unreadChanged: (owner) => safely("notification", () => notify(owner)),
    close() {
      closed = true;
      stopPolling();
      io.local.disconnectSockets(true);
      io.engine.close();
    },
  };
}
