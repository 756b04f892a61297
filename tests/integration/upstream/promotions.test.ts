import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CarouselListSchema } from "../../../app/models/catalogue";
import {
  ComboSchema,
  ComboSummaryListSchema,
  ProductSchema,
  StaticPageListSchema,
  StaticPageSchema,
} from "../../../app/models/product";
import { FooterSchema } from "../../../app/models/supplier";
import { APP, SLUGS, startTestUpstream, type TestUpstream } from "./harness";

let upstream: TestUpstream;

beforeAll(async () => {
  upstream = await startTestUpstream();
});

afterAll(async () => {
  await upstream.stop();
});

const combo = (id: number, query = "") => upstream.parse(ComboSchema, `/v4/promotional-combo/${id}/${query}`);
const comboIds = async (path: string) =>
  (await upstream.parse(ComboSummaryListSchema, path)).map((item) => item.idcombo);
const today = () => new Date().toISOString().slice(0, 10);

describe("GET /v4/promotional-combo/{id}/", () => {
  it("gives the items with their quantities, the price apart and the lower price together", async () => {
    const kit = await combo(701, "?tipoEntrega=DELIVERY");
    expect(kit).toMatchObject({ idcombo: "701", nome: "Kit café do comércio", imagem: "aurora/produtos/1016.svg" });
    expect(kit.itens.map((item) => [item.produto.codigo, item.quantidade])).toEqual([
      ["AUR-0016", 2],
      ["AUR-0020", 1],
      ["AUR-0063", 1],
    ]);
    const apart = kit.itens.reduce((total, item) => total + item.produto.preco * item.quantidade, 0);
    expect(kit.preco_original).toBeCloseTo(apart, 2);
    expect(kit.preco_original).toBe(601.9);
    expect(kit.preco_combo).toBe(569.9);
    const end = kit.validade_fim ?? "";
    expect(end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(end >= today()).toBe(true);
  });

  it("sells by the kilo in combos too, and has no end date when the combo runs until further notice", async () => {
    const wineAndCheese = await combo(711);
    expect(wineAndCheese.itens.find((item) => item.produto.codigo === "BSB-0029")?.quantidade).toBe(0.5);
    expect(wineAndCheese.preco_combo).toBeLessThan(wineAndCheese.preco_original);
    expect((await combo(712)).validade_fim).toBeNull();
  });

  it("prices for the payment method", async () => {
    const pix = await combo(701, "?idformapagamento=12&idcliente=501");
    expect(pix.preco_combo).toBe(552.8);
    expect(pix.itens[0]?.produto.preco).toBe(193.03);
    expect(pix.preco_original).toBe(583.84);
  });

  it("offers a customer's own combo to that customer only", async () => {
    expect((await combo(704, "?idcliente=501")).nome).toBe("Cesta básica do seu restaurante");
    expect(await upstream.error(`/v4/promotional-combo/704/`, 404)).toBe("Combo não encontrado.");
    await upstream.error(`/v4/promotional-combo/704/?idcliente=502`, 404);
  });

  it("answers 404 'Combo expirado' once a combo has ended, and 404 for unknown ones", async () => {
    expect(await upstream.error(`/v4/promotional-combo/703/`, 404)).toBe("Combo expirado");
    expect(await upstream.error(`/v4/promotional-combo/99999/`, 404)).toBe("Combo não encontrado.");
    await upstream.error(`/v4/promotional-combo/abc`, 404);
    expect(await upstream.error(`/v4/promotional-combo/701/?idcliente=99999`, 404)).toMatch(/Cliente/);
  });

  it("is named on the page of each of its products", async () => {
    const kit = await combo(702);
    for (const item of kit.itens) {
      const page = await upstream.parse(ProductSchema, `${APP}/fornecedor/aurora/produto/${item.produto.id}`);
      expect(page.idcombopromocional_cabecalho).toBe("702");
    }
  });
});

describe("GET /v4/promotional-combo-all/{f} and /v4/promotional-combo-client/{f}/{c}", () => {
  it("lists the active combos of each supplier, without their items", async () => {
    expect(await comboIds(`/v4/promotional-combo-all/aurora`)).toEqual(["701", "702"]);
    expect(await comboIds(`/v4/promotional-combo-all/bomsabor`)).toEqual(["711", "712"]);
    expect(await comboIds(`/v4/promotional-combo-all/casaverde`)).toEqual(["721", "722"]);
    const raw = (await upstream.json(`/v4/promotional-combo-all/aurora`)) as Record<string, unknown>[];
    expect(raw[0]).not.toHaveProperty("itens");
    expect(raw[0]).toMatchObject({ preco_original: 601.9, preco_combo: 569.9 });
  });

  it("adds the customer's own combos", async () => {
    expect(await comboIds(`/v4/promotional-combo-client/aurora/501`)).toEqual(["701", "702", "704"]);
    expect(await comboIds(`/v4/promotional-combo-client/aurora/502`)).toEqual(["701", "702"]);
    expect(await comboIds(`/v4/promotional-combo-client/aurora/anonimo`)).toEqual(["701", "702"]);
  });

  it("prices the lists for the payment method as one combo is priced (PIX 3% less at aurora)", async () => {
    const [kit] = (await upstream.json(`/v4/promotional-combo-client/aurora/501?idformapagamento=12`)) as Record<
      string,
      unknown
    >[];
    const own = await combo(701, "?idformapagamento=12&idcliente=501");
    expect(kit).toMatchObject({ idcombo: 701, preco_combo: own.preco_combo, preco_original: own.preco_original });
    expect(own.preco_combo).toBe(552.8);
    const [guests] = (await upstream.json(`/v4/promotional-combo-all/aurora?idformapagamento=12`)) as Record<
      string,
      unknown
    >[];
    expect(guests).toMatchObject({ preco_combo: 552.8 });
  });

  it("answers 404 for an unknown supplier or customer", async () => {
    await upstream.error(`/v4/promotional-combo-all/naoexiste`, 404);
    await upstream.error(`/v4/promotional-combo-client/aurora/99999`, 404);
  });
});

describe("static pages", () => {
  const pages = (supplier: string, query = "") =>
    upstream.parse(StaticPageListSchema, `/v4/pagina-estatica/${supplier}/listar${query}`);
  const page = (supplier: string, slug: string) =>
    upstream.parse(StaticPageSchema, `/v4/pagina-estatica/${supplier}/slug/${slug}`);

  it.each(SLUGS)("%s lists its pages with their channels", async (slug) => {
    const tagsBySlug = Object.fromEntries((await pages(slug, "?idcliente=501")).map((item) => [item.slug, item.tags]));
    expect(tagsBySlug).toMatchObject({
      sobre: ["WEB", "APP"],
      "politica-de-privacidade": ["WEB"],
      "trocas-e-devolucoes": ["WEB"],
      aplicativo: ["APP"],
      "em-revisao": ["WEB"],
    });
  });

  it.each(SLUGS)("%s flags the page under review in its list (em_revisao), and only that one", async (slug) => {
    const flagged = (await pages(slug)).filter((item) => item.em_revisao).map((item) => item.slug);
    expect(flagged).toEqual(["em-revisao"]);
    const raw = (await upstream.json(`/v4/pagina-estatica/${slug}/listar`)) as { slug: string; em_revisao: unknown }[];
    expect(raw.every((item) => typeof item.em_revisao === "boolean")).toBe(true);
  });

  it.each(SLUGS)("%s serves the page behind every /paginas/ link of its footer and banners", async (slug) => {
    const footer = await upstream.parse(FooterSchema, `/v2/app/config/fornecedor/${slug}/rodape`);
    const home = await upstream.parse(
      CarouselListSchema,
      `${APP}/cliente/anonimo/customizacao/carrossel/list-for-page/${slug}`,
    );
    const destinations = [
      ...footer.colunas.flatMap((column) => column.links.map((link) => link.destino)),
      ...home.flatMap((carousel) => carousel.banners.map((banner) => banner.link ?? "")),
    ].filter((destino) => destino.startsWith("/paginas/"));
    expect(destinations.length).toBeGreaterThanOrEqual(4);
    for (const destino of destinations) {
      const content = await page(slug, destino.slice("/paginas/".length));
      expect(content.tags).toContain("WEB");
      expect(content.conteudo).toMatch(/<h2>.+<\/h2>/);
      expect(content.conteudo).toMatch(/<(p|ul|ol)>/);
    }
  });

  it("keeps aurora's 'sobre' dirty, so the storefront's sanitizer has work", async () => {
    const about = await page("aurora", "sobre");
    expect(about).toMatchObject({ titulo: "Sobre a Aurora", tags: ["WEB", "APP"] });
    expect(about.conteudo).toContain("<script>alert(1)</script>");
    expect(about.conteudo).toMatch(/<p onclick="alert\(1\)">/);
    expect(about.conteudo).toContain('<a href="javascript:alert(1)">');
    expect(about.conteudo).toMatch(/<img src=x onerror=/);
    expect((await page("bomsabor", "sobre")).conteudo).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it("answers 422 for a page under review and 404 for an unknown one", async () => {
    expect(await upstream.error(`/v4/pagina-estatica/aurora/slug/em-revisao`, 422)).toBe("Conteúdo em revisão");
    expect(await upstream.error(`/v4/pagina-estatica/aurora/slug/nao-existe`, 404)).toBe("Página não encontrada.");
    await upstream.error(`/v4/pagina-estatica/naoexiste/slug/sobre`, 404);
    await upstream.error(`/v4/pagina-estatica/aurora/listar?idcliente=99999`, 404);
  });
});
