-- Subscriptions (docs/upstream-api.md §68): an order placed with a subscription type (call 53's
-- idtipoassinatura, one of the supplier's types of call 44) is repeated every `dias` days until its
-- customer cancels it. The subscription repeats that order: its products, delivery and payment are the
-- order's (read through numpedido), and the type is kept as it was chosen (descricao, dias), so that a
-- later change of the supplier's types does not rewrite it.
-- data_base: the day (YYYY-MM-DD, São Paulo) of the first delivery, the order's slot, or the day it was
-- placed without one; the next deliveries fall every `dias` days from it.
-- criada_em, cancelada_em: ISO-8601 instants of the server's clock; cancelada_em is set once, with
-- status CANCELADA.
CREATE TABLE subscriptions (
  idassinatura INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor),
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente),
  numpedido INTEGER NOT NULL UNIQUE REFERENCES orders (numpedido),
  idtipoassinatura INTEGER NOT NULL,
  tipo_descricao TEXT NOT NULL,
  dias INTEGER NOT NULL CHECK (dias > 0),
  status TEXT NOT NULL CHECK (status IN ('ATIVA', 'CANCELADA')),
  data_base TEXT NOT NULL CHECK (data_base GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  criada_em TEXT NOT NULL,
  cancelada_em TEXT,
  CHECK ((status = 'CANCELADA') = (cancelada_em IS NOT NULL))
);
CREATE INDEX subscriptions_client ON subscriptions (idcliente, idfornecedor, criada_em);
