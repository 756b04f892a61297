/**
 * Calls 63–65 of docs/upstream-api.md (docs/rules/orders.md "Order details": "order details (… invoice, DANFE, XML …)", docs/rules/orders.md "Order documents"
 * POST /v4/payment/generate-receipt/{numorder}/{idclient} and GET /v4/danfe/{numpedido}/{idfornecedor}):
 * the NF-e issued as the operator's `order-status` moves an order to an invoiced status (call 55
 * carrying it as notaFiscal), its DANFE (PDF) and XML, and the receipt of a settled payment; only
 * ever the session's own order.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { OrderSchema } from "../../../app/models/checkout/order";
import { PaymentResultSchema } from "../../../app/models/checkout/payment";
import { formatAccessKey, isNfeAccessKey, yearMonthInSaoPaulo } from "../../../app/models/orders/nfe-access-key";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { pdfText } from "../../support/pdf-text";
import { upstreamCli } from "../../support/upstream-cli";
import { V2 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { IDS } from "./harness";
import { AURORA_METHODS, placePickupOrder, requestPixCharge } from "./payments-client";

let api: CartUpstream;
/** Ana (501) and the company (502) at aurora; Ana at bomsabor. */
let ana: Shopper;
let empresa: Shopper;
let anaBomSabor: Shopper;
let loggedIn: DatabaseSnapshot;

beforeAll(async () => {
  api = await startCartUpstream();
  ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  empresa = await api.shopper("empresa@exemplo.com.br", "aurora");
  anaBomSabor = await api.shopper("cliente@exemplo.com.br", "bomsabor");
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api?.stop();
});

/** Aurora's issuer (upstream/seed/nfe-issuers.ts). */
const AURORA_CNPJ = "18345672000102";
const ANA_CPF = "52998224725";

const setStatus = (numpedido: string, status: string) =>
  upstreamCli(api.upstream.dataDir, "order-status", "--order", numpedido, "--status", status);
const readOrder = (who: Shopper, numpedido: string) =>
  api.ok(OrderSchema, api.call("GET", `${V2}/order/${numpedido}`, { token: who.token }));

const danfePath = (numpedido: string, supplier: string = IDS.aurora) => `/v4/danfe/${numpedido}/${supplier}`;
const xmlPath = (numpedido: string, supplier: string = IDS.aurora) => `/v4/nfe-xml/${numpedido}/${supplier}`;
const receiptPath = (numpedido: string, idcliente: number) => `/v4/payment/generate-receipt/${numpedido}/${idcliente}`;

const order = async (idformapagamento: number = AURORA_METHODS.invoice, quantidade = 2, who: Shopper = ana) =>
  (await placePickupOrder(api, who, { idformapagamento, quantidade })).numpedido;

/** A document asked for as the storefront asks (api.call reads answers as text, which a PDF's bytes are not). */
const fetchFile = (method: "GET" | "POST", path: string, who: Shopper) =>
  fetch(`${api.upstream.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${who.token}`, "X-idfornecedor": IDS.aurora, "X-Consent-Necessary": "true" },
  });

/** A file answer: its status, type, name and bytes. */
async function file(response: Promise<Response>) {
  const answer = await response;
  return {
    status: answer.status,
    type: answer.headers.get("content-type"),
    disposition: answer.headers.get("content-disposition"),
    cache: answer.headers.get("cache-control"),
    bytes: new Uint8Array(await answer.arrayBuffer()),
  };
}

