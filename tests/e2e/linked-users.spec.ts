import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { logIn } from "./support/session";

const BRANCH = "Mercado Boa Compra — Filial Centro";

/** Opens the header's account menu (a native disclosure: works without JavaScript) and follows one of its entries. */
async function accountMenu(page: Page, entry: string) {
  const account = page.getByRole("navigation", { name: "Conta" });
  await account.locator("summary").click();
  await account.getByRole("link", { name: entry }).click();
}

const buyingFor = (page: Page) => page.getByRole("region", { name: "Cliente da compra" });

test.describe("accounts: linked users", () => {
  test("a company's principal switches to a branch, includes a user and removes them", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    consoleProblems,
  }, testInfo) => {
    await logIn(page, baseURL, "aurora", { login: "empresa@exemplo.com.br", senha: "demo1234" });
    await visit("/aurora");
    await expect(buyingFor(page)).toContainText("Comprando para: Mercado Boa Compra Ltda.");

    await accountMenu(page, "Trocar cliente");
    await expect(page).toHaveURL(/\/aurora\/clientes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Escolha para qual cliente comprar" })).toBeVisible();
    await settle();
    await a11y.check("linked clients");
    await page
      .getByRole("main")
      .getByRole("button", { name: `Comprar para este cliente: ${BRANCH}` })
      .click();
    await expect(page).toHaveURL(/\/aurora$/);
    await expect(page.getByText(`Agora você está comprando para ${BRANCH}`)).toBeVisible();
    await expect(buyingFor(page)).toContainText(`Comprando para: ${BRANCH}`);
    await settle();
    await a11y.check("home buying for a branch");

    await accountMenu(page, "Usuários");
    await expect(page).toHaveURL(/\/aurora\/usuarios$/);
    const main = page.getByRole("main");
    await expect(main.getByText("comprador@exemplo.com.br")).toBeVisible();
    await settle();
    await a11y.check("users of the company");

    const nome = `Teste ${testInfo.project.name} ${Date.now()}`;
    const email = `usuario-${testInfo.project.name}-${Date.now()}@exemplo.com.br`;
    await main.getByLabel("Nome").fill(nome);
    await main.getByLabel("E-mail").fill("sem-arroba");
    await main.getByRole("button", { name: "Incluir usuário" }).click();
    await expect(main.getByText("Informe um e-mail válido, como nome@empresa.com.br.")).toBeVisible();
    await expect(main.getByLabel("Nome")).toHaveValue(nome);
    await settle();
    await a11y.check("user form with an error");
    // The refused form answers 400, which the browser reports as a failed load: expected here.
    consoleProblems.forgetFailedLoads(400);

    await main.getByLabel("E-mail").fill(email);
    await main.getByRole("button", { name: "Incluir usuário" }).click();
    await expect(
      page.getByText(`Usuário incluído. Enviamos para ${email} um convite para definir a senha.`),
    ).toBeVisible();
    const row = main.getByRole("listitem").filter({ hasText: email });
    await expect(row).toContainText("Aguardando definir senha");
    await expect(main.getByLabel("Nome")).toHaveValue("");
    await settle();
    await a11y.check("user included");

    await row.getByRole("button", { name: `Remover ${nome}` }).click();
    await expect(page).toHaveURL(/\/aurora\/usuarios\?remover=\d+$/);
    await expect(main.getByText(`Remover ${nome}?`)).toBeVisible();
    await settle();
    await a11y.check("removal confirmation");
    await main.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByText(`${nome} não tem mais acesso à conta.`)).toBeVisible();
    await expect(main.getByText(email)).toHaveCount(0);
    await expect(main.getByText("comprador@exemplo.com.br")).toBeVisible();
    await settle();
    await a11y.check("user removed");
  });

  test("a company's user sees whom they buy for and may switch, but not manage users", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
  }) => {
    await logIn(page, baseURL, "aurora", { login: "comprador@exemplo.com.br", senha: "demo1234" });
    await visit("/aurora");
    await expect(buyingFor(page)).toContainText("Comprando para: Mercado Boa Compra Ltda.");
    const account = page.getByRole("navigation", { name: "Conta" });
    await expect(account.locator("summary")).toContainText("Olá, Júlia");
    await account.locator("summary").click();
    await expect(account.getByRole("link", { name: "Trocar cliente" })).toBeVisible();
    await expect(account.getByRole("link", { name: "Usuários" })).toHaveCount(0);
    await settle();
    await a11y.check("account menu open");
    await visit("/aurora/usuarios", { status: 404 });
  });
});
