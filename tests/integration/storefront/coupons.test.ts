/**
 * Coupons through the real server (docs/rules/cart.md "Coupon"; docs/upstream-api.md §41–43): the shopper's
 * list of coupons, choosing one from it, and the cart's coupon box (apply, refuse, remove, the
 * automatic coupon), all without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/models/messages";
import { bodyText, tags, titleOf } from "../../support/html";
import { newCustomer } from "../../support/new-customer";
import { Shopper } from "../../support/shopper";
import { DEFAULT_SITE_URL, startStorefront, type StorefrontServer } from "../../support/storefront-server";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront();
});

afterAll(async () => {
  await server?.stop();
});

/** Azeite extravirgem português 500 ml, R$ 64,90 at bomsabor. */
const OLIVE_OIL = "2001";

/** A customer of bomsabor nobody else uses: signed up, terms accepted, logged in. */
async function newBomsaborCustomer(): Promise<Shopper> {
  const who = new Shopper(server.url);
  const signUp = await who.post("/bomsabor/cadastro", newCustomer("cupom").fields);
  expect(signUp.status).toBe(303);
  const accepted = await who.post("/bomsabor/termos", { intent: "aceitar", redirectTo: "/bomsabor" });
  expect(accepted.headers.get("Location")).toBe("/bomsabor");
  return who;
}

async function page(who: Shopper, path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await who.get(path);
  const html = await response.text();
  return { status: response.status, html, text: bodyText(html) };
}

/** A cart form posted as the cart page posts it; answers where it led. */
async function cartForm(who: Shopper, fields: Record<string, string>): Promise<string | null> {
  const response = await who.post("/bomsabor/carrinho", fields);
  expect(response.status).toBe(303);
  return response.headers.get("Location");
}

/** The cart holds just `quantidade` bottles of olive oil (the page's save, intent `salvar`). */
async function cartWith(who: Shopper, quantidade: number) {
  await cartForm(who, {
    intent: "salvar",
    linhas: JSON.stringify([{ idproduto: OLIVE_OIL, quantidade, embalarParaPresente: false }]),
  });
}

