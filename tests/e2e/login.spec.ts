import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

async function fillLogin(page: Page, login: string, senha = "demo1234") {
  const form = page.getByRole("main");
  await form.getByLabel("E-mail, CPF ou CNPJ").fill(login);
  await form.getByLabel("Senha", { exact: true }).fill(senha);
  await form.getByRole("button", { name: "Entrar" }).click();
}

test.describe("accounts: login", () => {
  test(
    "a guest buying is sent to log in and comes back to the product with prices",
    { tag: "@light" },
    async ({ page, visit, settle, a11y, consoleProblems }) => {
      await visit("/aurora/produto/1001");
      await expect(page.getByText("Preço disponível após o login.")).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Faça login para comprar" }).first().click();
      await expect(page).toHaveURL(/\/aurora\/entrar\?redirectTo=%2Faurora%2Fproduto%2F1001&motivo=compra$/);
      await expect(page.getByText("Para continuar a sua compra você precisa estar logado.")).toBeVisible();
      await settle();
      await a11y.check("login page");

      await fillLogin(page, "cliente@exemplo.com.br", "senha-errada");
      await expect(
        page.getByRole("alert").filter({ hasText: "Usuário inexistente ou credenciais inválidas" }),
      ).toBeVisible();
      await expect(page.getByLabel("E-mail, CPF ou CNPJ")).toHaveValue("cliente@exemplo.com.br");
      await expect(page.getByLabel("Senha", { exact: true })).toHaveValue("");
      await settle();
      await a11y.check("login refused");
      // The refusal answers 401, which the browser reports as a failed load.
      consoleProblems.forgetFailedLoads(401);

      await fillLogin(page, "529.982.247-25");
      await expect(page).toHaveURL(/\/aurora\/produto\/1001$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Preço disponível após o login.")).toHaveCount(0);
      // Priced for the customer's default payment method (invoice at aurora, +2 %), as the cart is.
      await expect(page.getByText(/R\$\s?159,02/).first()).toBeVisible();
      await settle();
      await a11y.check("product after login");
    },
  );

  test("a customer logs out and browses as a guest again", async ({ page, visit, settle, a11y }) => {
    await visit("/aurora/entrar");
    await fillLogin(page, "cliente@exemplo.com.br");
    await expect(page).toHaveURL(/\/aurora$/);
    const account = page.getByRole("navigation", { name: "Conta" });
    await account.getByText("Olá, Ana").click();
    await account.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/aurora$/);
    await expect(page.getByText("Você saiu da sua conta.")).toBeVisible();
    await settle();
    await a11y.check("home after logout");
    await visit("/aurora/produto/1001");
    await expect(page.getByText("Preço disponível após o login.")).toBeVisible();
  });

  test("a customer of another supplier is handed off to that supplier's login-token route", async ({
    page,
    visit,
    settle,
    a11y,
  }) => {
    await visit("/aurora/entrar");
    await fillLogin(page, "casaverde@exemplo.com.br");
    await expect(page).toHaveURL(/\/casaverde\/login-token\/[^/]+\/casaverde%40exemplo\.com\.br$/);
    await expect(page.getByRole("heading", { level: 1, name: "Continuar em Hortifruti Casa Verde" })).toBeVisible();
    await settle();
    await a11y.check("hand-off page");
    await page.getByRole("main").getByRole("button", { name: "Entrar em Hortifruti Casa Verde" }).click();
    await expect(page).toHaveURL(/\/casaverde$/);
    await visit("/casaverde/entrar");
    await expect(page).toHaveURL(/\/casaverde$/);
  });

  test("an ERP system logs a customer in with api_key and id_erp_usuario", async ({ page, visit }) => {
    await visit("/aurora/produto/1001?api_key=demo-api-key&id_erp_usuario=ERP-1001");
    await expect(page).toHaveURL(/\/aurora\/produto\/1001$/);
    await expect(page.getByText("Preço disponível após o login.")).toHaveCount(0);
    await visit("/aurora?api_key=chave-errada&id_erp_usuario=ERP-1001");
    await expect(page).toHaveURL(/\/aurora$/);
    await expect(page.getByText("Erro ao obter cliente!")).toBeVisible();
  });

  test("an account awaiting approval stays logged out", async ({ page, visit, consoleProblems }) => {
    await visit("/aurora/entrar");
    await fillLogin(page, "pendente@exemplo.com.br");
    await expect(
      page.getByRole("alert").filter({ hasText: "Seu cadastro já foi confirmado e aguarda aprovação" }),
    ).toBeVisible();
    consoleProblems.forgetFailedLoads(403); // the refused login answers 403: the browser says so in its console
    await visit("/aurora/produto/1001");
    await expect(page.getByText("Preço disponível após o login.")).toBeVisible();
  });
});
