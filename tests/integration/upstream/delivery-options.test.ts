/**
 * Calls 51 and 52 of docs/upstream-api.md (docs/rules/delivery.md "Delivery options"): the options of a delivery
 * type for a logged-in customer's saved address (priced on their cart) or for a CEP or point (priced on
 * the products sent), with their fees, free-delivery thresholds, minimum orders and open slots, on a
 * clock the test holds. Also call 3's store hours.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DeliveryOptionListSchema,
  DeliveryOptionsRefusalSchema,
  type DeliveryOption,
} from "../../../app/models/delivery/delivery-option";
import { ServiceAreaSchema } from "../../../app/models/supplier";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { V2 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { APP_TOKEN, UNKNOWN_ID } from "./harness";

/** A São Paulo wall-clock time ("2026-11-23T09:00") as an instant. 2026-11-23 is a Monday. */
const at = (local: string) => new Date(`${local}:00-03:00`);
const MONDAY_MORNING = at("2026-11-23T09:00");

/** The server's clock: Monday morning unless a test moves it. */
let clock = MONDAY_MORNING;
let api: CartUpstream;
/** Ana (501) at each supplier, and the company (502) at aurora. */
let ana: Shopper;
let anaBomSabor: Shopper;
let anaCasaVerde: Shopper;
let empresa: Shopper;
let loggedIn: DatabaseSnapshot;

