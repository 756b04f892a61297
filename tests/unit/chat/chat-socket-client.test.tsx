import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectChat, type ChatStatus } from "~/components/chat/chat-socket.client";
import { ChatStatusLine } from "~/components/chat/chat-status";
import type { ChatMessage } from "~/models/chat/chat";
import { chatMessageView, mergeMessages, readLiveMessage, type ChatMessageView } from "~/models/chat/chat-view";
import { chatMessages } from "~/models/messages/chat";

/**
 * The chat's live side in the browser (issue 30, "Bad input and faults": "the socket dropping
 * mid-conversation (the page still renders from REST, says offline, reconnects within the retries,
 * no message lost or shown twice)"; docs/rules/account.md "Chat": 5 tries; ADR 0040), driven with
 * a socket of the test's own and fake timers: what the room's page draws at each step — its status
 * line, the messages it shows, how often it reads its data again.
 */

type Handler = (...args: unknown[]) => void;

/**
 * socket.io-client's socket as the client uses it, against a chat server the test turns on and
 * off: connecting while it is down fails (`connect_error`, as the storefront's proxy says it);
 * while it is up the connection opens and `handshake-room` is answered with `handshake-success`.
 */
class FakeSocket {
  connected = false;
  attempts = 0;
  private readonly handlers = new Map<string, Handler[]>();

  constructor(
    readonly options: unknown,
    public up: boolean,
  ) {}

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  emit(event: string, payload?: { sala?: string }) {
    if (this.connected && event === "handshake-room")
      this.serverSays("handshake-success", { idcliente: 501, notificacoes: 0, sala: payload?.sala });
    return this;
  }

  connect() {
    if (this.connected) return this;
    this.attempts++;
    if (!this.up) {
      this.serverSays("connect_error", new Error("Chat indisponível"));
      return this;
    }
    this.connected = true;
    this.serverSays("connect");
    return this;
  }

  disconnect() {
    if (this.connected) this.close("io client disconnect");
    return this;
  }

  /** The connection lost under the client (the chat server or the network went away). */
  drop() {
    this.up = false;
    this.close("transport close");
  }

  serverSays(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }

  private close(reason: string) {
    this.connected = false;
    this.serverSays("disconnect", reason);
  }
}

const SALA = "c501-geral";
const viewer = { representative: false };

const stored = (id: number, texto: string, autor: ChatMessage["autor"] = "ATENDENTE"): ChatMessage => ({
  id,
  sala: SALA,
  autor,
  nomeAutor: autor === "ATENDENTE" ? "Atendimento Distribuidora Aurora" : "Ana Beatriz Souza",
  texto,
  enviadaEm: `2026-11-29T12:0${id}:00.000Z`,
  lida: false,
  idMensagemCliente: autor === "ATENDENTE" ? null : `m${id}`,
});

/** The status line as the room's page draws it. */
const statusLine = (status: ChatStatus | null) =>
  renderToStaticMarkup(
    <StaticRouter location={`/aurora/chat/${SALA}`}>
      <ChatStatusLine status={status} retry={() => {}} basePath="/aurora" />
    </StaticRouter>,
  );

/**
 * A room's page with its socket: the messages its data holds (REST, call 85, read again on
 * `reconnected` from what the chat server has stored), the ones that arrived live, merged as the
 * page merges them (each once, by id).
 */
