import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { secretDigest, verifyPassword } from "../../../upstream/credentials";
import { migrate } from "../../../upstream/db/migrate";
import { resetAndSeed, seedIfEmpty } from "../../../upstream/seed";
import { DEMO_PASSWORD } from "../../../upstream/seed/customers";
import { comboValidityEnd } from "../../../upstream/seed/insert-promotions";
import { SUPPLIER_IDS, SUPPLIER_SEEDS } from "../../../upstream/seed/suppliers";

let db: Database.Database;

const count = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

function isValidCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1+$/.test(cpf)) return false;
  const digit = (length: number) => {
    const sum = [...cpf.slice(0, length)].reduce((total, d, index) => total + Number(d) * (length + 1 - index), 0);
    return ((sum * 10) % 11) % 10;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

function isValidCnpj(cnpj: string): boolean {
  // Numeric or alphanumeric (12 letters or digits, then two check digits); a character counts as its code minus 48.
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return false;
  const digit = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest =
      [...cnpj.slice(0, length)].reduce(
        (total, d, index) => total + (d.charCodeAt(0) - 48) * (weights[index] ?? 0),
        0,
      ) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === Number(cnpj[12]) && digit(13) === Number(cnpj[13]);
}

beforeAll(() => {
  db = new Database(":memory:");
  db.pragma("foreign_keys = ON");
  migrate(db);
  expect(seedIfEmpty(db)).toBe(true);
});

describe("seeding", () => {
  it("happens only on an empty database", () => {
    expect(seedIfEmpty(db)).toBe(false);
    expect(count("SELECT COUNT(*) FROM suppliers")).toBe(3);
  });

  it("leaves no broken reference", () => {
    expect(db.pragma("foreign_key_check")).toEqual([]);
  });

  it("can wipe and reseed, restoring the demo data", () => {
    const before = count("SELECT COUNT(*) FROM products");
    db.prepare("UPDATE products SET nome = 'Produto alterado' WHERE id = 1001").run();
    db.prepare("DELETE FROM carousels WHERE idcarrossel = 12").run();
    resetAndSeed(db);
    expect(count("SELECT COUNT(*) FROM products")).toBe(before);
    expect(db.prepare("SELECT nome FROM products WHERE id = 1001").pluck().get()).toBe("Arroz branco tipo 1 5 kg");
    expect(count("SELECT COUNT(*) FROM carousels WHERE idcarrossel = 12")).toBe(1);
    expect(count("SELECT COUNT(*) FROM products_fts WHERE products_fts MATCH 'alterado'")).toBe(0);
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
  });

  it("wipes what logins left behind but keeps the server's JWT secret", () => {
    const secret = db.prepare("SELECT valor FROM settings WHERE chave = 'jwt_secret'").pluck().get();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    db.prepare("INSERT INTO outbox (para, assunto, corpo) VALUES ('x@exemplo.com.br', 'a', 'b')").run();
    db.prepare("UPDATE account_users SET senha_hash = NULL").run();
    resetAndSeed(db);
    expect(count("SELECT COUNT(*) FROM outbox")).toBe(0);
    expect(count("SELECT COUNT(*) FROM account_users WHERE senha_hash IS NULL")).toBe(0);
    expect(db.prepare("SELECT valor FROM settings WHERE chave = 'jwt_secret'").pluck().get()).toBe(secret);
  });
});

describe("suppliers", () => {
  it("have the fixed ids and slugs", () => {
    expect(db.prepare("SELECT slug, idfornecedor FROM suppliers ORDER BY ordem").all()).toEqual([
      { slug: "aurora", idfornecedor: SUPPLIER_IDS.aurora },
      { slug: "bomsabor", idfornecedor: SUPPLIER_IDS.bomsabor },
      { slug: "casaverde", idfornecedor: SUPPLIER_IDS.casaverde },
    ]);
  });

  it("differ in tags", () => {
    const tags = (slug: keyof typeof SUPPLIER_IDS) =>
      db.prepare("SELECT tag FROM supplier_tags WHERE idfornecedor = ?").pluck().all(SUPPLIER_IDS[slug]);
    expect(tags("aurora")).toEqual(expect.arrayContaining(["support-budget", "support-price-variance-by-payment"]));
    expect(tags("bomsabor")).toEqual(
      expect.arrayContaining(["hide-price-for-logged-out-customers", "requires-address-to-access"]),
    );
    expect(tags("casaverde")).toEqual(
      expect.arrayContaining(["has-collect", "uses-single-address", "disable-product-multiple"]),
    );
    expect(tags("casaverde")).not.toContain("has-delivery");
  });
});

describe("catalogue", () => {
  it.each(Object.entries(SUPPLIER_IDS))("%s has at least 60 products, each in a subcategory", (_slug, id) => {
    expect(count("SELECT COUNT(*) FROM products WHERE idfornecedor = ?", id)).toBeGreaterThanOrEqual(60);
    expect(
      count(
        `SELECT COUNT(*) FROM products p JOIN categories c ON c.idcategoria = p.idcategoria
         WHERE p.idfornecedor = ? AND c.idcategoria_pai IS NULL`,
        id,
      ),
    ).toBe(0);
    expect(
      count("SELECT COUNT(DISTINCT idcategoria_pai) FROM categories WHERE idfornecedor = ?", id),
    ).toBeGreaterThanOrEqual(4);
  });

  it("gives codes by supplier prefix", () => {
    expect(db.prepare("SELECT codigo FROM products WHERE id = 1001").pluck().get()).toBe("AUR-0001");
    expect(count("SELECT COUNT(*) FROM products WHERE codigo NOT GLOB '[A-Z][A-Z][A-Z]-[0-9][0-9][0-9][0-9]'")).toBe(0);
  });

  it("covers the commercial fields", () => {
    const aurora = SUPPLIER_IDS.aurora;
    expect(
      count("SELECT COUNT(*) FROM products WHERE idfornecedor = ? AND desconto_progressivo IS NOT NULL", aurora),
    ).toBeGreaterThan(3);
    expect(
      count("SELECT COUNT(*) FROM products WHERE idfornecedor = ? AND multiploincremento > 1", aurora),
    ).toBeGreaterThan(30);
    expect(
      count("SELECT COUNT(*) FROM products WHERE precovendaatacado IS NOT NULL AND minvendaatacado IS NOT NULL"),
    ).toBeGreaterThan(5);
    expect(count("SELECT COUNT(*) FROM products WHERE preconf IS NULL")).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) FROM products WHERE preconf > preco")).toBeGreaterThan(15);
    expect(count("SELECT COUNT(*) FROM products WHERE maxporpedido IS NOT NULL")).toBeGreaterThan(5);
    expect(
      count("SELECT COUNT(*) FROM products WHERE idfornecedor = ? AND preco_embalagem > 0", SUPPLIER_IDS.bomsabor),
    ).toBeGreaterThan(5);
    expect(count("SELECT COUNT(*) FROM products WHERE disponivel = 0")).toBeGreaterThanOrEqual(3);
    expect(count("SELECT COUNT(*) FROM products WHERE disponivel = 0 AND estoque > 0")).toBe(0);
  });

  it("sells casaverde's produce by the half kilo from 1 kg", () => {
    const casaverde = SUPPLIER_IDS.casaverde;
    expect(
      count(
        "SELECT COUNT(*) FROM products WHERE idfornecedor = ? AND unidade = 'kg' AND min_por_pedido < 1",
        casaverde,
      ),
    ).toBe(0);
    expect(db.prepare("SELECT granularidade, min_por_pedido FROM products WHERE id = 3001").get()).toEqual({
      granularidade: 0.5,
      min_por_pedido: 1,
    });
  });

  it("sells by the half kilo at casaverde and bomsabor", () => {
    const halfKilo = count(
      "SELECT COUNT(*) FROM products WHERE unidade = 'kg' AND granularidade = 0.5 AND idfornecedor IN (?, ?)",
      SUPPLIER_IDS.casaverde,
      SUPPLIER_IDS.bomsabor,
    );
    expect(halfKilo).toBeGreaterThan(20);
    expect(count("SELECT COUNT(*) FROM products WHERE min_por_pedido < granularidade")).toBe(0);
  });

  it("stores progressive discounts as a JSON map of threshold to a lower price", () => {
    const rows = db
      .prepare("SELECT preco, desconto_progressivo FROM products WHERE desconto_progressivo IS NOT NULL")
      .all() as {
      preco: number;
      desconto_progressivo: string;
    }[];
    for (const row of rows) {
      const tiers = Object.entries(JSON.parse(row.desconto_progressivo) as Record<string, number>);
      expect(tiers.length).toBeGreaterThan(0);
      for (const [threshold, price] of tiers) {
        expect(Number(threshold)).toBeGreaterThan(1);
        expect(price).toBeLessThan(row.preco);
      }
    }
  });

  it("puts alcoholic drinks of bomsabor in the age-checked segment", () => {
    expect(db.prepare("SELECT nome FROM segments WHERE requer_maioridade = 1").pluck().all()).toEqual([
      "Bebidas alcoólicas",
    ]);
    const wines = db
      .prepare("SELECT DISTINCT idsegmento FROM products WHERE nome LIKE 'Vinho%' AND idfornecedor = ?")
      .pluck()
      .all(SUPPLIER_IDS.bomsabor);
    expect(wines).toEqual(["bomsabor-bebidas-alcoolicas"]);
  });

  it("is searchable by full text, accents ignored", () => {
    const found = db
      .prepare(
        "SELECT p.nome FROM products_fts f JOIN products p ON p.id = f.rowid WHERE products_fts MATCH ? ORDER BY p.id",
      )
      .pluck()
      .all("cafe") as string[];
    expect(found.length).toBeGreaterThan(3);
    expect(found).toContain("Café torrado e moído tradicional 500 g");
  });

  it("has a home page per supplier: one banner carousel with 2–3 banners, two product carousels", () => {
    for (const id of Object.values(SUPPLIER_IDS)) {
      const carousels = db
        .prepare("SELECT idcarrossel, tipo FROM carousels WHERE idfornecedor = ? AND pagina = 'page:home'")
        .all(id) as {
        idcarrossel: number;
        tipo: string;
      }[];
      expect(carousels.map((carousel) => carousel.tipo).sort()).toEqual(["BANNER", "PRODUTO", "PRODUTO"]);
      const banner = carousels.find((carousel) => carousel.tipo === "BANNER");
      const banners = count("SELECT COUNT(*) FROM banners WHERE idcarrossel = ?", banner?.idcarrossel);
      expect(banners).toBeGreaterThanOrEqual(2);
      expect(banners).toBeLessThanOrEqual(3);
    }
  });
});

