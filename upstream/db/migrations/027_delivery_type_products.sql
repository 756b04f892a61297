-- A product offered for one delivery type only (calls 11, 14–18, 22, 40, 53): NULL is both,
-- 'RETIRADA' pickup only, 'DELIVERY' delivery only.
ALTER TABLE products ADD COLUMN tipo_entrega TEXT CHECK (tipo_entrega IS NULL OR tipo_entrega IN ('DELIVERY', 'RETIRADA'));

-- The sectors of a store where a product is kept (call 71, setores-produto/obter-setor).
CREATE TABLE sectors (
  idsetor INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  nome TEXT NOT NULL CHECK (length(nome) BETWEEN 1 AND 80)
);

CREATE TABLE product_sectors (
  idproduto INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  idsetor INTEGER NOT NULL REFERENCES sectors (idsetor) ON DELETE CASCADE,
  ordem INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (idproduto, idsetor)
);
