-- Chat (docs/upstream-api.md §82–§88): a client's conversations with its supplier, a general one
-- (canal GERAL) and one per order (canal PEDIDO). A room is the client's at its supplier: a company's
-- users and a representative acting for the client share its rooms. sala is the room's id within
-- its supplier (e.g. c501-geral, c501-p10001).
-- cliente_leu_ate / atendente_leu_ate: the id of the last message each side has read: a message of
-- the other side is read when its id is at most the marker (call 87 moves the client's; the attendant
-- reads a room when it answers in it).
CREATE TABLE chat_rooms (
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor),
  sala TEXT NOT NULL CHECK (length(sala) BETWEEN 1 AND 64),
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente),
  canal TEXT NOT NULL CHECK (canal IN ('GERAL', 'PEDIDO')),
  numpedido INTEGER REFERENCES orders (numpedido),
  cliente_leu_ate INTEGER NOT NULL DEFAULT 0,
  atendente_leu_ate INTEGER NOT NULL DEFAULT 0,
  criada_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (idfornecedor, sala),
  CHECK ((canal = 'PEDIDO') = (numpedido IS NOT NULL))
);
CREATE UNIQUE INDEX chat_rooms_general ON chat_rooms (idfornecedor, idcliente) WHERE canal = 'GERAL';
CREATE UNIQUE INDEX chat_rooms_order ON chat_rooms (numpedido) WHERE numpedido IS NOT NULL;

-- A message: plain text of 1 to 2000 characters, trimmed. id grows with every message and is never
-- reused (AUTOINCREMENT): the server's socket delivers the messages above the last id it delivered,
-- those the operator command writes from another process included.
-- nome_autor: who wrote it, as it was then (the client, its linked user, the representative, or
-- "Atendimento <supplier>"). id_mensagem_cliente: the sender's id for it, once per room (a retry of
-- call 86 answers the message stored).
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idfornecedor TEXT NOT NULL,
  sala TEXT NOT NULL,
  autor TEXT NOT NULL CHECK (autor IN ('CLIENTE', 'REPRESENTANTE', 'ATENDENTE')),
  nome_autor TEXT NOT NULL,
  texto TEXT NOT NULL CHECK (length(texto) BETWEEN 1 AND 2000),
  enviada_em TEXT NOT NULL,
  id_mensagem_cliente TEXT CHECK (id_mensagem_cliente IS NULL OR length(id_mensagem_cliente) BETWEEN 1 AND 64),
  FOREIGN KEY (idfornecedor, sala) REFERENCES chat_rooms (idfornecedor, sala) ON DELETE CASCADE
);
CREATE INDEX chat_messages_room ON chat_messages (idfornecedor, sala, id);
CREATE UNIQUE INDEX chat_messages_client_id ON chat_messages (idfornecedor, sala, id_mensagem_cliente)
  WHERE id_mensagem_cliente IS NOT NULL;