describe("search tags", () => {
  it("give every product one brand and one pack tag of its own supplier", () => {
    const tagsPerProduct = db
      .prepare(
        `SELECT p.id, SUM(t.grupo = 'Marca') AS marcas, SUM(t.grupo = 'Embalagem') AS embalagens,
           SUM(t.idfornecedor <> p.idfornecedor) AS alheias
         FROM products p JOIN product_tags pt ON pt.idproduto = p.id JOIN search_tags t ON t.idtag = pt.idtag GROUP BY p.id`,
      )
      .all() as { marcas: number; embalagens: number; alheias: number }[];
    expect(tagsPerProduct).toHaveLength(count("SELECT COUNT(*) FROM products"));
    expect(tagsPerProduct.every((row) => row.marcas === 1 && row.embalagens === 1 && row.alheias === 0)).toBe(true);
  });

  it("number each supplier's tags in its own thousand", () => {
    const bases = { aurora: 5000, bomsabor: 6000, casaverde: 7000 } as const;
    for (const [slug, base] of Object.entries(bases)) {
      const id = SUPPLIER_IDS[slug as keyof typeof bases];
      expect(
        count("SELECT COUNT(*) FROM search_tags WHERE idfornecedor = ? AND idtag / 1000 <> ?", id, base / 1000),
      ).toBe(0);
    }
    expect(db.prepare("SELECT grupo, descricao FROM search_tags WHERE idtag = 5011").get()).toEqual({
      grupo: "Campanhas",
      descricao: "Semana do café",
    });
  });

  it("leave no tag unused", () => {
    expect(count("SELECT COUNT(*) FROM search_tags WHERE idtag NOT IN (SELECT idtag FROM product_tags)")).toBe(0);
  });
});

