import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const BRANCH = "Mercado Boa Compra — Filial Centro";

/** The strip under the header that says whom a representative acts for. */
const banner = (page: Page) => page.getByRole("region", { name: "Atendimento do representante" });

test.describe("accounts: representative", () => {
  test("logs in, filters the clients, acts for a branch, switches client and stops", async ({ page, visit, settle, a11y }) => {
    await visit("/aurora/entrar");
    const main = page.getByRole("main");
    await main.getByLabel("E-mail, CPF ou CNPJ").fill("representante@exemplo.com.br");
    await main.getByLabel("Senha", { exact: true }).fill("demo1234");
    await main.getByLabel("Sou representante").check();
    await main.getByRole("button", { name: "Entrar" }).click();

    await expect(page).toHaveURL(/\/aurora\/clientes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Escolha o cliente para atender" })).toBeVisible();
    await expect(banner(page)).toContainText("Escolha um cliente para atender");
    await expect(main.getByRole("listitem")).toHaveCount(3);
    await settle();
    await a11y.check("client list");

    await main.getByLabel("Buscar por nome, CPF ou CNPJ").fill("filial");
    await main.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/\/aurora\/clientes\?q=filial$/);
    await expect(main.getByText("1 de 3 clientes para “filial”")).toBeVisible();
    await expect(main.getByRole("listitem")).toHaveCount(1);
    await settle();
    await a11y.check("filtered client list");

    await main.getByRole("button", { name: `Atender: ${BRANCH}` }).click();
    await expect(page).toHaveURL(/\/aurora$/);
    await expect(page.getByText(`Atendendo ${BRANCH}`, { exact: true })).toBeVisible();
    await expect(banner(page)).toContainText(`Atendendo: ${BRANCH}`);
    await settle();
    await a11y.check("home while acting for a client");

    await banner(page).getByRole("link", { name: "Trocar cliente" }).click();
    await expect(page).toHaveURL(/\/aurora\/clientes$/);
    await expect(main.getByText("Atendendo agora")).toBeVisible();
    await settle();
    await a11y.check("client list while acting");
    await main.getByRole("button", { name: "Atender: Ana Beatriz Souza" }).click();
    await expect(page).toHaveURL(/\/aurora$/);
    await expect(banner(page)).toContainText("Atendendo: Ana Beatriz Souza");
    await settle();
    await a11y.check("home after switching client");

    await banner(page).getByRole("button", { name: "Encerrar atendimento" }).click();
    await expect(page).toHaveURL(/\/aurora\/clientes$/);
    await expect(page.getByText("Você encerrou o atendimento de Ana Beatriz Souza.")).toBeVisible();
    await expect(banner(page)).toContainText("Escolha um cliente para atender");
    await settle();
    await a11y.check("client list after stopping");
  });

  test("a guest who opens the client picker or the users page is sent to log in", async ({ page, visit }) => {
    await visit("/aurora/clientes");
    await expect(page).toHaveURL(/\/aurora\/entrar\?redirectTo=%2Faurora%2Fclientes$/);
    await visit("/aurora/usuarios");
    await expect(page).toHaveURL(/\/aurora\/entrar\?redirectTo=%2Faurora%2Fusuarios$/);
    const account = page.getByRole("navigation", { name: "Conta" });
    await expect(account.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/aurora/entrar");
    await expect(account.getByRole("link", { name: "Cadastre-se" })).toHaveAttribute("href", "/aurora/cadastro");
  });
});
