import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AcknowledgementSchema, RecommendationSchema } from "../../../app/models/product";
import { varyPrice } from "../../../upstream/data/products";
import { databasePath } from "../../../upstream/db/open";
import { IDS, startTestUpstream, type TestUpstream } from "./harness";

let upstream: TestUpstream;

beforeAll(async () => {
  upstream = await startTestUpstream();
});

afterAll(async () => {
  await upstream.stop();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const recommend = (supplier: string, client: string, query = "") =>
  upstream.parse(RecommendationSchema, `/v4/sugestao/produtos/${supplier}/${client}${query}`);
const ids = (products: { id: string }[]) => products.map((item) => item.id);

/** A value read from the test server's database. */
function readDatabase<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(databasePath(upstream.dataDir), { readonly: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params) as T;
  } finally {
    db.close();
  }
}

async function acknowledged(request: Promise<Response>) {
  const response = await request;
  expect(response.status).toBe(200);
  const answer = AcknowledgementSchema.parse(await response.json());
  expect(answer.sucesso).toBe(true);
  return answer;
}

describe("GET /v4/sugestao/produtos/{idfornecedor}/{idcliente|anonimo}", () => {
  it("recommends up to 8 available products under a new session, the cart's view by default", async () => {
    const first = await recommend("aurora", "anonimo");
    expect(first.sucesso).toBe(true);
    expect(first.sessao_id).toMatch(UUID);
    expect(first.produtos).toHaveLength(8);
    expect(first.produtos.every((item) => item.disponivel && item.precoatendente === null)).toBe(true);
    const again = await recommend("aurora", "501", "?visao=CART");
    expect(ids(again.produtos)).toEqual(ids(first.produtos));
    expect(again.sessao_id).not.toBe(first.sessao_id);
  });

  it("recommends differently, but always the same, for each view", async () => {
    const byView: Record<string, string[]> = {};
    for (const visao of ["CART", "PRODUCT", "HOME"]) {
      byView[visao] = ids((await recommend("aurora", "anonimo", `?visao=${visao}`)).produtos);
      expect(ids((await recommend("aurora", "501", `?visao=${visao.toLowerCase()}`)).produtos)).toEqual(byView[visao]);
    }
    expect(new Set(Object.values(byView).map((list) => list.join())).size).toBe(3);
    const product = await recommend("aurora", "anonimo", "?visao=PRODUCT");
    expect(product.produtos.every((item) => (item.preconf ?? 0) > item.preco)).toBe(true);
  });

  it("prices for the payment method", async () => {
    const plain = await recommend("aurora", "501");
    const pix = await recommend("aurora", "501", "?idformapagamento=12");
    expect(pix.produtos.map((item) => item.preco)).toEqual(plain.produtos.map((item) => varyPrice(item.preco, -3)));
  });

  it.each(["bomsabor", "casaverde"])("answers %s, without enable-recommendation-system, sucesso false", async (slug) => {
    const answer = await recommend(slug, "anonimo");
    expect(answer).toEqual({ sucesso: false, sessao_id: expect.stringMatching(UUID), produtos: [] });
  });

  it("answers 400 for an unknown view and 404 for an unknown customer or supplier", async () => {
    await upstream.error(`/v4/sugestao/produtos/aurora/anonimo?visao=CHECKOUT`, 400);
    await upstream.error(`/v4/sugestao/produtos/aurora/99999`, 404);
    await upstream.error(`/v4/sugestao/produtos/naoexiste/anonimo`, 404);
  });
});

describe("POST /v4/sugestao/feedback", () => {
  const feedback = (body: unknown) => upstream.post("/v4/sugestao/feedback", body);

  it("stores what the shopper did with a recommendation", async () => {
    const { sessao_id, produtos } = await recommend("aurora", "anonimo");
    await acknowledged(feedback({ acao: "CLICK", visao: "CART", item_id: Number(produtos[0]?.id), sessao_id }));
    await acknowledged(feedback({ acao: "ADD_TO_CART", visao: "home", item_id: produtos[1]?.id, sessao_id }));
    expect(readDatabase("SELECT COUNT(*) FROM recommendation_feedback WHERE sessao_id = ?", sessao_id)).toBe(2);
  });

  it.each([
    ["malformed JSON", '{"acao":'],
    ["no body", ""],
    ["a missing field", { acao: "CLICK", visao: "CART", item_id: "1001" }],
    ["a bad session id", { acao: "CLICK", visao: "CART", item_id: "1001", sessao_id: "123" }],
    ["an unknown view", { acao: "CLICK", visao: "CHECKOUT", item_id: "1001", sessao_id: crypto.randomUUID() }],
    ["an empty action", { acao: " ", visao: "CART", item_id: "1001", sessao_id: crypto.randomUUID() }],
    ["an array", [1, 2]],
  ])("answers 400 for %s", async (_case, body) => {
    expect(await upstream.error(feedback(body), 400)).toMatch(/^Corpo da requisição inválido/);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const response = fetch(`${upstream.url}/v4/sugestao/feedback`, { method: "POST", body: "acao=CLICK" });
    await upstream.error(response, 400);
  });
});

describe("availability alerts", () => {
  const add = (body: unknown) => upstream.post("/v4/notificacao/alerta-disponibilidade", body);
  const remove = (body: unknown) => upstream.post("/v4/notificacao/alerta-disponibilidade/remove", body);
  const AlertListSchema = z.object({ produtos: z.array(z.string()) }).strict();
  const alerts = (supplier: string, client: string) =>
    upstream.parse(AlertListSchema, `/v4/notificacao/alerta-disponibilidade/${supplier}/${client}`);

  it("stores one alert per customer and product, however often it is asked for", async () => {
    const alert = { idcliente: 501, idfornecedor: "aurora", idproduto: 1006 };
    await acknowledged(add(alert));
    await acknowledged(add({ ...alert, idcliente: "501", idfornecedor: IDS.aurora, idcadastroextraproduto: 7 }));
    await acknowledged(add({ ...alert, idproduto: "1039", idcadastroextraproduto: null }));
    expect(await alerts("aurora", "501")).toEqual({ produtos: ["1006", "1039"] });
    expect(readDatabase("SELECT COUNT(*) FROM availability_alerts WHERE idcliente = 501 AND idproduto = 1006")).toBe(1);
    expect(await alerts("bomsabor", "501")).toEqual({ produtos: [] });
    expect(await alerts("aurora", "502")).toEqual({ produtos: [] });
  });

  it("removes an alert, and removing it again changes nothing", async () => {
    const alert = { idcliente: 502, idfornecedor: "casaverde", idproduto: 3018 };
    await acknowledged(add(alert));
    expect(await alerts("casaverde", "502")).toEqual({ produtos: ["3018"] });
    await acknowledged(remove(alert));
    await acknowledged(remove(alert));
    expect(await alerts("casaverde", "502")).toEqual({ produtos: [] });
  });

  it("gives a guest no alerts", async () => {
    expect(await alerts("aurora", "anonimo")).toEqual({ produtos: [] });
  });

  it.each([
    ["an unknown product", { idcliente: 501, idfornecedor: "aurora", idproduto: 999999 }],
    ["another supplier's product", { idcliente: 501, idfornecedor: "aurora", idproduto: 2053 }],
    ["an unknown customer", { idcliente: 99999, idfornecedor: "aurora", idproduto: 1006 }],
    ["an unknown supplier", { idcliente: 501, idfornecedor: "naoexiste", idproduto: 1006 }],
  ])("answers 404 for %s", async (_case, body) => {
    await upstream.error(add(body), 404);
    await upstream.error(remove(body), 404);
  });

  it.each([
    ["a missing product", { idcliente: 501, idfornecedor: "aurora" }],
    ["a customer that is not an id", { idcliente: "anonimo", idfornecedor: "aurora", idproduto: 1006 }],
    ["a product that is not an id", { idcliente: 501, idfornecedor: "aurora", idproduto: 10.5 }],
    ["malformed JSON", "{"],
  ])("answers 400 for %s", async (_case, body) => {
    await upstream.error(add(body), 400);
  });

  it("answers 404 when listing for an unknown customer", async () => {
    await upstream.error(`/v4/notificacao/alerta-disponibilidade/aurora/99999`, 404);
  });
});
