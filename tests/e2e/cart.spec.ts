import type { Page } from "@playwright/test";
import { newCustomer, type NewCustomer } from "../support/new-customer";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test } from "./support/fixtures";
import { SUPPLIERS } from "./support/suppliers";
import { logIn } from "./support/session";

/** A new customer of a store, signed up by a plain form POST (terms accepted where there are some); the page's context is logged in. */
async function signUp(page: Page, baseURL: string | undefined, store: "casaverde" | "bomsabor"): Promise<NewCustomer> {
  const customer = newCustomer("carrinho");
  const headers = { Origin: baseURL! };
  expect(
    (await page.request.post(`/${store}/cadastro`, { form: customer.fields, headers, maxRedirects: 0 })).status(),
  ).toBe(303);
  if (store === "bomsabor")
    expect(
      (await page.request.post("/bomsabor/termos", { form: { intent: "aceitar" }, headers, maxRedirects: 0 })).status(),
    ).toBe(303);
  return customer;
}

/** With JavaScript the page saves 1 s after the last edit: wait until it says nothing is waiting. */
async function saved(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.getByText("Salvando o carrinho…")).toHaveCount(0, { timeout: 5000 });
}

/**
 * With JavaScript: the page's clock is Playwright's (installed before the page loads, running as
 * usual), and the page notes by that clock when it posts to the cart (adding a product, saving).
 */
async function controlTime(page: Page) {
  await page.clock.install();
  await page.addInitScript(() => {
    const times: number[] = [];
    (window as unknown as { cartPostTimes: number[] }).cartPostTimes = times;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (method.toUpperCase() === "POST" && url.pathname.startsWith("/casaverde/carrinho")) times.push(Date.now());
      return send(input, init);
    };
  });
}

/** When (by the page's clock) the page posted to the cart since `since` (the clock's time then). */
async function cartPostsSince(page: Page, since: number): Promise<number[]> {
  const times = await page.evaluate(() => (window as unknown as { cartPostTimes: number[] }).cartPostTimes);
  return times.filter((time) => time >= since);
}

