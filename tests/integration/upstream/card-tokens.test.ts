/**
 * Call 60 of docs/upstream-api.md (docs/rules/checkout.md "Credit card" `gateways/token`): the gateway's public
 * key for a supplier's card method, the test gateway's tokenization call the shopper's browser makes
 * (CORS for the storefront's origins), and call 57 paying with the token instead of the card. A token
 * is used once, within 15 minutes of the server's clock; the number and CVC are never stored.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { OrderSchema } from "../../../app/models/checkout/order";
import {
  CardTokenSchema,
  GatewayTokenSchema,
  PaymentResultSchema,
  SavedCardListSchema,
} from "../../../app/models/checkout/payment";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { V2 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { IDS } from "./harness";
import { AURORA_METHODS, placePickupOrder } from "./payments-client";

const START = new Date();
let clock = START;
const MINUTE = 60_000;

/** An expiry (MM/AA) years ahead of the clock. */
const VALID_THROUGH = `12/${String((START.getUTCFullYear() + 4) % 100).padStart(2, "0")}`;
const STOREFRONT = "http://localhost:3000";

let api: CartUpstream;
let ana: Shopper;
let empresa: Shopper;
let loggedIn: DatabaseSnapshot;

beforeAll(async () => {
  api = await startCartUpstream({ now: () => clock });
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

beforeEach(() => {
  clock = START;
});

afterEach(() => {
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api?.stop();
});

const BILLING = {
  faturamento_cep: "01310100",
  faturamento_rua: "Avenida Paulista",
  faturamento_numero: "1578",
  faturamento_complemento: null,
  faturamento_bairro: "Bela Vista",
  faturamento_cidade: "São Paulo",
  faturamento_estado: "SP",
  faturamento_pais: "Brasil",
};

const tokenPath = (query = `idsupplier=aurora&idformapagamento=${AURORA_METHODS.card}`) =>
  `/v4/gateways/token?${query}`;

/** Call 60 as the shopper at aurora for the card method. */
const gatewayToken = (who: Shopper = ana) =>
  api.ok(GatewayTokenSchema, api.call("GET", tokenPath(), { token: who.token }));

/** POST to the gateway's tokenization address from a browser page at `origin`. */
async function tokenize(
  card: Record<string, unknown>,
  { origin = STOREFRONT, chavePublica }: { origin?: string; chavePublica?: string } = {},
) {
  const gateway = await gatewayToken();
  return fetch(gateway.urlTokenizacao, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({
      chavePublica: chavePublica ?? gateway.chavePublica,
      number: "4111111111111111",
      name: "ANA B SOUZA",
      expiry: VALID_THROUGH,
      cvc: "123",
      ...card,
    }),
  });
}

/** A card's token, failing unless the gateway made one. */
async function tokenOf(number: string, change: Record<string, unknown> = {}): Promise<string> {
  const response = await tokenize({ number, ...change });
  expect(response.status).toBe(201);
  return CardTokenSchema.parse(await response.json()).token;
}

const RefusalSchema = z.object({ mensagem: z.string(), campo: z.string().optional() }).strict();

async function refusal(response: Promise<Response>, status: number) {
  const answer = await response;
  expect(answer.status).toBe(status);
  return RefusalSchema.parse(await answer.json());
}

const cardOrder = async (who: Shopper = ana, quantidade = 2) =>
  (await placePickupOrder(api, who, { idformapagamento: AURORA_METHODS.card, quantidade })).numpedido;

const pay = (who: Shopper, numpedido: string, creditcard: unknown) =>
  api.call("POST", `/v4/app/payment/confirm-payment/${numpedido}`, {
    token: who.token,
    body: { idclient: who.idcliente, sessionId: "sessao-de-teste", externalAuthentication: null, creditcard },
  });

const tokenPayment = (token: string, change: Record<string, unknown> = {}) => ({
  token,
  salvarCartao: false,
  ...BILLING,
  ...change,
});

const orderPayment = async (who: Shopper, numpedido: string) =>
  (await api.ok(OrderSchema, api.call("GET", `${V2}/order/${numpedido}`, { token: who.token }))).pagamento;

describe("GET /v4/gateways/token", () => {
  it("answers the test gateway, aurora's public key and the absolute tokenization address on this server", async () => {
    const gateway = await gatewayToken();
    expect(gateway).toEqual({
      gateway: "teste",
      chavePublica: `pk_teste_${IDS.aurora}`,
      urlTokenizacao: `${api.upstream.url}/gateway-teste/v1/tokens`,
      expiraEm: new Date(START.getTime() + 15 * MINUTE).toISOString(),
    });
  });

  it.each([
    { case: "without a token", query: undefined, token: false, status: 401, mensagem: "Sessão expirada" },
    {
      case: "without a supplier",
      query: `idformapagamento=${AURORA_METHODS.card}`,
      token: true,
      status: 400,
      mensagem: "Parâmetros inválidos: idsupplier.",
    },
    {
      case: "without a method",
      query: "idsupplier=aurora",
      token: true,
      status: 400,
      mensagem: "Parâmetros inválidos: idformapagamento.",
    },
    {
      case: "at an unknown supplier",
      query: "idsupplier=nenhum&idformapagamento=13",
      token: true,
      status: 404,
      mensagem: "Fornecedor não encontrado.",
    },
    {
      case: "at another supplier than the session's",
      query: `idsupplier=${IDS.bomsabor}&idformapagamento=13`,
      token: true,
      status: 403,
      mensagem: "Acesso não permitido.",
    },
    {
      case: "for a method the supplier does not offer",
      query: "idsupplier=aurora&idformapagamento=999",
      token: true,
      status: 404,
      mensagem: "Forma de pagamento não encontrada.",
    },
    {
      case: "for a PIX method",
      query: `idsupplier=aurora&idformapagamento=${AURORA_METHODS.pix}`,
      token: true,
      status: 422,
      mensagem: "Esta forma de pagamento não é por cartão.",
    },
  ])("refuses $case ($status)", async ({ query, token, status, mensagem }) => {
    expect(await api.fails(api.call("GET", tokenPath(query), token ? { token: ana.token } : {}), status)).toBe(
      mensagem,
    );
  });
});

describe("POST {urlTokenizacao}: the gateway's tokenization", () => {
  it("answers a single-use token with the card's mask, brand and expiry", async () => {
    const response = await tokenize({ number: "5555555555554444" });
    expect(response.status).toBe(201);
    expect(CardTokenSchema.strict().parse(await response.json())).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      mask: "•••• 4444",
      bandeira: "Mastercard",
      validade: VALID_THROUGH,
    });
  });

  it("lets a storefront's page call it from the browser: preflight and answer carry its origin, no other origin's", async () => {
    const { urlTokenizacao } = await gatewayToken();
    const preflight = (origin: string) =>
      fetch(urlTokenizacao, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
    for (const origin of [STOREFRONT, "http://127.0.0.1:41234"]) {
      const answer = await preflight(origin);
      expect(answer.status).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
      expect(answer.headers.get("access-control-allow-methods")).toBe("POST");
      expect(answer.headers.get("access-control-allow-headers")?.toLowerCase()).toBe("content-type");
      expect(answer.headers.get("vary")).toContain("Origin");
    }
    const allowed = await tokenize({});
    expect(allowed.headers.get("access-control-allow-origin")).toBe(STOREFRONT);
    const refusedPreflight = await preflight("https://outra-loja.example.com");
    expect(refusedPreflight.headers.get("access-control-allow-origin")).toBeNull();
    const refused = await refusal(tokenize({}, { origin: "https://outra-loja.example.com" }), 403);
    expect(refused).toEqual({ mensagem: "Origem não permitida." });
  });

  it.each([
    {
      case: "a number failing the Luhn check",
      card: { number: "4111111111111112" },
      status: 422,
      answer: { mensagem: "Número de cartão inválido.", campo: "number" },
    },
    {
      case: "a number of no known brand",
      card: { number: "1234567812345678" },
      status: 422,
      answer: { mensagem: "Número de cartão inválido.", campo: "number" },
    },
    {
      case: "a card past its month",
      card: { expiry: "01/20" },
      status: 422,
      answer: { mensagem: "Cartão vencido.", campo: "expiry" },
    },
    {
      case: "a number with spaces",
      card: { number: "4111 1111 1111 1111" },
      status: 400,
      answer: { mensagem: "Número de cartão inválido.", campo: "number" },
    },
    {
      case: "an expiry without its slash",
      card: { expiry: "1230" },
      status: 400,
      answer: { mensagem: "Informe a validade como MM/AA.", campo: "expiry" },
    },
    {
      case: "a CVC of 2 digits",
      card: { cvc: "12" },
      status: 400,
      answer: { mensagem: "Informe o código de segurança de 3 ou 4 números do verso do cartão.", campo: "cvc" },
    },
    {
      case: "a name of one letter",
      card: { name: " A " },
      status: 400,
      answer: { mensagem: "Informe o nome como está impresso no cartão.", campo: "name" },
    },
    {
      case: "a field it does not know",
      card: { cpf: "12345678909" },
      status: 400,
      answer: { mensagem: "Corpo da requisição inválido." },
    },
  ])("refuses $case ($status) naming the field", async ({ card, status, answer }) => {
    expect(await refusal(tokenize(card), status)).toEqual(answer);
  });

  it("refuses an unknown public key, one of an inactive form, malformed JSON and a body too large", async () => {
    expect(await refusal(tokenize({}, { chavePublica: "pk_teste_00000000-0000-4000-8000-000000000000" }), 400)).toEqual(
      { mensagem: "Chave pública inválida.", campo: "chavePublica" },
    );
    expect(await refusal(tokenize({}, { chavePublica: IDS.aurora }), 400)).toEqual({
      mensagem: "Chave pública inválida.",
      campo: "chavePublica",
    });
    const { urlTokenizacao } = await gatewayToken();
    const send = (body: string) =>
      fetch(urlTokenizacao, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: STOREFRONT },
        body,
      });
    expect((await refusal(send("{"), 400)).mensagem).toBe("Corpo da requisição inválido.");
    expect((await send(JSON.stringify({ name: "x".repeat(4000) }))).status).toBe(413);
  });
});

