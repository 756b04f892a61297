import type { Locator, Page } from "@playwright/test";
import { placedOrders } from "../integration/checkout/placed-orders";
import { newCustomer } from "../support/new-customer";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test } from "./support/fixtures";
import { SUPPLIERS } from "./support/suppliers";
import { logIn } from "./support/session";

/**
 * Placing an order (docs/rules/checkout.md "Order submission", "Payment"): from the cart to the checkout to the
 * order-submitted page, and paying it — on pickup with change, by PIX paid by the payer's bank, by a
 * card declined at checkout then approved on the order's page in instalments and saved, by the saved
 * card at checkout (at Bom Sabor, then a card at Aurora, the other store that takes one), and by invoice for a representative's
 * client (within the credit, then above it). Every journey runs with JavaScript on and off: the same forms either way.
 */

type Store = "casaverde" | "bomsabor";

/** A new customer of a store, signed up by a plain form POST with an address the store serves (terms accepted where there are some). */
async function signUp(page: Page, baseURL: string | undefined, store: Store) {
  const customer = newCustomer("pedido");
  const headers = { Origin: baseURL! };
  const fields = {
    ...customer.fields,
    cep: "05422-001",
    rua: "Rua dos Pinheiros",
    numero: "120",
    complemento: "",
    bairro: "Pinheiros",
  };
  expect((await page.request.post(`/${store}/cadastro`, { form: fields, headers, maxRedirects: 0 })).status()).toBe(
    303,
  );
  if (store === "bomsabor")
    expect(
      (await page.request.post("/bomsabor/termos", { form: { intent: "aceitar" }, headers, maxRedirects: 0 })).status(),
    ).toBe(303);
  return customer;
}

/** Adds a product from its page (the quantity typed when given) and waits for the cart to say so. */
async function addToCart(page: Page, visit: (url: string) => Promise<unknown>, path: string, quantity?: string) {
  await visit(path);
  const main = page.getByRole("main");
  if (quantity) await main.getByLabel(/^Quantidade/).fill(quantity);
  const slug = path.split("/")[1] as keyof typeof SUPPLIERS;
  await main.getByRole("button", { name: SUPPLIERS[slug].buyButton, exact: true }).click();
  await expect(page.getByText("Produto adicionado ao carrinho.")).toBeVisible();
}

/** The order's number from the order-submitted page's address. */
async function placedOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/submissao\/\d+$/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

const dataDir = () => process.env.E2E_DATA_DIR ?? "";

