import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { CarouselListSchema, CategoryListSchema, type Category } from "../../../app/models/catalogue";
import {
  CharacteristicListSchema,
  CustomContentSchema,
  FooterSchema,
  PaymentMethodListSchema,
  ServiceAreaSchema,
  StaticTextSchema,
  SupplierConfigSchema,
  SupplierListSchema,
  SuppliersByLocationSchema,
} from "../../../app/models/supplier";
import { DEFAULT_THEME_COLORS, ThemeSchema } from "../../../app/models/theme";
import { databasePath } from "../../../upstream/db/open";
import { APP, IDS, SLUGS, UNKNOWN_ID, startTestUpstream, type TestUpstream } from "./harness";

/** Points of the demo service areas. */
const PLACES = {
  pinheiros: { lat: -23.561, lng: -46.69 },
  mooca: { lat: -23.558, lng: -46.599 },
  campinas: { lat: -22.9056, lng: -47.0608 },
  rio: { lat: -22.9068, lng: -43.1729 },
};

let upstream: TestUpstream;

beforeAll(async () => {
  upstream = await startTestUpstream();
});

afterAll(async () => {
  await upstream.stop();
});

const parse = <S extends z.ZodTypeAny>(schema: S, path: string) => upstream.parse(schema, path);
const expectError = (path: string, status: number) => upstream.error(path, status);

const slugsAt = async (query: string) =>
  (await parse(SupplierListSchema, `${APP}/fornecedor?${query}`)).map((supplier) => supplier.slug);

describe("health and errors", () => {
  it("answers /healthz", async () => {
    expect(await upstream.json("/healthz")).toEqual({ ok: true });
  });

  it("answers unknown paths with a 404 message in Portuguese", async () => {
    expect(await expectError("/v9/nada/por/aqui", 404)).toBe("Recurso não encontrado.");
  });

  it("refuses a wrong {apptoken} with 401", async () => {
    expect(await expectError(`/v2/app/outro-token/configuracao/fornecedor?idfornecedor=aurora`, 401)).toMatch(/token/i);
    await expectError(`/v2/app/outro-token/fornecedor`, 401);
    await expectError(`/v2/app/outro-token/listacategoriasprodutos/aurora`, 401);
    await expectError(`/v2/app/outro-token/cliente/anonimo/customizacao/carrossel/list-for-page/aurora`, 401);
  });

  it.each([
    `${APP}/fornecedor/areaatendimento?idfornecedor=${UNKNOWN_ID}`,
    `${APP}/fornecedor/${UNKNOWN_ID}/formas-pagamento`,
    `/v2/app/config/fornecedor/${UNKNOWN_ID}/rodape`,
    `/v2/configuracao/fornecedor/naoexiste/tema`,
    `/v4/app/token/custom-content/${UNKNOWN_ID}?contentType=ORDER_INSTRUCTIONS`,
    `/v4/static-text/${UNKNOWN_ID}`,
    `/v4/caracteristica-cliente/todas/${UNKNOWN_ID}`,
    `/v4/caracteristica-pedido/todas/${UNKNOWN_ID}`,
    `${APP}/listacategoriasprodutos/${UNKNOWN_ID}`,
    `${APP}/cliente/anonimo/customizacao/carrossel/list-for-page/${UNKNOWN_ID}`,
    `/imagens/naoexiste/logo.svg`,
  ])("answers 404 for an unknown supplier: %s", async (path) => {
    await expectError(path, 404);
  });
});

