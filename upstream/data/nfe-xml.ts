import { XMLBuilder } from "fast-xml-parser";
import { UF_CODES, isUf } from "../../app/models/orders/nfe-access-key";
import { decimal2, nfeDateTime, shareCents, toCents } from "./document-format";
import type { DocumentAddress, NfeDocument } from "./order-documents";

/**
 * The NF-e of an order as XML (docs/upstream-api.md §65): an authorized NF-e 4.00 in the shape of
 * the national layout (nfeProc → NFe → infNFe Id="NFe{chave}" with ide, emit, dest, det per line,
 * total/ICMSTot, transp, pag, infAdic; and protNFe). Issued in the test environment (tpAmb 2), with
 * no digital signature: a reference for the storefront, not a document with fiscal value. Every
 * text goes through fast-xml-parser's builder, which escapes it.
 */

const NFE_NAMESPACE = "http://www.portalfiscal.inf.br/nfe";
const VERSION = "4.00";
/** tpAmb 2: homologação (test environment). */
const TEST_ENVIRONMENT = "2";
/** Municipalities the demo's addresses are in (IBGE codes); any other is written 9999999. */
const MUNICIPALITIES: Record<string, string> = { "SAO PAULO/SP": "3550308", "CAMPINAS/SP": "3509502" };
const UNKNOWN_MUNICIPALITY = "9999999";
/** What the reference server's test documents say as the buyer's name (the layout asks it in homologação). */
export const TEST_BUYER_NOTE = "NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL";

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();

function municipalityCode(address: DocumentAddress): string {
  return MUNICIPALITIES[`${folded(address.cidade)}/${folded(address.uf)}`] ?? UNKNOWN_MUNICIPALITY;
}

/** tPag of the NF-e: 03 credit card, 17 PIX, 15 boleto; 99 others (paid on delivery, by whatever means). */
const PAYMENT_CODES = { CARTAO: "03", PIX: "17", FATURADO: "15", NA_ENTREGA: "99" } as const;

function address(prefix: "enderEmit" | "enderDest", value: DocumentAddress & { codigoMunicipio?: string; fone?: string | null }) {
  return {
    [prefix]: {
      xLgr: value.rua,
      nro: value.numero,
      ...(value.complemento ? { xCpl: value.complemento } : {}),
      xBairro: value.bairro,
      cMun: value.codigoMunicipio ?? municipalityCode(value),
      xMun: value.cidade,
      UF: value.uf,
      CEP: value.cep,
      cPais: "1058",
      xPais: "BRASIL",
      ...(value.fone ? { fone: value.fone } : {}),
    },
  };
}

