import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { createUpstreamApp } from "./app";
import { attachChatSocket, type ChatSocketServer } from "./chat-socket";
import { openDatabase } from "./db/open";
import { seedIfEmpty } from "./seed";

/** How long requests in flight may take to finish once closing starts. */
const CLOSE_GRACE_MS = 5000;

export type UpstreamOptions = {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Where upstream.db lives; created when missing. */
  dataDir: string;
  appToken: string;
  /** The clock delivery slots are open by, cards expire and PIX charges run by (the real time unless tests hold it). */
  now?: () => Date;
  /** When set, a PIX charge pays itself this many milliseconds after it is made. */
  pixPayAfterMs?: number;
};

export type RunningUpstream = {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:3100 */
  url: string;
  close(): Promise<void>;
};

/** Opens and migrates the database, seeds it when it has no supplier yet, and listens. */
export async function startUpstream({
  port,
  host = "127.0.0.1",
  dataDir,
  appToken,
  now,
  pixPayAfterMs,
}: UpstreamOptions): Promise<RunningUpstream> {
  const db = openDatabase(dataDir);
  try {
    seedIfEmpty(db);
    // The chat socket (call 88) is attached once the HTTP server exists; the API tells it of changes.
    const chat: { socket?: ChatSocketServer } = {};
    const app = createUpstreamApp({
      db,
      appToken,
      now,
      pixPayAfterMs,
      chat: {
        messagesStored: () => chat.socket?.messagesStored(),
        unreadChanged: (owner) => chat.socket?.unreadChanged(owner),
      },
    });
    const server = createServer(app);
    chat.socket = attachChatSocket(server, db);
    // Upgraded (websocket) connections are not the HTTP server's to close: they are ended on close.
    const upgraded = new Set<Socket>();
    server.on("upgrade", (_req, socket: Socket) => {
      upgraded.add(socket);
      socket.once("close", () => upgraded.delete(socket));
    });
    server.listen(port, host);
    await new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
    }).catch((error: unknown) => {
      chat.socket?.close();
      throw error;
    });
    const address = server.address() as AddressInfo;
    const hostInUrl = address.family === "IPv6" ? `[${address.address}]` : address.address;
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= new Promise<void>((resolve, reject) => {
        chat.socket?.close();
        const forceClose = setTimeout(() => {
          server.closeAllConnections();
          for (const socket of upgraded) socket.destroy();
        }, CLOSE_GRACE_MS).unref();
        server.close((error) => {
          clearTimeout(forceClose);
          db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    };
    return { url: `http://${hostInUrl}:${address.port}`, close };
  } catch (error) {
    db.close();
    throw error;
  }
}
