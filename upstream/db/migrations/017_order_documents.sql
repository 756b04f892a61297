-- An order's documents (docs/upstream-api.md §63–§65): the payment receipt, and the NF-e (nota fiscal
-- eletrônica) the supplier issues for it, printed as a DANFE and given as its XML.

-- Who issues a supplier's NF-e (the emitente): its CNPJ, state registration, legal and trade names and
-- address, the IBGE code of its municipality (7 digits, starting with its state's code), its tax
-- regime (CRT: 1 Simples Nacional, 3 normal) and the series it numbers its NF-e in. A supplier without
-- one issues no NF-e.
CREATE TABLE nfe_issuers (
  idfornecedor TEXT PRIMARY KEY REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  cnpj TEXT NOT NULL CHECK (length(cnpj) = 14 AND cnpj NOT GLOB '*[^0-9]*'),
  inscricao_estadual TEXT NOT NULL CHECK (length(inscricao_estadual) BETWEEN 2 AND 14),
  razao_social TEXT NOT NULL CHECK (length(razao_social) BETWEEN 2 AND 60),
  nome_fantasia TEXT NOT NULL CHECK (length(nome_fantasia) BETWEEN 1 AND 60),
  logradouro TEXT NOT NULL,
  numero TEXT NOT NULL,
  bairro TEXT NOT NULL,
  codigo_municipio TEXT NOT NULL CHECK (length(codigo_municipio) = 7 AND codigo_municipio NOT GLOB '*[^0-9]*'),
  municipio TEXT NOT NULL,
  uf TEXT NOT NULL CHECK (length(uf) = 2),
  cep TEXT NOT NULL CHECK (length(cep) = 8 AND cep NOT GLOB '*[^0-9]*'),
  telefone TEXT,
  crt INTEGER NOT NULL DEFAULT 1 CHECK (crt IN (1, 2, 3)),
  serie INTEGER NOT NULL DEFAULT 1 CHECK (serie BETWEEN 0 AND 999)
);

-- The NF-e of an order: at most one, issued once the order reached an invoiced status (PAGO, EMENTREGA,
-- PRONTO_RETIRADA or ENTREGUE), numbered per supplier and series from 1 and never reused. chave: the
-- 44-digit access key (app/models/orders/nfe-access-key.ts); codigo_numerico: its cNF; protocolo: the
-- authorization's number (15 digits). The reference server issues in the test environment (tpAmb 2):
-- its documents have no fiscal value, and say so.
CREATE TABLE nfe_invoices (
  numpedido INTEGER PRIMARY KEY REFERENCES orders (numpedido) ON DELETE CASCADE,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  serie INTEGER NOT NULL CHECK (serie BETWEEN 0 AND 999),
  numero INTEGER NOT NULL CHECK (numero BETWEEN 1 AND 999999999),
  chave TEXT NOT NULL UNIQUE CHECK (length(chave) = 44 AND chave NOT GLOB '*[^0-9]*'),
  codigo_numerico INTEGER NOT NULL CHECK (codigo_numerico BETWEEN 0 AND 99999999),
  protocolo TEXT NOT NULL CHECK (length(protocolo) = 15 AND protocolo NOT GLOB '*[^0-9]*'),
  emitida_em TEXT NOT NULL,
  UNIQUE (idfornecedor, serie, numero)
);

-- When an order's card or PIX payment was approved: recorded by the database itself whichever call
-- approves it (the gateway's verdict, a PIX charge paid), for the receipt to say when it was paid.
CREATE TABLE order_payment_approvals (
  numpedido INTEGER PRIMARY KEY REFERENCES orders (numpedido) ON DELETE CASCADE,
  aprovado_em TEXT NOT NULL
);
CREATE TRIGGER orders_payment_approved AFTER UPDATE OF pagamento_status ON orders
WHEN NEW.pagamento_status = 'APROVADO' AND OLD.pagamento_status <> 'APROVADO'
BEGIN
  INSERT OR REPLACE INTO order_payment_approvals (numpedido, aprovado_em) VALUES (NEW.numpedido, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
