import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { logIn } from "./support/session";
import { SUPPLIERS } from "./support/suppliers";

type Window = { e2eMarker?: string };

/** Records document loads and marks the window, to tell a client-side navigation from a page load. */
async function watchNavigation(page: Page) {
  const documents: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request);
  });
  await page.evaluate(() => ((window as unknown as Window).e2eMarker = "same document"));
  return {
    documents,
    marker: () => page.evaluate(() => (window as unknown as Window).e2eMarker ?? null),
  };
}

/** The category's own page (its name as the heading and the title), inside the store's layout. */
async function expectCategoryInsideStore(page: Page, storeName: string, categoryName: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(categoryName);
  await expect(page).toHaveTitle(new RegExp(`^${categoryName} — `));
  await expect(page.getByRole("banner").getByRole("link", { name: `${storeName} — página inicial` })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Categorias", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

test.describe("navigating inside a store", () => {
  test("a category link of the header, then back home", async ({ page, visit, settle, a11y, javaScriptEnabled }) => {
    const aurora = SUPPLIERS.aurora;
    await visit(`/${aurora.slug}`);
    const watch = await watchNavigation(page);
    const category = page
      .getByRole("navigation", { name: "Categorias", exact: true })
      .getByRole("link", { name: aurora.firstCategories[0], exact: true });
    const href = await category.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/${aurora.slug}/categoria/\\d+$`));

    await category.click();
    await expect(page).toHaveURL(href!);
    await expectCategoryInsideStore(page, aurora.name, aurora.firstCategories[0]);
    await settle();
    await a11y.check();
    expect(await watch.marker()).toBe(javaScriptEnabled ? "same document" : null);
    expect(watch.documents).toHaveLength(javaScriptEnabled ? 0 : 1);

    // The logo link takes the shopper home again, the same way.
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${aurora.name} — página inicial` })
      .click();
    await expect(page).toHaveURL(`/${aurora.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aurora.welcome);
    await settle();
    await a11y.check();
    expect(watch.documents).toHaveLength(javaScriptEnabled ? 0 : 2);

    // And the browser's back button returns to the category.
    await page.goBack();
    await expect(page).toHaveURL(href!);
    await expectCategoryInsideStore(page, aurora.name, aurora.firstCategories[0]);
    await settle();
    await a11y.check();
  });

  test("the full category tree opens without JavaScript help", async ({ page, visit, a11y }) => {
    const casaverde = SUPPLIERS.casaverde;
    await visit(`/${casaverde.slug}`);
    const categories = page.getByRole("navigation", { name: "Categorias", exact: true });
    const tree = categories.locator("details");
    const stripCount = await categories.getByRole("link").count();
    await tree.locator("summary").click();
    await expect(tree).toHaveAttribute("open", "");
    // The tree shows the top level again plus subcategories.
    await expect.poll(() => categories.getByRole("link").count()).toBeGreaterThan(stripCount * 2);
    for (const href of await tree
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      expect(href).toMatch(new RegExp(`^/${casaverde.slug}/categoria/\\d+$`));
    }
    await a11y.check("category tree open");
    await tree.locator("summary").click();
    await expect(tree).not.toHaveAttribute("open");
  });

  test("on a white-label host, category links stay on the host without a prefix", async ({
    page,
    visit,
    settle,
    a11y,
    hostOrigin,
    javaScriptEnabled,
  }) => {
    const bomsabor = SUPPLIERS.bomsabor;
    const origin = hostOrigin("bomsabor.localhost");
    await visit(`${origin}/`);
    const watch = await watchNavigation(page);
    const category = page
      .getByRole("navigation", { name: "Categorias", exact: true })
      .getByRole("link", { name: bomsabor.firstCategories[1], exact: true });
    await category.click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/categoria/\\d+$`));
    await expectCategoryInsideStore(page, bomsabor.name, bomsabor.firstCategories[1]);
    await expect(
      page.getByRole("banner").getByRole("link", { name: `${bomsabor.name} — página inicial` }),
    ).toHaveAttribute("href", "/");
    await settle();
    await a11y.check();
    expect(watch.documents).toHaveLength(javaScriptEnabled ? 0 : 1);
  });

  test("on a phone the header is three short rows with one category strip, and the home's banner is near the top", async ({
    page,
    visit,
    a11y,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const aurora = SUPPLIERS.aurora;
    await visit(`/${aurora.slug}`);
    const header = page.getByRole("banner");
    const headerHeight = await header.evaluate((element) => element.getBoundingClientRect().height);
    // Issue "Phone-first shopping" §2: it took about 280 px of the 844.
    expect(headerHeight, "header height at 390 px").toBeLessThanOrEqual(135);
    // The logo, the account and the cart share the first row; search and the categories follow.
    const rowOf = (locator: ReturnType<Page["locator"]>) =>
      locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const logoRow = await rowOf(header.getByRole("link", { name: `${aurora.name} — página inicial` }));
    const cart = header.getByRole("link", { name: /Carrinho/ });
    await expect(cart).toBeVisible();
    expect(Math.abs((await rowOf(cart)) - logoRow), "the cart beside the logo").toBeLessThanOrEqual(8);
    expect(
      Math.abs((await rowOf(header.getByRole("link", { name: "Entrar" }))) - logoRow),
      "the account beside the logo",
    ).toBeLessThanOrEqual(8);
    await expect(header.getByRole("navigation")).toHaveCount(2);
    const strip = header.getByRole("navigation", { name: "Categorias", exact: true }).getByRole("list").last();
    const sizes = await strip.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      overflow: getComputedStyle(element).overflowX,
    }));
    expect(sizes.overflow, "the strip scrolls sideways").toBe("auto");
    expect(sizes.scroll, "more categories than fit: the strip has more to scroll to").toBeGreaterThan(sizes.client);
    // The welcome line does not push the banner down the screen.
    const banner = page.getByRole("main").locator('section[aria-roledescription="carrossel"]').first();
    const bannerTop = await banner.evaluate((element) => element.getBoundingClientRect().top);
    expect(bannerTop, "the banner starts within the upper half of the first screen").toBeLessThan(422);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      "nothing wider than the phone",
    ).toBeLessThanOrEqual(390);
    await a11y.check("home at 390 px");

    // A company's long name and its past-due mark end in "…" beside the logo: the menu and the cart stay on the first row.
    await logIn(page, baseURL, "aurora", { login: "empresa@exemplo.com.br", senha: "demo1234" });
    await visit(`/${aurora.slug}`);
    const menu = header.getByRole("navigation", { name: "Conta" }).locator("summary");
    await expect(menu).toContainText("Olá, Mercado");
    expect(
      await header.evaluate((element) => element.getBoundingClientRect().height),
      "header height at 390 px, a company's account",
    ).toBeLessThanOrEqual(135);
    const companyLogoRow = await rowOf(header.getByRole("link", { name: `${aurora.name} — página inicial` }));
    expect(Math.abs((await rowOf(menu)) - companyLogoRow), "the account menu beside the logo").toBeLessThanOrEqual(8);
    expect(Math.abs((await rowOf(cart)) - companyLogoRow), "the cart beside the logo").toBeLessThanOrEqual(8);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      "nothing wider than the phone",
    ).toBeLessThanOrEqual(390);
  });

  test("the header's menus: a focus ring in the header's text colour, one menu open at a time, closed by Escape or a click outside", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await logIn(page, baseURL, "aurora", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    await visit("/aurora");
    const account = page.getByRole("navigation", { name: "Conta" }).locator("details");
    const categories = page.getByRole("navigation", { name: "Categorias", exact: true }).locator("details");
    const accountSummary = account.locator("summary");
    const categoriesSummary = categories.locator("summary");

    // The ring on the blue bar and on the navy strip is white (the header's text), not the page's blue.
    const ringOf = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
    await accountSummary.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(accountSummary).toBeFocused();
    expect(await ringOf()).toBe("rgb(255, 255, 255)");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(categoriesSummary).toBeFocused();
    expect(await ringOf()).toBe("rgb(255, 255, 255)");
    await page.keyboard.press("Tab");
    // The strip leads with "Combos" at Aurora, then its categories.
    await expect(
      page.getByRole("navigation", { name: "Categorias", exact: true }).getByRole("link", { name: "Combos" }),
    ).toBeFocused();
    expect(await ringOf()).toBe("rgb(255, 255, 255)");

    await accountSummary.click();
    await expect(account).toHaveAttribute("open", "");
    await categoriesSummary.click();
    await expect(categories).toHaveAttribute("open", "");
    if (!javaScriptEnabled) {
      // Plain details elements: each opens and closes by its summary.
      await accountSummary.click();
      await categoriesSummary.click();
      await expect(page.locator("header details[open]")).toHaveCount(0);
      return;
    }
    // Opening one closed the other: they never lie on top of each other.
    await expect(account).not.toHaveAttribute("open");
    await settle();
    await a11y.check("all categories open");

    // Escape closes it, the focus back on its summary.
    await categories.getByRole("link", { name: "Bebidas" }).first().focus();
    await page.keyboard.press("Escape");
    await expect(categories).not.toHaveAttribute("open");
    await expect(categoriesSummary).toBeFocused();

    // A click outside closes the account menu; a click inside does not.
    await accountSummary.click();
    await expect(account.getByRole("link", { name: "Meus pedidos" })).toBeVisible();
    await account.getByRole("list").click({ position: { x: 2, y: 2 } });
    await expect(account).toHaveAttribute("open", "");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(account).not.toHaveAttribute("open");

    // Escape with the menu opened by a mouse closes it too.
    await accountSummary.click();
    await page.keyboard.press("Escape");
    await expect(account).not.toHaveAttribute("open");
  });
});
