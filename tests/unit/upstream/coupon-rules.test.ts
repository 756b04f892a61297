import { describe, expect, it } from "vitest";
import {
  COUPON_MESSAGES,
  bestAutomatic,
  channelAllows,
  chooseCartCoupon,
  couponAnswer,
  couponRefusal,
  isWithinDates,
  minimumMessage,
  saoPauloDay,
  type CouponSituation,
  type StoredCoupon,
} from "../../../upstream/data/coupon-rules";
import { storedCoupon } from "../../support/stored-coupon";

const coupon = storedCoupon;

const situation = (fields: Partial<CouponSituation> = {}): CouponSituation => ({
  idcliente: 501,
  canal: "WEB",
  hoje: "2026-11-22",
  lines: [
    { idproduto: "1", value: 100 },
    { idproduto: "2", value: 50 },
  ],
  ...fields,
});

describe("saoPauloDay: coupon dates are São Paulo calendar days", () => {
  it.each([
    ["2026-11-22T12:00:00Z", "2026-11-22"],
    ["2026-11-23T02:59:59Z", "2026-11-22"],
    ["2026-11-23T03:00:00Z", "2026-11-23"],
    ["2027-01-01T01:00:00Z", "2026-12-31"],
  ])("%s is %s", (instant, day) => {
    expect(saoPauloDay(new Date(instant))).toBe(day);
  });
});

describe("couponRefusal (docs/upstream-api.md §41)", () => {
  it.each<[string, Partial<StoredCoupon>, Partial<CouponSituation>, string | null]>([
    ["a public coupon", {}, {}, null],
    ["a coupon given to the customer", { publico: false, dadoAoCliente: true }, {}, null],
    ["a coupon given to others only", { publico: false }, {}, COUPON_MESSAGES.notFound],
    ["another customer's referral coupon", { publico: false, idcliente_indicacao: 777 }, {}, null],
    [
      "the customer's own referral coupon",
      { publico: false, idcliente_indicacao: 501 },
      {},
      COUPON_MESSAGES.ownReferral,
    ],
    ["a coupon on its last day", { fim: "2026-11-22" }, {}, null],
    ["a coupon past its last day", { fim: "2026-11-21" }, {}, COUPON_MESSAGES.expired],
    ["a coupon on its first day", { inicio: "2026-11-22" }, {}, null],
    ["a coupon before its first day", { inicio: "2026-11-23" }, {}, COUPON_MESSAGES.notYetValid],
    ["a WEB coupon on WEB", { canal: "WEB" }, {}, null],
    ["a MANUAL coupon on WEB", { canal: "MANUAL" }, {}, COUPON_MESSAGES.wrongChannel],
    ["a WEB coupon on MANUAL", { canal: "WEB" }, { canal: "MANUAL" }, COUPON_MESSAGES.wrongChannel],
    ["a coupon of products in the cart", { produtos: ["2", "9"] }, {}, null],
    ["a coupon of no product in the cart", { produtos: ["9"] }, {}, COUPON_MESSAGES.noProduct],
    ["a coupon of products on an empty cart", { produtos: ["9"] }, { lines: [] }, COUPON_MESSAGES.noProduct],
    ["a coupon for every product on an empty cart", {}, { lines: [] }, null],
    ["a minimum reached", { valor_minimo: 150 }, {}, null],
    ["a minimum not reached", { valor_minimo: 150.01 }, {}, "Valor mínimo do pedido para este cupom: R$ 150,01."],
    [
      "a minimum counted over the covered products only",
      { valor_minimo: 100, produtos: ["2"] },
      {},
      "Valor mínimo do pedido para este cupom: R$ 100,00.",
    ],
  ])("%s", (_case, fields, where, refusal) => {
    expect(couponRefusal(coupon(fields), situation(where))).toBe(refusal);
  });

  it("refuses an unknown coupon", () => {
    expect(couponRefusal(undefined, situation())).toBe(COUPON_MESSAGES.notFound);
  });

  it("checks in order: visibility, own referral, dates, channel, products, minimum", () => {
    const everythingWrong = coupon({ fim: "2020-01-01", canal: "MANUAL", produtos: ["9"], valor_minimo: 1000 });
    expect(couponRefusal(everythingWrong, situation())).toBe(COUPON_MESSAGES.expired);
    expect(couponRefusal({ ...everythingWrong, fim: null }, situation())).toBe(COUPON_MESSAGES.wrongChannel);
    expect(couponRefusal({ ...everythingWrong, fim: null, canal: "AMBOS" }, situation())).toBe(
      COUPON_MESSAGES.noProduct,
    );
    expect(couponRefusal({ ...everythingWrong, publico: false, idcliente_indicacao: 501 }, situation())).toBe(
      COUPON_MESSAGES.ownReferral,
    );
  });
});