describe("POST /v4/app/payment/confirm-payment/{numpedido}: a tokenized card", () => {
  it.each([
    {
      case: "approves 4111 1111 1111 1111",
      number: "4111111111111111",
      sucesso: true,
      status: "APROVADO",
      Mensagem: "Pagamento aprovado.",
      margem: 10,
    },
    {
      case: "leaves 4000 0000 0000 0077 for the issuer's analysis",
      number: "4000000000000077",
      sucesso: true,
      status: "PENDENTE",
      Mensagem: "Pagamento em análise pelo emissor.",
      margem: 10,
    },
    {
      case: "declines 4000 0000 0000 0002",
      number: "4000000000000002",
      sucesso: false,
      status: "RECUSADO",
      Mensagem: "Cartão recusado pelo emissor.",
      margem: 0,
    },
  ])("$case, as for the card given with its number", async ({ number, sucesso, status, Mensagem, margem }) => {
    const numpedido = await cardOrder();
    const answer = await api.ok(PaymentResultSchema, pay(ana, numpedido, tokenPayment(await tokenOf(number))));
    expect(answer).toEqual({ sucesso, status, Mensagem, margemPreAutorizacao: margem });
    expect(await orderPayment(ana, numpedido)).toEqual({ status, mensagem: Mensagem });
  });

  it("refuses a billing address that does not match the issuer's, and spends the token doing so", async () => {
    const numpedido = await cardOrder();
    const token = await tokenOf("4111111111111111");
    const answer = await api.ok(
      PaymentResultSchema,
      pay(ana, numpedido, tokenPayment(token, { faturamento_cep: "0131010" })),
    );
    expect(answer).toMatchObject({
      status: "RECUSADO",
      Mensagem: "Endereço de cobrança do cartão não confere com o do emissor.",
    });
    expect(await api.fails(pay(ana, numpedido, tokenPayment(token)), 422)).toBe(
      "Os dados do cartão expiraram. Digite o cartão de novo.",
    );
  });

  it("takes a token once", async () => {
    const token = await tokenOf("4000000000000002");
    const numpedido = await cardOrder();
    expect((await api.ok(PaymentResultSchema, pay(ana, numpedido, tokenPayment(token)))).status).toBe("RECUSADO");
    expect(await api.fails(pay(ana, numpedido, tokenPayment(token)), 422)).toBe(
      "Os dados do cartão expiraram. Digite o cartão de novo.",
    );
    expect(await api.fails(pay(ana, await cardOrder(ana, 3), tokenPayment(token)), 422)).toBe(
      "Os dados do cartão expiraram. Digite o cartão de novo.",
    );
  });

  it("takes a token within 15 minutes of the server's clock, not after", async () => {
    const early = await tokenOf("4111111111111111");
    const late = await tokenOf("4111111111111111");
    clock = new Date(START.getTime() + 15 * MINUTE - 1000);
    expect((await api.ok(PaymentResultSchema, pay(ana, await cardOrder(), tokenPayment(early)))).status).toBe(
      "APROVADO",
    );
    clock = new Date(START.getTime() + 15 * MINUTE);
    expect(await api.fails(pay(ana, await cardOrder(ana, 3), tokenPayment(late)), 422)).toBe(
      "Os dados do cartão expiraram. Digite o cartão de novo.",
    );
  });

  it("refuses a card whose month ended in São Paulo between its tokenization and its payment", async () => {
    const numpedido = await cardOrder();
    clock = new Date("2030-02-01T02:50:00Z"); // 31 January, 23:50 in São Paulo
    const token = await tokenOf("4111111111111111", { expiry: "01/30" });
    clock = new Date("2030-02-01T03:04:00Z");
    expect(await api.ok(PaymentResultSchema, pay(ana, numpedido, tokenPayment(token)))).toMatchObject({
      status: "RECUSADO",
      Mensagem: "Cartão vencido.",
    });
  });

  it("is the supplier's only: a token of the session's supplier, and the shopper's own order", async () => {
    const token = await tokenOf("4111111111111111");
    const theirs = await cardOrder(empresa);
    expect(await api.fails(pay(ana, theirs, tokenPayment(token)), 404)).toBe("Pedido não encontrado.");
    // The token was not spent on an order the shopper could not pay.
    expect((await api.ok(PaymentResultSchema, pay(ana, await cardOrder(), tokenPayment(token)))).status).toBe(
      "APROVADO",
    );
    const bomsabor = await api.newShopper("bomsabor");
    expect(await api.fails(pay(bomsabor, "1", tokenPayment(token)), 404)).toBe("Pedido não encontrado.");
  });

  it("keeps an approved tokenized card the shopper asked to keep, as a card given with its number", async () => {
    await api.ok(
      PaymentResultSchema,
      pay(
        ana,
        await cardOrder(),
        tokenPayment(await tokenOf("378282246310005", { cvc: "1234" }), { salvarCartao: true }),
      ),
    );
    const { creditcards } = await api.ok(
      SavedCardListSchema,
      api.call("GET", `/v4/app/creditcard/${ana.idcliente}?idfornecedor=aurora`, { token: ana.token }),
    );
    expect(creditcards).toEqual([
      {
        idcreditcard: expect.any(String),
        mask: "•••• 0005",
        bandeira: "American Express",
        nome: "ANA B SOUZA",
        validade: VALID_THROUGH,
      },
    ]);
  });

  it("does not keep a declined tokenized card", async () => {
    await api.ok(
      PaymentResultSchema,
      pay(ana, await cardOrder(), tokenPayment(await tokenOf("4000000000000002"), { salvarCartao: true })),
    );
    const { creditcards } = await api.ok(
      SavedCardListSchema,
      api.call("GET", `/v4/app/creditcard/${ana.idcliente}?idfornecedor=aurora`, { token: ana.token }),
    );
    expect(creditcards).toEqual([]);
  });

  it("refuses a token of the wrong form as a malformed body", async () => {
    expect(await api.fails(pay(ana, await cardOrder(), tokenPayment("curto")), 400)).toMatch(
      /^Corpo da requisição inválido/,
    );
  });
});

