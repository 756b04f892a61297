-- Categories, products (with full-text search) and the home page carousels.

CREATE TABLE categories (
  idcategoria INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  idcategoria_pai INTEGER REFERENCES categories (idcategoria) ON DELETE CASCADE,
  idsegmento TEXT REFERENCES segments (idsegmento) ON DELETE SET NULL,
  descricao TEXT NOT NULL,
  cor TEXT NOT NULL,
  imagem TEXT,
  ordem INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_supplier ON categories (idfornecedor, idcategoria_pai, ordem);

-- desconto_progressivo is a JSON object {"quantity threshold": price}.
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  idcategoria INTEGER NOT NULL REFERENCES categories (idcategoria),
  idsegmento TEXT REFERENCES segments (idsegmento) ON DELETE SET NULL,
  codigo TEXT NOT NULL,
  nome TEXT NOT NULL,
  descricao TEXT NOT NULL DEFAULT '',
  marca TEXT,
  unidade TEXT NOT NULL CHECK (unidade IN ('un', 'kg', 'cx', 'fd')),
  preco REAL NOT NULL CHECK (preco >= 0),
  preconf REAL CHECK (preconf IS NULL OR preconf >= 0),
  precovendaatacado REAL CHECK (precovendaatacado IS NULL OR precovendaatacado >= 0),
  minvendaatacado REAL CHECK (minvendaatacado IS NULL OR minvendaatacado > 0),
  multiploincremento REAL NOT NULL DEFAULT 1 CHECK (multiploincremento > 0),
  granularidade REAL NOT NULL DEFAULT 1 CHECK (granularidade > 0),
  min_por_pedido REAL NOT NULL DEFAULT 1 CHECK (min_por_pedido > 0),
  maxporpedido REAL CHECK (maxporpedido IS NULL OR maxporpedido > 0),
  preco_embalagem REAL CHECK (preco_embalagem IS NULL OR preco_embalagem >= 0),
  desconto_progressivo TEXT CHECK (desconto_progressivo IS NULL OR json_valid(desconto_progressivo)),
  imagem TEXT,
  disponivel INTEGER NOT NULL DEFAULT 1 CHECK (disponivel IN (0, 1)),
  estoque REAL NOT NULL DEFAULT 0,
  vendidos INTEGER NOT NULL DEFAULT 0,
  UNIQUE (idfornecedor, codigo)
);
CREATE INDEX products_supplier_category ON products (idfornecedor, idcategoria);
CREATE INDEX products_supplier_sold ON products (idfornecedor, vendidos DESC);

CREATE TABLE product_tags (
  idproduto INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (idproduto, tag)
);
CREATE INDEX product_tags_tag ON product_tags (tag);

CREATE VIRTUAL TABLE products_fts USING fts5(
  nome, descricao, marca, codigo,
  content = 'products',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, nome, descricao, marca, codigo)
  VALUES (new.id, new.nome, new.descricao, new.marca, new.codigo);
END;

CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_fts (products_fts, rowid, nome, descricao, marca, codigo)
  VALUES ('delete', old.id, old.nome, old.descricao, old.marca, old.codigo);
END;

CREATE TRIGGER products_fts_update AFTER UPDATE OF nome, descricao, marca, codigo ON products BEGIN
  INSERT INTO products_fts (products_fts, rowid, nome, descricao, marca, codigo)
  VALUES ('delete', old.id, old.nome, old.descricao, old.marca, old.codigo);
  INSERT INTO products_fts (rowid, nome, descricao, marca, codigo)
  VALUES (new.id, new.nome, new.descricao, new.marca, new.codigo);
END;

-- A carousel of a page: BANNER shows its banners; PRODUTO shows products chosen by criterio:
-- MANUAL (carousel_products), MAIS_VENDIDOS (by units sold) or OFERTAS (price below list price).
CREATE TABLE carousels (
  idcarrossel INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  pagina TEXT NOT NULL DEFAULT 'page:home',
  tipo TEXT NOT NULL CHECK (tipo IN ('BANNER', 'PRODUTO')),
  titulo TEXT,
  criterio TEXT CHECK (criterio IN ('MANUAL', 'MAIS_VENDIDOS', 'OFERTAS')),
  limite INTEGER NOT NULL DEFAULT 12 CHECK (limite > 0),
  ordem INTEGER NOT NULL DEFAULT 0,
  ativo INTEGER NOT NULL DEFAULT 1 CHECK (ativo IN (0, 1)),
  CHECK ((tipo = 'PRODUTO') = (criterio IS NOT NULL))
);
CREATE INDEX carousels_page ON carousels (idfornecedor, pagina, ordem);

CREATE TABLE carousel_products (
  idcarrossel INTEGER NOT NULL REFERENCES carousels (idcarrossel) ON DELETE CASCADE,
  idproduto INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  ordem INTEGER NOT NULL,
  PRIMARY KEY (idcarrossel, idproduto)
);

-- titulo and subtitulo are the words drawn on the generated banner image.
CREATE TABLE banners (
  idbanner INTEGER PRIMARY KEY,
  idcarrossel INTEGER NOT NULL REFERENCES carousels (idcarrossel) ON DELETE CASCADE,
  titulo TEXT NOT NULL,
  subtitulo TEXT,
  chamada TEXT,
  imagem TEXT NOT NULL,
  imagem_mobile TEXT,
  link TEXT,
  alt TEXT NOT NULL DEFAULT '',
  largura INTEGER NOT NULL DEFAULT 2560,
  altura INTEGER NOT NULL DEFAULT 640,
  ordem INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX banners_carousel ON banners (idcarrossel, ordem);
