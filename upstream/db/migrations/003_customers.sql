-- Customers, their standing with each supplier, linked clients, representatives and API keys.

-- cpf holds digits only: 11 for a CPF, 14 for a CNPJ. senha_hash is "scrypt:<salt hex>:<key hex>";
-- a customer without e-mail or password (a linked branch) cannot log in by itself.
CREATE TABLE customers (
  idcliente INTEGER PRIMARY KEY,
  nome TEXT NOT NULL,
  email TEXT UNIQUE COLLATE NOCASE,
  cpf TEXT NOT NULL UNIQUE CHECK (length(cpf) IN (11, 14)),
  telefone TEXT,
  senha_hash TEXT,
  criado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE customer_suppliers (
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  cadastro_aprovado INTEGER NOT NULL DEFAULT 0 CHECK (cadastro_aprovado IN (0, 1)),
  limite_credito_total REAL,
  limite_credito_disponivel REAL,
  id_erp_usuario TEXT,
  PRIMARY KEY (idcliente, idfornecedor),
  UNIQUE (idfornecedor, id_erp_usuario)
);

-- A principal customer and the clients it may act for (usuarios vinculados).
CREATE TABLE linked_customers (
  idcliente_principal INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  idcliente_vinculado INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  PRIMARY KEY (idcliente_principal, idcliente_vinculado),
  CHECK (idcliente_principal <> idcliente_vinculado)
);

CREATE TABLE representatives (
  idrepresentante INTEGER PRIMARY KEY,
  nome TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  cpf TEXT NOT NULL UNIQUE CHECK (length(cpf) = 11),
  senha_hash TEXT NOT NULL
);

CREATE TABLE representative_customers (
  idrepresentante INTEGER NOT NULL REFERENCES representatives (idrepresentante) ON DELETE CASCADE,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  PRIMARY KEY (idrepresentante, idfornecedor, idcliente)
);

-- Only the SHA-256 of the key is stored; id_erp_usuario in customer_suppliers names the customer.
CREATE TABLE api_keys (
  idapikeys INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  descricao TEXT NOT NULL,
  chave_sha256 TEXT NOT NULL UNIQUE,
  ativo INTEGER NOT NULL DEFAULT 1 CHECK (ativo IN (0, 1))
);