beforeAll(async () => {
  api = await startCartUpstream({ now: () => clock });
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  anaBomSabor = await api.shopper("cliente@exemplo.com.br", "bomsabor");
  anaCasaVerde = await api.shopper("cliente@exemplo.com.br", "casaverde");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

beforeEach(() => {
  clock = MONDAY_MORNING;
});

afterEach(() => {
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api?.stop();
});

type Query = Record<string, string | number>;
const queryString = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

/** Call 51's path: the app token joined to the customer's id. */
const addressPath = (idcliente: number, supplier: string, query: Query) =>
  `/v4/app/${APP_TOKEN}${idcliente}/formas-entrega/${supplier}?${queryString(query)}`;

/** Call 51 for the shopper at their supplier (unless told another), with their token. */
const forAddress = (who: Shopper, query: Query, supplier = who.supplier) =>
  api.call("GET", addressPath(who.idcliente, supplier, query), { token: who.token });

/** Call 52, without a token. */
const forCep = (supplier: string, cep: string, query: Query, body?: unknown) =>
  api.call("POST", `/v4/app/formas-entrega/${supplier}/${cep}?${queryString(query)}`, { body, supplier: null });

const options = (response: Promise<Response>) => api.ok(DeliveryOptionListSchema, response);

/** The answer is the refusal another address can fix: 400 `{ Mensagem, openModal: true }`. */
async function refusal(response: Promise<Response>): Promise<string> {
  const answer = await response;
  const body: unknown = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(400);
  expect(Object.keys(body as object).sort()).toEqual(["Mensagem", "openModal"]);
  const parsed = DeliveryOptionsRefusalSchema.parse(body);
  expect(parsed.openModal).toBe(true);
  return parsed.Mensagem;
}

const addressId = (idcliente: number, descricao: string) =>
  api.sql(
    (db) =>
      db
        .prepare("SELECT idendereco FROM addresses WHERE idcliente = ? AND descricao = ?")
        .pluck()
        .get(idcliente, descricao) as number,
  );

const ids = (list: DeliveryOption[]) => list.map((option) => option.idformaentrega);
const starts = (option: DeliveryOption | undefined) => option?.agendamentos.map((slot) => slot.data_de_entrega) ?? [];

/** Aurora's store hours: Monday to Friday 07:00–17:00, Saturday 07:00–12:00. */
const AURORA_HOURS = [
  ...[1, 2, 3, 4, 5].map((dia_semana) => ({ dia_semana, abre: "07:00", fecha: "17:00" })),
  { dia_semana: 6, abre: "07:00", fecha: "12:00" },
];

describe("GET /v4/app/{apptoken}{idcliente}/formas-entrega/{idfornecedor}: a saved address", () => {
  it("answers aurora's scheduled delivery for Ana's home: its fee, threshold, minimum, the cart's subtotal and the slots a day ahead", async () => {
    const [option, ...others] = await options(
      forAddress(ana, { tipoEntrega: "DELIVERY", idendereco: addressId(501, "Principal") }),
    );
    expect(others).toEqual([]);
    expect(option).toMatchObject({
      idformaentrega: "aurora-programada",
      descricao: "Entrega programada",
      tipoEntrega: "DELIVERY",
      valor: 25,
      valor_cheio: 25,
      frete_gratis_acima: 500,
      pedido_minimo: 300,
      subtotal: 0,
      loja: null,
    });
    // Monday 09:00 with a lead time of 24 hours: Tuesday afternoon on, weekdays only, within 7 days.
    expect(option!.agendamentos[0]).toEqual({
      data_de_entrega: "2026-11-24T13:00:00-03:00",
      data: "2026-11-24",
      inicio: "13:00",
      fim: "18:00",
    });
    expect(starts(option)).toEqual([
      "2026-11-24T13:00:00-03:00",
      "2026-11-25T08:00:00-03:00",
      "2026-11-25T13:00:00-03:00",
      "2026-11-26T08:00:00-03:00",
      "2026-11-26T13:00:00-03:00",
      "2026-11-27T08:00:00-03:00",
      "2026-11-27T13:00:00-03:00",
    ]);
  });

  it("works the fee out on the customer's cart as call 40 prices it, for the payment method asked", async () => {
    const cart = await api.save(ana, { cartItens: [{ idproduto: 1011, quantidade: 10 }] });
    expect(cart.subtotal).toBeGreaterThan(0);
    expect(cart.subtotal).toBeLessThan(500);
    const idendereco = addressId(501, "Principal");
    const [option] = await options(forAddress(ana, { tipoEntrega: "DELIVERY", idendereco }));
    expect(option).toMatchObject({ subtotal: cart.subtotal, valor: 25 });
    const pix = await api.cart(ana, { idformapagamento: 12 });
    expect(pix.subtotal).toBeLessThan(cart.subtotal);
    const [withPix] = await options(forAddress(ana, { tipoEntrega: "DELIVERY", idendereco, idformapagamento: 12 }));
    expect(withPix?.subtotal).toBe(pix.subtotal);
  });

  it("only reads the cart: a line that became unavailable is left out of the subtotal and still removed, with its notice, by call 40", async () => {
    await api.save(ana, {
      cartItens: [
        { idproduto: 1011, quantidade: 10 },
        { idproduto: 1002, quantidade: 2 },
      ],
    });
    const before = await api.cart(ana);
    api.sql((db) => db.prepare("UPDATE products SET disponivel = 0 WHERE id = ?").run(1002));
    const [option] = await options(
      forAddress(ana, { tipoEntrega: "DELIVERY", idendereco: addressId(501, "Principal") }),
    );
    expect(option!.subtotal).toBeLessThan(before.subtotal);
    const after = await api.cart(ana);
    expect(after.subtotal).toBe(option!.subtotal);
    expect(after.avisos).toEqual([expect.stringMatching(/ficou fora do carrinho\.$/)]);
  });

  it("delivers for free once the cart reaches the threshold", async () => {
    const cart = await api.save(ana, { cartItens: [{ idproduto: 1001, quantidade: 6 }] });
    expect(cart.subtotal).toBeGreaterThanOrEqual(500);
    const [option] = await options(
      forAddress(ana, { tipoEntrega: "DELIVERY", idendereco: addressId(501, "Principal") }),
    );
    expect(option).toMatchObject({ subtotal: cart.subtotal, valor: 0, valor_cheio: 25, frete_gratis_acima: 500 });
  });

  it("answers bomsabor's two options for Ana's work address in Pinheiros, in the supplier's order", async () => {
    const list = await options(
      forAddress(anaBomSabor, { tipoEntrega: "DELIVERY", idendereco: addressId(501, "Trabalho") }),
    );
    expect(ids(list)).toEqual(["bomsabor-em-casa", "bomsabor-expressa"]);
    expect(list[0]).toMatchObject({
      descricao: "Entrega em casa",
      valor: 9.9,
      valor_cheio: 9.9,
      frete_gratis_acima: 150,
      pedido_minimo: 60,
      loja: null,
    });
    expect(list[1]).toMatchObject({
      descricao: "Entrega expressa",
      valor: 19.9,
      frete_gratis_acima: null,
      pedido_minimo: 60,
    });
    // Lead times of 3 hours and of 1 hour from 09:00.
    expect(starts(list[0]).slice(0, 3)).toEqual([
      "2026-11-23T14:00:00-03:00",
      "2026-11-23T18:00:00-03:00",
      "2026-11-24T09:00:00-03:00",
    ]);
    expect(starts(list[1]).slice(0, 2)).toEqual(["2026-11-23T10:00:00-03:00", "2026-11-23T12:00:00-03:00"]);
  });

  it("answers aurora's pickup without an address: free, its store with its hours, two-hour windows 4 hours ahead", async () => {
    const [option, ...others] = await options(forAddress(ana, { tipoEntrega: "RETIRADA" }));
    expect(others).toEqual([]);
    expect(option).toMatchObject({
      idformaentrega: "aurora-retirada",
      descricao: "Retirada no centro de distribuição",
      tipoEntrega: "RETIRADA",
      valor: 0,
      valor_cheio: 0,
      frete_gratis_acima: null,
      pedido_minimo: 300,
      loja: { nome: "Centro de distribuição Mooca", lat: -23.5503, lng: -46.5986, horarios: AURORA_HOURS },
    });
    expect(option!.loja?.descricao_endereco_loja).toMatch(/Mooca/);
    expect(option!.agendamentos).toHaveLength(12);
    expect(option!.agendamentos.slice(0, 3)).toEqual([
      { data_de_entrega: "2026-11-23T13:00:00-03:00", data: "2026-11-23", inicio: "13:00", fim: "15:00" },
      { data_de_entrega: "2026-11-23T15:00:00-03:00", data: "2026-11-23", inicio: "15:00", fim: "17:00" },
      { data_de_entrega: "2026-11-24T07:00:00-03:00", data: "2026-11-24", inicio: "07:00", fim: "09:00" },
    ]);
  });

  it("answers casaverde's counter pickup, and no delivery there", async () => {
    const [option] = await options(forAddress(anaCasaVerde, { tipoEntrega: "RETIRADA" }));
    expect(option).toMatchObject({
      idformaentrega: "casaverde-balcao",
      descricao: "Retirada no balcão",
      valor: 0,
      pedido_minimo: 30,
      loja: { nome: "Casa Verde Cambuí" },
    });
    expect(option!.agendamentos[0]).toEqual({
      data_de_entrega: "2026-11-23T11:00:00-03:00",
      data: "2026-11-23",
      inicio: "11:00",
      fim: "13:00",
    });
    expect(
      await options(forAddress(anaCasaVerde, { tipoEntrega: "DELIVERY", idendereco: addressId(501, "Principal") })),
    ).toEqual([]);
  });

  it("answers [] for pickup at a supplier that only delivers", async () => {
    expect(await options(forAddress(anaBomSabor, { tipoEntrega: "RETIRADA" }))).toEqual([]);
  });

  it("opens the slots by the server's clock: on Friday evening aurora's next delivery is on Monday", async () => {
    clock = at("2026-11-27T17:00");
    const [option] = await options(
      forAddress(ana, { tipoEntrega: "DELIVERY", idendereco: addressId(501, "Principal") }),
    );
    expect(starts(option).slice(0, 2)).toEqual(["2026-11-30T08:00:00-03:00", "2026-11-30T13:00:00-03:00"]);
  });

  it("leaves out an option without an open slot", async () => {
    api.sql((db) => db.prepare("DELETE FROM delivery_windows WHERE idformaentrega = 'bomsabor-em-casa'").run());
    const list = await options(
      forAddress(anaBomSabor, { tipoEntrega: "DELIVERY", idendereco: addressId(501, "Trabalho") }),
    );
    expect(ids(list)).toEqual(["bomsabor-expressa"]);
  });

  it("refuses, offering another address, an address outside the supplier's area or without a position", async () => {
    expect(
      await refusal(forAddress(anaBomSabor, { tipoEntrega: "DELIVERY", idendereco: addressId(501, "Principal") })),
    ).toBe("O fornecedor não atende no endereço informado");
    api.sql((db) =>
      db.prepare("UPDATE addresses SET lat = NULL, lng = NULL WHERE idcliente = 501 AND descricao = 'Trabalho'").run(),
    );
    expect(
      await refusal(forAddress(anaBomSabor, { tipoEntrega: "DELIVERY", idendereco: addressId(501, "Trabalho") })),
    ).toBe("O fornecedor não atende no endereço informado");
  });

  it("answers 404 for another customer's address", async () => {
    const matriz = addressId(502, "Principal");
    expect(await api.fails(forAddress(ana, { tipoEntrega: "DELIVERY", idendereco: matriz }), 404)).toBe(
      "Endereço não encontrado.",
    );
    expect(
      (await options(forAddress(empresa, { tipoEntrega: "DELIVERY", idendereco: matriz })))[0]?.idformaentrega,
    ).toBe("aurora-programada");
  });

  it("answers 403 for another client's id in the path or another supplier than the session's", async () => {
    const path = addressPath(502, "aurora", { tipoEntrega: "DELIVERY", idendereco: addressId(502, "Principal") });
    expect(await api.fails(api.call("GET", path, { token: ana.token }), 403)).toBe("Acesso não permitido.");
    expect(await api.fails(forAddress(ana, { tipoEntrega: "RETIRADA" }, "casaverde"), 403)).toBe(
      "Acesso não permitido.",
    );
  });

  it("answers 401 without a session or with a wrong app token", async () => {
    const path = addressPath(501, "aurora", { tipoEntrega: "RETIRADA" });
    expect(await api.fails(api.call("GET", path), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("GET", path, { token: "desconhecido" }), 401)).toBe("Sessão expirada");
    expect(
      await api.fails(
        api.call("GET", "/v4/app/outro-token501/formas-entrega/aurora?tipoEntrega=RETIRADA", { token: ana.token }),
        401,
      ),
    ).toBe("Token de aplicação inválido.");
  });

  it("answers 404 for an unknown supplier", async () => {
    expect(await api.fails(forAddress(ana, { tipoEntrega: "RETIRADA" }, UNKNOWN_ID), 404)).toBe(
      "Fornecedor não encontrado.",
    );
  });

  it.each([
    ["no tipoEntrega", {}, "tipoEntrega"],
    ["an unknown tipoEntrega", { tipoEntrega: "DRONE" }, "tipoEntrega"],
    ["a delivery without idendereco", { tipoEntrega: "DELIVERY" }, "idendereco"],
    ["an idendereco that is no id", { tipoEntrega: "DELIVERY", idendereco: "abc" }, "idendereco"],
  ])("answers 400 for %s", async (_case, query: Query, name) => {
    expect(await api.fails(forAddress(ana, query), 400)).toBe(`Parâmetros inválidos: ${name}.`);
  });
});

describe("POST /v4/app/formas-entrega/{idfornecedor}/{cep}: a CEP or a point", () => {
  const AVENIDA_PAULISTA = "01310-100";
  /** Inside aurora's area (Avenida Paulista), and in Rio de Janeiro, nobody's. */
  const PAULISTA_POINT = { lat: -23.5614, lng: -46.6559 };
  const RIO_POINT = { lat: -22.9711, lng: -43.1822 };

  it("works the subtotal out as Σ quantidade × valor of the products sent, with any CEP form and slug or id", async () => {
    const produtos = [
      { idproduto: 1011, quantidade: 3, valor: 25.9 },
      { idproduto: "1001", quantidade: 1.5, valor: 10.01 },
    ];
    for (const [supplier, cep] of [
      ["aurora", AVENIDA_PAULISTA],
      ["6F1C2A4E-8B3D-4C5A-9E7F-1A2B3C4D5E01", "01310100"],
    ] as const) {
      const [option] = await options(forCep(supplier, cep, { tipoEntrega: "DELIVERY" }, { produtos }));
      expect(option).toMatchObject({ idformaentrega: "aurora-programada", subtotal: 92.72, valor: 25 });
    }
  });

  it.each([
    [499.99, 25],
    [500, 0],
    [500.01, 0],
  ])("charges aurora's fee on a subtotal of %s: %s", async (valor, fee) => {
    const [option] = await options(
      forCep(
        "aurora",
        AVENIDA_PAULISTA,
        { tipoEntrega: "DELIVERY" },
        { produtos: [{ idproduto: 1001, quantidade: 1, valor }] },
      ),
    );
    expect(option).toMatchObject({ subtotal: valor, valor: fee, valor_cheio: 25 });
  });

  it("leaves no option out below its minimum order, and takes [] or no body as a subtotal of 0", async () => {
    const [small] = await options(
      forCep(
        "aurora",
        AVENIDA_PAULISTA,
        { tipoEntrega: "DELIVERY" },
        { produtos: [{ idproduto: 1001, quantidade: 1, valor: 10 }] },
      ),
    );
    expect(small).toMatchObject({ subtotal: 10, pedido_minimo: 300 });
    for (const body of [{ produtos: [] }, undefined]) {
      expect((await options(forCep("aurora", AVENIDA_PAULISTA, { tipoEntrega: "DELIVERY" }, body)))[0]?.subtotal).toBe(
        0,
      );
    }
  });

  it("serves the point sent instead of the CEP's", async () => {
    expect(ids(await options(forCep("aurora", "99999999", { tipoEntrega: "DELIVERY", ...PAULISTA_POINT })))).toEqual([
      "aurora-programada",
    ]);
    expect(await refusal(forCep("aurora", AVENIDA_PAULISTA, { tipoEntrega: "DELIVERY", ...RIO_POINT }))).toBe(
      "O fornecedor não atende no endereço informado",
    );
  });

  it("answers bomsabor's options for a CEP in Pinheiros, and refuses one only aurora serves", async () => {
    expect(ids(await options(forCep("bomsabor", "05422-001", { tipoEntrega: "DELIVERY" })))).toEqual([
      "bomsabor-em-casa",
      "bomsabor-expressa",
    ]);
    expect(await refusal(forCep("bomsabor", AVENIDA_PAULISTA, { tipoEntrega: "DELIVERY" }))).toBe(
      "O fornecedor não atende no endereço informado",
    );
  });

  it("refuses, offering another CEP, a CEP nobody serves, an unknown one and a malformed one", async () => {
    expect(await refusal(forCep("aurora", "22021-000", { tipoEntrega: "DELIVERY" }))).toBe(
      "O fornecedor não atende no endereço informado",
    );
    expect(await refusal(forCep("aurora", "99999999", { tipoEntrega: "DELIVERY" }))).toBe("CEP não encontrado.");
    expect(await refusal(forCep("aurora", "1234", { tipoEntrega: "DELIVERY" }))).toBe(
      "CEP inválido: informe os 8 dígitos.",
    );
    expect(await refusal(forCep("aurora", "abcdefgh", { tipoEntrega: "DELIVERY", ...PAULISTA_POINT }))).toBe(
      "CEP inválido: informe os 8 dígitos.",
    );
  });

  it("does not read the CEP for pickup: the store with its hours", async () => {
    for (const cep of ["00000000", "sem-cep"]) {
      const [option] = await options(
        forCep(
          "casaverde",
          cep,
          { tipoEntrega: "RETIRADA" },
          { produtos: [{ idproduto: 3001, quantidade: 2, valor: 9.9 }] },
        ),
      );
      expect(option).toMatchObject({ idformaentrega: "casaverde-balcao", subtotal: 19.8, valor: 0 });
      expect(option!.loja?.horarios).toEqual(
        [1, 2, 3, 4, 5, 6].map((dia_semana) => ({ dia_semana, abre: "07:00", fecha: "20:00" })),
      );
    }
  });

  it("answers [] for a delivery type the supplier does not offer", async () => {
    expect(await options(forCep("casaverde", "13025-300", { tipoEntrega: "DELIVERY" }))).toEqual([]);
    expect(await options(forCep("bomsabor", "00000000", { tipoEntrega: "RETIRADA" }))).toEqual([]);
  });

  it("answers 404 for an unknown supplier", async () => {
    expect(await api.fails(forCep(UNKNOWN_ID, "01310100", { tipoEntrega: "DELIVERY" }), 404)).toBe(
      "Fornecedor não encontrado.",
    );
  });

  it.each([
    ["no tipoEntrega", {}, "Parâmetros inválidos: tipoEntrega."],
    ["a tipoEntrega in lower case", { tipoEntrega: "delivery" }, "Parâmetros inválidos: tipoEntrega."],
    ["lat without lng", { tipoEntrega: "DELIVERY", lat: -23.56 }, "Parâmetros inválidos: lat, lng."],
    ["a latitude out of range", { tipoEntrega: "DELIVERY", lat: -91, lng: -46.6 }, "Parâmetros inválidos: lat."],
  ])("answers 400 for %s", async (_case, query: Query, message) => {
    expect(await api.fails(forCep("aurora", "01310100", query), 400)).toBe(message);
  });

  it.each([
    ["produtos that is no list", { produtos: "1001" }, "produtos"],
    ["a negative quantity", { produtos: [{ idproduto: 1001, quantidade: -1, valor: 10 }] }, "produtos.0.quantidade"],
    ["a price as text", { produtos: [{ idproduto: 1001, quantidade: 1, valor: "10" }] }, "produtos.0.valor"],
    ["a line without a product", { produtos: [{ quantidade: 1, valor: 10 }] }, "produtos.0.idproduto"],
    [
      "501 lines",
      { produtos: Array.from({ length: 501 }, (_, index) => ({ idproduto: 1001 + index, quantidade: 1, valor: 1 })) },
      "produtos",
    ],
  ])("answers 400 for a body with %s", async (_case, body, field) => {
    expect(await api.fails(forCep("aurora", "01310100", { tipoEntrega: "DELIVERY" }, body), 400)).toBe(
      `Corpo da requisição inválido: ${field}.`,
    );
  });

  it("takes 500 lines, and answers 400 for a body that is not JSON", async () => {
    const produtos = Array.from({ length: 500 }, (_, index) => ({
      idproduto: 100_000 + index,
      quantidade: 1.5,
      valor: 1234.56,
    }));
    expect((await options(forCep("aurora", "01310100", { tipoEntrega: "DELIVERY" }, { produtos })))[0]?.subtotal).toBe(
      925_920,
    );
    const malformed = api.upstream.post("/v4/app/formas-entrega/aurora/01310100?tipoEntrega=DELIVERY", "{ produtos: [");
    expect(await api.upstream.error(malformed, 400)).toBe("Corpo da requisição inválido.");
  });
});

describe("GET /v2/app/{apptoken}/fornecedor/areaatendimento: the store's hours", () => {
  it.each([
    ["aurora", AURORA_HOURS],
    [
      "bomsabor",
      [
        { dia_semana: 0, abre: "10:00", fecha: "20:00" },
        ...[1, 2, 3, 4, 5, 6].map((dia_semana) => ({ dia_semana, abre: "09:00", fecha: "21:00" })),
      ],
    ],
    ["casaverde", [1, 2, 3, 4, 5, 6].map((dia_semana) => ({ dia_semana, abre: "07:00", fecha: "20:00" }))],
  ])("answers %s's opening hours by day", async (supplier, horarios) => {
    const area = await api.ok(
      ServiceAreaSchema,
      api.call("GET", `${V2}/fornecedor/areaatendimento?idfornecedor=${supplier}`, { supplier: null }),
    );
    expect(area.loja.horarios).toEqual(horarios);
  });
});
