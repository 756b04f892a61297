-- Card payments in instalments (docs/upstream-api.md §9 `parcelamento`, §57 `parcelas`): a card method's
-- plan (all four null: no plan, paid at once) and the instalments each card payment was made in.
ALTER TABLE payment_methods ADD COLUMN parcelas_max INTEGER CHECK (parcelas_max IS NULL OR parcelas_max BETWEEN 1 AND 24);
ALTER TABLE payment_methods ADD COLUMN parcelas_sem_juros INTEGER CHECK (parcelas_sem_juros IS NULL OR parcelas_sem_juros BETWEEN 1 AND 24);
ALTER TABLE payment_methods ADD COLUMN parcela_minima REAL CHECK (parcela_minima IS NULL OR parcela_minima >= 0);
ALTER TABLE payment_methods ADD COLUMN juros_mensal REAL CHECK (juros_mensal IS NULL OR juros_mensal BETWEEN 0 AND 20);
ALTER TABLE orders ADD COLUMN pagamento_parcelas INTEGER CHECK (pagamento_parcelas IS NULL OR pagamento_parcelas BETWEEN 1 AND 24);
-- Bom Sabor's card (seeded before this migration): up to 6×, interest-free up to 3×, at least R$ 10,00, 1,99 % a month beyond.
UPDATE payment_methods SET parcelas_max = 6, parcelas_sem_juros = 3, parcela_minima = 10, juros_mensal = 1.99
  WHERE idformapagamento = 21 AND tipo = 'CARTAO';
