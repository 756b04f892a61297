-- Promotional combos: products sold together for less than their sum.

-- idcliente set: offered to that customer only. validade_fim: last day (ISO date) or NULL for no end.
CREATE TABLE combos (
  idcombo INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  idcliente INTEGER REFERENCES customers (idcliente) ON DELETE CASCADE,
  nome TEXT NOT NULL,
  descricao TEXT,
  preco_combo REAL NOT NULL CHECK (preco_combo >= 0),
  validade_fim TEXT CHECK (validade_fim IS date(validade_fim)),
  ordem INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX combos_supplier ON combos (idfornecedor, ordem);

CREATE TABLE combo_items (
  idcombo INTEGER NOT NULL REFERENCES combos (idcombo) ON DELETE CASCADE,
  idproduto INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantidade REAL NOT NULL CHECK (quantidade > 0),
  ordem INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (idcombo, idproduto)
);
CREATE INDEX combo_items_product ON combo_items (idproduto);
