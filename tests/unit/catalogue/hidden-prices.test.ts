import { describe, expect, it } from "vitest";
import { CarouselSchema, ProductSummarySchema } from "~/models/catalogue";
import { isPriceKey, keptPricedFor, pricedFor, visibleSortOptions, withoutPrices } from "~/models/price-visibility";
import { productOffer, quantityFacts } from "~/models/product-facts";
import { productJsonLd } from "~/models/product-json-ld";
import { ComboSchema, ProductPageSchema, ProductSchema, RecommendationSchema } from "~/models/product";

// docs/rules/catalogue.md "Price visibility": "Prices are shown: with tag support-budget only to approved logged-in users; with tag
// hide-price-for-logged-out-customers only to logged-in users" — in the data a browser receives
// too (docs/rules/architecture.md "Safety"): every price field, and what only a price explains, is removed.

const summary = (fields: Record<string, unknown> = {}) =>
  ProductSummarySchema.parse({
    id: 1001,
    codigo: "AUR-0001",
    nome: "Arroz branco tipo 1 5 kg",
    marca: "Vale Dourado",
    preco: 159.9,
    preconf: 169.9,
    precoatendente: null,
    precovendaatacado: 149.9,
    minvendaatacado: 60,
    multiploincremento: 6,
    usaAtacado: true,
    efeitospoliticas: { descontoProgressivo: { "5": 155.9, "10": 151.9 } },
    unidade: "fardo",
    granularidade: 1,
    min_por_pedido: 1,
    maxporpedido: 48,
    preco_embalagem: 9.9,
    imagem: "aurora/produtos/1001.svg",
    disponivel: true,
    ...fields,
  });

/** What stays of a product: who it is, how it is sold, whether it can be bought. */
const KEPT = [
  "codigo",
  "disponivel",
  "granularidade",
  "id",
  "idsegmento",
  "imagem",
  "marca",
  "maxporpedido",
  "min_por_pedido",
  "multiploincremento",
  "nome",
  "unidade",
];

