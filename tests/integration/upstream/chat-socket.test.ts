/**
 * Call 88 of docs/upstream-api.md (docs/rules/account.md "Chat"): the chat's socket.io server on
 * the upstream's port, websocket transport only. It takes the login's token, its jwttoken or a
 * representative's access token, refuses any other with connect_error "Sessão expirada", answers
 * handshake / handshake-room, and delivers each message to its room's sockets only, those the
 * operator command stores from another connection included.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AuthenticationSchema } from "../../../app/models/account";
import { CHAT_EVENTS, ChatNotificationsSchema, HandshakeSuccessSchema } from "../../../app/models/chat/chat-socket";
import { ChatMessageSchema } from "../../../app/models/chat/chat";
import { signJwt } from "../../../upstream/jwt";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { upstreamCli } from "../../support/upstream-cli";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { startAccountsUpstream } from "./accounts-client";
import { chatCalls, chatSocket, events, type TestSocket } from "./chat-client";
import { AURORA_METHODS, placePickupOrder } from "./payments-client";

let api: CartUpstream;
let chat: ReturnType<typeof chatCalls>;
let ana: Shopper;
let empresa: Shopper;
let loggedIn: DatabaseSnapshot;
const sockets: TestSocket[] = [];

const ANA_GERAL = "c501-geral";

beforeAll(async () => {
  api = await startCartUpstream();
  chat = chatCalls(api);
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api?.stop();
});

const open = (token: string) => {
  const socket = chatSocket(api.upstream.url, token);
  sockets.push(socket);
  return socket;
};

/** A socket of the token that emitted handshake-room (or handshake) and got handshake-success. */
async function joined(token: string, sala?: string): Promise<TestSocket> {
  const socket = open(token);
  if (sala === undefined) socket.socket.emit(CHAT_EVENTS.handshake);
  else socket.socket.emit(CHAT_EVENTS.handshakeRoom, { sala });
  HandshakeSuccessSchema.parse(await socket.next(CHAT_EVENTS.handshakeSuccess));
  return socket;
}

