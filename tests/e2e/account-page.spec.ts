import type { Page } from "@playwright/test";
import { newCustomer, type NewCustomer } from "../support/new-customer";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test } from "./support/fixtures";

/** A new customer of casaverde (approved at once), signed up by a plain form POST; the page's context is logged in. */
async function signUp(page: Page, baseURL: string | undefined): Promise<NewCustomer> {
  const customer = newCustomer("minhaconta");
  const response = await page.request.post("/casaverde/cadastro", {
    form: customer.fields,
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return customer;
}

/** Logs the page's context in at aurora by a plain form POST. */
async function logIn(page: Page, baseURL: string | undefined, form: Record<string, string>): Promise<void> {
  const response = await page.request.post("/aurora/entrar", { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

test.describe("accounts: the customer's own page", () => {
  test("a guest logs in to see the account, then changes the phone", async ({ page, visit, settle, a11y, baseURL }) => {
    const customer = await signUp(page, baseURL);
    await page.context().clearCookies();

    await visit("/casaverde/conta");
    await expect(page).toHaveURL(/\/casaverde\/entrar\?redirectTo=%2Fcasaverde%2Fconta$/);
    const main = page.getByRole("main");
    await main.getByLabel("E-mail, CPF ou CNPJ").fill(customer.email);
    await main.getByLabel("Senha", { exact: true }).fill(customer.senha);
    await main.getByRole("button", { name: "Entrar" }).click();

    await expect(page).toHaveURL(/\/casaverde\/conta$/);
    await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
    const overview = main.getByRole("region", { name: "Seus dados" });
    await expect(overview).toContainText(customer.documento);
    await expect(overview).toContainText(customer.email);
    await expect(overview).toContainText("(11) 98877-6655");
    await expect(overview).toContainText("12/09/1988");
    await expect(overview).toContainText("Aprovado");
    await settle();
    await a11y.check("account page");

    const data = main.getByRole("region", { name: "Alterar dados" });
    await expect(data.getByLabel("Telefone com DDD")).toHaveValue("(11) 98877-6655");
    await data.getByLabel("Telefone com DDD").fill("(19) 3232-4545");
    await data.getByRole("button", { name: "Salvar dados" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cadastro atualizado" })).toBeVisible();
    await expect(overview).toContainText("(19) 3232-4545");
    await expect(data.getByLabel("Telefone com DDD")).toHaveValue("(19) 3232-4545");
    await settle();
    await a11y.check("account data saved");
  });

  test("bad inputs keep what was typed; a wrong current password is said next to it", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    consoleProblems,
  }) => {
    await signUp(page, baseURL);
    await visit("/casaverde/conta");
    const main = page.getByRole("main");

    const data = main.getByRole("region", { name: "Alterar dados" });
    await data.getByLabel("Nome completo ou razão social").fill("Beatriz Lima Nova");
    await data.getByLabel("Telefone com DDD").fill("9999");
    await data.getByRole("button", { name: "Salvar dados" }).click();
    await expect(data.getByText("Informe o telefone com DDD (10 ou 11 dígitos).")).toBeVisible();
    await expect(data.getByLabel("Telefone com DDD")).toHaveAttribute("aria-invalid", "true");
    await expect(data.getByLabel("Telefone com DDD")).toHaveValue("9999");
    await expect(data.getByLabel("Nome completo ou razão social")).toHaveValue("Beatriz Lima Nova");
    await settle();
    await a11y.check("account data with a mistake");

    const email = main.getByRole("region", { name: "Alterar e-mail" });
    await email.getByLabel("Novo e-mail").fill("outro-endereco@exemplo.com.br");
    await email.getByLabel("Senha atual").fill("nao-e-a-senha");
    await email.getByRole("button", { name: "Alterar e-mail" }).click();
    await expect(email.getByText("Senha atual incorreta.")).toBeVisible();
    await expect(email.getByLabel("Novo e-mail")).toHaveValue("outro-endereco@exemplo.com.br");
    await expect(email.getByLabel("Senha atual")).toHaveValue("");
    await expect(page).toHaveURL(/\/casaverde\/conta#alterar-email$/);
    await expect(email).toBeInViewport();
    consoleProblems.forgetFailedLoads(400); // refused forms answer 400: the browser says so in its console
    await settle();
    await a11y.check("e-mail change refused");
  });

  test("the password changes with the current one, and the identity is confirmed with a code", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
  }) => {
    const customer = await signUp(page, baseURL);
    await visit("/casaverde/conta");
    const main = page.getByRole("main");

    const password = main.getByRole("region", { name: "Alterar senha" });
    await password.getByLabel("Senha atual").fill(customer.senha);
    await password.getByLabel("Nova senha", { exact: true }).fill("minha-nova-senha");
    await password.getByLabel("Confirme a nova senha").fill("minha-nova-senha");
    await password.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Senha alterada." })).toBeVisible();
    await expect(password.getByLabel("Senha atual")).toHaveValue("");
    await expect(password.getByLabel("Nova senha", { exact: true })).toHaveValue("");
    await settle();
    await a11y.check("password changed");

    const identity = main.getByRole("region", { name: "Confirmar identidade" });
    await identity.getByRole("button", { name: "Enviar código" }).click();
    await expect(
      identity.getByRole("status").filter({ hasText: "Código enviado. Confira seu e-mail e digite o código abaixo." }),
    ).toBeVisible();
    await expect(identity).toBeInViewport();
    await settle();
    await a11y.check("verification code sent");
    const outbox = await upstreamCli(process.env.E2E_DATA_DIR ?? "", "outbox", "--to", customer.email, "--limit", "1");
    const code = /\b(\d{6})\b/.exec(outbox)?.[1];
    expect(code, outbox).toBeTruthy();
    await identity.getByLabel("Código recebido").fill(code!);
    await identity.getByRole("button", { name: "Confirmar código" }).click();
    await expect(identity.getByText("E-mail confirmado")).toBeVisible();
    await expect(identity.getByLabel("Código recebido")).toHaveCount(0);
    await settle();
    await a11y.check("identity confirmed");
  });

  test("a company's sub-user sees the company's data read-only and only the forms of their own login", async ({
    page,
    visit,
    baseURL,
  }) => {
    await logIn(page, baseURL, { login: "comprador@exemplo.com.br", senha: "demo1234" });
    await visit("/aurora/conta");
    const main = page.getByRole("main");
    const overview = main.getByRole("region", { name: "Dados da empresa" });
    await expect(overview).toContainText("Os dados da empresa são alterados pelo titular da conta.");
    await expect(overview).toContainText("Mercado Boa Compra Ltda.");
    await expect(main.getByRole("region", { name: "Alterar e-mail" })).toContainText(
      "E-mail atual: comprador@exemplo.com.br",
    );
    await expect(main.getByRole("region", { name: "Alterar senha" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Alterar dados" })).toHaveCount(0);
    await expect(main.getByRole("region", { name: "Confirmar identidade" })).toHaveCount(0);
  });

  test("a representative acting for a client sees the client's data read-only, without forms", async ({
    page,
    visit,
    baseURL,
  }) => {
    await logIn(page, baseURL, { login: "representante@exemplo.com.br", senha: "demo1234", representante: "on" });
    const acting = await page.request.post("/aurora/clientes", {
      form: { intent: "atender", idcliente: "501" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(acting.status()).toBe(303);
    await visit("/aurora/conta");
    const main = page.getByRole("main");
    const overview = main.getByRole("region", { name: "Dados do cliente" });
    await expect(overview).toContainText("Alterações nestes dados são feitas pelo próprio cliente.");
    await expect(overview).toContainText("cliente@exemplo.com.br");
    await expect(main.locator("form[action^='/aurora/conta']")).toHaveCount(0);
  });
});
