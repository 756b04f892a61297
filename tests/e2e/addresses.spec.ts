import type { Page } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { expect, test } from "./support/fixtures";

/** A new customer of casaverde (approved at once), signed up by a plain form POST: the page's context is logged in. */
async function signUp(page: Page, baseURL: string | undefined): Promise<void> {
  const response = await page.request.post("/casaverde/cadastro", { form: newCustomer("enderecos").fields, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}

test.describe("addresses", () => {
  test("a customer adds an address from its CEP, makes it primary, changes it and deletes the other", async ({ page, visit, settle, a11y, baseURL, consoleProblems }) => {
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
    await expect(main.getByText("Preenchemos o endereço do CEP 13025-300: confira e complete com o número.")).toBeVisible();
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