describe('the NF-e is issued as the order moves to an invoiced status (docs/rules/orders.md "Order documents")', () => {
  it("SEPARANDO issues none; PRONTO_RETIRADA issues number 1 with a valid key; ENTREGUE keeps it; the next order gets number 2", async () => {
    const first = await order();
    expect(await setStatus(first, "SEPARANDO")).not.toContain("NF-e");
    expect((await readOrder(ana, first)).notaFiscal).toBeNull();

    const said = await setStatus(first, "PRONTO_RETIRADA");
    const { notaFiscal } = await readOrder(ana, first);
    expect(notaFiscal).toMatchObject({ numero: 1, serie: 1 });
    const chave = notaFiscal?.chave ?? "";
    expect(said).toContain(`NF-e nº 1 série 1 emitida, chave de acesso ${chave}.`);
    expect(isNfeAccessKey(chave)).toBe(true);
    expect(chave.slice(0, 2)).toBe("35");
    expect(chave.slice(2, 6)).toBe(yearMonthInSaoPaulo(new Date(notaFiscal?.emitidaEm ?? "")));
    expect(chave.slice(6, 20)).toBe(AURORA_CNPJ);
    expect(chave.slice(20, 34)).toBe("55001000000001");

    expect(await setStatus(first, "ENTREGUE")).not.toContain("NF-e");
    expect((await readOrder(ana, first)).notaFiscal).toEqual(notaFiscal);

    const second = await order(AURORA_METHODS.invoice, 3);
    await setStatus(second, "PAGO");
    expect((await readOrder(ana, second)).notaFiscal?.numero).toBe(2);
  });

  it.each(["ENVIADO", "SEPARANDO", "AGUARDANDOPAGAMENTO", "CANCELADO"])(
    "%s issues none, and the DANFE and XML are not there yet (409)",
    async (status) => {
      const numpedido = await order();
      await setStatus(numpedido, status);
      expect((await readOrder(ana, numpedido)).notaFiscal).toBeNull();
      expect(await api.fails(api.call("GET", danfePath(numpedido), { token: ana.token }), 409)).toBe(
        "A nota fiscal deste pedido ainda não foi emitida.",
      );
      expect(await api.fails(api.call("GET", xmlPath(numpedido), { token: ana.token }), 409)).toBe(
        "A nota fiscal deste pedido ainda não foi emitida.",
      );
    },
  );
});

