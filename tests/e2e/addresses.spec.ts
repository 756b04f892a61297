import type { Page } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { expect, test } from "./support/fixtures";

/** A new customer of casaverde (approved at once), signed up by a plain form POST: the page's context is logged in. */
async function signUp(page: Page, baseURL: string | undefined): Promise<void> {
  const response = await page.request.post("/casaverde/cadastro", {
    form: newCustomer("enderecos").fields,
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

test.describe("addresses", () => {
  test("a customer adds an address from its CEP, makes it primary, changes it and deletes the other", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    consoleProblems,
  }) => {
    await signUp(page, baseURL);
    await visit("/casaverde/enderecos");
    const main = page.getByRole("main");
    const list = main.getByRole("list", { name: "Seus endereços" });
    // The sign-up's address is the first one, and the primary one.
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Avenida Paulista");

    await main.getByRole("link", { name: "Cadastrar novo endereço" }).click();
    await expect(main.getByRole("heading", { name: "Novo endereço" })).toBeVisible();
    await settle();
    await a11y.check("new address form");
    await main.getByLabel("Nome do endereço (opcional)").fill("Loja");
    await main.getByLabel("CEP").fill("13025-300");
    await main.getByRole("button", { name: "Buscar CEP" }).click();
    await expect(
      main.getByText("Preenchemos o endereço do CEP 13025-300: confira e complete com o número."),
    ).toBeVisible();
    await expect(main.getByLabel("Rua")).toHaveValue("Avenida Norte-Sul");
    await expect(main.getByLabel("Cidade")).toHaveValue("Campinas");
    await expect(main.getByLabel("Estado (UF)")).toHaveValue("SP");
    await expect(main.getByLabel("Nome do endereço (opcional)")).toHaveValue("Loja");
    await settle();
    await a11y.check("address filled from its CEP");

    // Saving without a number: said next to the field, what was typed kept.
    await main.getByRole("button", { name: "Salvar endereço" }).click();
    await expect(main.getByLabel("Número")).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByLabel("Rua")).toHaveValue("Avenida Norte-Sul");
    consoleProblems.forgetFailedLoads(400);
    await settle();
    await a11y.check("address refused");
    // Enter in a field saves (it does not look the CEP up again).
    await main.getByLabel("Número").fill("S/N");
    await main.getByLabel("Número").press("Enter");
    await expect(page).toHaveURL(/\/casaverde\/enderecos$/);
    await expect(page.getByText("Endereço salvo.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list).toContainText("Avenida Norte-Sul, S/N — Cambuí, Campinas - SP, 13025-300");
    await settle();
    await a11y.check("addresses after saving");

    await list.getByRole("button", { name: "Tornar Loja principal" }).click();
    await expect(page.getByText("Endereço principal alterado.")).toBeVisible();
    await expect(list.getByRole("listitem").first()).toContainText("Loja");
    await expect(list.getByRole("listitem").first()).toContainText("Principal");

    await list.getByRole("link", { name: "Alterar Loja" }).click();
    await expect(main.getByRole("heading", { name: "Alterar endereço" })).toBeVisible();
    await expect(main.getByLabel("CEP")).toHaveValue("13025-300");
    await settle();
    await a11y.check("address being changed");
    await main.getByLabel("Número").fill("1200");
    await main.getByRole("button", { name: "Salvar endereço" }).click();
    await expect(list).toContainText("Avenida Norte-Sul, 1200 — Cambuí, Campinas - SP, 13025-300");

    await list.getByRole("link", { name: "Excluir Principal" }).click();
    await expect(main.getByRole("heading", { name: "Excluir Principal?" })).toBeVisible();
    await settle();
    await a11y.check("delete confirmation");
    await main.getByRole("button", { name: "Excluir endereço" }).click();
    await expect(page.getByText("Endereço excluído.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).not.toContainText("Avenida Paulista");
  });
});

test.describe("addresses at 390 px", () => {
  test("'Buscar CEP' keeps what was typed, and Back after it shows a page, never the browser's resubmission page", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signUp(page, baseURL);
    await page.setViewportSize({ width: 390, height: 844 });
    await visit("/casaverde/enderecos");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Cadastrar novo endereço" }).click();
    await expect(main.getByRole("heading", { name: "Novo endereço" })).toBeVisible();
    await settle();
    await main.getByLabel("Nome do endereço (opcional)").fill("Depósito");
    await main.getByLabel("CEP").fill("13025-300");
    await main.getByLabel("Número").fill("80");
    await main.getByLabel("Ponto de referência (opcional)").fill("Portão azul");
    await main.getByRole("button", { name: "Buscar CEP" }).click();
    await expect(
      main.getByText("Preenchemos o endereço do CEP 13025-300: confira e complete com o número."),
    ).toBeVisible();
    await expect(main.getByLabel("Rua")).toHaveValue("Avenida Norte-Sul");
    await expect(main.getByLabel("Nome do endereço (opcional)")).toHaveValue("Depósito");
    await expect(main.getByLabel("Número")).toHaveValue("80");
    await expect(main.getByLabel("Ponto de referência (opcional)")).toHaveValue("Portão azul");
    // Without JavaScript the lookup answered a redirect to the form (where the page opens).
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/casaverde\/enderecos\?novo=1#endereco-form-titulo$/);
    await settle();
    await a11y.check("address filled from its CEP at 390 px");

    // Back: without JavaScript the form before the lookup; with it the lookup stayed in the page,
    // and Back goes to the list.
    await page.goBack();
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(/\/casaverde\/enderecos$/);
      await expect(page.getByRole("heading", { level: 1, name: "Meus endereços" })).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/casaverde\/enderecos\?novo=1/);
      await expect(page.getByRole("heading", { name: "Novo endereço" })).toBeVisible();
    }
  });
});

test.describe("the address map", () => {
  test(
    "with JavaScript the map loads when asked and the pin moved by the keys is saved; without it, no map and the CEP places the address",
    { tag: "@light" },
    async ({ page, visit, settle, a11y, baseURL, scripted }) => {
      // The map's chunk (Leaflet with the panel that draws it) and its stylesheet.
      const mapCode: string[] = [];
      page.on("request", (request) => {
        if (/leaflet|address-map-panel/i.test(request.url())) mapCode.push(request.url());
      });
      await signUp(page, baseURL);
      await visit("/casaverde/enderecos?novo=1");
      const main = page.getByRole("main");
      await main.getByLabel("Nome do endereço (opcional)").fill("Loja");
      await main.getByLabel("CEP").fill("13025-300");
      await main.getByRole("button", { name: "Buscar CEP" }).click();
      await expect(main.getByLabel("Rua")).toHaveValue("Avenida Norte-Sul");
      await settle();
      const section = main.getByRole("region", { name: "Ponto de entrega no mapa" });
      if (scripted) {
        // The map's code is not on the page until the shopper asks for the map.
        await expect(section.getByRole("button", { name: "Ajustar no mapa" })).toBeVisible();
        expect(mapCode).toEqual([]);
        await section.getByRole("button", { name: "Ajustar no mapa" }).click();
        await expect(section.getByRole("region", { name: "Mapa do endereço" })).toBeVisible();
        expect(mapCode.some((url) => url.endsWith(".js"))).toBe(true);
        expect(mapCode.some((url) => url.endsWith(".css"))).toBe(true);
        await expect(section).toContainText("O pino está no ponto do CEP 13025-300.");
        // The tiles' credit (MAP_TILE_ATTRIBUTION; the demo's tiles say they are the demo's), as text.
        await expect(section.locator(".leaflet-control-attribution")).toContainText("Mapa de demonstração");
        const pin = section.getByRole("button", { name: /^Pino do endereço/ });
        await expect(pin).toBeFocused();
        await pin.press("ArrowUp");
        await pin.press("ArrowUp");
        await pin.press("ArrowRight");
        await expect(section).toContainText(
          "O pino está 20 m ao norte e 10 m a leste do ponto do CEP 13025-300: ao salvar, este é o ponto de entrega.",
        );
        await a11y.check("address map open, pin moved");
      } else {
        await expect(section).toHaveCount(0);
        await expect(main.getByRole("button", { name: "Ajustar no mapa" })).toHaveCount(0);
      }
      await main.getByLabel("Número").fill("S/N");
      await main.getByRole("button", { name: "Salvar endereço" }).click();
      await expect(page.getByText("Endereço salvo.")).toBeVisible();
      await settle();
      await a11y.check("addresses after saving");

      await main.getByRole("link", { name: "Alterar Loja" }).click();
      await expect(main.getByRole("heading", { name: "Alterar endereço" })).toBeVisible();
      const lat = Number(await main.locator('input[name="lat"]').inputValue());
      const lng = Number(await main.locator('input[name="lng"]').inputValue());
      if (scripted) {
        // 20 m north and 10 m east of the CEP's point (-22.893, -47.056).
        expect(lat).toBeCloseTo(-22.893 + 20 / 111_320, 6);
        expect(lng).toBeGreaterThan(-47.056);
        await settle();
        await section.getByRole("button", { name: "Ajustar no mapa" }).click();
        await expect(section).toContainText("O pino está no ponto salvo deste endereço.");
      } else {
        expect([lat, lng]).toEqual([-22.893, -47.056]);
      }
      await settle();
      await a11y.check("address with its saved point");
    },
  );
});
