import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ComboSchema,
  LinkActionSchema,
  ProductPageSchema,
  ProductSchema,
  SearchFilterListSchema,
  type SearchFilterGroup,
} from "../../../app/models/product";
import { APP, startTestUpstream, type TestUpstream } from "./harness";

let upstream: TestUpstream;

beforeAll(async () => {
  upstream = await startTestUpstream();
});

afterAll(async () => {
  await upstream.stop();
});

const filters = (supplier: string, query = "") =>
  upstream.parse(SearchFilterListSchema, `/v4/tag-pesquisa/${supplier}/lista${query}`);
const tagsOf = (groups: SearchFilterGroup[]) =>
  Object.fromEntries(groups.flatMap((group) => group.tags.map((tag) => [tag.descricao, tag.quantidade])));
const listingTotal = async (query: string) =>
  (await upstream.parse(ProductPageSchema, `${APP}/listaprodutos/anonimo?${query}`)).total;

describe("GET /v4/tag-pesquisa/{idfornecedor}/lista", () => {
  it("groups the filters: Marca, Embalagem, Características, then campaigns", async () => {
    const groups = await filters("aurora", "?idcliente=501");
    expect(groups.map((group) => group.grupo)).toEqual(["Marca", "Embalagem", "Características", "Campanhas"]);
    expect(groups.every((group) => group.tags.length > 0)).toBe(true);
    expect(tagsOf(groups)).toMatchObject({
      "Sem glúten": 6,
      "Zero açúcar": 3,
      "Semana do café": 4,
      Fardo: expect.any(Number),
    });
    const casaverde = await filters("casaverde");
    expect(tagsOf(casaverde)).toMatchObject({ Orgânico: 7, "Por quilo": expect.any(Number) });
    expect(casaverde.map((group) => group.grupo)).not.toContain("Campanhas");
    expect(tagsOf(await filters("bomsabor"))).toMatchObject({ Importado: 10, "Sem glúten": 4 });
  });

  it("counts, for each tag, the products of the category (subcategories included) that carry it", async () => {
    const groups = await filters("aurora", "?idcategoria=101");
    const tags = groups.flatMap((group) => group.tags);
    expect(tagsOf(groups)).toMatchObject({ "Sem glúten": 6, "Vale Dourado": 2 });
    expect(tagsOf(groups)).not.toHaveProperty("Lupulina");
    for (const tag of tags) {
      expect(await listingTotal(`fornec=aurora&categ=101&tagsPesquisa=${tag.idtag}`), tag.descricao).toBe(
        tag.quantidade,
      );
    }
  });

  it("counts within the products a search finds, and omits groups left without tags", async () => {
    const beans = await filters("aurora", "?query=feijao");
    expect(beans).toEqual([
      { grupo: "Marca", tags: [{ idtag: "5124", descricao: "Sítio Bom", quantidade: 2 }] },
      { grupo: "Embalagem", tags: [{ idtag: "5034", descricao: "Fardo", quantidade: 2 }] },
      { grupo: "Características", tags: [{ idtag: "5001", descricao: "Sem glúten", quantidade: 2 }] },
    ]);
    expect(await filters("aurora", "?query=zzzz")).toEqual([]);
    expect(await filters("aurora", "?idcategoria=999")).toEqual([]);
  });

  it("answers 404 for an unknown supplier or customer, 400 for a bad category", async () => {
    await upstream.error(`/v4/tag-pesquisa/naoexiste/lista`, 404);
    await upstream.error(`/v4/tag-pesquisa/aurora/lista?idcliente=99999`, 404);
    await upstream.error(`/v4/tag-pesquisa/aurora/lista?idcategoria=bebidas`, 400);
  });
});

describe("GET /v4/tag-pesquisa/{idfornecedor}/filtros-produto/{idproduto}", () => {
  it("gives the product's own tags, without counts", async () => {
    expect(await upstream.parse(SearchFilterListSchema, `/v4/tag-pesquisa/aurora/filtros-produto/1016`)).toEqual([
      { grupo: "Marca", tags: [{ idtag: "5113", descricao: "Grão do Cerrado", quantidade: null }] },
      { grupo: "Embalagem", tags: [{ idtag: "5034", descricao: "Fardo", quantidade: null }] },
      { grupo: "Campanhas", tags: [{ idtag: "5011", descricao: "Semana do café", quantidade: null }] },
    ]);
    const apple = await upstream.parse(SearchFilterListSchema, `/v4/tag-pesquisa/casaverde/filtros-produto/3050`);
    expect(tagsOf(apple)).toEqual({ "Sítio Raiz": null, "Por quilo": null, Orgânico: null });
  });

  it("answers 404 for an unknown product or another supplier's", async () => {
    expect(await upstream.error(`/v4/tag-pesquisa/aurora/filtros-produto/3050`, 404)).toBe("Produto não encontrado.");
    await upstream.error(`/v4/tag-pesquisa/aurora/filtros-produto/abc`, 404);
  });
});

describe("GET /v4/link-acao/{idfornecedor}/{idlink}", () => {
  const link = (supplier: string, id: number) => upstream.parse(LinkActionSchema, `/v4/link-acao/${supplier}/${id}`);

  it("leads the 'Semana do café' campaign to its tag", async () => {
    expect(await link("aurora", 801)).toEqual({ tipo: "TAGS", valor: "5011" });
  });

  it.each([
    ["aurora", [801, 802, 803, 804, 805]],
    ["bomsabor", [811, 812, 813]],
    ["casaverde", [821, 822]],
  ] as const)("leads every link of %s somewhere that exists", async (supplier, links) => {
    const kinds = new Set<string>();
    for (const id of links) {
      const { tipo, valor } = await link(supplier, id);
      kinds.add(tipo);
      if (tipo === "PRODUTO") await upstream.parse(ProductSchema, `${APP}/fornecedor/${supplier}/produto/${valor}`);
      else if (tipo === "COMBO") await upstream.parse(ComboSchema, `/v4/promotional-combo/${valor}/`);
      else {
        const query = { BUSCA: `sk=${valor}`, CATEGORIA: `categ=${valor}`, TAGS: `tagsPesquisa=${valor}` }[tipo];
        expect(await listingTotal(`fornec=${supplier}&${query}`), `${id}`).toBeGreaterThan(0);
      }
    }
    if (supplier === "aurora") expect([...kinds].sort()).toEqual(["BUSCA", "CATEGORIA", "COMBO", "PRODUTO", "TAGS"]);
  });

  it("answers 404 for an unknown link or another supplier's", async () => {
    expect(await upstream.error(`/v4/link-acao/aurora/811`, 404)).toBe("Link não encontrado.");
    await upstream.error(`/v4/link-acao/aurora/9999`, 404);
    await upstream.error(`/v4/link-acao/aurora/semana-do-cafe`, 404);
    await upstream.error(`/v4/link-acao/naoexiste/801`, 404);
  });
});