describe("GET /v4/danfe/{numpedido}/{idfornecedor} (call 64)", () => {
  it("answers the DANFE as a PDF to save, printing the key in groups of four, the number, the series, the issuer and the buyer", async () => {
    const numpedido = await order();
    await setStatus(numpedido, "EMENTREGA");
    const { chave } = (await readOrder(ana, numpedido)).notaFiscal ?? { chave: "" };
    // The supplier named by its slug works as by its id.
    for (const supplier of [IDS.aurora, "aurora"]) {
      const danfe = await file(fetchFile("GET", danfePath(numpedido, supplier), ana));
      expect(danfe.status).toBe(200);
      expect(danfe.type).toBe("application/pdf");
      expect(danfe.disposition).toBe(`attachment; filename="danfe-pedido-${numpedido}.pdf"`);
      expect(danfe.cache).toBe("private, no-store");
      expect(Buffer.from(danfe.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
      expect(danfe.bytes.byteLength).toBeLessThan(200_000);
      const { text, pages } = await pdfText(danfe.bytes);
      expect(pages).toBe(1);
      expect(text).toContain("DANFE");
      expect(text).toContain(formatAccessKey(chave));
      expect(text).toContain("Nº 000.000.001");
      expect(text).toContain("Série 001");
      expect(text).toContain("Distribuidora Aurora Comércio de Alimentos Ltda.");
      expect(text).toContain("18.345.672/0001-02");
      expect(text).toContain("Ana Beatriz Souza");
      expect(text).toContain("529.982.247-25");
      expect(text).toContain("Arroz branco tipo 1 5 kg");
      expect(text).toContain("SEM VALOR FISCAL");
    }
  });
});

describe("GET /v4/nfe-xml/{numpedido}/{idfornecedor} (call 65)", () => {
  it("answers the NF-e 4.00 XML: nfeProc/NFe/infNFe Id=NFe{chave} with ide, emit, dest, det per line, totals matching the order, transp, pag and the protocol", async () => {
    const numpedido = await order(AURORA_METHODS.pix, 3);
    // What the buyer typed as their order number reaches the XML escaped, never as markup.
    api.sql((db) =>
      db.prepare("UPDATE orders SET num_pedido_cliente = ? WHERE numpedido = ?").run(`OC <7> & "8"`, Number(numpedido)),
    );
    await setStatus(numpedido, "PRONTO_RETIRADA");
    const placed = await readOrder(ana, numpedido);
    const chave = placed.notaFiscal?.chave ?? "";

    const answer = await file(fetchFile("GET", xmlPath(numpedido), ana));
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/xml; charset=utf-8");
    expect(answer.disposition).toBe(`attachment; filename="nfe-pedido-${numpedido}.xml"`);
    const xml = new TextDecoder().decode(answer.bytes);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("OC &lt;7&gt; &amp; &quot;8&quot;");

    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false }).parse(
      xml,
    ) as {
      nfeProc: {
        "@xmlns": string;
        "@versao": string;
        NFe: { infNFe: Record<string, unknown> };
        protNFe: { infProt: Record<string, string> };
      };
    };
    expect(parsed.nfeProc["@xmlns"]).toBe("http://www.portalfiscal.inf.br/nfe");
    expect(parsed.nfeProc["@versao"]).toBe("4.00");
    const infNFe = parsed.nfeProc.NFe.infNFe as {
      "@Id": string;
      ide: Record<string, string>;
      emit: Record<string, string>;
      dest: Record<string, string>;
      det: { "@nItem": string; prod: Record<string, string> } | { "@nItem": string; prod: Record<string, string> }[];
      total: { ICMSTot: Record<string, string> };
      transp: Record<string, string>;
      pag: { detPag: Record<string, string> };
    };
    expect(infNFe["@Id"]).toBe(`NFe${chave}`);
    expect(infNFe.ide).toMatchObject({
      cUF: "35",
      mod: "55",
      serie: "1",
      nNF: "1",
      tpEmis: "1",
      cDV: chave.slice(-1),
      cNF: chave.slice(35, 43),
      tpAmb: "2",
    });
    expect(infNFe.emit).toMatchObject({
      CNPJ: AURORA_CNPJ,
      xNome: "Distribuidora Aurora Comércio de Alimentos Ltda.",
      CRT: "3",
    });
    expect(infNFe.dest).toMatchObject({ CPF: ANA_CPF, email: "cliente@exemplo.com.br" });
    const lines = [infNFe.det].flat();
    expect(lines.map((line) => [line["@nItem"], line.prod.cProd, line.prod.xProd])).toEqual(
      placed.itens.map((item, index) => [String(index + 1), item.idproduto, item.nome]),
    );
    expect(infNFe.total.ICMSTot.vNF).toBe(placed.totalpedido.toFixed(2));
    expect(infNFe.total.ICMSTot.vProd).toBe(placed.subtotal.toFixed(2));
    expect(infNFe.transp.modFrete).toBe("9");
    expect(infNFe.pag.detPag).toMatchObject({ tPag: "17", vPag: placed.totalpedido.toFixed(2) });
    expect(parsed.nfeProc.protNFe.infProt).toMatchObject({ chNFe: chave, cStat: "100" });
  });
});

