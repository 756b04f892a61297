import type { Database } from "better-sqlite3";
import type { z } from "zod";
import {
  CHAT_RATE_LIMIT,
  type ChatAuthor,
  type ChatChannel,
  type ChatMessageSchema,
  type ChatRoomSchema,
} from "../../app/models/chat/chat";
import { statement } from "../db/statements";
import { HttpError, notFound } from "../http";
import type { CartOwner } from "./cart-store";
import type { CustomerSession } from "./sessions";

/**
 * The chat (docs/upstream-api.md §82–§88, upstream/db/migrations/030_chat.sql): a client's rooms at
 * its supplier, their messages, and who has read what. A room is `owner`'s: the client at the
 * supplier, whoever acts for it (its login, a company's user, a representative).
 */

export const CHAT_MESSAGES = {
  roomNotFound: "Conversa não encontrada.",
  orderNotFound: "Pedido não encontrado.",
  tooFast: "Muitas mensagens em pouco tempo. Aguarde um instante.",
} as const;

type Room = z.input<typeof ChatRoomSchema>;
type Message = z.input<typeof ChatMessageSchema>;

type RoomRow = {
  idfornecedor: string;
  sala: string;
  idcliente: number;
  canal: ChatChannel;
  numpedido: number | null;
  cliente_leu_ate: number;
  atendente_leu_ate: number;
  total: number;
  nao_lidas: number;
  ultimo_id: number | null;
  ultimo_texto: string | null;
  ultimo_em: string | null;
};

type MessageRow = {
  id: number;
  idfornecedor: string;
  sala: string;
  autor: ChatAuthor;
  nome_autor: string;
  texto: string;
  enviada_em: string;
  id_mensagem_cliente: string | null;
  idcliente: number;
  cliente_leu_ate: number;
  atendente_leu_ate: number;
};

const SELECT_ROOM = `SELECT r.idfornecedor, r.sala, r.idcliente, r.canal, r.numpedido, r.cliente_leu_ate, r.atendente_leu_ate,
  (SELECT COUNT(*) FROM chat_messages m WHERE m.idfornecedor = r.idfornecedor AND m.sala = r.sala) AS total,
  (SELECT COUNT(*) FROM chat_messages m WHERE m.idfornecedor = r.idfornecedor AND m.sala = r.sala
     AND m.autor = 'ATENDENTE' AND m.id > r.cliente_leu_ate) AS nao_lidas,
  l.id AS ultimo_id, l.texto AS ultimo_texto, l.enviada_em AS ultimo_em
  FROM chat_rooms r
  LEFT JOIN chat_messages l ON l.id = (SELECT MAX(m.id) FROM chat_messages m WHERE m.idfornecedor = r.idfornecedor AND m.sala = r.sala)`;

const SELECT_MESSAGE = `SELECT m.id, m.idfornecedor, m.sala, m.autor, m.nome_autor, m.texto, m.enviada_em, m.id_mensagem_cliente,
  r.idcliente, r.cliente_leu_ate, r.atendente_leu_ate
  FROM chat_messages m JOIN chat_rooms r ON r.idfornecedor = m.idfornecedor AND r.sala = m.sala`;

export const generalRoomId = (idcliente: number) => `c${idcliente}-geral`;
export const orderRoomId = (idcliente: number, numpedido: number) => `c${idcliente}-p${numpedido}`;

function roomAnswer(row: RoomRow): Room {
  return {
    sala: row.sala,
    canal: row.canal,
    numpedido: row.numpedido,
    idcliente: row.idcliente,
    titulo: row.canal === "GERAL" ? "Conversa com a loja" : `Pedido ${row.numpedido}`,
    total_mensagens: row.total,
    naoLidas: row.nao_lidas,
    ultimaMensagem:
      row.ultimo_texto === null || row.ultimo_em === null ? null : { texto: row.ultimo_texto, enviadaEm: row.ultimo_em },
  };
}

