import { expect, test } from "./support/fixtures";
import { expectSupplierHome } from "./support/storefront";
import { SUPPLIERS } from "./support/suppliers";

const bomsabor = SUPPLIERS.bomsabor;

test.describe("white-label host", () => {
  test(
    "bomsabor.localhost serves Empório Bom Sabor at / with links without the /bomsabor prefix",
    { tag: "@same-without-js" },
    async ({ page, visit, hostOrigin }) => {
      const origin = hostOrigin("bomsabor.localhost");
      await visit(`${origin}/`);
      expect(page.url()).toBe(`${origin}/`);
      await expectSupplierHome(page, bomsabor, "");

      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const internal = hrefs.filter((href) => href.startsWith("/"));
      expect(internal.length).toBeGreaterThan(10);
      expect(internal.filter((href) => href === "/bomsabor" || href.startsWith("/bomsabor/"))).toEqual([]);
      await expect(
        page.getByRole("banner").getByRole("link", { name: `${bomsabor.name} — página inicial` }),
      ).toHaveAttribute("href", "/");
      const categoryHrefs = await page
        .getByRole("navigation", { name: "Categorias", exact: true })
        .locator("a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(categoryHrefs.length).toBeGreaterThan(0);
      for (const href of categoryHrefs) expect(href).toMatch(/^\/categoria\/\d+$/);
    },
  );

  test(
    "the shared-host path /bomsabor on the white-label host redirects to the prefix-free path",
    { tag: "@same-without-js" },
    async ({ page, visit, hostOrigin }) => {
      const origin = hostOrigin("bomsabor.localhost");
      // (Node cannot resolve *.localhost, so the redirect is read from the browser's own navigation.)
      const response = await visit(`${origin}/bomsabor`);
      expect(page.url()).toBe(`${origin}/`);
      const redirect = response.request().redirectedFrom();
      expect(redirect?.url()).toBe(`${origin}/bomsabor`);
      expect((await redirect?.response())?.status()).toBe(301);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(bomsabor.welcome);
    },
  );

  test("a product's photos show at the white-label host and at another name of the shared host, with no CSP violation", async ({
    page,
    visit,
    hostOrigin,
    consoleProblems,
  }) => {
    // The page loads its photos from itself: an image on DEFAULT_SITE_URL (the server's own
    // http://localhost:{port}/ here) is another origin at these hosts, which the CSP refuses.
    for (const [url, name] of [
      [`${hostOrigin("bomsabor.localhost")}/produto/2001`, "Azeite extravirgem português 500 ml"],
      [`${hostOrigin("127.0.0.1")}/aurora/produto/1016`, null],
    ] as const) {
      await visit(url);
      const photo = page.getByRole("main").locator("article img").first();
      if (name) await expect(photo).toHaveAttribute("alt", name);
      await expect(photo).toHaveAttribute("src", /^\/imagens\//);
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: `the photo of ${url} loads`,
        })
        .toBe(true);
      const refused = consoleProblems.problems.filter((problem) => /Content Security Policy/i.test(problem.text));
      expect(refused.map((problem) => problem.text)).toEqual([]);
    }
  });
});