describe("combos and campaign links", () => {
  it("sell every combo for less than its items apart, with items of its own supplier", () => {
    const combos = db
      .prepare(
        `SELECT c.idcombo, c.preco_combo, SUM(p.preco * i.quantidade) AS apart, SUM(p.idfornecedor <> c.idfornecedor) AS alheios
         FROM combos c JOIN combo_items i ON i.idcombo = c.idcombo JOIN products p ON p.id = i.idproduto GROUP BY c.idcombo`,
      )
      .all() as { preco_combo: number; apart: number; alheios: number }[];
    expect(combos).toHaveLength(count("SELECT COUNT(*) FROM combos"));
    expect(combos.every((combo) => combo.preco_combo < combo.apart && combo.alheios === 0)).toBe(true);
  });

  it("give each supplier 2 or 3 combos for everyone, aurora an ended one and one for customer 501", () => {
    for (const id of Object.values(SUPPLIER_IDS)) {
      const general = count("SELECT COUNT(*) FROM combos WHERE idfornecedor = ? AND idcliente IS NULL", id);
      expect(general).toBeGreaterThanOrEqual(2);
      expect(general).toBeLessThanOrEqual(3);
    }
    expect(db.prepare("SELECT validade_fim < date('now') FROM combos WHERE idcombo = 703").pluck().get()).toBe(1);
    expect(db.prepare("SELECT idcliente FROM combos WHERE idcombo = 704").pluck().get()).toBe(501);
  });

  it("date combos relative to the seeding day", () => {
    const today = new Date(2026, 4, 10);
    expect(comboValidityEnd("sem-fim", today)).toBeNull();
    expect(comboValidityEnd("vigente", today)).toBe("2027-12-31");
    expect(comboValidityEnd("expirado", today)).toBe("2025-12-31");
  });

  it("lead tag links to tags of their own supplier", () => {
    expect(
      count(
        `SELECT COUNT(*) FROM link_actions l LEFT JOIN search_tags t ON t.idtag = CAST(l.valor AS INTEGER)
         WHERE l.tipo = 'TAGS' AND (t.idfornecedor IS NULL OR t.idfornecedor <> l.idfornecedor)`,
      ),
    ).toBe(0);
    expect(count("SELECT COUNT(DISTINCT tipo) FROM link_actions WHERE idfornecedor = ?", SUPPLIER_IDS.aurora)).toBe(5);
  });
});

