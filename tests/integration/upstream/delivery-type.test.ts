/**
 * The reference server's delivery type of a product (docs/upstream-api.md "Delivery type of a
 * product"): Aurora's ice (1090) is offered for pickup only. Calls 11, 14–18, 22 and 24 answer it
 * for `RETIRADA` and leave it out for `DELIVERY` or no type; an unknown type is a 400; and call 17's
 * `obter-setor` gives a product's sectors.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CarouselListSchema, ProductSummarySchema } from "../../../app/models/catalogue";
import {
  ComboSchema,
  ProductPageSchema,
  ProductSchema,
  ProductSectorListSchema,
  RecommendationSchema,
  SearchFilterListSchema,
  SuggestionListSchema,
} from "../../../app/models/product";
import { databasePath } from "../../../upstream/db/open";
import { APP, startTestUpstream, type TestUpstream } from "./harness";

let upstream: TestUpstream;

beforeAll(async () => {
  upstream = await startTestUpstream();
});

afterAll(async () => {
  await upstream.stop();
});

const ICE = "1090";
const TYPES = ["", "&tipoentrega=DELIVERY", "&tipoentrega=RETIRADA"] as const;
const ids = (products: { id: string }[]) => products.map((product) => product.id);

describe("products offered for pickup only", () => {
  it("are listed and found for pickup only (calls 14, 15, 16)", async () => {
    const [none, delivery, pickup] = await Promise.all(
      TYPES.map((type) =>
        upstream.parse(ProductPageSchema, `${APP}/listaprodutos/anonimo?fornec=aurora&categ=123${type}`),
      ),
    );
    expect(ids(pickup!.produtos)).toContain(ICE);
    expect(pickup!.total).toBe(delivery!.total + 1);
    expect(ids(delivery!.produtos)).not.toContain(ICE);
    expect(none).toEqual(delivery);
    const found = await Promise.all(
      TYPES.map((type) =>
        upstream.parse(
          ProductPageSchema,
          `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=aurora&query=gelo${type}`,
        ),
      ),
    );
    expect(found.map((page) => page.total)).toEqual([0, 0, 1]);
    const suggested = await Promise.all(
      TYPES.map((type) => upstream.parse(SuggestionListSchema, `/v4/produto/sugestoes/aurora?query=gelo${type}`)),
    );
    expect(suggested.map((list) => list.map((item) => item.nome))).toEqual([[], [], ["Gelo em cubos 5 kg"]]);
  });

  it("are in the carousels, the products by tags and the recommendations for pickup only (calls 11, 18, 24)", async () => {
    const carousels = (type: string) =>
      upstream.parse(
        CarouselListSchema,
        `${APP}/cliente/anonimo/customizacao/carrossel/list-for-page/aurora?x=1${type}`,
      );
    const [delivery, pickup] = await Promise.all([
      carousels("&tipoentrega=DELIVERY"),
      carousels("&tipoentrega=RETIRADA"),
    ]);
    expect(pickup.flatMap((carousel) => ids(carousel.produtos))).toContain(ICE);
    expect(delivery.flatMap((carousel) => ids(carousel.produtos))).not.toContain(ICE);

    const brand = (await upstream.parse(SearchFilterListSchema, `/v4/tag-pesquisa/aurora/filtros-produto/${ICE}`)).find(
      (group) => group.grupo === "Marca",
    )?.tags[0]?.idtag;
    const byTags = (type: string) =>
      upstream.parse(
        ProductSummarySchema.array(),
        `/v2/app/fornecedor/aurora/produto-by-tags?tagsPesquisa=${brand}${type}`,
      );
    expect(ids(await byTags("&tipoentrega=RETIRADA"))).toEqual([ICE]);
    expect(await byTags("")).toEqual([]);

    const recommended = (type: string) =>
      upstream.parse(RecommendationSchema, `/v4/sugestao/produtos/aurora/anonimo?visao=CART${type}`);
    const [none, forPickup] = await Promise.all([recommended(""), recommended("&tipoentrega=RETIRADA")]);
    expect(ids(none.produtos)).not.toContain(ICE);
    if (forPickup.sucesso) expect(ids(forPickup.produtos)).toContain(ICE);
  });

  it("have a page for pickup only; a similar product is one offered for the type (call 17)", async () => {
    const ice = await upstream.parse(ProductSchema, `${APP}/fornecedor/aurora/produto/${ICE}?tipoEntrega=RETIRADA`);
    expect(ice.nome).toBe("Gelo em cubos 5 kg");
    expect(await upstream.error(`${APP}/fornecedor/aurora/produto/${ICE}?tipoEntrega=DELIVERY`, 404)).toBe(
      "Produto não encontrado.",
    );
    await upstream.error(`${APP}/fornecedor/aurora/produto/${ICE}`, 404);
    const water = (type: string) => upstream.parse(ProductSchema, `${APP}/fornecedor/aurora/produto/1033?x=1${type}`);
    expect(ids((await water("&tipoEntrega=DELIVERY")).similares)).not.toContain(ICE);
    expect(ids((await water("&tipoEntrega=RETIRADA")).similares)).toContain(ICE);
  });

  it("make a combo holding one a combo for pickup only (call 22)", async () => {
    const db = new Database(databasePath(upstream.dataDir));
    try {
      db.prepare("INSERT OR IGNORE INTO combo_items (idcombo, idproduto, quantidade, ordem) VALUES (702, ?, 2, 9)").run(
        Number(ICE),
      );
    } finally {
      db.close();
    }
    const combo = await upstream.parse(ComboSchema, "/v4/promotional-combo/702/?tipoEntrega=RETIRADA");
    expect(combo.itens.map((item) => item.produto.id)).toContain(ICE);
    expect(await upstream.error("/v4/promotional-combo/702/?tipoEntrega=DELIVERY", 404)).toBe("Combo não encontrado.");
    await upstream.error("/v4/promotional-combo/702/", 404);
  });

  it("leave a combo holding one out of the combo lists for delivery, as its own page is (call 22)", async () => {
    const db = new Database(databasePath(upstream.dataDir));
    try {
      db.prepare("INSERT OR IGNORE INTO combo_items (idcombo, idproduto, quantidade, ordem) VALUES (702, ?, 2, 9)").run(
        Number(ICE),
      );
    } finally {
      db.close();
    }
    const ids = async (path: string) =>
      ((await upstream.parse(z.array(z.object({ idcombo: z.coerce.string() })), path)) as { idcombo: string }[]).map(
        (combo) => combo.idcombo,
      );
    expect(await ids("/v4/promotional-combo-all/aurora?tipoEntrega=RETIRADA")).toEqual(["701", "702"]);
    expect(await ids("/v4/promotional-combo-all/aurora?tipoEntrega=DELIVERY")).toEqual(["701"]);
    expect(await ids("/v4/promotional-combo-all/aurora")).toEqual(["701"]);
    expect(await ids("/v4/promotional-combo-client/aurora/anonimo?tipoEntrega=DELIVERY")).toEqual(["701"]);
    await upstream.error("/v4/promotional-combo-all/aurora?tipoEntrega=X", 400);
  });

  it("refuse a type that is neither DELIVERY nor RETIRADA with a 400", async () => {
    for (const path of [
      `${APP}/listaprodutos/anonimo?fornec=aurora&tipoentrega=COLETA`,
      `${APP}/fornecedor/aurora/produto/1001?tipoEntrega=retirada`,
      `${APP}/cliente/anonimo/customizacao/carrossel/list-for-page/aurora?tipoentrega=X`,
      "/v4/promotional-combo/701/?tipoEntrega=X",
    ]) {
      await upstream.error(path, 400);
    }
  });
});

describe("GET /v2/app/setores-produto/obter-setor/{idfornecedor}/{idproduto}", () => {
  it("gives the product's sectors in order, none for most products, 404 for an unknown or another supplier's", async () => {
    expect(await upstream.parse(ProductSectorListSchema, `/v2/app/setores-produto/obter-setor/aurora/${ICE}`)).toEqual([
      { idsetor: expect.any(String), nome: "Câmara fria" },
      { idsetor: expect.any(String), nome: "Retirada no balcão" },
    ]);
    expect(await upstream.json("/v2/app/setores-produto/obter-setor/aurora/1003")).toEqual([]);
    await upstream.error("/v2/app/setores-produto/obter-setor/aurora/999999", 404);
    await upstream.error(`/v2/app/setores-produto/obter-setor/bomsabor/${ICE}`, 404);
    await upstream.error("/v2/app/setores-produto/obter-setor/aurora/abc", 404);
  });
});
