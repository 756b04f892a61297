import { expect, test } from "./support/fixtures";
import { expectSupplierHome } from "./support/storefront";
import { SUPPLIERS } from "./support/suppliers";

const bomsabor = SUPPLIERS.bomsabor;

test.describe("white-label host", () => {
  test("bomsabor.localhost serves Empório Bom Sabor at / with links without the /bomsabor prefix", async ({ page, visit, hostOrigin }) => {
    const origin = hostOrigin("bomsabor.localhost");
    await visit(`${origin}/`);
    expect(page.url()).toBe(`${origin}/`);
    await expectSupplierHome(page, bomsabor, "");

    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const internal = hrefs.filter((href) => href.startsWith("/"));
    expect(internal.length).toBeGreaterThan(10);
    expect(internal.filter((href) => href === "/bomsabor" || href.startsWith("/bomsabor/"))).toEqual([]);
    await expect(page.getByRole("banner").getByRole("link", { name: `${bomsabor.name} — página inicial` })).toHaveAttribute("href", "/");
    const categoryHrefs = await page
      .getByRole("navigation", { name: "Categorias", exact: true })
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(categoryHrefs.length).toBeGreaterThan(0);
    for (const href of categoryHrefs) expect(href).toMatch(/^\/categoria\/\d+$/);
  });

  test("the shared-host path /bomsabor on the white-label host redirects to the prefix-free path", async ({ page, visit, hostOrigin }) => {
    const origin = hostOrigin("bomsabor.localhost");
    // (Node cannot resolve *.localhost, so the redirect is read from the browser's own navigation.)
    const response = await visit(`${origin}/bomsabor`);
    expect(page.url()).toBe(`${origin}/`);
    const redirect = response.request().redirectedFrom();
    expect(redirect?.url()).toBe(`${origin}/bomsabor`);
    expect((await redirect?.response())?.status()).toBe(301);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bomsabor.welcome);
  });
});
