import type { Page } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { expect, test } from "./support/fixtures";

/**
 * Logging in at a store whose customer lives at a store on another site (docs/rules/account.md "Hand-off between suppliers" login-token
 * route): the login answers with a link to that store, which asks to confirm and logs the
 * customer in there. With JavaScript off too: a form's answer may not redirect to another site.
 */

async function fillLogin(page: Page, login: string, senha: string) {
  const main = page.getByRole("main");
  await main.getByLabel("E-mail, CPF ou CNPJ").fill(login);
  await main.getByLabel("Senha", { exact: true }).fill(senha);
  await main.getByRole("button", { name: "Entrar" }).click();
}

test.describe("accounts: hand-off to the customer's own store on another site", () => {
  test("Casa Verde's customer logging in at Bom Sabor's own domain follows the link to Casa Verde and is logged in there", async ({
    page,
    baseURL,
    visit,
    settle,
    a11y,
    hostOrigin,
    consoleProblems,
  }) => {
    const bomsabor = hostOrigin("bomsabor.localhost");
    const shared = new URL(baseURL!).origin;
    await visit(`${bomsabor}/entrar`);
    await fillLogin(page, "casaverde@exemplo.com.br", "demo1234");

    await expect(
      page.getByRole("status").filter({
        hasText: "Sua conta é atendida por Hortifruti Casa Verde, em outro endereço. Continue lá para entrar.",
      }),
    ).toBeVisible();
    expect(page.url()).toBe(`${bomsabor}/entrar`);
    const link = page.getByRole("main").getByRole("link", { name: "Continuar em Hortifruti Casa Verde" });
    await expect(link).toHaveAttribute(
      "href",
      new RegExp(`^${shared}/casaverde/login-token/[^/]+/casaverde%40exemplo\\.com\\.br$`),
    );
    await settle();
    await a11y.check("login answered with the link to Casa Verde");

    await link.click();
    await expect(page).toHaveURL(new RegExp(`^${shared}/casaverde/login-token/[^/]+/casaverde%40exemplo\\.com\\.br$`));
    await expect(page.getByRole("heading", { level: 1, name: "Continuar em Hortifruti Casa Verde" })).toBeVisible();
    await settle();
    await a11y.check("Casa Verde's hand-off page");

    await page.getByRole("main").getByRole("button", { name: "Entrar em Hortifruti Casa Verde" }).click();
    await expect(page).toHaveURL(`${shared}/casaverde`);
    await expect(page.getByRole("navigation", { name: "Conta" }).getByText("Olá, Sítio")).toBeVisible();
    await settle();
    await a11y.check("Casa Verde's home, logged in");
    // Bom Sabor's domain keeps no session of it.
    await visit(`${bomsabor}/entrar`);
    await expect(page.getByRole("main").getByLabel("E-mail, CPF ou CNPJ")).toBeVisible();
    expect(consoleProblems.format()).toBe("");
  });

  test("Bom Sabor's customer logging in at Aurora on the shared host follows the link to Bom Sabor's own domain", async ({
    page,
    baseURL,
    visit,
    settle,
    a11y,
    hostOrigin,
    consoleProblems,
  }) => {
    const bomsabor = hostOrigin("bomsabor.localhost");
    // A customer of Bom Sabor only, signed up there (it approves at once); the sign-up's session is dropped.
    const customer = newCustomer("bomsabor");
    const signUp = await page.request.post("/bomsabor/cadastro", {
      form: customer.fields,
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(signUp.status(), await signUp.text()).toBe(303);
    await page.context().clearCookies();

    await visit("/aurora/entrar");
    await fillLogin(page, customer.email, customer.senha);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Sua conta é atendida por Empório Bom Sabor, em outro endereço. Continue lá para entrar." }),
    ).toBeVisible();
    const link = page.getByRole("main").getByRole("link", { name: "Continuar em Empório Bom Sabor" });
    await expect(link).toHaveAttribute(
      "href",
      new RegExp(`^${bomsabor}/login-token/[^/]+/bomsabor-[^/]+%40exemplo\\.com\\.br$`),
    );
    await settle();
    await a11y.check("login answered with the link to Bom Sabor");

    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Continuar em Empório Bom Sabor" })).toBeVisible();
    expect(page.url().startsWith(`${bomsabor}/login-token/`)).toBe(true);
    await settle();
    await a11y.check("Bom Sabor's hand-off page");

    await page.getByRole("main").getByRole("button", { name: "Entrar em Empório Bom Sabor" }).click();
    await expect(page).not.toHaveURL(/\/login-token\//);
    expect(page.url().startsWith(`${bomsabor}/`)).toBe(true);
    await expect(page.getByRole("navigation", { name: "Conta" }).getByText("Olá, Beatriz")).toBeVisible();
    await settle();
    await a11y.check("Bom Sabor, logged in");
    expect(consoleProblems.format()).toBe("");
  });
});
