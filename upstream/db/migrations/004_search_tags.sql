-- Search tags (the filters of a listing or a search) and campaign links.

-- 002's free-text product tags give way to search tags, which products carry by id.
DROP TABLE product_tags;

-- grupo names the filter group ("Marca", "Embalagem", "Características"…); groups show in the order of
-- their first tag.
CREATE TABLE search_tags (
  idtag INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  grupo TEXT NOT NULL,
  descricao TEXT NOT NULL,
  ordem INTEGER NOT NULL DEFAULT 0,
  UNIQUE (idfornecedor, grupo, descricao)
);
CREATE INDEX search_tags_supplier ON search_tags (idfornecedor, ordem);

CREATE TABLE product_tags (
  idproduto INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  idtag INTEGER NOT NULL REFERENCES search_tags (idtag) ON DELETE CASCADE,
  PRIMARY KEY (idproduto, idtag)
);
CREATE INDEX product_tags_tag ON product_tags (idtag, idproduto);

-- Where a campaign link (a banner, a push message) leads. valor is the search text (BUSCA), an idcategoria
-- (CATEGORIA), a product id (PRODUTO), a comma list of idtag (TAGS) or an idcombo (COMBO).
CREATE TABLE link_actions (
  idlink INTEGER PRIMARY KEY,
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  descricao TEXT NOT NULL,
  tipo TEXT NOT NULL CHECK (tipo IN ('BUSCA', 'CATEGORIA', 'PRODUTO', 'TAGS', 'COMBO')),
  valor TEXT NOT NULL
);
