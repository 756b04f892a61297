/**
 * Calls 57–59 of docs/upstream-api.md (docs/rules/checkout.md "Payment", docs/rules/checkout.md "Credit card"): paying a placed
 * order by card, new or kept, through the test gateway of §56; the customer's kept cards; and the PIX
 * charge of an order, which expires after 30 minutes of the server's clock and is paid by the
 * operator or, on a server told to, by itself. A card's number and CVC are never kept nor logged.
 */
import Database from "better-sqlite3";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { OrderSchema } from "../../../app/models/checkout/order";
import { PaymentResultSchema, SavedCardListSchema, type PixCharge } from "../../../app/models/checkout/payment";
import { keepCard, type CardFace } from "../../../upstream/data/saved-cards";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { upstreamCli } from "../../support/upstream-cli";
import { V2 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { IDS } from "./harness";
import { AURORA_METHODS, pixPath, placePickupOrder, readPixCharge, requestPixCharge } from "./payments-client";

/**
 * The server's clock: the real time when the file started (the operator's `pay-pix` pays by the real
 * clock), moved forward by the tests that need a charge to expire.
 */
const START = new Date();
let clock = START;
const later = (ms: number) => new Date(START.getTime() + ms);
const MINUTE = 60_000;

/** An expiry (MM/AA) years ahead of the clock. */
const VALID_THROUGH = `12/${String((START.getUTCFullYear() + 4) % 100).padStart(2, "0")}`;

let api: CartUpstream;
/** Ana (501) and the company (502) at aurora. */
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
  vi.restoreAllMocks();
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
  faturamento_complemento: "apto 12",
  faturamento_bairro: "Bela Vista",
  faturamento_cidade: "São Paulo",
  faturamento_estado: "SP",
  faturamento_pais: "Brasil",
};

/** A new card of Ana's, valid for years, with her billing address. */
const newCard = (number: string, change: Record<string, unknown> = {}) => ({
  number,
  name: "ANA B SOUZA",
  expiry: VALID_THROUGH,
  cvc: "123",
  salvarCartao: false,
  ...BILLING,
  ...change,
});

const confirmPath = (numpedido: string | number) => `/v4/app/payment/confirm-payment/${numpedido}`;

/** POST call 57 as the shopper, for their own client unless the body says otherwise. */
const pay = (who: Shopper, numpedido: string | number, creditcard: unknown, body: Record<string, unknown> = {}) =>
  api.call("POST", confirmPath(numpedido), {
    token: who.token,
    body: { idclient: who.idcliente, sessionId: "sessao-de-teste", externalAuthentication: null, creditcard, ...body },
  });

const result = (response: Promise<Response>) => api.ok(PaymentResultSchema, response);

/** An order of the shopper's at aurora paid by card (the quantity tells orders of one test apart). */
const cardOrder = async (who: Shopper = ana, quantidade = 2) =>
  (await placePickupOrder(api, who, { idformapagamento: AURORA_METHODS.card, quantidade })).numpedido;

const pixOrder = async (who: Shopper = ana, quantidade = 2) =>
  placePickupOrder(api, who, { idformapagamento: AURORA_METHODS.pix, quantidade });

/** The order's payment as call 55 answers it. */
const orderPayment = async (who: Shopper, numpedido: string) =>
  (await api.ok(OrderSchema, api.call("GET", `${V2}/order/${numpedido}`, { token: who.token }))).pagamento;

const cardsPath = (idcliente: number | string, query = "idfornecedor=aurora&tipo=CREDITO") =>
  `/v4/app/creditcard/${idcliente}?${query}`;

const savedCards = async (who: Shopper) =>
  (await api.ok(SavedCardListSchema, api.call("GET", cardsPath(who.idcliente), { token: who.token }))).creditcards;

