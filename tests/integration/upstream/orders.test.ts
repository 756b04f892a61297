/**
 * Calls 53–55 of docs/upstream-api.md (docs/rules/checkout.md "Order submission"): placing an order the server
 * prices itself (items, payment method, coupon, gift wrap, delivery fee) with its delivery slot,
 * minimum, credit limit and approval rules, once per idempotency key and never twice in a minute;
 * the duplicate check; reading one's own order. On a clock the test holds.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DuplicateCheckSchema,
  OrderPlacedSchema,
  OrderRefusalSchema,
  OrderSchema,
  type OrderSubmission,
} from "../../../app/models/checkout/order";
import { DeliveryOptionListSchema } from "../../../app/models/delivery/delivery-option";
import { formatBRL } from "../../../app/models/money";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { V1, V2 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { APP_TOKEN, IDS } from "./harness";

/** A São Paulo wall-clock time ("2026-11-23T09:00") as an instant. 2026-11-23 is a Monday. */
const at = (local: string) => new Date(`${local}:00-03:00`);
const MONDAY_MORNING = at("2026-11-23T09:00");

/** The server's clock: Monday morning unless a test moves it. */
let clock = MONDAY_MORNING;
let api: CartUpstream;
/** Ana (501) at each supplier, the company (502) and its sub-user Júlia at aurora. */
let ana: Shopper;
let anaBomSabor: Shopper;
let anaCasaVerde: Shopper;
let empresa: Shopper;
let julia: Shopper;
/** The first open slot of each option on Monday morning. */
const firstSlots = new Map<string, string>();
let loggedIn: DatabaseSnapshot;

/** Aurora's methods: invoice (+2 %, approved customers), PIX (−3 %), card; bomsabor's and casaverde's. */
const FATURADO = 11;
const PIX = 12;
const CARTAO = 13;
const BOMSABOR_CARTAO = 21;
const BOMSABOR_NA_ENTREGA = 23;
const CASAVERDE_PIX = 31;
const CASAVERDE_NA_ENTREGA = 32;
/** Subscription types ("Toda semana"): aurora's, bomsabor's. */
const AURORA_SUBSCRIPTION = 31;
const BOMSABOR_SUBSCRIPTION = 41;

/** Aurora: rice 5 kg (R$ 159,90, tiers from 5), tomato paste (R$ 24,90, at most 48), chickpeas (unavailable). */
const ARROZ = 1001;
const EXTRATO = 1011;
const GRAO_DE_BICO = 1006;
/** Bomsabor: Portuguese olive oil (R$ 64,90, gift wrap R$ 9,90), parmesan by the kilo in steps of 0,5. */
const AZEITE = 2001;
const PARMESAO = 2026;
/** Casaverde: bananas and apples by the kilo. */
const BANANA = 3001;
const MACA = 3003;

/** The option's first open slot on Monday morning, through call 52 (CEPs in each supplier's area). */
async function loadFirstSlot(supplier: string, tipoEntrega: "DELIVERY" | "RETIRADA", cep: string) {
  const options = await api.ok(
    DeliveryOptionListSchema,
    api.call("POST", `/v4/app/formas-entrega/${supplier}/${cep}?tipoEntrega=${tipoEntrega}`, {
      body: { produtos: [] },
      supplier: null,
    }),
  );
  for (const option of options) firstSlots.set(option.idformaentrega, option.agendamentos[0]?.data_de_entrega ?? "");
}