describe("small rules", () => {
  it("writes the minimum in reais with an ordinary space", () => {
    expect(minimumMessage(1000)).toBe("Valor mínimo do pedido para este cupom: R$ 1.000,00.");
  });

  it.each([
    ["AMBOS", "WEB", true],
    ["AMBOS", "MANUAL", true],
    ["WEB", "WEB", true],
    ["WEB", "MANUAL", false],
    ["MANUAL", "MANUAL", true],
    ["MANUAL", "WEB", false],
  ] as const)("a coupon of %s on %s: %s", (couponChannel, channel, allowed) => {
    expect(channelAllows(couponChannel, channel)).toBe(allowed);
  });

  it.each([
    [null, null, true],
    ["2026-11-22", "2026-11-22", true],
    ["2026-11-23", null, false],
    [null, "2026-11-21", false],
  ])("dates %s–%s include 2026-11-22: %s", (inicio, fim, within) => {
    expect(isWithinDates({ inicio, fim }, "2026-11-22")).toBe(within);
  });

  it("answers a coupon with its fields in the platform's names", () => {
    const answer = couponAnswer(
      coupon({
        codigo: "QUEIJOS15",
        tipo: "%",
        valor: 15,
        produtos: ["2026"],
        fim: "2036-12-31",
        automatico: true,
        valor_minimo: 50,
      }),
    );
    expect(answer).toEqual({
      codigoCupom: "QUEIJOS15",
      descricao: null,
      tipoDesconto: "%",
      valorDescontoPercentual: 15,
      produtosComDesconto: [2026],
      valorMinimo: 50,
      validade: "2036-12-31",
      automatico: true,
    });
  });
});

describe("bestAutomatic: the lowest prioridade, then the larger discount", () => {
  const auto = (codigo: string, fields: Partial<StoredCoupon>) => coupon({ codigo, automatico: true, ...fields });

  it.each<[string, StoredCoupon[], string | null]>([
    ["none", [], null],
    ["a manual coupon is never automatic", [coupon({ codigo: "MANUAL10" })], null],
    ["an automatic coupon whose minimum is not reached", [auto("AUTO", { valor_minimo: 500 })], null],
    [
      "the lowest prioridade number first",
      [auto("P2", { prioridade: 2, valor: 50 }), auto("P1", { prioridade: 1, valor: 5 })],
      "P1",
    ],
    [
      "then the larger discount",
      [auto("CINCO", { prioridade: 1, valor: 5 }), auto("VINTE", { prioridade: 1, tipo: "R$", valor: 20 })],
      "VINTE",
    ],
    ["then the code", [auto("B", { valor: 5 }), auto("A", { valor: 5 })], "A"],
    [
      "one the customer may not use is skipped",
      [auto("OUTROS", { publico: false, valor: 50 }), auto("TODOS", { valor: 1 })],
      "TODOS",
    ],
  ])("%s", (_case, coupons, best) => {
    expect(bestAutomatic(coupons, situation())?.codigo ?? null).toBe(best);
  });
});

describe("chooseCartCoupon (call 40)", () => {
  const automatic = coupon({ codigo: "AUTO5", automatico: true, valor: 5 });
  const manual = coupon({ codigo: "BEMVINDO10" });
  const expired = coupon({ codigo: "EXPIRADO", fim: "2020-01-01" });

  it.each<
    [
      string,
      { codigo: string | null; manual: StoredCoupon | undefined; automaticAllowed: boolean },
      string | null,
      string | null,
    ]
  >([
    ["no code, automatic allowed", { codigo: null, manual: undefined, automaticAllowed: true }, "AUTO5", null],
    ["no code, automatic not allowed", { codigo: null, manual: undefined, automaticAllowed: false }, null, null],
    [
      "a valid manual code wins over the automatic one",
      { codigo: "BEMVINDO10", manual, automaticAllowed: true },
      "BEMVINDO10",
      null,
    ],
    [
      "an expired code, automatic allowed",
      { codigo: "EXPIRADO", manual: expired, automaticAllowed: true },
      "AUTO5",
      COUPON_MESSAGES.expired,
    ],
    [
      "an expired code, automatic not allowed",
      { codigo: "EXPIRADO", manual: expired, automaticAllowed: false },
      null,
      COUPON_MESSAGES.expired,
    ],
    ["an unknown code", { codigo: "NADA", manual: undefined, automaticAllowed: false }, null, COUPON_MESSAGES.notFound],
  ])("%s", (_case, asked, priced, message) => {
    const choice = chooseCartCoupon(asked, [automatic], situation());
    expect(choice.coupon?.codigo ?? null).toBe(priced);
    expect(choice.mensagemCupom).toBe(message);
  });
});
