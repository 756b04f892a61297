import { describe, expect, it } from "vitest";
import * as contract from "~/models/chat/chat";
import { CHAT_PAGE_SIZE, CHAT_SOCKET_RETRIES, isRoomId, MAX_CHAT_TEXT } from "~/models/chat/chat-limits";
import { TolerantChatMessagePageSchema, TolerantChatRoomListSchema } from "~/models/chat/chat-room";
import { readChatText } from "~/models/chat/chat-text";
import {
  authorLabel,
  byActivity,
  chatMessageView,
  mergeMessages,
  readLiveMessage,
  unreadLabel,
} from "~/models/chat/chat-view";
import type { ChatMessage, ChatRoom } from "~/models/chat/chat";
import { chatMessages } from "~/models/messages/chat";

const message = (fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  sala: "c501-geral",
  autor: "CLIENTE",
  nomeAutor: "Ana Beatriz Souza",
  texto: "Vocês entregam no sábado?",
  enviadaEm: "2026-11-23T12:00:00.000Z",
  lida: false,
  idMensagemCliente: "abc",
  ...fields,
});

const room = (sala: string, enviadaEm: string | null): ChatRoom => ({
  sala,
  canal: "GERAL",
  numpedido: null,
  idcliente: 501,
  titulo: sala,
  total_mensagens: enviadaEm ? 1 : 0,
  naoLidas: 0,
  ultimaMensagem: enviadaEm ? { texto: "oi", enviadaEm } : null,
});

// docs/rules/account.md "Chat": 30 messages a page, 5 tries of the socket; §82 texts of 1 to 2000 characters.
describe("the chat's bounds", () => {
  it("are the contract's figures, in the browser's zod-free copy", () => {
    expect(CHAT_PAGE_SIZE).toBe(contract.CHAT_PAGE_SIZE);
    expect(MAX_CHAT_TEXT).toBe(contract.MAX_CHAT_TEXT);
    expect(CHAT_SOCKET_RETRIES).toBe(5);
  });

  it.each<[unknown, boolean]>([
    ["c501-geral", true],
    ["A_b-9", true],
    ["x".repeat(64), true],
    ["x".repeat(65), false],
    ["", false],
    ["c501/geral", false],
    ["c501 geral", false],
    ["..", false],
    [42, false],
  ])("a room id (§82 [A-Za-z0-9_-]{1,64}): %j → %s", (value, ok) => {
    expect(isRoomId(value)).toBe(ok);
    expect(contract.ChatRoomIdSchema.safeParse(value).success).toBe(ok);
  });
});

// docs/upstream-api.md §82: a message is its text trimmed, 1 to 2000 characters, plain text.
describe("readChatText", () => {
  it.each<[string, unknown, { texto: string } | { error: string }]>([
    ["empty: refused", "", { error: chatMessages.textMissing }],
    ["spaces only: refused", "   \n ", { error: chatMessages.textMissing }],
    ["not text: refused", null, { error: chatMessages.textMissing }],
    ["trimmed", "  Sai hoje?  ", { texto: "Sai hoje?" }],
    ["CR LF kept as LF", "linha 1\r\nlinha 2", { texto: "linha 1\nlinha 2" }],
    ["2000 characters: kept", "a".repeat(2000), { texto: "a".repeat(2000) }],
    ["10 000 characters: refused", "a".repeat(10_000), { error: chatMessages.textTooLong }],
    ["a control character: refused", "oi\u0007", { error: chatMessages.textInvalid }],
    ["HTML: kept as typed (shown as text)", "<script>alert(1)</script>", { texto: "<script>alert(1)</script>" }],
  ])("%s", (_, value, expected) => {
    expect(readChatText(value)).toEqual(expected);
  });

  it("says the bound in Portuguese", () => {
    expect(chatMessages.textTooLong).toBe("A mensagem pode ter no máximo 2000 caracteres.");
  });
});

