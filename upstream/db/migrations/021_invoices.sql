-- Invoices (docs/upstream-api.md §69): the boletos a supplier issues for what its customers buy on
-- credit. An invoiced order (payment method FATURADO, not a quote) gets one at once, due the supplier's
-- prazo_dias later, and takes its total off the customer's limite_credito_disponivel (call 53); paying it
-- gives that credit back.

-- Who a supplier's boletos are paid to: the bank (its 3-digit code and name), the beneficiary's agency
-- (4 digits), account (7 digits) and wallet (carteira, 2 digits), which with the boleto's nosso número
-- make the barcode's free field; the beneficiary's name and CNPJ as the boleto prints them; and how many
-- days after it is issued an invoice falls due. A supplier without a row issues no invoices.
CREATE TABLE invoice_settings (
  idfornecedor TEXT PRIMARY KEY REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  banco TEXT NOT NULL CHECK (banco GLOB '[0-9][0-9][0-9]'),
  banco_nome TEXT NOT NULL,
  agencia TEXT NOT NULL CHECK (agencia GLOB '[0-9][0-9][0-9][0-9]'),
  conta TEXT NOT NULL CHECK (conta GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9]'),
  carteira TEXT NOT NULL CHECK (carteira GLOB '[0-9][0-9]'),
  beneficiario TEXT NOT NULL,
  documento TEXT NOT NULL,
  prazo_dias INTEGER NOT NULL CHECK (prazo_dias BETWEEN 1 AND 365)
);

-- An invoice of a customer at a supplier. numpedido: the storefront order it bills; null for one billed
-- outside the storefront (the supplier's own system), which descricao then names. emissao and vencimento
-- are São Paulo days (YYYY-MM-DD); paga_em and cancelada_em ISO-8601 instants of the server's clock. Its
-- nosso número is idfatura, 11 digits; the barcode and linha digitável are worked out from these columns
-- when read, so that they always match its amount and due day.
CREATE TABLE invoices (
  idfatura INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor),
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente),
  numpedido INTEGER UNIQUE REFERENCES orders (numpedido),
  descricao TEXT NOT NULL CHECK (length(descricao) BETWEEN 1 AND 80),
  valor REAL NOT NULL CHECK (valor > 0 AND valor < 100000000),
  emissao TEXT NOT NULL CHECK (emissao GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  vencimento TEXT NOT NULL CHECK (vencimento GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND vencimento >= emissao),
  paga_em TEXT,
  cancelada_em TEXT,
  CHECK (paga_em IS NULL OR cancelada_em IS NULL)
);
CREATE INDEX invoices_client ON invoices (idcliente, idfornecedor, vencimento);
