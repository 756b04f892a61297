import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CarouselListSchema, ProductSummarySchema, type ProductSummary } from "../../../app/models/catalogue";
import { ProductPageSchema, ProductSchema, SuggestionListSchema } from "../../../app/models/product";
import { foldText } from "../../../upstream/db/functions";
import { APP, APP_TOKEN, UNKNOWN_ID, startTestUpstream, type TestUpstream } from "./harness";

let upstream: TestUpstream;

beforeAll(async () => {
  upstream = await startTestUpstream();
});

afterAll(async () => {
  await upstream.stop();
});

const list = (query: string, client = "anonimo") =>
  upstream.parse(ProductPageSchema, `${APP}/listaprodutos/${client}?${query}`);
const search = (query: string) =>
  upstream.parse(ProductPageSchema, `/v2/app/token/listaprodutos/full-text/pesquisar?${query}`);
const product = (supplier: string, id: number | string, query = "") =>
  upstream.parse(ProductSchema, `${APP}/fornecedor/${supplier}/produto/${id}${query}`);
const names = (products: { nome: string }[]) => products.map((item) => item.nome);
const ids = (products: { id: string }[]) => products.map((item) => item.id);

/** Every page of a listing, one after the other. */
async function allPages(query: string): Promise<ProductSummary[]> {
  const products: ProductSummary[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list(`${query}&page=${page}&limit=25`);
    products.push(...answer.produtos);
    if (products.length >= answer.total || answer.produtos.length === 0) return products;
  }
}

const isSorted = <T>(values: T[], inOrder: (a: T, b: T) => boolean) =>
  values.every((value, index) => index === 0 || inOrder(values[index - 1] as T, value));