beforeAll(async () => {
  api = await startCartUpstream({ now: () => clock });
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  anaBomSabor = await api.shopper("cliente@exemplo.com.br", "bomsabor");
  anaCasaVerde = await api.shopper("cliente@exemplo.com.br", "casaverde");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  julia = await api.shopper("comprador@exemplo.com.br", "aurora");
  await loadFirstSlot("aurora", "DELIVERY", "01310100");
  await loadFirstSlot("aurora", "RETIRADA", "00000000");
  await loadFirstSlot("bomsabor", "DELIVERY", "05422001");
  await loadFirstSlot("casaverde", "RETIRADA", "00000000");
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

const slot = (idformaentrega: string) => {
  const start = firstSlots.get(idformaentrega);
  if (!start) throw new Error(`No slot of ${idformaentrega}`);
  return start;
};

const addressId = (idcliente: number, descricao: string) =>
  api.sql(
    (db) =>
      db
        .prepare("SELECT idendereco FROM addresses WHERE idcliente = ? AND descricao = ?")
        .pluck()
        .get(idcliente, descricao) as number,
  );

/** A new idempotency key, as the checkout makes one. */
const newKey = () => randomUUID().replaceAll("-", "");

type Line = { idproduto: number; quantidade: number; embalarParaPresente?: boolean };

/** Aurora's pickup, paid by PIX: an order above the minimum (R$ 300,00). */
function pickupAtAurora(who: Shopper, overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return {
    chaveIdempotencia: newKey(),
    idfornecedor: who.supplier,
    itens: [{ idproduto: ARROZ, quantidade: 2 }],
    tipoEntrega: "RETIRADA",
    formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: slot("aurora-retirada") },
    formaPagamento: { idformapagamento: PIX },
    ...overrides,
  };
}

/** Aurora's delivery to Ana's home ("Principal"), paid by invoice. */
function deliveryByAurora(who: Shopper, overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return pickupAtAurora(who, {
    tipoEntrega: "DELIVERY",
    formaEntrega: { idformaentrega: "aurora-programada", data_de_entrega: slot("aurora-programada") },
    enderecoentrega: { idendereco: addressId(501, "Principal") },
    formaPagamento: { idformapagamento: FATURADO },
    ...overrides,
  });
}

const orderPath = (idcliente: number | string) => `${V2}/usuario/${idcliente}/pedido`;

/** Call 53 with the shopper's token (to their own client unless told another). */
const place = (who: Shopper, body: unknown, idcliente: number | string = who.idcliente) =>
  api.call("POST", orderPath(idcliente), { token: who.token, body });

/** Call 53, answered 200 and parsed with OrderPlacedSchema. */
const placed = (who: Shopper, body: unknown) => api.ok(OrderPlacedSchema, place(who, body));

/** A refusal of calls 53 and 54: its status, and its body in the shape of OrderRefusalSchema, all four fields present. */
async function refused(response: Promise<Response>, status: number) {
  const answer = await response;
  const body: unknown = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(status);
  expect(Object.keys(body as object).sort()).toEqual(["itensName", "mensagem", "mensagemErro", "pedidoIdentico"]);
  return OrderRefusalSchema.parse(body);
}

/** Call 55 with the shopper's token. */
const readOrder = (who: Shopper, numpedido: number | string) =>
  api.call("GET", `${V2}/order/${numpedido}`, { token: who.token });
const order = (who: Shopper, numpedido: number | string) => api.ok(OrderSchema, readOrder(who, numpedido));

/** Call 54 with the shopper's token. */
const duplicate = (who: Shopper, body: unknown) =>
  api.ok(DuplicateCheckSchema, api.call("POST", `${orderPath(who.idcliente)}/duplicidade`, { token: who.token, body }));

const orderCount = () => api.sql((db) => db.prepare("SELECT count(*) FROM orders").pluck().get() as number);

const credit = (idcliente: number) =>
  api.sql(
    (db) =>
      db
        .prepare("SELECT limite_credito_disponivel FROM customer_suppliers WHERE idcliente = ? AND idfornecedor = ?")
        .pluck()
        .get(idcliente, IDS.aurora) as number,
  );

/** The cart call 40 answers for these lines at this payment method: what the order must cost before its fee. */
async function cartFor(who: Shopper, lines: Line[], idformapagamento: number, query: Record<string, string> = {}) {
  const cart = await api.save(who, { cartItens: lines }, { idformapagamento, ...query });
  await api.empty(who);
  return cart;
}

describe("POST /v2/app/{apptoken}/usuario/{idcliente}/pedido: placing an order", () => {
  it("places an invoiced delivery at aurora priced as the cart, with the fee, its history, and the credit it consumes", async () => {
    const lines = [
      { idproduto: ARROZ, quantidade: 2 },
      { idproduto: EXTRATO, quantidade: 3 },
    ];
    const cart = await cartFor(ana, lines, FATURADO);
    expect(cart.subtotal).toBeLessThan(500);
    const before = credit(501);
    const caracteristicas = [{ idcaracteristica: "1", valor: "Manhã (8h às 12h)" }];
    const answer = await placed(
      ana,
      deliveryByAurora(ana, {
        itens: lines,
        numPedidoCliente: " OC-77 ",
        anotacoes: "Portão azul",
        idtipoassinatura: AURORA_SUBSCRIPTION,
        caracteristicas,
      }),
    );
    expect(answer).toEqual({
      numpedido: "10001",
      totalpedido: Math.round((cart.totalCompras + 25) * 100) / 100,
      taxaentrega: 25,
      idcliente: "501",
      status: "ENVIADO",
      dadospedido: { cupom: null },
      pagamento: { tipo: "FATURADO", status: "NAO_SE_APLICA" },
      mensagemSucesso: "Pedido 10001 recebido.",
      repetido: false,
    });
    expect(credit(501)).toBe(Math.round((before - answer.totalpedido) * 100) / 100);

    const kept = await order(ana, answer.numpedido);
    expect(kept).toMatchObject({
      numpedido: "10001",
      idfornecedor: IDS.aurora,
      idcliente: "501",
      status: "ENVIADO",
      historico: [{ status: "ENVIADO", data: MONDAY_MORNING.toISOString() }],
      dataPedido: MONDAY_MORNING.toISOString(),
      subtotal: cart.subtotal,
      valorDesconto: 0,
      valorEmbalagens: 0,
      taxaentrega: 25,
      totalpedido: answer.totalpedido,
      tipoEntrega: "DELIVERY",
      formaEntrega: {
        idformaentrega: "aurora-programada",
        descricao: "Entrega programada",
        data_de_entrega: slot("aurora-programada"),
      },
      enderecoentrega: {
        cep: "01310100",
        rua: "Avenida Paulista",
        numero: "1578",
        complemento: "apto 42",
        cidade: "São Paulo",
        uf: "SP",
      },
      lojaRetira: null,
      formaPagamento: {
        idformapagamento: "11",
        descricao: "Boleto faturado 28 dias",
        tipo: "FATURADO",
        trocoPara: null,
      },
      pagamento: { status: "NAO_SE_APLICA", mensagem: null },
      anotacoes: "Portão azul",
      numPedidoCliente: "OC-77",
      emitidoPor: null,
      representante: null,
    });
    // Beyond OrderSchema, the call answers what the order was sent with.
    const raw = (await (await readOrder(ana, answer.numpedido)).json()) as Record<string, unknown>;
    expect(raw).toMatchObject({
      idtipoassinatura: AURORA_SUBSCRIPTION,
      caracteristicas,
      canalVenda: "WEB",
      enderecofaturamento: null,
    });
    expect(kept.itens).toEqual(
      cart.cartItens.map((line) => ({
        idproduto: line.idproduto,
        nome: line.produto.nome,
        quantidade: line.quantidade,
        precoUnitario: line.precoUnitario,
        valorEmbalagem: 0,
        valorDesconto: 0,
        total: line.total,
        unidade: line.produto.unidade,
      })),
    );
  });

  it("places a PIX pickup at aurora: no fee, the store recorded, the payment awaited", async () => {
    const cart = await cartFor(ana, [{ idproduto: ARROZ, quantidade: 2 }], PIX);
    const answer = await placed(ana, pickupAtAurora(ana));
    expect(answer).toMatchObject({
      totalpedido: cart.totalCompras,
      taxaentrega: 0,
      status: "ENVIADO",
      pagamento: { tipo: "PIX", status: "AGUARDANDO" },
    });
    const kept = await order(ana, answer.numpedido);
    expect(kept).toMatchObject({
      tipoEntrega: "RETIRADA",
      formaEntrega: { idformaentrega: "aurora-retirada", descricao: "Retirada no centro de distribuição" },
      enderecoentrega: null,
      lojaRetira: {
        nome: "Centro de distribuição Mooca",
        descricao_endereco_loja: "Rua Borges de Figueiredo, 1500 — Mooca, São Paulo - SP, 03110-010",
      },
    });
  });

  it("places a card delivery at aurora to a postal address with its position, free from R$ 500,00", async () => {
    const lines = [{ idproduto: ARROZ, quantidade: 4 }];
    const cart = await cartFor(ana, lines, CARTAO);
    expect(cart.subtotal).toBeGreaterThanOrEqual(500);
    const endereco = {
      cep: "03103001",
      rua: "Rua da Mooca",
      numero: "500",
      complemento: null,
      bairro: "Mooca",
      cidade: "São Paulo",
      uf: "SP",
    };
    const answer = await placed(
      ana,
      deliveryByAurora(ana, {
        itens: lines,
        enderecoentrega: { idendereco: null, endereco, coordenadas: { lat: -23.5555, lng: -46.6011 } },
        formaPagamento: { idformapagamento: CARTAO },
      }),
    );
    expect(answer).toMatchObject({
      totalpedido: cart.totalCompras,
      taxaentrega: 0,
      pagamento: { tipo: "CARTAO", status: "AGUARDANDO" },
    });
    expect((await order(ana, answer.numpedido)).enderecoentrega).toMatchObject({ ...endereco, pais: "Brasil" });
  });

  it("places a bomsabor delivery paid on delivery, with gift wrap, the coupon and change for the amount given", async () => {
    const lines = [
      { idproduto: AZEITE, quantidade: 1, embalarParaPresente: true },
      { idproduto: PARMESAO, quantidade: 0.5 },
    ];
    const cart = await cartFor(anaBomSabor, lines, BOMSABOR_NA_ENTREGA, { codigoCupom: "BEMVINDO10" });
    // Below R$ 150,00, where bomsabor's delivery becomes free.
    expect(cart.subtotal).toBeLessThan(150);
    expect(cart.valorEmbalagens).toBe(9.9);
    expect(cart.valorDesconto).toBeGreaterThan(0);
    const body = {
      chaveIdempotencia: newKey(),
      idfornecedor: "bomsabor",
      itens: lines,
      cupom: "bemvindo10",
      tipoEntrega: "DELIVERY",
      formaEntrega: { idformaentrega: "bomsabor-em-casa", data_de_entrega: slot("bomsabor-em-casa") },
      enderecoentrega: { idendereco: addressId(501, "Trabalho") },
      formaPagamento: { idformapagamento: BOMSABOR_NA_ENTREGA, trocoPara: 300 },
    } satisfies OrderSubmission;
    const total = Math.round((cart.totalCompras + 9.9) * 100) / 100;
    const answer = await placed(anaBomSabor, body);
    expect(answer).toMatchObject({
      totalpedido: total,
      taxaentrega: 9.9,
      dadospedido: { cupom: "BEMVINDO10" },
      pagamento: { tipo: "NA_ENTREGA", status: "NAO_SE_APLICA" },
    });
    const kept = await order(anaBomSabor, answer.numpedido);
    expect(kept).toMatchObject({
      valorEmbalagens: 9.9,
      valorDesconto: cart.valorDesconto,
      cupom: "BEMVINDO10",
      formaPagamento: { trocoPara: 300 },
    });
    expect(kept.itens.find((line) => line.idproduto === String(AZEITE))).toMatchObject({
      quantidade: 1,
      valorEmbalagem: 9.9,
    });
  });

  it("refuses change for less than the total on delivery", async () => {
    const body = {
      chaveIdempotencia: newKey(),
      idfornecedor: "bomsabor",
      itens: [{ idproduto: AZEITE, quantidade: 2 }],
      tipoEntrega: "DELIVERY",
      formaEntrega: { idformaentrega: "bomsabor-em-casa", data_de_entrega: slot("bomsabor-em-casa") },
      enderecoentrega: { idendereco: addressId(501, "Trabalho") },
      formaPagamento: { idformapagamento: BOMSABOR_NA_ENTREGA, trocoPara: 100 },
    } satisfies OrderSubmission;
    // 2 × R$ 64,90 and the fee, R$ 9,90.
    const refusal = await refused(place(anaBomSabor, body), 422);
    expect(refusal.mensagem).toBe(
      `O troco deve ser para um valor igual ou maior que o total do pedido (${formatBRL(139.7)}).`,
    );
  });

  it.each([
    ["PIX", CASAVERDE_PIX, "AGUARDANDO"],
    ["on pickup", CASAVERDE_NA_ENTREGA, "NAO_SE_APLICA"],
  ])("places a casaverde pickup paid by %s", async (_kind, idformapagamento, status) => {
    const lines = [
      { idproduto: BANANA, quantidade: 3 },
      { idproduto: MACA, quantidade: 2 },
    ];
    const cart = await cartFor(anaCasaVerde, lines, idformapagamento);
    const answer = await placed(anaCasaVerde, {
      chaveIdempotencia: newKey(),
      idfornecedor: IDS.casaverde,
      itens: lines,
      tipoEntrega: "RETIRADA",
      formaEntrega: { idformaentrega: "casaverde-balcao", data_de_entrega: slot("casaverde-balcao") },
      formaPagamento: { idformapagamento },
    });
    expect(answer).toMatchObject({ totalpedido: cart.totalCompras, taxaentrega: 0, pagamento: { status } });
  });

  it("prices on the server: prices sent are ignored and quantities follow the quantity rules", async () => {
    const cart = await cartFor(
      anaBomSabor,
      [
        { idproduto: PARMESAO, quantidade: 0.5 },
        { idproduto: AZEITE, quantidade: 1 },
      ],
      BOMSABOR_CARTAO,
    );
    expect(cart.subtotal).toBeLessThan(150);
    const body = {
      chaveIdempotencia: newKey(),
      idfornecedor: "bomsabor",
      // 0,3 kg of parmesan is raised to its minimum, 0,5 kg; the olive oil sent twice is one line of 1.
      itens: [
        { idproduto: PARMESAO, quantidade: 0.3, precoUnitario: 0.01, total: 0.01 },
        { idproduto: String(AZEITE), quantidade: 0.5 },
        { idproduto: AZEITE, quantidade: 0.5 },
      ],
      totalpedido: 1,
      subtotal: 1,
      tipoEntrega: "DELIVERY",
      formaEntrega: { idformaentrega: "bomsabor-em-casa", data_de_entrega: slot("bomsabor-em-casa"), valor: 0 },
      enderecoentrega: { idendereco: addressId(501, "Trabalho") },
      formaPagamento: { idformapagamento: BOMSABOR_CARTAO },
    };
    const answer = await placed(anaBomSabor, body);
    expect(answer.totalpedido).toBe(Math.round((cart.totalCompras + 9.9) * 100) / 100);
    const kept = await order(anaBomSabor, answer.numpedido);
    expect(kept.itens.map((line) => [line.idproduto, line.quantidade])).toEqual(
      cart.cartItens.map((line) => [line.idproduto, line.quantidade]),
    );
  });

  it("keeps a line's attendant price from the stored cart", async () => {
    await api.save(ana, { cartItens: [{ idproduto: ARROZ, quantidade: 2 }] });
    api.sql((db) => db.prepare("UPDATE cart_items SET precoatendente = 150 WHERE idproduto = ?").run(ARROZ));
    const answer = await placed(ana, pickupAtAurora(ana));
    expect(answer.totalpedido).toBe(300);
  });

  it("empties the customer's cart at the supplier, notes included, and leaves the other carts", async () => {
    await api.save(ana, {
      cartItens: [{ idproduto: ARROZ, quantidade: 2 }],
      observacao: "Deixar na portaria",
      numPedidoCliente: "OC-1",
    });
    await api.save(anaBomSabor, { cartItens: [{ idproduto: AZEITE, quantidade: 1 }] });
    await placed(ana, pickupAtAurora(ana));
    expect(await api.cart(ana)).toMatchObject({ cartItens: [], observacao: null, numPedidoCliente: null });
    expect((await api.cart(anaBomSabor)).cartItens).toHaveLength(1);
  });

  it("numbers orders across the server, increasing", async () => {
    const first = await placed(ana, pickupAtAurora(ana));
    const second = await placed(empresa, pickupAtAurora(empresa));
    const third = await placed(anaCasaVerde, {
      chaveIdempotencia: newKey(),
      idfornecedor: "casaverde",
      itens: [{ idproduto: BANANA, quantidade: 5 }],
      tipoEntrega: "RETIRADA",
      formaEntrega: { idformaentrega: "casaverde-balcao", data_de_entrega: slot("casaverde-balcao") },
      formaPagamento: { idformapagamento: CASAVERDE_PIX },
    });
    expect([first, second, third].map((answer) => answer.numpedido)).toEqual(["10001", "10002", "10003"]);
  });

  it("records who placed it: a company's sub-user, the company for a branch, a representative", async () => {
    const byJulia = await placed(
      julia,
      pickupAtAurora(julia, { usuarioVinculado: { idusuario: 1, nome: "Outra pessoa" } }),
    );
    expect(await order(julia, byJulia.numpedido)).toMatchObject({
      emitidoPor: "Júlia Martins",
      idusuariovinculado: "9001",
      representante: null,
    });

    // The company acting for its branch 503: the branch's order, placed by the company.
    const switched = await api.call("POST", `${V1}/usuario/502/clientes-vinculados`, {
      token: empresa.token,
      body: { idclienteVinculado: 503 },
    });
    const branch = { ...empresa, idcliente: 503, token: ((await switched.json()) as { token: string }).token };
    const forBranch = await placed(branch, pickupAtAurora(branch));
    expect(await order(branch, forBranch.numpedido)).toMatchObject({
      idcliente: "503",
      emitidoPor: "Mercado Boa Compra Ltda.",
      idusuariovinculado: null,
      representante: null,
    });

    const response = await api.call("POST", `${V1}/usuario/autenticar/representante`, {
      body: {
        cpf: "representante@exemplo.com.br",
        senha: "demo1234",
        idfornecedor: "aurora",
        loginAsRepresentante: true,
      },
    });
    const { token: representativeToken } = (await response.json()) as { token: string };
    const acting = (await (
      await api.call("GET", "/v4/acessorepresentante/501", { token: representativeToken })
    ).json()) as { token: string };
    const representative = { ...ana, token: acting.token };
    const byRepresentative = await placed(representative, pickupAtAurora(representative));
    expect(await order(ana, byRepresentative.numpedido)).toMatchObject({
      emitidoPor: "Rafael Teixeira",
      idusuariovinculado: null,
      representante: "Rafael Teixeira",
    });
  });
});

describe("POST …/pedido: refusals", () => {
  it("refuses an empty order with the spec's message", async () => {
    const refusal = await refused(place(ana, pickupAtAurora(ana, { itens: [] })), 400);
    expect(refusal).toEqual({
      mensagem: "O carrinho está vazio. Experimente adicionar alguns produtos",
      mensagemErro: null,
      itensName: null,
      pedidoIdentico: false,
    });
  });

  it("names the products that cannot be sold now, unknown ones by their id", async () => {
    const refusal = await refused(
      place(
        ana,
        pickupAtAurora(ana, {
          itens: [
            { idproduto: ARROZ, quantidade: 2 },
            { idproduto: GRAO_DE_BICO, quantidade: 1 },
            { idproduto: 999999, quantidade: 1 },
          ],
        }),
      ),
      422,
    );
    expect(refusal).toMatchObject({
      mensagem: "Alguns produtos não estão disponíveis.",
      itensName: "Grão-de-bico 500 g, Produto 999999",
    });
    expect(orderCount()).toBe(0);
  });

  it("refuses a product delivered that is offered for pickup only, and places it picked up", async () => {
    const ICE = 1090;
    const refusal = await refused(
      place(
        ana,
        deliveryByAurora(ana, {
          itens: [
            { idproduto: ARROZ, quantidade: 2 },
            { idproduto: ICE, quantidade: 3 },
          ],
        }),
      ),
      422,
    );
    expect(refusal).toMatchObject({
      mensagem: "Alguns produtos não estão disponíveis.",
      itensName: "Gelo em cubos 5 kg",
    });
    expect(orderCount()).toBe(0);
    const itens = [
      { idproduto: ARROZ, quantidade: 2 },
      { idproduto: ICE, quantidade: 3 },
    ];
    const answer = await placed(ana, pickupAtAurora(ana, { itens }));
    expect(answer.totalpedido).toBeGreaterThan(0);
  });

  it("refuses a slot no longer open, one never offered and none", async () => {
    const message = "Esse horário de entrega não está mais disponível. Escolha outro.";
    // The slot was open at 09:00; at 09:01 the 4-hour lead time has passed it.
    clock = at("2026-11-23T09:01");
    expect((await refused(place(ana, pickupAtAurora(ana)), 409)).mensagem).toBe(message);
    clock = MONDAY_MORNING;
    const never = pickupAtAurora(ana, {
      formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: "2026-11-23T13:30:00-03:00" },
    });
    expect((await refused(place(ana, never), 409)).mensagem).toBe(message);
    const none = pickupAtAurora(ana, { formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: null } });
    expect((await refused(place(ana, none), 409)).mensagem).toBe(message);
    // The same start written in UTC is the same slot.
    const utc = new Date(slot("aurora-retirada")).toISOString();
    const answer = await placed(
      ana,
      pickupAtAurora(ana, { formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: utc } }),
    );
    expect((await order(ana, answer.numpedido)).formaEntrega?.data_de_entrega).toBe(slot("aurora-retirada"));
  });

  it("refuses an option of another type or supplier", async () => {
    const refusal = await refused(
      place(
        ana,
        pickupAtAurora(ana, {
          formaEntrega: { idformaentrega: "casaverde-balcao", data_de_entrega: slot("casaverde-balcao") },
        }),
      ),
      422,
    );
    expect(refusal.mensagem).toBe("A forma de entrega escolhida não está disponível. Escolha outra.");
  });

  it("refuses an order below the option's minimum, saying the minimum and what is missing", async () => {
    const lines = [{ idproduto: EXTRATO, quantidade: 2 }];
    const { subtotal } = await cartFor(ana, lines, PIX);
    const refusal = await refused(place(ana, pickupAtAurora(ana, { itens: lines })), 422);
    expect(refusal.mensagem).toBe(
      `O pedido mínimo para Retirada no centro de distribuição é de ${formatBRL(300)}. Faltam ${formatBRL(Math.round((300 - subtotal) * 100) / 100)}.`,
    );
  });

  it("refuses a delivery to an address that is not the customer's, outside the area, or none", async () => {
    expect(
      (
        await refused(
          place(ana, deliveryByAurora(ana, { enderecoentrega: { idendereco: addressId(502, "Principal") } })),
          404,
        )
      ).mensagem,
    ).toBe("Endereço não encontrado.");
    const campinas = {
      cep: "13025300",
      rua: "Rua Coronel Quirino",
      numero: "10",
      complemento: null,
      bairro: "Cambuí",
      cidade: "Campinas",
      uf: "SP",
    };
    const outside = deliveryByAurora(ana, {
      enderecoentrega: { idendereco: null, endereco: campinas, coordenadas: { lat: -22.8925, lng: -47.0514 } },
    });
    expect((await refused(place(ana, outside), 422)).mensagem).toBe("O fornecedor não atende no endereço informado");
    expect((await refused(place(ana, deliveryByAurora(ana, { enderecoentrega: null })), 400)).mensagem).toBe(
      "Corpo da requisição inválido: enderecoentrega.",
    );
  });

  it("takes invoiced orders up to the credit available, each consuming it, and refuses one above", async () => {
    // Ana has R$ 2.480,50 available: 14 bags of rice invoiced (+2 %, R$ 151,90 from 10) fit, a second order of 14 does not.
    const lines = [{ idproduto: ARROZ, quantidade: 14 }];
    const first = await placed(ana, deliveryByAurora(ana, { itens: lines }));
    expect(first.totalpedido).toBeLessThanOrEqual(2480.5);
    expect(credit(501)).toBe(Math.round((2480.5 - first.totalpedido) * 100) / 100);
    clock = at("2026-11-23T09:02");
    const refusal = await refused(place(ana, deliveryByAurora(ana, { itens: lines })), 422);
    expect(refusal.mensagem).toBe(
      `O total do pedido passa do seu limite de crédito disponível (${formatBRL(2480.5 - first.totalpedido)}).`,
    );
    expect(credit(501)).toBe(Math.round((2480.5 - first.totalpedido) * 100) / 100);
    // Paid another way, the same order is taken and the credit left alone.
    await placed(ana, deliveryByAurora(ana, { itens: lines, formaPagamento: { idformapagamento: PIX } }));
    expect(orderCount()).toBe(2);
  });

  it("refuses a payment method the supplier does not offer this customer", async () => {
    api.sql((db) => db.prepare("UPDATE customer_suppliers SET cadastro_aprovado = 0 WHERE idcliente = 502").run());
    api.sql((db) =>
      db
        .prepare("DELETE FROM supplier_tags WHERE idfornecedor = ? AND tag = 'restrict-not-approved-user-submission'")
        .run(IDS.aurora),
    );
    for (const idformapagamento of [FATURADO, BOMSABOR_CARTAO, 999]) {
      const refusal = await refused(
        place(
          empresa,
          deliveryByAurora(empresa, {
            enderecoentrega: { idendereco: addressId(502, "Principal") },
            formaPagamento: { idformapagamento },
          }),
        ),
        422,
      );
      expect(refusal.mensagem).toBe("A forma de pagamento escolhida não está disponível para você. Escolha outra.");
    }
  });

  it("refuses an order from a customer the supplier has not approved, with tag restrict-not-approved-user-submission", async () => {
    api.sql((db) =>
      db
        .prepare("UPDATE customer_suppliers SET cadastro_aprovado = 0 WHERE idcliente = 501 AND idfornecedor = ?")
        .run(IDS.aurora),
    );
    const refusal = await refused(place(ana, pickupAtAurora(ana)), 403);
    expect(refusal.mensagem).toBe(
      "Seu cadastro aguarda aprovação do fornecedor; o pedido poderá ser enviado depois da aprovação.",
    );
  });

  it("refuses a body over the bounds, naming the field", async () => {
    const refusal = await refused(place(ana, pickupAtAurora(ana, { anotacoes: "a".repeat(10_000) })), 400);
    expect(refusal.mensagem).toBe("Corpo da requisição inválido: anotacoes.");
    expect((await refused(place(ana, { ...pickupAtAurora(ana), chaveIdempotencia: "curta" }), 400)).mensagem).toBe(
      "Corpo da requisição inválido: chaveIdempotencia.",
    );
    const notJson = fetch(`${api.upstream.url}${orderPath(501)}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ana.token}`, "Content-Type": "application/json" },
      body: "{ itens: ",
    });
    expect((await refused(notJson, 400)).mensagem).toBe("Corpo da requisição inválido.");
    // A subscription type of another supplier.
    expect(
      (await refused(place(ana, pickupAtAurora(ana, { idtipoassinatura: BOMSABOR_SUBSCRIPTION })), 400)).mensagem,
    ).toBe("Corpo da requisição inválido: idtipoassinatura.");
    expect(orderCount()).toBe(0);
  });

  it("needs the customer's token, for their own client at its supplier", async () => {
    expect((await refused(api.call("POST", orderPath(501), { body: pickupAtAurora(ana) }), 401)).mensagem).toBe(
      "Sessão expirada",
    );
    // The token is read before the body.
    expect((await refused(api.call("POST", orderPath(501), { body: { itens: "nada" } }), 401)).mensagem).toBe(
      "Sessão expirada",
    );
    expect((await refused(place(ana, pickupAtAurora(ana), 502), 403)).mensagem).toBe("Acesso não permitido.");
    expect((await refused(place(ana, pickupAtAurora(ana, { idfornecedor: "bomsabor" })), 403)).mensagem).toBe(
      "Acesso não permitido.",
    );
    expect(orderCount()).toBe(0);
  });
});

