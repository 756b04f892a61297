-- Paying orders (docs/upstream-api.md §56–§59): the cards customers keep, the PIX receiver of each
-- supplier and the PIX charges of orders. A card's number and CVC are never stored: the gateway keeps
-- the card behind token_gateway, and the server only what the shopper is shown of it. Instants are
-- ISO-8601 (UTC) of the server's clock.

-- A card kept for a customer at a supplier (its gateway), after a payment it approved; kept again,
-- it is the same card. mascara: "•••• " and the last 4 digits; validade: MM/AA.
CREATE TABLE saved_cards (
  idcreditcard INTEGER PRIMARY KEY,
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  token_gateway TEXT NOT NULL UNIQUE,
  bandeira TEXT NOT NULL,
  mascara TEXT NOT NULL CHECK (mascara GLOB '•••• [0-9][0-9][0-9][0-9]'),
  nome TEXT NOT NULL CHECK (length(nome) BETWEEN 1 AND 80),
  validade TEXT NOT NULL CHECK (validade GLOB '[01][0-9]/[0-9][0-9]'),
  criado_em TEXT NOT NULL,
  UNIQUE (idcliente, idfornecedor, bandeira, mascara, nome, validade)
);

-- Who receives a supplier's PIX payments: the key (CPF, CNPJ, e-mail, phone or random key) and the
-- name and city the payer's bank shows (BR Code fields 59 and 60, at most 25 and 15 characters).
CREATE TABLE pix_receivers (
  idfornecedor TEXT PRIMARY KEY REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  chave TEXT NOT NULL CHECK (length(chave) BETWEEN 1 AND 77),
  nome TEXT NOT NULL CHECK (length(nome) BETWEEN 1 AND 25),
  cidade TEXT NOT NULL CHECK (length(cidade) BETWEEN 1 AND 15)
);

-- A PIX charge of an order: the payment provider's record, naming the order by its number only.
-- Its status is worked out when read: CONCLUIDA once paga_em is set, else EXPIRADA from expira_em.
CREATE TABLE pix_charges (
  txid TEXT PRIMARY KEY CHECK (length(txid) BETWEEN 25 AND 35 AND txid NOT GLOB '*[^A-Za-z0-9]*'),
  numpedido INTEGER NOT NULL,
  valor REAL NOT NULL CHECK (valor > 0),
  copia_e_cola TEXT NOT NULL,
  criada_em TEXT NOT NULL,
  expira_em TEXT NOT NULL CHECK (expira_em > criada_em),
  paga_em TEXT CHECK (paga_em IS NULL OR paga_em >= criada_em)
);
CREATE INDEX pix_charges_order ON pix_charges (numpedido, criada_em);