describe("static pages", () => {
  it.each(SUPPLIER_SEEDS.map((seed) => [seed.slug, seed] as const))(
    "%s has a page for every /paginas/ link of its footer, and the common pages",
    (_slug, seed) => {
      const slugs = db.prepare("SELECT slug FROM static_pages WHERE idfornecedor = ?").pluck().all(seed.idfornecedor);
      const linked = seed.rodape.colunas
        .flatMap((column) => column.links.map((link) => link.destino))
        .filter((destino) => destino.startsWith("/paginas/"))
        .map((destino) => destino.slice("/paginas/".length));
      expect(slugs).toEqual(
        expect.arrayContaining([...linked, "sobre", "politica-de-privacidade", "trocas-e-devolucoes"]),
      );
      expect(
        db
          .prepare("SELECT slug FROM static_pages WHERE idfornecedor = ? AND em_revisao = 1")
          .pluck()
          .all(seed.idfornecedor),
      ).toEqual(["em-revisao"]);
      expect(
        db
          .prepare("SELECT slug FROM static_pages WHERE idfornecedor = ? AND tags = '[\"APP\"]'")
          .pluck()
          .all(seed.idfornecedor),
      ).toEqual(["aplicativo"]);
    },
  );

  it("keep the dirty HTML on aurora's 'sobre' only", () => {
    const dirty = db
      .prepare(
        `SELECT s.slug || '/' || p.slug FROM static_pages p JOIN suppliers s USING (idfornecedor)
         WHERE p.conteudo LIKE '%<script>%' OR p.conteudo LIKE '%javascript:%' OR p.conteudo LIKE '%onerror%'`,
      )
      .pluck()
      .all();
    expect(dirty).toEqual(["aurora/sobre"]);
  });
});