describe("POST …/pedido: quotes", () => {
  it("sends a quote at aurora (tag support-budget): nothing to pay and no credit consumed", async () => {
    const before = credit(501);
    const answer = await placed(ana, deliveryByAurora(ana, { orcamento: true }));
    expect(answer).toMatchObject({
      status: "ORCAMENTO_NOVO",
      pagamento: { tipo: "FATURADO", status: "NAO_SE_APLICA" },
      mensagemSucesso: "Orçamento 10001 enviado para análise.",
    });
    expect(credit(501)).toBe(before);
    expect((await order(ana, answer.numpedido)).historico.map((entry) => entry.status)).toEqual(["ORCAMENTO_NOVO"]);
  });

  it("refuses a quote where the supplier takes none", async () => {
    const body = {
      chaveIdempotencia: newKey(),
      idfornecedor: "casaverde",
      itens: [{ idproduto: BANANA, quantidade: 5 }],
      tipoEntrega: "RETIRADA",
      formaEntrega: { idformaentrega: "casaverde-balcao", data_de_entrega: slot("casaverde-balcao") },
      formaPagamento: { idformapagamento: CASAVERDE_PIX },
      orcamento: true,
    } satisfies OrderSubmission;
    expect((await refused(place(anaCasaVerde, body), 400)).mensagem).toBe(
      "Este fornecedor não recebe pedidos de orçamento.",
    );
  });
});

