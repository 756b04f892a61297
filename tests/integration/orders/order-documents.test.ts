/**
 * An order's documents through the real storefront without JavaScript (docs/rules/orders.md "Order details": "order details (…
 * invoice, DANFE, XML …)"; docs/upstream-api.md §63–§65): the "Documentos" section of
 * /{s}/pedidos/{numpedido}, the receipt link of /{s}/submissao/{numpedido}, and the downloads
 * /{s}/pedidos/{numpedido}/comprovante, /danfe and /xml: the files for the order's owner (a
 * representative acting for the client included), a 404 for anyone else's order or a number that
 * is none, the order's page with a message while a document is not there yet or the upstream fails.
 * The storefront runs over a proxy that can make the upstream misbehave.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OrderPlacedSchema, OrderSchema, type OrderSubmission } from "~/models/checkout/order";
import { DeliveryOptionListSchema } from "~/models/delivery/delivery-option";
import { formatAccessKey } from "~/models/orders/nfe-access-key";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { bodyText, hrefs } from "../../support/html";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { pdfText } from "../../support/pdf-text";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";
import { CHECKOUT_ENV, logIn } from "../checkout/checkout-shopper";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
let seeded: DatabaseSnapshot;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    env: { ...CHECKOUT_ENV, PUBLIC_CACHE: "false", UPSTREAM_TIMEOUT_MS: "3000" },
  });
  seeded = snapshotDatabase(upstream.dataDir);
});

beforeEach(() => {
  upstream.setFault({ mode: "pass" });
  upstream.seen.length = 0;
});

afterEach(() => {
  upstream.setFault({ mode: "pass" });
  seeded.restore();
});

afterAll(async () => {
  seeded?.discard();
  await server?.stop();
  await upstream?.close();
});

const ANA = "cliente@exemplo.com.br";
const EMPRESA = "empresa@exemplo.com.br";
/** Aurora: invoice and PIX; rice 5 kg. */
const FATURADO = 11;
const PIX = 12;
const ARROZ = 1001;

