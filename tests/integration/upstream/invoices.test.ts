/**
 * Call 69 of docs/upstream-api.md (docs/rules/checkout.md "Credit card": GET /v2/app/{apptoken}/{clientpath}/
 * faturas-cliente/fornecedor/{f}/cliente/{c}, query completeInfo): an invoiced order gets its boleto,
 * listed for its customer with the credit limit; the operator commands pay-invoice and invoice-due pay
 * one (its credit given back) and move its due day. On a clock the test holds.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OrderPlacedSchema, type OrderSubmission } from "../../../app/models/checkout/order";
import { DeliveryOptionListSchema } from "../../../app/models/delivery/delivery-option";
import { barcodeOf, dueDateFactor, isValidLinhaDigitavel } from "../../../app/models/invoices/boleto";
import { InvoiceListSchema } from "../../../app/models/invoices/invoice";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { UpstreamCliFailure, upstreamCli } from "../../support/upstream-cli";
import { V2 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";

/** Monday 2026-11-23, 09:00 in São Paulo. */
const MONDAY_MORNING = new Date("2026-11-23T09:00:00-03:00");
let clock = MONDAY_MORNING;

let api: CartUpstream;
/** Ana (501) at aurora and at bomsabor; the company (502) at aurora. */
let ana: Shopper;
let anaBomSabor: Shopper;
let empresa: Shopper;
let firstPickupSlot = "";
let loggedIn: DatabaseSnapshot;

const FATURADO = 11;
const PIX = 12;
const ARROZ = 1001;