describe("GET /v2/app/{apptoken}/listaprodutos/{idcliente|anonimo}", () => {
  it("gives a first page of 20 with the total, every product a full ProductSummary", async () => {
    const page = await list("fornec=aurora&canalVenda=WEB&tipoentrega=DELIVERY&produtoprincipal=1001");
    expect(page).toMatchObject({ pagina: 1, limite: 20 });
    expect(page.produtos).toHaveLength(20);
    expect(page.total).toBeGreaterThanOrEqual(60);
    const raw = (await upstream.json(`${APP}/listaprodutos/anonimo?fornec=aurora&limit=1`)) as {
      produtos: Record<string, unknown>[];
    };
    expect(Object.keys(raw.produtos[0] ?? {}).sort()).toEqual(Object.keys(ProductSummarySchema.shape).sort());
    expect(raw.produtos[0]?.precoatendente).toBeNull();
  });

  it("pages through every product once, and gives an empty page past the end", async () => {
    const { total } = await list("fornec=casaverde");
    const products = await allPages("fornec=casaverde");
    expect(products).toHaveLength(total);
    expect(new Set(ids(products)).size).toBe(total);
    const past = await list("fornec=casaverde&page=99");
    expect(past).toMatchObject({ produtos: [], total, pagina: 99 });
    expect((await list("fornec=casaverde&limit=100")).produtos).toHaveLength(total);
  });

  it("answers the same under the alias /v1/app/{apptoken}/listaprodutosf", async () => {
    const alias = await upstream.parse(
      ProductPageSchema,
      `/v1/app/${APP_TOKEN}/listaprodutosf/501?fornec=aurora&categ=105`,
    );
    expect(alias).toEqual(await list("fornec=aurora&categ=105", "501"));
  });

  it("includes the products of the subcategories when filtering by a category", async () => {
    const groceries = await allPages("fornec=aurora&categ=101");
    let fromSubcategories = 0;
    for (const sub of [102, 103, 104, 105, 106]) {
      const subcategory = await list(`fornec=aurora&categ=${sub}&limit=100`);
      expect(subcategory.total).toBeGreaterThan(0);
      expect(ids(groceries)).toEqual(expect.arrayContaining(ids(subcategory.produtos)));
      fromSubcategories += subcategory.total;
    }
    expect(groceries).toHaveLength(fromSubcategories);
    expect(names((await list("fornec=aurora&categ=102")).produtos)).toContain("Feijão carioca tipo 1 1 kg");
  });

  it("gives an empty page for an unknown category or one of another supplier", async () => {
    expect((await list("fornec=aurora&categ=999")).total).toBe(0);
    expect((await list("fornec=aurora&categ=201")).total).toBe(0);
  });

  it("lists unavailable products after the available ones by default, in the supplier's first order (name)", async () => {
    const products = await allPages("fornec=aurora");
    const firstUnavailable = products.findIndex((item) => !item.disponivel);
    expect(firstUnavailable).toBeGreaterThan(0);
    expect(products.slice(firstUnavailable).every((item) => !item.disponivel)).toBe(true);
    expect(names(products.slice(firstUnavailable))).toEqual([
      "Cerveja sem álcool lata 350 ml",
      "Desodorante aerossol 150 ml",
      "Grão-de-bico 500 g",
    ]);
    const available = names(products.slice(0, firstUnavailable));
    expect(isSorted(available, (a, b) => foldText(a) <= foldText(b))).toBe(true);
    expect(available[0]).toBe("Achocolatado em pó 400 g");
  });

  it.each([
    ["nome_asc", (a: ProductSummary, b: ProductSummary) => foldText(a.nome) <= foldText(b.nome)],
    ["preco_asc", (a: ProductSummary, b: ProductSummary) => a.preco <= b.preco],
    ["preco_desc", (a: ProductSummary, b: ProductSummary) => a.preco >= b.preco],
  ])("sorts by %s, unavailable products in their place", async (ordenacao, inOrder) => {
    const products = await allPages(`fornec=aurora&ordenacao=${ordenacao}`);
    expect(isSorted(products, inOrder)).toBe(true);
    expect(products.filter((item) => !item.disponivel)).toHaveLength(3);
    expect(products.slice(-3).every((item) => !item.disponivel)).toBe(false);
  });

  it("sorts by mais_vendidos like the best sellers carousel", async () => {
    const [best] = await upstream.parse(
      CarouselListSchema,
      `${APP}/cliente/anonimo/customizacao/carrossel/list-for-page/aurora?idcarrossel=12`,
    );
    const page = await list("fornec=aurora&ordenacao=mais_vendidos&limit=6");
    expect(ids(page.produtos)).toEqual(ids(best?.produtos ?? []).slice(0, 6));
  });

  it("answers 400 for a sort the supplier does not offer", async () => {
    expect(await upstream.error(`${APP}/listaprodutos/anonimo?fornec=aurora&ordenacao=xyz`, 400)).toBe(
      "Ordenação desconhecida: xyz.",
    );
    await upstream.error(`${APP}/listaprodutos/anonimo?fornec=bomsabor&ordenacao=mais_vendidos`, 400);
    await upstream.error(`${APP}/listaprodutos/anonimo?fornec=aurora&ordenacao=constructor`, 400);
  });

  it("matches sk against name, brand and code, accents and case ignored", async () => {
    expect(names((await list("fornec=aurora&sk=feijao")).produtos).sort()).toEqual([
      "Feijão carioca tipo 1 1 kg",
      "Feijão preto tipo 1 1 kg",
    ]);
    expect(names((await list("fornec=aurora&sk=VALE%20dour")).produtos)).toContain("Arroz branco tipo 1 5 kg");
    expect(names((await list("fornec=aurora&sk=aur-0001")).produtos)).toEqual(["Arroz branco tipo 1 5 kg"]);
    expect((await list("fornec=aurora&categ=120&sk=arroz")).total).toBe(0);
  });

  it("keeps only the products carrying every tag of tagsPesquisa", async () => {
    const glutenFree = await list("fornec=aurora&tagsPesquisa=5001");
    expect(glutenFree.total).toBe(6);
    const glutenFreeBundles = await list("fornec=aurora&tagsPesquisa=5001,5034");
    expect(glutenFreeBundles.total).toBe(4);
    expect(ids(glutenFree.produtos)).toEqual(expect.arrayContaining(ids(glutenFreeBundles.produtos)));
    expect((await list("fornec=aurora&tagsPesquisa=5001,5001")).total).toBe(6);
    expect((await list("fornec=aurora&tagsPesquisa=6004")).total).toBe(0);
    await upstream.error(`${APP}/listaprodutos/anonimo?fornec=aurora&tagsPesquisa=cafe`, 400);
  });

  it("prices for the payment method (aurora: PIX −3 %), and leaves out policies with ignorepolicy", async () => {
    const arroz = async (query: string) => (await list(`fornec=aurora&sk=AUR-0001${query}`)).produtos[0];
    expect((await arroz(""))?.preco).toBe(159.9);
    expect(await arroz("&formapagamento=12")).toMatchObject({
      preco: 155.1,
      precovendaatacado: 145.4,
      efeitospoliticas: { descontoProgressivo: { 5: 151.22, 10: 147.34 } },
    });
    expect((await arroz("&ignorepolicy=true"))?.efeitospoliticas.descontoProgressivo).toEqual({});
  });

  it("refuses an unknown customer, a missing or unknown supplier, a wrong token and bad paging", async () => {
    expect(await upstream.error(`${APP}/listaprodutos/99999?fornec=aurora`, 404)).toMatch(/Cliente/);
    await upstream.error(`${APP}/listaprodutos/anonimo`, 400);
    await upstream.error(`${APP}/listaprodutos/anonimo?fornec=${UNKNOWN_ID}`, 404);
    await upstream.error(`/v2/app/outro/listaprodutos/anonimo?fornec=aurora`, 401);
    for (const paging of ["limit=101", "limit=0", "page=0", "page=1.5", "page=dois", "page=1&page=2"])
      await upstream.error(`${APP}/listaprodutos/anonimo?fornec=aurora&${paging}`, 400);
  });
});

