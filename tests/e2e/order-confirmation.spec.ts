import type { Page } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { expect, test } from "./support/fixtures";
import { SUPPLIERS } from "./support/suppliers";

/**
 * The page that confirms an order whose answer was lost (ADR 0021, `/{s}/checkout/confirmacao`):
 * while the supplier has not confirmed it, "Estamos confirmando o seu pedido…", asking again by
 * itself (a timer with JavaScript, a refresh without) and on "Verificar de novo"; once the order is
 * found, its page. Runs with JavaScript on and off.
 */

/** A new Casa Verde customer, signed up by a plain form POST. */
async function signUp(page: Page, baseURL: string | undefined) {
  const customer = newCustomer("confirmacao");
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

/** A form key no order was placed with. */
const UNUSED_KEY = "chave-de-um-pedido-sem-resposta";

test.describe("an order being confirmed", () => {
  test("says it is being confirmed, asks again by itself and when asked, and lands on the order once the supplier has it", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signUp(page, baseURL);
    const sent = Math.floor(Date.now() / 1000);
    const waiting = `/casaverde/checkout/confirmacao?chave=${UNUSED_KEY}&desde=${sent}`;
    await visit(waiting);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Estamos confirmando o seu pedido…" })).toBeVisible();
    await expect(main.getByText("Não faça o pedido de novo: em instantes ele aparece em Meus pedidos.")).toBeVisible();
    await expect(main.getByText(/nenhum pedido/i)).toHaveCount(0);
    if (javaScriptEnabled) {
      // By itself, without reloading the page: its loader asked again. While it asks, the button
      // waits (a click then would cut that ask off) and says so, keeping the keyboard's focus.
      await expect(main.getByText("Esta página verifica de novo sozinha a cada 5 segundos.")).toBeVisible();
      await main.getByRole("button", { name: "Verificar de novo" }).focus();
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route("**/casaverde/checkout/confirmacao.data*", async (route) => {
        await held;
        await route.continue();
      });
      await page.waitForRequest((request) => request.url().includes("/casaverde/checkout/confirmacao.data"), {
        timeout: 15_000,
      });
      const busy = main.getByRole("button", { name: "Verificando…" });
      await expect(busy).toHaveAttribute("aria-disabled", "true");
      await expect(busy).toBeFocused();
      answer();
      await expect(main.getByRole("button", { name: "Verificar de novo" })).not.toHaveAttribute("aria-disabled");
      await expect(main.getByRole("button", { name: "Verificar de novo" })).toBeFocused();
      await expect(page).toHaveURL(waiting);
    } else {
      await expect(
        main.getByText("Daqui a alguns segundos, use “Verificar de novo” para saber se ele já chegou."),
      ).toBeVisible();
    }
    await main.getByRole("button", { name: "Verificar de novo" }).click();
    await expect(page).toHaveURL(waiting);
    await expect(main.getByRole("heading", { level: 1, name: "Estamos confirmando o seu pedido…" })).toBeVisible();
    await settle();
    await a11y.check("order being confirmed, asked again on the button");

    // Two minutes after the order was sent it stops asking by itself, and says what to do.
    await visit(`/casaverde/checkout/confirmacao?chave=${UNUSED_KEY}&desde=${sent - 600}`);
    await expect(
      main.getByText(
        /O fornecedor ainda não confirmou o seu pedido\. Antes de fazer o pedido de novo, confira em Meus pedidos/,
      ),
    ).toBeVisible();
    await expect(main.getByText(/verifica de novo sozinha|Daqui a alguns segundos/)).toHaveCount(0);

    // An order placed with a checkout's key: the page lands on it.
    await visit("/casaverde/produto/3001");
    await main.getByLabel(/^Quantidade/).fill("6");
    await main.getByRole("button", { name: SUPPLIERS.casaverde.buyButton, exact: true }).click();
    await expect(page.getByText("Produto adicionado ao carrinho.")).toBeVisible();
    await visit("/casaverde/checkout");
    const chave = await main.locator('input[name="chave"]').inputValue();
    await main.getByLabel("Se faltar algum item").selectOption("Ligar antes de substituir");
    await main.getByLabel("Data da retirada").fill("2026-12-01");
    await main.getByRole("button", { name: "Finalizar pedido" }).click();
    await expect(page).toHaveURL(/\/casaverde\/submissao\/\d+$/);
    const numpedido = new URL(page.url()).pathname.split("/").pop()!;
    await settle();
    await a11y.check("order placed");

    await visit(`/casaverde/checkout/confirmacao?chave=${chave}`);
    await expect(page).toHaveURL(`/casaverde/submissao/${numpedido}`);
    await expect(page.getByText(`Pedido ${numpedido} recebido.`)).toBeVisible();
    await expect(page.getByRole("link", { name: /Carrinho\s*0/ })).toBeVisible();
  });
});
