import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AcknowledgementSchema, RecommendationSchema } from "../../../app/models/product";
import { varyPrice } from "../../../upstream/data/products";
import { databasePath } from "../../../upstream/db/open";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { startAccountsUpstream, type AccountsUpstream } from "./accounts-client";
import { IDS, type TestUpstream } from "./harness";

let api: AccountsUpstream;
let upstream: TestUpstream;
/** The seeded data: each test starts from it (no availability alert, no feedback stored). */
let seeded: DatabaseSnapshot;

beforeAll(async () => {
  api = await startAccountsUpstream();
  upstream = api.upstream;
  seeded = snapshotDatabase(upstream.dataDir);
});

afterEach(() => {
  seeded.restore();
});

afterAll(async () => {
  seeded?.discard();
  await api.stop();
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

  it.each(["bomsabor", "casaverde"])(
    "answers %s, without enable-recommendation-system, sucesso false",
    async (slug) => {
      const answer = await recommend(slug, "anonimo");
      expect(answer).toEqual({ sucesso: false, sessao_id: expect.stringMatching(UUID), produtos: [] });
    },
  );

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
  const ALERTS = "/v4/notificacao/alerta-disponibilidade";
  const add = (token: string | undefined, body: unknown) => api.call("POST", ALERTS, { token, body });
  const remove = (token: string | undefined, body: unknown) => api.call("POST", `${ALERTS}/remove`, { token, body });
  const AlertListSchema = z.object({ produtos: z.array(z.string()) }).strict();
  const list = (token: string | undefined, supplier: string, client: string) =>
    api.call("GET", `${ALERTS}/${supplier}/${client}`, { token });
  const alerts = (token: string, supplier: string, client: string) =>
    api.ok(AlertListSchema, list(token, supplier, client));
  const tokenOf = async (login: string, supplier = "aurora") => (await api.login(login, supplier)).token;

  it("stores one alert per customer and product, however often it is asked for", async () => {
    const token = await tokenOf("cliente@exemplo.com.br");
    const alert = { idcliente: 501, idfornecedor: "aurora", idproduto: 1006 };
    await acknowledged(add(token, alert));
    await acknowledged(add(token, { ...alert, idcliente: "501", idfornecedor: IDS.aurora, idcadastroextraproduto: 7 }));
    await acknowledged(add(token, { ...alert, idproduto: "1039", idcadastroextraproduto: null }));
    expect(await alerts(token, "aurora", "501")).toEqual({ produtos: ["1006", "1039"] });
    expect(readDatabase("SELECT COUNT(*) FROM availability_alerts WHERE idcliente = 501 AND idproduto = 1006")).toBe(1);
    expect(await alerts(await tokenOf("cliente@exemplo.com.br", "bomsabor"), "bomsabor", "501")).toEqual({
      produtos: [],
    });
    expect(await alerts(await tokenOf("empresa@exemplo.com.br"), "aurora", "502")).toEqual({ produtos: [] });
  });

  it("removes an alert, and removing it again changes nothing", async () => {
    const token = await tokenOf("cliente@exemplo.com.br", "casaverde");
    const alert = { idcliente: 501, idfornecedor: "casaverde", idproduto: 3018 };
    await acknowledged(add(token, alert));
    expect(await alerts(token, "casaverde", "501")).toEqual({ produtos: ["3018"] });
    await acknowledged(remove(token, alert));
    await acknowledged(remove(token, alert));
    expect(await alerts(token, "casaverde", "501")).toEqual({ produtos: [] });
  });

  it("lets a company's sub-user ask for the company", async () => {
    const token = await tokenOf("comprador@exemplo.com.br");
    await acknowledged(add(token, { idcliente: 502, idfornecedor: "aurora", idproduto: 1006 }));
    expect(await alerts(token, "aurora", "502")).toEqual({ produtos: ["1006"] });
  });

  it("answers 401 without a session, or with one that ended", async () => {
    const alert = { idcliente: 501, idfornecedor: "aurora", idproduto: 1006 };
    const ended = await tokenOf("cliente@exemplo.com.br");
    api.age(ended);
    for (const token of [undefined, "token-desconhecido", ended]) {
      expect(await api.fails(add(token, alert), 401)).toBe("Sessão expirada");
      expect(await api.fails(remove(token, alert), 401)).toBe("Sessão expirada");
      expect(await api.fails(list(token, "aurora", "501"), 401)).toBe("Sessão expirada");
    }
  });

  it.each([
    ["another customer", { idcliente: 502, idfornecedor: "aurora", idproduto: 1006 }],
    ["an unknown customer", { idcliente: 99999, idfornecedor: "aurora", idproduto: 1006 }],
    ["another supplier than the session's", { idcliente: 501, idfornecedor: "casaverde", idproduto: 3018 }],
  ])("answers 403 for %s", async (_case, body) => {
    const token = await tokenOf("cliente@exemplo.com.br");
    await api.fails(add(token, body), 403);
    await api.fails(remove(token, body), 403);
  });

  it("lists only the session's own alerts: 403 for a guest, another customer or another supplier", async () => {
    const token = await tokenOf("cliente@exemplo.com.br");
    for (const [supplier, client] of [
      ["aurora", "anonimo"],
      ["aurora", "502"],
      ["aurora", "99999"],
      ["casaverde", "501"],
    ]) {
      await api.fails(list(token, supplier!, client!), 403);
    }
    await api.fails(list(token, "naoexiste", "501"), 404);
  });

  it.each([
    ["an unknown product", { idcliente: 501, idfornecedor: "aurora", idproduto: 999999 }],
    ["another supplier's product", { idcliente: 501, idfornecedor: "aurora", idproduto: 2053 }],
    ["an unknown supplier", { idcliente: 501, idfornecedor: "naoexiste", idproduto: 1006 }],
  ])("answers 404 for %s", async (_case, body) => {
    const token = await tokenOf("cliente@exemplo.com.br");
    await api.fails(add(token, body), 404);
    await api.fails(remove(token, body), 404);
  });

  it.each([
    ["a missing product", { idcliente: 501, idfornecedor: "aurora" }],
    ["a customer that is not an id", { idcliente: "anonimo", idfornecedor: "aurora", idproduto: 1006 }],
    ["a product that is not an id", { idcliente: 501, idfornecedor: "aurora", idproduto: 10.5 }],
  ])("answers 400 for %s", async (_case, body) => {
    await api.fails(add(await tokenOf("cliente@exemplo.com.br"), body), 400);
  });

  it("answers 400 for malformed JSON", async () => {
    const token = await tokenOf("cliente@exemplo.com.br");
    const response = fetch(`${upstream.url}${ALERTS}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: "{",
    });
    await upstream.error(response, 400);
  });
});
