import type { Page } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test } from "./support/fixtures";
import { logIn } from "./support/session";

/**
 * Cookie consent (ADR 0041): the banner's three choices of the same weight, the choice kept from page
 * to page, with JavaScript (the page stays) and without (the form comes back to the page); and
 * Aurora's GA4 events in `dataLayer` only after "Aceitar todos" (@js-only: analytics is JavaScript).
 * Google's script is never reached (there is no internet): the journeys leave its request
 * unanswered, as a network that hangs, and the page neither waits on it nor misses an event.
 */

const PHONE = { width: 390, height: 844 };

// These journeys start as a first visit: no choice made.
test.use({ cookieChoice: null });

function banner(page: Page) {
  return page.getByRole("region", { name: "Cookies" });
}

test.describe("the cookie banner", () => {
  test(
    "rejecting the optional cookies: the banner goes and the choice is kept",
    { tag: "@light" },
    async ({ page, visit, settle, a11y, javaScriptEnabled, scripted }) => {
      await page.setViewportSize(PHONE);
      await visit("/aurora/categoria/101");
      const buttons = banner(page).getByRole("button");
      await expect(buttons).toHaveText(["Aceitar todos", "Rejeitar opcionais"]);
      await expect(banner(page).getByRole("link", { name: "Preferências" })).toBeVisible();
      // The same weight: the three choices are drawn alike.
      const looks = await banner(page)
        .locator("button, a")
        .evaluateAll((elements) =>
          elements.map((element) => {
            const style = getComputedStyle(element);
            return [style.backgroundColor, style.color, style.fontWeight, style.fontSize, style.borderTopWidth].join();
          }),
        );
      expect(new Set(looks).size).toBe(1);

      const url = page.url();
      // With scripts the choice is sent by the banner's own request, and the page follows the
      // answer's redirect by loading its data again (the listing dimmed meanwhile): the page is
      // judged once that data has come.
      const reloaded = scripted
        ? page.waitForResponse(
            (response) =>
              response.request().method() === "GET" &&
              new URL(response.url()).pathname === "/aurora/categoria/101.data",
          )
        : null;
      await banner(page).getByRole("button", { name: "Rejeitar opcionais" }).click();
      await expect(banner(page)).toHaveCount(0);
      await reloaded;
      await settle();
      expect(page.url()).toBe(url);
      await a11y.check("the page after the choice");

      await page.getByRole("main").getByRole("link").filter({ hasText: /\S/ }).first().click();
      await settle();
      await expect(banner(page)).toHaveCount(0);
      await a11y.check();

      await visit("/aurora/cookies");
      await expect(banner(page)).toHaveCount(0);
      const main = page.getByRole("main");
      await expect(main.getByRole("checkbox", { name: "Necessários (sempre ativos)" })).toBeChecked();
      for (const name of ["Sessão", "Desempenho", "Personalização"])
        await expect(main.getByRole("checkbox", { name })).not.toBeChecked();
      if (!javaScriptEnabled) return;
      // With JavaScript the footer's link leads here too.
      await visit("/aurora");
      await page.getByRole("contentinfo").getByRole("link", { name: "Preferências de cookies" }).click();
      await expect(page).toHaveURL(/\/aurora\/cookies$/);
    },
  );
});

type DataLayerEntry = Record<string, unknown>;

/** What gtag put in `dataLayer` (its Arguments objects read as arrays); null when there is no `dataLayer`. */
function dataLayer(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    return layer ? layer.map((entry) => Array.from(entry)) : null;
  });
}

async function events(page: Page): Promise<{ name: string; params: DataLayerEntry }[]> {
  return ((await dataLayer(page)) ?? [])
    .filter((entry) => entry[0] === "event")
    .map((entry) => ({ name: String(entry[1]), params: entry[2] as DataLayerEntry }));
}

