import type { Page } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { expect, test } from "./support/fixtures";

/**
 * Shopping lists (docs/rules/cart.md "Shopping lists"; docs/upstream-api.md §71–§81; ADR
 * 0037) at 390 px, with JavaScript on and off (plain forms and links either way): a new customer of
 * Casa Verde saves a product and then the cart as a list (with JavaScript also a product from its
 * card's menu on a category page, in place), changes a line and renames the list; and
 * sees the store's suggested list with its products on the lists' page, opens it and puts it in the
 * cart, with the report line by line.
 */

/** A new customer of Casa Verde (approved at once), signed up by a plain form POST; the page's context is logged in. */
async function signUp(page: Page, baseURL: string | undefined): Promise<void> {
  const customer = newCustomer("listas");
  const answer = await page.request.post("/casaverde/cadastro", {
    form: customer.fields,
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

test.describe("shopping lists at 390 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test("saves a product and the cart as a list, then changes a line and renames the list", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signUp(page, baseURL);
    await visit("/casaverde/produto/3001");
    await page.getByRole("main").getByRole("link", { name: "Salvar em uma lista", exact: true }).click();
    await expect(page).toHaveURL(/\/casaverde\/listas\/salvar\?produto=3001/);
    await settle();
    await a11y.check("save a product in a list");
    const save = page.getByRole("main");
    await expect(save.getByText("1 kg de Banana prata")).toBeVisible();
    await expect(save.getByLabel("Uma nova lista")).toBeChecked();
    await save.getByLabel("Nome da nova lista").fill("Feira do sítio");
    await save.getByRole("button", { name: "Salvar na lista" }).click();
    await expect(page).toHaveURL(/\/casaverde\/produto\/3001$/);
    await expect(page.getByText("Salvo na lista “Feira do sítio”.")).toBeVisible();
    await settle();
    await a11y.check("product saved in a new list");

    if (javaScriptEnabled) {
      // With JavaScript a card's link opens a small menu in the card: saved in place, the page stays.
      await visit("/casaverde/categoria/302");
      const listing = page.url();
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: "Banana nanica", exact: true }) });
      const opener = card.getByRole("link", { name: /^Salvar em uma lista/ });
      await opener.click();
      const menu = card.getByRole("group", { name: "Salvar Banana nanica em uma lista" });
      await expect(menu).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
      await expect(opener).toBeFocused();
      // A tap outside the menu closes it too; the link toggles it.
      await opener.click();
      await expect(menu).toBeVisible();
      await page.getByRole("main").getByRole("heading", { level: 1 }).click();
      await expect(menu).toHaveCount(0);
      await opener.click();
      await menu.getByLabel("Feira do sítio").check();
      await settle();
      await a11y.check("a product card's menu of lists");
      await menu.getByRole("button", { name: "Salvar", exact: true }).click();
      await expect(menu.getByText("Salvo na lista “Feira do sítio”.")).toBeVisible();
      await expect(menu.getByRole("link", { name: "Ver lista" })).toHaveAttribute("href", /\/casaverde\/listas\/\d+$/);
      expect(page.url()).toBe(listing);
      await settle();
      await a11y.check("a product saved from its card's menu");
    }

    // Apples into the cart as the product page's form posts them (the cart page is not this journey's subject).
    const added = await page.request.post("/casaverde/carrinho", {
      form: { intent: "adicionar", idproduto: "3003", quantidade: "2" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    await visit("/casaverde/carrinho");
    await page.getByRole("link", { name: "Salvar carrinho como lista" }).click();
    await expect(page).toHaveURL(/\/casaverde\/listas\/salvar\?carrinho/);
    await settle();
    await a11y.check("save the cart as a list");
    await page.getByRole("main").getByLabel("Feira do sítio").check();
    await page.getByRole("main").getByRole("button", { name: "Salvar na lista" }).click();
    await expect(page).toHaveURL(/\/casaverde\/carrinho$/);
    await page.getByRole("link", { name: "Ver lista" }).click();
    await expect(page).toHaveURL(/\/casaverde\/listas\/\d+$/);
    await settle();
    await a11y.check("the list saved from a product and the cart");

    const list = page.getByRole("main");
    await expect(list.getByRole("heading", { level: 1, name: "Feira do sítio" })).toBeVisible();
    const apples = list.locator("li", { has: page.getByRole("link", { name: "Maçã gala" }) });
    await expect(apples).toContainText("Na lista: 2 kg");
    await apples.getByLabel("Quantidade de Maçã gala na lista").fill("3,2");
    await apples.getByRole("button", { name: "Atualizar" }).click();
    await expect(page.getByText("Quantidade atualizada.")).toBeVisible();
    // By the cart's rules: sold in steps of 0,5 kg.
    await expect(list.locator("li", { has: page.getByRole("link", { name: "Maçã gala" }) })).toContainText(
      "Na lista: 3,5 kg",
    );
    if (javaScriptEnabled) {
      // With JavaScript: three quick '+' show 5 kg at once and are saved 1 s later in ONE request.
      const saves: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && /\/casaverde\/listas\/\d+/.test(request.url())) saves.push(request.url());
      });
      const line = list.locator("li", { has: page.getByRole("link", { name: "Maçã gala" }) });
      const answered = page.waitForResponse(
        (response) => response.request().method() === "POST" && /\/casaverde\/listas\/\d+/.test(response.url()),
      );
      for (let click = 0; click < 3; click += 1) await line.getByRole("button", { name: "Aumentar Maçã gala" }).click();
      await expect(line.getByLabel("Quantidade de Maçã gala na lista")).toHaveValue("5");
      await expect(line).toContainText("Na lista: 5 kg");
      await expect(line).toContainText("Vai ao carrinho: 5 kg");
      expect((await answered).ok()).toBe(true);
      await page.reload();
      await settle();
      await expect(list.locator("li", { has: page.getByRole("link", { name: "Maçã gala" }) })).toContainText(
        "Na lista: 5 kg",
      );
      expect(saves).toHaveLength(1);
    }
    await list.getByLabel("Novo nome").fill("Feira <b>semanal</b>");
    await list.getByRole("button", { name: "Salvar nome" }).click();
    await expect(list.getByRole("heading", { level: 1, name: "Feira <b>semanal</b>" })).toBeVisible();
    await settle();
    await a11y.check("a list after its edits");
  });

  test(
    "opens the store's suggested list and puts it in the cart, with the report line by line",
    { tag: "@light" },
    async ({ page, visit, settle, a11y, baseURL }) => {
      await signUp(page, baseURL);
      await visit("/casaverde");
      const account = page.getByRole("navigation", { name: "Conta" });
      await account.locator("summary").click();
      await account.getByRole("link", { name: "Listas de compras" }).click();
      await expect(page).toHaveURL(/\/casaverde\/listas$/);
      await settle();
      await a11y.check("shopping lists: none of one's own, the store's suggestion");
      const lists = page.getByRole("main");
      await expect(lists.getByText("Você ainda não tem listas.")).toBeVisible();
      // Each list with its first products: what goes into the cart and the price, at a glance.
      const suggestion = lists.getByRole("list", { name: "Produtos de Feira da semana" });
      await expect(suggestion.getByRole("listitem").filter({ hasText: "Maçã gala" })).toContainText(/1,5 kg\s*R\$/);
      await expect(lists.getByRole("button", { name: "Colocar tudo no carrinho (Feira da semana)" })).toBeVisible();
      await lists.getByRole("link", { name: "Feira da semana" }).click();
      await expect(page).toHaveURL(/\/casaverde\/listas\/\d+$/);
      await settle();
      await a11y.check("a suggested list");
      const list = page.getByRole("main");
      await expect(list.getByText("Lista sugerida pela loja.")).toBeVisible();
      await expect(list.getByRole("button", { name: /^Remover/ })).toHaveCount(0);
      await list.getByRole("button", { name: "Colocar tudo no carrinho" }).click();
      await expect(list.getByText("3 produtos entraram no carrinho.")).toBeVisible();
      const report = list.getByRole("table", { name: "Resultado linha a linha" });
      await expect(report.getByRole("row").filter({ hasText: "Maçã gala" })).toContainText("1,5 kg");
      await settle();
      await a11y.check("a suggested list put in the cart, with its report");
      await list.getByRole("link", { name: "Ver carrinho" }).click();
      await expect(page).toHaveURL(/\/casaverde\/carrinho$/);
      await settle();
      await a11y.check("the cart after the list");
      await expect(page.getByRole("main").getByRole("link", { name: "Banana prata", exact: true })).toBeVisible();
    },
  );
});