describe("demo users", () => {
  type Customer = { idcliente: number; email: string | null; cpf: string; senha_hash: string | null };
  const customer = (email: string) => db.prepare("SELECT * FROM customers WHERE email = ?").get(email) as Customer;
  const standing = (idcliente: number, slug: keyof typeof SUPPLIER_IDS) =>
    db
      .prepare("SELECT * FROM customer_suppliers WHERE idcliente = ? AND idfornecedor = ?")
      .get(idcliente, SUPPLIER_IDS[slug]) as
      | {
          cadastro_aprovado: number;
          limite_credito_total: number | null;
          limite_credito_disponivel: number | null;
          id_erp_usuario: string | null;
        }
      | undefined;

  it("log in with demo1234", () => {
    const customerLogins = ["cliente", "empresa", "pendente", "casaverde"].map((name) => `${name}@exemplo.com.br`);
    for (const email of customerLogins) {
      expect(verifyPassword(DEMO_PASSWORD, customer(email).senha_hash ?? "")).toBe(true);
    }
    const buyer = db
      .prepare("SELECT senha_hash FROM account_users WHERE email = ?")
      .pluck()
      .get("comprador@exemplo.com.br");
    expect(verifyPassword(DEMO_PASSWORD, buyer as string)).toBe(true);
    const representative = db
      .prepare("SELECT senha_hash FROM representatives WHERE email = ?")
      .pluck()
      .get("representante@exemplo.com.br");
    expect(verifyPassword(DEMO_PASSWORD, representative as string)).toBe(true);
  });

  it("each have their own salt", () => {
    const hashes = db
      .prepare("SELECT senha_hash FROM customers WHERE senha_hash IS NOT NULL")
      .pluck()
      .all() as string[];
    const salts = hashes.map((hash) => hash.split(":")[1]);
    expect(new Set(salts).size).toBe(hashes.length);
  });

  it("cliente is an approved consumer with a valid CPF, also at bomsabor and casaverde", () => {
    const cliente = customer("cliente@exemplo.com.br");
    expect(isValidCpf(cliente.cpf)).toBe(true);
    for (const slug of ["aurora", "bomsabor", "casaverde"] as const)
      expect(standing(cliente.idcliente, slug)?.cadastro_aprovado).toBe(1);
  });

  it("empresa has a valid CNPJ, a credit limit and two linked clients", () => {
    const empresa = customer("empresa@exemplo.com.br");
    expect(isValidCnpj(empresa.cpf)).toBe(true);
    const credit = standing(empresa.idcliente, "aurora");
    expect(credit?.limite_credito_total).toBeGreaterThan(credit?.limite_credito_disponivel ?? Infinity);
    const linked = db
      .prepare(
        "SELECT c.cpf FROM linked_customers l JOIN customers c ON c.idcliente = l.idcliente_vinculado WHERE l.idcliente_principal = ?",
      )
      .pluck()
      .all(empresa.idcliente) as string[];
    expect(linked).toHaveLength(2);
    expect(linked.every(isValidCnpj)).toBe(true);
  });

  it("pendente awaits approval at aurora", () => {
    const pendente = customer("pendente@exemplo.com.br");
    expect(isValidCpf(pendente.cpf)).toBe(true);
    expect(standing(pendente.idcliente, "aurora")?.cadastro_aprovado).toBe(0);
  });

  it("the representative serves three clients at aurora", () => {
    expect(
      count(
        `SELECT COUNT(*) FROM representative_customers rc JOIN representatives r ON r.idrepresentante = rc.idrepresentante
         WHERE r.email = ? AND rc.idfornecedor = ?`,
        "representante@exemplo.com.br",
        SUPPLIER_IDS.aurora,
      ),
    ).toBe(3);
  });

  it("demo-api-key with ERP-1001 names the cliente", () => {
    const idcliente = db
      .prepare(
        `SELECT cs.idcliente FROM api_keys k JOIN customer_suppliers cs ON cs.idfornecedor = k.idfornecedor
         WHERE k.chave_sha256 = ? AND cs.id_erp_usuario = ?`,
      )
      .pluck()
      .get(secretDigest("demo-api-key"), "ERP-1001");
    expect(idcliente).toBe(customer("cliente@exemplo.com.br").idcliente);
    expect(count("SELECT COUNT(*) FROM api_keys WHERE chave_sha256 = 'demo-api-key'")).toBe(0);
  });

  it("cliente has a birth date and an address in São Paulo, and has not accepted bomsabor's terms", () => {
    expect(
      db
        .prepare("SELECT data_nascimento, cep, rua, numero, bairro, cidade, uf FROM customers WHERE idcliente = 501")
        .get(),
    ).toEqual({
      data_nascimento: "1988-03-14",
      cep: "01310100",
      rua: "Avenida Paulista",
      numero: "1578",
      bairro: "Bela Vista",
      cidade: "São Paulo",
      uf: "SP",
    });
    expect(count("SELECT COUNT(*) FROM terms_acceptances")).toBe(0);
  });

  it("empresa has a sub-user, comprador, who logs in for it", () => {
    expect(db.prepare("SELECT idusuario, idcliente, nome FROM account_users").all()).toEqual([
      { idusuario: 9001, idcliente: customer("empresa@exemplo.com.br").idcliente, nome: "Júlia Martins" },
    ]);
  });

  it("casaverde's customer has a valid CPF and a standing at casaverde only", () => {
    const sitio = customer("casaverde@exemplo.com.br");
    expect(sitio.idcliente).toBe(506);
    expect(isValidCpf(sitio.cpf)).toBe(true);
    expect(db.prepare("SELECT idfornecedor FROM customer_suppliers WHERE idcliente = 506").pluck().all()).toEqual([
      SUPPLIER_IDS.casaverde,
    ]);
    expect(standing(506, "casaverde")?.cadastro_aprovado).toBe(1);
  });

  it("no two logins share an e-mail", () => {
    const emails = db
      .prepare(
        `SELECT lower(email) FROM customers WHERE email IS NOT NULL UNION ALL SELECT lower(email) FROM account_users
         UNION ALL SELECT lower(email) FROM representatives`,
      )
      .pluck()
      .all();
    expect(new Set(emails).size).toBe(emails.length);
  });
});

