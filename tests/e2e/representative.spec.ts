import type { Page } from "@playwright/test";
import { placedOrders } from "../integration/checkout/placed-orders";
import { newCustomer } from "../support/new-customer";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test } from "./support/fixtures";
import { logIn } from "./support/session";

const BRANCH = "Mercado Boa Compra — Filial Centro";
/** The clients the demo representative serves at Aurora (other journeys give them clients of their own too). */
const SEEDED_CLIENTS = ["Ana Beatriz Souza", "Mercado Boa Compra Ltda.", BRANCH];
const dataDir = () => process.env.E2E_DATA_DIR ?? "";

/**
 * A client of the representative's own for one journey (its cart no other journey fills): a new
 * customer of Aurora with an address in Pinheiros, which Aurora serves, signed up by a plain form
 * POST, approved by the store and given to the representative by its back office.
 */
async function newClientOfTheRepresentative(page: Page, baseURL: string | undefined) {
  const customer = newCustomer("cliente-rep");
  const nome = `Mercearia ${customer.email.split("@")[0]!.slice("cliente-rep-".length)}`;
  const fields = {
    ...customer.fields,
    nome,
    cep: "05422-001",
    rua: "Rua dos Pinheiros",
    numero: "120",
    complemento: "",
    bairro: "Pinheiros",
  };
  const context = await page.context().browser()!.newContext({ baseURL });
  try {
    expect(
      (
        await context.request.post("/aurora/cadastro", { form: fields, headers: { Origin: baseURL! }, maxRedirects: 0 })
      ).status(),
    ).toBe(303);
  } finally {
    await context.close();
  }
  await upstreamCli(dataDir(), "approve", "--supplier", "aurora", "--email", customer.email);
  await upstreamCli(
    dataDir(),
    "assign-representative",
    "--supplier",
    "aurora",
    "--representative",
    "representante@exemplo.com.br",
    "--email",
    customer.email,
  );
  return { nome, email: customer.email };
}

/** The strip under the header that says whom a representative acts for. */
const banner = (page: Page) => page.getByRole("region", { name: "Atendimento do representante" });

test.describe("accounts: representative", () => {
  test("logs in, filters the clients, acts for a branch, switches client and stops", async ({
    page,
    visit,
    settle,
    a11y,
  }) => {
    await visit("/aurora/entrar");
    const main = page.getByRole("main");
    await main.getByLabel("E-mail, CPF ou CNPJ").fill("representante@exemplo.com.br");
    await main.getByLabel("Senha", { exact: true }).fill("demo1234");
    await main.getByLabel("Sou representante").check();
    await main.getByRole("button", { name: "Entrar" }).click();

    await expect(page).toHaveURL(/\/aurora\/clientes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Escolha o cliente para atender" })).toBeVisible();
    await expect(banner(page)).toContainText("Escolha um cliente para atender");
    for (const nome of SEEDED_CLIENTS)
      await expect(main.getByRole("button", { name: `Atender: ${nome}` })).toBeVisible();
    await settle();
    await a11y.check("client list");

    await main.getByLabel("Buscar por nome, CPF ou CNPJ").fill("filial");
    await main.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/\/aurora\/clientes\?q=filial$/);
    await expect(main.getByText(/^1 de \d+ clientes para “filial”$/)).toBeVisible();
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

  test("at 390 px, delivers to the client's address: picks the client, chooses the address at /entrega, and places the order", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const client = await newClientOfTheRepresentative(page, baseURL);
    await logIn(page, baseURL, "aurora", {
      login: "representante@exemplo.com.br",
      senha: "demo1234",
      representante: "on",
    });
    await visit("/aurora/clientes");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: `Atender: ${client.nome}` }).click();
    await expect(banner(page)).toContainText(`Atendendo: ${client.nome}`);
    await settle();
    await a11y.check("home while acting for a client at 390 px");

    await visit("/aurora/produto/1001");
    await main.getByLabel(/^Quantidade/).fill("3");
    await main.getByRole("button", { name: "Adicionar ao carrinho", exact: true }).click();
    await expect(page.getByText("Produto adicionado ao carrinho.")).toBeVisible();

    // The client's addresses, not a CEP to type.
    await visit("/aurora/entrega");
    await expect(main.getByRole("textbox", { name: "CEP de entrega" })).toHaveCount(0);
    const addresses = main.getByRole("group", { name: `Endereço de entrega de ${client.nome}` });
    const pinheiros = addresses
      .getByRole("listitem")
      .filter({ hasText: /Principal: Rua dos Pinheiros, 120 — Pinheiros, São Paulo - SP, 05422-001/ });
    // The client's only address is chosen already (docs/rules/delivery.md "Ship-to"), with its first slot.
    await expect(pinheiros.getByRole("button", { name: "Entregar aqui" })).toHaveAttribute("aria-pressed", "true");
    await expect(main.getByText(/^Entregar em Principal: Rua dos Pinheiros, 120/)).toBeVisible();
    await settle();
    await a11y.check("delivery, a representative choosing the client's address at 390 px");
    // A slot is chosen by pressing it: nothing else to confirm.
    const slots = main.getByRole("group", { name: "Entrega programada" }).getByRole("button");
    await slots.nth(1).click();
    await expect(page.getByText(/^Entrega programada: .*Você pode mudar quando quiser\.$/)).toBeVisible();
    await expect(main.getByRole("group", { name: "Entrega programada" }).getByRole("button").nth(1)).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await visit("/aurora/checkout");
    await expect(main.getByText(/^Entregar em Principal: Rua dos Pinheiros, 120/)).toBeVisible();
    await expect(
      main.getByText("Para receber em casa, escolha um endereço cadastrado ou a retirada na loja."),
    ).toHaveCount(0);
    // PIX has its own prices: the total the button is pressed with is the one PIX priced.
    const totalBar = page.getByRole("complementary", { name: "Total do pedido" });
    const pricedBefore = (await main.getByLabel("PIX").isChecked()) ? null : await totalBar.innerText();
    await main.getByLabel("PIX").check();
    if (!javaScriptEnabled) await main.getByRole("button", { name: "Atualizar preços para a forma escolhida" }).click();
    await expect(main.getByLabel("PIX")).toBeChecked();
    if (pricedBefore !== null) await expect.poll(() => totalBar.innerText()).not.toBe(pricedBefore);
    const finish = main.getByRole("button", { name: "Finalizar pedido" });
    await expect(finish).toBeEnabled();
    await settle();
    await a11y.check("checkout, a representative delivering to the client at 390 px");
    await finish.click();

    await expect(page).toHaveURL(/\/aurora\/submissao\/\d+$/);
    const numpedido = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByText("Pedido emitido por Rafael Teixeira")).toBeVisible();
    await expect(page.getByText("Rua dos Pinheiros, 120 · Pinheiros, São Paulo/SP")).toBeVisible();
    expect(placedOrders(dataDir(), client.email)).toMatchObject([
      { numpedido: Number(numpedido), emitido_por: "Rafael Teixeira" },
    ]);
    await settle();
    await a11y.check("order delivered to the client, placed by a representative, at 390 px");
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
