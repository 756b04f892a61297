import { expect, test } from "./support/fixtures";
import { SUPPLIERS } from "./support/suppliers";

test.describe("legacy and unknown addresses", () => {
  test("legacy /commerce/aurora answers 301 to /aurora", { tag: "@request" }, async ({ request }) => {
    const answer = await request.get("/commerce/aurora", { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()["location"]).toMatch(/^(https?:\/\/[^/]+)?\/aurora$/);
  });

  test("legacy /commerce/aurora lands on /aurora (301)", { tag: "@same-without-js" }, async ({ page, visit }) => {
    const response = await visit("/commerce/aurora");
    await expect(page).toHaveURL("/aurora");
    const redirect = response.request().redirectedFrom();
    expect(redirect?.url()).toMatch(/\/commerce\/aurora$/);
    expect((await redirect?.response())?.status()).toBe(301);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SUPPLIERS.aurora.welcome);
  });

  test("legacy prefix keeps the rest of the path and the query", { tag: "@request" }, async ({ request }) => {
    const answer = await request.get("/commerce/aurora/erro/too-many-request?x=1", { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()["location"]).toMatch(/^(https?:\/\/[^/]+)?\/aurora\/erro\/too-many-request\?x=1$/);
  });

  test(
    "an unknown supplier lands on the default site (the marketplace)",
    { tag: "@same-without-js" },
    async ({ page, visit }) => {
      const response = await visit("/nao-existe");
      expect((await response.request().redirectedFrom()?.response())?.status()).toBe(302);
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escolha um fornecedor");
    },
  );
});
