import { describe, expect, it } from "vitest";
import type { Coupon } from "~/models/cart";
import { CartPreferencesSchema, type CartPreferences } from "~/models/cart-preferences";
import {
  benefitText,
  cartCouponView,
  couponNotKept,
  couponOffers,
  dateText,
  droppedReason,
  referralShare,
  type CartCouponFields,
} from "~/models/coupon-view";
import { messages } from "~/models/messages";

const DEFAULT_CART_PREFERENCES: CartPreferences = CartPreferencesSchema.parse({});

/** Text as the page reads it: no-break spaces as spaces. */
const plain = (text: string | null) => (text === null ? null : text.replace(/\u00a0/g, " "));

const noCoupon: CartCouponFields = {
  codigoCupom: null,
  tipoDesconto: "%",
  valorDescontoPercentual: 0,
  produtosComDesconto: [],
  cupomAutomatico: null,
  mensagemCupom: null,
  valorDesconto: 0,
};

describe('what a coupon gives (docs/rules/cart.md "Cart fields": tipoDesconto, default %)', () => {
  it.each([
    ["%", 10, "10 %"],
    ["%", 2.5, "2,5 %"],
    ["R$", 20, "R$ 20,00"],
    ["R$", 1000, "R$ 1.000,00"],
  ] as const)("%s %d reads %j", (kind, value, text) => {
    expect(plain(benefitText(kind, value))).toBe(text);
  });

  it.each([
    ["2036-12-31", "31/12/2036"],
    ["2027-01-05T23:59:59Z", "05/01/2027"],
    ["amanhã", null],
    [null, null],
  ])("validity %j reads %j", (iso, text) => {
    expect(dateText(iso)).toBe(text);
  });
});

describe("the cart's coupon box", () => {
  it.each([
    ["no coupon", noCoupon, null, { applied: null, discount: null, pending: null }],
    [
      "a manual coupon priced in",
      { ...noCoupon, codigoCupom: "BEMVINDO10", valorDescontoPercentual: 10, valorDesconto: 12.98 },
      "BEMVINDO10",
      {
        applied: {
          code: "BEMVINDO10",
          automatic: false,
          benefit: "10 %",
          selectedProducts: false,
          detail: "10 % de desconto: − R$ 12,98",
        },
        discount: "R$ 12,98",
        pending: null,
      },
    ],
    [
      'an automatic coupon priced in (docs/rules/cart.md "Coupon": applied and its code remembered)',
      {
        ...noCoupon,
        codigoCupom: "AUTO5",
        valorDescontoPercentual: 5,
        valorDesconto: 16,
        cupomAutomatico: { codigoCupom: "AUTO5", valorDescontoPercentual: 5, tipoDesconto: "%" as const },
      },
      null,
      {
        applied: {
          code: "AUTO5",
          automatic: true,
          benefit: "5 %",
          selectedProducts: false,
          detail: "5 % de desconto: − R$ 16,00",
        },
        discount: "R$ 16,00",
        pending: null,
      },
    ],
    [
      "a coupon on some products",
      {
        ...noCoupon,
        codigoCupom: "QUEIJOS15",
        valorDescontoPercentual: 15,
        produtosComDesconto: ["2001"],
        valorDesconto: 9.74,
      },
      "queijos15",
      {
        applied: {
          code: "QUEIJOS15",
          automatic: false,
          benefit: "15 %",
          selectedProducts: true,
          detail: "15 % de desconto em produtos selecionados: − R$ 9,74",
        },
        discount: "R$ 9,74",
        pending: null,
      },
    ],
    [
      "a chosen code no longer priced in, with the server's reason (mensagemCupom)",
      { ...noCoupon, mensagemCupom: "Valor mínimo do pedido para este cupom: R$ 150,00." },
      "VALE20",
      {
        applied: null,
        discount: null,
        pending: {
          code: "VALE20",
          reason: "Valor mínimo do pedido para este cupom: R$ 150,00.",
          message: "O cupom VALE20 não está mais aplicado: Valor mínimo do pedido para este cupom: R$ 150,00.",
        },
      },
    ],
    [
      "a chosen code not priced in, without a reason",
      noCoupon,
      "VALE20",
      {
        applied: null,
        discount: null,
        pending: {
          code: "VALE20",
          reason: messages.coupon.invalid,
          message: `O cupom VALE20 não está mais aplicado: ${messages.coupon.invalid}`,
        },
      },
    ],
    [
      "a chosen code the upstream (which keeps coupons with carts) says it keeps no more",
      { ...noCoupon, cupomManual: null },
      "BEMVINDO10",
      {
        applied: null,
        discount: null,
        pending: {
          code: "BEMVINDO10",
          reason: couponNotKept,
          message: `O cupom BEMVINDO10 não está mais aplicado: ${couponNotKept}`,
        },
      },
    ],
    [
      "an expired coupon the upstream still keeps with the cart",
      { ...noCoupon, cupomManual: "BEMVINDO10", mensagemCupom: "Cupom expirado." },
      "BEMVINDO10",
      {
        applied: null,
        discount: null,
        pending: {
          code: "BEMVINDO10",
          reason: "Cupom expirado.",
          message: "O cupom BEMVINDO10 não está mais aplicado: Cupom expirado.",
        },
      },
    ],
  ])("%s", (_case, cart, chosen, view) => {
    const shown = cartCouponView(cart, chosen);
    expect({
      ...shown,
      discount: plain(shown.discount),
      applied: shown.applied && {
        ...shown.applied,
        benefit: plain(shown.applied.benefit),
        detail: plain(shown.applied.detail),
      },
    }).toEqual(view);
  });
});

