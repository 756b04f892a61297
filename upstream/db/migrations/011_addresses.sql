-- Customers' delivery addresses (docs/rules/delivery.md "Address", docs/upstream-api.md §46–§49) and the CEP
-- directory the server looks postal codes up in (§50). A CEP is stored as its 8 digits. At most one
-- address of a customer is the primary one.

CREATE TABLE addresses (
  idendereco INTEGER PRIMARY KEY,
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  -- The supplier the address was registered at (informative; every supplier sees every address).
  idfornecedor TEXT REFERENCES suppliers (idfornecedor) ON DELETE SET NULL,
  descricao TEXT,
  cep TEXT NOT NULL CHECK (length(cep) = 8 AND cep NOT GLOB '*[^0-9]*'),
  rua TEXT NOT NULL,
  numero TEXT NOT NULL,
  complemento TEXT,
  bairro TEXT NOT NULL,
  cidade TEXT NOT NULL,
  uf TEXT NOT NULL CHECK (length(uf) = 2),
  pais TEXT NOT NULL DEFAULT 'Brasil',
  pontoref TEXT,
  lat REAL CHECK (lat IS NULL OR lat BETWEEN -90 AND 90),
  lng REAL CHECK (lng IS NULL OR lng BETWEEN -180 AND 180),
  primario INTEGER NOT NULL DEFAULT 0 CHECK (primario IN (0, 1)),
  cod_erp TEXT,
  criado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((lat IS NULL) = (lng IS NULL))
);
CREATE INDEX addresses_customer ON addresses (idcliente);
CREATE UNIQUE INDEX addresses_one_primary ON addresses (idcliente) WHERE primario = 1;

CREATE TABLE cep_directory (
  cep TEXT PRIMARY KEY CHECK (length(cep) = 8 AND cep NOT GLOB '*[^0-9]*'),
  rua TEXT NOT NULL,
  bairro TEXT NOT NULL,
  cidade TEXT NOT NULL,
  uf TEXT NOT NULL CHECK (length(uf) = 2),
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180)
);