/** Keeps a card for a client at a supplier as an approved payment would; answers its id. */
const keep = (idcliente: number, idfornecedor: string, face: Partial<CardFace> = {}) =>
  api.sql((db) => {
    keepCard(
      db,
      { idcliente, idfornecedor },
      { bandeira: "Visa", mascara: "•••• 1111", nome: "ANA B SOUZA", validade: VALID_THROUGH, ...face },
      clock,
    );
    return db.prepare("SELECT max(idcreditcard) FROM saved_cards").pluck().get() as number;
  });

describe("POST /v4/app/payment/confirm-payment/{numpedido}: a new card", () => {
  it("approves 4111 1111 1111 1111, pre-authorizes 10 % above the total and records the approval on the order", async () => {
    const numpedido = await cardOrder();
    expect(await orderPayment(ana, numpedido)).toEqual({ status: "AGUARDANDO", mensagem: null });
    expect(await result(pay(ana, numpedido, newCard("4111111111111111")))).toEqual({
      sucesso: true,
      status: "APROVADO",
      Mensagem: "Pagamento aprovado.",
      margemPreAutorizacao: 10,
    });
    expect(await orderPayment(ana, numpedido)).toEqual({ status: "APROVADO", mensagem: "Pagamento aprovado." });
    expect(await savedCards(ana)).toEqual([]);
  });

  it.each([
    {
      case: "another valid Mastercard is approved",
      number: "5555555555554444",
      change: {},
      sucesso: true,
      status: "APROVADO",
      Mensagem: "Pagamento aprovado.",
      margem: 10,
    },
    {
      case: "an Elo card is approved",
      number: "6362970000457013",
      change: {},
      sucesso: true,
      status: "APROVADO",
      Mensagem: "Pagamento aprovado.",
      margem: 10,
    },
    {
      case: "4000 0000 0000 0077 is left for the issuer's analysis",
      number: "4000000000000077",
      change: {},
      sucesso: true,
      status: "PENDENTE",
      Mensagem: "Pagamento em análise pelo emissor.",
      margem: 10,
    },
    {
      case: "4000 0000 0000 0002 is declined",
      number: "4000000000000002",
      change: {},
      sucesso: false,
      status: "RECUSADO",
      Mensagem: "Cartão recusado pelo emissor.",
      margem: 0,
    },
    {
      case: "a number failing the Luhn check is invalid",
      number: "4111111111111112",
      change: {},
      sucesso: false,
      status: "RECUSADO",
      Mensagem: "Número de cartão inválido.",
      margem: 0,
    },
    {
      case: "a card past its month is expired",
      number: "4111111111111111",
      change: { expiry: "01/20" },
      sucesso: false,
      status: "RECUSADO",
      Mensagem: "Cartão vencido.",
      margem: 0,
    },
    {
      case: "a billing CEP of 7 digits does not match the issuer's",
      number: "4111111111111111",
      change: { faturamento_cep: "0131010" },
      sucesso: false,
      status: "RECUSADO",
      Mensagem: "Endereço de cobrança do cartão não confere com o do emissor.",
      margem: 0,
    },
    {
      case: "a billing address without its district does not match the issuer's",
      number: "4111111111111111",
      change: { faturamento_bairro: undefined },
      sucesso: false,
      status: "RECUSADO",
      Mensagem: "Endereço de cobrança do cartão não confere com o do emissor.",
      margem: 0,
    },
  ])("$case", async ({ number, change, sucesso, status, Mensagem, margem }) => {
    const numpedido = await cardOrder();
    expect(await result(pay(ana, numpedido, newCard(number, change)))).toEqual({
      sucesso,
      status,
      Mensagem,
      margemPreAutorizacao: margem,
    });
    expect(await orderPayment(ana, numpedido)).toEqual({ status, mensagem: Mensagem });
  });

  it("takes another card after a refusal, and refuses a second payment of a paid order with 409", async () => {
    const numpedido = await cardOrder();
    expect((await result(pay(ana, numpedido, newCard("4000000000000002")))).status).toBe("RECUSADO");
    expect((await result(pay(ana, numpedido, newCard("4111111111111111")))).status).toBe("APROVADO");
    expect(await api.fails(pay(ana, numpedido, newCard("5555555555554444")), 409)).toBe("Este pedido já está pago.");
    expect(await orderPayment(ana, numpedido)).toEqual({ status: "APROVADO", mensagem: "Pagamento aprovado." });
  });

  it("refuses another card while a payment is in the issuer's analysis (409): never a second charge", async () => {
    const numpedido = await cardOrder();
    expect((await result(pay(ana, numpedido, newCard("4000000000000077")))).status).toBe("PENDENTE");
    expect(await api.fails(pay(ana, numpedido, newCard("4111111111111111")), 409)).toBe(
      "O pagamento deste pedido está em análise pelo emissor do cartão. Aguarde a resposta antes de pagar de novo.",
    );
    expect(await orderPayment(ana, numpedido)).toEqual({
      status: "PENDENTE",
      mensagem: "Pagamento em análise pelo emissor.",
    });
  });

  it("keeps an approved card the shopper asked to keep: brand, mask, name and expiry", async () => {
    const numpedido = await cardOrder();
    await result(pay(ana, numpedido, newCard("4111111111111111", { salvarCartao: true, name: "  ANA B SOUZA " })));
    expect(await savedCards(ana)).toEqual([
      {
        idcreditcard: expect.any(String),
        mask: "•••• 1111",
        bandeira: "Visa",
        nome: "ANA B SOUZA",
        validade: VALID_THROUGH,
      },
    ]);
    const stored = api.sql((db) => db.prepare("SELECT * FROM saved_cards").all());
    expect(stored).toEqual([
      expect.objectContaining({
        idcliente: 501,
        idfornecedor: IDS.aurora,
        token_gateway: expect.stringMatching(/^[\w-]{43}$/),
      }),
    ]);
  });

  it("keeps the same card once however often it is kept, and another card beside it, the latest first", async () => {
    await result(pay(ana, await cardOrder(ana, 2), newCard("4111111111111111", { salvarCartao: true })));
    clock = later(MINUTE);
    await result(pay(ana, await cardOrder(ana, 3), newCard("4111111111111111", { salvarCartao: true })));
    const [first] = await savedCards(ana);
    clock = later(2 * MINUTE);
    await result(pay(ana, await cardOrder(ana, 4), newCard("378282246310005", { salvarCartao: true, cvc: "1234" })));
    const cards = await savedCards(ana);
    expect(cards.map((card) => [card.bandeira, card.mask])).toEqual([
      ["American Express", "•••• 0005"],
      ["Visa", "•••• 1111"],
    ]);
    expect(cards[1]?.idcreditcard).toBe(first?.idcreditcard);
  });

  it.each([
    { case: "declined", number: "4000000000000002" },
    { case: "left for analysis", number: "4000000000000077" },
    { case: "invalid", number: "4111111111111112" },
  ])("does not keep a card $case", async ({ number }) => {
    await result(pay(ana, await cardOrder(), newCard(number, { salvarCartao: true })));
    expect(await savedCards(ana)).toEqual([]);
  });
});