function line(page: Page, name: string) {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

test.describe("cart", () => {
  test("adds by the product's step, crosses a tier and the wholesale price, changes and removes lines", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
    consoleProblems,
  }) => {
    if (javaScriptEnabled) await controlTime(page);
    await signUp(page, baseURL, "casaverde");
    // On a phone the price, the quantity's − / + and the buy button are on the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await visit("/casaverde/produto/3001");
    const main = page.getByRole("main");
    const quantity = main.getByLabel("Quantidade (kg)");
    await expect(main.locator("p").filter({ hasText: /^R\$\s*6,99\s*\/\s*kg$/ })).toBeInViewport();
    await expect(main.getByRole("button", { name: "Adicionar ao carrinho", exact: true })).toBeInViewport();
    await expect(quantity).toHaveValue("1");
    // Without JavaScript each − / + opens the page again with that quantity, back at the buy box.
    const step = async (name: "Aumentar quantidade" | "Diminuir quantidade", expected: string) => {
      await main.getByRole("button", { name }).click();
      await expect(quantity).toHaveValue(expected);
      if (!javaScriptEnabled) await a11y.check();
    };
    await step("Aumentar quantidade", "1,5");
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/casaverde\/produto\/3001\?quantidade=1%2C5#comprar$/);
    await step("Diminuir quantidade", "1");
    await step("Diminuir quantidade", "1");
    await settle();
    await a11y.check("product page with its quantity stepper at 390 px");
    await page.setViewportSize({ width: 1366, height: 900 });
    await main.getByLabel("Quantidade (kg)").fill("1,2");
    await main.getByRole("button", { name: "Adicionar ao carrinho", exact: true }).click();
    await expect(page.getByText(/ajustad/i)).toBeVisible();
    await expect(page.getByRole("link", { name: /Carrinho\s*1\s*produto/ })).toBeVisible();

    await page.getByRole("link", { name: /Carrinho\s*1\s*produto/ }).click();
    await expect(page).toHaveURL(/\/casaverde\/carrinho$/);
    await settle();
    const banana = line(page, "Banana prata");
    await expect(banana.getByLabel(/Quantidade de Banana prata/)).toHaveValue("1,5");
    await a11y.check("cart with one line");
    // On a phone the total and the way to the checkout stay at the foot of the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("link", { name: "Agendar retirada", exact: true })).toBeInViewport();
    await a11y.check("cart with one line at 390 px");
    await page.setViewportSize({ width: 1366, height: 900 });

    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/casaverde/carrinho"))
        saves.push(request.url());
    });
    // docs/rules/cart.md "Cart save": 1 s after the last edit. With JavaScript the page's clock stands still
    // while the shopper clicks, however long the clicks take, and then moves on only as told.
    const stoppedAt = javaScriptEnabled ? (await page.evaluate(() => Date.now())) + 60_000 : 0;
    if (javaScriptEnabled) await page.clock.pauseAt(stoppedAt);
    await banana.getByRole("button", { name: "Aumentar Banana prata" }).click();
    await expect(banana.getByLabel(/Quantidade de Banana prata/)).toHaveValue("2");
    await banana.getByRole("button", { name: "Aumentar Banana prata" }).click();
    await banana.getByRole("button", { name: "Aumentar Banana prata" }).click();
    await banana.getByRole("button", { name: "Aumentar Banana prata" }).click();
    await banana.getByRole("button", { name: "Aumentar Banana prata" }).click();
    await banana.getByRole("button", { name: "Aumentar Banana prata" }).click();
    await banana.getByRole("button", { name: "Aumentar Banana prata" }).click();
    await expect(banana.getByLabel(/Quantidade de Banana prata/)).toHaveValue("5");
    await expect(banana).toContainText("R$ 6,49 / kg · Preço por quantidade");
    await expect(banana).toContainText("R$ 32,45");
    await expect(page.getByRole("link", { name: /Carrinho\s*1\s*produto/ })).toContainText("R$ 32,45");
    if (javaScriptEnabled) {
      // The seven clicks are one save, sent 1 s after the last of them and not a moment sooner.
      expect(await cartPostsSince(page, stoppedAt), "saves sent while the clicks came").toEqual([]);
      await page.clock.runFor(999);
      expect(await cartPostsSince(page, stoppedAt), "saves sent within 999 ms of the last click").toEqual([]);
      await page.clock.runFor(1);
      await expect
        .poll(() => cartPostsSince(page, stoppedAt), { message: "saves sent 1 s after the last click" })
        .toEqual([stoppedAt + 1000]);
      await page.clock.resume();
      await saved(page, javaScriptEnabled);
      expect(saves, "save requests").toHaveLength(1);
    } else {
      expect(saves, "save requests (one per click without JavaScript)").toHaveLength(7);
    }

    await banana.getByLabel(/Quantidade de Banana prata/).fill("abc");
    await banana.getByRole("button", { name: /Atualizar/ }).click();
    await expect(banana.getByRole("alert")).toHaveText("Informe a quantidade com números, como 2 ou 1,5.");
    await expect(banana.getByLabel(/Quantidade de Banana prata/)).toHaveValue("abc");
    // Without JavaScript the server refuses the form with 400, which the browser reports in its console.
    consoleProblems.forgetFailedLoads(400);
    await banana.getByLabel(/Quantidade de Banana prata/).fill("10");
    await banana.getByRole("button", { name: /Atualizar/ }).click();
    await expect(banana).toContainText("R$ 5,99 / kg · Preço por quantidade");
    await saved(page, javaScriptEnabled);

    await visit("/casaverde/produto/3031");
    await main.getByLabel("Quantidade (kg)").fill("10");
    await main.getByRole("button", { name: "Adicionar ao carrinho", exact: true }).click();
    await expect(page.getByText("Produto adicionado ao carrinho.")).toBeVisible();
    await visit("/casaverde/carrinho");
    const carrot = line(page, "Cenoura");
    await expect(carrot).toContainText("R$ 4,29 / kg · Preço de atacado");
    await expect(page.getByRole("complementary", { name: "Resumo do pedido" })).toContainText(/Total\s*R\$\s*102,80/);

    await carrot.getByRole("button", { name: "Remover Cenoura" }).click();
    await expect(line(page, "Cenoura")).toHaveCount(0);
    await saved(page, javaScriptEnabled);
    await page.reload();
    await settle();
    await expect(line(page, "Banana prata").getByLabel(/Quantidade de Banana prata/)).toHaveValue("10");
    await expect(line(page, "Cenoura")).toHaveCount(0);
    await a11y.check("cart after the edits");

    // Another form sent right after an edit waits for its save: both count.
    await line(page, "Banana prata").getByRole("button", { name: "Aumentar Banana prata" }).click();
    await main.getByLabel("Observações para o fornecedor").fill("Separar as bananas mais verdes");
    await main.getByRole("button", { name: "Salvar observações" }).click();
    await expect(page.getByText("Observações do pedido salvas.")).toBeVisible();
    // Leaving right after an edit does not lose it.
    await line(page, "Banana prata").getByRole("button", { name: "Aumentar Banana prata" }).click();
    const beacon = javaScriptEnabled
      ? page.waitForResponse(
          (response) => response.url().endsWith("/casaverde/carrinho.data") && response.request().method() === "POST",
        )
      : null;
    await page.getByRole("link", { name: "Continuar comprando" }).click();
    await expect(page).toHaveURL(/\/casaverde$/);
    if (beacon) expect((await beacon).status()).toBe(200);
    await settle();
    await a11y.check("home after the cart");
    await visit("/casaverde/carrinho");
    await expect(line(page, "Banana prata").getByLabel(/Quantidade de Banana prata/)).toHaveValue("11");
    await expect(main.getByLabel("Observações para o fornecedor")).toHaveValue("Separar as bananas mais verdes");
  });

  test("says what it did next to the line acted on: a capped quantity, a line removed with undo, a refused coupon", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signUp(page, baseURL, "casaverde");
    const headers = { Origin: baseURL! };
    for (const [idproduto, quantidade] of [
      ["3008", "2"],
      ["3001", "1"],
    ] as const) {
      expect(
        (
          await page.request.post("/casaverde/carrinho", {
            form: { intent: "adicionar", idproduto, quantidade },
            headers,
            maxRedirects: 0,
          })
        ).status(),
      ).toBe(303);
    }
    await visit("/casaverde/carrinho");
    const main = page.getByRole("main");
    const grapes = line(page, "Uva niágara");
    const grapesField = grapes.getByLabel(/Quantidade de Uva niágara/);
    const capped = "A quantidade de Uva niágara foi ajustada para 5 kg (máximo de 5 kg por pedido).";

    // 7 kg typed where the maximum is 5 kg: said beside the field, announced.
    await grapesField.fill("7");
    if (javaScriptEnabled) {
      // Leaving the field is enough: no Enter, no "Atualizar".
      await grapesField.press("Tab");
    } else {
      await grapes.getByRole("button", { name: /Atualizar/ }).click();
      await expect(page).toHaveURL(/\/casaverde\/carrinho#linha-3008$/);
    }
    await expect(grapes.getByRole("status")).toHaveText(capped);
    await expect(grapesField).toHaveValue("5");
    await saved(page, javaScriptEnabled);
    await a11y.check("cart line with a capped quantity");
    if (javaScriptEnabled) {
      // A quantity typed and left alone for 1 s is saved too (the save's post is waited for: its
      // "Salvando o carrinho…" may come and go between two looks at the page).
      const save = page.waitForRequest(
        (request) => request.method() === "POST" && new URL(request.url()).pathname.startsWith("/casaverde/carrinho"),
      );
      await grapesField.fill("3");
      await save;
      await saved(page, javaScriptEnabled);
    }
    await page.reload();
    await settle();
    await expect(grapesField).toHaveValue(javaScriptEnabled ? "3" : "5");

    // − at the minimum: the line goes, and where it was, what went and "Desfazer".
    const banana = line(page, "Banana prata");
    await banana.getByRole("button", { name: "Diminuir Banana prata" }).click();
    const removed = main.getByRole("listitem").filter({ hasText: "Banana prata foi removido do carrinho." });
    await expect(removed).toBeVisible();
    await expect(banana).toHaveCount(0);
    if (javaScriptEnabled) await expect(removed, "focus goes where the line was").toBeFocused();
    else await expect(page).toHaveURL(/#linha-3001$/);
    await settle();
    await a11y.check("cart line removed, with undo");
    await removed.getByRole("button", { name: /Desfazer/ }).click();
    await expect(banana.getByLabel(/Quantidade de Banana prata/)).toHaveValue("1");
    await expect(removed).toHaveCount(0);
    if (javaScriptEnabled) await expect(banana.getByLabel(/Quantidade de Banana prata/)).toBeFocused();
    await saved(page, javaScriptEnabled);
    await page.reload();
    await settle();
    await expect(banana.getByLabel(/Quantidade de Banana prata/), "the undone removal was saved").toHaveValue("1");

    // "Remover": focus goes where the line was, not to the top of the page.
    await banana.getByRole("button", { name: "Remover Banana prata" }).click();
    await expect(removed).toBeVisible();
    if (javaScriptEnabled) await expect(removed).toBeFocused();
    await saved(page, javaScriptEnabled);

    // A refused coupon is said under its field, the code still in it and focused, in view. The
    // action answers with the page at the field, with and without JavaScript (the page's scripts
    // follow that answer): the address names the field once the answer is in.
    const coupon = main.getByRole("region", { name: "Cupom de desconto" });
    await coupon.getByLabel("Código do cupom").fill("NAOEXISTE");
    await coupon.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(/\/casaverde\/carrinho#cupom-codigoCupom$/);
    await expect(coupon.getByRole("alert")).toBeVisible();
    await expect(coupon.getByLabel("Código do cupom")).toHaveValue("NAOEXISTE");
    await expect(coupon.getByLabel("Código do cupom")).toBeFocused();
    await expect(coupon.getByRole("alert")).toBeInViewport();
    await settle();
    await a11y.check("cart with a refused coupon");
  });

  test("the product page says beside the field when the maximum changes what was typed (7 kg → 5 kg), at 390 px", async ({
    page,
    visit,
    settle,
    baseURL,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, baseURL, "casaverde");
    await visit("/casaverde/produto/3008");
    const buy = page.locator("#comprar");
    await buy.getByLabel("Quantidade (kg)").fill("7");
    await buy.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/casaverde\/produto\/3008#comprar$/);
    await settle();
    const capped = "A quantidade de Uva niágara foi ajustada para 5 kg (máximo de 5 kg por pedido).";
    // Under the button of the form that holds the field, in view, announced; not only at the top of the page.
    const said = buy.getByRole("status");
    await expect(said).toContainText(capped);
    await expect(said).toBeInViewport();
    await expect(page.getByRole("main").getByText(capped)).toHaveCount(1);
  });

  test("gift-wraps a line, and an attendant price locks the cart until it is unlocked", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    const customer = await signUp(page, baseURL, "bomsabor");
    await visit("/bomsabor/produto/2001");
    await page.getByRole("main").getByRole("button", { name: SUPPLIERS.bomsabor.buyButton, exact: true }).click();
    await expect(page.getByText("Produto adicionado ao carrinho.")).toBeVisible();
    await visit("/bomsabor/carrinho");
    const oil = line(page, "Azeite extravirgem português 500 ml");
    await oil.getByRole("button", { name: /Embalar para presente/ }).click();
    await expect(oil).toContainText("Embalagem para presente: R$ 9,90");
    await expect(page.getByRole("complementary", { name: "Resumo do pedido" })).toContainText(/Total\s*R\$\s*74,80/);
    await saved(page, javaScriptEnabled);

    await upstreamCli(
      process.env.E2E_DATA_DIR ?? "",
      "attendant-price",
      "--supplier",
      "bomsabor",
      "--email",
      customer.email,
      "--product",
      "2001",
      "--price",
      "59.9",
    );
    await visit("/bomsabor/carrinho");
    await expect(
      page.getByText("Este carrinho foi preparado pelo atendimento e está bloqueado para alterações."),
    ).toBeVisible();
    await expect(oil).toContainText("R$ 59,90 / un · Preço do atendimento");
    await expect(oil.getByRole("button", { name: /Aumentar/ })).toHaveCount(0);
    await a11y.check("locked cart");
    // The header says what the cart page has just read, and so does the next page's.
    const headerCart = page.getByRole("link", { name: /Carrinho\s*1\s*produto/ });
    await expect(headerCart).toContainText("R$ 69,80");
    await page.getByRole("link", { name: "Continuar comprando" }).click();
    await expect(page).toHaveURL(/\/bomsabor$/);
    await expect(headerCart).toContainText("R$ 69,80");
    await settle();
    await a11y.check("home after the locked cart");
    await visit("/bomsabor/carrinho");

    await page.getByRole("button", { name: "Desbloquear carrinho" }).click();
    await expect(page.getByText("Carrinho desbloqueado: os preços do atendimento foram removidos.")).toBeVisible();
    await expect(oil).toContainText("R$ 64,90 / un");
    await expect(oil.getByRole("button", { name: /Aumentar/ })).toBeVisible();
    await settle();
    await a11y.check("unlocked cart");
  });

  test("reprices at once when the payment method changes: PIX at Aurora, the page staying at the choice", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    const customer = newCustomer("pagamento");
    const headers = { Origin: baseURL! };
    expect(
      (await page.request.post("/aurora/cadastro", { form: customer.fields, headers, maxRedirects: 0 })).status(),
    ).toBe(303);
    await upstreamCli(process.env.E2E_DATA_DIR ?? "", "approve", "--supplier", "aurora", "--email", customer.email);
    await logIn(page, baseURL, "aurora", { login: customer.email, senha: customer.senha });
    expect(
      (
        await page.request.post("/aurora/carrinho", {
          form: { intent: "adicionar", idproduto: "1001", quantidade: "6" },
          headers,
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(303);
    await visit("/aurora/carrinho");
    const rice = line(page, "Arroz branco tipo 1 5 kg");
    const method = page.getByLabel("Forma de pagamento");
    await expect(method).toHaveValue("11");
    const invoiced = await rice.textContent();
    expect(invoiced).not.toContain("R$ 151,22");

    await method.focus();
    await method.selectOption({ label: "PIX" });
    if (javaScriptEnabled) {
      // No button to find: the choice itself reprices, and the select keeps the focus.
      await expect(page.getByRole("button", { name: "Atualizar preços" })).toHaveCount(0);
    } else {
      await page.getByRole("button", { name: "Atualizar preços" }).click();
      await expect(page).toHaveURL(/\/aurora\/carrinho#idformapagamento$/);
    }
    const said = page
      .getByRole("status")
      .filter({ hasText: /^Preços atualizados para PIX: total de R\$\s[\d.]+,\d{2}\.$/ });
    await expect(said).toBeVisible();
    await expect(said).toBeInViewport();
    await expect(rice).toContainText("R$ 151,22 / fd");
    await expect(method).toHaveValue("12");
    if (javaScriptEnabled) await expect(method).toBeFocused();
    await settle();
    await a11y.check("cart repriced for PIX");
    await page.reload();
    await settle();
    await expect(method, "the choice was saved").toHaveValue("12");
    await expect(rice).toContainText("R$ 151,22 / fd");
  });

  test("on a phone the cart's total, its bar's and the checkout's are the same at the three stores", async ({
    page,
    visit,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const amount = /R\$\s[\d.]+,\d{2}/;
    const headers = { Origin: baseURL! };
    for (const { store, product, delivery } of [
      { store: "aurora", product: "1001", delivery: /^Entrega\s*R\$\s25,00$/ },
      { store: "bomsabor", product: "2001", delivery: /^Entrega\s*R\$\s9,90$/ },
      { store: "casaverde", product: "3001", delivery: /^Retirada\s*Grátis$/ },
    ]) {
      // A new customer at Pinheiros, which Aurora and Bom Sabor deliver to: the one address is the place.
      const customer = newCustomer(`total-${store}`);
      const fields = {
        ...customer.fields,
        cep: "05422-001",
        rua: "Rua dos Pinheiros",
        numero: "120",
        bairro: "Pinheiros",
      };
      expect((await page.request.post(`/${store}/cadastro`, { form: fields, headers, maxRedirects: 0 })).status()).toBe(
        303,
      );
      if (store === "aurora")
        await upstreamCli(process.env.E2E_DATA_DIR ?? "", "approve", "--supplier", "aurora", "--email", customer.email);
      await logIn(page, baseURL, store, { login: customer.email, senha: customer.senha });
      if (store === "bomsabor")
        await page.request.post("/bomsabor/termos", { form: { intent: "aceitar" }, headers, maxRedirects: 0 });
      const added = await page.request.post(`/${store}/carrinho`, {
        form: { intent: "adicionar", idproduto: product, quantidade: "2" },
        headers,
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);

      await visit(`/${store}/carrinho`);
      const summary = page.getByRole("region", { name: "Resumo" });
      await expect(summary.locator("p").filter({ hasText: delivery })).toBeVisible();
      const cartTotal = (await summary.locator("p").last().textContent())?.match(amount)?.[0];
      const bar = page
        .getByRole("main")
        .locator("p")
        .filter({ has: page.locator("strong"), hasText: /^Total/ });
      await expect(bar).toBeInViewport();
      const barTotal = (await bar.textContent())?.match(amount)?.[0];

      await visit(`/${store}/checkout`);
      const aside = page.getByRole("complementary", { name: "Total do pedido" });
      // On a phone the bar at the screen's foot keeps the total only; the rows are there for the wider screen.
      await expect(aside.locator("p").filter({ hasText: delivery })).toHaveCount(1);
      const checkoutTotal = (
        await aside
          .locator("p")
          .filter({ hasText: /^Total/ })
          .textContent()
      )?.match(amount)?.[0];
      expect(cartTotal, `${store}: the cart's total`).toBe(checkoutTotal);
      expect(barTotal, `${store}: the bar's total`).toBe(checkoutTotal);
      await page.context().clearCookies();
    }
  });
});
