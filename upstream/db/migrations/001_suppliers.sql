-- Suppliers and everything that configures their storefront.

CREATE TABLE suppliers (
  idfornecedor TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  idempresa TEXT NOT NULL,
  nome TEXT NOT NULL,
  descricao TEXT,
  ativo INTEGER NOT NULL DEFAULT 1 CHECK (ativo IN (0, 1)),
  ordem INTEGER NOT NULL DEFAULT 0,
  logo TEXT,
  modulos TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(modulos)),
  has_recorrencia INTEGER NOT NULL DEFAULT 0 CHECK (has_recorrencia IN (0, 1)),
  analytics_key TEXT,
  loja_nome TEXT,
  loja_lat REAL,
  loja_lng REAL,
  descricao_endereco_loja TEXT,
  seo_title TEXT,
  seo_subtitle TEXT,
  seo_description TEXT,
  seo_keywords TEXT,
  seo_favicon TEXT,
  seo_image TEXT,
  seo_url TEXT
);

CREATE TABLE supplier_tags (
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (idfornecedor, tag)
);

-- The white-label host names of a supplier: one principal, any number of additional ones.
CREATE TABLE supplier_domains (
  dominio TEXT PRIMARY KEY COLLATE NOCASE,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  principal INTEGER NOT NULL DEFAULT 0 CHECK (principal IN (0, 1))
);
CREATE INDEX supplier_domains_supplier ON supplier_domains (idfornecedor);

CREATE TABLE segments (
  idsegmento TEXT PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  nome TEXT NOT NULL,
  requer_maioridade INTEGER NOT NULL DEFAULT 0 CHECK (requer_maioridade IN (0, 1)),
  ordem INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX segments_supplier ON segments (idfornecedor, ordem);

CREATE TABLE sort_options (
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  chave TEXT NOT NULL,
  descricao TEXT NOT NULL,
  ordem INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (idfornecedor, chave)
);

-- Where a supplier delivers or accepts pickups: a polygon of [lat, lng] points or a radius around its store.
CREATE TABLE service_areas (
  idfornecedor TEXT PRIMARY KEY REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  coordenadas TEXT CHECK (coordenadas IS NULL OR json_valid(coordenadas)),
  raio_km REAL CHECK (raio_km IS NULL OR raio_km > 0),
  CHECK (coordenadas IS NOT NULL OR raio_km IS NOT NULL)
);

-- Colours are NULL when the supplier keeps the storefront's defaults.
CREATE TABLE supplier_themes (
  idfornecedor TEXT PRIMARY KEY REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  primary_color TEXT,
  secondary_color TEXT,
  auxiliar_color TEXT,
  text_color TEXT,
  boas_vindas TEXT,
  titulo_pagina TEXT
);

-- The header menu, shown by the supplier configuration and by the theme.
CREATE TABLE menu_links (
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  ordem INTEGER NOT NULL,
  descricao TEXT NOT NULL,
  destino TEXT NOT NULL,
  PRIMARY KEY (idfornecedor, ordem)
);

CREATE TABLE footers (
  idfornecedor TEXT PRIMARY KEY REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  texto TEXT,
  endereco TEXT,
  telefone TEXT,
  email TEXT,
  whatsapp TEXT
);

CREATE TABLE footer_columns (
  idcoluna INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  titulo TEXT NOT NULL,
  ordem INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX footer_columns_supplier ON footer_columns (idfornecedor, ordem);

CREATE TABLE footer_links (
  idcoluna INTEGER NOT NULL REFERENCES footer_columns (idcoluna) ON DELETE CASCADE,
  ordem INTEGER NOT NULL,
  descricao TEXT NOT NULL,
  destino TEXT NOT NULL,
  PRIMARY KEY (idcoluna, ordem)
);

CREATE TABLE social_links (
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  rede TEXT NOT NULL,
  url TEXT NOT NULL,
  ordem INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (idfornecedor, rede)
);

CREATE TABLE custom_contents (
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (idfornecedor, content_type)
);

CREATE TABLE static_texts (
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  chave TEXT NOT NULL,
  texto TEXT NOT NULL,
  PRIMARY KEY (idfornecedor, lang, chave)
);

-- Extra fields a supplier asks of its customers (CLIENTE) or on each order (PEDIDO).
CREATE TABLE characteristics (
  idcaracteristica INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  alvo TEXT NOT NULL CHECK (alvo IN ('CLIENTE', 'PEDIDO')),
  descricao TEXT NOT NULL,
  tipo TEXT NOT NULL CHECK (tipo IN ('TEXTO', 'NUMERO', 'DATA', 'OPCAO')),
  obrigatorio INTEGER NOT NULL DEFAULT 0 CHECK (obrigatorio IN (0, 1)),
  opcoes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(opcoes)),
  ordem INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX characteristics_supplier ON characteristics (idfornecedor, alvo, ordem);

-- variacao_preco_percentual changes product prices for this method when the supplier has the tag
-- support-price-variance-by-payment; exige_cadastro_aprovado offers the method only to approved customers.
CREATE TABLE payment_methods (
  idformapagamento INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  descricao TEXT NOT NULL,
  tipo TEXT NOT NULL CHECK (tipo IN ('CARTAO', 'PIX', 'FATURADO', 'NA_ENTREGA')),
  padrao INTEGER NOT NULL DEFAULT 0 CHECK (padrao IN (0, 1)),
  variacao_preco_percentual REAL NOT NULL DEFAULT 0,
  exige_cadastro_aprovado INTEGER NOT NULL DEFAULT 0 CHECK (exige_cadastro_aprovado IN (0, 1)),
  ativo INTEGER NOT NULL DEFAULT 1 CHECK (ativo IN (0, 1)),
  ordem INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX payment_methods_supplier ON payment_methods (idfornecedor, ordem);