describe("POST /v4/app/payment/confirm-payment/{numpedido}: a kept card", () => {
  it("charges a kept card of the shopper's with its CVC typed again", async () => {
    await result(pay(ana, await cardOrder(ana, 2), newCard("5555555555554444", { salvarCartao: true })));
    const [card] = await savedCards(ana);
    const numpedido = await cardOrder(ana, 3);
    expect(await result(pay(ana, numpedido, { idcreditcard: card?.idcreditcard, cvc: "321" }))).toEqual({
      sucesso: true,
      status: "APROVADO",
      Mensagem: "Pagamento aprovado.",
      margemPreAutorizacao: 10,
    });
    expect(await orderPayment(ana, numpedido)).toMatchObject({ status: "APROVADO" });
  });

  it("refuses a kept card past its expiry", async () => {
    const idcreditcard = keep(501, IDS.aurora, { validade: "01/20" });
    const numpedido = await cardOrder();
    expect(await result(pay(ana, numpedido, { idcreditcard, cvc: "123" }))).toEqual({
      sucesso: false,
      status: "RECUSADO",
      Mensagem: "Cartão vencido.",
      margemPreAutorizacao: 0,
    });
  });

  it.each([
    { case: "another client's card", card: () => keep(502, IDS.aurora) },
    { case: "the shopper's card at another supplier", card: () => keep(501, IDS.bomsabor) },
    { case: "an unknown card", card: () => 987654 },
    { case: "an id that is no number", card: () => "cartao" },
  ])("answers 404 for $case, and the order still waits", async ({ card }) => {
    const idcreditcard = card();
    const numpedido = await cardOrder();
    expect(await api.fails(pay(ana, numpedido, { idcreditcard, cvc: "123" }), 404)).toBe("Cartão não encontrado.");
    expect(await orderPayment(ana, numpedido)).toEqual({ status: "AGUARDANDO", mensagem: null });
  });
});

