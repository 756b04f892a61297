import { expect, test } from "./support/fixtures";
import { logIn } from "./support/session";
import { requestsSoFar } from "./support/storefront";

/**
 * Delivery or pickup with its option and slot (docs/rules/delivery.md "Delivery type", "Delivery options"): a
 * guest gives a CEP, sees what each option costs, picks a slot and finds it under the header of
 * every page; switches to pickup and sees the store and its hours; a pickup-only store offers no
 * delivery at all. Plain forms: the same with and without JavaScript.
 */
test.describe("delivery or pickup", () => {
  test("a guest gives a CEP, picks a slot and sees the delivery under the header; then switches to pickup", async ({
    page,
    visit,
    settle,
    a11y,
  }) => {
    await visit("/aurora/entrega");
    const main = page.getByRole("main");
    await expect(page.getByRole("link", { name: /Informe o CEP de entrega/ })).toBeVisible();

    await main.getByRole("textbox", { name: "CEP de entrega" }).fill("05422-001");
    await main.getByRole("button", { name: "Ver formas de entrega" }).click();
    await expect(main.getByRole("heading", { name: "Entrega programada" })).toBeVisible();
    await expect(main.getByText(/Pedido mínimo R\$\s300,00/)).toBeVisible();
    await settle();
    await a11y.check("delivery options for a CEP");

    // Each slot is a button: pressing one chooses it, with nothing else to confirm.
    const slots = () => main.getByRole("group", { name: "Entrega programada" }).getByRole("button");
    await expect(slots().first()).toHaveAttribute("aria-pressed", "true");
    const secondLabel = (await slots().nth(1).textContent()) ?? "";
    await slots().nth(1).click();
    await expect(page.getByText(`Entrega programada: ${secondLabel}. Você pode mudar quando quiser.`)).toBeVisible();
    await expect(slots().nth(1)).toHaveAttribute("aria-pressed", "true");
    await settle();
    await a11y.check("slot confirmed");

    await page.getByRole("link", { name: "Mercearia" }).first().click();
    await expect(page).toHaveURL(/\/aurora\/categoria\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mercearia" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Entregar em 05422-001/ })).toBeVisible();
    await expect(page.getByText(/Entrega R\$\s25,00 · grátis a partir de R\$\s500,00/).first()).toBeVisible();
    await settle();
    await a11y.check();

    await page.getByRole("link", { name: /Entregar em 05422-001/ }).click();
    await page.getByRole("main").getByRole("button", { name: "Retirar na loja" }).click();
    await expect(page.getByText("Retirada na loja. Você pode mudar quando quiser.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Retirar em: Centro de distribuição Mooca" })).toBeVisible();
    await expect(page.getByText("Segunda a sexta: 07:00–17:00")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quando você vai retirar?" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Retirar na loja/ })).toBeVisible();
    await settle();
    await a11y.check("pickup");
  });

  test("a pickup-only store offers pickup at once, with its counter's slots", async ({ page, visit }) => {
    await visit("/casaverde/entrega");
    const main = page.getByRole("main");
    await expect(main.getByText("Nesta loja você retira o pedido na loja.")).toBeVisible();
    await expect(main.getByRole("radio")).toHaveCount(0);
    await expect(main.getByRole("heading", { name: "Retirada no balcão" })).toBeVisible();
    await expect(main.getByText("Segunda a sábado: 07:00–20:00")).toBeVisible();
    await main.getByRole("group", { name: "Retirada no balcão" }).getByRole("button").first().click();
    await expect(page.getByText(/^Retirada no balcão: .*Você pode mudar quando quiser\.$/)).toBeVisible();
  });
});

test.describe("delivery options with JavaScript", { tag: "@js-only" }, () => {
  test("the CEP is looked up by itself 500 ms after its eighth digit, never for fewer digits", async ({
    page,
    visit,
    a11y,
  }) => {
    const lookups: string[] = [];
    page.on("request", (request) => {
      // With JavaScript the form goes to the route's data address (/aurora/entrega.data).
      if (request.method() === "POST" && /^\/aurora\/entrega(\.data)?$/.test(new URL(request.url()).pathname))
        lookups.push(request.postData() ?? "");
    });
    await page.clock.install();
    await visit("/aurora/entrega");
    // Past the 2 s the page waits after it opens, then the clock is held.
    await page.clock.runFor(2500);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const cep = page.getByRole("main").getByRole("textbox", { name: "CEP de entrega" });
    await cep.pressSequentially("05422-00");
    await page.clock.runFor(5000);
    await requestsSoFar(page);
    expect(lookups).toEqual([]);
    await cep.pressSequentially("1");
    await page.clock.runFor(499);
    await requestsSoFar(page);
    expect(lookups).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => lookups.length).toBe(1);
    expect(lookups[0]).toContain("cep=05422-001");
    await page.clock.resume();
    await expect(page.getByRole("main").getByRole("heading", { name: "Entrega programada" })).toBeVisible();
    await a11y.check("options looked up by themselves");
  });
});

/**
 * What is listed follows delivery or pickup (docs/rules/delivery.md "Delivery type", ADR 0034): at
 * Aurora the ice is offered for pickup only. Plain links and forms, rendered on the server: the
 * same without JavaScript (tests/integration/catalogue/delivery-type.test.ts goes through each
 * call), so this runs in one mode, on a phone.
 */
test.describe("delivery or pickup shapes the catalogue", { tag: "@js-only" }, () => {
  test("a pickup shopper's listings and prices follow pickup", async ({ page, baseURL, visit, settle, a11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Aurora shows prices to its customers only.
    await logIn(page, baseURL, "aurora", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    const main = page.getByRole("main");
    const ice = main.getByRole("link", { name: /Gelo em cubos 5 kg/ }).first();

    await visit("/aurora/categoria/123");
    await expect(main.getByRole("heading", { level: 1, name: "Águas" })).toBeVisible();
    await expect(main.getByText("Água de coco 1 L").first()).toBeVisible();
    await expect(ice).toHaveCount(0);

    await visit("/aurora/entrega");
    await main.getByRole("button", { name: "Retirar na loja" }).click();
    await expect(page.getByText("Retirada na loja. Você pode mudar quando quiser.")).toBeVisible();

    await visit("/aurora/categoria/123");
    await expect(ice).toBeVisible();
    // Its price, as this customer's payment method prices it, on its card.
    await expect(ice.locator("xpath=..").getByText(/R\$\s\d+,\d{2} \/ un/)).toBeVisible();
    await settle();
    await a11y.check("a pickup shopper's listing at 390 px");

    await ice.click();
    await expect(page.getByRole("heading", { level: 1, name: "Gelo em cubos 5 kg" })).toBeVisible();
    await expect(main.getByText("Onde fica na loja: Câmara fria · Retirada no balcão")).toBeVisible();
    await expect(main.getByText(/R\$\s\d+,\d{2}/).first()).toBeVisible();
    await settle();
    await a11y.check("a pickup-only product at 390 px");

    await visit("/aurora/entrega");
    await main.getByRole("button", { name: "Receber no meu endereço" }).click();
    await expect(main.getByRole("button", { name: "Receber no meu endereço" })).toHaveAttribute("aria-pressed", "true");
    await visit("/aurora/categoria/123");
    await expect(main.getByText("Água de coco 1 L").first()).toBeVisible();
    await expect(ice).toHaveCount(0);
  });
});