describe("GET /v2/app/token/listaprodutos/full-text/pesquisar", () => {
  it("ranks names that start with the first word first, and mends a mistyped word, saying the text it searched", async () => {
    const ban = await search("idfornecedor=casaverde&query=ban");
    expect(ban.produtos.slice(0, 3).every((product) => product.nome.startsWith("Banana"))).toBe(true);
    expect(ban.correcao).toBeNull();
    const typo = await search("idfornecedor=casaverde&query=bananna");
    expect(typo.correcao).toBe("banana");
    expect(typo.produtos.map((product) => product.nome)).toContain("Banana prata");
    const accents = await search("idfornecedor=casaverde&query=MACA");
    expect(accents.produtos.some((product) => product.nome.startsWith("Maçã"))).toBe(true);
    expect(accents.correcao).toBeNull();
  });

  it("finds without accents, by word prefix, ranked by relevance", async () => {
    expect(names((await search("idfornecedor=aurora&query=feijao")).produtos)).toContain("Feijão carioca tipo 1 1 kg");
    const rice = await search("idfornecedor=aurora&query=arr");
    expect(rice.total).toBe(2);
    expect(names(rice.produtos).every((name) => name.startsWith("Arroz"))).toBe(true);
    expect(names((await search("idfornecedor=aurora&query=caf%C3%A9%20extra")).produtos)).toEqual([
      "Café torrado e moído extraforte 500 g",
    ]);
    const apple = await search("idfornecedor=casaverde&query=MA%C3%87%C3%83%20gala&idcliente=501");
    expect(names(apple.produtos).sort()).toEqual(["Maçã gala", "Maçã gala orgânica"]);
  });

  it("pages, sorts and filters by tags like the listing", async () => {
    const water = await search("idfornecedor=aurora&query=agua&limit=2&page=2");
    expect(water).toMatchObject({ pagina: 2, limite: 2 });
    expect(water.total).toBeGreaterThan(4);
    const byPrice = await search("idfornecedor=aurora&query=agua&ordenacao=preco_desc&limit=100");
    expect(isSorted(byPrice.produtos, (a, b) => a.preco >= b.preco)).toBe(true);
    const zeroSugar = await search("idfornecedor=aurora&query=agua&tagsPesquisa=5003");
    expect(names(zeroSugar.produtos)).toEqual(["Água mineral sem gás 1,5 L"]);
    await upstream.error(
      `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=aurora&query=agua&ordenacao=x`,
      400,
    );
  });

  it.each([
    ["hostile punctuation", `"*():^-`],
    ["FTS5 syntax", `NEAR(arroz feijao) OR nome:cafe AND "x`],
    ["SQL", `'; DROP TABLE products; --`],
    ["2 000 characters", "café ".repeat(400)],
    ["2 000 characters in one word", "a".repeat(2000)],
  ])("answers 200 for %s", async (_kind, text) => {
    const answer = await search(`idfornecedor=aurora&query=${encodeURIComponent(text)}`);
    expect(answer.pagina).toBe(1);
  });

  it("prices for the payment method as the listing does (formapagamento; aurora: PIX −3 %)", async () => {
    const arroz = async (query: string) => (await search(`idfornecedor=aurora&query=AUR-0001${query}`)).produtos[0];
    expect((await arroz(""))?.preco).toBe(159.9);
    const listed = (await list("fornec=aurora&sk=AUR-0001&formapagamento=12")).produtos[0];
    expect(await arroz("&formapagamento=12")).toMatchObject({ preco: 155.1, precovendaatacado: 145.4 });
    expect((await arroz("&formapagamento=12"))?.preco).toBe(listed?.preco);
  });

  it("gives an empty page for an empty query, or one without words", async () => {
    for (const query of ["", "query=", "query=%20%20", `query=${encodeURIComponent('"*():^-')}`]) {
      expect(await search(`idfornecedor=aurora&${query}`)).toEqual({
        produtos: [],
        total: 0,
        pagina: 1,
        limite: 20,
        correcao: null,
      });
    }
    expect((await list("fornec=aurora&sk=%22*()")).total).toBeGreaterThan(60);
  });

  it("answers 400 without idfornecedor and 404 for an unknown supplier or customer", async () => {
    await upstream.error(`/v2/app/token/listaprodutos/full-text/pesquisar?query=arroz`, 400);
    await upstream.error(`/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=naoexiste&query=arroz`, 404);
    await upstream.error(
      `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=aurora&query=a&idcliente=9`,
      404,
    );
  });
});