describe("POST /v4/app/payment/confirm-payment/{numpedido}: refusals", () => {
  it("answers 401 without a valid token", async () => {
    const numpedido = await cardOrder();
    const body = { idclient: 501, sessionId: "s", creditcard: newCard("4111111111111111") };
    expect(await api.fails(api.call("POST", confirmPath(numpedido), { body }), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("POST", confirmPath(numpedido), { body, token: "desconhecido" }), 401)).toBe(
      "Sessão expirada",
    );
  });

  it("answers 404 for another client's order, as for an unknown one, and 400 for a number that is no number", async () => {
    const theirs = await cardOrder(empresa);
    expect(await api.fails(pay(ana, theirs, newCard("4111111111111111")), 404)).toBe("Pedido não encontrado.");
    expect(await orderPayment(empresa, theirs)).toEqual({ status: "AGUARDANDO", mensagem: null });
    expect(await api.fails(pay(ana, 99999, newCard("4111111111111111")), 404)).toBe("Pedido não encontrado.");
    expect(await api.fails(pay(ana, "dez", newCard("4111111111111111")), 400)).toBe("Parâmetros inválidos: numpedido.");
  });

  it("answers 404 for the shopper's order at another supplier than the session's", async () => {
    const numpedido = await cardOrder();
    const anaBomSabor = await api.shopper("cliente@exemplo.com.br", "bomsabor");
    expect(await api.fails(pay(anaBomSabor, numpedido, newCard("4111111111111111")), 404)).toBe(
      "Pedido não encontrado.",
    );
  });

  it("answers 403 for a body naming another client", async () => {
    const numpedido = await cardOrder();
    expect(await api.fails(pay(ana, numpedido, newCard("4111111111111111"), { idclient: 502 }), 403)).toBe(
      "Acesso não permitido.",
    );
  });

  it.each([
    {
      case: "PIX",
      idformapagamento: AURORA_METHODS.pix,
      orcamento: false,
      status: 422,
      message: "Este pedido não é pago com cartão.",
    },
    {
      case: "invoice",
      idformapagamento: AURORA_METHODS.invoice,
      orcamento: false,
      status: 422,
      message: "Este pedido não é pago com cartão.",
    },
    {
      case: "card, sent as a quote",
      idformapagamento: AURORA_METHODS.card,
      orcamento: true,
      status: 422,
      message: "Este pedido não tem pagamento a fazer.",
    },
  ])("answers $status for an order paid by $case", async ({ idformapagamento, orcamento, status, message }) => {
    const { numpedido } = await placePickupOrder(api, ana, { idformapagamento, orcamento });
    expect(await api.fails(pay(ana, numpedido, newCard("4111111111111111")), status)).toBe(message);
  });

  it.each([
    { case: "a number with spaces", creditcard: newCard("4111 1111 1111 1111"), field: "creditcard" },
    {
      case: "an expiry without its slash",
      creditcard: newCard("4111111111111111", { expiry: "1230" }),
      field: "creditcard",
    },
    { case: "a CVC of 2 digits", creditcard: newCard("4111111111111111", { cvc: "12" }), field: "creditcard" },
    { case: "no card", creditcard: undefined, field: "creditcard" },
  ])("answers 400 for $case, naming the field and not the card", async ({ creditcard, field }) => {
    const numpedido = await cardOrder();
    const message = await api.fails(pay(ana, numpedido, creditcard), 400);
    expect(message).toBe(`Corpo da requisição inválido: ${field}.`);
    expect(await orderPayment(ana, numpedido)).toEqual({ status: "AGUARDANDO", mensagem: null });
  });
});

