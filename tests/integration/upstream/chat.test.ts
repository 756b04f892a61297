/**
 * Calls 83–87 of docs/upstream-api.md (docs/rules/account.md "Chat"): a client's rooms at
 * its supplier (a general one and one per order), their messages paged 30 at a time, sending
 * (idempotent, rate-limited) and marking a room read; and the operator's `chat-reply`, which answers
 * as the seller's attendant. A room is the client's: its users and a representative acting for it
 * share it; nobody else sees it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AuthenticationSchema } from "../../../app/models/account";
import { ChatRoomReadSchema } from "../../../app/models/chat/chat";
import { DEMO_PASSWORD } from "../../../upstream/seed/customers";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { UpstreamCliFailure, upstreamCli } from "../../support/upstream-cli";
import { V1 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { CHAT, chatCalls, clientMessageId } from "./chat-client";
import { AURORA_METHODS, placePickupOrder } from "./payments-client";

let api: CartUpstream;
let chat: ReturnType<typeof chatCalls>;
/** Ana (501) at aurora and casaverde; the company (502) at aurora by its principal login and by its user Júlia; the representative acting for Ana. */
let ana: Shopper;
let anaCasaVerde: Shopper;
let empresa: Shopper;
let julia: Shopper;
let representante: Shopper;
let loggedIn: DatabaseSnapshot;
/** The clock the server reads, held by the rate-limit test. */
let heldAt: Date | null = null;

const ANA_GERAL = "c501-geral";

beforeAll(async () => {
  api = await startCartUpstream({ now: () => heldAt ?? new Date() });
  chat = chatCalls(api);
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  anaCasaVerde = await api.shopper("cliente@exemplo.com.br", "casaverde");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  julia = await api.shopper("comprador@exemplo.com.br", "aurora");
  const rep = await api.call("POST", `${V1}/usuario/autenticar/representante`, {
    body: {
      cpf: "representante@exemplo.com.br",
      senha: DEMO_PASSWORD,
      idfornecedor: "aurora",
      loginAsRepresentante: true,
    },
  });
  const access = await api.ok(
    AuthenticationSchema,
    api.call("GET", "/v4/acessorepresentante/501", { token: ((await rep.json()) as { token: string }).token }),
  );
  representante = { token: access.token, idcliente: 501, supplier: "aurora" };
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  heldAt = null;
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api?.stop();
});

describe("call 83: the client's rooms", () => {
  it("lists Ana's general room with the seeded conversation and its unread answer", async () => {
    const answer = await chat.rooms(ana);
    expect(answer.total).toBe(1);
    expect(answer.notificacoes).toBe(1);
    expect(answer.salas).toEqual([
      {
        sala: ANA_GERAL,
        canal: "GERAL",
        numpedido: null,
        idcliente: 501,
        titulo: "Conversa com a loja",
        total_mensagens: 2,
        naoLidas: 1,
        ultimaMensagem: {
          texto: expect.stringContaining("Entregamos de segunda a sexta"),
          enviadaEm: expect.any(String),
        },
      },
    ]);
  });

  it("lists a general room even before anyone wrote in it, shared by a company's users", async () => {
    const answer = await chat.rooms(empresa);
    expect(answer).toEqual({
      salas: [expect.objectContaining({ sala: "c502-geral", total_mensagens: 0, naoLidas: 0, ultimaMensagem: null })],
      notificacoes: 0,
      total: 1,
    });
    expect(await chat.rooms(julia)).toEqual(answer);
    expect((await chat.rooms(anaCasaVerde)).salas.map((room) => [room.sala, room.total_mensagens])).toEqual([
      [ANA_GERAL, 0],
    ]);
  });

  it("puts the room with the newest message first", async () => {
    const { numpedido } = await placePickupOrder(api, ana, { idformapagamento: AURORA_METHODS.pix });
    const order = await chat.open(ana, Number(numpedido));
    expect((await chat.rooms(ana)).salas.map((room) => room.sala)).toEqual([ANA_GERAL, order.sala]);
    await chat.send(ana, order.sala, "O pedido sai hoje?");
    expect((await chat.rooms(ana)).salas.map((room) => room.sala)).toEqual([order.sala, ANA_GERAL]);
    expect((await chat.rooms(ana, "&page=2&perpage=1")).salas.map((room) => room.sala)).toEqual([ANA_GERAL]);
  });

  it("refuses no session, another client, another supplier, an unknown one and no idcliente", async () => {
    expect(await api.fails(api.call("GET", `${CHAT}/aurora/salas?idcliente=501`), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("GET", `${CHAT}/aurora/salas?idcliente=502`, { token: ana.token }), 403)).toBe(
      "Acesso não permitido.",
    );
    await api.fails(api.call("GET", `${CHAT}/bomsabor/salas?idcliente=501`, { token: ana.token }), 403);
    await api.fails(api.call("GET", `${CHAT}/nenhum/salas?idcliente=501`, { token: ana.token }), 404);
    await api.fails(api.call("GET", `${CHAT}/aurora/salas`, { token: ana.token }), 400);
    await api.fails(api.call("GET", `${CHAT}/aurora/salas?idcliente=501&perpage=101`, { token: ana.token }), 400);
  });
});

