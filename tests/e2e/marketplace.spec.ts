import type { Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ALL_SUPPLIERS, DEFAULT_DESCRIPTION, SUPPLIERS } from "./support/suppliers";

test.describe("marketplace on the shared host", () => {
  test("/ lists the three suppliers", { tag: "@same-without-js" }, async ({ page, visit }) => {
    await visit("/");
    await expect(page).toHaveTitle("Loja virtual — encontre seu fornecedor");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", DEFAULT_DESCRIPTION);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escolha um fornecedor");
    const main = page.getByRole("main");
    // Each store's name once: its logo is the heading (the name is the logo's text alternative).
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(ALL_SUPPLIERS.length);
    for (const supplier of ALL_SUPPLIERS) {
      await expect(main.getByRole("heading", { level: 2, name: supplier.name, exact: true })).toBeVisible();
      await expect(main.getByRole("article").filter({ hasText: supplier.name })).toHaveCount(0);
      await expect(main.getByRole("link", { name: new RegExp(`^${supplier.name}`) })).toHaveAttribute(
        "href",
        `/${supplier.slug}`,
      );
    }
  });

  for (const supplier of ALL_SUPPLIERS) {
    test(`choosing ${supplier.name} opens its home`, async ({ page, visit, settle, a11y, javaScriptEnabled }) => {
      await visit("/");
      const documents: Request[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request);
      });
      await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = "still here"));

      await page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(`^${supplier.name}`) })
        .click();
      await expect(page).toHaveURL(`/${supplier.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(supplier.welcome);
      await expect(
        page.getByRole("banner").getByRole("link", { name: `${supplier.name} — página inicial` }),
      ).toBeVisible();
      await expect(page).toHaveTitle(supplier.title);
      await settle();
      await a11y.check();

      // With JavaScript the router changes the page in place; without it the browser loads a new document.
      const marker = await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker ?? null);
      expect(marker).toBe(javaScriptEnabled ? "still here" : null);
      expect(documents.map((request) => request.url())).toEqual(
        javaScriptEnabled ? [] : [expect.stringMatching(new RegExp(`/${supplier.slug}$`))],
      );
    });
  }

  test("?fselecionado= chooses the supplier", { tag: "@same-without-js" }, async ({ page, visit }) => {
    const casaverde = SUPPLIERS.casaverde;
    await visit(`/?fselecionado=${casaverde.slug}`);
    await expect(page).toHaveURL(`/${casaverde.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(casaverde.welcome);
  });
});
