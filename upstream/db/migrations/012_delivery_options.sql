-- How orders reach shoppers (docs/upstream-api.md §51–§52): a supplier's delivery options, each with
-- the weekly time windows it can be delivered or picked up in, and the opening hours of the supplier's
-- store (call 3's loja.horarios). Days are 0 (Sunday) to 6 (Saturday); times are HH:MM in São Paulo.

CREATE TABLE store_hours (
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  dia_semana INTEGER NOT NULL CHECK (dia_semana BETWEEN 0 AND 6),
  abre TEXT NOT NULL CHECK (abre GLOB '[0-2][0-9]:[0-5][0-9]' AND abre < '24:00'),
  fecha TEXT NOT NULL CHECK (fecha GLOB '[0-2][0-9]:[0-5][0-9]' AND fecha <= '24:00'),
  PRIMARY KEY (idfornecedor, dia_semana, abre),
  CHECK (abre < fecha)
);

-- valor_cheio: the fee; frete_gratis_acima: the subtotal from which it is 0 (null: never);
-- pedido_minimo: the smallest subtotal taken (null: none); antecedencia_minutos: how long before a
-- slot's start an order must be placed; ordem: the supplier's order of its options.
CREATE TABLE delivery_options (
  idformaentrega TEXT PRIMARY KEY CHECK (length(idformaentrega) BETWEEN 1 AND 80 AND idformaentrega NOT GLOB '*[^a-z0-9-]*'),
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  tipo_entrega TEXT NOT NULL CHECK (tipo_entrega IN ('DELIVERY', 'RETIRADA')),
  descricao TEXT NOT NULL,
  valor_cheio REAL NOT NULL CHECK (valor_cheio >= 0),
  frete_gratis_acima REAL CHECK (frete_gratis_acima IS NULL OR frete_gratis_acima >= 0),
  pedido_minimo REAL CHECK (pedido_minimo IS NULL OR pedido_minimo >= 0),
  antecedencia_minutos INTEGER NOT NULL CHECK (antecedencia_minutos >= 0),
  ordem INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX delivery_options_supplier ON delivery_options (idfornecedor, tipo_entrega, ordem);

-- One weekly window of an option: each window is one slot on each of its days.
CREATE TABLE delivery_windows (
  idformaentrega TEXT NOT NULL REFERENCES delivery_options (idformaentrega) ON DELETE CASCADE,
  dia_semana INTEGER NOT NULL CHECK (dia_semana BETWEEN 0 AND 6),
  inicio TEXT NOT NULL CHECK (inicio GLOB '[0-2][0-9]:[0-5][0-9]' AND inicio < '24:00'),
  fim TEXT NOT NULL CHECK (fim GLOB '[0-2][0-9]:[0-5][0-9]' AND fim <= '24:00'),
  PRIMARY KEY (idformaentrega, dia_semana, inicio),
  CHECK (inicio < fim)
);