describe("the tokens' table", () => {
  const databaseText = () =>
    readdirSync(api.upstream.dataDir)
      .filter((name) => name.startsWith("upstream.db"))
      .map((name) => readFileSync(join(api.upstream.dataDir, name)).toString("utf8"))
      .join("\n");

  it("holds no card number, no CVC and no token in clear, used or not", async () => {
    const held = new Set(Array.from(databaseText().matchAll(/(?<!\d)\d{4}(?!\d)/g), ([digits]) => digits));
    const cvc =
      Array.from({ length: 9000 }, (_, index) => String(9999 - index)).find((candidate) => !held.has(candidate)) ?? "";
    const numbers = ["4111111111111111", "5555555555554444", "4000000000000002"];
    const tokens = [];
    for (const number of numbers) tokens.push(await tokenOf(number, { cvc }));
    const [used = ""] = tokens;
    await api.ok(PaymentResultSchema, pay(ana, await cardOrder(), tokenPayment(used)));
    const rows = api.sql((db) => db.prepare("SELECT * FROM card_tokens ORDER BY criado_em").all());
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      idfornecedor: IDS.aurora,
      bandeira: "Visa",
      mascara: "•••• 1111",
      resposta_emissor: "APROVADO",
      usado_em: START.toISOString(),
    });
    expect(Object.keys(rows[0] as object)).not.toContain("cvc");
    const text = databaseText();
    for (const secret of [...numbers, ...tokens])
      expect(text.includes(secret), `the database holds ${secret}`).toBe(false);
    expect(new RegExp(`(?<!\\d)${cvc}(?!\\d)`).test(text), "the database holds the CVC").toBe(false);
  });

  it("drops tokens a day after they expired", async () => {
    await tokenOf("4111111111111111");
    clock = new Date(START.getTime() + 15 * MINUTE + 24 * 60 * MINUTE + 1000);
    await tokenOf("5555555555554444");
    expect(api.sql((db) => db.prepare("SELECT mascara FROM card_tokens").pluck().all())).toEqual(["•••• 4444"]);
  });
});
