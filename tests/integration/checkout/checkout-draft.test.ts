/**
 * A checkout sent after the session ended (it expired upstream, or a logout in another tab cleared
 * it), through the real server without JavaScript (issue 14 "session expired mid-checkout"; ADR
 * 0016; docs/demo.md "Placing an order"): the shopper goes to log in and comes back to the checkout with
 * what they typed — never a card — shown once, priced again, and placed only when they press again;
 * another customer logging in on the same browser never sees it.
 */
import { describe, expect, it } from "vitest";
import { openDraft } from "~/services/checkout/checkout-draft.server";
import { seededStorefront } from "../../support/seeded-storefront";
import type { Shopper } from "../../support/shopper";
import { TEST_SESSION_SECRET } from "../../support/storefront-server";
import { bodyText } from "../../support/html";
import {
  addToCart,
  brl,
  casaVerdeAnswers,
  CHECKOUT_ENV,
  checkoutFields,
  choosePickup,
  logIn,
  openCheckout,
  orderNumberIn,
  submitCheckout,
  type Page,
  type Store,
} from "./checkout-shopper";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const ANA = "cliente@exemplo.com.br";
const EMPRESA = "empresa@exemplo.com.br";
const CASAVERDE = "casaverde@exemplo.com.br";
const DRAFT = "commerce-checkout-draft";
const RESTORED =
  "Recuperamos o que você tinha preenchido antes de entrar. Confira o pedido e os preços e finalize de novo.";
const RESTORED_IN_PART =
  "Recuperamos parte do que você tinha preenchido antes de entrar, mas não conseguimos guardar tudo. Confira o pedido, preencha de novo o que estiver faltando e finalize.";
const CARD = {
  numero: "4111111111111111",
  numeroCartao: "4111111111111111",
  nomeCartao: "ANA SOUZA",
  validade: "12/30",
  cvc: "123",
};
const TYPED = { anotacoes: "Entregar na portaria, bloco B", numPedidoCliente: "OC-2026-77" };

/** The draft the shopper's browser holds, opened with the test server's secret. */
const heldDraft = (who: Shopper) => {
  const value = who.cookie(DRAFT);
  return value === undefined ? undefined : openDraft(value, [TEST_SESSION_SECRET]);
};

/** Logs in again in the same browser, from the login page the checkout sent the shopper to (or another). */
async function logInAgain(who: Shopper, store: Store, login: string, redirectTo = `/${store}/checkout`) {
  const answer = await who.post(`/${store}/entrar`, { login, senha: "demo1234", redirectTo });
  expect(answer.status, `login of ${login}`).toBe(303);
  return answer.headers.get("Location");
}

/** Aurora's checkout with a bale of rice in the cart, as Ana sees it. */
async function auroraCheckout(): Promise<{ who: Shopper; page: Page }> {
  const who = await logIn(storefront.server, "aurora", ANA);
  await addToCart(who, "aurora", "1001", "1");
  return { who, page: await openCheckout(who, "aurora") };
}

