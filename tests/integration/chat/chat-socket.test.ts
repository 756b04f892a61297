/**
 * The chat socket through the storefront (docs/rules/account.md "Chat"; docs/upstream-api.md §88;
 * ADR 0040): a browser's socket.io-client connects to the storefront's own origin with its cookies
 * (websocket only), and the storefront's proxy opens the chat server's socket with the upstream
 * token and relays the handshake and the events. Refused: no session, a page of another site, a
 * room not the client's, an expired session, a flood; the chat server down is said as such.
 * The chat server is the embedded reference upstream itself (CHAT_URL names it).
 */
import { io, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SUPPLIER_IDS } from "../../../upstream/seed/suppliers";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { hrefs } from "../../support/html";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import type { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";
import { ANA, EMPRESA, aurora } from "../orders/aurora-orders";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
let seeded: DatabaseSnapshot;
let helpers: ReturnType<typeof aurora>;
const open: Socket[] = [];

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    env: {
      APP_TOKEN: upstream.appToken,
      // The fault-injecting proxy in front of the REST calls carries no websocket: the chat server is the upstream itself.
      CHAT_URL: upstream.realUrl,
      AUTH_ATTEMPTS_PER_IP: "5000",
      AUTH_ATTEMPTS_PER_ACCOUNT: "1000",
      PUBLIC_CACHE: "false",
    },
  });
  helpers = aurora(server, upstream.appToken);
  seeded = snapshotDatabase(upstream.dataDir);
});

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
  upstream.setFault({ mode: "pass" });
  seeded.restore();
});

afterAll(async () => {
  seeded?.discard();
  await server?.stop();
  await upstream?.close();
});

const AURORA = SUPPLIER_IDS.aurora;

/** A browser's socket to the storefront (the page's origin and cookies), not connected yet. */
function browserSocket(
  who: Shopper | null,
  { origin = server.url, idfornecedor = AURORA }: { origin?: string; idfornecedor?: string } = {},
): Socket {
  const socket = io(server.url, {
    path: "/chat-socket/",
    transports: ["websocket"],
    auth: { idfornecedor },
    reconnection: false,
    autoConnect: false,
    forceNew: true,
    extraHeaders: { Origin: origin, ...(who ? { Cookie: who.cookieHeader() } : {}) },
  });
  open.push(socket);
  return socket;
}

/** The first `event` the socket gets (or its connect_error), within `ms`. */
function next<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function connected(who: Shopper): Promise<Socket> {
  const socket = browserSocket(who);
  const up = next(socket, "connect");
  socket.connect();
  await up;
  return socket;
}

/** A socket joined to the room (handshake-room answered by handshake-success). */
async function inRoom(who: Shopper, sala: string): Promise<Socket> {
  const socket = await connected(who);
  const joined = next(socket, "handshake-success");
  socket.emit("handshake-room", { sala });
  await joined;
  return socket;
}

async function refusal(socket: Socket): Promise<string> {
  const refused = next<Error>(socket, "connect_error");
  socket.connect();
  return (await refused).message;
}

async function generalRoom(who: Shopper): Promise<string> {
  const link = hrefs(await helpers.page(who, "/aurora/chat")).find((href) => /^\/aurora\/chat\/[^/?]+$/.test(href));
  if (!link) throw new Error("no room listed");
  return link.slice("/aurora/chat/".length);
}

describe("connecting through the storefront", () => {
  it("a logged-in shopper joins their room and gets handshake-success with the unread total", async () => {
    const ana = await helpers.logIn(ANA);
    const sala = await generalRoom(ana);
    const socket = await connected(ana);
    const success = next<{ idcliente: number; notificacoes: number; sala?: string }>(socket, "handshake-success");
    socket.emit("handshake-room", { sala });
    expect(await success).toMatchObject({ idcliente: 501, sala });
  });

  it("a company's user connects with their own token and joins the company's room", async () => {
    const julia = await helpers.logIn("comprador@exemplo.com.br");
    const sala = await generalRoom(julia);
    const socket = await connected(julia);
    const success = next<{ idcliente: number; sala?: string }>(socket, "handshake-success");
    socket.emit("handshake-room", { sala });
    expect(await success).toMatchObject({ idcliente: 502, sala });
  });

  it("refuses a socket without a session, or for another supplier than the session's", async () => {
    expect(await refusal(browserSocket(null))).toBe("Sessão expirada");
    const ana = await helpers.logIn(ANA);
    expect(await refusal(browserSocket(ana, { idfornecedor: SUPPLIER_IDS.bomsabor }))).toBe("Sessão expirada");
  });

  it("a login holds at most 5 sockets at once: the sixth is refused, and one closed makes room", async () => {
    const ana = await helpers.logIn(ANA);
    const five = [];
    for (let tab = 0; tab < 5; tab++) five.push(await connected(ana));
    expect(await refusal(browserSocket(ana))).toBe("Chat indisponível");
    five[0]!.close();
    await expect
      .poll(async () => {
        const again = browserSocket(ana);
        const outcome = Promise.race([
          next(again, "connect").then(() => "connected"),
          next<Error>(again, "connect_error").then((error) => error.message),
        ]);
        again.connect();
        const result = await outcome;
        again.close();
        return result;
      })
      .toBe("connected");
  });

  it("refuses a socket opened from another site's page", async () => {
    const ana = await helpers.logIn(ANA);
    const socket = browserSocket(ana, { origin: "https://evil.example" });
    await refusal(socket);
    expect(socket.connected).toBe(false);
  });

  it("says the session expired when the chat server refuses the token", async () => {
    const ana = await helpers.logIn(ANA);
    await upstreamCli(upstream.dataDir, "expire-sessions", "--email", ANA);
    expect(await refusal(browserSocket(ana))).toBe("Sessão expirada");
  });
});

