import type { Page } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { expect, test } from "./support/fixtures";

/**
 * Subscriptions (docs/rules/orders.md "Subscriptions", docs/rules/cart.md "Cart fields" "assinaturaSelecionada", docs/rules/orders.md "Subscriptions"): a
 * customer of Bom Sabor chooses "Toda semana" in the cart and places the order; the subscription is
 * in "Assinaturas" with its next delivery, and is cancelled after a confirmation. Plain links and
 * forms: the same with JavaScript on and off.
 */

/** A new customer of Bom Sabor (approved at once) in its delivery area, terms accepted, by plain form POSTs. */
async function signUp(page: Page, baseURL: string | undefined) {
  const customer = newCustomer("assinatura");
  const headers = { Origin: baseURL! };
  const fields = {
    ...customer.fields,
    cep: "05422-001",
    rua: "Rua dos Pinheiros",
    numero: "120",
    complemento: "",
    bairro: "Pinheiros",
  };
  expect((await page.request.post("/bomsabor/cadastro", { form: fields, headers, maxRedirects: 0 })).status()).toBe(
    303,
  );
  expect(
    (await page.request.post("/bomsabor/termos", { form: { intent: "aceitar" }, headers, maxRedirects: 0 })).status(),
  ).toBe(303);
}

test.describe("subscriptions", () => {
  test("an order placed every week is found in 'Assinaturas' and cancelled after confirming", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signUp(page, baseURL);
    // Olive oil into the cart as the product page's form posts it (the product page is not this journey's subject).
    const added = await page.request.post("/bomsabor/carrinho", {
      form: { intent: "adicionar", idproduto: "2001", quantidade: "1" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);

    await visit("/bomsabor/carrinho");
    const cart = page.getByRole("main");
    await cart.getByLabel("Receber de novo").selectOption({ label: "Toda semana" });
    await cart.getByRole("button", { name: "Escolher assinatura" }).click();
    // The choice is saved once the page says so (with JavaScript the select shows it before the answer).
    await expect(cart.getByText("Assinatura escolhida: Toda semana.")).toBeVisible();
    await expect(cart.getByLabel("Receber de novo")).toHaveValue("41");
    await settle();

    await visit("/bomsabor/checkout");
    const checkout = page.getByRole("main");
    await checkout.getByLabel("Pagamento na entrega (cartão ou dinheiro)").check();
    if (!javaScriptEnabled)
      await checkout.getByRole("button", { name: "Atualizar preços para a forma escolhida" }).click();
    await expect(checkout.getByLabel("Pagamento na entrega (cartão ou dinheiro)")).toBeChecked();
    await checkout.getByRole("button", { name: "Finalizar pedido" }).click();
    await expect(page).toHaveURL(/\/bomsabor\/submissao\/\d+$/);
    const numpedido = new URL(page.url()).pathname.split("/").pop()!;
    await settle();
    await a11y.check("order placed with a subscription");

    await page.getByText(/^Olá, /).click();
    await page.getByRole("navigation", { name: "Conta" }).getByRole("link", { name: "Assinaturas" }).click();
    await expect(page).toHaveURL(/\/bomsabor\/assinaturas$/);
    const list = page.getByRole("main");
    await expect(list.getByRole("heading", { level: 1, name: "Minhas assinaturas" })).toBeVisible();
    await expect(
      list.getByRole("navigation", { name: "Pedidos ou assinaturas" }).getByRole("link", { name: "Assinaturas" }),
    ).toHaveAttribute("aria-current", "page");
    const card = list.getByRole("listitem").filter({ hasText: "Toda semana" });
    await expect(card).toContainText("Ativa");
    await expect(card).toContainText(/Próxima entrega: \S+, \d{2}\/\d{2}\/\d{4}/);
    await expect(card).toContainText("Entrega · Entrega em casa · Pagamento na entrega (cartão ou dinheiro)");
    await settle();
    await a11y.check("the subscriptions list");

    await card.getByRole("link", { name: /Toda semana/ }).click();
    await expect(page).toHaveURL(/\/bomsabor\/assinaturas\/\d+$/);
    const detail = page.getByRole("main");
    await expect(detail.getByRole("link", { name: `Pedido nº ${numpedido}` })).toBeVisible();
    await settle();
    await a11y.check("a subscription");

    await detail.getByRole("link", { name: "Cancelar assinatura" }).click();
    const question = detail.getByRole("region", { name: "Cancelar esta assinatura?" });
    await expect(question).toBeVisible();
    if (javaScriptEnabled)
      await expect(question.getByRole("heading", { name: "Cancelar esta assinatura?" })).toBeFocused();
    await settle();
    await a11y.check("cancelling a subscription, the confirmation");
    await question.getByRole("button", { name: "Sim, cancelar assinatura" }).click();
    await expect(page.getByText("Assinatura cancelada. Nenhuma nova entrega será feita.")).toBeVisible();
    await expect(detail.getByText(/^Cancelada em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(detail.getByRole("link", { name: "Cancelar assinatura" })).toHaveCount(0);
    await settle();
    await a11y.check("a subscription cancelled");
  });
});
