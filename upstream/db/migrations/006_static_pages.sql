-- Static pages (institutional and help texts) with HTML content.

-- tags says where a page is listed ("WEB", "APP"). A page em_revisao is being rewritten: it is listed
-- but its content is not served.
CREATE TABLE static_pages (
  idfornecedor TEXT NOT NULL REFERENCES suppliers (idfornecedor) ON DELETE CASCADE,
  slug TEXT NOT NULL CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
  titulo TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '["WEB"]' CHECK (json_valid(tags)),
  conteudo TEXT NOT NULL,
  em_revisao INTEGER NOT NULL DEFAULT 0 CHECK (em_revisao IN (0, 1)),
  ordem INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (idfornecedor, slug)
);
