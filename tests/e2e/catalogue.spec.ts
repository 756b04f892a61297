import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** Submits the listing's GET form: with JavaScript a change submits it already; without, "Aplicar" does. */
async function applyFilters(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Aplicar" }).click();
}

test.describe("catalogue", () => {
  test(
    "browse a category to page 2, sort and filter",
    { tag: "@light" },
    async ({ page, visit, settle, a11y, scripted }) => {
      await visit("/aurora/categoria/101");
      await expect(page.getByRole("heading", { level: 1, name: "Mercearia" })).toBeVisible();
      await expect(page.getByText("23 produtos · página 1 de 2")).toBeVisible();

      await page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Próxima" }).click();
      await expect(page).toHaveURL(/pagina=2/);
      await expect(page.getByText("23 produtos · página 2 de 2")).toBeVisible();
      await settle();
      await a11y.check("category page 2");

      const filters = page.getByRole("form", { name: "Ordenar e filtrar" });
      // Aurora shows prices only after login: a guest cannot order by them either (the order would tell them).
      // Until the shopper chooses, the upstream's own order applies (available products first).
      await expect(filters.getByLabel("Ordenar por").getByRole("option")).toHaveText([
        "Disponíveis primeiro",
        "Nome (A-Z)",
        "Mais vendidos",
      ]);
      await expect(filters.getByLabel("Ordenar por")).toHaveValue("");
      await filters.getByLabel("Ordenar por").selectOption({ label: "Mais vendidos" });
      await applyFilters(page, scripted);
      await expect(page).toHaveURL(/ordem=mais_vendidos/);
      await expect(page).not.toHaveURL(/pagina=2/);
      await settle();
      await a11y.check("category sorted");

      await filters.getByRole("checkbox", { name: /Sem glúten/ }).check();
      await applyFilters(page, scripted);
      await expect(page).toHaveURL(/filtro=5001/);
      await expect(page.getByText("6 produtos", { exact: true })).toBeVisible();
      await expect(
        page
          .getByRole("main")
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { level: 2 }) }),
      ).toHaveCount(6);
      await settle();
      await a11y.check("category filtered");
    },
  );

  test("on a phone the products come first, filters fold into 'Filtrar e ordenar'", async ({
    page,
    visit,
    settle,
    a11y,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit("/aurora/categoria/102");
    const main = page.getByRole("main");
    const products = main.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(products).toHaveCount(6);
    const firstTop = await products.first().evaluate((element) => element.getBoundingClientRect().top);
    expect(firstTop, "the first product starts on the first screen").toBeLessThan(600);
    const filters = page.getByRole("form", { name: "Ordenar e filtrar" });
    await expect(filters).toBeHidden();

    const disclosure = main.locator("summary").filter({ hasText: "Filtrar e ordenar" });
    await disclosure.click();
    await expect(filters).toBeVisible();
    await a11y.check("category filters open on a phone");
    await filters.getByRole("checkbox", { name: /Grão Nobre/ }).check();
    if (javaScriptEnabled) {
      // The results follow at once, below the panel: its button says how many and leads to them.
      const see = filters.getByRole("button", { name: "Ver 2 produtos" });
      await expect(see).toBeInViewport();
      await expect(page.getByRole("status").filter({ hasText: "2 produtos" })).toBeAttached();
      await see.click();
      await expect(filters).toBeHidden();
      await expect(page.locator("#resultados")).toBeFocused();
    } else {
      const apply = filters.getByRole("button", { name: "Aplicar" });
      await expect(apply, "the panel's button stays on the screen").toBeInViewport();
      await apply.click();
      await expect(filters).toBeHidden();
    }
    await expect(page).toHaveURL(/filtro=/);
    await expect(page.getByText("2 produtos", { exact: true })).toBeInViewport();
    await expect(products).toHaveCount(2);
    await expect(disclosure).toHaveText(/Filtrar e ordenar\s*1 filtro aplicado/);
    await settle();
    await a11y.check("category filtered on a phone");
  });

  test("search 'ban': the bananas first, suggestions with picture and price, and open a product", async ({
    page,
    visit,
    settle,
    a11y,
    javaScriptEnabled,
  }) => {
    await visit("/casaverde");
    const search = page.getByRole("search").getByRole("combobox", { name: "Buscar produtos" });
    await search.fill("ban");
    if (javaScriptEnabled) {
      // docs/rules/catalogue.md "Search": suggestions debounced 1 s, at most 10; names starting with "ban" before any "bandeja".
      const options = page.getByRole("listbox", { name: "Sugestões" }).getByRole("option");
      await expect(options.first()).toBeVisible({ timeout: 5_000 });
      expect(await options.count()).toBeLessThanOrEqual(10);
      for (const index of [0, 1, 2]) {
        await expect(options.nth(index)).toContainText(/^Banana/);
        await expect(options.nth(index).locator("img")).toHaveAttribute("src", /\.svg/);
        await expect(options.nth(index)).toContainText(/R\$\s?\d+,\d{2}$/);
      }
      await expect(options.nth(3)).toContainText("bandeja");
      await expect(search).toHaveAttribute("aria-expanded", "true");
      await settle();
      await a11y.check("search suggestions");
      await search.press("ArrowDown");
      await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
      const chosen = (await options.first().locator("span").nth(0).textContent()) ?? "";
      await search.press("Enter");
      await expect(page).toHaveURL(/\/casaverde\/produto\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);
    } else {
      await search.press("Enter");
      await expect(page).toHaveURL(/\/casaverde\/busca\?q=ban/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados para “ban”");
      const cards = page
        .getByRole("main")
        .getByRole("region", { name: /produtos/ })
        .getByRole("heading", { level: 2 });
      await expect(cards.nth(0)).toHaveText(/^Banana/);
      await expect(cards.nth(1)).toHaveText(/^Banana/);
      await expect(cards.nth(2)).toHaveText(/^Banana/);
      await expect(cards.nth(3)).toContainText("bandeja");
      await settle();
      await a11y.check("search results");
      await page.getByRole("main").getByRole("link", { name: "Banana prata", exact: true }).click();
      await expect(page).toHaveURL(/\/casaverde\/produto\/3001$/);
    }
    await settle();
    await a11y.check("product page");

    // A mistyped word still finds, and says what it searched; a search that finds nothing offers the best sellers, with no sort box.
    await visit("/casaverde/busca?q=bananna");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados para “banana”");
    await expect(page.getByRole("status").filter({ hasText: "Nenhum produto para “bananna”" })).toBeVisible();
    await visit("/casaverde/busca?q=chocolate");
    await expect(page.getByRole("heading", { level: 2, name: "Mais vendidos da loja" })).toBeVisible();
    await expect(page.getByLabel("Ordenar por")).toHaveCount(0);
    await settle();
    await a11y.check("search without results");
  });

  test("a product's progressive-discount table, step and minimum", async ({ page, visit }) => {
    await visit("/casaverde/produto/3001");
    await expect(page.getByRole("heading", { level: 1, name: "Banana prata" })).toBeVisible();
    const table = page.getByRole("table", { name: "Preços por quantidade" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("row").nth(1)).toContainText(/5 kg\s*R\$\s*6,49\s*Desconto progressivo/);
    await expect(table.getByRole("row").nth(2)).toContainText(/10 kg\s*R\$\s*5,99\s*Desconto progressivo/);
    await expect(page.getByText("múltiplos de 0,5 kg")).toBeVisible();

    // A product sold one by one, from one, does not say so; the old price is smaller than the price.
    await page.setViewportSize({ width: 390, height: 844 });
    await visit("/casaverde/produto/3012");
    await expect(page.getByRole("heading", { level: 1, name: "Abacaxi pérola" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Vendido em");
    await expect(page.getByRole("main")).not.toContainText("Mínimo por pedido");
    const price = page.getByRole("main").locator("p").filter({ hasText: "R$ 8,99" }).first();
    await expect(price).toBeInViewport();
    const sizes = await price.evaluate((element) => ({
      old: parseFloat(getComputedStyle(element.querySelector("s")!).fontSize),
      price: parseFloat(getComputedStyle(element).fontSize),
    }));
    expect(sizes.old, "the struck-through price is smaller").toBeLessThan(sizes.price * 0.75);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Faça login para comprar" }).first(),
    ).toBeInViewport();
  });

  test("a freight estimate on the product page for a CEP, on a phone; pickup where the store only offers pickup", async ({
    page,
    visit,
    settle,
    a11y,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { store, product, option } of [
      { store: "aurora", product: "1001", option: /^Entrega programada: R\$\s25,00$/ },
      { store: "bomsabor", product: "2001", option: /^Entrega em casa: R\$\s9,90$/ },
    ]) {
      await visit(`/${store}/produto/${product}`);
      const box = page.getByRole("region", { name: "Calcular frete" });
      await box.getByLabel("CEP de entrega").fill("05422-001");
      await box.getByRole("button", { name: "Calcular" }).click();
      await expect(page).toHaveURL(new RegExp(`/${store}/produto/${product}\\?.*cep=05422-001.*#frete$`));
      await settle();
      await expect(box.getByText("Para o CEP 05422-001:")).toBeInViewport();
      await expect(box.getByText(option)).toBeVisible();
      await expect(box).toContainText(/Próxima entrega: \S+ \d{2}\/\d{2}, \d{2}:\d{2}–\d{2}:\d{2}/);
      if (store === "bomsabor") await expect(box.getByText("Grátis a partir de R$ 150,00 em produtos")).toBeVisible();
      await a11y.check(`freight estimate at ${store}`);
      // The CEP is remembered: the next page's line under the header names it, and its field starts from it.
      await visit(`/${store}/produto/${product}`);
      await expect(page.getByText("Entregar em 05422-001")).toBeVisible();
      await expect(box.getByLabel("CEP de entrega")).toHaveValue("05422-001");
    }
    await visit("/casaverde/produto/3001");
    const pickup = page.getByRole("region", { name: "Retirada" });
    await expect(pickup.getByText("Retirada no balcão: Grátis")).toBeVisible();
    await expect(pickup.getByLabel("CEP de entrega")).toHaveCount(0);
  });

  test("prices hidden for guests where the supplier says so", { tag: "@same-without-js" }, async ({ page, visit }) => {
    await visit("/aurora/produto/1001");
    await expect(page.getByRole("main").getByRole("link", { name: "Faça login para comprar" }).first()).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("R$");
  });

  test("a static page and a combo", async ({ page, visit, consoleProblems }) => {
    await visit("/aurora/paginas/sobre");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The supplier's text of this page has an image the image host does not have (`<img src=x>`,
    // its onerror dropped): the browser reports the image's 404.
    consoleProblems.expectFailedLoad(404, new URL("/imagens/x", page.url()).href);
    await visit("/casaverde/combo/721");
    await expect(page.getByRole("heading", { name: "Produtos do combo" })).toBeVisible();
  });
});