describe("authentication", () => {
  it("takes the login's token, its jwttoken and a representative's access token", async () => {
    const login = await api.login("cliente@exemplo.com.br");
    for (const token of [login.token, login.jwttoken ?? ""]) {
      const socket = open(token);
      socket.socket.emit(CHAT_EVENTS.handshake);
      expect(await socket.next(CHAT_EVENTS.handshakeSuccess)).toEqual({ idcliente: 501, notificacoes: 1 });
    }
    const rep = await api.call("POST", "/v1/app/token-de-teste/usuario/autenticar/representante", {
      body: {
        cpf: "representante@exemplo.com.br",
        senha: "demo1234",
        idfornecedor: "aurora",
        loginAsRepresentante: true,
      },
    });
    const access = await api.ok(
      AuthenticationSchema,
      api.call("GET", "/v4/acessorepresentante/502", { token: ((await rep.json()) as { token: string }).token }),
    );
    const socket = open(access.token);
    socket.socket.emit(CHAT_EVENTS.handshake);
    expect(await socket.next(CHAT_EVENTS.handshakeSuccess)).toEqual({ idcliente: 502, notificacoes: 0 });
  });

  it("refuses an unknown, forged, expired or ended token with connect_error Sessão expirada", async () => {
    const login = await api.login("cliente@exemplo.com.br");
    const forged = signJwt(
      { idcliente: 501, idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01", exp: 4102444800 },
      "outro-segredo",
    );
    const aged = await api.login("cliente@exemplo.com.br");
    api.age(aged.token);
    await upstreamCli(api.upstream.dataDir, "expire-sessions", "--email", "empresa@exemplo.com.br");
    const company = await api.login("empresa@exemplo.com.br");
    await upstreamCli(api.upstream.dataDir, "expire-sessions", "--email", "empresa@exemplo.com.br");
    for (const token of [
      "token-qualquer",
      `${login.token}x`,
      forged,
      aged.token,
      company.token,
      company.jwttoken ?? "",
      "",
    ]) {
      const socket = open(token);
      expect(await socket.next("connect_error"), token).toEqual({ message: "Sessão expirada" });
      expect(socket.socket.connected).toBe(false);
    }
  });

  it("takes the token from the query when auth has none", async () => {
    const { io } = await import("socket.io-client");
    const socket = io(api.upstream.url, {
      transports: ["websocket"],
      query: { token: ana.token },
      reconnection: false,
      forceNew: true,
    });
    try {
      const success = new Promise((resolve) => socket.once(CHAT_EVENTS.handshakeSuccess, resolve));
      socket.emit(CHAT_EVENTS.handshake);
      expect(await success).toEqual({ idcliente: 501, notificacoes: 1 });
    } finally {
      socket.close();
    }
  });
});

describe("handshake-room", () => {
  it("joins a room of the client's, and refuses another client's or a malformed one without joining it", async () => {
    const socket = open(ana.token);
    socket.socket.emit(CHAT_EVENTS.handshakeRoom, { sala: ANA_GERAL });
    expect(await socket.next(CHAT_EVENTS.handshakeSuccess)).toEqual({
      idcliente: 501,
      notificacoes: 1,
      sala: ANA_GERAL,
    });
    await chat.open(empresa);
    for (const payload of [{ sala: "c502-geral" }, { sala: "../x" }, "c501-geral", null]) {
      socket.socket.emit(CHAT_EVENTS.handshakeRoom, payload);
      expect(await socket.next(CHAT_EVENTS.handshakeError)).toEqual({ mensagem: "Conversa não encontrada." });
    }
    await chat.send(empresa, "c502-geral", "Só para a empresa");
    const mine = await chat.send(ana, ANA_GERAL, "Para a Ana");
    expect(await socket.next(CHAT_EVENTS.message)).toEqual(mine);
    expect(events(socket.received, CHAT_EVENTS.message)).toEqual([mine]);
  });
});

describe("delivery", () => {
  it("delivers a message to every socket of its room, and to no socket of another room or client", async () => {
    const { numpedido } = await placePickupOrder(api, ana, { idformapagamento: AURORA_METHODS.pix });
    const order = await chat.open(ana, Number(numpedido));
    const tab1 = await joined(ana.token, ANA_GERAL);
    const tab2 = await joined(ana.token, ANA_GERAL);
    const orderTab = await joined(ana.token, order.sala);
    const lobby = await joined(ana.token);
    const company = await joined(empresa.token, "c502-geral");
    const sent = await chat.send(ana, ANA_GERAL, "O pedido sai hoje?");
    expect(ChatMessageSchema.parse(await tab1.next(CHAT_EVENTS.message))).toEqual(sent);
    expect(await tab2.next(CHAT_EVENTS.message)).toEqual(sent);
    const inOrder = await chat.send(ana, order.sala, "E este?");
    expect(await orderTab.next(CHAT_EVENTS.message)).toEqual(inOrder);
    // The company's own message arrives at its socket after Ana's two: had they reached it, they would be first.
    const theirs = await chat.send(empresa, "c502-geral", "Bom dia");
    expect(await company.next(CHAT_EVENTS.message)).toEqual(theirs);
    expect(events(company.received, CHAT_EVENTS.message)).toEqual([theirs]);
    expect(events(tab1.received, CHAT_EVENTS.message)).toEqual([sent]);
    expect(events(orderTab.received, CHAT_EVENTS.message)).toEqual([inOrder]);
    expect(events(lobby.received, CHAT_EVENTS.message)).toEqual([]);
  });

  it("delivers the operator's answer, stored by another connection, with the room read and the client's unread total", async () => {
    const room = await joined(ana.token, ANA_GERAL);
    const lobby = await joined(ana.token);
    await chat.send(ana, ANA_GERAL, "Vocês entregam sábado?");
    await room.next(CHAT_EVENTS.message);
    await chat.reply("--client", "501", "--supplier", "aurora", "--text", "Sábado não, só de segunda a sexta.");
    const answer = ChatMessageSchema.parse(await room.next(CHAT_EVENTS.message));
    expect(answer).toMatchObject({ autor: "ATENDENTE", texto: "Sábado não, só de segunda a sexta.", sala: ANA_GERAL });
    expect(await room.next(CHAT_EVENTS.read)).toEqual({ sala: ANA_GERAL });
    expect(ChatNotificationsSchema.parse(await lobby.next(CHAT_EVENTS.notifications))).toEqual({ notificacoes: 2 });
    expect(events(lobby.received, CHAT_EVENTS.message)).toEqual([]);
    await chat.read(ana, ANA_GERAL);
    expect(await lobby.next(CHAT_EVENTS.notifications)).toEqual({ notificacoes: 0 });
  });

  it("lets a socket go when its session ended since it connected", async () => {
    const login = await api.login("empresa@exemplo.com.br");
    const socket = await joined(login.token);
    await upstreamCli(api.upstream.dataDir, "expire-sessions", "--email", "empresa@exemplo.com.br");
    socket.socket.emit(CHAT_EVENTS.handshakeRoom, { sala: "c502-geral" });
    expect(await socket.next(CHAT_EVENTS.handshakeError)).toEqual({ mensagem: "Sessão expirada" });
  });

  it("lets a socket go within seconds when its session ends, without waiting for its next handshake", async () => {
    const login = await api.login("empresa@exemplo.com.br");
    const socket = await joined(login.token);
    const disconnected = new Promise((resolve) => socket.socket.once("disconnect", resolve));
    await upstreamCli(api.upstream.dataDir, "expire-sessions", "--email", "empresa@exemplo.com.br");
    expect(await socket.next(CHAT_EVENTS.handshakeError)).toEqual({ mensagem: "Sessão expirada" });
    expect(await disconnected).toBe("io server disconnect");
  });
});

describe("closing", () => {
  it("disconnects its sockets and closes while they are connected", async () => {
    const other = await startAccountsUpstream();
    const login = await other.login("cliente@exemplo.com.br");
    const socket = chatSocket(other.upstream.url, login.token);
    sockets.push(socket);
    socket.socket.emit(CHAT_EVENTS.handshakeRoom, { sala: ANA_GERAL });
    await socket.next(CHAT_EVENTS.handshakeSuccess);
    const disconnected = new Promise((resolve) => socket.socket.once("disconnect", resolve));
    await other.stop();
    expect(await disconnected).toBe("io server disconnect");
  });
});
