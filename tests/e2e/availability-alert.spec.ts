import { expect, test } from "./support/fixtures";

// Each project its own unavailable product: both run against one database at once.
const PRODUCT = { "js-on": "1039", "js-off": "1059" } as const;

test.describe("availability alert", () => {
  test("a guest logs in from an unavailable product, asks to be told when it is back, then stops", async ({
    page,
    visit,
    settle,
    a11y,
  }, testInfo) => {
    const id = PRODUCT[testInfo.project.name as keyof typeof PRODUCT];
    await visit(`/aurora/produto/${id}`);
    await expect(page.getByText("Produto indisponível", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Entre para ser avisado quando chegar" }).click();
    await expect(page).toHaveURL(/\/aurora\/entrar\?/);
    await settle();
    await a11y.check("login from the product");
    const main = page.getByRole("main");
    await main.getByLabel("E-mail, CPF ou CNPJ").fill("cliente@exemplo.com.br");
    await main.getByLabel("Senha", { exact: true }).fill("demo1234");
    await main.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(new RegExp(`/aurora/produto/${id}$`));

    await main.getByRole("button", { name: "Avise-me quando chegar" }).click();
    await expect(page.getByText("Avisaremos quando o produto estiver disponível.")).toBeVisible();
    await expect(page.getByText("Você será avisado quando este produto chegar.")).toBeVisible();
    await settle();
    await a11y.check("alert set");

    await main.getByRole("button", { name: "Cancelar aviso" }).click();
    await expect(page.getByText("Aviso de disponibilidade cancelado.")).toBeVisible();
    await expect(main.getByRole("button", { name: "Avise-me quando chegar" })).toBeVisible();
    await settle();
    await a11y.check("alert removed");
  });
});