describe("GET /v2/app/{apptoken}/configuracao/fornecedor", () => {
  it.each(SLUGS)("finds %s by id and by slug, the same", async (slug) => {
    const byId = await parse(SupplierConfigSchema, `${APP}/configuracao/fornecedor?idfornecedor=${IDS[slug]}`);
    const bySlug = await parse(SupplierConfigSchema, `${APP}/configuracao/fornecedor?idfornecedor=${slug}`);
    expect(byId).toEqual(bySlug);
    expect(byId.slug).toBe(slug);
    expect(byId.idfornecedor).toBe(IDS[slug]);
  });

  it("accepts the id in capitals", async () => {
    const config = await parse(
      SupplierConfigSchema,
      `${APP}/configuracao/fornecedor?idfornecedor=${IDS.aurora.toUpperCase()}`,
    );
    expect(config.slug).toBe("aurora");
  });

  it("gives aurora's B2B configuration", async () => {
    const aurora = await parse(SupplierConfigSchema, `${APP}/configuracao/fornecedor?idfornecedor=aurora`);
    expect(aurora.nome).toBe("Distribuidora Aurora");
    expect(aurora.tag).toEqual(
      expect.arrayContaining([
        "has-delivery",
        "has-collect",
        "support-budget",
        "block-not-approved-user",
        "restrict-not-approved-user-submission",
        "enable-recommendation-system",
        "uses-share-coupom",
        "support-price-variance-by-payment",
        "enable-google-analytics-ga4-version-tag-events",
      ]),
    );
    expect(aurora.modulos).toEqual(["Todos"]);
    expect(aurora.ordenacoes_produto.map((option) => option.chave)).toEqual([
      "nome_asc",
      "preco_asc",
      "preco_desc",
      "mais_vendidos",
    ]);
    expect(aurora.config.seo).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      keywords: expect.any(String),
      favicon: "aurora/favicon.svg",
      image: "aurora/compartilhamento.svg",
    });
    expect(aurora.config.analytics.key).toMatch(/^G-/);
    expect(aurora.config.menu.length).toBeGreaterThan(2);
  });

  it("leaves bomsabor's SEO description and keywords unset", async () => {
    const bomsabor = await parse(SupplierConfigSchema, `${APP}/configuracao/fornecedor?idfornecedor=bomsabor`);
    expect(bomsabor.config.seo.title).toBe("Empório Bom Sabor");
    expect(bomsabor.config.seo.description ?? null).toBeNull();
    expect(bomsabor.config.seo.keywords ?? null).toBeNull();
    expect(bomsabor.segmentos.find((segment) => segment.requer_maioridade)?.nome).toBe("Bebidas alcoólicas");
    expect(bomsabor.segmentos.length).toBeGreaterThan(1);
  });

  it("gives casaverde's pickup store", async () => {
    const casaverde = await parse(SupplierConfigSchema, `${APP}/configuracao/fornecedor?idfornecedor=casaverde`);
    expect(casaverde.meta_info.default_store).toEqual({ latitude: -22.8945, longitude: -47.052 });
    expect(casaverde.meta_info.descricao_endereco_loja).toMatch(/Campinas/);
    expect(casaverde.tag).toEqual(
      expect.arrayContaining(["has-collect", "uses-single-address", "disable-product-multiple"]),
    );
    expect(casaverde.tag).not.toContain("has-delivery");
  });

  it.each(["bomsabor.localhost", "www.bomsabor.localhost", "WWW.BomSabor.LOCALHOST", "bomsabor.localhost:3000"])(
    "finds bomsabor by the domain %s",
    async (dominio) => {
      const config = await parse(
        SupplierConfigSchema,
        `${APP}/configuracao/fornecedor?dominio=${encodeURIComponent(dominio)}`,
      );
      expect(config.slug).toBe("bomsabor");
      expect(config.config.dominio).toEqual({
        dominio: "bomsabor.localhost",
        dominio_adicionais: ["www.bomsabor.localhost"],
      });
      expect(config.fornecedor_dominio).toBe("bomsabor.localhost");
    },
  );

  it("answers 404 for unknown ids, slugs and domains", async () => {
    await expectError(`${APP}/configuracao/fornecedor?idfornecedor=${UNKNOWN_ID}`, 404);
    await expectError(`${APP}/configuracao/fornecedor?idfornecedor=naoexiste`, 404);
    await expectError(`${APP}/configuracao/fornecedor?idfornecedor=${encodeURIComponent("não é slug")}`, 404);
    await expectError(`${APP}/configuracao/fornecedor?dominio=outraloja.localhost`, 404);
    await expectError(`${APP}/configuracao/fornecedor?dominio=${encodeURIComponent("http://x/y")}`, 404);
  });

  it("answers 400 without idfornecedor or dominio", async () => {
    expect(await expectError(`${APP}/configuracao/fornecedor`, 400)).toMatch(/idfornecedor|dominio/);
    await expectError(`${APP}/configuracao/fornecedor?idfornecedor=`, 400);
  });
});

