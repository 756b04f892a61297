-- The customer's orders and their ratings (docs/upstream-api.md §61–§62).

-- idusuario_emissor: the company's user (account_users, §37) whose session placed the order, so that
-- the list can show such a user their own orders (§61's idusuariovinculado); null when the client
-- itself, the company for a branch or a representative placed it. Orders placed before this
-- migration have none.
ALTER TABLE orders ADD COLUMN idusuario_emissor INTEGER;
CREATE INDEX orders_history ON orders (idcliente, idfornecedor, criado_em);

-- An order's rating: one per order, given by its client once it was delivered or picked up.
-- comentario: plain text (no control characters), at most 500 characters; null for none.
CREATE TABLE order_ratings (
  numpedido INTEGER PRIMARY KEY REFERENCES orders (numpedido) ON DELETE CASCADE,
  nota INTEGER NOT NULL CHECK (nota BETWEEN 1 AND 5),
  comentario TEXT CHECK (comentario IS NULL OR length(comentario) BETWEEN 1 AND 500),
  avaliado_em TEXT NOT NULL
);