export function messageAnswer(row: MessageRow): Message {
  const fromClientSide = row.autor !== "ATENDENTE";
  return {
    id: row.id,
    sala: row.sala,
    autor: row.autor,
    nomeAutor: row.nome_autor,
    texto: row.texto,
    enviadaEm: row.enviada_em,
    lida: row.id <= (fromClientSide ? row.atendente_leu_ate : row.cliente_leu_ate),
    idMensagemCliente: row.id_mensagem_cliente,
  };
}

/** The client's general room, made the first time it is needed (it always exists). */
export function ensureGeneralRoom(db: Database, owner: CartOwner): void {
  statement(
    db,
    `INSERT INTO chat_rooms (idfornecedor, sala, idcliente, canal) SELECT @idfornecedor, @sala, @idcliente, 'GERAL'
     WHERE NOT EXISTS (SELECT 1 FROM chat_rooms WHERE idfornecedor = @idfornecedor AND idcliente = @idcliente AND canal = 'GERAL')`,
  ).run({ ...owner, sala: generalRoomId(owner.idcliente) });
}

/** The client's unread total at the supplier: the attendant's messages it has not read, in every room. */
export function unreadTotal(db: Database, owner: CartOwner): number {
  return statement(
    db,
    `SELECT COUNT(*) FROM chat_messages m JOIN chat_rooms r ON r.idfornecedor = m.idfornecedor AND r.sala = m.sala
     WHERE r.idfornecedor = @idfornecedor AND r.idcliente = @idcliente AND m.autor = 'ATENDENTE' AND m.id > r.cliente_leu_ate`,
  )
    .pluck()
    .get(owner) as number;
}

/** Call 83: one page of the client's rooms, the newest activity first (empty rooms last, the general one first among them). */
export function clientRooms(db: Database, owner: CartOwner, page: number, perpage: number) {
  ensureGeneralRoom(db, owner);
  const rows = statement(
    db,
    `${SELECT_ROOM} WHERE r.idfornecedor = @idfornecedor AND r.idcliente = @idcliente
     ORDER BY ultimo_id IS NULL, ultimo_id DESC, r.canal = 'PEDIDO', r.criada_em DESC, r.sala LIMIT @limit OFFSET @offset`,
  ).all({ ...owner, limit: perpage, offset: (page - 1) * perpage }) as RoomRow[];
  const total = statement(db, "SELECT COUNT(*) FROM chat_rooms WHERE idfornecedor = @idfornecedor AND idcliente = @idcliente")
    .pluck()
    .get(owner) as number;
  return { salas: rows.map(roomAnswer), notificacoes: unreadTotal(db, owner), total };
}

function roomRow(db: Database, owner: CartOwner, sala: string): RoomRow | undefined {
  return statement(db, `${SELECT_ROOM} WHERE r.idfornecedor = @idfornecedor AND r.sala = @sala AND r.idcliente = @idcliente`).get({
    ...owner,
    sala,
  }) as RoomRow | undefined;
}

/** A room of the client's; 404 for any other (another client's, another supplier's, unknown, malformed). */
export function clientRoom(db: Database, owner: CartOwner, sala: string): Room {
  ensureGeneralRoom(db, owner);
  const row = roomRow(db, owner, sala);
  if (!row) throw notFound(CHAT_MESSAGES.roomNotFound);
  return roomAnswer(row);
}

/** Whether the room is the client's (the socket's handshake-room). */
export function isClientRoom(db: Database, owner: CartOwner, sala: string): boolean {
  ensureGeneralRoom(db, owner);
  return roomRow(db, owner, sala) !== undefined;
}

/** Call 84: the client's general room, or the room of one of its orders (made when missing; 404 for an order not its own). */
export function openRoom(db: Database, owner: CartOwner, numpedido: number | null): Room {
  if (numpedido === null) return clientRoom(db, owner, generalRoomId(owner.idcliente));
  return db.transaction(() => {
    const order = statement(db, "SELECT 1 FROM orders WHERE numpedido = ? AND idfornecedor = ? AND idcliente = ?").get(
      numpedido,
      owner.idfornecedor,
      owner.idcliente,
    );
    if (!order) throw notFound(CHAT_MESSAGES.orderNotFound);
    statement(
      db,
      `INSERT INTO chat_rooms (idfornecedor, sala, idcliente, canal, numpedido) VALUES (@idfornecedor, @sala, @idcliente, 'PEDIDO', @numpedido)
       ON CONFLICT DO NOTHING`,
    ).run({ ...owner, numpedido, sala: orderRoomId(owner.idcliente, numpedido) });
    const sala = statement(db, "SELECT sala FROM chat_rooms WHERE numpedido = ?").pluck().get(numpedido) as string;
    return clientRoom(db, owner, sala);
  })();
}