describe("POST …/pedido: one order per key, none twice in a minute", () => {
  it("answers the same order, repeated, to the same key whatever the body", async () => {
    const body = pickupAtAurora(ana);
    const first = await placed(ana, body);
    const again = await placed(ana, {
      ...body,
      itens: [{ idproduto: EXTRATO, quantidade: 48 }],
      formaPagamento: { idformapagamento: CARTAO },
    });
    expect(again).toEqual({ ...first, repetido: true });
    expect(orderCount()).toBe(1);
  });

  it("makes one order of two requests sent at once with one key", async () => {
    const body = pickupAtAurora(ana);
    const answers = await Promise.all([placed(ana, body), placed(ana, body)]);
    expect(answers.map((answer) => answer.repetido).sort()).toEqual([false, true]);
    expect(new Set(answers.map((answer) => answer.numpedido)).size).toBe(1);
    expect(orderCount()).toBe(1);
  });

  it("refuses, for a minute, an identical order under another key; other items or another method are no repeat", async () => {
    await placed(ana, deliveryByAurora(ana));
    const refusal = await refused(place(ana, deliveryByAurora(ana)), 409);
    expect(refusal).toEqual({
      mensagem: "Um pedido idêntico foi realizado há poucos segundos.",
      mensagemErro: null,
      itensName: null,
      pedidoIdentico: true,
    });
    await placed(ana, deliveryByAurora(ana, { formaPagamento: { idformapagamento: CARTAO } }));
    await placed(ana, deliveryByAurora(ana, { itens: [{ idproduto: ARROZ, quantidade: 3 }] }));
    clock = new Date(MONDAY_MORNING.getTime() + 61_000);
    await placed(ana, deliveryByAurora(ana));
    expect(orderCount()).toBe(4);
  });

  // docs/upstream-api.md §53: the delivery type, option, slot and address do not count.
  it("counts neither the delivery type nor the slot: the same products paid the same way, picked up instead, is identical", async () => {
    const delivered = await placed(ana, deliveryByAurora(ana, { formaPagamento: { idformapagamento: PIX } }));
    const pickup = pickupAtAurora(ana);
    expect(await refused(place(ana, pickup), 409)).toMatchObject({ pedidoIdentico: true });
    expect(await duplicate(ana, pickup)).toEqual({ duplicado: true, numpedido: delivered.numpedido });
    expect(orderCount()).toBe(1);
  });
});

