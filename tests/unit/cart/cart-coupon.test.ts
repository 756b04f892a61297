import { beforeEach, describe, expect, it, vi } from "vitest";
import { CartPreferencesSchema } from "~/models/cart-preferences";
import type { CouponCheck } from "~/models/cart";
import { messages } from "~/models/messages";
import { validateCoupon } from "~/services/api/coupon.server";
import { UpstreamError } from "~/services/api/errors";
import { applyCoupon, pricedFlash, removeCoupon } from "~/services/cart-coupon.server";
import type { CartOwner } from "~/services/cart.server";

vi.mock("~/services/api/coupon.server", () => ({ validateCoupon: vi.fn() }));
const check = vi.mocked(validateCoupon);

const preferences = CartPreferencesSchema.parse({
  idcliente: "501",
  codigoCupomAutomatico: "AUTO5",
  idformapagamento: "21",
});
const owner = {
  idcliente: "501",
  preferences,
  context: { supplier: { idfornecedor: "f-1", slug: "bomsabor" }, api: { idfornecedor: "f-1" } },
} as unknown as CartOwner;
const answer = (value: Partial<CouponCheck>): CouponCheck => ({
  valido: false,
  mensagem: null,
  automaticoSuperior: false,
  cupom: null,
  ...value,
});

beforeEach(() => {
  check.mockReset();
});

describe('applying a manual coupon (docs/rules/cart.md "Coupon")', () => {
  it("asks the server with the code upper-cased, the payment method and the automatic coupon, on the channel WEB", async () => {
    check.mockResolvedValue(answer({ valido: true }));
    const outcome = await applyCoupon(owner, " bemvindo10 ");
    expect(check).toHaveBeenCalledWith(
      {
        idfornecedor: "f-1",
        idcliente: "501",
        codigoCupom: "BEMVINDO10",
        idformapagamento: "21",
        codigoCupomAutomatico: "AUTO5",
      },
      owner.context.api,
    );
    expect(outcome).toEqual({
      preferences: {
        ...preferences,
        codigoCupom: "BEMVINDO10",
        codigoCupomAutomatico: null,
        aplicacaoAutomatica: false,
      },
      flash: { kind: "success", message: "Cupom BEMVINDO10 aplicado." },
    });
  });

  it('"If its code equals the automatic one, nothing happens" (no call; the shopper is told)', async () => {
    const outcome = await applyCoupon(owner, "auto5");
    expect(check).not.toHaveBeenCalled();
    expect(outcome.preferences).toBe(preferences);
    expect(outcome.flash?.kind).toBe("info");
  });

  it.each([
    ["the server's error", answer({ mensagem: "Cupom expirado." }), "Cupom expirado."],
    ["'Não foi possível verificar seu cupom' without one", answer({}), messages.coupon.invalid],
    [
      "the automatic coupon's better benefit",
      answer({ automaticoSuperior: true }),
      messages.coupon.automaticBlocksSwap,
    ],
  ])("warns with %s and keeps the preferences", async (_case, response, message) => {
    check.mockResolvedValue(response);
    expect(await applyCoupon(owner, "VALE20")).toEqual({ preferences, flash: { kind: "warning", message } });
  });

  it.each([
    [
      "a refusal's own message",
      () => new UpstreamError("400", "status", "/x", 400, "Parâmetros inválidos."),
      "Parâmetros inválidos.",
    ],
    [
      "the spec's message on a fault",
      () => new UpstreamError("500", "status", "/x", 500, "Internal"),
      messages.coupon.invalid,
    ],
    ["the spec's message on a timeout", () => new UpstreamError("t", "timeout", "/x"), messages.coupon.invalid],
  ])("an upstream failure gives %s", async (_case, failure, message) => {
    check.mockRejectedValue(failure());
    expect(await applyCoupon(owner, "VALE20")).toEqual({ preferences, flash: { kind: "warning", message } });
  });

  it("never sends a malformed code", async () => {
    expect(await applyCoupon(owner, "DESCONTO 10")).toEqual({
      preferences,
      flash: { kind: "warning", message: "Código de cupom inválido." },
    });
    expect(check).not.toHaveBeenCalled();
  });
});

describe("removing a coupon", () => {
  it('"A removed coupon resets discounts and can unlock automatic application"', () => {
    const chosen = {
      ...owner,
      preferences: { ...preferences, codigoCupom: "VALE20", aplicacaoAutomatica: false },
    } as CartOwner;
    expect(removeCoupon(chosen)).toEqual({
      preferences: { ...preferences, codigoCupom: null, aplicacaoAutomatica: true },
      flash: { kind: "success", message: "Cupom VALE20 removido." },
    });
  });
});

describe("the message once the cart is priced", () => {
  const applied = {
    preferences: { ...preferences, codigoCupom: "VALE20" },
    flash: { kind: "success" as const, message: "Cupom VALE20 aplicado." },
  };
  const cart = {
    codigoCupom: null,
    tipoDesconto: "%" as const,
    valorDescontoPercentual: 0,
    produtosComDesconto: [],
    cupomAutomatico: null,
    mensagemCupom: null,
    valorDesconto: 0,
  };

  it("keeps 'aplicado' when the cart has the coupon", () => {
    expect(
      pricedFlash(applied, {
        ...cart,
        codigoCupom: "VALE20",
        tipoDesconto: "R$",
        valorDescontoPercentual: 20,
        valorDesconto: 20,
      }),
    ).toEqual(applied.flash);
  });

  it("says why when the cart left it out (mensagemCupom)", () => {
    expect(
      pricedFlash(applied, { ...cart, mensagemCupom: "Valor mínimo do pedido para este cupom: R$ 150,00." }),
    ).toEqual({
      kind: "warning",
      message: "Valor mínimo do pedido para este cupom: R$ 150,00.",
    });
  });
});
