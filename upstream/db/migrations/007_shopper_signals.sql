-- What shoppers tell the platform: feedback on recommendations and "let me know when it is back" alerts.

CREATE TABLE recommendation_feedback (
  idfeedback INTEGER PRIMARY KEY,
  sessao_id TEXT NOT NULL,
  acao TEXT NOT NULL,
  visao TEXT NOT NULL CHECK (visao IN ('CART', 'PRODUCT', 'HOME')),
  item_id TEXT NOT NULL,
  criado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX recommendation_feedback_session ON recommendation_feedback (sessao_id);

-- One alert per customer and product; the product names the supplier.
CREATE TABLE availability_alerts (
  idcliente INTEGER NOT NULL REFERENCES customers (idcliente) ON DELETE CASCADE,
  idproduto INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  idcadastroextraproduto TEXT,
  criado_em TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (idcliente, idproduto)
);