/** Call 85: one page of a room's messages, page 1 the newest, each page oldest first. */
export function roomMessages(db: Database, owner: CartOwner, sala: string, page: number, perpage: number) {
  const room = clientRoom(db, owner, sala);
  const rows = statement(
    db,
    `SELECT * FROM (${SELECT_MESSAGE} WHERE m.idfornecedor = @idfornecedor AND m.sala = @sala ORDER BY m.id DESC LIMIT @limit OFFSET @offset)
     ORDER BY id`,
  ).all({ idfornecedor: owner.idfornecedor, sala, limit: perpage, offset: (page - 1) * perpage }) as MessageRow[];
  return { sala: room, mensagens: rows.map(messageAnswer), page, perpage, total: room.total_mensagens };
}

/** Who writes a message on the client's side: the client (or its linked user) or a representative. */
export function clientSideAuthor(db: Database, session: CustomerSession): { autor: ChatAuthor; nome: string } {
  if (session.idrepresentante !== null) {
    const nome = statement(db, "SELECT nome FROM representatives WHERE idrepresentante = ?")
      .pluck()
      .get(session.idrepresentante) as string | undefined;
    return { autor: "REPRESENTANTE", nome: nome ?? "Representante" };
  }
  const user =
    session.idusuario === null
      ? undefined
      : (statement(db, "SELECT nome FROM account_users WHERE idusuario = ?").pluck().get(session.idusuario) as
          | string
          | undefined);
  const client = statement(db, "SELECT nome FROM customers WHERE idcliente = ?").pluck().get(session.idcliente) as string;
  return { autor: "CLIENTE", nome: user ?? client };
}

function messageById(db: Database, id: number): Message {
  return messageAnswer(statement(db, `${SELECT_MESSAGE} WHERE m.id = ?`).get(id) as MessageRow);
}

function insertMessage(
  db: Database,
  room: { idfornecedor: string; sala: string },
  message: { autor: ChatAuthor; nome: string; texto: string; idMensagemCliente: string | null; at: Date },
): number {
  return Number(
    statement(
      db,
      `INSERT INTO chat_messages (idfornecedor, sala, autor, nome_autor, texto, enviada_em, id_mensagem_cliente)
       VALUES (@idfornecedor, @sala, @autor, @nome, @texto, @enviada_em, @idMensagemCliente)`,
    ).run({
      idfornecedor: room.idfornecedor,
      sala: room.sala,
      autor: message.autor,
      nome: message.nome,
      texto: message.texto,
      enviada_em: message.at.toISOString(),
      idMensagemCliente: message.idMensagemCliente,
    }).lastInsertRowid,
  );
}

/**
 * Call 86: the message stored in the client's room (created: true), or the one stored already with
 * this `idMensagemCliente` in the room (created: false). 429 past the rate limit.
 */