// §82 `autor`: the shopper's side, a representative said so, the store's attendant.
describe("who wrote a message", () => {
  it.each<[string, Partial<ChatMessage>, boolean, string]>([
    ["the client, to the client", { autor: "CLIENTE" }, false, "Você"],
    ["the client, to a representative", { autor: "CLIENTE" }, true, "Ana Beatriz Souza"],
    [
      "a representative",
      { autor: "REPRESENTANTE", nomeAutor: "Rafael Teixeira" },
      false,
      "Rafael Teixeira (representante)",
    ],
    [
      "the attendant",
      { autor: "ATENDENTE", nomeAutor: "Atendimento Distribuidora Aurora" },
      false,
      "Atendimento Distribuidora Aurora",
    ],
    ["the attendant without a name", { autor: "ATENDENTE", nomeAutor: " " }, false, "Atendimento da loja"],
  ])("%s", (_, fields, representative, label) => {
    expect(authorLabel(message(fields), { representative })).toBe(label);
  });

  it("marks the shopper's side's messages read or sent, not the store's", () => {
    expect(chatMessageView(message({ lida: true }), { representative: false }).status).toBe("Lida");
    expect(chatMessageView(message(), { representative: false }).status).toBe("Enviada");
    expect(chatMessageView(message({ autor: "ATENDENTE" }), { representative: false }).status).toBeNull();
  });

  it("says when in São Paulo's time", () => {
    expect(chatMessageView(message(), { representative: false }).when).toBe("23/11/2026, 09:00");
  });
});

describe("the conversations' list and counts", () => {
  it("lists the newest activity first, rooms without messages after in the server's order", () => {
    const rooms = [
      room("vazia", null),
      room("antiga", "2026-11-01T10:00:00Z"),
      room("nova", "2026-11-20T10:00:00Z"),
      room("outra-vazia", null),
    ];
    expect(byActivity(rooms).map((entry) => entry.sala)).toEqual(["nova", "antiga", "vazia", "outra-vazia"]);
  });

  it.each<[number, string | null]>([
    [0, null],
    [1, "1 mensagem não lida"],
    [3, "3 mensagens não lidas"],
  ])("%i unread → %s", (count, label) => {
    expect(unreadLabel(count)).toBe(label);
  });
});

// §86: a retry never shows a message twice; the socket's copy and the page's are one.
describe("mergeMessages", () => {
  const viewer = { representative: false };
  const first = chatMessageView(message({ id: 1, idMensagemCliente: "a" }), viewer);
  const second = chatMessageView(
    message({ id: 2, idMensagemCliente: "b", enviadaEm: "2026-11-23T12:01:00.000Z" }),
    viewer,
  );

  it("adds a new message at the bottom", () => {
    expect(mergeMessages([first], second).map((entry) => entry.id)).toEqual(["1", "2"]);
  });

  it("keeps one of a message that arrives twice (by id)", () => {
    expect(mergeMessages([first, second], second).map((entry) => entry.id)).toEqual(["1", "2"]);
  });

  it("replaces the one being sent by the stored one (the sender's own id)", () => {
    const pending = { ...second, id: "enviando-b", status: "Enviando…" };
    expect(mergeMessages([first, pending], second)).toEqual([first, second]);
  });
});

// Read tolerantly: one bad row degrades that row, never the page.
describe("tolerant reading", () => {
  const good = { ...message(), id: 7 };
  it("leaves out a message that cannot be read, and counts it", () => {
    const page = TolerantChatMessagePageSchema.parse({
      sala: room("c501-geral", null),
      mensagens: [good, { id: "x" }, { ...good, id: 8, autor: "OUTRO" }],
      page: 1,
      perpage: 30,
      total: 3,
    });
    expect(page.mensagens.map((entry) => entry.id)).toEqual([7]);
    expect(page.unreadable).toBe(2);
  });

  it("leaves out a room that cannot be read; an unreadable total is 0", () => {
    const list = TolerantChatRoomListSchema.parse({
      salas: [room("c501-geral", null), { sala: "../x" }],
      notificacoes: "muitas",
      total: 2,
    });
    expect(list.salas.map((entry) => entry.sala)).toEqual(["c501-geral"]);
    expect(list).toMatchObject({ notificacoes: 0, unreadable: 1 });
  });

  it("reads a live message without zod, or refuses it", () => {
    expect(readLiveMessage(good)).toEqual(good);
    expect(readLiveMessage({ ...good, autor: "X" })).toBeNull();
    expect(readLiveMessage({ ...good, id: "7" })).toBeNull();
    expect(readLiveMessage("texto")).toBeNull();
  });
});