describe("POST /v4/payment/generate-receipt/{numorder}/{idclient} (call 63)", () => {
  it("a PIX order has none until it is paid; then a PDF with the amount, the payee, the payer, the charge's id and when it was paid", async () => {
    const numpedido = await order(AURORA_METHODS.pix, 2);
    const path = receiptPath(numpedido, ana.idcliente);
    expect(await api.fails(api.call("POST", path, { token: ana.token }), 409)).toBe(
      "O pagamento deste pedido ainda não foi confirmado: o comprovante fica disponível depois dele.",
    );
    const charge = await requestPixCharge(api, ana, numpedido);
    await upstreamCli(api.upstream.dataDir, "pay-pix", "--order", numpedido);

    const receipt = await file(fetchFile("POST", path, ana));
    expect(receipt.status).toBe(200);
    expect(receipt.type).toBe("application/pdf");
    expect(receipt.disposition).toBe(`attachment; filename="comprovante-pedido-${numpedido}.pdf"`);
    const { text } = await pdfText(receipt.bytes);
    const { totalpedido } = await readOrder(ana, numpedido);
    expect(text).toContain("Comprovante de pagamento");
    expect(text).toContain(`Pedido nº ${numpedido}`);
    expect(text).toContain(
      new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(totalpedido).replace(/\s/g, " "),
    );
    expect(text).toContain("Distribuidora Aurora Comércio de Alimentos Ltda.");
    expect(text).toContain("Ana Beatriz Souza");
    expect(text).toContain(charge.txid);
    expect(text).toMatch(/Pago em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  it("an approved card payment has one, saying when it was approved", async () => {
    const numpedido = await order(AURORA_METHODS.card, 4);
    const card = {
      number: "4111111111111111",
      name: "ANA B SOUZA",
      expiry: `12/${String((new Date().getFullYear() + 4) % 100)}`,
      cvc: "123",
      salvarCartao: false,
    };
    const billing = {
      faturamento_cep: "01310100",
      faturamento_rua: "Avenida Paulista",
      faturamento_numero: "1578",
      faturamento_bairro: "Bela Vista",
      faturamento_cidade: "São Paulo",
      faturamento_estado: "SP",
      faturamento_pais: "Brasil",
    };
    const paid = await api.ok(
      PaymentResultSchema,
      api.call("POST", `/v4/app/payment/confirm-payment/${numpedido}`, {
        token: ana.token,
        body: { idclient: ana.idcliente, sessionId: "sessao", creditcard: { ...card, ...billing } },
      }),
    );
    expect(paid.status).toBe("APROVADO");
    const receipt = await file(fetchFile("POST", receiptPath(numpedido, ana.idcliente), ana));
    expect(receipt.status).toBe(200);
    const { text } = await pdfText(receipt.bytes);
    expect(text).toContain("Cartão de crédito");
    expect(text).toMatch(/Pago em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  it("an invoice (boleto) order has none, even delivered: its settlement is the billing's", async () => {
    const numpedido = await order(AURORA_METHODS.invoice, 5);
    await setStatus(numpedido, "ENTREGUE");
    expect(await api.fails(api.call("POST", receiptPath(numpedido, ana.idcliente), { token: ana.token }), 409)).toMatch(
      /ainda não foi confirmado/,
    );
  });
});

describe("only the session's own order, at the session's supplier", () => {
  it("another client's order is a 404 for each document, as is a path naming another client or supplier", async () => {
    const numpedido = await order(AURORA_METHODS.pix, 2);
    await requestPixCharge(api, ana, numpedido);
    await upstreamCli(api.upstream.dataDir, "pay-pix", "--order", numpedido);
    await setStatus(numpedido, "PRONTO_RETIRADA");
    const notFound = "Pedido não encontrado.";
    // The company asks for Ana's order, by its own client id and by Ana's.
    for (const idcliente of [empresa.idcliente, ana.idcliente]) {
      expect(await api.fails(api.call("POST", receiptPath(numpedido, idcliente), { token: empresa.token }), 404)).toBe(
        notFound,
      );
    }
    expect(await api.fails(api.call("GET", danfePath(numpedido), { token: empresa.token }), 404)).toBe(notFound);
    expect(await api.fails(api.call("GET", xmlPath(numpedido), { token: empresa.token }), 404)).toBe(notFound);
    // Ana's own session at another supplier, or naming another supplier.
    expect(await api.fails(api.call("GET", danfePath(numpedido, IDS.bomsabor), { token: ana.token }), 404)).toBe(
      notFound,
    );
    expect(await api.fails(api.call("GET", danfePath(numpedido), { token: anaBomSabor.token }), 404)).toBe(notFound);
    expect(await api.fails(api.call("GET", xmlPath(numpedido, "nenhum"), { token: ana.token }), 404)).toBe(notFound);
    expect(
      await api.fails(api.call("POST", receiptPath(numpedido, anaBomSabor.idcliente + 1), { token: ana.token }), 404),
    ).toBe(notFound);
    // And Ana gets all three.
    expect((await file(fetchFile("POST", receiptPath(numpedido, ana.idcliente), ana))).status).toBe(200);
    expect((await file(fetchFile("GET", danfePath(numpedido), ana))).status).toBe(200);
    expect((await file(fetchFile("GET", xmlPath(numpedido), ana))).status).toBe(200);
  });

  it("without a session it is a 401; a number that is none a 400", async () => {
    const numpedido = await order();
    expect(await api.fails(api.call("GET", danfePath(numpedido)), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("POST", receiptPath(numpedido, ana.idcliente)), 401)).toBe("Sessão expirada");
    expect((await api.call("GET", xmlPath("10x01"), { token: ana.token })).status).toBe(400);
  });
});
