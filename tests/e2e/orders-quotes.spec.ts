import type { APIRequestContext, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { readXlsxRows } from "../../upstream/data/xlsx";
import { tags } from "../support/html";
import { newCustomer } from "../support/new-customer";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test, waitForHydration } from "./support/fixtures";
import { logIn } from "./support/session";

/**
 * "Meus pedidos" filtered, exported and a priced quote accepted (docs/rules/orders.md "Orders list";
 * §4 "Order statuses"; §7 POST /v4/orders/export/{id}; tag support-budget), at Aurora: a customer
 * narrows the list by status and period and downloads what it keeps as a spreadsheet; a quote sent
 * from the checkout and priced by the store is accepted into an order, once; a company's user sees
 * only the orders they placed. Plain links and forms: the same with JavaScript on and off.
 *
 * The orders the list shows are placed by plain form posts, as the checkout's form sends them
 * (placing an order has its own journeys in checkout.spec.ts).
 */

const ARROZ = "1001";
const FATURADO = "11";
const PIX = "12";
const dataDir = () => process.env.E2E_DATA_DIR ?? "";

/** A new customer of Aurora (signed up by a plain form POST, approved by the store), logged in. */
async function newAuroraCustomer(page: Page, baseURL: string | undefined) {
  const customer = newCustomer("pedidos");
  expect(
    (
      await page.request.post("/aurora/cadastro", {
        form: customer.fields,
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(303);
  await upstreamCli(dataDir(), "approve", "--supplier", "aurora", "--email", customer.email);
  await logIn(page, baseURL, "aurora", { login: customer.email, senha: customer.senha });
  return customer;
}

/** The checkout's fields as its page gives them: the key, the total and slot seen, the payment method chosen. */
async function checkoutFields(request: APIRequestContext) {
  const inputs = tags(await (await request.get("/aurora/checkout")).text(), "input");
  const fields = Object.fromEntries(
    inputs.filter((input) => input.type === "hidden" && input.name).map((input) => [input.name!, input.value ?? ""]),
  );
  return { fields, payment: inputs.find((input) => input.name === "idformapagamento" && "checked" in input)?.value };
}

/**
 * Puts Arroz in the cart and places the order by PIX through the checkout's form; its number. A
 * company's cart is shared by its logins (and this journey's runs with JavaScript on and off buy for
 * the same branch at the same time): an order the other run changed or emptied is placed again.
 */
async function placeOrder(request: APIRequestContext, origin: string, quantidade: string): Promise<string> {
  const headers = { Origin: origin };
  let answer = "";
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    expect(
      (
        await request.post("/aurora/carrinho", {
          form: { intent: "adicionar", idproduto: ARROZ, quantidade },
          headers,
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(303);
    let checkout = await checkoutFields(request);
    if (checkout.payment !== PIX) {
      expect(
        (
          await request.post("/aurora/checkout", {
            form: { intent: "pagamento", idformapagamento: PIX },
            headers,
            maxRedirects: 0,
          })
        ).status(),
      ).toBe(303);
      checkout = await checkoutFields(request);
    }
    const placed = await request.post("/aurora/checkout", {
      form: { ...checkout.fields, idformapagamento: PIX, intent: "finalizar" },
      headers,
      maxRedirects: 0,
    });
    const numpedido = /^\/aurora\/submissao\/(\d+)$/.exec(placed.headers().location ?? "")?.[1];
    if (placed.status() === 303 && numpedido) return numpedido;
    answer = `${placed.status()} ${placed.headers().location ?? ""}`;
  }
  throw new Error(`the order was not placed: ${answer}`);
}

test.describe("orders filtered, exported and quotes accepted", () => {
  test("a customer filters their orders by status and period, exports what the filter keeps and clears it; a filter that finds nothing says so", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
  }) => {
    await newAuroraCustomer(page, baseURL);
    const separando = await placeOrder(page.request, baseURL!, "2");
    const recebido = await placeOrder(page.request, baseURL!, "3");
    await upstreamCli(dataDir(), "order-status", "--order", separando, "--status", "SEPARANDO");

    await visit("/aurora/pedidos");
    const main = page.getByRole("main");
    const rows = main.getByRole("listitem").filter({ hasText: /Pedido nº \d+/ });
    await expect(main.getByText("2 pedidos encontrados", { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(2);

    // A plain GET form folded behind its summary: open it, pick a status and a period.
    await main.locator("summary", { hasText: "Filtrar pedidos" }).click();
    const filters = main.getByRole("form", { name: "Filtrar pedidos" });
    await filters.getByLabel("Situação").selectOption({ label: "Em separação" });
    await filters.getByLabel("Período").selectOption({ label: "Últimos 30 dias" });
    await filters.getByRole("button", { name: "Filtrar", exact: true }).click();
    await expect(page).toHaveURL(/\/aurora\/pedidos\?situacao=SEPARANDO&periodo=30(&|$)/);
    await expect(main.getByText("1 pedido encontrado · Em separação · últimos 30 dias")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Pedido nº ${separando}`);
    await expect(rows.first()).toContainText("Em separação");
    await expect(filters.getByLabel("Situação")).toHaveValue("SEPARANDO");
    await settle();
    await a11y.check("orders filtered by status and period");

    // The export carries the filters: a workbook of the order the list shows.
    const downloading = page.waitForEvent("download");
    await main.getByRole("link", { name: "Exportar pedidos (planilha)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pedidos-aurora-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = readXlsxRows(new Uint8Array(await readFile((await download.path())!)));
    expect(sheet?.[0]?.cells.slice(0, 4)).toEqual(["Número", "Tipo", "Data", "Situação"]);
    expect(sheet?.slice(1).map((row) => [row.cells[0], row.cells[1], row.cells[3]])).toEqual([
      [Number(separando), "Pedido", "Em separação"],
    ]);

    // Days long past: nothing found, with the way out.
    await filters.getByLabel("Situação").selectOption({ label: "Todas" });
    await filters.getByLabel("Período").selectOption({ label: "Qualquer data" });
    await filters.getByLabel("De", { exact: true }).fill("2020-01-01");
    await filters.getByLabel("Até", { exact: true }).fill("2020-01-31");
    await filters.getByRole("button", { name: "Filtrar", exact: true }).click();
    await expect(page).toHaveURL(/de=2020-01-01&ate=2020-01-31$/);
    await expect(main.getByText("Nenhum pedido encontrado com esses filtros.")).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Exportar pedidos (planilha)" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Ver produtos" })).toHaveAttribute("href", "/aurora");
    await settle();
    await a11y.check("orders filter that finds nothing");

    await main.getByRole("link", { name: "Limpar filtros" }).last().click();
    await expect(page).toHaveURL(/\/aurora\/pedidos$/);
    await expect(main.getByText("2 pedidos encontrados", { exact: true })).toBeVisible();
    await expect(rows.filter({ hasText: `Pedido nº ${recebido}` })).toContainText("Pedido recebido");
    await expect(rows).toHaveCount(2);
    await settle();
    await a11y.check("orders filters cleared");
  });

  test("a quote sent from the checkout and priced by the store is accepted into an order, once", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await newAuroraCustomer(page, baseURL);
    const headers = { Origin: baseURL! };
    expect(
      (
        await page.request.post("/aurora/carrinho", {
          form: { intent: "adicionar", idproduto: ARROZ, quantidade: "4" },
          headers,
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(303);
    expect(
      (
        await page.request.post("/aurora/checkout", {
          form: { intent: "pagamento", idformapagamento: PIX },
          headers,
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(303);

    await visit("/aurora/checkout");
    await page.getByRole("main").getByRole("button", { name: "Enviar como orçamento" }).click();
    await expect(page).toHaveURL(/\/aurora\/submissao\/\d+$/);
    const numpedido = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByText(`Orçamento ${numpedido} enviado para análise.`)).toBeVisible();
    await settle();
    await a11y.check("quote sent");

    await upstreamCli(dataDir(), "price-quote", "--order", numpedido, "--item", `${ARROZ}=140,00`, "--frete", "15");
    await page.getByRole("main").getByRole("link", { name: "Ver pedido" }).click();
    await expect(page).toHaveURL(new RegExp(`/aurora/pedidos/${numpedido}$`));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: `Orçamento nº ${numpedido}` })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Orçamento precificado: R$ 575,00" })).toBeVisible();
    await expect(main.getByText("(R$ 140,00 cada)")).toBeVisible();
    await settle();
    await a11y.check("a priced quote");

    await main.getByRole("link", { name: "Aceitar orçamento" }).click();
    await expect(page).toHaveURL(new RegExp(`/aurora/pedidos/${numpedido}/aceitar$`));
    await expect(main.getByRole("heading", { level: 1, name: `Aceitar o orçamento nº ${numpedido}` })).toBeVisible();
    await expect(main.getByText("Taxa de entrega")).toBeVisible();
    const confirm = main.getByRole("button", { name: "Confirmar pedido de R$ 575,00" });
    await expect(confirm).toBeVisible();
    await settle();
    await a11y.check("quote acceptance confirmation");

    // The same confirmation in a second tab, confirmed after the first.
    const secondTab = await page.context().newPage();
    await secondTab.goto(page.url());
    if (javaScriptEnabled) await waitForHydration(secondTab);

    const acceptances: string[] = [];
    page.on("request", (request) => {
      if (
        request.method() === "POST" &&
        new URL(request.url()).pathname.startsWith(`/aurora/pedidos/${numpedido}/aceitar`)
      )
        acceptances.push(request.url());
    });
    // With JavaScript a double click sends the acceptance once; without it, one click.
    if (javaScriptEnabled) await confirm.dblclick();
    else await confirm.click();
    await expect(page).toHaveURL(new RegExp(`/aurora/pedidos/${numpedido}$`));
    await expect(page.getByText(`Orçamento aceito! Ele agora é o pedido nº ${numpedido}.`)).toBeVisible();
    await expect(main.getByRole("heading", { level: 1, name: `Pedido nº ${numpedido}` })).toBeVisible();
    await expect(
      main.getByText(/^Você aceitou este orçamento em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}: ele agora é um pedido\.$/),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Aceitar orçamento" })).toHaveCount(0);
    expect(acceptances).toHaveLength(1);
    await settle();
    await a11y.check("quote accepted");

    await secondTab.getByRole("main").getByRole("button", { name: "Confirmar pedido de R$ 575,00" }).click();
    await expect(secondTab).toHaveURL(new RegExp(`/aurora/pedidos/${numpedido}$`));
    await expect(secondTab.getByText(`Este orçamento já foi aceito: ele é o pedido nº ${numpedido}.`)).toBeVisible();
    await expect(
      secondTab.getByRole("main").getByRole("heading", { level: 1, name: `Pedido nº ${numpedido}` }),
    ).toBeVisible();
    await secondTab.close();
  });

  test("a quote is sent above the credit limit; priced, the invoice is refused above the limit and PIX accepted, on a phone", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    consoleProblems,
  }) => {
    // docs/rules/checkout.md "Credit limit and quotes": nothing is charged when a quote is sent; the limit holds only for an acceptance by invoice.
    const customer = await newAuroraCustomer(page, baseURL);
    await upstreamCli(
      dataDir(),
      "credit-limit",
      "--supplier",
      "aurora",
      "--email",
      customer.email,
      "--total",
      "500,00",
    );
    const headers = { Origin: baseURL! };
    for (const form of [
      { intent: "adicionar", idproduto: ARROZ, quantidade: "5" } as Record<string, string>,
      { intent: "pagamento", idformapagamento: FATURADO },
    ])
      expect(
        (
          await page.request.post(form.intent === "pagamento" ? "/aurora/checkout" : "/aurora/carrinho", {
            form,
            headers,
            maxRedirects: 0,
          })
        ).status(),
      ).toBe(303);
    await page.setViewportSize({ width: 390, height: 844 });

    await visit("/aurora/checkout");
    const main = page.getByRole("main");
    const aboveCredit =
      "O total passa do seu limite de crédito disponível (R$ 500,00). Escolha outra forma de pagamento.";
    await expect(main.getByText(aboveCredit)).toBeVisible();
    await expect(main.getByText("Você ainda pode enviar como orçamento: nada é cobrado agora.")).toBeVisible();
    await expect(main.getByRole("button", { name: "Finalizar pedido" })).toBeDisabled();
    await settle();
    await a11y.check("checkout above the credit, a quote still possible");
    await main.getByRole("button", { name: "Enviar como orçamento" }).click();
    await expect(page).toHaveURL(/\/aurora\/submissao\/\d+$/);
    const numpedido = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByText(`Orçamento ${numpedido} enviado para análise.`)).toBeVisible();
    await settle();
    await a11y.check("quote sent above the credit");

    await upstreamCli(dataDir(), "price-quote", "--order", numpedido, "--item", `${ARROZ}=150,00`, "--frete", "15");
    await visit(`/aurora/pedidos/${numpedido}/aceitar`);
    const choice = main.getByRole("group", { name: "Como você vai pagar" });
    await expect(
      choice.getByText(
        "Pelo boleto faturado, o total precisa caber no seu limite de crédito disponível (R$ 500,00). Com PIX ou cartão, o limite não se aplica.",
      ),
    ).toBeVisible();
    await expect(choice.getByRole("radio", { name: "Boleto faturado 28 dias" })).toBeChecked();
    const confirm = main.getByRole("button", { name: "Confirmar pedido de R$ 765,00" });
    await confirm.click();
    await expect(choice.getByText(aboveCredit)).toBeVisible();
    consoleProblems.forgetFailedLoads(409); // the refused acceptance answers 409: the browser says so in its console
    await expect(page).toHaveURL(new RegExp(`/aurora/pedidos/${numpedido}/aceitar$`));
    await settle();
    await a11y.check("quote acceptance by invoice above the credit, refused");

    await choice.getByRole("radio", { name: "PIX" }).check();
    await confirm.click();
    await expect(page).toHaveURL(new RegExp(`/aurora/pedidos/${numpedido}$`));
    await expect(page.getByText(`Orçamento aceito! Ele agora é o pedido nº ${numpedido}.`)).toBeVisible();
    await expect(
      main.getByRole("region", { name: "Pagamento" }).getByText("PIX · Aguardando pagamento", { exact: true }),
    ).toBeVisible();
    await settle();
    await a11y.check("quote above the credit accepted by PIX");
  });

  test("a company's user sees in 'Meus pedidos' only the orders they placed, the company all; another's order by its number is 'Pedido não encontrado'", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    playwright,
  }) => {
    // Both buy for the branch no other journey buys for.
    const branch = { intent: "trocar", idcliente: "504" };
    const headers = { Origin: baseURL! };
    const company = await playwright.request.newContext({ baseURL });
    try {
      expect(
        (
          await company.post("/aurora/entrar", {
            form: { login: "empresa@exemplo.com.br", senha: "demo1234" },
            headers,
            maxRedirects: 0,
          })
        ).status(),
      ).toBe(303);
      expect((await company.post("/aurora/clientes", { form: branch, headers, maxRedirects: 0 })).status()).toBe(303);
      const byCompany = await placeOrder(company, baseURL!, "2");

      await logIn(page, baseURL, "aurora", { login: "comprador@exemplo.com.br", senha: "demo1234" });
      expect((await page.request.post("/aurora/clientes", { form: branch, headers, maxRedirects: 0 })).status()).toBe(
        303,
      );
      const byJulia = await placeOrder(page.request, baseURL!, "3");

      await visit("/aurora/pedidos");
      const main = page.getByRole("main");
      const rows = main.getByRole("listitem").filter({ hasText: /Pedido nº \d+/ });
      await expect(rows.filter({ hasText: `Pedido nº ${byJulia}` })).toContainText("Pedido emitido por Júlia Martins");
      await expect(main.getByRole("link", { name: `Pedido nº ${byCompany}` })).toHaveCount(0);
      // Every order listed is one she placed (her other runs' orders included).
      for (const row of await rows.all()) await expect(row).toContainText("Pedido emitido por Júlia Martins");
      await settle();
      await a11y.check("a company's user's orders");

      // The company's own login lists both.
      const companyList = await (await company.get("/aurora/pedidos")).text();
      const listed = tags(companyList, "a").map((link) => link.href);
      expect(listed).toContain(`/aurora/pedidos/${byCompany}`);
      expect(listed).toContain(`/aurora/pedidos/${byJulia}`);

      // By its number too, on a phone: the company's order is "Pedido não encontrado" to her, nothing of it shown; hers opens.
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(`/aurora/pedidos/${byCompany}`, { status: 404 });
      await expect(main.getByRole("heading", { level: 1, name: "Pedido não encontrado" })).toBeVisible();
      await expect(main).toContainText("Este pedido não existe ou não está entre os seus.");
      await expect(page.getByText(`Pedido nº ${byCompany}`)).toHaveCount(0);
      await expect(page).toHaveTitle(/^Pedido não encontrado/);
      await settle();
      await a11y.check("another's order, not found");
      await visit(`/aurora/submissao/${byCompany}`, { status: 404 });
      await expect(main.getByRole("heading", { level: 1, name: "Pedido não encontrado" })).toBeVisible();
      await visit(`/aurora/pedidos/${byJulia}`);
      await expect(main.getByRole("heading", { level: 1, name: `Pedido nº ${byJulia}` })).toBeVisible();
      await expect(main).toContainText("Júlia Martins");
      await settle();
      await a11y.check("a company's user's own order, on a phone");
    } finally {
      await company.dispose();
    }
  });
});