describe("call 84: opening a room", () => {
  it("answers the general room, and opens an order's room once", async () => {
    expect((await chat.open(ana)).sala).toBe(ANA_GERAL);
    const { numpedido } = await placePickupOrder(api, ana, { idformapagamento: AURORA_METHODS.pix });
    const room = await chat.open(ana, Number(numpedido));
    expect(room).toEqual({
      sala: `c501-p${numpedido}`,
      canal: "PEDIDO",
      numpedido: Number(numpedido),
      idcliente: 501,
      titulo: `Pedido ${numpedido}`,
      total_mensagens: 0,
      naoLidas: 0,
      ultimaMensagem: null,
    });
    expect(await chat.open(ana, Number(numpedido))).toEqual(room);
    expect(await chat.open(representante, Number(numpedido))).toEqual(room);
    expect((await chat.rooms(ana)).total).toBe(2);
  });

  it("refuses another client's order, an unknown one, another client and a malformed body", async () => {
    const { numpedido } = await placePickupOrder(api, empresa, { idformapagamento: AURORA_METHODS.pix });
    const open = (body: unknown, who = ana) => api.call("POST", `${CHAT}/aurora/salas`, { token: who.token, body });
    expect(await api.fails(open({ canal: "PEDIDO", numpedido, idcliente: 501 }), 404)).toBe("Pedido não encontrado.");
    expect(await api.fails(open({ canal: "PEDIDO", numpedido: 99999, idcliente: 501 }), 404)).toBe(
      "Pedido não encontrado.",
    );
    await api.fails(open({ canal: "GERAL", numpedido: null, idcliente: 502 }), 403);
    expect(await api.fails(open({ canal: "PEDIDO", numpedido: null, idcliente: 501 }), 400)).toBe(
      "Corpo da requisição inválido: numpedido.",
    );
    await api.fails(open({ canal: "OUTRO", numpedido: null, idcliente: 501 }), 400);
    await api.fails(api.call("POST", `${CHAT}/aurora/salas`, { body: { canal: "GERAL", idcliente: 501 } }), 401);
  });
});

