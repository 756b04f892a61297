-- A priced quote accepted by its customer (docs/upstream-api.md §67): the quote becomes an order
-- (status ENVIADO) and keeps its number; orcamento stays 1 (it was sent as a quote).
-- orcamento_aceito_em: the ISO-8601 instant of the server's clock when the customer accepted it;
-- null for an order that was no quote and for a quote not accepted (yet). Once set it never changes,
-- which is what refuses a second acceptance.
ALTER TABLE orders ADD COLUMN orcamento_aceito_em TEXT CHECK (orcamento_aceito_em IS NULL OR orcamento = 1);