describe("GET /v4/produto/sugestoes/{idfornecedor}", () => {
  const suggest = (supplier: string, text: string) =>
    upstream.parse(SuggestionListSchema, `/v4/produto/sugestoes/${supplier}?query=${encodeURIComponent(text)}`);

  it("suggests at most 10 products whose words start with the text", async () => {
    const many = await suggest("aurora", "de");
    expect(many).toHaveLength(10);
    const water = await suggest("aurora", "agu");
    expect(water.length).toBeGreaterThan(3);
    expect(water.every((item) => foldText(item.nome).includes("agu"))).toBe(true);
    expect(await suggest("casaverde", "Banana")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: "3001", nome: "Banana prata" }),
        expect.objectContaining({ id: "3002", nome: "Banana nanica" }),
        expect.objectContaining({ id: "3049", nome: "Banana prata orgânica" }),
      ]),
    );
  });

  it("puts names that start with the first word first, then names with a word that does, each with its picture and price", async () => {
    const ban = await suggest("casaverde", "ban");
    expect(
      ban
        .slice(0, 3)
        .map((item) => item.nome)
        .toSorted(),
    ).toEqual(["Banana nanica", "Banana prata", "Banana prata orgânica"]);
    expect(ban.slice(3).every((item) => /bandeja/i.test(item.nome))).toBe(true);
    expect(ban.find((item) => item.id === "3001")).toMatchObject({
      imagem: expect.stringMatching(/\.svg$/),
      preco: 6.99,
    });
  });

  it("mends a mistyped word to the catalogue's closest one", async () => {
    expect((await suggest("casaverde", "bananna")).map((item) => item.nome)).toContain("Banana prata");
  });

  it("suggests nothing below 2 characters or for text without words", async () => {
    for (const text of ["", "a", " b ", `"*():^-`]) expect(await suggest("aurora", text)).toEqual([]);
    expect(await suggest("aurora", "x".repeat(2000))).toEqual([]);
  });

  it("answers 404 for an unknown supplier or customer", async () => {
    await upstream.error(`/v4/produto/sugestoes/naoexiste?query=arroz`, 404);
    await upstream.error(`/v4/produto/sugestoes/aurora?query=arroz&idcliente=99999`, 404);
  });
});