describe("a checkout sent after the session ended", () => {
  it("goes to log in and back to the checkout with what was typed (no card), once, priced again; the order goes when pressed again", async () => {
    const who = await logIn(storefront.server, "casaverde", CASAVERDE);
    await addToCart(who, "casaverde", "3001", "6");
    const page = await openCheckout(who, "casaverde");
    const answers = casaVerdeAnswers(page);
    // The session ends upstream meanwhile: a logout in another tab (its cookies are that tab's own here).
    expect((await who.clone().post("/casaverde/sair", {})).status).toBe(303);

    const typed = { ...answers, ...TYPED, idformapagamento: "32", trocoPara: "100,00" };
    const sent = await submitCheckout(who, "casaverde", page, { ...typed, ...CARD, totalVisto: "0.01" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/casaverde/entrar?redirectTo=%2Fcasaverde%2Fcheckout");
    expect(placedOrders(storefront.dataDir, CASAVERDE)).toEqual([]);
    const draft = heldDraft(who);
    expect(draft?.fields).toEqual({ idformapagamento: "32", trocoPara: "100,00", ...TYPED, caracteristicas: answers });
    expect(draft?.idcliente).not.toBeNull();
    expect(JSON.stringify(draft)).not.toMatch(/4111|ANA SOUZA|12\/30|0\.01|chave/);

    expect(await logInAgain(who, "casaverde", CASAVERDE)).toBe("/casaverde/checkout");
    const restored = await openCheckout(who, "casaverde");
    expect(restored.text).toContain(RESTORED);
    expect(checkoutFields(restored)).toMatchObject({ ...typed, totalVisto: (6 * 6.49).toFixed(2) });
    expect(restored.html).not.toContain("4111");
    expect(who.cookie(DRAFT)).toBeUndefined();

    const again = await openCheckout(who, "casaverde");
    expect(again.text).not.toContain(RESTORED);
    expect(checkoutFields(again)).toMatchObject({ anotacoes: "", numPedidoCliente: "" });

    const placed = await submitCheckout(who, "casaverde", restored);
    expect(placed.status).toBe(303);
    const numpedido = orderNumberIn(placed.headers.get("Location"), "casaverde");
    expect(placedOrders(storefront.dataDir, CASAVERDE)).toMatchObject([
      { numpedido: Number(numpedido), anotacoes: TYPED.anotacoes },
    ]);
  });

  it("with no session left at all, comes back to the one who logs in from the checkout's login page", async () => {
    const { who, page } = await auroraCheckout();
    who.forget("commerce-session");
    who.forget("commerce-auth-token");
    const sent = await submitCheckout(who, "aurora", page, { ...TYPED, ...CARD });
    expect(sent.headers.get("Location")).toBe("/aurora/entrar?redirectTo=%2Faurora%2Fcheckout&motivo=compra");
    expect(heldDraft(who)).toMatchObject({ idcliente: null, fields: TYPED });

    expect(await logInAgain(who, "aurora", ANA)).toBe("/aurora/checkout");
    const restored = await openCheckout(who, "aurora");
    expect(restored.text).toContain(RESTORED);
    expect(checkoutFields(restored)).toMatchObject(TYPED);
  });

  it("with a payment method the upstream cannot price, comes back priced as the session has it instead of failing the checkout", async () => {
    const { who, page } = await auroraCheckout();
    who.forget("commerce-session");
    who.forget("commerce-auth-token");
    // A form sent by hand: the reference server answers 400 for a method id that is not a number.
    await submitCheckout(who, "aurora", page, { ...TYPED, idformapagamento: "PIX" });
    expect(heldDraft(who)?.fields).toMatchObject({ idformapagamento: "PIX" });

    expect(await logInAgain(who, "aurora", ANA)).toBe("/aurora/checkout");
    const restored = await openCheckout(who, "aurora");
    expect(restored.text).toContain(RESTORED);
    expect(checkoutFields(restored)).toMatchObject({
      ...TYPED,
      idformapagamento: checkoutFields(page).idformapagamento,
    });
    expect(who.cookie(DRAFT)).toBeUndefined();
  });
});

/** The total the header's cart link shows on a page ("R$ 37,29"), or null when it shows none. */
const headerTotal = (page: Page, store: Store) => {
  const link = new RegExp(`<a[^>]*href="/${store}/carrinho"[^>]*>([\\s\\S]*?)</a>`).exec(page.html)?.[1] ?? "";
  return /R\$\s*[\d.,]+/.exec(bodyText(link))?.[0] ?? null;
};

describe("the prices after the login", () => {
  // Aurora prices by payment method (tag support-price-variance-by-payment): Ana's default, the
  // invoice, adds 2 %; PIX takes 3 % off. Pickup: the checkout's total is the cart's, no fee.
  it.each([
    ["the session still said whose it was", (who: Shopper) => who.forget("commerce-auth-token")],
    ["no session was left", (who: Shopper) => (who.forget("commerce-auth-token"), who.forget("commerce-session"))],
  ])("are the draft's payment method's on the first page after it, header included (%s)", async (_, endSession) => {
    const { who } = await auroraCheckout();
    await choosePickup(who, "aurora");
    const page = await openCheckout(who, "aurora");
    const invoiced = Number(checkoutFields(page).totalVisto);
    expect(headerTotal(page, "aurora")).toBe(brl(invoiced));
    endSession(who);
    expect((await submitCheckout(who, "aurora", page, { ...TYPED, idformapagamento: "12" })).status).toBe(303);

    expect(await logInAgain(who, "aurora", ANA)).toBe("/aurora/checkout");
    const restored = await openCheckout(who, "aurora");
    expect(restored.text).toContain(RESTORED);
    const fields = checkoutFields(restored);
    expect(fields.idformapagamento).toBe("12");
    const pix = Number(fields.totalVisto);
    expect(pix).toBeLessThan(invoiced);
    expect(headerTotal(restored, "aurora")).toBe(brl(pix));
  });
});

describe("a logout in another tab of the same browser (both cookies gone)", () => {
  it("keeps the draft for the customer who logged out: another customer logging in there from the checkout's login page never sees it", async () => {
    const { who, page } = await auroraCheckout();
    // The other tab shares this browser's cookies: its logout clears the session here too.
    expect((await who.post("/aurora/sair", {})).status).toBe(303);
    expect(who.cookie("commerce-session")).toBeUndefined();
    const sent = await submitCheckout(who, "aurora", page, TYPED);
    expect(sent.headers.get("Location")).toMatch(/^\/aurora\/entrar\?redirectTo=%2Faurora%2Fcheckout/);
    expect(heldDraft(who)?.idcliente).not.toBeNull();

    // Someone else at the same computer logs in from that login page.
    const someoneElse = who.clone();
    expect(await logInAgain(someoneElse, "aurora", EMPRESA)).toBe("/aurora/checkout");
    const theirs = await openCheckout(someoneElse, "aurora");
    expect(theirs.html).not.toContain(TYPED.anotacoes);
    expect(theirs.text).not.toContain(RESTORED);

    // The one who logged out gets it back.
    expect(await logInAgain(who, "aurora", ANA)).toBe("/aurora/checkout");
    const restored = await openCheckout(who, "aurora");
    expect(restored.text).toContain(RESTORED);
    expect(checkoutFields(restored)).toMatchObject(TYPED);
  });

  it("is forgotten by the next login: a checkout of the next customer whose session then ends is never kept for the one who logged out before", async () => {
    const who = await logIn(storefront.server, "aurora", EMPRESA);
    expect((await who.post("/aurora/sair", {})).status).toBe(303);
    expect(who.cookie("commerce-signed-out")).toBeDefined();
    expect(await logInAgain(who, "aurora", ANA, "/aurora")).toBe("/aurora");
    expect(who.cookie("commerce-signed-out")).toBeUndefined();
    await addToCart(who, "aurora", "1001", "1");
    const page = await openCheckout(who, "aurora");
    // Ana's session ends with both cookies gone (as when it expires and a page clears them).
    who.forget("commerce-session");
    who.forget("commerce-auth-token");
    await submitCheckout(who, "aurora", page, TYPED);
    expect(heldDraft(who)).toMatchObject({ idcliente: null, fields: TYPED });

    expect(await logInAgain(who, "aurora", ANA)).toBe("/aurora/checkout");
    const restored = await openCheckout(who, "aurora");
    expect(restored.text).toContain(RESTORED);
    expect(checkoutFields(restored)).toMatchObject(TYPED);
  });
});

describe("a draft too large for its cookie", () => {
  it("keeps what fits and says the rest must be typed again, instead of dropping it silently", async () => {
    const who = await logIn(storefront.server, "casaverde", CASAVERDE);
    await addToCart(who, "casaverde", "3001", "6");
    const page = await openCheckout(who, "casaverde");
    const answers = Object.fromEntries(Object.keys(casaVerdeAnswers(page)).map((name) => [name, "€".repeat(200)]));
    // 1 500 bytes of notes and 1 200 of answers: past the draft's 2 000 bytes, the answers go.
    const notes = "€".repeat(500);
    who.forget("commerce-auth-token");
    expect((await submitCheckout(who, "casaverde", page, { ...answers, anotacoes: notes })).status).toBe(303);

    expect(await logInAgain(who, "casaverde", CASAVERDE)).toBe("/casaverde/checkout");
    const restored = await openCheckout(who, "casaverde");
    expect(restored.text).toContain(RESTORED_IN_PART);
    expect(restored.text).not.toContain(RESTORED);
    expect(checkoutFields(restored).anotacoes).toBe(notes);
  });
});

describe("another customer on the same browser", () => {
  it("never sees a draft that was someone else's, and the draft is gone for its owner too", async () => {
    const { who, page } = await auroraCheckout();
    // The token's cookie expired; the session's still says who it was.
    who.forget("commerce-auth-token");
    expect((await submitCheckout(who, "aurora", page, TYPED)).status).toBe(303);
    expect(heldDraft(who)?.idcliente).not.toBeNull();

    expect(await logInAgain(who, "aurora", EMPRESA)).toBe("/aurora/checkout");
    expect(who.cookie(DRAFT)).toBeUndefined();
    const theirs = await who.get("/aurora/checkout");
    const html = await theirs.text();
    expect(html).not.toContain(TYPED.anotacoes);
    expect(html).not.toContain(RESTORED);

    await logInAgain(who, "aurora", ANA);
    expect((await openCheckout(who, "aurora")).text).not.toContain(RESTORED);
  });

  it("a draft of no known customer is dropped by a login that does not go back to the checkout", async () => {
    const { who, page } = await auroraCheckout();
    who.forget("commerce-session");
    who.forget("commerce-auth-token");
    expect((await submitCheckout(who, "aurora", page, TYPED)).status).toBe(303);
    expect(who.cookie(DRAFT)).toBeDefined();

    expect(await logInAgain(who, "aurora", EMPRESA, "/aurora")).toBe("/aurora");
    expect(who.cookie(DRAFT)).toBeUndefined();
  });
});