/** The NF-e's XML document, UTF-8, with its declaration. */
export function nfeXml({ invoice, issuer, order, items, buyer }: NfeDocument): string {
  const sameState = !buyer.endereco || buyer.endereco.uf === issuer.uf;
  const cfop = sameState ? "5102" : "6102";
  const cUF = isUf(issuer.uf) ? String(UF_CODES[issuer.uf]) : "35";
  const lineValues = items.map((item) => toCents(item.total) - toCents(item.valor_embalagem) + toCents(item.valor_desconto));
  const freightShares = shareCents(toCents(order.taxaentrega), lineValues);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0) / 100;
  const vProd = sum(lineValues);
  const vDesc = sum(items.map((item) => toCents(item.valor_desconto)));
  const vOutro = sum(items.map((item) => toCents(item.valor_embalagem)));
  const vFrete = sum(freightShares);
  const vNF = Math.round((vProd - vDesc + vFrete + vOutro) * 100) / 100;
  const buyerDocument = buyer.documento.length === 11 ? { CPF: buyer.documento } : { CNPJ: buyer.documento };

  const infNFe = {
    "@_Id": `NFe${invoice.chave}`,
    "@_versao": VERSION,
    ide: {
      cUF,
      cNF: String(invoice.codigo_numerico).padStart(8, "0"),
      natOp: "VENDA DE MERCADORIA",
      mod: "55",
      serie: String(invoice.serie),
      nNF: String(invoice.numero),
      dhEmi: nfeDateTime(invoice.emitida_em),
      dhSaiEnt: nfeDateTime(invoice.emitida_em),
      tpNF: "1",
      idDest: sameState ? "1" : "2",
      cMunFG: issuer.codigo_municipio,
      tpImp: "1",
      tpEmis: "1",
      cDV: invoice.chave.slice(-1),
      tpAmb: TEST_ENVIRONMENT,
      finNFe: "1",
      indFinal: buyer.documento.length === 11 ? "1" : "0",
      indPres: "2",
      procEmi: "0",
      verProc: "storefront-upstream 1.0",
    },
    emit: {
      CNPJ: issuer.cnpj,
      xNome: issuer.razao_social,
      xFant: issuer.nome_fantasia,
      ...address("enderEmit", {
        rua: issuer.logradouro,
        numero: issuer.numero,
        complemento: null,
        bairro: issuer.bairro,
        cidade: issuer.municipio,
        uf: issuer.uf,
        cep: issuer.cep,
        codigoMunicipio: issuer.codigo_municipio,
        fone: issuer.telefone,
      }),
      IE: issuer.inscricao_estadual,
      CRT: String(issuer.crt),
    },
    dest: {
      ...buyerDocument,
      xNome: TEST_BUYER_NOTE,
      ...(buyer.endereco ? address("enderDest", buyer.endereco) : {}),
      indIEDest: "9",
      ...(buyer.email ? { email: buyer.email } : {}),
    },
    det: items.map((item, index) => ({
      "@_nItem": String(index + 1),
      prod: {
        cProd: String(item.idproduto),
        cEAN: "SEM GTIN",
        xProd: item.nome,
        NCM: "00000000",
        CFOP: cfop,
        uCom: "UN",
        qCom: item.quantidade.toFixed(4),
        vUnCom: item.preco_unitario.toFixed(4),
        vProd: decimal2((lineValues[index] ?? 0) / 100),
        cEANTrib: "SEM GTIN",
        uTrib: "UN",
        qTrib: item.quantidade.toFixed(4),
        vUnTrib: item.preco_unitario.toFixed(4),
        ...((freightShares[index] ?? 0) > 0 ? { vFrete: decimal2((freightShares[index] ?? 0) / 100) } : {}),
        ...(item.valor_desconto > 0 ? { vDesc: decimal2(item.valor_desconto) } : {}),
        ...(item.valor_embalagem > 0 ? { vOutro: decimal2(item.valor_embalagem) } : {}),
        indTot: "1",
      },
      imposto: {
        ICMS: issuer.crt === 3 ? { ICMS40: { orig: "0", CST: "40" } } : { ICMSSN102: { orig: "0", CSOSN: "102" } },
        PIS: { PISNT: { CST: "07" } },
        COFINS: { COFINSNT: { CST: "07" } },
      },
      ...(item.embalar === 1 ? { infAdProd: "Embalagem para presente" } : {}),
    })),
    total: {
      ICMSTot: {
        vBC: "0.00",
        vICMS: "0.00",
        vICMSDeson: "0.00",
        vFCP: "0.00",
        vBCST: "0.00",
        vST: "0.00",
        vFCPST: "0.00",
        vFCPSTRet: "0.00",
        vProd: decimal2(vProd),
        vFrete: decimal2(vFrete),
        vSeg: "0.00",
        vDesc: decimal2(vDesc),
        vII: "0.00",
        vIPI: "0.00",
        vIPIDevol: "0.00",
        vPIS: "0.00",
        vCOFINS: "0.00",
        vOutro: decimal2(vOutro),
        vNF: decimal2(vNF),
      },
    },
    transp: { modFrete: order.tipo_entrega === "DELIVERY" ? "0" : "9" },
    pag: {
      detPag: {
        indPag: order.pagamento_tipo === "FATURADO" ? "1" : "0",
        tPag: PAYMENT_CODES[order.pagamento_tipo],
        ...(order.pagamento_tipo === "NA_ENTREGA" ? { xPag: "Pagamento na entrega" } : {}),
        vPag: decimal2(vNF),
      },
    },
    infAdic: {
      infCpl: `Pedido ${order.numpedido}${order.num_pedido_cliente ? ` - pedido do cliente ${order.num_pedido_cliente}` : ""}. Destinatario: ${buyer.nome}. ${TEST_BUYER_NOTE}.`,
    },
  };

  const document = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    nfeProc: {
      "@_xmlns": NFE_NAMESPACE,
      "@_versao": VERSION,
      NFe: { "@_xmlns": NFE_NAMESPACE, infNFe },
      protNFe: {
        "@_versao": VERSION,
        infProt: {
          tpAmb: TEST_ENVIRONMENT,
          verAplic: "storefront-upstream 1.0",
          chNFe: invoice.chave,
          dhRecbto: nfeDateTime(invoice.emitida_em),
          nProt: invoice.protocolo,
          cStat: "100",
          xMotivo: "Autorizado o uso da NF-e",
        },
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, indentBy: "  ", suppressEmptyNode: true });
  return builder.build(document) as string;
}