describe("GET /v2/app/{apptoken}/fornecedor", () => {
  it("lists every supplier without filters", async () => {
    const suppliers = await parse(SupplierListSchema, `${APP}/fornecedor?device=Desktop`);
    expect(suppliers.map((supplier) => supplier.slug)).toEqual(["aurora", "bomsabor", "casaverde"]);
    expect(suppliers[0]?.logo).toBe("aurora/logo.svg");
  });

  it("lists the suppliers serving a point, nearest store first", async () => {
    expect(await slugsAt(`lat=${PLACES.pinheiros.lat}&lng=${PLACES.pinheiros.lng}`)).toEqual(["bomsabor", "aurora"]);
    expect(await slugsAt(`lat=${PLACES.mooca.lat}&lng=${PLACES.mooca.lng}`)).toEqual(["aurora"]);
    expect(await slugsAt(`lat=${PLACES.campinas.lat}&lng=${PLACES.campinas.lng}`)).toEqual(["casaverde"]);
    expect(await slugsAt(`lat=${PLACES.rio.lat}&lng=${PLACES.rio.lng}`)).toEqual([]);
  });

  it("filters by id, slug, domain, company and delivery type", async () => {
    expect(await slugsAt(`idfornecedor=${IDS.casaverde}`)).toEqual(["casaverde"]);
    expect(await slugsAt("idfornecedor=aurora")).toEqual(["aurora"]);
    expect(await slugsAt("dominio=www.bomsabor.localhost")).toEqual(["bomsabor"]);
    expect(await slugsAt("idempresa=1003")).toEqual(["casaverde"]);
    expect(await slugsAt("tipoEntrega=RETIRADA")).toEqual(["aurora", "casaverde"]);
    expect(await slugsAt("tipoEntrega=DELIVERY")).toEqual(["aurora", "bomsabor"]);
    expect(await slugsAt(`tipoEntrega=DELIVERY&lat=${PLACES.campinas.lat}&lng=${PLACES.campinas.lng}`)).toEqual([]);
    expect(await slugsAt(`idfornecedor=${UNKNOWN_ID}`)).toEqual([]);
    expect(await slugsAt("dominio=outraloja.localhost")).toEqual([]);
  });

  it("accepts and ignores the other query parameters of the spec", async () => {
    const slugs = await slugsAt("idendereco=77&queryPoligonoDeColeta=true&device=Desktop&idcliente=501");
    expect(slugs).toEqual(["aurora", "bomsabor", "casaverde"]);
  });

  it("answers 400 for a bad location or delivery type", async () => {
    expect(await expectError(`${APP}/fornecedor?lat=abc&lng=-46.6`, 400)).toMatch(/lat/);
    await expectError(`${APP}/fornecedor?lat=-23.5`, 400);
    await expectError(`${APP}/fornecedor?lat=-123&lng=0`, 400);
    await expectError(`${APP}/fornecedor?tipoEntrega=DRONE`, 400);
  });
});