/** Every key of a value, at any depth, as dotted paths without array indexes. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keysOf(item, prefix));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => [`${prefix}${key}`, ...keysOf(item, `${prefix}${key}.`)]);
}

const priceKeysIn = (value: unknown) => keysOf(value).filter((path) => path.split(".").some(isPriceKey));

describe("which fields tell a price", () => {
  it.each([
    ["preco", true],
    ["preconf", true],
    ["precoatendente", true],
    ["precovendaatacado", true],
    ["preco_embalagem", true],
    ["preco_original", true],
    ["preco_combo", true],
    ["minvendaatacado", true],
    ["usaAtacado", true],
    ["efeitospoliticas", true],
    ["descontoProgressivo", true],
    ["nome", false],
    ["descricao", false],
    ["multiploincremento", false],
    ["min_por_pedido", false],
    ["maxporpedido", false],
    ["granularidade", false],
    ["quantidade", false],
    ["total", false],
    ["apreco", false],
  ])("%s → %s", (key, expected) => {
    expect(isPriceKey(key)).toBe(expected);
  });
});

describe("withoutPrices: a catalogue answer as a viewer who may not see prices receives it", () => {
  const product = ProductSchema.parse({
    ...summary(),
    descricao: "Grãos longos e soltos.",
    imagens: ["aurora/produtos/1001.svg"],
    idcombopromocional_cabecalho: 704,
    categoria: { idcategoria: 102, descricao: "Arroz, feijão e grãos" },
    similares: [summary({ id: 1002, nome: "Arroz parboilizado 5 kg" })],
  });
  const page = ProductPageSchema.parse({
    produtos: [summary(), summary({ id: 1003 })],
    total: 23,
    pagina: 1,
    limite: 20,
  });
  const carousel = CarouselSchema.parse({
    idcarrossel: 1,
    tipo: "PRODUTO",
    titulo: "Ofertas da semana",
    banners: [{ imagem: "aurora/banner.svg", link: "/categoria/101", alt: "Semana do café" }],
    produtos: [summary()],
  });
  const combo = ComboSchema.parse({
    idcombo: 701,
    nome: "Kit café do comércio",
    descricao: null,
    imagem: null,
    validade_fim: null,
    preco_original: 601.9,
    preco_combo: 569.9,
    itens: [{ produto: summary({ id: 1016 }), quantidade: 2 }],
  });
  const recommendation = RecommendationSchema.parse({ sucesso: true, sessao_id: "s-1", produtos: [summary()] });

  it.each([
    ["a product in a list", summary(), KEPT],
    [
      "a product with its similar products",
      product,
      [
        ...KEPT,
        "categoria",
        "categoria.descricao",
        "categoria.idcategoria",
        "descricao",
        "idcombopromocional_cabecalho",
        "imagens",
        "similares",
        ...KEPT.map((key) => `similares.${key}`),
      ],
    ],
    // A search page's correction ("bananna" read as "banana") is no price: kept.
    [
      "a page of a listing or search",
      page,
      ["correcao", "limite", "pagina", "produtos", ...KEPT.map((key) => `produtos.${key}`), "total"],
    ],
    [
      "a carousel (its banners untouched)",
      carousel,
      [
        "banners",
        "banners.alt",
        "banners.altura",
        "banners.imagem",
        "banners.largura",
        "banners.link",
        "idcarrossel",
        "ordem",
        "produtos",
        ...KEPT.map((key) => `produtos.${key}`),
        "tipo",
        "titulo",
      ],
    ],
    [
      "a combo: its own prices and its products'",
      combo,
      [
        "descricao",
        "idcombo",
        "imagem",
        "itens",
        "itens.produto",
        ...KEPT.map((key) => `itens.produto.${key}`),
        "itens.quantidade",
        "nome",
        "validade_fim",
      ],
    ],
    ["recommendations", recommendation, ["produtos", ...KEPT.map((key) => `produtos.${key}`), "sessao_id", "sucesso"]],
  ])("%s keeps everything but prices", (_case, answer, kept) => {
    const stripped = withoutPrices(answer);
    expect(priceKeysIn(stripped)).toEqual([]);
    expect([...new Set(keysOf(stripped))].sort()).toEqual([...new Set(kept)].sort());
  });

  it("keeps the values it keeps, and leaves the answer it was given as it was", () => {
    const product = summary();
    const stripped = withoutPrices(product);
    expect(stripped).toMatchObject({
      id: "1001",
      nome: "Arroz branco tipo 1 5 kg",
      unidade: "fardo",
      granularidade: 1,
      min_por_pedido: 1,
      maxporpedido: 48,
      disponivel: true,
    });
    expect(product.preco).toBe(159.9);
    expect(product.efeitospoliticas.descontoProgressivo).toEqual({ "5": 155.9, "10": 151.9 });
  });

  it("keeps an answer's field named __proto__ as a field, without its prices, the copy a plain object", () => {
    const answer = JSON.parse('{"id": "7", "__proto__": {"preco": 3, "nome": "x"}}') as object;
    const stripped = withoutPrices(answer) as Record<string, unknown>;
    expect(Object.getPrototypeOf(stripped)).toBe(Object.prototype);
    expect(Object.keys(stripped)).toEqual(["id", "__proto__"]);
    expect(Object.getOwnPropertyDescriptor(stripped, "__proto__")?.value).toEqual({ nome: "x" });
  });

  it.each([
    ["null", null],
    ["a number", 12.5],
    ["a text", "R$ is a text, not a field"],
    ["an empty list", []],
  ])("passes %s through", (_case, value) => {
    expect(withoutPrices(value)).toEqual(value);
  });
});

describe("pricedFor: whole for a viewer who may see prices, stripped otherwise", () => {
  it.each([
    [true, true],
    [false, false],
  ])("showPrices %s → prices kept %s", (showPrices, kept) => {
    const product = summary();
    const shown = pricedFor(product, showPrices);
    expect(priceKeysIn(shown).length > 0).toBe(kept);
    if (showPrices) expect(shown).toBe(product);
  });
});

describe("keptPricedFor: a kept answer stripped once for every guest, not once per page", () => {
  it("hands every guest the same priceless copy of one kept answer, and the answer itself to whoever sees prices", () => {
    const kept = [{ id: "home", produtos: [summary(), summary({ id: "1002" })] }];
    const first = keptPricedFor(kept, false);
    expect(priceKeysIn(first)).toEqual([]);
    expect(first).toEqual(withoutPrices(kept));
    expect(keptPricedFor(kept, false)).toBe(first);
    expect(keptPricedFor(kept, true)).toBe(kept);
    expect(priceKeysIn(kept).length).toBeGreaterThan(0);
  });

  it("hands out a copy no reader can change, so no guest's page changes another's", () => {
    const copy = keptPricedFor([{ id: "home", produtos: [summary()] }], false) as { produtos: { nome: string }[] }[];
    expect(() => {
      copy[0]!.produtos[0]!.nome = "Outro";
    }).toThrow(TypeError);
    expect(() => copy[0]!.produtos.push({ nome: "Mais um" })).toThrow(TypeError);
    expect(copy[0]!.produtos[0]!.nome).toBe("Arroz branco tipo 1 5 kg");
  });

  it("makes another answer its own copy", () => {
    const product = summary();
    const other = summary();
    expect(keptPricedFor(other, false)).not.toBe(keptPricedFor(product, false));
    expect(keptPricedFor(other, false)).toEqual(keptPricedFor(product, false));
  });

  it.each([
    ["null", null],
    ["a number", 12.5],
    ["a text", "R$ 10,00"],
  ])("passes %s through", (_case, value) => {
    expect(keptPricedFor(value, false)).toBe(value);
  });
});

describe("what a product page says of a product without prices", () => {
  it("tells how it is sold, and no offer in its schema.org data even where prices could be shown", () => {
    const product = summary({ granularidade: 0.5, min_por_pedido: 1, maxporpedido: 10 });
    const facts = quantityFacts(product);
    expect(facts).toEqual({ step: 0.5, minimum: 1, maximum: 10 });
    const ld = productJsonLd({
      product,
      offer: facts,
      images: [],
      url: "https://loja.example/aurora/produto/1001",
      showPrices: true,
    });
    expect(ld).not.toHaveProperty("offers");
  });

  it("keeps the offer where prices are shown and the product has them", () => {
    const product = summary();
    const ld = productJsonLd({
      product,
      offer: productOffer(product, []),
      images: [],
      url: "https://loja.example/aurora/produto/1001",
      showPrices: true,
    });
    expect(ld).toHaveProperty("offers.price", "159.90");
  });
});

describe("listing orders where prices are hidden", () => {
  const options = [
    { chave: "nome_asc", descricao: "Nome (A–Z)" },
    { chave: "preco_asc", descricao: "Menor preço" },
    { chave: "preco_desc", descricao: "Maior preço" },
    { chave: "mais_vendidos", descricao: "Mais vendidos" },
  ];

  it.each([
    [true, ["nome_asc", "preco_asc", "preco_desc", "mais_vendidos"]],
    [false, ["nome_asc", "mais_vendidos"]],
  ])(
    "prices shown %s: the orders offered and followed are %j (an order by price would tell the prices)",
    (showPrices, keys) => {
      expect(visibleSortOptions(options, showPrices).map((option) => option.chave)).toEqual(keys);
    },
  );
});
