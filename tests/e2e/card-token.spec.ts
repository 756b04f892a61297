import type { Request } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { expect, test } from "./support/fixtures";
import { SUPPLIERS } from "./support/suppliers";

/**
 * A new card paid with JavaScript (docs/decisions/0011; docs/rules/checkout.md "Credit card": "a gateway token
 * exists"): the page's script tokenizes the card at the gateway from the browser, and the form it
 * sends the storefront carries the token, never the number nor the CVC. Without JavaScript the
 * form posts the card to the storefront (checkout.spec.ts): this journey runs with JavaScript only
 * (@js-only).
 */

const NUMBER = "4111 1111 1111 1111";
const CVC = "7364";

/** Whether a request's address or body holds the card's number (however typed or encoded) or its CVC. */
function carriesCard(request: Request): boolean {
  const sent = `${decodeURIComponent(request.url())}\n${request.postData() ?? ""}`.replace(/\+/g, " ");
  const digits = NUMBER.replace(/\D/g, "");
  return (
    sent.includes(NUMBER) || sent.replace(/\D/g, "").includes(digits) || new RegExp(`(?<!\\d)${CVC}(?!\\d)`).test(sent)
  );
}

test.describe("a card tokenized in the browser", { tag: "@js-only" }, () => {
  test("at checkout the gateway refuses a mistyped number next to its field, then the order is placed and paid without the card's number or CVC reaching the storefront", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    consoleProblems,
  }) => {
    const customer = newCustomer("token");
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
    await visit("/bomsabor/produto/2001");
    await page.getByRole("main").getByRole("button", { name: SUPPLIERS.bomsabor.buyButton, exact: true }).click();
    await expect(page.getByText("Produto adicionado ao carrinho.")).toBeVisible();
    await visit("/bomsabor/checkout");
    await settle();

    const storefront = new URL(baseURL!).origin;
    const toStorefront: Request[] = [];
    const toGateway: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin === storefront) toStorefront.push(request);
      else if (request.url().endsWith("/gateway-teste/v1/tokens") && request.method() === "POST")
        toGateway.push(request);
    });

    // The card is typed on the checkout page itself (docs/decisions/0026).
    const card = page.getByRole("main");
    await card.getByLabel("Cartão de crédito").check();
    await card.getByLabel("Número do cartão").fill("4111 1111 1111 1112");
    await card.getByLabel("Nome impresso no cartão").fill("BEATRIZ LIMA");
    await card.getByLabel("Validade (MM/AA)").fill("12/31");
    await card.getByLabel("Código de segurança (CVC)", { exact: true }).fill(CVC);
    await card.getByRole("button", { name: "Finalizar pedido" }).click();
    await expect(card.getByLabel("Número do cartão")).toHaveAccessibleDescription("Número de cartão inválido.");
    await expect(card.getByLabel("Número do cartão")).toBeFocused();
    await expect(card.getByLabel("Número do cartão")).toHaveValue("4111 1111 1111 1112");
    await expect(page).toHaveURL(/\/bomsabor\/checkout$/);
    // The gateway's refusal answers 422, as it is meant to.
    consoleProblems.forgetFailedLoads(422);
    await a11y.check("card refused by the gateway at checkout");

    await card.getByLabel("Número do cartão").fill(NUMBER);
    await card.getByRole("button", { name: "Finalizar pedido" }).click();
    await expect(page).toHaveURL(/\/bomsabor\/submissao\/\d+$/);
    await expect(page.getByText("Pagamento aprovado. O fornecedor já vai preparar o seu pedido.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Pagar com cartão" })).toHaveCount(0);
    await settle();
    await a11y.check("order paid at checkout");

    expect(toGateway.map(carriesCard), "each card typed went to the gateway").toEqual([true, true]);
    expect(
      toStorefront.some((request) => request.method() === "POST"),
      "the form was sent to the storefront",
    ).toBe(true);
    expect(toStorefront.filter(carriesCard).map((request) => request.url())).toEqual([]);
  });
});