describe("GET /v2/app/{apptoken}/{clientpath}/fornecedor (the search by location)", () => {
  const at = async (clientpath: string, query: string) => {
    const found = await parse(SuppliersByLocationSchema, `${APP}/${clientpath}/fornecedor?${query}`);
    return {
      fornecedores: found.fornecedores.map((supplier) => supplier.slug),
      retiradaNaCidade: found.retiradaNaCidade.map((supplier) => supplier.slug),
    };
  };
  /** Barão Geraldo, Campinas: no area holds it; Casa Verde's store is in the city. */
  const baraoGeraldo = "lat=-22.815&lng=-47.083";

  it("lists the suppliers serving the point, nearest first, for a guest and for a customer", async () => {
    const pinheiros = `lat=${PLACES.pinheiros.lat}&lng=${PLACES.pinheiros.lng}`;
    expect(await at("cliente/anonimo", pinheiros)).toEqual({
      fornecedores: ["bomsabor", "aurora"],
      retiradaNaCidade: [],
    });
    expect((await at("cliente/501", `lat=${PLACES.campinas.lat}&lng=${PLACES.campinas.lng}`)).fornecedores).toEqual([
      "casaverde",
    ]);
  });

  it("with a city: the other suppliers with a pickup store there, any case and accents", async () => {
    expect(await at("cliente/anonimo", `${baraoGeraldo}&cidade=Campinas&uf=SP`)).toEqual({
      fornecedores: [],
      retiradaNaCidade: ["casaverde"],
    });
    expect((await at("cliente/anonimo", `${baraoGeraldo}&cidade=CAMPINAS`)).retiradaNaCidade).toEqual(["casaverde"]);
    expect((await at("cliente/anonimo", `${baraoGeraldo}&cidade=Campinas&uf=RJ`)).retiradaNaCidade).toEqual([]);
    expect(await at("cliente/anonimo", `lat=${PLACES.rio.lat}&lng=${PLACES.rio.lng}&cidade=Rio de Janeiro`)).toEqual({
      fornecedores: [],
      retiradaNaCidade: [],
    });
    expect((await at("cliente/anonimo", baraoGeraldo)).retiradaNaCidade).toEqual([]);
  });

  it("answers 400 without a point and 404 for an unknown customer", async () => {
    await expectError(`${APP}/cliente/anonimo/fornecedor`, 400);
    await expectError(`${APP}/cliente/anonimo/fornecedor?lat=-23.5`, 400);
    await expectError(`${APP}/cliente/anonimo/fornecedor?lat=abc&lng=-46.6`, 400);
    await expectError(`${APP}/cliente/anonimo/fornecedor?lat=-23.5&lng=-46.6&tipoEntrega=DRONE`, 400);
    await expectError(`${APP}/cliente/999999/fornecedor?lat=-23.5&lng=-46.6`, 404);
  });
});

describe("GET /v2/app/{apptoken}/fornecedor/areaatendimento", () => {
  it("gives polygons as [lat, lng] points around the store", async () => {
    const area = await parse(ServiceAreaSchema, `${APP}/fornecedor/areaatendimento?idfornecedor=${IDS.bomsabor}`);
    expect(area.coordenadas.length).toBeGreaterThanOrEqual(3);
    expect(area.raio_km ?? null).toBeNull();
    expect(area.loja.nome).toBe("Empório Bom Sabor Pinheiros");
    for (const [lat, lng] of area.coordenadas) {
      expect(lat).toBeGreaterThan(-24);
      expect(lng).toBeLessThan(-46);
    }
  });

  it("gives a radius for casaverde", async () => {
    const area = await parse(ServiceAreaSchema, `${APP}/fornecedor/areaatendimento?idfornecedor=casaverde`);
    expect(area).toMatchObject({ coordenadas: [], raio_km: 6, loja: { lat: -22.8945, lng: -47.052 } });
  });

  it("answers 400 without idfornecedor", async () => {
    await expectError(`${APP}/fornecedor/areaatendimento`, 400);
  });
});