export function sendClientMessage(
  db: Database,
  session: CustomerSession,
  sala: string,
  body: { texto: string; idMensagemCliente: string },
  now: Date,
): { created: boolean; message: Message } {
  const owner = { idfornecedor: session.idfornecedor, idcliente: session.idcliente };
  return db.transaction(() => {
    clientRoom(db, owner, sala);
    const stored = statement(
      db,
      "SELECT id FROM chat_messages WHERE idfornecedor = ? AND sala = ? AND id_mensagem_cliente = ?",
    )
      .pluck()
      .get(owner.idfornecedor, sala, body.idMensagemCliente) as number | undefined;
    if (stored !== undefined) return { created: false, message: messageById(db, stored) };
    const since = new Date(now.getTime() - CHAT_RATE_LIMIT.seconds * 1000).toISOString();
    const recent = statement(
      db,
      `SELECT COUNT(*) FROM chat_messages m JOIN chat_rooms r ON r.idfornecedor = m.idfornecedor AND r.sala = m.sala
       WHERE r.idfornecedor = @idfornecedor AND r.idcliente = @idcliente AND m.autor <> 'ATENDENTE' AND m.enviada_em > @since`,
    )
      .pluck()
      .get({ ...owner, since }) as number;
    if (recent >= CHAT_RATE_LIMIT.messages) throw new HttpError(429, CHAT_MESSAGES.tooFast);
    const { autor, nome } = clientSideAuthor(db, session);
    const id = insertMessage(
      db,
      { idfornecedor: owner.idfornecedor, sala },
      { autor, nome, texto: body.texto, idMensagemCliente: body.idMensagemCliente, at: now },
    );
    return { created: true, message: messageById(db, id) };
  })();
}

/** Call 87: the attendant's messages in the room read by the client; the client's unread total after. */
export function markRoomRead(db: Database, owner: CartOwner, sala: string): { sala: string; naoLidas: 0; notificacoes: number } {
  return db.transaction(() => {
    clientRoom(db, owner, sala);
    statement(
      db,
      `UPDATE chat_rooms SET cliente_leu_ate = MAX(cliente_leu_ate, COALESCE((SELECT MAX(id) FROM chat_messages m
         WHERE m.idfornecedor = chat_rooms.idfornecedor AND m.sala = chat_rooms.sala), 0))
       WHERE idfornecedor = @idfornecedor AND sala = @sala`,
    ).run({ idfornecedor: owner.idfornecedor, sala });
    return { sala, naoLidas: 0 as const, notificacoes: unreadTotal(db, owner) };
  })();
}

/** The attendant's name in a supplier's rooms. */
export function attendantName(db: Database, idfornecedor: string): string {
  const nome = statement(db, "SELECT nome FROM suppliers WHERE idfornecedor = ?").pluck().get(idfornecedor) as string;
  return `Atendimento ${nome}`;
}

/**
 * The operator's answer as the seller's attendant, in a room of the client's (the general one, or
 * an order's, opened when missing): the attendant reads the room as it answers.
 */
export function replyAsAttendant(db: Database, owner: CartOwner, numpedido: number | null, texto: string, at: Date): Message {
  return db.transaction(() => {
    const room = openRoom(db, owner, numpedido);
    const id = insertMessage(
      db,
      { idfornecedor: owner.idfornecedor, sala: room.sala },
      { autor: "ATENDENTE", nome: attendantName(db, owner.idfornecedor), texto, idMensagemCliente: null, at },
    );
    statement(db, "UPDATE chat_rooms SET atendente_leu_ate = @id WHERE idfornecedor = @idfornecedor AND sala = @sala").run({
      id,
      idfornecedor: owner.idfornecedor,
      sala: room.sala,
    });
    return messageById(db, id);
  })();
}

/** The newest message's id (0 without any): the socket delivers what comes after it. */
export function newestMessageId(db: Database): number {
  return (statement(db, "SELECT MAX(id) FROM chat_messages").pluck().get() as number | null) ?? 0;
}

/** The newest message's id among those stored before an instant (0 without any). */
export function newestMessageIdBefore(db: Database, at: Date): number {
  return (
    (statement(db, "SELECT MAX(id) FROM chat_messages WHERE enviada_em < ?").pluck().get(at.toISOString()) as
      | number
      | null) ?? 0
  );
}

/** A delivered message and whose room it is in. */
export type RoomMessage = { owner: CartOwner; message: Message };

/** Messages after an id, oldest first, with the client whose room each is in. */
export function messagesAfter(db: Database, id: number, limit: number): RoomMessage[] {
  const rows = statement(db, `${SELECT_MESSAGE} WHERE m.id > ? ORDER BY m.id LIMIT ?`).all(id, limit) as MessageRow[];
  return rows.map((row) => ({
    owner: { idfornecedor: row.idfornecedor, idcliente: row.idcliente },
    message: messageAnswer(row),
  }));
}
