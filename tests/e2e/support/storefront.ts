import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { HIDDEN_PRICE_TEXT, type SupplierExpectation } from "./suppliers";

/** "#1d4e89" → "rgb(29, 78, 137)", as getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join("") : value;
  const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The value of a CSS custom property on :root, as the page computes it. */
export async function rootCssVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    name,
  );
}

/** Images inside a locator's scope that failed to load (complete but without pixels). */
export async function brokenImages(page: Page, scope = "body"): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)]
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    scope,
  );
}

/** Scrolls to the bottom in steps so lazy images load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.mouse.wheel(0, step);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits until every image a full-page picture shows has finished loading (or failed). Lazy images
 * scrolled sideways out of a carousel never load until the shopper scrolls there: not counted.
 */
export async function imagesSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return box.width > 0 && box.left < document.documentElement.clientWidth && box.right > 0;
            })
            .filter((image) => !image.complete)
            .map((image) => image.currentSrc || image.src),
        ),
      { message: "images still loading" },
    )
    .toEqual([]);
}

/**
 * Everything a guest sees on a supplier's home: head, header (logo and name linking home, menu,
 * categories), welcome heading, banner and product carousels, prices as the supplier's tags
 * allow, footer, and the supplier's theme colours. `basePath` is "/aurora" on the shared host,
 * "" on a white-label host.
 */
export async function expectSupplierHome(page: Page, supplier: SupplierExpectation, basePath: string): Promise<void> {
  const home = basePath || "/";

  // Page head from the supplier configuration (or the defaults when it sets none).
  await expect(page).toHaveTitle(supplier.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", supplier.description);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", supplier.keywords);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", supplier.title);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", supplier.name);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");

  // Header: logo and store name, one link home.
  const header = page.getByRole("banner");
  const brand = header.getByRole("link", { name: `${supplier.name} — página inicial` });
  await expect(brand).toBeVisible();
  await expect(brand).toHaveAttribute("href", home);
  await expect(brand).toContainText(supplier.name);
  const logo = brand.locator("img");
  await expect(logo).toBeVisible();
  // The logo is decorative: the link's name already says whose home it is.
  await expect(logo).toHaveAttribute("alt", "");
  await expect(logo).toHaveAttribute("src", new RegExp(`/${supplier.slug}/`));
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth), { message: "logo loaded" })
    .toBeGreaterThan(0);

  // One category menu: the supplier's own menu (the demo stores' menus are their categories) is not a second copy.
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);

  // Categories: a closed disclosure with the whole tree, and a strip of the top level.
  const categories = page.getByRole("navigation", { name: "Categorias", exact: true });
  await expect(categories).toBeVisible();
  const strip = categories.getByRole("link");
  const stripHrefs = await strip.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(new Set(stripHrefs).size, "each link of the strip once").toBe(stripHrefs.length);
  await expect(strip.first()).toBeVisible();
  // Where the store offers combos the strip leads with them (docs/rules/catalogue.md "Combos page"), then its categories.
  const lead = supplier.hasCombos ? [{ name: "Combos", href: `${basePath}/combos` }] : [];
  const stripNames = (await strip.allTextContents()).map((text) => text.trim());
  expect(stripNames.slice(0, lead.length + supplier.firstCategories.length)).toEqual([
    ...lead.map((link) => link.name),
    ...supplier.firstCategories,
  ]);
  expect(stripHrefs.slice(0, lead.length)).toEqual(lead.map((link) => link.href));
  for (const href of stripHrefs.slice(lead.length)) {
    expect(href).toMatch(new RegExp(`^${basePath}/categoria/\\d+$`));
  }
  const allCategories = categories.locator("details");
  await expect(allCategories).not.toHaveAttribute("open");
  const summary = allCategories.locator("summary");
  await expect(summary).toHaveText("Todas as categorias");

  // The welcome text is the page's one h1.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(supplier.welcome);
  await expect(page.locator("h1")).toHaveCount(1);

  // Banner carousel: a labelled region of slides whose first image is loaded and described.
  const main = page.getByRole("main");
  const banners = main.locator('section[aria-roledescription="carrossel"]');
  await expect(banners.first()).toBeVisible();
  const firstBanner = banners.first().locator("img").first();
  await expect(firstBanner).toBeVisible();
  await expect(firstBanner).toHaveAttribute("alt", /\S{3,}/);
  await expect
    .poll(() => firstBanner.evaluate((image: HTMLImageElement) => image.naturalWidth), {
      message: "first banner loaded",
    })
    .toBeGreaterThan(0);

  // Product carousels: titled rows of product cards with a name each.
  const carouselTitles = main.getByRole("heading", { level: 2 });
  expect(await carouselTitles.count()).toBeGreaterThanOrEqual(2);
  const cards = main.locator("article");
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  const firstCard = cards.first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard.getByRole("heading")).toHaveText(/\S{3,}/);
  await expect(firstCard.getByRole("link").first()).toHaveAttribute("href", new RegExp(`^${basePath}/produto/`));

  // Prices: shown as R$ to guests, or hidden behind the login for every product.
  const cardTexts = await cards.allInnerTexts();
  if (supplier.guestSeesPrices) {
    await expect(firstCard).toContainText(/R\$\s*\d+,\d{2}/);
    expect(cardTexts.filter((text) => /R\$\s*\d+,\d{2}/.test(text))).toHaveLength(cardTexts.length);
    await expect(main.getByText(HIDDEN_PRICE_TEXT)).toHaveCount(0);
  } else {
    await expect(firstCard.getByText(HIDDEN_PRICE_TEXT)).toBeVisible();
    expect(cardTexts.filter((text) => text.includes(HIDDEN_PRICE_TEXT))).toHaveLength(cardTexts.length);
    expect(await main.innerText()).not.toMatch(/R\$\s*\d/);
  }

  // Footer: the supplier's link columns and contact, and its name.
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  for (const heading of supplier.footerHeadings) {
    await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  expect(await footer.getByRole("link").count()).toBeGreaterThanOrEqual(3);
  await expect(footer).toContainText(`© ${supplier.name}`);
  for (const href of await footer
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
    if (href.startsWith("/"))
      expect(href.startsWith(`${basePath}/`), `footer link ${href} inside the store`).toBe(true);
  }

  // Theme: the supplier's primary colour (or the default) on :root, and painted on the header.
  expect((await rootCssVariable(page, "--sf-color-primary")).toLowerCase()).toBe(supplier.primaryColor);
  await expect(header).toHaveCSS("background-color", hexToRgb(supplier.primaryColor));

  // Nothing broken among the images loaded so far.
  expect(await brokenImages(page)).toEqual([]);
}

/**
 * Returns once every request the page started before now has reached the test: the page asks the
 * server for something of its own and waits for the answer, which comes after them.
 */
export async function requestsSoFar(page: Page) {
  expect(await page.evaluate(async () => (await fetch("/healthz", { cache: "no-store" })).status)).toBe(200);
}