describe("footer, theme, texts, contents and characteristics", () => {
  it.each(SLUGS)("%s has a footer with columns, contact and social links", async (slug) => {
    const footer = await parse(FooterSchema, `/v2/app/config/fornecedor/${IDS[slug]}/rodape?idcliente=501`);
    expect(footer.colunas.map((column) => column.titulo)).toEqual(expect.arrayContaining(["Institucional", "Ajuda"]));
    expect(footer.colunas.every((column) => column.links.length > 0)).toBe(true);
    expect(footer.contato.email).toMatch(/@/);
    expect(footer.endereco).toMatch(/SP/);
    expect(footer.redes_sociais.length).toBeGreaterThan(0);
  });

  it("gives aurora its own colours and casaverde none, so the defaults show", async () => {
    const aurora = await parse(ThemeSchema, `/v2/configuracao/fornecedor/${IDS.aurora}/tema`);
    expect(aurora.primaryColor).not.toBe(DEFAULT_THEME_COLORS.primaryColor);
    expect(aurora.logo).toBe("aurora/logo.svg");
    expect(aurora.textos.boasVindas).toMatch(/Aurora/);
    expect(aurora.configuracao.tituloPagina).toBe("Distribuidora Aurora");
    expect(aurora.menus.length).toBeGreaterThan(2);

    const raw = (await upstream.json(`/v2/configuracao/fornecedor/casaverde/tema`)) as Record<string, unknown>;
    expect([raw.primaryColor, raw.secondaryColor, raw.auxiliarColor, raw.textColor]).toEqual([null, null, null, null]);
    const casaverde = ThemeSchema.parse(raw);
    expect(casaverde).toMatchObject(DEFAULT_THEME_COLORS);
  });

  it.each(SLUGS)("%s has order instructions", async (slug) => {
    const content = await parse(
      CustomContentSchema,
      `/v4/app/token/custom-content/${IDS[slug]}?contentType=ORDER_INSTRUCTIONS`,
    );
    expect(content.contentType).toBe("ORDER_INSTRUCTIONS");
    expect(content.content.length).toBeGreaterThan(40);
  });

  it("gives empty content for a type the supplier did not write, and 400 without a type", async () => {
    const content = await parse(CustomContentSchema, `/v4/app/token/custom-content/aurora?contentType=OUTRO`);
    expect(content).toEqual({ contentType: "OUTRO", content: "" });
    await expectError(`/v4/app/token/custom-content/aurora`, 400);
  });

  it("gives pt-BR static texts with the supplier's own wording", async () => {
    const texts = await parse(StaticTextSchema, `/v4/static-text/${IDS.aurora}`);
    expect(texts.lang).toBe("pt-BR");
    expect(texts.translation["busca.placeholder"]).toBe("Buscar por nome, marca ou código");
    expect(Object.keys(texts.translation).length).toBeGreaterThan(3);
    const casaverde = await parse(StaticTextSchema, `/v4/static-text/casaverde`);
    expect(casaverde.translation["busca.placeholder"]).toBe("O que você procura?");
  });

  it("lists customer and order characteristics", async () => {
    const customer = await parse(CharacteristicListSchema, `/v4/caracteristica-cliente/todas/${IDS.aurora}`);
    expect(customer.find((item) => item.tipo === "OPCAO")?.opcoes.length).toBeGreaterThan(2);
    const order = await parse(CharacteristicListSchema, `/v4/caracteristica-pedido/todas/${IDS.casaverde}`);
    expect(order.some((item) => item.obrigatorio)).toBe(true);
    expect(await parse(CharacteristicListSchema, `/v4/caracteristica-cliente/todas/${IDS.bomsabor}`)).toEqual([]);
  });
});

describe("GET /v2/app/{apptoken}/fornecedor/{id}/formas-pagamento", () => {
  const kinds = async (path: string) => (await parse(PaymentMethodListSchema, path)).map((method) => method.tipo);

  it("differs per supplier", async () => {
    expect(await kinds(`${APP}/fornecedor/${IDS.bomsabor}/formas-pagamento`)).toEqual(["CARTAO", "PIX", "NA_ENTREGA"]);
    expect(await kinds(`${APP}/fornecedor/casaverde/formas-pagamento`)).toEqual(["PIX", "NA_ENTREGA"]);
  });

  it("offers invoicing only to customers the supplier approved", async () => {
    expect(await kinds(`${APP}/fornecedor/aurora/formas-pagamento`)).toEqual(["PIX", "CARTAO"]);
    expect(await kinds(`${APP}/fornecedor/aurora/formas-pagamento?idcliente=505`)).toEqual(["PIX", "CARTAO"]);
    expect(await kinds(`${APP}/fornecedor/aurora/formas-pagamento?idcliente=501`)).toEqual([
      "FATURADO",
      "PIX",
      "CARTAO",
    ]);
  });

  it("always has exactly one default", async () => {
    for (const query of ["", "?idcliente=501", "?idcliente=505"]) {
      const methods = await parse(PaymentMethodListSchema, `${APP}/fornecedor/aurora/formas-pagamento${query}`);
      expect(methods.filter((method) => method.padrao)).toHaveLength(1);
    }
  });
});