describe("GET /v4/app/creditcard/{idclient} and DELETE /v4/creditcard/{idcreditcard}: kept cards", () => {
  it("lists the shopper's cards at the supplier named only", async () => {
    const mine = keep(501, IDS.aurora, { bandeira: "Mastercard", mascara: "•••• 4444" });
    keep(501, IDS.bomsabor);
    keep(502, IDS.aurora);
    expect(await savedCards(ana)).toEqual([
      {
        idcreditcard: String(mine),
        mask: "•••• 4444",
        bandeira: "Mastercard",
        nome: "ANA B SOUZA",
        validade: VALID_THROUGH,
      },
    ]);
  });

  it.each([
    {
      case: "without a token",
      who: () => undefined,
      path: () => cardsPath(501),
      status: 401,
      message: "Sessão expirada",
    },
    {
      case: "for another client",
      who: () => ana.token,
      path: () => cardsPath(502),
      status: 403,
      message: "Acesso não permitido.",
    },
    {
      case: "at another supplier than the session's",
      who: () => ana.token,
      path: () => cardsPath(501, "idfornecedor=bomsabor"),
      status: 403,
      message: "Acesso não permitido.",
    },
    {
      case: "without a supplier",
      who: () => ana.token,
      path: () => cardsPath(501, "tipo=CREDITO"),
      status: 400,
      message: "Parâmetros inválidos: idfornecedor.",
    },
    {
      case: "for an unknown supplier",
      who: () => ana.token,
      path: () => cardsPath(501, "idfornecedor=ninguem"),
      status: 404,
      message: "Fornecedor não encontrado.",
    },
    {
      case: "of an unknown kind",
      who: () => ana.token,
      path: () => cardsPath(501, "idfornecedor=aurora&tipo=PREPAGO"),
      status: 400,
      message: "Parâmetros inválidos: tipo.",
    },
  ])("refuses the list $case", async ({ who, path, status, message }) => {
    expect(await api.fails(api.call("GET", path(), { token: who() }), status)).toBe(message);
  });

  it("lists no debit card, and takes the kind in any case", async () => {
    keep(501, IDS.aurora);
    expect(
      await api.ok(
        SavedCardListSchema,
        api.call("GET", cardsPath(501, "idfornecedor=aurora&tipo=DEBITO"), { token: ana.token }),
      ),
    ).toEqual({ creditcards: [] });
    expect(
      (
        await api.ok(
          SavedCardListSchema,
          api.call("GET", cardsPath(501, "idfornecedor=aurora&tipo=credito"), { token: ana.token }),
        )
      ).creditcards,
    ).toHaveLength(1);
    expect(
      (await api.ok(SavedCardListSchema, api.call("GET", cardsPath(501, "idfornecedor=aurora"), { token: ana.token })))
        .creditcards,
    ).toHaveLength(1);
  });

  it("deletes the shopper's card with 204, then knows it no more", async () => {
    const idcreditcard = keep(501, IDS.aurora);
    const response = await api.call("DELETE", `/v4/creditcard/${idcreditcard}`, { token: ana.token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await savedCards(ana)).toEqual([]);
    expect(await api.fails(api.call("DELETE", `/v4/creditcard/${idcreditcard}`, { token: ana.token }), 404)).toBe(
      "Cartão não encontrado.",
    );
    expect(await api.fails(pay(ana, await cardOrder(), { idcreditcard, cvc: "123" }), 404)).toBe(
      "Cartão não encontrado.",
    );
  });

  it("answers 404 for another client's card and leaves it kept, and 401 without a token", async () => {
    const theirs = keep(502, IDS.aurora);
    expect(await api.fails(api.call("DELETE", `/v4/creditcard/${theirs}`, { token: ana.token }), 404)).toBe(
      "Cartão não encontrado.",
    );
    expect(await api.fails(api.call("DELETE", "/v4/creditcard/cartao", { token: ana.token }), 404)).toBe(
      "Cartão não encontrado.",
    );
    expect(await api.fails(api.call("DELETE", `/v4/creditcard/${theirs}`), 401)).toBe("Sessão expirada");
    expect(await savedCards(empresa)).toHaveLength(1);
  });
});

describe("a card's number and CVC", () => {
  /** Every file of the server's database (the WAL too), as text. */
  const databaseText = () =>
    readdirSync(api.upstream.dataDir)
      .filter((name) => name.startsWith("upstream.db"))
      .map((name) => readFileSync(join(api.upstream.dataDir, name)).toString("utf8"))
      .join("\n");
  /** Every value of every table, each apart (so that no two columns run into each other), as text. */
  const databaseValues = () => {
    const db = new Database(join(api.upstream.dataDir, "upstream.db"), { readonly: true, fileMustExist: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
      return tables.flatMap((table) =>
        (db.prepare(`SELECT * FROM "${table}"`).raw().all() as unknown[][])
          .flat()
          .map((value) => (Buffer.isBuffer(value) ? value.toString("utf8") : String(value))),
      );
    } finally {
      db.close();
    }
  };
  /**
   * The CVC as a number of its own: not inside a run of digits, nor inside a token's letters and
   * digits (hex, base64url), where four random characters may spell any CVC by chance.
   */
  const cvcPattern = (cvc: string) => new RegExp(`(?<![0-9A-Za-z_-])${cvc}(?![0-9A-Za-z_-])`);

  it("are never kept in the database nor written to the server's log", async () => {
    // A CVC the database does not hold already as a number of its own, so that finding it means it was kept.
    const held = new Set(
      Array.from(databaseText().matchAll(/(?<![0-9A-Za-z_-])\d{4}(?![0-9A-Za-z_-])/g), ([digits]) => digits),
    );
    const cvc =
      Array.from({ length: 9000 }, (_, index) => String(9999 - index)).find((candidate) => !held.has(candidate)) ?? "";
    expect(cvc).toMatch(/^\d{4}$/);
    const logged: string[] = [];
    const record = (...parts: unknown[]) =>
      logged.push(parts.map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join(" "));
    for (const method of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, method).mockImplementation(record);
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      });
    }

    const numbers = [
      "4111111111111111",
      "5555555555554444",
      "4000000000000002",
      "4000000000000077",
      "4111111111111112",
    ];
    for (const [index, number] of numbers.entries()) {
      await result(pay(ana, await cardOrder(ana, index + 2), newCard(number, { cvc, salvarCartao: true })));
    }
    await result(pay(ana, await cardOrder(ana, 8), newCard("4111111111111111", { cvc, faturamento_cep: "" })));
    await api.fails(pay(ana, await cardOrder(ana, 9), newCard("4111111111111111", { cvc, expiry: "13/30" })), 400);
    const [kept] = await savedCards(ana);
    await result(pay(ana, await cardOrder(ana, 10), { idcreditcard: kept?.idcreditcard, cvc }));

    const texts = {
      database: databaseText(),
      "database's values": databaseValues().join("\n"),
      log: logged.join("\n"),
      answers: api.bodies.join("\n"),
    };
    // A number anywhere in a text, even run into other digits; the CVC as a number of its own.
    const secrets = [...numbers.map((number) => new RegExp(number)), cvcPattern(cvc)];
    for (const secret of secrets) {
      for (const [where, text] of Object.entries(texts))
        expect(secret.test(text), `${where} holds ${secret}`).toBe(false);
    }
    expect(texts.database).toContain("•••• 1111");
  });
});