describe("rooms and delivery", () => {
  it("a message sent from another browser of the client arrives live in the room, once", async () => {
    const ana = await helpers.logIn(ANA);
    const sala = await generalRoom(ana);
    const socket = await inRoom(ana, sala);
    const arrived: { texto: string; autor: string }[] = [];
    socket.on("mensagem", (message: { texto: string; autor: string }) => arrived.push(message));
    const first = next<{ texto: string; autor: string }>(socket, "mensagem");
    const other = ana.clone();
    expect(
      (await other.post(`/aurora/chat/${sala}`, { texto: "Chegou?", idMensagemCliente: "outra-aba-1" })).status,
    ).toBe(303);
    expect(await first).toMatchObject({ texto: "Chegou?", autor: "CLIENTE", sala });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(arrived.filter((message) => message.texto === "Chegou?")).toHaveLength(1);
  });

  it("the store's answer by the operator command arrives within a couple of seconds, with the unread total", async () => {
    const ana = await helpers.logIn(ANA);
    const sala = await generalRoom(ana);
    const socket = await inRoom(ana, sala);
    const message = next<{ texto: string; autor: string; nomeAutor: string }>(socket, "mensagem", 4000);
    const unread = next<{ notificacoes: number }>(socket, "notificacoes", 4000);
    await upstreamCli(
      upstream.dataDir,
      "chat-reply",
      "--client",
      "501",
      "--supplier",
      "aurora",
      "--text",
      "Entregamos sábado.",
    );
    expect(await message).toMatchObject({ texto: "Entregamos sábado.", autor: "ATENDENTE" });
    expect((await unread).notificacoes).toBeGreaterThan(0);
  });

  it("another client's room is refused (handshake-error), and its messages never reach the socket", async () => {
    const ana = await helpers.logIn(ANA);
    const anaRoom = await generalRoom(ana);
    const empresa = await helpers.logIn(EMPRESA);
    const socket = await connected(empresa);
    const refused = next<{ mensagem: string }>(socket, "handshake-error");
    socket.emit("handshake-room", { sala: anaRoom });
    expect(await refused).toEqual({ mensagem: "Conversa não encontrada." });
    const leaked: unknown[] = [];
    socket.on("mensagem", (message: unknown) => leaked.push(message));
    const anaSocket = await inRoom(ana, anaRoom);
    const delivered = next(anaSocket, "mensagem");
    expect(
      (await ana.post(`/aurora/chat/${anaRoom}`, { texto: "Só minha", idMensagemCliente: "so-minha" })).status,
    ).toBe(303);
    await delivered;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leaked).toEqual([]);
  });

  it("a room id that is none is refused by the storefront itself", async () => {
    const ana = await helpers.logIn(ANA);
    const socket = await connected(ana);
    const refused = next<{ mensagem: string }>(socket, "handshake-error");
    socket.emit("handshake-room", { sala: "../salas" });
    expect(await refused).toEqual({ mensagem: "Conversa não encontrada." });
  });

  it("a browser socket that floods is closed, and the chat server's with it", async () => {
    const ana = await helpers.logIn(ANA);
    const socket = await connected(ana);
    const closed = next<string>(socket, "disconnect");
    for (let n = 0; n < 40; n++) socket.emit("handshake");
    expect(await closed).toBe("io server disconnect");
  });
});

describe("the chat server down", () => {
  let lonely: StorefrontServer;
  beforeAll(async () => {
    lonely = await startStorefront({
      apiBaseUrl: upstream.url,
      env: { APP_TOKEN: upstream.appToken, CHAT_URL: "http://127.0.0.1:9", PUBLIC_CACHE: "false" },
    });
  });
  afterAll(async () => {
    await lonely?.stop();
  });

  it("refuses the browser's socket saying the chat is unavailable, not that the session expired", async () => {
    const { Shopper } = await import("../../support/shopper");
    const ana = new Shopper(lonely.url);
    expect((await ana.post("/aurora/entrar", { login: ANA, senha: "demo1234" })).status).toBe(303);
    const socket = io(lonely.url, {
      path: "/chat-socket/",
      transports: ["websocket"],
      auth: { idfornecedor: AURORA },
      reconnection: false,
      forceNew: true,
      extraHeaders: { Origin: lonely.url, Cookie: ana.cookieHeader() },
    });
    open.push(socket);
    expect((await next<Error>(socket, "connect_error", 8000)).message).toBe("Chat indisponível");
  });
});