describe("call 85: a room's messages", () => {
  it("pages 30 at a time, the newest page first, each page oldest first", async () => {
    for (let n = 1; n <= 65; n += 1)
      await chat.reply("--client", "502", "--supplier", "aurora", "--text", `Mensagem ${n}`);
    const texts = async (query: string) =>
      (await chat.messages(empresa, "c502-geral", query)).mensagens.map((m) => m.texto);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Mensagem ${from + i}`);
    const first = await chat.messages(empresa, "c502-geral");
    expect([first.page, first.perpage, first.total, first.sala.total_mensagens]).toEqual([1, 30, 65, 65]);
    expect(first.mensagens.map((m) => m.texto)).toEqual(range(36, 65));
    expect(await texts("?page=2")).toEqual(range(6, 35));
    expect(await texts("?page=3")).toEqual(range(1, 5));
    expect(await texts("?page=4")).toEqual([]);
    expect(await texts("?page=2&perpage=10")).toEqual(range(46, 55));
  });

  it("answers each message with its author and whether the other side read it", async () => {
    const { mensagens } = await chat.messages(ana, ANA_GERAL);
    expect(mensagens.map((m) => [m.autor, m.nomeAutor, m.lida, m.idMensagemCliente])).toEqual([
      ["CLIENTE", "Ana Beatriz Souza", true, null],
      ["ATENDENTE", "Atendimento Distribuidora Aurora", false, null],
    ]);
    expect(mensagens[0]?.id).toBeLessThan(mensagens[1]?.id ?? 0);
  });

  it("answers 404 for another client's room, an unknown or malformed one, and 400 for a bad page", async () => {
    const messages = (sala: string, who = ana, query = "") =>
      api.call("GET", `${CHAT}/aurora/salas/${sala}/mensagens${query}`, { token: who.token });
    await chat.open(empresa);
    expect(await api.fails(messages("c502-geral"), 404)).toBe("Conversa não encontrada.");
    expect(await api.fails(messages(ANA_GERAL, anaCasaVerde), 403)).toBe("Acesso não permitido.");
    await api.fails(messages("c501-p99999"), 404);
    await api.fails(messages("x".repeat(65)), 404);
    await api.fails(messages("c501.geral"), 404);
    await api.fails(messages(ANA_GERAL, ana, "?perpage=0"), 400);
    await api.fails(messages(ANA_GERAL, ana, "?page=abc"), 400);
    await api.fails(api.call("GET", `${CHAT}/aurora/salas/${ANA_GERAL}/mensagens`), 401);
  });
});

describe("call 86: sending a message", () => {
  it("stores the message as the client's, trimmed, and answers 201", async () => {
    const idMensagemCliente = clientMessageId();
    const response = await chat.post(ana, ANA_GERAL, {
      texto: "  <b>Oi</b> <script>alert(1)</script>\r\nlinha 2  ",
      idMensagemCliente,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      sala: ANA_GERAL,
      autor: "CLIENTE",
      nomeAutor: "Ana Beatriz Souza",
      texto: "<b>Oi</b> <script>alert(1)</script>\nlinha 2",
      enviadaEm: expect.any(String),
      lida: false,
      idMensagemCliente,
    });
    expect((await chat.messages(ana, ANA_GERAL)).total).toBe(3);
  });

  it("stores a retry with the same idMensagemCliente once, answering 200 with the stored message", async () => {
    const body = { texto: "Vocês têm nota fiscal?", idMensagemCliente: clientMessageId() };
    const first = await chat.post(ana, ANA_GERAL, body);
    expect(first.status).toBe(201);
    const stored: unknown = await first.json();
    const retry = await chat.post(representante, ANA_GERAL, { ...body, texto: "outro texto" });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(stored);
    expect((await chat.messages(ana, ANA_GERAL)).total).toBe(3);
  });

  it("names who wrote: a company's user, a representative acting for the client", async () => {
    expect(await chat.send(julia, "c502-geral", "Bom dia")).toMatchObject({
      autor: "CLIENTE",
      nomeAutor: "Júlia Martins",
    });
    expect(await chat.send(empresa, "c502-geral", "Bom dia")).toMatchObject({
      autor: "CLIENTE",
      nomeAutor: "Mercado Boa Compra Ltda.",
    });
    expect(await chat.send(representante, ANA_GERAL, "Falei com a Ana")).toMatchObject({
      autor: "REPRESENTANTE",
      nomeAutor: expect.stringMatching(/\S/),
    });
  });

  it("refuses empty, blank, too long and control-character texts, and a missing or malformed idMensagemCliente", async () => {
    const refuse = async (body: unknown) => api.fails(chat.post(ana, ANA_GERAL, body), 400);
    const id = clientMessageId();
    expect(await refuse({ texto: "", idMensagemCliente: id })).toBe("Corpo da requisição inválido: texto.");
    expect(await refuse({ texto: " \n\t ", idMensagemCliente: id })).toBe("Corpo da requisição inválido: texto.");
    expect(await refuse({ texto: "a".repeat(2001), idMensagemCliente: id })).toBe(
      "Corpo da requisição inválido: texto.",
    );
    expect(await refuse({ texto: "ç".repeat(10_000), idMensagemCliente: id })).toBe(
      "Corpo da requisição inválido: texto.",
    );
    expect(await refuse({ texto: "a\u0000b", idMensagemCliente: id })).toBe("Corpo da requisição inválido: texto.");
    expect(await refuse({ texto: "Oi" })).toBe("Corpo da requisição inválido: idMensagemCliente.");
    expect(await refuse({ texto: "Oi", idMensagemCliente: "não/vale" })).toBe(
      "Corpo da requisição inválido: idMensagemCliente.",
    );
    expect(await refuse("{ nada")).toBe("Corpo da requisição inválido.");
    expect((await chat.post(ana, ANA_GERAL, { texto: "a".repeat(2000), idMensagemCliente: id })).status).toBe(201);
  });

  it("answers 404 for another client's room and 401 without a session", async () => {
    await chat.open(empresa);
    const body = { texto: "Oi", idMensagemCliente: clientMessageId() };
    expect(await api.fails(chat.post(ana, "c502-geral", body), 404)).toBe("Conversa não encontrada.");
    await api.fails(api.call("POST", `${CHAT}/aurora/salas/${ANA_GERAL}/mensagens`, { body }), 401);
    expect((await chat.messages(empresa, "c502-geral")).total).toBe(0);
  });

  it("refuses an eleventh message within 5 seconds with 429, a retry still answered, and takes messages again after", async () => {
    heldAt = new Date();
    const ids = Array.from({ length: 11 }, () => clientMessageId());
    for (const id of ids.slice(0, 10)) {
      expect((await chat.post(ana, ANA_GERAL, { texto: "Oi", idMensagemCliente: id })).status).toBe(201);
    }
    expect((await chat.post(julia, "c502-geral", { texto: "Oi", idMensagemCliente: ids[10] })).status).toBe(201);
    expect(await api.fails(chat.post(representante, ANA_GERAL, { texto: "Oi", idMensagemCliente: ids[10] }), 429)).toBe(
      "Muitas mensagens em pouco tempo. Aguarde um instante.",
    );
    expect((await chat.post(ana, ANA_GERAL, { texto: "Oi", idMensagemCliente: ids[0] })).status).toBe(200);
    heldAt = new Date(heldAt.getTime() + 5001);
    expect((await chat.post(ana, ANA_GERAL, { texto: "Oi", idMensagemCliente: ids[10] })).status).toBe(201);
  });
});

describe("call 87: marking a room read", () => {
  it("reads the attendant's messages, and the attendant reads the client's when it answers", async () => {
    const read = await api.ok(ChatRoomReadSchema, chat.read(ana, ANA_GERAL));
    expect(read).toEqual({ sala: ANA_GERAL, naoLidas: 0, notificacoes: 0 });
    expect((await chat.messages(ana, ANA_GERAL)).mensagens.map((m) => m.lida)).toEqual([true, true]);
    const mine = await chat.send(ana, ANA_GERAL, "Obrigada!");
    expect(mine.lida).toBe(false);
    await chat.reply("--client", "501", "--supplier", "aurora", "--text", "Por nada!");
    const after = await chat.messages(ana, ANA_GERAL);
    expect(after.mensagens.map((m) => [m.texto, m.lida])).toEqual([
      [expect.any(String), true],
      [expect.any(String), true],
      ["Obrigada!", true],
      ["Por nada!", false],
    ]);
    expect((await chat.rooms(ana)).notificacoes).toBe(1);
  });

  it("answers 404 for another client's room and 401 without a session", async () => {
    await chat.open(empresa);
    await api.fails(chat.read(ana, "c502-geral"), 404);
    await api.fails(api.call("POST", `${CHAT}/aurora/salas/${ANA_GERAL}/lidas`), 401);
  });
});

describe("chat-reply: the seller's attendant answers", () => {
  it("answers in an order's room, opening it, and in a client's general room", async () => {
    const { numpedido } = await placePickupOrder(api, ana, { idformapagamento: AURORA_METHODS.pix });
    const said = await chat.reply("--order", String(numpedido), "--text", "Sai hoje à tarde.");
    expect(said).toContain(`c501-p${numpedido}`);
    const room = await chat.messages(ana, `c501-p${numpedido}`);
    expect(room.sala.titulo).toBe(`Pedido ${numpedido}`);
    expect(room.mensagens.map((m) => [m.autor, m.nomeAutor, m.texto])).toEqual([
      ["ATENDENTE", "Atendimento Distribuidora Aurora", "Sai hoje à tarde."],
    ]);
    expect((await chat.rooms(ana)).notificacoes).toBe(2);
  });

  it("refuses wrong usage, an unknown order, client or supplier, and an empty text, with exit code 2", async () => {
    const dataDir = api.upstream.dataDir;
    for (const args of [
      ["--order", "10001"],
      ["--text", "Oi"],
      ["--order", "10001", "--client", "501", "--supplier", "aurora", "--text", "Oi"],
      ["--client", "501", "--text", "Oi"],
      ["--order", "99999", "--text", "Oi"],
      ["--client", "9999", "--supplier", "aurora", "--text", "Oi"],
      ["--client", "501", "--supplier", "nenhum", "--text", "Oi"],
      ["--client", "501", "--supplier", "aurora", "--text", "   "],
    ]) {
      const failure = await upstreamCli(dataDir, "chat-reply", ...args).catch((error: unknown) => error);
      expect(failure, args.join(" ")).toBeInstanceOf(UpstreamCliFailure);
      expect((failure as UpstreamCliFailure).code).toBe(2);
    }
    expect(await upstreamCli(dataDir, "help")).toContain(
      "chat-reply (--order <número> | --client <idcliente> --supplier <slug>) --text <texto>",
    );
  });
});
