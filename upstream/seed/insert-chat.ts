import type { Database } from "better-sqlite3";
import { statement } from "../db/statements";
import { generalRoomId } from "../data/chat";

const HOUR_MS = 3_600_000;

/**
 * The demo conversation (docs/upstream-api.md "The reference server"): Ana (501) asked Distribuidora
 * Aurora about its delivery days a day ago and the attendant answered; Ana has not read the answer.
 */
export function insertChat(db: Database, idfornecedor: string, now: Date): void {
  const sala = generalRoomId(501);
  statement(
    db,
    "INSERT INTO chat_rooms (idfornecedor, sala, idcliente, canal, criada_em) VALUES (?, ?, 501, 'GERAL', ?)",
  ).run(idfornecedor, sala, new Date(now.getTime() - 26 * HOUR_MS).toISOString());
  const insert = statement(
    db,
    `INSERT INTO chat_messages (idfornecedor, sala, autor, nome_autor, texto, enviada_em)
     VALUES (@idfornecedor, @sala, @autor, @nome, @texto, @enviada_em)`,
  );
  const question = insert.run({
    idfornecedor,
    sala,
    autor: "CLIENTE",
    nome: "Ana Beatriz Souza",
    texto: "Olá! Em que dias vocês entregam na Avenida Paulista?",
    enviada_em: new Date(now.getTime() - 26 * HOUR_MS).toISOString(),
  }).lastInsertRowid;
  insert.run({
    idfornecedor,
    sala,
    autor: "ATENDENTE",
    nome: "Atendimento Distribuidora Aurora",
    texto:
      "Olá, Ana! Entregamos de segunda a sexta, das 8h às 12h ou das 13h às 18h, a partir do dia seguinte ao pedido. Se preferir, retire no nosso centro de distribuição.",
    enviada_em: new Date(now.getTime() - 25 * HOUR_MS).toISOString(),
  });
  statement(db, "UPDATE chat_rooms SET atendente_leu_ate = ? WHERE idfornecedor = ? AND sala = ?").run(
    Number(question),
    idfornecedor,
    sala,
  );
}
