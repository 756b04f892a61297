-- The manual coupon kept with a cart (docs/upstream-api.md §40 `cupomManual`): the last code a call 40
-- asked for, until `removerCupom=true` or an order from the cart; null for none. Kept whether or not it
-- passes its rules today: the answer's `mensagemCupom` says why it is not priced in.
ALTER TABLE carts ADD COLUMN cupom TEXT
  CHECK (cupom IS NULL OR (length(cupom) BETWEEN 1 AND 40 AND cupom NOT GLOB '*[^A-Za-z0-9_-]*'));