test.describe("checkout", () => {
  test(
    "a pickup order paid at the store with change: from the cart to the order, placed once on a double click",
    { tag: "@light" },
    async ({ page, visit, settle, a11y, baseURL, consoleProblems }) => {
      const customer = await signUp(page, baseURL, "casaverde");
      await addToCart(page, visit, "/casaverde/produto/3001", "6");
      await page.getByRole("link", { name: /Carrinho\s*1\s*produto/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Carrinho" })).toBeVisible();
      await settle();
      await a11y.check();
      await page.getByRole("link", { name: SUPPLIERS.casaverde.checkoutLink }).click();
      await expect(page).toHaveURL(/\/casaverde\/checkout$/);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Finalizar pedido" })).toBeVisible();
      await expect(main.getByText("Retirada no balcão · Grátis")).toBeVisible();
      await expect(main.getByText(/^Quando: /)).toBeVisible();
      await expect(main.getByText(/Seu pedido fica pronto para retirada/)).toBeVisible();
      await settle();
      await a11y.check("checkout, pickup");

      await main.getByLabel("Pagar na retirada (dinheiro ou cartão)").check();
      await expect(main.getByLabel("Pagar na retirada (dinheiro ou cartão)")).toBeChecked();
      await main.getByLabel("Troco para (opcional)").fill("10,00");
      await main.getByLabel("Se faltar algum item").selectOption("Ligar antes de substituir");
      await main.getByLabel("Data da retirada").fill("2026-12-01");
      await main.getByRole("button", { name: "Finalizar pedido" }).click();
      await expect(
        main.getByText("O troco deve ser para um valor igual ou maior que o total do pedido."),
      ).toBeVisible();
      await expect(main.getByLabel("Troco para (opcional)")).toHaveValue("10,00");
      await expect(main.getByLabel("Pagar na retirada (dinheiro ou cartão)")).toBeChecked();
      consoleProblems.forgetFailedLoads(400);
      await settle();
      await a11y.check("checkout, a field refused");

      await main.getByLabel("Troco para (opcional)").fill("100,00");
      await main.getByRole("button", { name: "Finalizar pedido" }).dblclick();
      const numpedido = await placedOrder(page);
      await expect(page.getByRole("heading", { level: 1, name: `Pedido nº ${numpedido}` })).toBeVisible();
      await expect(page.getByText(`Pedido ${numpedido} recebido.`)).toBeVisible();
      await expect(page.getByText("Você paga ao retirar o pedido, com troco para R$ 100,00.")).toBeVisible();
      await expect(page.getByRole("link", { name: /Carrinho\s*0/ })).toBeVisible();
      // The double click made one order.
      expect(placedOrders(dataDir(), customer.email).map((order) => String(order.numpedido))).toEqual([numpedido]);
      await settle();
      await a11y.check("order placed, paid on pickup");
    },
  );

  test("on a phone, a question left empty is scrolled above the total bar and focused with its message; a date question starts at the chosen slot's day", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, baseURL, "casaverde");
    await addToCart(page, visit, "/casaverde/produto/3001", "6");
    // A slot other than the first, on another day, chosen in "Quando?".
    await visit("/casaverde/entrega");
    const when = page.getByRole("main").getByRole("group", { name: "Retirada no balcão" }).getByRole("button");
    const labels = await when.allTextContents();
    const chosen = labels.findLastIndex((label) => label.slice(0, 11) !== labels[0]!.slice(0, 11));
    expect(chosen, `a slot on another day than the first: ${labels.join(" / ")}`).toBeGreaterThan(0);
    const [, day, month] = /(\d{2})\/(\d{2})/.exec(labels[chosen]!)!;
    await when.nth(chosen).click();
    await expect(page.getByText(/^Retirada no balcão: .*Você pode mudar quando quiser\.$/)).toBeVisible();

    await visit("/casaverde/checkout");
    const main = page.getByRole("main");
    const date = main.getByLabel("Data da retirada");
    await expect(date).toHaveValue(new RegExp(`^\\d{4}-${month}-${day}$`));

    // The shopper clears it and presses with the field just under the bar.
    await main.getByLabel("Se faltar algum item").selectOption("Não substituir");
    await date.fill("");
    await date.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().bottom - window.innerHeight + 40));
    const bar = page.getByRole("complementary", { name: "Total do pedido" });
    await bar.getByRole("button", { name: "Finalizar pedido" }).click();

    const message = main.getByText("Preencha este campo.");
    await expect(message).toHaveCount(1);
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toBeFocused();
    await expect(date).toBeInViewport();
    await expect(message).toBeInViewport();
    // Above the bar that sticks to the foot of the screen, the message just under its field.
    await expect
      .poll(async () => {
        const [field, said, total] = await Promise.all([date.boundingBox(), message.boundingBox(), bar.boundingBox()]);
        return {
          fieldAbove: field!.y >= 0 && field!.y + field!.height <= total!.y,
          messageAbove: said!.y + said!.height <= total!.y,
        };
      })
      .toEqual({ fieldAbove: true, messageAbove: true });
    const [field, said] = await Promise.all([date.boundingBox(), message.boundingBox()]);
    expect(said!.y - (field!.y + field!.height)).toBeGreaterThanOrEqual(0);
    expect(said!.y - (field!.y + field!.height)).toBeLessThan(16);
    await expect(date).toHaveValue("");
    consoleProblems.forgetFailedLoads(400);
    await settle();
    await a11y.check("checkout on a phone, a question left empty");
  });

  test("a delivery with its slot paid by PIX: a slot that passed said next to the button, then the QR code and its code, paid by the payer's bank", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
    consoleProblems,
  }) => {
    await signUp(page, baseURL, "bomsabor");
    await addToCart(page, visit, "/bomsabor/produto/2001");
    await visit("/bomsabor/checkout");
    const main = page.getByRole("main");
    await expect(main.getByText(/^Entregar em .*Rua dos Pinheiros, 120/)).toBeVisible();
    const slot = (await main.getByText(/^Quando: /).textContent())!.replace(/^Quando: /, "");
    await main.getByLabel("PIX").check();
    if (!javaScriptEnabled) await main.getByRole("button", { name: "Atualizar preços para a forma escolhida" }).click();
    await expect(main.getByLabel("PIX")).toBeChecked();
    await settle();
    // The order is sent as the page stood when an earlier slot, now past, was the one in effect
    // (changed in the request sent, not in the page: with JavaScript the choice of PIX re-renders the
    // form, which would put the slot of now back into a field changed before).
    await page.route(
      (url) => url.pathname.startsWith("/bomsabor/checkout"),
      async (route) => {
        const body = route.request().method() === "POST" ? new URLSearchParams(route.request().postData() ?? "") : null;
        if (body?.get("intent") !== "finalizar") return route.continue();
        body.set("agendamentoVisto", "2026-01-05T09:00:00-03:00");
        await route.continue({ postData: body.toString() });
      },
    );
    await main.getByRole("button", { name: "Finalizar pedido" }).click();
    const passed = page.getByRole("complementary", { name: "Total do pedido" }).getByRole("alert");
    await expect(passed).toHaveText(
      "O horário que você escolheu não está mais disponível: mostramos o próximo. Confira ou escolha outro.",
    );
    if (javaScriptEnabled) await expect(passed).toBeFocused();
    await expect(main.getByText(`Quando: ${slot}`)).toBeVisible();
    consoleProblems.forgetFailedLoads(409);
    await page.unrouteAll();
    await settle();
    await a11y.check("checkout, a slot that passed");
    await main.getByRole("button", { name: "Finalizar pedido" }).click();
    const numpedido = await placedOrder(page);
    // The order goes with the slot the page showed ("qua., 25/11, 14:00–18:00" → "qua., 25/11, a partir das 14:00").
    const [day, start] = /^(.*), (\d{2}:\d{2})–/.exec(slot)!.slice(1);
    await expect(page.getByText(`Entrega em casa · ${day}, a partir das ${start}`)).toBeVisible();
    const pix = page.getByRole("region", { name: "Pagar com PIX" });
    const qrCode = pix.getByRole("img", { name: /QR code do PIX de R\$/ });
    // On a desktop the QR code is in view, for the phone's camera.
    await expect(qrCode).toBeVisible();
    await expect(pix.getByLabel("PIX copia e cola")).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    await settle();
    await a11y.check("PIX to pay");

    // On a phone the shopper pastes the code into the bank's app: the code (and, with JavaScript,
    // "Copiar código PIX") lead, in view; the QR code is for another device, under "Pagar com outro aparelho".
    await page.setViewportSize({ width: 390, height: 844 });
    await pix.scrollIntoViewIfNeeded();
    await expect(pix.getByLabel("PIX copia e cola")).toBeInViewport();
    if (javaScriptEnabled) await expect(pix.getByRole("button", { name: "Copiar código PIX" })).toBeInViewport();
    await expect(qrCode).toBeHidden();
    await pix.getByText("Pagar com outro aparelho").click();
    await expect(qrCode).toBeVisible();
    await a11y.check("PIX to pay on a phone");
    await page.setViewportSize({ width: 1366, height: 900 });

    await upstreamCli(dataDir(), "pay-pix", "--order", numpedido);
    // With JavaScript the page asks again by itself; without it the shopper follows the link.
    if (!javaScriptEnabled) await pix.getByRole("link", { name: "Atualizar situação do pagamento" }).click();
    await expect(page.getByText("Pagamento por PIX confirmado. Obrigado!")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Pagamento: PIX · Pagamento aprovado/)).toBeVisible();
  });

  test("a card declined at checkout, then approved on the order's page in 3 instalments and saved; the next order paid at checkout with the saved card, which is then removed; at Aurora too, a card paid at checkout", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    // On a phone: the card's fields, the reason of a refusal and the pay buttons must work at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    const customer = await signUp(page, baseURL, "bomsabor");
    await addToCart(page, visit, "/bomsabor/produto/2001");
    await visit("/bomsabor/checkout");
    const main = page.getByRole("main");
    await main.getByLabel("Cartão de crédito").check();
    await expect(main.getByText("O cartão é cobrado ao finalizar o pedido.")).toBeVisible();
    await expect(main.getByLabel("CEP")).toHaveValue("05422-001");
    await expect(main.getByLabel("Parcelas")).toContainText(/3× de R\$\s[\d,]+ sem juros/);
    await settle();
    await a11y.check("card on the checkout");

    const fillCard = async (within: Locator, number: string) => {
      await within.getByLabel("Número do cartão").fill(number);
      await within.getByLabel("Nome impresso no cartão").fill("BEATRIZ LIMA");
      await within.getByLabel("Validade (MM/AA)").fill("12/31");
      await within.getByLabel("Código de segurança (CVC)", { exact: true }).fill("737");
    };
    await fillCard(main, "4000 0000 0000 0002");
    await main.getByLabel("Parcelas").selectOption("3");
    await main.getByRole("button", { name: "Finalizar pedido" }).click();
    const numpedido = await placedOrder(page);
    // The order is placed and waits for its payment; the issuer's reason is in view and focused.
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      `Pedido ${numpedido} recebido — pagamento recusado`,
    );
    const reason = page.locator("#pagamento-recusado");
    await expect(reason).toContainText("Cartão recusado pelo emissor.");
    await expect(reason).toBeFocused();
    await expect(reason).toBeInViewport();
    await expect(main.getByText("Situação: Aguardando pagamento")).toBeVisible();
    const card = page.getByRole("region", { name: "Pagar com cartão" });
    // The name and billing address come back; the number and CVC never do, and the page says so.
    await expect(card.getByLabel("Nome impresso no cartão")).toHaveValue("BEATRIZ LIMA");
    await expect(card.getByLabel("CEP")).toHaveValue("05422-001");
    await expect(card.getByLabel("Número do cartão")).toHaveValue("");
    await expect(
      card.getByText("Por segurança o número não fica na página: digite de novo o número do cartão com final 0002."),
    ).toBeVisible();
    await expect(card.getByText("Digite de novo: ele não fica na página.")).toBeVisible();
    await expect(card.getByLabel("Código de segurança (CVC)")).toHaveValue("");
    await settle();
    await a11y.check("card declined at checkout");

    await visit("/bomsabor/pedidos");
    const row = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: `Pedido nº ${numpedido}` });
    await expect(row).toContainText("Aguardando pagamento");
    await expect(row).not.toContainText(/\bpago\b|Pronto para entrega/i);
    await settle();
    await a11y.check("orders, a card refused");
    // Back on the order's page (what was typed came back once): the card typed whole.
    await visit(`/bomsabor/submissao/${numpedido}`);
    await fillCard(card, "4111 1111 1111 1111");
    await card.getByLabel("Parcelas").selectOption("3");
    await card.getByLabel("Salvar este cartão para as próximas compras").check();
    await card.getByRole("button", { name: /^Pagar R\$/ }).click();
    await expect(page.getByText("Pagamento aprovado. O fornecedor já vai preparar o seu pedido.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Pagar com cartão" })).toHaveCount(0);
    // The instalments chosen reached the payment call (§57): the upstream recorded them.
    expect(placedOrders(dataDir(), customer.email)).toMatchObject([
      { status: "ENVIADO", pagamento_status: "APROVADO", pagamento_parcelas: 3 },
    ]);

    // Another order than the first (an identical one within a minute is refused as a repeat), paid at checkout with the saved card.
    await addToCart(page, visit, "/bomsabor/produto/2001", "2");
    await visit("/bomsabor/checkout");
    await expect(main.getByLabel(/Visa •••• 1111 · BEATRIZ LIMA · validade 12\/31/)).toBeChecked();
    await settle();
    await a11y.check("checkout with a saved card");
    await main.getByLabel("Código de segurança (CVC) do cartão salvo").fill("737");
    await main.getByRole("button", { name: "Finalizar pedido" }).click();
    await placedOrder(page);
    await expect(page.getByText(/^Pedido \d+ recebido\. Pagamento aprovado\.$/)).toBeVisible();
    await expect(page.getByText("Pagamento aprovado. O fornecedor já vai preparar o seu pedido.")).toBeVisible();
    await settle();
    await a11y.check("order paid at checkout with the saved card");
    if (!javaScriptEnabled) expect(placedOrders(dataDir(), customer.email)).toHaveLength(2);

    await visit("/bomsabor/cartoes");
    await expect(page.getByText("Visa •••• 1111")).toBeVisible();
    await page.getByRole("button", { name: "Remover o cartão Visa •••• 1111" }).click();
    await expect(page.getByText("Cartão removido.")).toBeVisible();
    await expect(page.getByText("Nenhum cartão salvo.", { exact: false })).toBeVisible();

    // The other store that takes a card, Aurora (invoice by default, card chosen): its cards are its own, none from Bom Sabor.
    const buyer = newCustomer("cartao");
    const headers = { Origin: baseURL! };
    expect(
      (await page.request.post("/aurora/cadastro", { form: buyer.fields, headers, maxRedirects: 0 })).status(),
    ).toBe(303);
    await upstreamCli(dataDir(), "approve", "--supplier", "aurora", "--email", buyer.email);
    await logIn(page, baseURL, "aurora", { login: buyer.email, senha: buyer.senha });
    for (const [path, form] of [
      ["/aurora/carrinho", { intent: "adicionar", idproduto: "1001", quantidade: "2" }],
      ["/aurora/checkout", { intent: "pagamento", idformapagamento: "13" }],
    ] as const)
      expect((await page.request.post(path, { form, headers, maxRedirects: 0 })).status()).toBe(303);
    await visit("/aurora/checkout");
    await expect(main.getByLabel("Cartão de crédito")).toBeChecked();
    await expect(main.getByLabel(/Visa •••• 1111/)).toHaveCount(0);
    await expect(main.getByLabel("CEP")).toHaveValue("01310-100");
    await fillCard(main, "4111 1111 1111 1111");
    await main.getByRole("button", { name: "Finalizar pedido" }).click();
    await placedOrder(page);
    await expect(page.getByText(/^Pedido \d+ recebido\. Pagamento aprovado\.$/)).toBeVisible();
    expect(placedOrders(dataDir(), buyer.email)).toMatchObject([{ status: "ENVIADO", pagamento_status: "APROVADO" }]);
    await settle();
    await a11y.check("order paid by card at checkout at Aurora");
  });

  test("on a phone, Back after ordering shows the order received with a link to it, never an empty checkout nor a resubmission page", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, baseURL, "bomsabor");
    await addToCart(page, visit, "/bomsabor/produto/2001");
    await visit("/bomsabor/checkout");
    const main = page.getByRole("main");
    if (javaScriptEnabled) {
      // The reprice held back: the order cannot go with the total seen before the method changed.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/bomsabor\/checkout\.data/, async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      await main.getByLabel("Pagamento na entrega (cartão ou dinheiro)").check();
      await expect(main.getByRole("button", { name: "Atualizando preços…" })).toBeDisabled();
      await expect(main.getByRole("button", { name: "Finalizar pedido" })).toHaveCount(0);
      release();
      await page.unrouteAll({ behavior: "wait" });
    } else {
      await main.getByLabel("Pagamento na entrega (cartão ou dinheiro)").check();
      // Without JavaScript the prices follow the method by a post answered with a redirect, never a page.
      await main.getByRole("button", { name: "Atualizar preços para a forma escolhida" }).click();
    }
    await expect(main.getByLabel("Pagamento na entrega (cartão ou dinheiro)")).toBeChecked();
    await settle();
    await main.getByRole("button", { name: "Finalizar pedido" }).click();
    const numpedido = await placedOrder(page);
    await expect(page.getByText(`Pedido ${numpedido} recebido.`)).toBeVisible();
    await settle();
    await a11y.check("order placed, paid on delivery, on a phone");

    await page.goBack();
    await expect(page).toHaveURL(/\/bomsabor\/checkout(#pagamento)?$/);
    await expect(main.getByText(`Pedido ${numpedido} recebido.`)).toBeVisible();
    await expect(main.getByText("Nenhum produto no carrinho")).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Finalizar pedido" })).toHaveCount(0);
    await settle();
    await a11y.check("checkout after ordering");
    await main.getByRole("link", { name: `Ver o pedido ${numpedido}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Pedido nº ${numpedido}` })).toBeVisible();
  });

  test("on a phone, a primary address out of the store's area is switched at the checkout to another address it serves", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, baseURL, "bomsabor");
    // A new primary address on Avenida Paulista, which Bom Sabor does not serve; the sign-up's (Pinheiros) stays.
    const paulista = {
      intent: "salvar",
      descricao: "Casa",
      cep: "01310-100",
      rua: "Avenida Paulista",
      numero: "1500",
      complemento: "",
      bairro: "Bela Vista",
      cidade: "São Paulo",
      uf: "SP",
      pontoref: "",
      primario: "on",
    };
    const saved = await page.request.post("/bomsabor/enderecos", {
      form: paulista,
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);
    await addToCart(page, visit, "/bomsabor/produto/2001");
    await visit("/bomsabor/checkout");
    const main = page.getByRole("main");
    const bar = page.getByRole("complementary", { name: "Total do pedido" });
    await expect(bar.getByRole("alert")).toContainText("O fornecedor não atende no endereço informado");
    await expect(main.getByRole("link", { name: "Cadastrar endereço" })).toHaveAttribute(
      "href",
      "/bomsabor/enderecos?novo=1&voltar=checkout#endereco-form-titulo",
    );
    await settle();
    await a11y.check("checkout out of the store's area");
    await main.getByRole("button", { name: /^Entregar em .*Rua dos Pinheiros, 120/ }).click();

    await expect(page).toHaveURL(/\/bomsabor\/checkout$/);
    await expect(
      page.getByText(/^Entrega em .*Rua dos Pinheiros, 120.*Você pode mudar quando quiser\.$/),
    ).toBeVisible();
    await expect(main.getByText(/^Entregar em .*Rua dos Pinheiros, 120/)).toBeVisible();
    await expect(bar.getByRole("alert")).toHaveCount(0);
    await expect(bar.getByRole("button", { name: "Finalizar pedido" })).toBeEnabled();
  });

  test("at 390 px, a customer's second delivery order goes to the address of the first, remembered, with no visit to /entrega", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const main = page.getByRole("main");
    /** Places the order by PIX (a new customer has no credit for an invoice), priced for it first. */
    const placeByPix = async () => {
      const totalBar = page.getByRole("complementary", { name: "Total do pedido" });
      const pricedBefore = (await main.getByLabel("PIX").isChecked()) ? null : await totalBar.innerText();
      await main.getByLabel("PIX").check();
      if (!javaScriptEnabled)
        await main.getByRole("button", { name: "Atualizar preços para a forma escolhida" }).click();
      await expect(main.getByLabel("PIX")).toBeChecked();
      if (pricedBefore !== null) await expect.poll(() => totalBar.innerText()).not.toBe(pricedBefore);
      await main.getByRole("button", { name: "Finalizar pedido" }).click();
      await placedOrder(page);
      await settle();
      await a11y.check("order delivered to a saved address at 390 px");
    };
    // A new Aurora customer (approved), with a second address in the Mooca besides the sign-up's.
    const customer = newCustomer("entrega");
    const headers = { Origin: baseURL! };
    const address = { cep: "05422-001", rua: "Rua dos Pinheiros", numero: "120", complemento: "", bairro: "Pinheiros" };
    const signUp = await page.request.post("/aurora/cadastro", {
      form: { ...customer.fields, ...address },
      headers,
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(303);
    await upstreamCli(dataDir(), "approve", "--supplier", "aurora", "--email", customer.email);
    await logIn(page, baseURL, "aurora", { login: customer.email, senha: customer.senha });
    const deposit = { intent: "salvar", descricao: "Depósito", cep: "03103-001", rua: "Rua da Mooca", numero: "900" };
    const more = { complemento: "", bairro: "Mooca", cidade: "São Paulo", uf: "SP", pontoref: "" };
    const saved = await page.request.post("/aurora/enderecos", {
      form: { ...deposit, ...more },
      headers,
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);

    // The first order: the Depósito chosen at /entrega with one press.
    await visit("/aurora/entrega");
    await main
      .getByRole("listitem")
      .filter({ hasText: "Depósito:" })
      .getByRole("button", { name: "Entregar aqui" })
      .click();
    await expect(
      page.getByText(/^Entrega em Depósito: Rua da Mooca, 900.*Você pode mudar quando quiser\.$/),
    ).toBeVisible();
    await addToCart(page, visit, "/aurora/produto/1001", "4");
    await visit("/aurora/checkout");
    await expect(main.getByText(/^Entregar em Depósito: Rua da Mooca, 900/)).toBeVisible();
    await placeByPix();

    // Another session (as on a phone): nothing chosen in it, the last order's address is.
    await page.context().clearCookies();
    await logIn(page, baseURL, "aurora", { login: customer.email, senha: customer.senha });
    // Not the same cart: an identical order within seconds would be refused as a duplicate.
    await addToCart(page, visit, "/aurora/produto/1001", "5");
    await expect(page.getByRole("link", { name: /^Entregar em Depósito: Rua da Mooca, 900/ })).toBeVisible();
    await visit("/aurora/checkout");
    await expect(main.getByText(/^Entregar em Depósito: Rua da Mooca, 900/)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Entregar em Depósito: Rua da Mooca, 900/ })).toBeVisible();
    await settle();
    await a11y.check("checkout with the ship-to remembered at 390 px");
    await placeByPix();
    await expect(page.getByText("Rua da Mooca, 900 · Mooca, São Paulo/SP")).toBeVisible();
    expect(placedOrders(dataDir(), customer.email)).toHaveLength(2);
  });

  test("a representative places an invoiced order for a client, picked up at the store", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    // Each project acts for its own branch: the two runs never share a cart.
    const client = javaScriptEnabled ? "Mercado Boa Compra — Filial Centro" : "Mercado Boa Compra Ltda.";
    await logIn(page, baseURL, "aurora", {
      login: "representante@exemplo.com.br",
      senha: "demo1234",
      representante: "on",
    });
    await visit("/aurora/clientes");
    await page
      .getByRole("main")
      .getByRole("button", { name: `Atender: ${client}` })
      .click();
    await expect(page.getByText(`Atendendo ${client}`, { exact: true })).toBeVisible();
    await settle();
    await a11y.check();
    await addToCart(page, visit, "/aurora/produto/1001", "2");
    await visit("/aurora/checkout");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Alterar entrega" }).click();
    await expect(page).toHaveURL(/\/aurora\/entrega\?voltar=checkout$/);
    await settle();
    await a11y.check("delivery, on the way back to the checkout");
    // Choosing pickup is confirming it: straight back to the checkout, its first slot in effect.
    await page.getByRole("main").getByRole("button", { name: "Retirar na loja" }).click();
    await expect(page).toHaveURL(/\/aurora\/checkout$/);
    await expect(main.getByRole("heading", { level: 1, name: "Finalizar pedido" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Retirada", exact: true })).toBeVisible();
    await main.getByLabel("Boleto faturado 28 dias").check();
    await expect(main.getByText(/Crédito disponível: R\$/)).toBeVisible();
    await expect(main.getByRole("button", { name: "Enviar como orçamento" })).toBeVisible();
    await settle();
    await a11y.check("checkout, representative, invoice");
    const looks = (name: string) =>
      main.getByRole("button", { name }).evaluate((button) => {
        const style = getComputedStyle(button);
        return { background: style.backgroundColor, color: style.color, cursor: style.cursor };
      });
    const enabled = await looks("Finalizar pedido");
    const enabledQuote = await looks("Enviar como orçamento");
    await main.getByRole("button", { name: "Finalizar pedido" }).click();
    await placedOrder(page);
    await expect(
      page.getByText("O pedido será faturado: o boleto chega com a nota fiscal, no prazo da forma de pagamento."),
    ).toBeVisible();
    await expect(page.getByText("Pedido emitido por Rafael Teixeira")).toBeVisible();
    await settle();
    await a11y.check("invoiced order placed by a representative");

    // Above the client's credit (R$ 15.000,00 or R$ 37.250,40 before that order): said next to the button, which is
    // disabled; the quote still goes (nothing is charged, docs/rules/checkout.md "Credit limit and quotes").
    await addToCart(page, visit, "/aurora/produto/1001", "300");
    await visit("/aurora/checkout");
    const above = page.getByRole("complementary", { name: "Total do pedido" }).getByRole("alert");
    await expect(above).toContainText(
      /^O total passa do seu limite de crédito disponível \(R\$\s[\d.]+,\d{2}\)\. Escolha outra forma de pagamento\. Você ainda pode enviar como orçamento: nada é cobrado agora\.$/,
    );
    await expect(main.getByLabel("Boleto faturado 28 dias")).toBeChecked();
    await expect(main.getByRole("button", { name: "Finalizar pedido" })).toBeDisabled();
    await expect(main.getByRole("button", { name: "Enviar como orçamento" })).toBeEnabled();
    // The order's button looks disabled (neither its colours nor its pointer); the quote's as before.
    const disabled = await looks("Finalizar pedido");
    expect(disabled.background).not.toBe(enabled.background);
    expect(disabled.cursor).toBe("not-allowed");
    expect(await looks("Enviar como orçamento")).toEqual(enabledQuote);
    await settle();
    await a11y.check("checkout, invoice above the credit");
  });
});