describe("GET /v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{id}", () => {
  it("gives the product page: description, 3 image views, category, combo and similar products", async () => {
    const cafe = await product("aurora", 1016, "?canalVenda=WEB&tipoEntrega=DELIVERY&quantidade=1");
    expect(cafe).toMatchObject({
      id: "1016",
      codigo: "AUR-0016",
      nome: "Café torrado e moído tradicional 500 g",
      marca: "Grão do Cerrado",
      categoria: { idcategoria: "105", descricao: "Café, chás e achocolatados" },
      idcombopromocional_cabecalho: "701",
      precoatendente: null,
      efeitospoliticas: { descontoProgressivo: { 5: 192, 15: 185 } },
    });
    expect(cafe.descricao).toMatch(/Fardo com 10 unidades/);
    expect(cafe.imagens).toEqual([
      "aurora/produtos/1016.svg",
      "aurora/produtos/1016-2.svg",
      "aurora/produtos/1016-3.svg",
    ]);
    const drawings = new Set<string>();
    for (const path of cafe.imagens) {
      const response = await upstream.get(`/imagens/${path}`);
      expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      drawings.add(await response.text());
    }
    expect(drawings.size).toBe(3);
    const sameCategory = ids((await list("fornec=aurora&categ=105")).produtos);
    expect(cafe.similares.length).toBeGreaterThan(0);
    expect(cafe.similares.length).toBeLessThanOrEqual(8);
    expect(cafe.similares.every((item) => item.disponivel && item.id !== "1016")).toBe(true);
    expect(sameCategory).toEqual(expect.arrayContaining(ids(cafe.similares)));
  });

  it("gives 8 similar products at most, all available", async () => {
    const tomato = await product("casaverde", 3020);
    expect(tomato.similares).toHaveLength(7);
    expect(names(tomato.similares)).not.toContain("Vagem macarrão");
    expect((await product("casaverde", 3020, "?disableSimilares=true")).similares).toEqual([]);
  });

  it("carries the selling rules: half kilos from 1 kg, gift wrap, wholesale", async () => {
    expect(await product("casaverde", 3001)).toMatchObject({
      unidade: "kg",
      granularidade: 0.5,
      min_por_pedido: 1,
      imagens: ["casaverde/produtos/3001.svg", "casaverde/produtos/3001-2.svg"],
    });
    expect((await product("bomsabor", 2041)).preco_embalagem).toBe(14.9);
    expect(await product("aurora", 1032)).toMatchObject({
      precovendaatacado: 12.9,
      minvendaatacado: 240,
      multiploincremento: 12,
      usaAtacado: true,
    });
    expect(await product("aurora", 1006)).toMatchObject({ disponivel: false, idcombopromocional_cabecalho: null });
  });

  it("names a customer's own combo only to that customer, and prices for the payment method", async () => {
    expect((await product("aurora", 1001)).idcombopromocional_cabecalho).toBeNull();
    expect((await product("aurora", 1001, "?idcliente=501")).idcombopromocional_cabecalho).toBe("704");
    expect((await product("aurora", 1016, "?idformapagamento=12")).preco).toBe(193.03);
    expect((await product("casaverde", 3001, "?idformapagamento=31")).preco).toBe(6.99);
  });

  it("answers 404 for an unknown product, another supplier's product or an unknown customer", async () => {
    for (const path of [
      "aurora/produto/2001",
      "aurora/produto/999999",
      "aurora/produto/abc",
      `${UNKNOWN_ID}/produto/1001`,
    ])
      expect(await upstream.error(`${APP}/fornecedor/${path}`, 404)).toMatch(/não encontrado/);
    await upstream.error(`${APP}/fornecedor/aurora/produto/1001?idcliente=99999`, 404);
  });
});

describe("GET /v2/app/fornecedor/{idfornecedor}/produto-by-tags", () => {
  it("gives the products carrying every tag, 50 at most", async () => {
    const coffeeWeek = ProductSummarySchema.array().parse(
      await upstream.json(`/v2/app/fornecedor/aurora/produto-by-tags?tagsPesquisa=5011&idcadastroextraproduto=1`),
    );
    expect(names(coffeeWeek).sort()).toEqual([
      "Açúcar refinado 1 kg",
      "Café torrado e moído extraforte 500 g",
      "Café torrado e moído tradicional 500 g",
      "Copo descartável 200 ml com 100 unidades",
    ]);
    const byKilo = ProductSummarySchema.array().parse(
      await upstream.json(`/v2/app/fornecedor/casaverde/produto-by-tags?tagsPesquisa=7032`),
    );
    expect(byKilo.length).toBeGreaterThan(30);
    expect(byKilo.length).toBeLessThanOrEqual(50);
    expect(byKilo.every((item) => item.unidade === "kg")).toBe(true);
  });

  it("prices for the payment method (idformapagamento; aurora: PIX −3 %)", async () => {
    const byTags = async (query: string) =>
      ProductSummarySchema.array().parse(
        await upstream.json(`/v2/app/fornecedor/aurora/produto-by-tags?tagsPesquisa=5001${query}`),
      );
    const arroz = (products: ProductSummary[]) => products.find((item) => item.id === "1001");
    expect(arroz(await byTags(""))?.preco).toBe(159.9);
    expect(arroz(await byTags("&idformapagamento=12"))?.preco).toBe(155.1);
  });

  it("answers 400 without tags", async () => {
    await upstream.error(`/v2/app/fornecedor/aurora/produto-by-tags`, 400);
    await upstream.error(`/v2/app/fornecedor/aurora/produto-by-tags?tagsPesquisa=,`, 400);
  });
});