describe("the page of coupons", () => {
  it("sends a guest to log in and back", async () => {
    const response = await new Shopper(server.url).get("/bomsabor/cupons");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/bomsabor/entrar?redirectTo=%2Fbomsabor%2Fcupons&motivo=compra");
  });

  it('lists the coupons valid today on the channel WEB (docs/rules/cart.md "Coupon list": available only), each with what it gives', async () => {
    const who = await newBomsaborCustomer();
    const { status, html, text } = await page(who, "/bomsabor/cupons");
    expect(status).toBe(200);
    expect(titleOf(html)).toMatch(/^Meus cupons/);
    for (const code of ["BEMVINDO10", "QUEIJOS15", "VALE20"]) expect(text).toContain(code);
    for (const code of ["EXPIRADO", "BALCAO", "NATAL", "ANA25"]) expect(text).not.toContain(code);
    expect(text).toContain("15 % de desconto em produtos selecionados");
    expect(text).toContain("Pedido mínimo de R$ 150,00");
    expect(text).toMatch(/Válido até \d{2}\/\d{2}\/20\d{2}/);
    expect(text).toContain("Usar este cupom");
    // Bomsabor does not share coupons (no tag uses-share-coupom).
    expect(text).not.toContain("Indique e ganhe");
  });

  it("shows a customer the coupons given to them only", async () => {
    const who = new Shopper(server.url);
    await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    const { text } = await page(who, "/aurora/cupons");
    expect(text).toContain("PRIMEIRACOMPRA");
    expect(text).toContain("CAFE10");
  });

  it("offers the referral coupon to share where the supplier has tag uses-share-coupom", async () => {
    const who = new Shopper(server.url);
    await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    const { html, text } = await page(who, "/aurora/cupons");
    expect(text).toContain("Indique e ganhe");
    expect(text).toContain("INDICA-501");
    const links = tags(html, "a").map((attributes) => attributes.href ?? "");
    const whatsapp = links.find((href) => href.startsWith("https://wa.me/?text="));
    expect(decodeURIComponent(whatsapp ?? "")).toContain(`INDICA-501: ${new URL(DEFAULT_SITE_URL).origin}/aurora`);
    expect(links.some((href) => href.startsWith("mailto:?subject="))).toBe(true);
  });

  it("applies the coupon chosen and shows the cart priced with it", async () => {
    const who = await newBomsaborCustomer();
    await cartWith(who, 2);
    const chosen = await who.post("/bomsabor/cupons", { intent: "escolher", codigoCupom: "BEMVINDO10" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe("/bomsabor/carrinho");
    const cart = await page(who, "/bomsabor/carrinho");
    expect(cart.text).toContain("Cupom BEMVINDO10 aplicado.");
    expect(cart.text).toContain("Remover cupom");
    expect(cart.text).toContain("R$ 12,98"); // 10 % of 2 × R$ 64,90
    // The list says which coupon the cart has now.
    expect((await page(who, "/bomsabor/cupons")).text).toContain("Em uso no seu carrinho");
  });

  it("comes back to the list with the server's reason when the coupon cannot be used", async () => {
    const who = await newBomsaborCustomer();
    await cartWith(who, 1);
    const chosen = await who.post("/bomsabor/cupons", { intent: "escolher", codigoCupom: "VALE20" });
    expect(chosen.headers.get("Location")).toBe("/bomsabor/cupons");
    expect((await page(who, "/bomsabor/cupons")).text).toContain("Valor mínimo do pedido para este cupom: R$ 150,00.");
  });

  it("refuses a malformed code with a message, and a form from another site", async () => {
    const who = await newBomsaborCustomer();
    const malformed = await who.post("/bomsabor/cupons", { intent: "escolher", codigoCupom: "DESCONTO 10" });
    expect(malformed.status).toBe(400);
    expect(bodyText(await malformed.text())).toContain("Código de cupom inválido.");
    expect(
      (await who.post("/bomsabor/cupons", { intent: "escolher", codigoCupom: "BEMVINDO10" }, "http://evil.example"))
        .status,
    ).toBe(403);
  });
});

describe('the cart\'s coupon box (docs/rules/cart.md "Coupon")', () => {
  it("applies a typed code, warns with the server's reason, and removes the coupon", async () => {
    const who = await newBomsaborCustomer();
    await cartWith(who, 1);
    let cart = await page(who, "/bomsabor/carrinho");
    expect(cart.text).toContain("Cupom de desconto");
    expect(cart.text).toContain("Ver meus cupons");

    await cartForm(who, { intent: "cupom-aplicar", codigoCupom: "naoexiste" });
    expect((await page(who, "/bomsabor/carrinho")).text).toContain("Cupom não encontrado.");

    await cartForm(who, { intent: "cupom-aplicar", codigoCupom: "expirado" });
    expect((await page(who, "/bomsabor/carrinho")).text).toContain("Cupom expirado.");

    await cartForm(who, { intent: "cupom-aplicar", codigoCupom: "balcao" });
    expect((await page(who, "/bomsabor/carrinho")).text).toContain("Cupom não disponível neste canal de venda.");

    await cartForm(who, { intent: "cupom-aplicar", codigoCupom: " bemvindo10 " });
    cart = await page(who, "/bomsabor/carrinho");
    expect(cart.text).toContain("Cupom BEMVINDO10 aplicado.");
    // Said once, by the coupon's own line (announced), not again under the field.
    expect(cart.text.split(/Cupom BEMVINDO10 aplicado/).length - 1).toBe(1);
    expect(cart.text).toContain("10 % de desconto: − R$ 6,49");

    await cartForm(who, { intent: "cupom-remover" });
    cart = await page(who, "/bomsabor/carrinho");
    expect(cart.text).toContain("Cupom BEMVINDO10 removido.");
    expect(cart.text).not.toContain("Remover cupom");
  });

  it("says why a chosen coupon no longer counts once the cart changes, and lets it go", async () => {
    const who = await newBomsaborCustomer();
    await cartWith(who, 3);
    await cartForm(who, { intent: "cupom-aplicar", codigoCupom: "VALE20" });
    expect((await page(who, "/bomsabor/carrinho")).text).toContain("Cupom VALE20 aplicado.");
    await cartWith(who, 1);
    const cart = await page(who, "/bomsabor/carrinho");
    expect(cart.text).toContain("Valor mínimo do pedido para este cupom: R$ 150,00.");
    expect(cart.text).toContain("Remover cupom");
  });

  it("applies the automatic coupon by itself, ignores its code typed, and keeps it over a smaller manual one", async () => {
    const who = await newBomsaborCustomer();
    await cartWith(who, 8); // R$ 519,20: AUTO5 gives R$ 25,96
    let cart = await page(who, "/bomsabor/carrinho");
    expect(cart.text).toContain("Cupom automático AUTO5 aplicado");
    expect(cart.text).not.toContain("Remover cupom");

    await cartForm(who, { intent: "cupom-aplicar", codigoCupom: "auto5" });
    expect((await page(who, "/bomsabor/carrinho")).text).toContain(
      "O cupom AUTO5 já está aplicado automaticamente ao seu carrinho.",
    );

    await cartForm(who, { intent: "cupom-aplicar", codigoCupom: "VALE20" });
    cart = await page(who, "/bomsabor/carrinho");
    expect(cart.text).toContain(messages.coupon.automaticBlocksSwap);
    expect(cart.text).toContain("Cupom automático AUTO5 aplicado");

    // A better manual coupon replaces it; removing that one lets the automatic one back.
    await cartForm(who, { intent: "cupom-aplicar", codigoCupom: "BEMVINDO10" });
    cart = await page(who, "/bomsabor/carrinho");
    expect(cart.text).toContain("Cupom BEMVINDO10 aplicado.");
    expect(cart.text).not.toContain("Cupom automático AUTO5");
    await cartForm(who, { intent: "cupom-remover" });
    expect((await page(who, "/bomsabor/carrinho")).text).toContain("Cupom automático AUTO5 aplicado");
  });
});