describe("POST /v2/app/{apptoken}/usuario/{idcliente}/pedido/duplicidade", () => {
  it("finds the order of a key and an identical one of the last minute, and creates nothing", async () => {
    const body = pickupAtAurora(ana);
    expect(await duplicate(ana, body)).toEqual({ duplicado: false, numpedido: null });
    const { numpedido } = await placed(ana, body);
    expect(await duplicate(ana, body)).toEqual({ duplicado: true, numpedido });
    expect(await duplicate(ana, { ...body, chaveIdempotencia: newKey() })).toEqual({ duplicado: true, numpedido });
    expect(
      await duplicate(ana, { ...body, chaveIdempotencia: newKey(), itens: [{ idproduto: ARROZ, quantidade: 3 }] }),
    ).toEqual({ duplicado: false, numpedido: null });
    // A key is the client's: the same key names the order at any supplier; the same items at another supplier are no repeat.
    expect(await duplicate(anaBomSabor, { ...body, idfornecedor: "bomsabor" })).toEqual({ duplicado: true, numpedido });
    expect(await duplicate(anaBomSabor, { ...body, chaveIdempotencia: newKey(), idfornecedor: "bomsabor" })).toEqual({
      duplicado: false,
      numpedido: null,
    });
    clock = new Date(MONDAY_MORNING.getTime() + 61_000);
    expect(await duplicate(ana, { ...body, chaveIdempotencia: newKey() })).toEqual({
      duplicado: false,
      numpedido: null,
    });
    expect(await duplicate(ana, body)).toEqual({ duplicado: true, numpedido });
    expect(orderCount()).toBe(1);
  });
});