/** The BR Code's fields, as ID → value (field 26's and 62's sub-fields under "26.xx" and "62.xx"). */
function brCodeFields(code: string): Map<string, string> {
  const read = (payload: string, prefix: string, into: Map<string, string>) => {
    for (let at = 0; at < payload.length;) {
      const id = payload.slice(at, at + 2);
      const length = Number(payload.slice(at + 2, at + 4));
      const value = payload.slice(at + 4, at + 4 + length);
      into.set(`${prefix}${id}`, value);
      if (prefix === "" && (id === "26" || id === "62")) read(value, `${id}.`, into);
      at += 4 + length;
    }
    return into;
  };
  return read(code, "", new Map());
}

describe("POST and GET /v4/payment/pix/{numpedido}: an order's PIX charge", () => {
  it("makes a charge of the order's total, payable for 30 minutes, as a BR Code to aurora's key", async () => {
    const order = await pixOrder();
    const charge = await requestPixCharge(api, ana, order.numpedido);
    expect(charge).toMatchObject({
      numpedido: order.numpedido,
      valor: order.totalpedido,
      status: "ATIVA",
      expiraEm: later(30 * MINUTE).toISOString(),
    });
    expect(charge.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    const fields = brCodeFields(charge.copiaECola);
    expect(Object.fromEntries(fields)).toMatchObject({
      "00": "01",
      "01": "12",
      "26.00": "br.gov.bcb.pix",
      "26.01": "3f6b8c1e-52a4-4d7f-9e0b-7a1c2d3e4f51",
      "52": "0000",
      "53": "986",
      "54": order.totalpedido.toFixed(2),
      "58": "BR",
      "59": "DISTRIBUIDORA AURORA",
      "60": "SAO PAULO",
      "62.05": charge.txid,
    });
    expect(charge.copiaECola).toMatch(/6304[0-9A-F]{4}$/);
    expect(await orderPayment(ana, order.numpedido)).toEqual({ status: "AGUARDANDO", mensagem: null });
  });

  it("answers the same active charge when asked again, and reads it as it stands", async () => {
    const { numpedido } = await pixOrder();
    const made = await requestPixCharge(api, ana, numpedido);
    clock = later(29 * MINUTE);
    expect(await requestPixCharge(api, ana, numpedido, 200)).toEqual(made);
    expect(await readPixCharge(api, ana, numpedido)).toEqual(made);
  });

  it("expires the charge after 30 minutes, and makes a new one when asked again", async () => {
    const { numpedido } = await pixOrder();
    const made = await requestPixCharge(api, ana, numpedido);
    clock = later(30 * MINUTE);
    expect(await readPixCharge(api, ana, numpedido)).toEqual({ ...made, status: "EXPIRADA" });
    const again = await requestPixCharge(api, ana, numpedido);
    expect(again.txid).not.toBe(made.txid);
    expect(again).toMatchObject({ status: "ATIVA", expiraEm: later(60 * MINUTE).toISOString(), valor: made.valor });
    expect(await readPixCharge(api, ana, numpedido)).toEqual(again);
  });

  it("answers the charge paid by the operator as concluded, and the order's payment approved", async () => {
    const { numpedido } = await pixOrder();
    const made = await requestPixCharge(api, ana, numpedido);
    await upstreamCli(api.upstream.dataDir, "pay-pix", "--order", numpedido);
    expect(await readPixCharge(api, ana, numpedido)).toEqual({ ...made, status: "CONCLUIDA" });
    clock = later(60 * MINUTE);
    expect(await requestPixCharge(api, ana, numpedido, 200)).toEqual({ ...made, status: "CONCLUIDA" });
    expect(await orderPayment(ana, numpedido)).toEqual({ status: "APROVADO", mensagem: "Pagamento PIX recebido." });
  });

  it("answers 409 for an order paid otherwise once its charge expired", async () => {
    const { numpedido } = await pixOrder();
    await requestPixCharge(api, ana, numpedido);
    api.sql((db) => db.prepare("UPDATE orders SET pagamento_status = 'APROVADO' WHERE numpedido = ?").run(numpedido));
    clock = later(30 * MINUTE);
    expect(await api.fails(api.call("POST", pixPath(numpedido), { token: ana.token }), 409)).toBe(
      "Este pedido já está pago.",
    );
  });

  it("answers 404 to a read before any charge was made", async () => {
    const { numpedido } = await pixOrder();
    expect(await api.fails(api.call("GET", pixPath(numpedido), { token: ana.token }), 404)).toBe(
      "Cobrança PIX não encontrada.",
    );
  });

  it.each(["POST", "GET"])(
    "%s answers 404 for another client's order, 422 for a card order, 401 without a token",
    async (method) => {
      const theirs = await pixOrder(empresa);
      expect(await api.fails(api.call(method, pixPath(theirs.numpedido), { token: ana.token }), 404)).toBe(
        "Pedido não encontrado.",
      );
      expect(await api.fails(api.call(method, pixPath(99999), { token: ana.token }), 404)).toBe(
        "Pedido não encontrado.",
      );
      const card = await cardOrder();
      expect(await api.fails(api.call(method, pixPath(card), { token: ana.token }), 422)).toBe(
        "Este pedido não é pago por PIX.",
      );
      expect(await api.fails(api.call(method, pixPath(card)), 401)).toBe("Sessão expirada");
    },
  );

  it("answers 422 for a supplier without a PIX receiver", async () => {
    const { numpedido } = await pixOrder();
    api.sql((db) => db.prepare("DELETE FROM pix_receivers WHERE idfornecedor = ?").run(IDS.aurora));
    expect(await api.fails(api.call("POST", pixPath(numpedido), { token: ana.token }), 422)).toBe(
      "Este fornecedor não recebe por PIX.",
    );
  });
});

describe("a server whose PIX charges pay themselves (PIX_PAY_AFTER_MS)", () => {
  const PAY_AFTER_MS = 2 * MINUTE;
  let payer: CartUpstream;
  let payerAna: Shopper;
  let payerSnapshot: DatabaseSnapshot;

  beforeAll(async () => {
    payer = await startCartUpstream({ now: () => clock, pixPayAfterMs: PAY_AFTER_MS });
    payerAna = await payer.shopper("cliente@exemplo.com.br", "aurora");
    payerSnapshot = snapshotDatabase(payer.upstream.dataDir);
  });

  afterEach(() => {
    payerSnapshot.restore();
  });

  afterAll(async () => {
    payerSnapshot?.discard();
    await payer?.stop();
  });

  const payerCharge = async (): Promise<PixCharge> => {
    const { numpedido } = await placePickupOrder(payer, payerAna, { idformapagamento: AURORA_METHODS.pix });
    return requestPixCharge(payer, payerAna, numpedido);
  };

  it("pays a charge once that long has passed since it was made, approving the order", async () => {
    const made = await payerCharge();
    clock = later(PAY_AFTER_MS - 1);
    expect(await readPixCharge(payer, payerAna, made.numpedido)).toEqual(made);
    clock = later(PAY_AFTER_MS);
    expect(await readPixCharge(payer, payerAna, made.numpedido)).toEqual({ ...made, status: "CONCLUIDA" });
    const order = await payer.ok(
      OrderSchema,
      payer.call("GET", `${V2}/order/${made.numpedido}`, { token: payerAna.token }),
    );
    expect(order.pagamento).toEqual({ status: "APROVADO", mensagem: "Pagamento PIX recebido." });
  });

  it("counts a charge first read after its expiry as paid when its time came before", async () => {
    const made = await payerCharge();
    clock = later(45 * MINUTE);
    expect(await requestPixCharge(payer, payerAna, made.numpedido, 200)).toEqual({ ...made, status: "CONCLUIDA" });
  });
});
