import type { Page } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test } from "./support/fixtures";

/**
 * After the order (docs/rules/orders.md "Orders list", "order details (status steps)"; docs/rules/storefront.md "Messages": "Order
 * repeat"): a customer places a pickup order, finds it in "Meus pedidos", follows its steps and
 * repeats it into the cart; once the store hands it over, rates it. Plain links and forms: the same
 * with JavaScript on and off.
 */

/** A new customer of Casa Verde (pickup only, approved at once), signed up by a plain form POST. */
async function signUp(page: Page, baseURL: string | undefined) {
  const customer = newCustomer("pedidos");
  const fields = {
    ...customer.fields,
    cep: "05422-001",
    rua: "Rua dos Pinheiros",
    numero: "120",
    complemento: "",
    bairro: "Pinheiros",
  };
  expect(
    (
      await page.request.post("/casaverde/cadastro", { form: fields, headers: { Origin: baseURL! }, maxRedirects: 0 })
    ).status(),
  ).toBe(303);
}

type Journey = {
  page: Page;
  visit: (url: string) => Promise<unknown>;
  settle: () => Promise<void>;
  a11y: { check(label?: string): Promise<void> };
};

/** Bananas into the cart from their page, then the checkout: paid at the counter, the store's questions answered. */
async function placePickupOrder({ page, visit, settle, a11y }: Journey, kilos: string): Promise<string> {
  await visit("/casaverde/produto/3001");
  const product = page.getByRole("main");
  await product.getByLabel(/^Quantidade/).fill(kilos);
  await product.getByRole("button", { name: "Adicionar ao carrinho", exact: true }).click();
  await expect(page.getByText("Produto adicionado ao carrinho.")).toBeVisible();
  await visit("/casaverde/checkout");
  const main = page.getByRole("main");
  await main.getByLabel("Pagar na retirada (dinheiro ou cartão)").check();
  await main.getByLabel("Se faltar algum item").selectOption("Ligar antes de substituir");
  await main.getByLabel("Data da retirada").fill("2026-12-01");
  await main.getByRole("button", { name: "Finalizar pedido" }).click();
  await expect(page).toHaveURL(/\/casaverde\/submissao\/\d+$/);
  await settle();
  await a11y.check("order placed");
  return new URL(page.url()).pathname.split("/").pop()!;
}

const dataDir = () => process.env.E2E_DATA_DIR ?? "";

test.describe("after the order", () => {
  test("an order placed is found in 'Meus pedidos' with its steps, and repeated into the cart", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
  }) => {
    await signUp(page, baseURL);
    const numpedido = await placePickupOrder({ page, visit, settle, a11y }, "6");

    await page.getByRole("link", { name: "Ver pedido" }).click();
    await expect(page).toHaveURL(new RegExp(`/casaverde/pedidos/${numpedido}$`));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: `Pedido nº ${numpedido}` })).toBeVisible();
    const steps = main.getByRole("region", { name: "Andamento" }).getByRole("listitem");
    await expect(steps).toHaveText([
      /^Pedido recebido \(etapa atual\)/,
      /^Em separação \(a seguir\)/,
      /^Pronto para retirada \(a seguir\)/,
      /^Entregue \(a seguir\)/,
    ]);
    await expect(main.getByText("Pagar na retirada (dinheiro ou cartão)")).toBeVisible();
    await expect(main.getByText("Retirada no balcão")).toBeVisible();
    await settle();
    await a11y.check("an order just placed");

    await page.getByText(/^Olá, /).click();
    await page.getByRole("navigation", { name: "Conta" }).getByRole("link", { name: "Meus pedidos" }).click();
    await expect(page).toHaveURL(/\/casaverde\/pedidos$/);
    await expect(page.getByRole("heading", { level: 1, name: "Meus pedidos" })).toBeVisible();
    const row = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: `Pedido nº ${numpedido}` });
    await expect(row).toContainText("Pedido recebido");
    await expect(row).toContainText("Retirada · 1 produto");
    await settle();
    await a11y.check("the orders list");

    await upstreamCli(dataDir(), "order-status", "--order", numpedido, "--status", "SEPARANDO");
    await row.getByRole("link", { name: `Pedido nº ${numpedido}` }).click();
    await expect(steps).toHaveText([
      /^Pedido recebido \(concluída\)/,
      /^Em separação \(etapa atual\)/,
      /^Pronto para retirada \(a seguir\)/,
      /^Entregue \(a seguir\)/,
    ]);

    await main.getByRole("button", { name: "Repetir pedido" }).click();
    await expect(page).toHaveURL(/\/casaverde\/carrinho$/);
    await expect(page.getByText("Os produtos do pedido foram carregados no seu carrinho")).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Banana prata/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Carrinho\s*1\s*produto/ })).toBeVisible();
    await settle();
    await a11y.check("an order repeated into the cart");
  });

  test("a delivered order is rated once: a grade is asked for, then the rating is shown", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    consoleProblems,
  }) => {
    await signUp(page, baseURL);
    const numpedido = await placePickupOrder({ page, visit, settle, a11y }, "8");
    await upstreamCli(dataDir(), "order-status", "--order", numpedido, "--status", "PRONTO_RETIRADA");
    await upstreamCli(dataDir(), "order-status", "--order", numpedido, "--status", "ENTREGUE");

    await visit(`/casaverde/pedidos/${numpedido}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("region", { name: "Andamento" }).getByRole("listitem").last()).toHaveText(
      /^Entregue \(concluída\)/,
    );
    const rating = main.getByRole("region", { name: "Avalie este pedido" });
    await settle();
    await a11y.check("a delivered order to rate");

    await rating.getByLabel("Comentário (opcional)").fill("Bananas no ponto, retirada rápida.");
    await rating.getByRole("button", { name: "Enviar avaliação" }).click();
    await expect(rating.getByText("Escolha uma nota de 1 a 5.")).toBeVisible();
    await expect(rating.getByLabel("Comentário (opcional)")).toHaveValue("Bananas no ponto, retirada rápida.");
    consoleProblems.forgetFailedLoads(400);
    await settle();
    await a11y.check("a rating without a grade");

    await rating.getByLabel("5 · Ótimo").check();
    await rating.getByRole("button", { name: "Enviar avaliação" }).click();
    await expect(page.getByText("Obrigado pela sua avaliação!")).toBeVisible();
    const given = main.getByRole("region", { name: "Sua avaliação" });
    await expect(given).toContainText("Sua nota: 5 · Ótimo (de 1 a 5)");
    await expect(given).toContainText("“Bananas no ponto, retirada rápida.”");
    await expect(main.getByRole("button", { name: "Enviar avaliação" })).toHaveCount(0);
    await settle();
    await a11y.check("an order rated");
  });
});
