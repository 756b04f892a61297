import { expect, test } from "./support/fixtures";
import { logIn } from "./support/session";

/**
 * The combos page at a phone's width (docs/rules/catalogue.md "Combos page"). It is links only, drawn
 * on the server: without JavaScript it behaves the same (tests/integration/catalogue/combos-page.test.ts
 * reads it so), so this journey runs with JavaScript only (@js-only).
 */
test.describe("promotional combos", { tag: "@js-only" }, () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test("browse /combos as a guest and as a customer", async ({ page, visit, settle, a11y, baseURL }) => {
    await visit("/aurora");
    const main = page.getByRole("main");
    await expect(
      page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Combos" }),
    ).toBeVisible();
    await main.getByRole("link", { name: "Ver os combos" }).click();
    await expect(page).toHaveURL(/\/aurora\/combos$/);
    await expect(main.getByRole("heading", { level: 1, name: "Combos promocionais" })).toBeVisible();
    const cards = main.getByRole("article");
    await expect(cards).toHaveCount(2);
    await expect(main.getByRole("link", { name: "Cesta básica do seu restaurante" })).toHaveCount(0);
    await expect(cards.first().getByText("Preço disponível após o login.")).toBeVisible();
    await expect(main.getByText(/R\$/)).toHaveCount(0);
    await settle();
    await a11y.check("combos as a guest");

    await main.getByRole("link", { name: "Kit café do comércio" }).click();
    await expect(page).toHaveURL(/\/aurora\/combo\/701$/);
    await expect(main.getByRole("heading", { level: 1, name: "Kit café do comércio" })).toBeVisible();
    await settle();
    await a11y.check("a combo from the list");

    await logIn(page, baseURL, "aurora", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    await visit("/aurora/combos");
    await expect(cards).toHaveCount(3);
    const own = cards.filter({ hasText: "Cesta básica do seu restaurante" });
    await expect(own.getByText(/^De\s*R\$/)).toBeVisible();
    await a11y.check("combos as a customer");
    await own.getByRole("link", { name: "Cesta básica do seu restaurante" }).click();
    await expect(page).toHaveURL(/\/aurora\/combo\/704$/);
    await expect(main.getByRole("heading", { level: 1, name: "Cesta básica do seu restaurante" })).toBeVisible();
    await settle();
    await a11y.check("the customer's own combo");
  });
});