beforeAll(async () => {
  api = await startCartUpstream({ now: () => clock });
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  anaBomSabor = await api.shopper("cliente@exemplo.com.br", "bomsabor");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  const options = await api.ok(
    DeliveryOptionListSchema,
    api.call("POST", "/v4/app/formas-entrega/aurora/00000000?tipoEntrega=RETIRADA", {
      body: { produtos: [] },
      supplier: null,
    }),
  );
  firstPickupSlot = options[0]?.agendamentos[0]?.data_de_entrega ?? "";
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

/** Aurora's pickup of `arroz` bags of rice, invoiced unless told. */
function pickupAtAurora(who: Shopper, arroz: number, overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return {
    chaveIdempotencia: randomUUID().replaceAll("-", ""),
    idfornecedor: who.supplier,
    itens: [{ idproduto: ARROZ, quantidade: arroz }],
    tipoEntrega: "RETIRADA",
    formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: firstPickupSlot },
    formaPagamento: { idformapagamento: FATURADO },
    ...overrides,
  };
}

const place = (who: Shopper, body: OrderSubmission) =>
  api.ok(OrderPlacedSchema, api.call("POST", `${V2}/usuario/${who.idcliente}/pedido`, { token: who.token, body }));

const invoicesPath = (clientpath: number | string, supplier: string, idcliente: number | string, query = "") =>
  `${V2}/cliente/${clientpath}/faturas-cliente/fornecedor/${supplier}/cliente/${idcliente}${query}`;

/** Call 69 for the shopper's own client. */
const invoices = (who: Shopper, completeInfo?: boolean) =>
  api.ok(
    InvoiceListSchema,
    api.call(
      "GET",
      invoicesPath(
        who.idcliente,
        who.supplier,
        who.idcliente,
        completeInfo === undefined ? "" : `?completeInfo=${completeInfo}`,
      ),
      { token: who.token },
    ),
  );

const ofOrder = async (who: Shopper, numpedido: string, completeInfo = true) => {
  const invoice = (await invoices(who, completeInfo)).faturas.find((fatura) => fatura.numpedido === numpedido);
  if (!invoice) throw new Error(`no invoice for ${numpedido}`);
  return invoice;
};

const cli = (...args: string[]) => upstreamCli(api.upstream.dataDir, ...args);

describe("invoices of invoiced orders", () => {
  it("issues one for an invoiced order, due 28 days later, and takes its total off the credit available", async () => {
    const before = await invoices(ana);
    expect(before.limite_credito_total).toBe(3000);
    expect(before.limite_credito_disponivel).toBe(2480.5);
    expect(before.faturas.map((fatura) => [fatura.descricao, fatura.valor])).toEqual(
      expect.arrayContaining([
        ["Pedido ERP 8812", 519.5],
        ["Pedido ERP 8805", 1236.8],
      ]),
    );

    const order = await place(ana, pickupAtAurora(ana, 2));
    const after = await invoices(ana);
    expect(after.limite_credito_disponivel).toBe(Math.round((2480.5 - order.totalpedido) * 100) / 100);
    expect(after.faturas[0]).toEqual({
      idfatura: expect.stringMatching(/^\d+$/),
      numpedido: order.numpedido,
      descricao: `Pedido ${order.numpedido}`,
      valor: order.totalpedido,
      emissao: "2026-11-23",
      vencimento: "2026-12-21",
      status: "ABERTA",
      pagaEm: null,
      boleto: null,
    });
  });

  it("gives with completeInfo the boleto to pay: a linha digitável whose check digits hold, of the invoice's amount and due day", async () => {
    const order = await place(ana, pickupAtAurora(ana, 2));
    const invoice = await ofOrder(ana, order.numpedido);
    const boleto = invoice.boleto;
    expect(boleto).toEqual({
      banco: "237",
      bancoNome: "Bradesco",
      linhaDigitavel: expect.stringMatching(/^\d{47}$/),
      codigoBarras: expect.stringMatching(/^\d{44}$/),
      nossoNumero: `09/${invoice.idfatura.padStart(11, "0")}`,
      beneficiario: {
        nome: "Distribuidora Aurora Ltda.",
        documento: expect.stringMatching(/^\d{14}$/),
        agencia: "3381",
        conta: "0012345",
      },
      pagador: { nome: "Ana Beatriz Souza", documento: "52998224725" },
      localPagamento: "Pagável em qualquer banco até o vencimento",
    });
    if (!boleto) throw new Error("no boleto");
    expect(isValidLinhaDigitavel(boleto.linhaDigitavel)).toBe(true);
    expect(barcodeOf(boleto.linhaDigitavel)).toBe(boleto.codigoBarras);
    // Bank 237, currency 9, the due day's factor, the amount in cents, then agency, wallet, nosso número, account.
    expect(boleto.codigoBarras.slice(0, 3)).toBe("237");
    expect(boleto.codigoBarras.slice(5, 9)).toBe(dueDateFactor("2026-12-21"));
    expect(Number(boleto.codigoBarras.slice(9, 19))).toBe(Math.round(order.totalpedido * 100));
    expect(boleto.codigoBarras.slice(19)).toBe(`338109${invoice.idfatura.padStart(11, "0")}00123450`);

    // Without completeInfo (or with false) there is no boleto.
    expect((await ofOrder(ana, order.numpedido, false)).boleto).toBeNull();
    expect((await invoices(ana)).faturas.every((fatura) => fatura.boleto === null)).toBe(true);
  });

  it("issues none for an order paid otherwise, nor for a quote", async () => {
    const count = () =>
      api.sql((db) => db.prepare("SELECT count(*) FROM invoices WHERE numpedido IS NOT NULL").pluck().get());
    await place(ana, pickupAtAurora(ana, 2, { formaPagamento: { idformapagamento: PIX } }));
    await place(ana, pickupAtAurora(ana, 3, { orcamento: true }));
    expect(count()).toBe(0);
    expect((await invoices(ana)).limite_credito_disponivel).toBe(2480.5);
  });

  it("says an unpaid invoice is past due from the day after its due day, with its boleto still there", async () => {
    const order = await place(ana, pickupAtAurora(ana, 2));
    clock = new Date("2026-12-21T23:59:00-03:00");
    expect((await ofOrder(ana, order.numpedido)).status).toBe("ABERTA");
    clock = new Date("2026-12-22T00:01:00-03:00");
    const overdue = await ofOrder(ana, order.numpedido);
    expect(overdue.status).toBe("VENCIDA");
    expect(overdue.boleto?.linhaDigitavel).toMatch(/^\d{47}$/);
  });
});

describe("operator commands pay-invoice and invoice-due", () => {
  it("pays an invoice once, by its order or its id: paid, no boleto, its credit given back", async () => {
    const order = await place(ana, pickupAtAurora(ana, 2));
    const { idfatura } = await ofOrder(ana, order.numpedido);
    expect(await cli("pay-invoice", "--order", order.numpedido)).toMatch(
      new RegExp(`fatura ${idfatura} \\(Pedido ${order.numpedido}, R\\$\\s[\\d.,]+\\) paga`),
    );
    const paid = await ofOrder(ana, order.numpedido);
    expect(paid).toEqual(expect.objectContaining({ status: "PAGA", pagaEm: expect.any(String), boleto: null }));
    expect((await invoices(ana)).limite_credito_disponivel).toBe(2480.5);
    expect(await cli("pay-invoice", "--invoice", idfatura)).toContain(`a fatura ${idfatura} já estava paga`);
    expect((await invoices(ana)).limite_credito_disponivel).toBe(2480.5);
  });

  it("never gives back more credit than the limit", async () => {
    const order = await place(ana, pickupAtAurora(ana, 2));
    api.sql((db) =>
      db
        .prepare(
          "UPDATE customer_suppliers SET limite_credito_disponivel = 2990 WHERE idcliente = 501 AND idfornecedor = ?",
        )
        .run("6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01"),
    );
    await cli("pay-invoice", "--order", order.numpedido);
    expect((await invoices(ana)).limite_credito_disponivel).toBe(3000);
  });

  it("moves an open invoice's due day, and its boleto with it", async () => {
    const order = await place(ana, pickupAtAurora(ana, 2));
    const before = await ofOrder(ana, order.numpedido);
    expect(await cli("invoice-due", "--order", order.numpedido, "--date", "2026-11-23")).toContain(
      "vence em 2026-11-23",
    );
    clock = new Date("2026-11-24T09:00:00-03:00");
    const moved = await ofOrder(ana, order.numpedido);
    expect(moved).toEqual(expect.objectContaining({ vencimento: "2026-11-23", status: "VENCIDA" }));
    expect(moved.boleto?.codigoBarras.slice(5, 9)).toBe(dueDateFactor("2026-11-23"));
    expect(moved.boleto?.linhaDigitavel).not.toBe(before.boleto?.linhaDigitavel);
    expect(isValidLinhaDigitavel(moved.boleto?.linhaDigitavel ?? "")).toBe(true);
  });

  it.each<{ about: string; args: string[]; says: RegExp }>([
    { about: "neither an invoice nor an order", args: ["pay-invoice"], says: /--invoice <id> ou --order/ },
    {
      about: "both an invoice and an order",
      args: ["pay-invoice", "--invoice", "1", "--order", "10001"],
      says: /--invoice <id> ou --order/,
    },
    { about: "an id that is no number", args: ["pay-invoice", "--invoice", "um"], says: /Número inválido: um/ },
    {
      about: "an unknown invoice",
      args: ["pay-invoice", "--invoice", "999999"],
      says: /Fatura não encontrada: 999999/,
    },
    {
      about: "an order without an invoice",
      args: ["pay-invoice", "--order", "99999"],
      says: /Nenhuma fatura para o pedido 99999/,
    },
    {
      about: "a due day that is no day",
      args: ["invoice-due", "--invoice", "1", "--date", "2026-02-30"],
      says: /--date <AAAA-MM-DD>/,
    },
    {
      about: "a due day before the invoice was issued",
      args: ["invoice-due", "--invoice", "2", "--date", "2000-01-01"],
      says: /antes da emissão/,
    },
    {
      about: "a paid invoice's due day",
      args: ["invoice-due", "--invoice", "1", "--date", "2030-01-01"],
      says: /não está em aberto/,
    },
  ])("refuses $about with exit code 2", async ({ args, says }) => {
    const failure = await cli(...args).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UpstreamCliFailure);
    expect((failure as UpstreamCliFailure).code).toBe(2);
    expect((failure as UpstreamCliFailure).stderr).toMatch(says);
  });
});

