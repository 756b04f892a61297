import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * Modo leve (docs/decisions/0045) chosen in the footer: the page comes back with no script, says so
 * in the footer, and "Voltar ao modo completo" brings the scripts back. The switch is a plain form
 * (it works the same without JavaScript, tests/integration/storefront/light-mode.test.ts); its
 * subject is the page's scripts, so this journey runs with JavaScript only (@js-only). The pages of
 * Modo leve itself are judged by the light project (playwright.config.ts).
 */
test.describe("Modo leve from the footer", { tag: "@js-only" }, () => {
  test("'Modo leve' leaves the product page without scripts; 'Voltar ao modo completo' brings them back", async ({
    page,
    visit,
    settle,
    a11y,
  }) => {
    await visit("/aurora/produto/1001");
    const footer = page.getByRole("contentinfo");
    const scriptsInPage = () =>
      page.evaluate(
        () => [...document.querySelectorAll("script")].filter((script) => script.type !== "application/ld+json").length,
      );
    expect(await scriptsInPage()).toBeGreaterThan(0);

    const scriptRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scriptRequests.push(request.url());
    });
    await footer.getByRole("button", { name: "Modo leve" }).click();
    await expect(footer.getByText("Você está no modo leve")).toBeVisible();
    await expect(page).toHaveURL(/\/aurora\/produto\/1001$/);
    await page.waitForLoadState("load");
    expect(await scriptsInPage()).toBe(0);
    expect(scriptRequests).toEqual([]);
    // Another page in Modo leve is a page without scripts too.
    await page.goto("/aurora");
    expect(await scriptsInPage()).toBe(0);
    expect(scriptRequests).toEqual([]);
    await a11y.check("home in Modo leve");

    await page.getByRole("contentinfo").getByRole("button", { name: "Voltar ao modo completo" }).click();
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Modo leve" })).toBeVisible();
    await expect(page).toHaveURL(/\/aurora$/);
    await waitForHydration(page);
    expect(await scriptsInPage()).toBeGreaterThan(0);
    await settle();
    await a11y.check("home back in full mode");
  });
});
