-- Carts (one per client and supplier), discount coupons and subscription types.

-- observacao and numPedidoCliente: null when the shopper left them empty.
CREATE TABLE carts (
  idcarrinho INTEGER PRIMARY KEY,
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  observacao TEXT CHECK (observacao IS NULL OR length(observacao) <= 500),
  numPedidoCliente TEXT CHECK (numPedidoCliente IS NULL OR length(numPedidoCliente) <= 40),
  atualizado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (idcliente, idfornecedor)
);

-- precoatendente: the price the supplier's staff set for this line (service lock), or null.
CREATE TABLE cart_items (
  idcarrinho INTEGER NOT NULL REFERENCES carts (idcarrinho) ON DELETE CASCADE,
  idproduto INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantidade REAL NOT NULL CHECK (quantidade > 0 AND quantidade <= 100000),
  embalar INTEGER NOT NULL DEFAULT 0 CHECK (embalar IN (0, 1)),
  precoatendente REAL CHECK (precoatendente IS NULL OR precoatendente >= 0),
  PRIMARY KEY (idcarrinho, idproduto)
);
CREATE INDEX cart_items_product ON cart_items (idproduto);

-- A discount coupon. tipo '%': valor is a percentage of the lines it covers; 'R$': an amount off them.
-- valor_minimo: the order minimum, over the lines it covers. inicio/fim: first and last day (São Paulo
-- dates), null for no bound. canal: the sales channel it is for. automatico: applied without a code,
-- the lowest prioridade first. publico: listed for every customer; otherwise given to the customers of
-- coupon_customers. idcliente_indicacao: a referral coupon, owned by that customer and for the others.
CREATE TABLE coupons (
  idcupom INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  codigo TEXT NOT NULL COLLATE NOCASE
    CHECK (length(codigo) BETWEEN 1 AND 40 AND codigo NOT GLOB '*[^A-Za-z0-9_-]*'),
  descricao TEXT,
  tipo TEXT NOT NULL CHECK (tipo IN ('%', 'R$')),
  valor REAL NOT NULL CHECK (valor > 0 AND (tipo = 'R$' OR valor <= 100)),
  valor_minimo REAL CHECK (valor_minimo IS NULL OR valor_minimo > 0),
  inicio TEXT CHECK (inicio IS date(inicio)),
  fim TEXT CHECK (fim IS date(fim)),
  canal TEXT NOT NULL DEFAULT 'AMBOS' CHECK (canal IN ('WEB', 'MANUAL', 'AMBOS')),
  automatico INTEGER NOT NULL DEFAULT 0 CHECK (automatico IN (0, 1)),
  prioridade INTEGER NOT NULL DEFAULT 0,
  publico INTEGER NOT NULL DEFAULT 0 CHECK (publico IN (0, 1)),
  idcliente_indicacao INTEGER REFERENCES customers (idcliente) ON DELETE CASCADE,
  criado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (idfornecedor, codigo),
  UNIQUE (idfornecedor, idcliente_indicacao),
  CHECK (inicio IS NULL OR fim IS NULL OR inicio <= fim)
);

-- The products a coupon covers; none listed covers every product.
CREATE TABLE coupon_products (
  idcupom INTEGER NOT NULL REFERENCES coupons (idcupom) ON DELETE CASCADE,
  idproduto INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (idcupom, idproduto)
);

-- The customers a coupon that is not public is given to.
CREATE TABLE coupon_customers (
  idcupom INTEGER NOT NULL REFERENCES coupons (idcupom) ON DELETE CASCADE,
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  PRIMARY KEY (idcupom, idcliente)
);
CREATE INDEX coupon_customers_customer ON coupon_customers (idcliente);

-- How a supplier that offers subscriptions (suppliers.has_recorrencia) names and explains them.
CREATE TABLE subscription_settings (
  idfornecedor TEXT PRIMARY KEY REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  label TEXT NOT NULL,
  mensagem TEXT NOT NULL
);

-- How often a subscription repeats the order: every `dias` days.
CREATE TABLE subscription_types (
  idtipoassinatura INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  descricao TEXT NOT NULL,
  dias INTEGER NOT NULL CHECK (dias > 0),
  ordem INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX subscription_types_supplier ON subscription_types (idfornecedor, ordem);