describe("accounts", () => {
  it("give terms of use to bomsabor only, version 1", () => {
    const terms = db
      .prepare(
        "SELECT t.versao, t.paragrafos FROM terms_of_use t JOIN suppliers s USING (idfornecedor) WHERE s.slug = ?",
      )
      .all("bomsabor") as { versao: number; paragrafos: string }[];
    expect(terms.map((row) => row.versao)).toEqual([1]);
    expect((JSON.parse(terms[0]?.paragrafos ?? "[]") as string[]).length).toBeGreaterThan(2);
    expect(count("SELECT COUNT(*) FROM terms_of_use")).toBe(1);
  });

  it("list companies with valid CNPJs in the registry, none of them a customer yet", () => {
    const cnpjs = db.prepare("SELECT cnpj FROM company_registry").pluck().all() as string[];
    expect(cnpjs.length).toBeGreaterThanOrEqual(2);
    expect(cnpjs.every(isValidCnpj)).toBe(true);
    expect(count("SELECT COUNT(*) FROM company_registry WHERE cnpj IN (SELECT cpf FROM customers)")).toBe(0);
    expect(
      db.prepare("SELECT cidade FROM company_registry WHERE razao_social = ?").pluck().get("Padaria Pão Dourado Ltda."),
    ).toBe("São Paulo");
  });

  it("give aurora, which approves by hand, a notice after sign-up", () => {
    const notices = db.prepare("SELECT slug FROM suppliers WHERE message_after_create IS NOT NULL").pluck().all();
    expect(notices).toEqual(["aurora"]);
  });
});

