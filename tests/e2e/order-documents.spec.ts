import type { Page } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { readFile } from "node:fs/promises";
import { newCustomer } from "../support/new-customer";
import { pdfText } from "../support/pdf-text";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test } from "./support/fixtures";

/**
 * An order's documents (docs/rules/orders.md "Order details": "order details (… invoice, DANFE, XML …)"): a pickup order at Casa
 * Verde, paid at the counter, is invoiced as the store makes it ready for pickup (order-status): its
 * page shows the NF-e's access key, and the DANFE and the XML download with that key in them; once
 * handed over (paid), its receipt downloads too. Plain links: the same with JavaScript on and off.
 */

const dataDir = () => process.env.E2E_DATA_DIR ?? "";

/** A new customer of Casa Verde (pickup only, approved at once), signed up by a plain form POST. */
async function signUp(page: Page, baseURL: string | undefined) {
  const customer = newCustomer("documentos");
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

/** Clicks a link that downloads a file: its suggested name and its bytes. */
async function downloadFrom(page: Page, name: string): Promise<{ fileName: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name, exact: true }).click(),
  ]);
  const path = await download.path();
  return { fileName: download.suggestedFilename(), bytes: await readFile(path) };
}

test.describe("an order's documents", () => {
  test("invoiced when ready for pickup: the access key on the page, in the DANFE and in the XML; the receipt once paid at the counter", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
  }) => {
    await signUp(page, baseURL);
    await visit("/casaverde/produto/3001");
    const product = page.getByRole("main");
    await product.getByLabel(/^Quantidade/).fill("5");
    await product.getByRole("button", { name: "Adicionar ao carrinho", exact: true }).click();
    await expect(page.getByText("Produto adicionado ao carrinho.")).toBeVisible();
    await visit("/casaverde/checkout");
    const checkout = page.getByRole("main");
    await checkout.getByLabel("Pagar na retirada (dinheiro ou cartão)").check();
    await checkout.getByLabel("Se faltar algum item").selectOption("Ligar antes de substituir");
    await checkout.getByLabel("Data da retirada").fill("2026-12-01");
    await checkout.getByRole("button", { name: "Finalizar pedido" }).click();
    await expect(page).toHaveURL(/\/casaverde\/submissao\/\d+$/);
    const numpedido = new URL(page.url()).pathname.split("/").pop()!;
    await settle();
    await a11y.check("order placed");

    await visit(`/casaverde/pedidos/${numpedido}`);
    const documents = page.getByRole("region", { name: "Documentos" });
    await expect(documents).toContainText("Nota fiscal (NF-e): ainda não emitida.");
    await expect(documents.getByRole("link")).toHaveCount(0);
    await settle();
    await a11y.check("an order's documents to come");

    await upstreamCli(dataDir(), "order-status", "--order", numpedido, "--status", "PRONTO_RETIRADA");
    await visit(`/casaverde/pedidos/${numpedido}`);
    await expect(documents).toContainText(/série 002/);
    const chave = (await documents.getByRole("definition").last().innerText()).trim();
    expect(chave).toMatch(/^(\d{4} ){10}\d{4}$/);
    // São Paulo (35), Casa Verde's CNPJ, model 55, series 002 (upstream/seed/nfe-issuers.ts).
    const digits = chave.replace(/ /g, "");
    expect([digits.slice(0, 2), digits.slice(6, 20), digits.slice(20, 22), digits.slice(22, 25)]).toEqual([
      "35",
      "36192847000162",
      "55",
      "002",
    ]);
    await settle();
    await a11y.check("an invoiced order's documents");

    const danfe = await downloadFrom(page, "Baixar DANFE (PDF)");
    expect(danfe.fileName).toBe(`danfe-pedido-${numpedido}.pdf`);
    const danfeText = (await pdfText(danfe.bytes)).text;
    expect(danfeText).toContain(chave);
    expect(danfeText).toContain("DANFE");

    const xml = await downloadFrom(page, "Baixar XML da NF-e");
    expect(xml.fileName).toBe(`nfe-pedido-${numpedido}.xml`);
    const text = xml.bytes.toString("utf8");
    expect(XMLValidator.validate(text)).toBe(true);
    const nfe = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(text) as {
      nfeProc: { NFe: { infNFe: { "@Id": string } } };
    };
    expect(nfe.nfeProc.NFe.infNFe["@Id"]).toBe(`NFe${digits}`);
    await expect(page).toHaveURL(new RegExp(`/casaverde/pedidos/${numpedido}$`));

    await upstreamCli(dataDir(), "order-status", "--order", numpedido, "--status", "ENTREGUE");
    await visit(`/casaverde/pedidos/${numpedido}`);
    const receipt = await downloadFrom(page, "Baixar comprovante");
    expect(receipt.fileName).toBe(`comprovante-pedido-${numpedido}.pdf`);
    const receiptText = (await pdfText(receipt.bytes)).text;
    expect(receiptText).toContain("Comprovante de pagamento");
    expect(receiptText).toContain(`Pedido nº ${numpedido}`);
  });
});