describe("GET …/faturas-cliente/fornecedor/{f}/cliente/{c}", () => {
  it("answers each client its own invoices at the token's supplier", async () => {
    const company = await invoices(empresa, true);
    expect(company).toEqual(
      expect.objectContaining({ limite_credito_total: 50000, limite_credito_disponivel: 37250.4 }),
    );
    expect(company.faturas.map((fatura) => fatura.descricao).sort()).toEqual([
      "Pedido ERP 7710",
      "Pedido ERP 7731",
      "Pedido ERP 7748",
    ]);
    expect(company.faturas.find((fatura) => fatura.descricao === "Pedido ERP 7731")?.boleto?.pagador.nome).toBe(
      "Mercado Boa Compra Ltda.",
    );
    // Bom Sabor bills nobody and gave Ana no credit line.
    expect(await invoices(anaBomSabor, true)).toEqual({
      limite_credito_total: null,
      limite_credito_disponivel: null,
      faturas: [],
    });
  });

  it("refuses without a valid token, for another client, another supplier than the token's or an unknown one, and a bad completeInfo", async () => {
    expect(await api.fails(api.call("GET", invoicesPath(501, "aurora", 501)), 401)).toBe("Sessão expirada");
    for (const [clientpath, idcliente] of [
      [502, 502],
      [501, 502],
      [502, 501],
      ["abc", 501],
    ]) {
      expect(
        await api.fails(
          api.call("GET", invoicesPath(clientpath ?? "", "aurora", idcliente ?? ""), { token: ana.token }),
          403,
        ),
      ).toBe("Acesso não permitido.");
    }
    expect(await api.fails(api.call("GET", invoicesPath(501, "bomsabor", 501), { token: ana.token }), 403)).toBe(
      "Acesso não permitido.",
    );
    expect(await api.fails(api.call("GET", invoicesPath(501, "desconhecido", 501), { token: ana.token }), 404)).toBe(
      "Fornecedor não encontrado.",
    );
    expect(
      await api.fails(
        api.call("GET", invoicesPath(501, "aurora", 501, "?completeInfo=sim"), { token: ana.token }),
        400,
      ),
    ).toBe("Parâmetros inválidos: completeInfo.");
    api.age(ana.token);
    expect(await api.fails(api.call("GET", invoicesPath(501, "aurora", 501), { token: ana.token }), 401)).toBe(
      "Sessão expirada",
    );
  });
});
