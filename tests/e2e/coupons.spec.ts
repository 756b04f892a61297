import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { newCustomer } from "../support/new-customer";
import { expect, test } from "./support/fixtures";
import { SUPPLIERS } from "./support/suppliers";
import { logIn } from "./support/session";

/** Pictures of the coupon pages for people to look at (tests/e2e/screenshots, not committed), taken of the page with JavaScript. */
const SCREENSHOT_DIR = path.join(import.meta.dirname, "screenshots");

async function pictures(page: Page, name: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const desktop = page.viewportSize();
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-desktop.png`),
    fullPage: true,
    animations: "disabled",
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-mobile.png`),
    fullPage: true,
    animations: "disabled",
  });
  if (desktop) await page.setViewportSize(desktop);
}

/** Azeite extravirgem português 500 ml, R$ 64,90 at bomsabor. */
const PRODUCT = "/bomsabor/produto/2001";

/** A customer of this journey only (bomsabor approves sign-ups at once) accepts the terms and buys two bottles. */
async function customerWithOliveOil({
  page,
  visit,
  settle,
  a11y,
  baseURL,
}: {
  page: Page;
  visit: (url: string) => Promise<unknown>;
  settle: () => Promise<void>;
  a11y: { check(label?: string): Promise<void> };
  baseURL: string | undefined;
}) {
  const signUp = await page.request.post("/bomsabor/cadastro", {
    form: newCustomer("cupom").fields,
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(303);
  await visit(`/bomsabor/termos?redirectTo=${encodeURIComponent(PRODUCT)}`);
  await page.getByRole("button", { name: "Li e aceito os termos de uso" }).click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await settle();
  await a11y.check("product after the terms");
  const main = page.getByRole("main");
  await main.getByLabel(/^Quantidade/).fill("2");
  await main.getByRole("button", { name: SUPPLIERS.bomsabor.buyButton, exact: true }).click();
  await expect(page.getByText("Produto adicionado ao carrinho.")).toBeVisible();
  await settle();
  await a11y.check("product added");
}

test.describe("coupons", () => {
  test("in the cart a customer is told why a code does not count, applies one, sees the discount and removes it", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await customerWithOliveOil({ page, visit, settle, a11y, baseURL });
    await visit("/bomsabor/carrinho");
    const box = page.getByRole("main").getByRole("region", { name: "Cupom de desconto" });
    await box.getByLabel("Código do cupom").fill("naoexiste");
    await box.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Cupom não encontrado." })).toBeVisible();
    await settle();
    await a11y.check("cart with a coupon refused");

    await box.getByLabel("Código do cupom").fill("bemvindo10");
    await box.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cupom BEMVINDO10 aplicado." })).toBeVisible();
    await expect(box).toContainText("Cupom BEMVINDO10 aplicado");
    await expect(box).toContainText(/10\s%\sde desconto: − R\$\s12,98/);
    await settle();
    await a11y.check("cart with a coupon");
    await pictures(page, "coupons-cart", javaScriptEnabled);

    await box.getByRole("button", { name: "Remover cupom" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cupom BEMVINDO10 removido." })).toBeVisible();
    await expect(box.getByRole("button", { name: "Remover cupom" })).toHaveCount(0);
    await settle();
    await a11y.check("cart without the coupon");
  });

  test("on a phone, a refused code is focused above the cart's bar with its message beside it", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
  }) => {
    await customerWithOliveOil({ page, visit, settle, a11y, baseURL });
    await page.setViewportSize({ width: 390, height: 844 });
    await visit("/bomsabor/carrinho");
    const box = page.getByRole("main").getByRole("region", { name: "Cupom de desconto" });
    const code = box.getByLabel("Código do cupom");
    await code.fill("naoexiste");
    // The field just under the bar that keeps the total and the way to the checkout in reach.
    await code.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().bottom - window.innerHeight + 30));
    await box.getByRole("button", { name: "Aplicar" }).click();
    const message = box.getByRole("alert").filter({ hasText: "Cupom não encontrado." });
    await expect(message).toBeVisible();
    await expect(code).toHaveValue("NAOEXISTE");
    await expect(code).toBeFocused();
    // On a phone the summary's own link is hidden: the one shown is the bar's.
    const bar = page.getByRole("main").getByRole("link", { name: SUPPLIERS.bomsabor.checkoutLink }).locator("..");
    await expect
      .poll(async () => {
        const [field, said, total] = await Promise.all([code.boundingBox(), message.boundingBox(), bar.boundingBox()]);
        return {
          fieldAbove: field!.y >= 0 && field!.y + field!.height <= total!.y,
          messageAbove: said!.y + said!.height <= total!.y,
        };
      })
      .toEqual({ fieldAbove: true, messageAbove: true });
    await settle();
    await a11y.check("cart on a phone, a coupon refused");
  });

  test("a customer chooses a coupon from the list: one the cart does not qualify for says why, another goes to the cart", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await customerWithOliveOil({ page, visit, settle, a11y, baseURL });
    await visit("/bomsabor/carrinho");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Ver meus cupons" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Meus cupons" })).toBeVisible();
    await settle();
    await a11y.check("coupons");
    await pictures(page, "coupons-list", javaScriptEnabled);
    await page.setViewportSize({ width: 390, height: 844 });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page, "the list's width against a phone's").toBeLessThanOrEqual(widths.viewport);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Cheeses only: the olive oil does not count, and the server says so.
    const coupon = (code: string) =>
      main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: code, exact: true }) });
    await coupon("QUEIJOS15")
      .getByRole("button", { name: /Usar este cupom/ })
      .click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Nenhum produto do carrinho participa deste cupom." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/bomsabor\/cupons$/);
    await settle();
    await a11y.check("coupons after a refusal");

    await coupon("BEMVINDO10")
      .getByRole("button", { name: /Usar este cupom/ })
      .click();
    await expect(page).toHaveURL(/\/bomsabor\/carrinho$/);
    await expect(page.getByRole("status").filter({ hasText: "Cupom BEMVINDO10 aplicado." })).toBeVisible();
    await expect(main.getByRole("region", { name: "Cupom de desconto" })).toContainText("Cupom BEMVINDO10 aplicado");
    await settle();
    await a11y.check("cart with the coupon chosen");
  });

  test("on a phone, a coupon applied stays applied after logging out and in again: the cart and the checkout keep its discount", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const customer = newCustomer("cupom");
    const signUp = await page.request.post("/bomsabor/cadastro", {
      form: {
        ...customer.fields,
        cep: "05422-001",
        rua: "Rua dos Pinheiros",
        numero: "120",
        complemento: "",
        bairro: "Pinheiros",
      },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(303);
    await visit(`/bomsabor/termos?redirectTo=${encodeURIComponent(PRODUCT)}`);
    await page.getByRole("button", { name: "Li e aceito os termos de uso" }).click();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
    const main = page.getByRole("main");
    await main.getByLabel(/^Quantidade/).fill("2");
    await main.getByRole("button", { name: SUPPLIERS.bomsabor.buyButton, exact: true }).click();
    await expect(page.getByText("Produto adicionado ao carrinho.")).toBeVisible();
    await settle();
    await a11y.check("product added, on a phone");

    await visit("/bomsabor/carrinho");
    const box = main.getByRole("region", { name: "Cupom de desconto" });
    await box.getByLabel("Código do cupom").fill("BEMVINDO10");
    await box.getByRole("button", { name: "Aplicar" }).click();
    await expect(box).toContainText("Cupom BEMVINDO10 aplicado");

    // Out, through the account menu, and in again through the login form.
    const account = page.getByRole("navigation", { name: "Conta" });
    await account.getByText(/^Olá,/).click();
    await account.getByRole("button", { name: "Sair" }).click();
    await expect(page.getByText("Você saiu da sua conta.")).toBeVisible();
    await settle();
    await a11y.check("home after logging out, on a phone");
    await visit("/bomsabor/entrar?redirectTo=%2Fbomsabor%2Fcarrinho");
    await settle();
    await a11y.check("login on a phone");
    await main.getByLabel("E-mail, CPF ou CNPJ").fill(customer.email);
    await main.getByLabel("Senha", { exact: true }).fill(customer.senha);
    await main.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/bomsabor\/carrinho$/);

    await expect(box).toContainText("Cupom BEMVINDO10 aplicado");
    await expect(box).toContainText(/10\s%\sde desconto: − R\$\s12,98/);
    await expect(main.getByRole("region", { name: "Resumo" })).toContainText(/Desconto\s*− R\$\s12,98/);
    // R$ 116,82 and the delivery's R$ 9,90 (free only from R$ 150,00): the same total as the checkout's.
    await expect(main.getByRole("region", { name: "Resumo" })).toContainText(
      /Entrega\s*R\$\s9,90\s*Total\s*R\$\s126,72/,
    );
    await settle();
    await a11y.check("cart after logging in again, with its coupon");

    await visit("/bomsabor/checkout");
    await expect(main.getByText("Cupom BEMVINDO10 aplicado.")).toBeVisible();
    // R$ 116,82 and the delivery's R$ 9,90 (free only from R$ 150,00): the discount is in the total to pay.
    await expect(main.getByRole("complementary", { name: "Total do pedido" })).toContainText(/Total\s*R\$\s126,72/);
    await settle();
    await a11y.check("checkout after logging in again, with its coupon");
  });

  test("where the store shares coupons, a customer finds their referral coupon and ways to send it", async ({
    page,
    visit,
    baseURL,
  }) => {
    await logIn(page, baseURL, "aurora", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    await visit("/aurora/cupons");
    const main = page.getByRole("main");
    const referral = main.getByRole("region", { name: "Indique e ganhe" });
    await expect(referral).toContainText("INDICA-501");
    await expect(referral.getByRole("link", { name: /Compartilhar no WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=.*INDICA-501/,
    );
    await expect(referral.getByRole("link", { name: "Compartilhar por e-mail" })).toHaveAttribute(
      "href",
      /^mailto:\?subject=/,
    );
  });
});