describe("GET /v2/app/{apptoken}/listacategoriasprodutos/{id}", () => {
  const countLeaves = (categories: Category[]): number =>
    categories.reduce(
      (total, category) => total + (category.subcategorias.length ? countLeaves(category.subcategorias) : 1),
      0,
    );

  it.each(SLUGS)("%s has a category tree with subcategories", async (slug) => {
    const tree = await parse(CategoryListSchema, `${APP}/listacategoriasprodutos/${IDS[slug]}?device=desktop`);
    expect(tree.length).toBeGreaterThanOrEqual(4);
    expect(
      tree.every((category) => category.subcategorias.length > 0 && category.imagem?.startsWith(`${slug}/categorias/`)),
    ).toBe(true);
    expect(countLeaves(tree)).toBeGreaterThanOrEqual(10);
  });

  it("narrows to a segment", async () => {
    const drinks = await parse(
      CategoryListSchema,
      `${APP}/listacategoriasprodutos/bomsabor?idsegmento=bomsabor-bebidas-alcoolicas&device=desktop`,
    );
    expect(drinks.map((category) => category.descricao)).toEqual(["Vinhos e espumantes", "Cervejas e destilados"]);
    expect(await parse(CategoryListSchema, `${APP}/listacategoriasprodutos/bomsabor?idsegmento=outro`)).toEqual([]);
  });
});

describe("GET /v2/app/{apptoken}/cliente/{idcliente}/customizacao/carrossel/list-for-page/{id}", () => {
  const carousels = (clientPath: string, supplier: string, query = "") =>
    parse(CarouselListSchema, `${APP}/${clientPath}/customizacao/carrossel/list-for-page/${supplier}${query}`);

  it.each(SLUGS)("%s's home has a banner carousel and two product carousels", async (slug) => {
    const home = await carousels("cliente/anonimo", IDS[slug], "?page=page:home&device=desktop&loadProdutos=true");
    expect(home.map((carousel) => carousel.tipo)).toEqual(["BANNER", "PRODUTO", "PRODUTO"]);
    const [banner, ...products] = home;
    expect(banner?.banners.length).toBeGreaterThanOrEqual(2);
    for (const item of banner?.banners ?? []) {
      expect(item).toMatchObject({ largura: 2560, altura: 640 });
      expect(item.imagem).toMatch(new RegExp(`^${slug}/banners/\\d+-desktop\\.svg$`));
      expect(item.imagem_mobile).toMatch(new RegExp(`^${slug}/banners/\\d+-mobile\\.svg$`));
      expect(item.alt.length).toBeGreaterThan(5);
    }
    for (const carousel of products) {
      expect(carousel.titulo).toBeTruthy();
      expect(carousel.produtos.length).toBeGreaterThanOrEqual(6);
      expect(carousel.produtos.every((product) => product.imagem?.startsWith(`${slug}/produtos/`))).toBe(true);
    }
  });

  it("defaults to page:home and knows no other page yet", async () => {
    expect(await carousels("cliente/anonimo", "aurora", "?device=mobile")).toHaveLength(3);
    expect(await carousels("cliente/anonimo", "aurora", "?page=page:categoria")).toEqual([]);
  });

  it("shows offers below their list price and best sellers that are available", async () => {
    const [, best, offers] = await carousels("cliente/anonimo", "aurora");
    expect(best?.titulo).toBe("Mais vendidos");
    expect(best?.produtos.every((product) => product.disponivel)).toBe(true);
    expect(best?.produtos.map((product) => product.nome)).toContain("Arroz branco tipo 1 5 kg");
    expect(offers?.titulo).toBe("Ofertas da semana");
    expect(offers?.produtos.every((product) => (product.preconf ?? 0) > product.preco)).toBe(true);
  });

  it("filters by idcarrossel and leaves products out with loadProdutos=false", async () => {
    const only = await carousels("cliente/anonimo", "aurora", "?idcarrossel=13");
    expect(only.map((carousel) => carousel.idcarrossel)).toEqual(["13"]);
    const withoutProducts = await carousels("cliente/anonimo", "aurora", "?loadProdutos=false");
    expect(withoutProducts.every((carousel) => carousel.produtos.length === 0)).toBe(true);
    expect(withoutProducts[0]?.banners.length).toBeGreaterThan(0);
  });

  it("carries what the cart's price rule needs", async () => {
    const [carousel] = (await upstream.json(
      `${APP}/cliente/anonimo/customizacao/carrossel/list-for-page/aurora?idcarrossel=12`,
    )) as {
      produtos: {
        codigo: string;
        multiploincremento: number;
        efeitospoliticas: { descontoProgressivo: Record<string, number> | null };
      }[];
    }[];
    const arroz = carousel?.produtos.find((product) => product.codigo === "AUR-0001");
    expect(arroz).toMatchObject({
      multiploincremento: 6,
      efeitospoliticas: { descontoProgressivo: { 5: 155.9, 10: 151.9 } },
    });
  });

  it("prices by payment method where the supplier varies prices (aurora: PIX −3 %)", async () => {
    const priceOf = async (query: string) => {
      const [carousel] = await carousels("cliente/501", "aurora", `?idcarrossel=12${query}`);
      return carousel?.produtos.find((product) => product.nome === "Arroz branco tipo 1 5 kg")?.preco;
    };
    expect(await priceOf("")).toBe(159.9);
    expect(await priceOf("&idformapagamento=12")).toBe(155.1);
    expect(await priceOf("&idformapagamento=13")).toBe(159.9);
    expect(await priceOf("&idformapagamento=31")).toBe(159.9);
  });

  it("knows {clientpath} cliente/{idcliente} and refuses an unknown customer", async () => {
    expect(await carousels("cliente/501", "casaverde")).toHaveLength(3);
    expect(await expectError(`${APP}/cliente/99999/customizacao/carrossel/list-for-page/aurora`, 404)).toMatch(
      /Cliente/,
    );
    await expectError(`${APP}/cliente/abc/customizacao/carrossel/list-for-page/aurora`, 404);
  });
});

