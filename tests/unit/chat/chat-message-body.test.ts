import { describe, expect, it } from "vitest";
import { NewChatMessageSchema, OpenChatRoomSchema } from "~/models/requests/chat";

// docs/upstream-api.md §82: "`texto` is trimmed (a CR LF or CR becomes LF first) and has 1 to 2000
// characters, line breaks and tabs allowed, no other control character"; §86: "`idMensagemCliente`
// (1 to 64 characters `[A-Za-z0-9_-]`, required)".
const ID = "3f0c9a52-7d1e-4c55-9b1a-2f8e6d4c1a00";

describe("a message's body (call 86)", () => {
  it.each([
    ["Oi", "Oi"],
    ["  O pedido sai hoje?  ", "O pedido sai hoje?"],
    ["linha 1\r\nlinha 2\rlinha 3", "linha 1\nlinha 2\nlinha 3"],
    ["\tcom tab\tno meio", "com tab\tno meio"],
    ["<script>alert(1)</script>", "<script>alert(1)</script>"],
    ["a".repeat(2000), "a".repeat(2000)],
    [` ${"a".repeat(2000)} `, "a".repeat(2000)],
  ])("takes %j as %j", (texto, stored) => {
    expect(NewChatMessageSchema.parse({ texto, idMensagemCliente: ID }).texto).toBe(stored);
  });

  it.each([[""], ["   "], ["\r\n\t"], ["a".repeat(2001)], ["a\u0000b"], ["sino\u0007"], ["del\u007f"]])(
    "refuses the text %j",
    (texto) => {
      expect(NewChatMessageSchema.safeParse({ texto, idMensagemCliente: ID }).success).toBe(false);
    },
  );

  it.each([[undefined], [""], ["a".repeat(65)], ["com espaço"], ["não"], ["a/b"], [12]])(
    "refuses the idMensagemCliente %j",
    (idMensagemCliente) => {
      expect(NewChatMessageSchema.safeParse({ texto: "Oi", idMensagemCliente }).success).toBe(false);
    },
  );
});

describe("a room to open (call 84)", () => {
  it.each([
    [
      { canal: "GERAL", idcliente: 501 },
      { canal: "GERAL", numpedido: null, idcliente: 501 },
    ],
    [
      { canal: "GERAL", numpedido: null, idcliente: "501" },
      { canal: "GERAL", numpedido: null, idcliente: 501 },
    ],
    [
      { canal: "PEDIDO", numpedido: "10001", idcliente: 501 },
      { canal: "PEDIDO", numpedido: 10001, idcliente: 501 },
    ],
  ])("takes %j", (body, parsed) => {
    expect(OpenChatRoomSchema.parse(body)).toEqual(parsed);
  });

  it.each([
    [{ canal: "PEDIDO", idcliente: 501 }],
    [{ canal: "GERAL", numpedido: 10001, idcliente: 501 }],
    [{ canal: "OUTRO", idcliente: 501 }],
    [{ canal: "GERAL" }],
  ])("refuses %j", (body) => {
    expect(OpenChatRoomSchema.safeParse(body).success).toBe(false);
  });
});
