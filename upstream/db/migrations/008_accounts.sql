-- Accounts: sessions, company sub-users, password resets, verification codes, the outbox, terms of use,
-- the company registry, and the customer and supplier data the account calls answer.

ALTER TABLE customers ADD COLUMN data_nascimento TEXT CHECK (date(data_nascimento) IS data_nascimento);
ALTER TABLE customers ADD COLUMN cep TEXT CHECK (cep IS NULL OR length(cep) = 8);
ALTER TABLE customers ADD COLUMN rua TEXT;
ALTER TABLE customers ADD COLUMN numero TEXT;
ALTER TABLE customers ADD COLUMN complemento TEXT;
ALTER TABLE customers ADD COLUMN bairro TEXT;
ALTER TABLE customers ADD COLUMN cidade TEXT;
ALTER TABLE customers ADD COLUMN uf TEXT CHECK (uf IS NULL OR length(uf) = 2);
ALTER TABLE customers ADD COLUMN email_verificado INTEGER NOT NULL DEFAULT 0 CHECK (email_verificado IN (0, 1));
ALTER TABLE customers ADD COLUMN tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags));

-- The supplier's own text for the notice after a sign-up; null for the storefront's default.
ALTER TABLE suppliers ADD COLUMN message_after_create TEXT;

-- People who log in for a company account (a customer); senha_hash stays null until they set it.
CREATE TABLE account_users (
  idusuario INTEGER PRIMARY KEY,
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  nome TEXT NOT NULL,
  senha_hash TEXT,
  criado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX account_users_customer ON account_users (idcliente);

-- Tokens handed out at login; only their SHA-256 (hex) is kept.
--   cliente:        acts for idcliente at idfornecedor (12 h);
--   passagem:       a hand-off to idfornecedor, used once (5 min);
--   representante:  a representative's JWT (12 h).
-- The login behind it: idcliente_login (a customer, or the company of a sub-user), idusuario (a sub-user),
-- idrepresentante (a representative, also on the client sessions a representative opens).
CREATE TABLE sessions (
  token_sha256 TEXT PRIMARY KEY,
  tipo TEXT NOT NULL CHECK (tipo IN ('cliente', 'passagem', 'representante')),
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  idcliente INTEGER REFERENCES customers (idcliente) ON DELETE CASCADE,
  idcliente_login INTEGER REFERENCES customers (idcliente) ON DELETE CASCADE,
  idusuario INTEGER REFERENCES account_users (idusuario) ON DELETE CASCADE,
  idrepresentante INTEGER REFERENCES representatives (idrepresentante) ON DELETE CASCADE,
  expira_em TEXT NOT NULL,
  revogado INTEGER NOT NULL DEFAULT 0 CHECK (revogado IN (0, 1)),
  criado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((tipo = 'representante') = (idcliente IS NULL))
);
CREATE INDEX sessions_login ON sessions (idcliente_login);
CREATE INDEX sessions_user ON sessions (idusuario);
CREATE INDEX sessions_representative ON sessions (idrepresentante);

-- Links to set a new password (recovery and invitations), 1 h, used once: for a customer's login, or with
-- idusuario for a sub-user's (idcliente is then the company).
CREATE TABLE password_resets (
  token_sha256 TEXT PRIMARY KEY,
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  idusuario INTEGER REFERENCES account_users (idusuario) ON DELETE CASCADE,
  expira_em TEXT NOT NULL,
  usado INTEGER NOT NULL DEFAULT 0 CHECK (usado IN (0, 1)),
  criado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- 6-digit codes that confirm a customer's e-mail: 15 min, used once, a few tries.
CREATE TABLE verification_codes (
  idcodigo INTEGER PRIMARY KEY,
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  email TEXT NOT NULL,
  codigo_sha256 TEXT NOT NULL,
  expira_em TEXT NOT NULL,
  tentativas INTEGER NOT NULL DEFAULT 0,
  usado INTEGER NOT NULL DEFAULT 0 CHECK (usado IN (0, 1)),
  criado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX verification_codes_customer ON verification_codes (idcliente);

-- What the server would have sent by e-mail; the operator reads it with `npm run upstream -- outbox`.
CREATE TABLE outbox (
  idmensagem INTEGER PRIMARY KEY,
  para TEXT NOT NULL,
  assunto TEXT NOT NULL,
  corpo TEXT NOT NULL,
  criado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A supplier's terms of use by version (paragraphs of plain text); the highest version is the current one.
CREATE TABLE terms_of_use (
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  versao INTEGER NOT NULL CHECK (versao > 0),
  titulo TEXT NOT NULL,
  paragrafos TEXT NOT NULL CHECK (json_valid(paragrafos)),
  PRIMARY KEY (idfornecedor, versao)
);

CREATE TABLE terms_acceptances (
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  idfornecedor TEXT NOT NULL,
  versao INTEGER NOT NULL,
  aceito_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (idcliente, idfornecedor, versao),
  FOREIGN KEY (idfornecedor, versao) REFERENCES terms_of_use (idfornecedor, versao) ON DELETE CASCADE
);

-- Public registry data of companies by CNPJ (digits), for the sign-up form.
CREATE TABLE company_registry (
  cnpj TEXT PRIMARY KEY CHECK (length(cnpj) = 14),
  razao_social TEXT NOT NULL,
  nome_fantasia TEXT,
  telefone TEXT,
  email TEXT,
  cep TEXT NOT NULL,
  rua TEXT NOT NULL,
  numero TEXT NOT NULL,
  complemento TEXT,
  bairro TEXT NOT NULL,
  cidade TEXT NOT NULL,
  uf TEXT NOT NULL
);

-- The server's own settings; jwt_secret signs the JWTs it hands out. Created once, kept by `seed --reset`.
CREATE TABLE settings (
  chave TEXT PRIMARY KEY,
  valor TEXT NOT NULL
);
INSERT INTO settings (chave, valor) VALUES ('jwt_secret', lower(hex(randomblob(32))));
