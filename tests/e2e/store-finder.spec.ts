import type { Page } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test } from "./support/fixtures";
import { logIn } from "./support/session";

/**
 * An address chosen inside a store finds the stores that serve it (docs/rules/delivery.md "Suppliers
 * serving an address", ADR 0036), on a phone, with and without JavaScript: a Campinas address only
 * Casa Verde serves, added at Aurora, lands the customer at Casa Verde, told why, with the way back;
 * an address no store serves gets the spec's message. The branches and faults are in
 * tests/integration/delivery/store-finder*.test.ts.
 */

/** A new customer of Aurora, signed up by a plain form POST, approved and logged in in the page's context. */
async function signUpAtAurora(page: Page, baseURL: string | undefined): Promise<void> {
  const customer = newCustomer("lojas");
  const response = await page.request.post("/aurora/cadastro", {
    form: customer.fields,
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await upstreamCli(process.env.E2E_DATA_DIR ?? "", "approve", "--supplier", "aurora", "--email", customer.email);
  await logIn(page, baseURL, "aurora", { login: customer.email, senha: customer.senha });
}

test.describe("an address finds the store that serves it, at 390 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test("inside Aurora, a customer adds a Campinas address only Casa Verde serves and lands at Casa Verde, told why, with a way back", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
  }) => {
    await signUpAtAurora(page, baseURL);
    await visit("/aurora/enderecos?novo=1");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Novo endereço" })).toBeVisible();
    await settle();
    await main.getByLabel("Nome do endereço (opcional)").fill("Casa em Campinas");
    await main.getByLabel("CEP").fill("13025-000");
    await main.getByLabel("Rua").fill("Rua Coronel Quirino");
    await main.getByLabel("Número").fill("100");
    await main.getByLabel("Bairro").fill("Cambuí");
    await main.getByLabel("Cidade").fill("Campinas");
    await main.getByLabel("Estado (UF)").selectOption("SP");
    await main.getByRole("button", { name: "Salvar endereço" }).click();

    await expect(page).toHaveURL(/\/casaverde$/);
    await expect(
      page.getByText(
        "Distribuidora Aurora não entrega neste endereço; você está em Hortifruti Casa Verde, que atende com retirada na loja.",
      ),
    ).toBeVisible();
    const back = page.getByRole("link", { name: "Voltar para Distribuidora Aurora" });
    await expect(back).toBeVisible();
    await settle();
    await a11y.check("arrived at the store that serves the address");

    await back.click();
    await expect(page).toHaveURL(/\/aurora$/);
    await settle();
    await a11y.check();
  });

  test("an address no store serves gets the spec's message, the CEP kept", async ({
    page,
    visit,
    settle,
    a11y,
    consoleProblems,
  }) => {
    await visit("/aurora/entrega");
    const main = page.getByRole("main");
    const cep = main.getByRole("textbox", { name: "CEP de entrega" });
    await cep.fill("11060-000");
    await main.getByRole("button", { name: "Ver formas de entrega" }).click();
    await expect(main.getByText("Infelizmente ainda não atendemos o seu endereço")).toBeVisible();
    await expect(cep).toHaveValue("11060-000");
    await expect(cep).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/aurora\/entrega/);
    // The refusal is the page's answer (400), which the browser logs as a failed load.
    consoleProblems.forgetFailedLoads(400);
    await settle();
    await a11y.check("address no store serves");
  });
});