test.describe("GA4 at Aurora", { tag: "@js-only" }, () => {
  test.beforeEach(async ({ page }) => {
    // Unreachable: the request is held and never answered.
    await page.route("https://www.googletagmanager.com/**", () => undefined);
  });

  test("no analytics before a choice nor after Rejeitar opcionais", async ({ page, visit, settle }) => {
    await page.setViewportSize(PHONE);
    await visit("/aurora/categoria/101");
    await visit("/aurora/produto/1001");
    expect(await dataLayer(page)).toBeNull();
    await banner(page).getByRole("button", { name: "Rejeitar opcionais" }).click();
    await expect(banner(page)).toHaveCount(0);
    await visit("/aurora/categoria/101");
    await settle();
    expect(await dataLayer(page)).toBeNull();
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });

  test("after Aceitar todos: the key, and view_item_list, view_item, add_to_cart in BRL with ids and prices shown", async ({
    page,
    visit,
    baseURL,
  }) => {
    await logIn(page, baseURL, "aurora", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    await page.setViewportSize(PHONE);
    await visit("/aurora/categoria/101");
    await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await events(page)).map((event) => event.name)).toContain("view_item_list");
    const layer = (await dataLayer(page))!;
    expect(layer).toContainEqual(["config", "G-4UR0R4D3M0"]);
    const list = (await events(page)).find((event) => event.name === "view_item_list")!;
    expect(list.params.currency).toBe("BRL");
    expect((list.params.items as unknown[]).length).toBeGreaterThan(0);

    await visit("/aurora/produto/1001");
    await expect.poll(async () => (await events(page)).map((event) => event.name)).toContain("view_item");
    const item = (await events(page)).find((event) => event.name === "view_item")!;
    const shownPrice = await page.getByRole("main").locator("p").filter({ hasText: /^R\$/ }).first().textContent();
    expect(item.params).toMatchObject({ currency: "BRL", items: [{ item_id: "1001" }] });
    const price = (item.params.items as { price: number }[])[0]!.price;
    expect(shownPrice?.replace(/\s/g, " ")).toContain(price.toFixed(2).replace(".", ","));

    await page.getByRole("main").getByRole("button", { name: "Adicionar ao carrinho", exact: true }).click();
    await expect.poll(async () => (await events(page)).map((event) => event.name)).toContain("add_to_cart");
    const added = (await events(page)).find((event) => event.name === "add_to_cart")!;
    expect(added.params).toMatchObject({ currency: "BRL", items: [{ item_id: "1001", price }] });
  });

  test("a choice withdrawn on /cookies stops the events at once, without a reload", async ({
    page,
    visit,
    baseURL,
    settle,
    a11y,
  }) => {
    await logIn(page, baseURL, "aurora", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    await page.setViewportSize(PHONE);
    await visit("/aurora/categoria/101");
    await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
    await expect.poll(async () => (await events(page)).map((event) => event.name)).toContain("view_item_list");
    // The same document from here on: the footer's link, the preferences' form, a header category.
    await page.getByRole("contentinfo").getByRole("link", { name: "Preferências de cookies" }).click();
    await expect(page).toHaveURL(/\/aurora\/cookies$/);
    await page.getByRole("main").getByRole("button", { name: "Rejeitar opcionais" }).click();
    await expect(page.getByRole("main").getByRole("checkbox", { name: "Desempenho" })).not.toBeChecked();
    await settle();
    await a11y.check("the preferences, analytics withdrawn");
    const sentBefore = (await events(page)).length;
    await page
      .getByRole("navigation", { name: "Categorias" })
      .getByRole("link")
      .filter({ hasText: /\S/ })
      .nth(1)
      .click();
    await expect(page).toHaveURL(/\/aurora\/categoria\/\d+$/);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.ga4 ?? null)).toBeNull();
    expect(await dataLayer(page)).toContainEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect((await events(page)).length).toBe(sentBefore);
  });

  test("after Aceitar todos: begin_checkout and add_payment_info at the checkout, and purchase once on the order placed, in BRL", async ({
    page,
    visit,
    baseURL,
    settle,
    a11y,
  }) => {
    const buyer = newCustomer("ga4");
    const headers = { Origin: baseURL! };
    expect(
      (await page.request.post("/aurora/cadastro", { form: buyer.fields, headers, maxRedirects: 0 })).status(),
    ).toBe(303);
    await upstreamCli(process.env.E2E_DATA_DIR ?? "", "approve", "--supplier", "aurora", "--email", buyer.email);
    await logIn(page, baseURL, "aurora", { login: buyer.email, senha: buyer.senha });
    // Two bales of rice (over Aurora's minimum), paid by PIX.
    for (const [path, form] of [
      ["/aurora/carrinho", { intent: "adicionar", idproduto: "1001", quantidade: "2" }],
      ["/aurora/checkout", { intent: "pagamento", idformapagamento: "12" }],
    ] as const)
      expect((await page.request.post(path, { form, headers, maxRedirects: 0 })).status()).toBe(303);
    await page.setViewportSize(PHONE);
    await visit("/aurora/checkout");
    await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(async () => (await events(page)).map((event) => event.name))
      .toEqual(expect.arrayContaining(["begin_checkout", "add_payment_info"]));
    const begun = (await events(page)).find((event) => event.name === "begin_checkout")!;
    expect(begun.params).toMatchObject({ currency: "BRL", items: [{ item_id: "1001", quantity: 2 }] });
    const paying = (await events(page)).find((event) => event.name === "add_payment_info")!;
    expect(paying.params).toMatchObject({ currency: "BRL", payment_type: expect.any(String) });

    await page.getByRole("main").getByRole("button", { name: "Finalizar pedido" }).click();
    await expect(page).toHaveURL(/\/submissao\/\d+$/);
    const numpedido = new URL(page.url()).pathname.split("/").pop()!;
    await expect.poll(async () => (await events(page)).map((event) => event.name)).toContain("purchase");
    const purchases = (await events(page)).filter((event) => event.name === "purchase");
    expect(purchases).toHaveLength(1);
    const purchase = purchases[0]!.params;
    expect(purchase).toMatchObject({
      currency: "BRL",
      transaction_id: numpedido,
      items: [{ item_id: "1001", quantity: 2 }],
    });
    // Its value is the order's total as the page says it (the products and the delivery).
    const total = `R$ ${(purchase.value as number).toFixed(2).replace(".", ",")}`;
    await expect(page.getByRole("main").getByText(total, { exact: false }).first()).toBeVisible();
    await settle();
    await a11y.check("order placed with analytics on");
  });
});