/** The main part of a page as text, without React's comments between adjacent texts. */
const mainText = (html: string) =>
  bodyText((/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(/<!--[\s\S]*?-->/g, ""));
/** The one-time message at the top of the main part (role status or alert). */
const flashOf = (html: string) =>
  bodyText(/<main[^>]*><p[^>]*role="(?:status|alert)"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? "");
/** The "Documentos" section of an order's page, as text. */
const documentsText = (html: string) =>
  bodyText((/<section id="documentos"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "").replace(/<!--[\s\S]*?-->/g, ""));

const upstreamCall = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  fetch(`${upstream.realUrl}${path}`, {
    method: init.method ?? "GET",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

/** The upstream's own session of a login at Aurora, as call 53 needs it. */
async function upstreamSession(login: string): Promise<{ token: string; idcliente: string }> {
  const answer = await upstreamCall(`/v1/app/${upstream.appToken}/usuario/autenticar`, {
    method: "POST",
    body: {
      cpf: login,
      senha: "demo1234",
      idcliente: null,
      idfornecedor: "aurora",
      idcadastroextracliente: null,
      loginAsRepresentante: false,
      tokenOrigin: null,
    },
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { token: string; cliente: { idcliente: number } };
  return { token: body.token, idcliente: String(body.cliente.idcliente) };
}

/** An order of `arroz` bags of rice picked up at Aurora, placed through call 53 with the login's session. */
async function placeAtAurora(login: string, arroz: number, idformapagamento: number) {
  const session = await upstreamSession(login);
  const options = DeliveryOptionListSchema.parse(
    await (
      await upstreamCall("/v4/app/formas-entrega/aurora/00000000?tipoEntrega=RETIRADA", {
        method: "POST",
        body: { produtos: [] },
      })
    ).json(),
  );
  const body: OrderSubmission = {
    chaveIdempotencia: randomUUID().replaceAll("-", ""),
    idfornecedor: "aurora",
    itens: [{ idproduto: ARROZ, quantidade: arroz }],
    tipoEntrega: "RETIRADA",
    formaEntrega: {
      idformaentrega: "aurora-retirada",
      data_de_entrega: options[0]?.agendamentos[0]?.data_de_entrega ?? null,
    },
    formaPagamento: { idformapagamento },
  };
  const answer = await upstreamCall(`/v2/app/${upstream.appToken}/usuario/${session.idcliente}/pedido`, {
    method: "POST",
    token: session.token,
    body,
  });
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  return { ...OrderPlacedSchema.parse(JSON.parse(text)), token: session.token };
}

/** Pays a PIX order as its payer's bank would: the charge made (call 59), then `pay-pix`. */
async function payByPix(numpedido: string, token: string) {
  expect((await upstreamCall(`/v4/payment/pix/${numpedido}`, { method: "POST", token })).status).toBe(201);
  await upstreamCli(upstream.dataDir, "pay-pix", "--order", numpedido);
}

const setStatus = (numpedido: string, status: string) =>
  upstreamCli(upstream.dataDir, "order-status", "--order", numpedido, "--status", status);

/** The order's access key as call 55 gives it. */
async function accessKey(numpedido: string, token: string): Promise<string> {
  const order = OrderSchema.parse(
    await (await upstreamCall(`/v2/app/${upstream.appToken}/order/${numpedido}`, { token })).json(),
  );
  if (!order.notaFiscal) throw new Error(`No NF-e for ${numpedido}`);
  return order.notaFiscal.chave;
}

async function page(who: Shopper, path: string, status = 200): Promise<string> {
  const response = await who.get(path);
  expect(response.status, path).toBe(status);
  return response.text();
}

/** A download: its status and headers, and its bytes. */
async function download(who: Shopper, path: string) {
  const response = await who.get(path);
  return {
    status: response.status,
    location: response.headers.get("Location"),
    type: response.headers.get("Content-Type"),
    disposition: response.headers.get("Content-Disposition"),
    cache: response.headers.get("Cache-Control"),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** Whether the storefront asked the upstream for a document (calls 63–65) since the test began. */
const askedForDocuments = () =>
  upstream.seen.some((request) => /\/(danfe|nfe-xml|generate-receipt)\//.test(request.path));

describe("the order's page: 'Documentos'", () => {
  it("a PIX order not paid nor invoiced says both will come, and links to neither", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2, PIX);
    const html = await page(await logIn(server, "aurora", ANA), `/aurora/pedidos/${numpedido}`);
    expect(documentsText(html)).toBe(
      "Documentos O comprovante de pagamento fica disponível quando o pagamento for confirmado. Nota fiscal (NF-e): ainda não emitida. Ela fica disponível quando o pedido for faturado.",
    );
    expect(hrefs(html).filter((href) => /\/(comprovante|danfe|xml)$/.test(href))).toEqual([]);
  });

  it("paid and invoiced: the receipt, the NF-e's number, series and access key, the DANFE and the XML, as plain links", async () => {
    const { numpedido, token } = await placeAtAurora(ANA, 2, PIX);
    await payByPix(numpedido, token);
    await setStatus(numpedido, "PRONTO_RETIRADA");
    const chave = await accessKey(numpedido, token);
    const html = await page(await logIn(server, "aurora", ANA), `/aurora/pedidos/${numpedido}`);
    expect(documentsText(html)).toBe(
      `Documentos Baixar comprovante Nota fiscal (NF-e) nº 000.000.001, série 001 Chave de acesso ${formatAccessKey(chave)} Baixar DANFE (PDF) Baixar XML da NF-e`,
    );
    const section = /<section id="documentos"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(hrefs(section)).toEqual([
      `/aurora/pedidos/${numpedido}/comprovante`,
      `/aurora/pedidos/${numpedido}/danfe`,
      `/aurora/pedidos/${numpedido}/xml`,
    ]);
    expect(section).not.toContain(" download");
  });

  it("an invoice (boleto) order shows its NF-e to come and no receipt; a quote and a cancelled order show no documents", async () => {
    const invoiced = await placeAtAurora(ANA, 2, FATURADO);
    const ana = await logIn(server, "aurora", ANA);
    expect(documentsText(await page(ana, `/aurora/pedidos/${invoiced.numpedido}`))).toBe(
      "Documentos Nota fiscal (NF-e): ainda não emitida. Ela fica disponível quando o pedido for faturado.",
    );
    await setStatus(invoiced.numpedido, "CANCELADO");
    expect(await page(ana, `/aurora/pedidos/${invoiced.numpedido}`)).not.toContain('id="documentos"');
  });
});

describe("the downloads, for the order's owner", () => {
  it("the DANFE: a PDF named for the order, printing the access key; the XML: the NF-e, its Id the key; the receipt: a PDF of the payment", async () => {
    const { numpedido, token, totalpedido } = await placeAtAurora(ANA, 3, PIX);
    await payByPix(numpedido, token);
    await setStatus(numpedido, "PRONTO_RETIRADA");
    const chave = await accessKey(numpedido, token);
    const ana = await logIn(server, "aurora", ANA);

    const danfe = await download(ana, `/aurora/pedidos/${numpedido}/danfe`);
    expect([danfe.status, danfe.type, danfe.disposition, danfe.cache]).toEqual([
      200,
      "application/pdf",
      `attachment; filename="danfe-pedido-${numpedido}.pdf"`,
      "private, no-store",
    ]);
    expect((await pdfText(danfe.bytes)).text).toContain(formatAccessKey(chave));

    const xml = await download(ana, `/aurora/pedidos/${numpedido}/xml`);
    expect([xml.status, xml.type, xml.disposition]).toEqual([
      200,
      "application/xml; charset=utf-8",
      `attachment; filename="nfe-pedido-${numpedido}.xml"`,
    ]);
    const text = new TextDecoder().decode(xml.bytes);
    expect(XMLValidator.validate(text)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(text) as {
      nfeProc: { NFe: { infNFe: { "@Id": string } } };
    };
    expect(parsed.nfeProc.NFe.infNFe["@Id"]).toBe(`NFe${chave}`);

    const receipt = await download(ana, `/aurora/pedidos/${numpedido}/comprovante`);
    expect([receipt.status, receipt.type, receipt.disposition]).toEqual([
      200,
      "application/pdf",
      `attachment; filename="comprovante-pedido-${numpedido}.pdf"`,
    ]);
    const receiptText = (await pdfText(receipt.bytes)).text;
    expect(receiptText).toContain("Comprovante de pagamento");
    expect(receiptText).toContain(
      new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(totalpedido).replace(/\s/g, " "),
    );
  });

  it("the order-submitted page offers the receipt once the PIX is paid, not before", async () => {
    const { numpedido, token } = await placeAtAurora(ANA, 2, PIX);
    const ana = await logIn(server, "aurora", ANA);
    const receiptLink = `/aurora/pedidos/${numpedido}/comprovante`;
    expect(hrefs(await page(ana, `/aurora/submissao/${numpedido}`))).not.toContain(receiptLink);
    await payByPix(numpedido, token);
    const html = await page(ana, `/aurora/submissao/${numpedido}`);
    expect(hrefs(html)).toContain(receiptLink);
    expect(mainText(html)).toContain("Baixar comprovante");
  });

  it("a representative acting for the client gets the client's DANFE; acting for another client, a 404", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2, FATURADO);
    await setStatus(numpedido, "ENTREGUE");
    const rep = await logIn(server, "aurora", "representante@exemplo.com.br", { representante: "on" });
    expect((await download(rep, `/aurora/pedidos/${numpedido}/danfe`)).location).toBe("/aurora/clientes");
    expect((await rep.post("/aurora/clientes", { intent: "atender", idcliente: "501" })).status).toBe(303);
    const own = await download(rep, `/aurora/pedidos/${numpedido}/danfe`);
    expect([own.status, own.type]).toEqual([200, "application/pdf"]);
    expect((await rep.post("/aurora/clientes", { intent: "atender", idcliente: "502" })).status).toBe(303);
    const other = await download(rep, `/aurora/pedidos/${numpedido}/danfe`);
    expect(other.status).toBe(404);
    expect(other.type).not.toBe("application/pdf");
  });

  it("a company's user gets the documents of the order they placed, and the company too", async () => {
    const { numpedido } = await placeAtAurora("comprador@exemplo.com.br", 2, FATURADO);
    await setStatus(numpedido, "PAGO");
    for (const login of ["comprador@exemplo.com.br", EMPRESA]) {
      const xml = await download(await logIn(server, "aurora", login), `/aurora/pedidos/${numpedido}/xml`);
      expect([login, xml.status, xml.type]).toEqual([login, 200, "application/xml; charset=utf-8"]);
    }
  });
});

describe("never to anyone else", () => {
  it.each(["comprovante", "danfe", "xml"])(
    "/%s of another customer's order is a 404 with no file",
    async (document) => {
      const { numpedido, token } = await placeAtAurora(ANA, 2, PIX);
      await payByPix(numpedido, token);
      await setStatus(numpedido, "ENTREGUE");
      const company = await logIn(server, "aurora", EMPRESA);
      const answer = await download(company, `/aurora/pedidos/${numpedido}/${document}`);
      expect(answer.status).toBe(404);
      const text = new TextDecoder().decode(answer.bytes);
      expect(text).not.toContain("%PDF");
      expect(text).not.toContain("<nfeProc");
      expect(text).not.toContain("Ana Beatriz");
    },
  );

  it.each(["comprovante", "danfe", "xml"])("/%s of an order of another store is a 404", async (document) => {
    const { numpedido } = await placeAtAurora(ANA, 2, FATURADO);
    await setStatus(numpedido, "ENTREGUE");
    const ana = await logIn(server, "bomsabor", ANA);
    expect((await download(ana, `/bomsabor/pedidos/${numpedido}/${document}`)).status).toBe(404);
  });

  it.each(["10001abc", "1".repeat(16), "-1", "10%2F01"])(
    "a number that is none (%s) is a 404, without calling out for a document",
    async (numpedido) => {
      const ana = await logIn(server, "aurora", ANA);
      upstream.seen.length = 0;
      for (const document of ["comprovante", "danfe", "xml"])
        expect((await download(ana, `/aurora/pedidos/${numpedido}/${document}`)).status).toBe(404);
      expect(askedForDocuments()).toBe(false);
      expect(upstream.seen.filter((request) => request.path.includes("/order/"))).toEqual([]);
    },
  );

  it("a guest is sent to log in and comes back to the download", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2, FATURADO);
    const guest = await download(new Shopper(server.url), `/aurora/pedidos/${numpedido}/danfe`);
    expect(guest.status).toBe(302);
    expect(guest.location).toBe(
      `/aurora/entrar?redirectTo=${encodeURIComponent(`/aurora/pedidos/${numpedido}/danfe`)}`,
    );
  });
});

describe("not there yet, or not now: back to the order's page with a message", () => {
  it.each([
    {
      document: "danfe",
      message: "A nota fiscal deste pedido ainda não foi emitida. Ela fica disponível quando o pedido for faturado.",
    },
    {
      document: "xml",
      message: "A nota fiscal deste pedido ainda não foi emitida. Ela fica disponível quando o pedido for faturado.",
    },
    { document: "comprovante", message: "O comprovante fica disponível quando o pagamento do pedido for confirmado." },
  ])("/$document before it exists", async ({ document, message }) => {
    const { numpedido } = await placeAtAurora(ANA, 2, PIX);
    const ana = await logIn(server, "aurora", ANA);
    const answer = await download(ana, `/aurora/pedidos/${numpedido}/${document}`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/aurora/pedidos/${numpedido}`);
    expect(flashOf(await page(ana, `/aurora/pedidos/${numpedido}`))).toBe(message);
  });

  it.each([
    { fault: "500" as const, about: "answers 500" },
    { fault: "cut" as const, about: "cuts the file in the middle" },
    { fault: "hang" as const, about: "never answers" },
  ])("an upstream that $about gives no file and says so", async ({ fault }) => {
    const { numpedido } = await placeAtAurora(ANA, 2, FATURADO);
    await setStatus(numpedido, "ENTREGUE");
    const ana = await logIn(server, "aurora", ANA);
    upstream.setFault({ mode: fault, match: (request) => request.path.startsWith("/v4/danfe/") });
    const answer = await download(ana, `/aurora/pedidos/${numpedido}/danfe`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/aurora/pedidos/${numpedido}`);
    upstream.setFault({ mode: "pass" });
    expect(flashOf(await page(ana, `/aurora/pedidos/${numpedido}`))).toBe(
      "Não foi possível baixar o DANFE agora. Tente de novo em instantes.",
    );
  });
});