describe("GET /v2/app/{apptoken}/order/{numpedido}", () => {
  it("answers only the token's client its own orders", async () => {
    const { numpedido } = await placed(ana, pickupAtAurora(ana));
    expect((await order(ana, numpedido)).numpedido).toBe(numpedido);
    expect(await api.fails(readOrder(empresa, numpedido), 404)).toBe("Pedido não encontrado.");
    expect(await api.fails(readOrder(anaBomSabor, numpedido), 404)).toBe("Pedido não encontrado.");
    expect(await api.fails(readOrder(ana, 99999), 404)).toBe("Pedido não encontrado.");
    expect(await api.fails(readOrder(ana, "abc"), 400)).toBe("Parâmetros inválidos: numpedido.");
    expect(await api.fails(api.call("GET", `${V2}/order/${numpedido}`), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("GET", `/v2/app/outro-token/order/${numpedido}`, { token: ana.token }), 401)).toBe(
      "Token de aplicação inválido.",
    );
  });
});

// The token in the path of call 53 is the application's, as for every call under /v2/app/{apptoken}.
it("refuses another application token", async () => {
  expect(
    await api.fails(
      api.call("POST", `/v2/app/outro-${APP_TOKEN}/usuario/501/pedido`, {
        token: ana.token,
        body: pickupAtAurora(ana),
      }),
      401,
    ),
  ).toBe("Token de aplicação inválido.");
});