describe("delivery options", () => {
  type OptionRow = {
    idformaentrega: string;
    tipo_entrega: string;
    descricao: string;
    valor_cheio: number;
    frete_gratis_acima: number | null;
    pedido_minimo: number | null;
    antecedencia_minutos: number;
  };
  const optionsOf = (slug: keyof typeof SUPPLIER_IDS) =>
    db
      .prepare(
        `SELECT idformaentrega, tipo_entrega, descricao, valor_cheio, frete_gratis_acima, pedido_minimo, antecedencia_minutos
         FROM delivery_options WHERE idfornecedor = ? ORDER BY ordem`,
      )
      .all(SUPPLIER_IDS[slug]) as OptionRow[];
  const windowsOf = (idformaentrega: string) =>
    db
      .prepare(
        "SELECT dia_semana, inicio, fim FROM delivery_windows WHERE idformaentrega = ? ORDER BY dia_semana, inicio",
      )
      .all(idformaentrega) as {
      dia_semana: number;
      inicio: string;
      fim: string;
    }[];
  const hoursOf = (slug: keyof typeof SUPPLIER_IDS) =>
    db
      .prepare("SELECT dia_semana, abre, fecha FROM store_hours WHERE idfornecedor = ? ORDER BY dia_semana, abre")
      .all(SUPPLIER_IDS[slug]) as {
      dia_semana: number;
      abre: string;
      fecha: string;
    }[];
  const HOUR = 60;

  it("give each supplier options of the delivery types its tags offer, and only those", () => {
    for (const slug of ["aurora", "bomsabor", "casaverde"] as const) {
      const tags = db.prepare("SELECT tag FROM supplier_tags WHERE idfornecedor = ?").pluck().all(SUPPLIER_IDS[slug]);
      const types = new Set(optionsOf(slug).map((option) => option.tipo_entrega));
      expect(types.has("DELIVERY")).toBe(tags.includes("has-delivery"));
      expect(types.has("RETIRADA")).toBe(tags.includes("has-collect"));
    }
  });

  it("are aurora's scheduled delivery and distribution-centre pickup", () => {
    expect(optionsOf("aurora")).toEqual([
      {
        idformaentrega: "aurora-programada",
        tipo_entrega: "DELIVERY",
        descricao: "Entrega programada",
        valor_cheio: 25,
        frete_gratis_acima: 500,
        pedido_minimo: 300,
        antecedencia_minutos: 24 * HOUR,
      },
      {
        idformaentrega: "aurora-retirada",
        tipo_entrega: "RETIRADA",
        descricao: "Retirada no centro de distribuição",
        valor_cheio: 0,
        frete_gratis_acima: null,
        pedido_minimo: 300,
        antecedencia_minutos: 4 * HOUR,
      },
    ]);
    const weekdays = [1, 2, 3, 4, 5].flatMap((dia_semana) => [
      { dia_semana, inicio: "08:00", fim: "12:00" },
      { dia_semana, inicio: "13:00", fim: "18:00" },
    ]);
    expect(windowsOf("aurora-programada")).toEqual(weekdays);
  });

  it("are bomsabor's home and express deliveries", () => {
    expect(optionsOf("bomsabor")).toEqual([
      {
        idformaentrega: "bomsabor-em-casa",
        tipo_entrega: "DELIVERY",
        descricao: "Entrega em casa",
        valor_cheio: 9.9,
        frete_gratis_acima: 150,
        pedido_minimo: 60,
        antecedencia_minutos: 3 * HOUR,
      },
      {
        idformaentrega: "bomsabor-expressa",
        tipo_entrega: "DELIVERY",
        descricao: "Entrega expressa",
        valor_cheio: 19.9,
        frete_gratis_acima: null,
        pedido_minimo: 60,
        antecedencia_minutos: HOUR,
      },
    ]);
    expect(new Set(windowsOf("bomsabor-em-casa").map((window) => `${window.inicio}-${window.fim}`))).toEqual(
      new Set(["09:00-12:00", "14:00-18:00", "18:00-21:00"]),
    );
    expect(new Set(windowsOf("bomsabor-em-casa").map((window) => window.dia_semana))).toEqual(
      new Set([1, 2, 3, 4, 5, 6]),
    );
    const express = windowsOf("bomsabor-expressa");
    expect(express).toHaveLength(7 * 5);
    expect(express.filter((window) => window.dia_semana === 0).map((window) => window.inicio)).toEqual([
      "10:00",
      "12:00",
      "14:00",
      "16:00",
      "18:00",
    ]);
  });

  it("are casaverde's counter pickup, Monday to Saturday 07:00–20:00 as its order instructions say", () => {
    expect(optionsOf("casaverde")).toEqual([
      {
        idformaentrega: "casaverde-balcao",
        tipo_entrega: "RETIRADA",
        descricao: "Retirada no balcão",
        valor_cheio: 0,
        frete_gratis_acima: null,
        pedido_minimo: 30,
        antecedencia_minutos: 2 * HOUR,
      },
    ]);
    expect(hoursOf("casaverde")).toEqual(
      [1, 2, 3, 4, 5, 6].map((dia_semana) => ({ dia_semana, abre: "07:00", fecha: "20:00" })),
    );
    expect(
      db.prepare("SELECT content FROM custom_contents WHERE idfornecedor = ?").pluck().get(SUPPLIER_IDS.casaverde),
    ).toMatch(/de segunda a sábado, das 7h às 20h/);
  });

  it("give aurora's store weekday and Saturday-morning hours", () => {
    expect(hoursOf("aurora")).toEqual([
      ...[1, 2, 3, 4, 5].map((dia_semana) => ({ dia_semana, abre: "07:00", fecha: "17:00" })),
      { dia_semana: 6, abre: "07:00", fecha: "12:00" },
    ]);
  });

  it("offer pickups in windows of at most two hours that cover the store's hours exactly", () => {
    for (const [slug, idformaentrega] of [
      ["aurora", "aurora-retirada"],
      ["casaverde", "casaverde-balcao"],
    ] as const) {
      const covered = windowsOf(idformaentrega).reduce<{ dia_semana: number; abre: string; fecha: string }[]>(
        (hours, window) => {
          const last = hours.at(-1);
          if (last?.dia_semana === window.dia_semana && last.fecha === window.inicio) last.fecha = window.fim;
          else hours.push({ dia_semana: window.dia_semana, abre: window.inicio, fecha: window.fim });
          return hours;
        },
        [],
      );
      expect(covered).toEqual(hoursOf(slug));
      for (const window of windowsOf(idformaentrega)) {
        const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
        expect(minutes(window.fim) - minutes(window.inicio)).toBeLessThanOrEqual(2 * HOUR);
      }
    }
    expect(windowsOf("aurora-retirada").filter((window) => window.dia_semana === 6)).toEqual([
      { dia_semana: 6, inicio: "07:00", fim: "09:00" },
      { dia_semana: 6, inicio: "09:00", fim: "11:00" },
      { dia_semana: 6, inicio: "11:00", fim: "12:00" },
    ]);
  });

  it("come back with a reset", () => {
    db.prepare("DELETE FROM delivery_options").run();
    db.prepare("DELETE FROM store_hours").run();
    resetAndSeed(db);
    expect(count("SELECT COUNT(*) FROM delivery_options")).toBe(5);
    expect(count("SELECT COUNT(*) FROM store_hours WHERE idfornecedor = ?", SUPPLIER_IDS.bomsabor)).toBe(7);
  });
});
