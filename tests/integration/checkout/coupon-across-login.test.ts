/**
 * A manual coupon across a logout and a new login (docs/upstream-api.md §40 `cupomManual`, ADR 0020):
 * Bom Sabor's BEMVINDO10 applied to Ana's cart stays applied — on the same browser, on another one
 * (a fresh cookie jar: another device), after a login form posted again — and the checkout's total
 * keeps its discount. When the upstream no longer accepts it (expired through the upstream's CLI),
 * the cart and the checkout say that it is no longer applied, and why, where the discount was.
 */
import { describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import type { Shopper } from "../../support/shopper";
import { upstreamCli } from "../../support/upstream-cli";
import {
  brl,
  CHECKOUT_ENV,
  checkoutFields,
  logIn,
  open,
  openCheckout,
  read,
  signUp,
  submitCheckout,
  type Page,
} from "./checkout-shopper";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

/** Ana, the demo customer; her address at Bom Sabor is outside its service area, so she places no order there. */
const ANA = "cliente@exemplo.com.br";
/** Azeite extravirgem português 500 ml, R$ 64,90 at Bom Sabor. */
const OLIVE_OIL = "2001";
const OLIVE_OIL_PRICE = 64.9;
/** 10 % of the lines it covers (every product), to the cent (docs/upstream-api.md §39). */
const WELCOME_DISCOUNT = Math.round(2 * OLIVE_OIL_PRICE * 0.1 * 100) / 100;

/** The cart holds just two bottles of olive oil (the page's save), with BEMVINDO10 applied. */
async function cartWithWelcomeCoupon(who: Shopper): Promise<void> {
  const saved = await who.post("/bomsabor/carrinho", {
    intent: "salvar",
    linhas: JSON.stringify([{ idproduto: OLIVE_OIL, quantidade: 2, embalarParaPresente: false }]),
  });
  expect(saved.status).toBe(303);
  const applied = await who.post("/bomsabor/carrinho", { intent: "cupom-aplicar", codigoCupom: "BEMVINDO10" });
  expect(applied.status).toBe(303);
  // The cart it leads to, as a browser follows: its one-time "Cupom BEMVINDO10 aplicado." is read here.
  expect(couponBox(await open(who, "/bomsabor/carrinho"))).toContain("Cupom BEMVINDO10 aplicado");
}

async function logOut(who: Shopper): Promise<void> {
  const answer = await who.post("/bomsabor/sair", {});
  expect(answer.status).toBe(303);
  expect(who.cookie("commerce-session")).toBeUndefined();
}

/** The coupon box of the cart page: its text. */
function couponBox(page: Page): string {
  return bodyText(/<section[^>]*aria-labelledby="titulo-cupom"[^>]*>[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? "");
}

/** The cart's summary (its discount line and total). */
function cartSummary(page: Page): string {
  return bodyText(/<section[^>]*aria-labelledby="resumo-titulo"[^>]*>[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? "");
}

/** The checkout's total, as its form carries it back (totalVisto). */
const checkoutTotal = (page: Page) => Number(checkoutFields(page).totalVisto);

/** The checkout's summary aside, next to the button. */
function checkoutSummary(page: Page): string {
  return bodyText(/<aside[^>]*aria-label="Total do pedido"[^>]*>[\s\S]*?<\/aside>/.exec(page.html)?.[0] ?? "");
}

const dropped = (reason: string) => `O cupom BEMVINDO10 não está mais aplicado: ${reason}`;

describe("a coupon across a logout and a new login", () => {
  it("stays applied on the same browser: the cart shows its discount and the order is charged the checkout's total with it", async () => {
    // A customer of her own, signed up with an address Bom Sabor delivers to.
    const { who: ana, customer } = await signUp(storefront.server, "bomsabor", "cupom");
    await cartWithWelcomeCoupon(ana);
    const before = await openCheckout(ana, "bomsabor");
    expect(checkoutSummary(before)).toContain(`Desconto − ${brl(WELCOME_DISCOUNT)}`);
    const total = checkoutTotal(before);

    await logOut(ana);
    expect((await ana.post("/bomsabor/entrar", { login: customer.email, senha: customer.senha })).status).toBe(303);

    const cart = await open(ana, "/bomsabor/carrinho");
    expect(couponBox(cart)).toContain("Cupom BEMVINDO10 aplicado");
    expect(cartSummary(cart)).toContain(`Desconto − ${brl(WELCOME_DISCOUNT)}`);
    const after = await openCheckout(ana, "bomsabor");
    expect(checkoutTotal(after)).toBe(total);
    expect(checkoutSummary(after)).toContain(`Desconto − ${brl(WELCOME_DISCOUNT)}`);

    // The order is charged the discounted total.
    const placed = await submitCheckout(ana, "bomsabor", after, { idformapagamento: "22" });
    expect(placed.status, (await read(placed.clone(), "/bomsabor/checkout")).text.slice(0, 1500)).toBe(303);
    expect(placedOrders(storefront.dataDir, customer.email).map((order) => order.totalpedido)).toEqual([total]);
  });

  it("stays applied on another device (a fresh browser): the upstream keeps it with the cart", async () => {
    const phone = await logIn(storefront.server, "bomsabor", ANA);
    await cartWithWelcomeCoupon(phone);
    const total = checkoutTotal(await openCheckout(phone, "bomsabor"));
    await logOut(phone);

    const laptop = await logIn(storefront.server, "bomsabor", ANA);
    const cart = await open(laptop, "/bomsabor/carrinho");
    expect(couponBox(cart)).toContain("Cupom BEMVINDO10 aplicado");
    expect(cartSummary(cart)).toContain(`Desconto − ${brl(WELCOME_DISCOUNT)}`);
    expect(checkoutTotal(await openCheckout(laptop, "bomsabor"))).toBe(total);
  });

  it("is not dropped by a login form posted again, nor by an old session's login after a logout", async () => {
    const ana = await logIn(storefront.server, "bomsabor", ANA);
    const stale = ana.clone();
    await cartWithWelcomeCoupon(ana);
    // The login form sent again while logged in (a replayed POST).
    expect((await ana.post("/bomsabor/entrar", { login: ANA, senha: "demo1234" })).status).toBe(303);
    expect(couponBox(await open(ana, "/bomsabor/carrinho"))).toContain("Cupom BEMVINDO10 aplicado");
    // A copy of the browser from before the coupon was applied logs in again after a logout.
    await logOut(ana);
    expect((await stale.post("/bomsabor/entrar", { login: ANA, senha: "demo1234" })).status).toBe(303);
    expect(couponBox(await open(stale, "/bomsabor/carrinho"))).toContain("Cupom BEMVINDO10 aplicado");
  });

  it("is said to be no longer applied, and why, when the upstream no longer accepts it at the next login", async () => {
    const ana = await logIn(storefront.server, "bomsabor", ANA);
    await cartWithWelcomeCoupon(ana);
    const total = checkoutTotal(await openCheckout(ana, "bomsabor"));
    await logOut(ana);
    await upstreamCli(storefront.dataDir, "coupon-expire", "--supplier", "bomsabor", "--code", "BEMVINDO10");

    expect((await ana.post("/bomsabor/entrar", { login: ANA, senha: "demo1234" })).status).toBe(303);
    const cart = await open(ana, "/bomsabor/carrinho");
    expect(couponBox(cart)).toContain(dropped("Cupom expirado."));
    expect(cartSummary(cart)).not.toContain("Desconto −");
    expect(cartSummary(cart)).toContain("Desconto do cupom BEMVINDO10 não aplicado");
    const checkout = await openCheckout(ana, "bomsabor");
    expect(checkoutSummary(checkout)).toContain(dropped("Cupom expirado."));
    expect(checkoutTotal(checkout)).toBeCloseTo(total + WELCOME_DISCOUNT, 2);
  });

  it("is said to be no longer applied at a later cart load, and a checkout shown with its discount places nothing without saying why", async () => {
    const { who: ana, customer } = await signUp(storefront.server, "bomsabor", "cupom");
    await cartWithWelcomeCoupon(ana);
    const shown = await openCheckout(ana, "bomsabor");
    expect(checkoutSummary(shown)).toContain(`Desconto − ${brl(WELCOME_DISCOUNT)}`);
    await upstreamCli(storefront.dataDir, "coupon-expire", "--supplier", "bomsabor", "--code", "BEMVINDO10");

    const refused = await read(
      await submitCheckout(ana, "bomsabor", shown, { idformapagamento: "22" }),
      "/bomsabor/checkout",
    );
    expect(refused.status).toBe(409);
    expect(placedOrders(storefront.dataDir, customer.email)).toHaveLength(0);
    expect(checkoutSummary(refused)).toContain(dropped("Cupom expirado."));
    expect(checkoutSummary(refused), checkoutSummary(refused)).toContain(
      `O total do pedido passou a ser ${brl(checkoutTotal(shown) + WELCOME_DISCOUNT)}`,
    );

    const cart = await open(ana, "/bomsabor/carrinho");
    expect(couponBox(cart)).toContain(dropped("Cupom expirado."));
    expect(couponBox(cart)).toContain("Remover cupom");
  });
});