function openRoom(server: { stored: ChatMessage[]; down?: boolean }) {
  let socket: FakeSocket | undefined;
  const statuses: ChatStatus[] = [];
  let pageMessages = server.stored.map((message) => chatMessageView(message, viewer));
  let live: ChatMessageView[] = [];
  let reads = 0;
  const connection = connectChat(
    "aurora",
    SALA,
    {
      status: (status) => statuses.push(status),
      reconnected() {
        reads++;
        pageMessages = server.stored.map((message) => chatMessageView(message, viewer));
      },
      message(payload) {
        const message = readLiveMessage(payload);
        if (message && message.sala === SALA) live = mergeMessages(live, chatMessageView(message, viewer));
      },
      unread: () => {},
      read: () => {},
    },
    ((options: unknown) => (socket = new FakeSocket(options, !server.down))) as unknown as Parameters<
      typeof connectChat
    >[3],
  );
  if (!socket) throw new Error("connectChat opened no socket");
  const opened = socket;
  return {
    socket: opened,
    connection,
    /** The last status the page was told, and how many times it was told one. */
    get status() {
      return statuses.at(-1) ?? null;
    },
    statuses,
    /** How many times the page read its data again (each a REST call for the room). */
    get reads() {
      return reads;
    },
    /** The texts of the messages the page shows, in order. */
    shown() {
      let shown = pageMessages;
      for (const message of live) shown = mergeMessages(shown, message);
      return shown.map((message) => message.texto);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the chat's socket in the browser", () => {
  it("opens the storefront's own socket, websocket only, with retries of its own", () => {
    const room = openRoom({ stored: [] });
    expect(room.socket.options).toMatchObject({
      path: "/chat-socket/",
      transports: ["websocket"],
      auth: { idfornecedor: "aurora" },
      reconnection: false,
    });
    expect(room.status).toBe("connected");
    room.connection.close();
  });

  it(
    "the socket dropping mid-conversation: 'Conectando ao chat…', 5 retries, 'O chat está offline' with " +
      "'Tentar de novo'; back, it reads what was said meanwhile once and shows a live message once",
    () => {
      const server = { stored: [stored(1, "Olá! Como posso ajudar?"), stored(2, "O pedido sai hoje?", "CLIENTE")] };
      const room = openRoom(server);
      expect(room.status).toBe("connected");
      expect(statusLine(room.status)).toContain(chatMessages.connected);
      expect(room.socket.attempts).toBe(1);

      room.socket.drop();
      expect(room.status).toBe("connecting");
      expect(statusLine(room.status)).toContain(chatMessages.connecting);
      expect(statusLine(room.status)).not.toContain(chatMessages.retry);

      // The retries, each later than the one before; still "Conectando ao chat…" until the fifth fails.
      for (const wait of [1000, 2000, 4000, 8000]) {
        const before = room.socket.attempts;
        vi.advanceTimersByTime(wait - 1);
        expect(room.socket.attempts).toBe(before);
        vi.advanceTimersByTime(1);
        expect(room.socket.attempts).toBe(before + 1);
        expect(room.status).toBe("connecting");
      }
      vi.advanceTimersByTime(8000);
      expect(room.socket.attempts).toBe(1 + 5);
      expect(room.status).toBe("offline");
      const offline = statusLine(room.status);
      expect(offline).toContain(chatMessages.offline);
      expect(offline).toMatch(new RegExp(`<button[^>]*>${chatMessages.retry}</button>`));

      // Offline, it stops trying: no more tries however long the page stays open.
      vi.advanceTimersByTime(10 * 60_000);
      expect(room.socket.attempts).toBe(6);
      expect(room.status).toBe("offline");

      // Meanwhile the store answered (the operator command, stored by the chat server).
      server.stored.push(stored(3, "Sai hoje sim, até as 17h."));
      room.socket.up = true;
      room.connection.retry();
      expect(room.status).toBe("connecting");
      expect(statusLine(room.status)).toContain(chatMessages.connecting);
      vi.advanceTimersByTime(0);
      expect(room.socket.attempts).toBe(7);
      expect(room.status).toBe("connected");
      expect(statusLine(room.status)).toContain(chatMessages.connected);
      expect(room.reads).toBe(1);
      expect(room.shown()).toEqual(["Olá! Como posso ajudar?", "O pedido sai hoje?", "Sai hoje sim, até as 17h."]);

      // A live answer, delivered twice (the socket's copy and again), shown once.
      const live = stored(4, "Já está separado.");
      server.stored.push(live);
      room.socket.serverSays("mensagem", live);
      room.socket.serverSays("mensagem", { ...live });
      expect(room.shown()).toEqual([
        "Olá! Como posso ajudar?",
        "O pedido sai hoje?",
        "Sai hoje sim, até as 17h.",
        "Já está separado.",
      ]);
      // ...and still once when the page's data is read again with it in it.
      room.socket.drop();
      room.socket.up = true;
      vi.advanceTimersByTime(1000);
      expect(room.status).toBe("connected");
      expect(room.reads).toBe(2);
      expect(room.shown().filter((texto) => texto === "Já está separado.")).toHaveLength(1);
      expect(room.shown()).toHaveLength(4);
      room.connection.close();
    },
  );

  it("reconnects within the retries by itself, reading what was said meanwhile once", () => {
    const server = { stored: [stored(1, "Olá! Como posso ajudar?")] };
    const room = openRoom(server);
    room.socket.drop();
    vi.advanceTimersByTime(1000 + 2000);
    expect(room.socket.attempts).toBe(3);
    server.stored.push(stored(2, "Seu pedido saiu para entrega."));
    room.socket.up = true;
    vi.advanceTimersByTime(4000);
    expect(room.status).toBe("connected");
    expect(room.statuses).not.toContain("offline");
    expect(room.reads).toBe(1);
    expect(room.shown()).toEqual(["Olá! Como posso ajudar?", "Seu pedido saiu para entrega."]);
    // Connected, the retries are done: nothing more is tried or read.
    vi.advanceTimersByTime(60_000);
    expect(room.socket.attempts).toBe(4);
    expect(room.reads).toBe(1);
    // A second drop counts its 5 retries afresh.
    room.socket.drop();
    vi.advanceTimersByTime(1000 + 2000 + 4000 + 8000 + 8000 - 1);
    expect(room.status).toBe("connecting");
    vi.advanceTimersByTime(1);
    expect(room.status).toBe("offline");
    expect(room.socket.attempts).toBe(4 + 5);
    room.connection.close();
  });

  it("a page whose socket never connected: 'Tentar de novo' tries 5 times afresh, and reads the page's data again once it connects", () => {
    const server = { stored: [stored(1, "Olá! Como posso ajudar?")] };
    // The chat server is down from the start: the page rendered from REST, the socket never connects.
    const room = openRoom({ ...server, down: true });
    vi.advanceTimersByTime(1000 + 2000 + 4000 + 8000 + 8000);
    expect(room.status).toBe("offline");
    expect(room.socket.attempts).toBe(6);
    // "Tentar de novo" while the chat server is still down: a try at once and 5 retries afresh.
    room.connection.retry();
    vi.advanceTimersByTime(0 + 1000 + 2000 + 4000 + 8000 + 8000 - 1);
    expect(room.status).toBe("connecting");
    vi.advanceTimersByTime(1);
    expect(room.status).toBe("offline");
    expect(room.socket.attempts).toBe(6 + 1 + 5);
    // The store answered while the page sat offline.
    server.stored.push(stored(2, "Pode deixar, já respondemos."));
    room.socket.up = true;
    room.connection.retry();
    vi.advanceTimersByTime(0);
    expect(room.status).toBe("connected");
    expect(room.reads).toBe(1);
    expect(room.shown()).toEqual(["Olá! Como posso ajudar?", "Pode deixar, já respondemos."]);
    room.connection.close();
  });

  it("the page closed stops the retries", () => {
    const room = openRoom({ stored: [] });
    room.socket.drop();
    room.connection.close();
    vi.advanceTimersByTime(60_000);
    expect(room.socket.attempts).toBe(1);
    expect(room.statuses.at(-1)).toBe("connecting");
  });
});
