-- Shopping lists (docs/upstream-api.md §71–§81): a client's own lists (tipo CLIENTE) and the lists its
-- supplier suggests (tipo SUGERIDA), to a client (idcliente) or to every client of the supplier
-- (idcliente NULL). A list holds products and quantities only: no price, no order number, no payment.
-- A company's users and a representative acting for the company share its lists: they are the client's.
-- ativa: 0 once the client disables it (call 77); there is no call to enable it again, and a disabled
-- list is answered as an unknown one.
-- nome: 1 to 80 characters, trimmed, as the server stores it (the storefront shows it as text).
CREATE TABLE shopping_lists (
  idlista INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor),
  idcliente INTEGER REFERENCES customers (idcliente),
  tipo TEXT NOT NULL CHECK (tipo IN ('CLIENTE', 'SUGERIDA')),
  nome TEXT NOT NULL CHECK (length(nome) BETWEEN 1 AND 80),
  ativa INTEGER NOT NULL DEFAULT 1 CHECK (ativa IN (0, 1)),
  criada_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  atualizada_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (tipo = 'SUGERIDA' OR idcliente IS NOT NULL)
);
CREATE INDEX shopping_lists_client ON shopping_lists (idfornecedor, idcliente, ativa);

-- A line: a product and its quantity (above 0, 3 decimals). idproduto has no reference to products on
-- purpose: a product that leaves the catalogue stays on the list, answered without its product.
-- ordem: the order lines were added in (the list answers them in it).
CREATE TABLE shopping_list_items (
  idlista INTEGER NOT NULL REFERENCES shopping_lists (idlista) ON DELETE CASCADE,
  idproduto INTEGER NOT NULL CHECK (idproduto > 0),
  quantidade REAL NOT NULL CHECK (quantidade > 0 AND quantidade <= 100000),
  ordem INTEGER NOT NULL,
  PRIMARY KEY (idlista, idproduto)
);
