import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// docs/rules/catalogue.md "Segments", "Age check": Empório Bom Sabor's three segments, and the
// question before its drinks, on a phone, with JavaScript and without.

const QUESTION = "Você tem 18 anos ou mais?";

/** The categories of "Todas as categorias" (the header's tree), opened. */
async function headerCategories(page: Page) {
  const menu = page.getByRole("navigation", { name: "Categorias" });
  const all = menu.locator("details");
  if (!(await all.evaluate((details) => (details as HTMLDetailsElement).open))) await all.locator("summary").click();
  return all.getByRole("link");
}

test.describe("segments", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("choose a segment at Bom Sabor and see its categories only", async ({ page, visit, settle, a11y }) => {
    await visit("/bomsabor");
    const chooser = page.getByRole("region", { name: "O que você procura hoje?" });
    await expect(chooser).toBeVisible();
    await chooser.getByRole("button", { name: "Frios e laticínios" }).click();
    await expect(chooser).toBeHidden();
    await settle();
    const bar = page.getByRole("navigation", { name: "Catálogo" });
    await expect(bar.getByRole("button", { name: "Frios e laticínios" })).toHaveAttribute("aria-current", "true");
    const categories = await headerCategories(page);
    await expect(categories.filter({ hasText: "Queijos" })).toHaveCount(1);
    await expect(categories.filter({ hasText: "Azeites e vinagres" })).toHaveCount(0);
    await expect(categories.filter({ hasText: "Vinhos tintos" })).toHaveCount(0);
    await a11y.check("home in a segment");
    await closeCategories(page);

    // Changed from the header: the categories follow.
    await bar.getByRole("button", { name: "Mercearia fina" }).click();
    await expect(bar.getByRole("button", { name: "Mercearia fina" })).toHaveAttribute("aria-current", "true");
    await settle();
    const grocery = await headerCategories(page);
    await expect(grocery.filter({ hasText: "Azeites e vinagres" })).toHaveCount(1);
    await expect(grocery.filter({ hasText: "Queijos" })).toHaveCount(0);
  });

  test("the age check before Bom Sabor's drinks: from the segment, 'Não' leads back, 'Sim' shows them", async ({
    page,
    visit,
    settle,
    a11y,
  }) => {
    await visit("/bomsabor");
    await page
      .getByRole("region", { name: "O que você procura hoje?" })
      .getByRole("button", { name: /Bebidas alcoólicas/ })
      .click();
    await settle();
    await (await headerCategories(page)).filter({ hasText: "Vinhos tintos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: QUESTION })).toBeVisible();
    await expect(page.getByText("Vinho tinto Malbec 750 ml")).toHaveCount(0);
    await settle();
    await a11y.check("age question page");

    await page.getByRole("button", { name: "Não" }).click();
    await expect(page).toHaveURL(/\/bomsabor$/);
    await expect(page.getByRole("region", { name: "O que você procura hoje?" })).toBeVisible();
    await settle();
    await a11y.check("home after 'Não'");

    await visit("/bomsabor/categoria/241");
    await expect(page.getByRole("heading", { level: 1, name: QUESTION })).toBeVisible();
    await page.getByRole("button", { name: "Sim" }).click();
    await expect(page).toHaveURL(/\/bomsabor\/categoria\/241$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vinhos tintos" })).toBeVisible();
    await expect(page.getByText("Vinho tinto Malbec 750 ml")).toBeVisible();
    await settle();
    await a11y.check("the drinks after 'Sim'");
  });

  test("a drink's page by direct link, and a search, ask first", async ({ page, visit, settle, a11y }) => {
    await visit("/bomsabor/produto/2041");
    await expect(page).toHaveURL(/\/bomsabor\/maioridade\?voltar=/);
    await expect(page.getByRole("heading", { level: 1, name: QUESTION })).toBeVisible();

    await visit("/bomsabor/busca?q=vinho");
    const results = page.getByRole("region", { name: QUESTION });
    await expect(results.getByText("9 produtos aqui são só para maiores de 18 anos.")).toBeVisible();
    await expect(page.getByText("Vinho tinto Malbec 750 ml")).toHaveCount(0);
    await settle();
    await a11y.check("search behind the age question");
    await results.getByRole("button", { name: "Sim" }).click();
    await expect(page).toHaveURL(/\/bomsabor\/busca\?q=vinho$/);
    await expect(page.getByRole("heading", { level: 2, name: "Vinho tinto Malbec 750 ml" })).toBeVisible();

    // Answered for the visit: the product's page now opens at once.
    await visit("/bomsabor/produto/2041");
    await expect(page.getByRole("heading", { level: 1, name: "Vinho tinto Malbec 750 ml" })).toBeVisible();
  });
});

// docs/rules/catalogue.md "Age check": with JavaScript the question's page is a dialog over the page, the
// same form inside (without JavaScript the page's box, as the journeys above run it too).
test.describe("the age question as a dialog", { tag: "@js-only" }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens with the focus inside; Escape and 'Não' lead back, 'Sim' shows the products", async ({
    page,
    visit,
    settle,
    a11y,
  }) => {
    await visit("/bomsabor/produto/2041");
    const dialog = page.getByRole("dialog", { name: QUESTION });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(dialog.getByRole("button", { name: "Sim" })).toBeFocused();
    await expect(page.getByText("Vinho tinto Malbec 750 ml")).toHaveCount(0);
    await a11y.check("age question dialog");
    // The focus is seen as it moves by keyboard, and stays inside.
    await page.keyboard.press("Tab");
    const no = dialog.getByRole("button", { name: "Não" });
    await expect(no).toBeFocused();
    expect(
      await no.evaluate(
        (button) => button.matches(":focus-visible") && getComputedStyle(button).outlineStyle !== "none",
      ),
    ).toBe(true);

    // Escape is "Não": back to the store's home.
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/bomsabor$/);
    await expect(dialog).toHaveCount(0);
    await settle();
    await a11y.check("home after Escape");

    // From the home, by a link of the page (no new document): the dialog again, and "Não" leads back.
    await settle();
    await (await headerCategories(page)).filter({ hasText: "Vinhos tintos" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Sim" })).toBeFocused();
    await a11y.check("age question dialog over a page opened by a link");
    await dialog.getByRole("button", { name: "Não" }).click();
    await expect(page).toHaveURL(/\/bomsabor$/);
    await settle();

    await (await headerCategories(page)).filter({ hasText: "Vinhos tintos" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Sim" }).click();
    await expect(page).toHaveURL(/\/bomsabor\/categoria\/241$/);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Vinho tinto Malbec 750 ml")).toBeVisible();
    await settle();
    await a11y.check("the drinks after 'Sim' in the dialog");
  });
});

/** Closes "Todas as categorias" (a click on its summary, with JavaScript or without). */
async function closeCategories(page: Page) {
  await page.getByRole("navigation", { name: "Categorias" }).locator("details > summary").click();
}

// docs/rules/storefront.md "Session": "A failed lazy load of a module reloads the page once per session."
test.describe("a route module that fails to load", { tag: "@js-only" }, () => {
  test.use({ consoleErrorsAllowed: true });

  test("reloads the page once per browser session, not in a loop", async ({ page, visit, settle, a11y }) => {
    // Every copy of the category page's module is refused, as after a deploy removed it.
    await page.route(/\/assets\/\(_supplier\)\.categoria\._id-[^/]+\.js$/, (route) => route.abort());
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents += 1;
    });
    await visit("/aurora");
    expect(documents).toBe(1);
    const category = page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Mercearia" });

    // The first failure of the session reloads the page (a new deploy's files would load then).
    await category.first().click();
    await expect.poll(() => documents).toBe(2);
    await page.waitForLoadState("load");
    await page.waitForFunction(() => sessionStorage.getItem("sf-reload") !== null);
    await settle();
    await a11y.check("the page again after the reload");

    // The next one in the same session shows the error instead of reloading again.
    await page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Mercearia" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(documents).toBe(2);
    await a11y.check("the error after a second failure");
  });
});