/**
 * The rule (app/models/coupon-view.ts, droppedReason): "the server's own reason (`mensagemCupom`, call
 * 41's messages) first; when it gives none and answered that it keeps no coupon with the cart
 * (`cupomManual: null`), that; otherwise 'Não foi possível verificar seu cupom' (docs/rules/cart.md "Coupon")."
 */
describe("why a coupon the shopper applied is no longer applied", () => {
  it.each([
    ["the server's reason", { mensagemCupom: "Cupom expirado.", cupomManual: "BEMVINDO10" }, "Cupom expirado."],
    [
      "the server's reason, also when it keeps no coupon",
      { mensagemCupom: "Cupom expirado.", cupomManual: null },
      "Cupom expirado.",
    ],
    ["no reason, and the upstream keeps none with the cart", { mensagemCupom: null, cupomManual: null }, couponNotKept],
    [
      "no reason, from an upstream that keeps no coupons at all",
      { mensagemCupom: null, cupomManual: undefined },
      messages.coupon.invalid,
    ],
    [
      "no reason, though the upstream keeps it",
      { mensagemCupom: null, cupomManual: "BEMVINDO10" },
      messages.coupon.invalid,
    ],
  ])("%s", (_case, cart, reason) => {
    expect(droppedReason(cart)).toBe(reason);
  });
});

const coupon = (codigoCupom: string, extra: Partial<Coupon> = {}): Coupon => ({
  codigoCupom,
  descricao: null,
  tipoDesconto: "%",
  valorDescontoPercentual: 10,
  produtosComDesconto: [],
  valorMinimo: null,
  validade: null,
  automatico: false,
  ...extra,
});

describe('the list of coupons (docs/rules/cart.md "Coupon list": cupons, cupomRecomendacao)', () => {
  const list = {
    cupons: [
      coupon("BEMVINDO10", { descricao: "10% na primeira compra", validade: "2027-12-31" }),
      coupon("VALE20", { tipoDesconto: "R$", valorDescontoPercentual: 20, valorMinimo: 150 }),
      coupon("QUEIJOS15", { valorDescontoPercentual: 15, produtosComDesconto: ["2001", "2002"] }),
      coupon("AUTO5", { valorDescontoPercentual: 5, valorMinimo: 300, automatico: true }),
    ],
    cupomRecomendacao: coupon("VALE20", { tipoDesconto: "R$", valorDescontoPercentual: 20, valorMinimo: 150 }),
  };

  it("puts the recommended coupon first, once, and says what each gives", () => {
    const offers = couponOffers(list, { ...DEFAULT_CART_PREFERENCES, codigoCupomAutomatico: "AUTO5" });
    expect(
      offers.map((offer) => [
        offer.code,
        plain(offer.benefit),
        plain(offer.minimum),
        offer.validity,
        offer.recommended,
        offer.inUse,
      ]),
    ).toEqual([
      ["VALE20", "R$ 20,00 de desconto", "Pedido mínimo de R$ 150,00", null, true, false],
      ["BEMVINDO10", "10 % de desconto", null, "Válido até 31/12/2027", false, false],
      ["QUEIJOS15", "15 % de desconto em produtos selecionados", null, null, false, false],
      ["AUTO5", "5 % de desconto", "Pedido mínimo de R$ 300,00", null, false, true],
    ]);
    expect(offers[1]?.description).toBe("10% na primeira compra");
    expect(offers[3]?.automatic).toBe(true);
  });

  it("marks the code the shopper chose, whatever its case", () => {
    const offers = couponOffers(
      { cupons: list.cupons, cupomRecomendacao: null },
      { codigoCupom: "bemvindo10", codigoCupomAutomatico: null },
    );
    expect(offers.filter((offer) => offer.inUse).map((offer) => offer.code)).toEqual(["BEMVINDO10"]);
  });

  it("shows a recommended coupon the list left out", () => {
    expect(
      couponOffers({ cupons: [], cupomRecomendacao: coupon("CAFE10") }, DEFAULT_CART_PREFERENCES).map(
        (offer) => offer.code,
      ),
    ).toEqual(["CAFE10"]);
  });

  it("has nothing to show for an empty (or failed) list", () => {
    expect(couponOffers({ cupons: [], cupomRecomendacao: null }, DEFAULT_CART_PREFERENCES)).toEqual([]);
  });
});

describe('docs/rules/cart.md "Coupon sharing": the referral coupon by e-mail and WhatsApp', () => {
  const share = referralShare(
    {
      codigoCupom: "INDICA-501",
      descricao: "10% para quem você indicar",
      tipoDesconto: "%",
      valorDescontoPercentual: 10,
    },
    "Distribuidora Aurora",
    "https://loja.example/aurora",
  );

  it("sends the code and the store's address", () => {
    const text =
      "Ganhe 10\u00a0% de desconto na Distribuidora Aurora com o meu cupom INDICA-501: https://loja.example/aurora";
    expect(share.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(share.mailto.startsWith("mailto:?subject=")).toBe(true);
    expect(decodeURIComponent(share.mailto.split("&body=")[1] ?? "")).toBe(text);
    expect(share.code).toBe("INDICA-501");
    expect(share.description).toBe("10% para quem você indicar");
  });
});
