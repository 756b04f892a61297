import { expect, test } from "./support/fixtures";
import { logIn } from "./support/session";

/**
 * Invoices and the credit limit (docs/rules/orders.md "Invoices and credit limit", "invoice info", "invoice payment"; docs/rules/orders.md "Invoices and credit limit"
 * limite_credito_total and limite_credito_disponivel; §4 "Login": load invoices): the demo company has
 * an invoice past due at Aurora, which the account menu says after login; "Faturas" lists it with the
 * credit limit, and its page gives the boleto's linha digitável — selected with a click, or copied with
 * JavaScript. Nothing is changed.
 */
test.describe("invoices", () => {
  test("an invoice past due is said after login, listed with the credit limit, and its boleto's linha digitável given", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await logIn(page, baseURL, "aurora", { login: "empresa@exemplo.com.br", senha: "demo1234" });
    await visit("/aurora");
    const menu = page.getByRole("navigation", { name: "Conta" });
    await expect(menu.getByText("— 1 fatura vencida")).toBeAttached();
    await menu.getByText(/^Olá, /).click();
    await menu.getByRole("link", { name: "Faturas 1 vencida" }).click();
    await expect(page).toHaveURL(/\/aurora\/faturas$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Minhas faturas" })).toBeVisible();
    await expect(main.getByText(/^Você tem 1 fatura vencida, somando R\$\s4\.329,50\./)).toBeVisible();
    const credit = main.getByRole("region", { name: "Limite de crédito" });
    await expect(credit).toContainText(/Disponível\s*R\$\s[\d.]+,\d{2}/);
    await expect(credit).toContainText(/Limite total\s*R\$\s50\.000,00/);
    const overdue = main.getByRole("listitem").filter({ hasText: "Pedido ERP 7731" });
    await expect(overdue).toContainText("Vencida");
    await expect(overdue).toContainText(/Venceu em \d{2}\/\d{2}\/\d{4}/);
    await settle();
    await a11y.check("the invoices");

    await overdue.getByRole("link", { name: /Pagar com boleto/ }).click();
    await expect(page).toHaveURL(/\/aurora\/faturas\/\d+#pagamento$/);
    const payment = page.getByRole("region", { name: "Pagar fatura" });
    const linha = payment.getByText(/^23793\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await expect(linha).toBeVisible();
    await expect(linha).toHaveCSS("user-select", "all");
    if (javaScriptEnabled) {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await payment.getByRole("button", { name: "Copiar linha digitável" }).click();
      await expect(payment.getByRole("button", { name: "Linha digitável copiada" })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe((await linha.textContent())!.replace(/[ .]/g, ""));
    } else {
      await expect(payment.getByRole("button", { name: "Copiar linha digitável" })).toHaveCount(0);
    }
    await expect(page.getByRole("region", { name: "Informações da fatura" })).toContainText(
      /Beneficiário\s*Distribuidora Aurora Ltda\. · CNPJ 24\.681\.357\/0001-40/,
    );
    await settle();
    await a11y.check("an invoice to pay");
  });
});
