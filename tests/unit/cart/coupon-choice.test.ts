import { describe, expect, it } from "vitest";
import type { CouponCheck } from "~/models/cart";
import { CartPreferencesSchema, type CartPreferences } from "~/models/cart-preferences";
import { CouponCodeSchema, decideCouponCheck, isAutomaticCode, withoutCoupon } from "~/models/coupon-choice";
import { messages } from "~/models/messages";

const DEFAULT_CART_PREFERENCES: CartPreferences = CartPreferencesSchema.parse({});

const withAutomatic: CartPreferences = {
  ...DEFAULT_CART_PREFERENCES,
  codigoCupomAutomatico: "AUTO5",
  idformapagamento: "21",
};
const check = (answer: Partial<CouponCheck>): CouponCheck => ({
  valido: false,
  mensagem: null,
  automaticoSuperior: false,
  cupom: null,
  ...answer,
});

describe("coupon code (docs/upstream-api.md §39: 1–40 characters; letters, digits, - and _; compared without case)", () => {
  it.each([
    ["bemvindo10", "BEMVINDO10"],
    ["  Queijos15 ", "QUEIJOS15"],
    ["INDICA-501", "INDICA-501"],
    ["cupom_de_natal", "CUPOM_DE_NATAL"],
    ["A".repeat(40), "A".repeat(40)],
  ])("takes %j as %j", (typed, code) => {
    expect(CouponCodeSchema.parse(typed)).toBe(code);
  });

  it.each([
    ["", "Informe o código do cupom."],
    ["   ", "Informe o código do cupom."],
    [undefined, "Informe o código do cupom."],
    ["A".repeat(41), "Código de cupom inválido."],
    ["DESCONTO 10", "Código de cupom inválido."],
    ["CUPOM%", "Código de cupom inválido."],
    ["AÇÚCAR", "Código de cupom inválido."],
    ["../admin", "Código de cupom inválido."],
  ])("refuses %j: %s", (typed, message) => {
    const parsed = CouponCodeSchema.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('docs/rules/cart.md "Coupon": "If its code equals the automatic one, nothing happens."', () => {
  it.each([
    [withAutomatic, "AUTO5", true],
    [withAutomatic, "auto5", true],
    [withAutomatic, "BEMVINDO10", false],
    [DEFAULT_CART_PREFERENCES, "AUTO5", false],
  ])("automatic %j, code %s → ignored: %s", (preferences, code, ignored) => {
    expect(isAutomaticCode(preferences, code)).toBe(ignored);
  });
});

describe('docs/rules/cart.md "Coupon": the server\'s check of a manual code decides', () => {
  it.each([
    [
      '"If the response is not valid, a warning shows the server\'s error"',
      check({ mensagem: "Cupom expirado." }),
      { kind: "invalid", message: "Cupom expirado." },
    ],
    [
      "\"… or 'Não foi possível verificar seu cupom'\"",
      check({}),
      { kind: "invalid", message: messages.coupon.invalid },
    ],
    [
      '"A message says that an automatic coupon with a better benefit prevents swapping"',
      check({ automaticoSuperior: true, mensagem: "Cupom automático melhor." }),
      { kind: "blocked", message: messages.coupon.automaticBlocksSwap },
    ],
  ])("%s", (_quote, answer, decision) => {
    expect(decideCouponCheck(withAutomatic, "VALE20", answer)).toEqual(decision);
  });

  it('"If it differs from the automatic one and is valid, the automatic one is cleared" (and no automatic coupon applies over it)', () => {
    expect(decideCouponCheck(withAutomatic, "VALE20", check({ valido: true }))).toEqual({
      kind: "applied",
      preferences: { ...withAutomatic, codigoCupom: "VALE20", codigoCupomAutomatico: null, aplicacaoAutomatica: false },
    });
  });

  it("uses the message 'Não foi possível trocar o seu cupom…' verbatim from docs/rules/cart.md \"Coupon\"", () => {
    expect(messages.coupon.automaticBlocksSwap).toBe(
      "Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.",
    );
  });
});

describe('docs/rules/cart.md "Coupon": "A removed coupon resets discounts and can unlock automatic application."', () => {
  it("forgets the manual code and lets the server apply an automatic coupon again", () => {
    const chosen: CartPreferences = {
      ...DEFAULT_CART_PREFERENCES,
      codigoCupom: "VALE20",
      aplicacaoAutomatica: false,
      idformapagamento: "21",
    };
    expect(withoutCoupon(chosen)).toEqual({ ...chosen, codigoCupom: null, aplicacaoAutomatica: true });
  });
});