describe("GET /imagens/*", () => {
  it("serves every image path the answers name as a cached SVG", async () => {
    const config = await parse(SupplierConfigSchema, `${APP}/configuracao/fornecedor?idfornecedor=aurora`);
    const theme = await parse(ThemeSchema, `/v2/configuracao/fornecedor/aurora/tema`);
    const tree = await parse(CategoryListSchema, `${APP}/listacategoriasprodutos/aurora`);
    const home = await parse(CarouselListSchema, `${APP}/cliente/anonimo/customizacao/carrossel/list-for-page/aurora`);
    const paths = [
      config.config.seo.favicon,
      config.config.seo.image,
      theme.logo,
      tree[0]?.imagem,
      ...(home[0]?.banners.flatMap((banner) => [banner.imagem, banner.imagem_mobile]) ?? []),
      home[1]?.produtos[0]?.imagem,
    ];
    expect(paths.every(Boolean)).toBe(true);
    for (const path of paths) {
      const response = await upstream.get(`/imagens/${path}`);
      expect(response.status, path ?? "").toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox=/);
      expect(svg).not.toMatch(/<script/i);
    }
  });

  it("writes the banner headline and the product name", async () => {
    const banner = await (await upstream.get("/imagens/aurora/banners/111-desktop.svg")).text();
    expect(banner).toContain("Abasteça seu negócio com");
    const product = await (await upstream.get("/imagens/casaverde/produtos/3001.svg")).text();
    expect(product).toContain(">Banana prata<");
  });

  it.each([
    "/imagens/aurora/produtos/3001.svg",
    "/imagens/aurora/produtos/999999.svg",
    "/imagens/aurora/banners/211-desktop.svg",
    "/imagens/aurora/qualquer.svg",
    "/imagens/aurora/%2e%2e/segredo",
  ])("answers 404 for %s", async (path) => {
    await expectError(path, 404);
  });
});

describe("demo data", () => {
  it("holds at least 60 products for each supplier", () => {
    const db = new Database(databasePath(upstream.dataDir), { readonly: true });
    try {
      for (const id of Object.values(IDS)) {
        expect(
          db.prepare("SELECT COUNT(*) FROM products WHERE idfornecedor = ?").pluck().get(id),
        ).toBeGreaterThanOrEqual(60);
      }
    } finally {
      db.close();
    }
  });
});
