-- The test card gateway's tokens (docs/upstream-api.md §60): a card typed in the shopper's browser
-- is sent to the gateway, which answers a token the order's payment (§57) then names instead of the
-- card. A token is stored as its SHA-256 digest, used once, within 15 minutes. Neither the card's
-- number nor its CVC is stored: only what the shopper is shown of the card, the gateway's own
-- reference for it, and what the test issuer answers for its number (resposta_emissor), read when
-- the card was tokenized. Instants are ISO-8601 (UTC) of the server's clock.
CREATE TABLE card_tokens (
  token_digest TEXT PRIMARY KEY CHECK (length(token_digest) = 64),
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  referencia TEXT NOT NULL UNIQUE,
  bandeira TEXT NOT NULL,
  mascara TEXT NOT NULL CHECK (mascara GLOB '•••• [0-9][0-9][0-9][0-9]'),
  nome TEXT NOT NULL CHECK (length(nome) BETWEEN 1 AND 80),
  validade TEXT NOT NULL CHECK (validade GLOB '[01][0-9]/[0-9][0-9]'),
  resposta_emissor TEXT NOT NULL CHECK (resposta_emissor IN ('APROVADO', 'PENDENTE', 'RECUSADO')),
  criado_em TEXT NOT NULL,
  expira_em TEXT NOT NULL CHECK (expira_em > criado_em),
  usado_em TEXT
);
CREATE INDEX card_tokens_expiry ON card_tokens (expira_em);
