-- Orders (docs/upstream-api.md §53–§55): what a customer placed at a supplier, priced by the server,
-- with its lines and the history of its statuses. numpedido is given by the server (the highest so far
-- plus one, from 10001), never reused. Money is in reais; criado_em and the history's data are ISO-8601
-- instants of the server's clock.

-- chave_idempotencia: the checkout's key, one order per client and key (a replay answers that order).
-- itens_assinatura: the products and quantities, sorted, as one text (the identical-order check).
-- endereco_entrega, loja_retira, endereco_faturamento, caracteristicas: JSON snapshots of what the order
-- was sent to and with, so that a later change of address or store does not rewrite a placed order.
-- pagamento_status: NAO_SE_APLICA (invoice, on delivery, a quote), AGUARDANDO, then the gateway's verdict.
CREATE TABLE orders (
  numpedido INTEGER PRIMARY KEY CHECK (numpedido > 10000),
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor),
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente),
  chave_idempotencia TEXT NOT NULL CHECK (length(chave_idempotencia) BETWEEN 16 AND 64),
  status TEXT NOT NULL CHECK (status IN ('ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO', 'ENVIADO', 'SEPARANDO',
    'AGUARDANDOPAGAMENTO', 'PAGO', 'EMENTREGA', 'PRONTO_RETIRADA', 'ENTREGUE', 'CANCELADO')),
  orcamento INTEGER NOT NULL DEFAULT 0 CHECK (orcamento IN (0, 1)),
  itens_assinatura TEXT NOT NULL,
  tipo_entrega TEXT NOT NULL CHECK (tipo_entrega IN ('DELIVERY', 'RETIRADA')),
  idformaentrega TEXT NOT NULL,
  forma_entrega_descricao TEXT NOT NULL,
  data_de_entrega TEXT,
  endereco_entrega TEXT CHECK (endereco_entrega IS NULL OR json_valid(endereco_entrega)),
  loja_retira TEXT CHECK (loja_retira IS NULL OR json_valid(loja_retira)),
  endereco_faturamento TEXT CHECK (endereco_faturamento IS NULL OR json_valid(endereco_faturamento)),
  idformapagamento INTEGER NOT NULL,
  pagamento_descricao TEXT NOT NULL,
  pagamento_tipo TEXT NOT NULL CHECK (pagamento_tipo IN ('CARTAO', 'PIX', 'FATURADO', 'NA_ENTREGA')),
  pagamento_status TEXT NOT NULL CHECK (pagamento_status IN ('NAO_SE_APLICA', 'AGUARDANDO', 'PENDENTE', 'APROVADO', 'RECUSADO')),
  pagamento_mensagem TEXT,
  troco_para REAL CHECK (troco_para IS NULL OR troco_para > 0),
  subtotal REAL NOT NULL CHECK (subtotal >= 0),
  valor_desconto REAL NOT NULL DEFAULT 0 CHECK (valor_desconto >= 0),
  valor_embalagens REAL NOT NULL DEFAULT 0 CHECK (valor_embalagens >= 0),
  taxaentrega REAL NOT NULL DEFAULT 0 CHECK (taxaentrega >= 0),
  totalpedido REAL NOT NULL CHECK (totalpedido >= 0),
  cupom TEXT,
  anotacoes TEXT CHECK (anotacoes IS NULL OR length(anotacoes) <= 500),
  num_pedido_cliente TEXT CHECK (num_pedido_cliente IS NULL OR length(num_pedido_cliente) <= 40),
  -- emitido_por: the sub-user who placed it for the company (docs/rules/account.md "Linked users": "Pedido emitido por");
  -- representante_nome: the representative who placed it for the client.
  emitido_por TEXT,
  idrepresentante TEXT,
  representante_nome TEXT,
  idtipoassinatura INTEGER,
  caracteristicas TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(caracteristicas)),
  canal_venda TEXT NOT NULL CHECK (canal_venda IN ('WEB', 'MANUAL')),
  idapikeys TEXT,
  numero_erp TEXT,
  criado_em TEXT NOT NULL,
  UNIQUE (idcliente, chave_idempotencia)
);
CREATE INDEX orders_identical ON orders (idcliente, idfornecedor, itens_assinatura, criado_em);

-- A line as it was priced when the order was placed; posicao keeps the order's line order.
CREATE TABLE order_items (
  numpedido INTEGER NOT NULL REFERENCES orders (numpedido) ON DELETE CASCADE,
  posicao INTEGER NOT NULL,
  idproduto INTEGER NOT NULL,
  nome TEXT NOT NULL,
  quantidade REAL NOT NULL CHECK (quantidade > 0),
  preco_unitario REAL NOT NULL CHECK (preco_unitario >= 0),
  embalar INTEGER NOT NULL DEFAULT 0 CHECK (embalar IN (0, 1)),
  valor_embalagem REAL NOT NULL DEFAULT 0,
  valor_desconto REAL NOT NULL DEFAULT 0,
  total REAL NOT NULL,
  PRIMARY KEY (numpedido, posicao),
  UNIQUE (numpedido, idproduto)
);

-- Every status an order went through, the first one included, oldest first.
CREATE TABLE order_status_history (
  idhistorico INTEGER PRIMARY KEY,
  numpedido INTEGER NOT NULL REFERENCES orders (numpedido) ON DELETE CASCADE,
  status TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX order_status_history_order ON order_status_history (numpedido, idhistorico);
