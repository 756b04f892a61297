import bwipjs from "bwip-js/node";
import { formatBRL } from "../../app/models/money";
import { formatAccessKey, formatInvoiceNumber } from "../../app/models/orders/nfe-access-key";
import { formatCep, formatDocument, printedDateTime, shareCents, toCents } from "./document-format";
import { TEST_BUYER_NOTE } from "./nfe-xml";
import type { NfeDocument } from "./order-documents";
import { field, renderPdf, sectionTitle, type Pdf } from "./pdf-document";

/**
 * The DANFE of an order's NF-e (docs/upstream-api.md §64): the printed companion of the NF-e in the
 * national layout's portrait shape: the receipt stub, the issuer with "DANFE", entry/exit, number,
 * series and sheet, the access key as a CODE-128C barcode and in groups of four, the authorization
 * protocol, the buyer, the taxes, the freight, the products and the additional data. It says, as the
 * layout asks, that a document of the test environment has no fiscal value.
 */

const PAGE = { left: 28, width: 539, bottom: 800 } as const;
const money = (value: number) => formatBRL(value).replace(/^R\$\s?/, "");
const quantity = (value: number) => value.toLocaleString("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: 3 });

/** The access key as a CODE-128 barcode: 44 digits encode in code set C (pairs of digits), as the DANFE asks. */
export function accessKeyBarcode(chave: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: "code128", text: chave, scale: 3, height: 11, includetext: false, paddingwidth: 0, paddingheight: 0 });
}

type Columns = readonly { label: string; width: number; align: "left" | "right" | "center" }[];

const PRODUCT_COLUMNS: Columns = [
  { label: "Código", width: 42, align: "left" },
  { label: "Descrição do produto", width: 177, align: "left" },
  { label: "NCM/SH", width: 40, align: "center" },
  { label: "CST/CSOSN", width: 38, align: "center" },
  { label: "CFOP", width: 28, align: "center" },
  { label: "Un.", width: 22, align: "center" },
  { label: "Quant.", width: 46, align: "right" },
  { label: "Valor unit.", width: 50, align: "right" },
  { label: "Desconto", width: 40, align: "right" },
  { label: "Valor total", width: 56, align: "right" },
];

function tableRow(doc: Pdf, y: number, cells: readonly string[], height: number, bold = false): void {
  let x = PAGE.left;
  PRODUCT_COLUMNS.forEach((column, index) => {
    doc.lineWidth(0.5).rect(x, y, column.width, height).stroke();
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(bold ? 5.5 : 7)
      .text(cells[index] ?? "", x + 2, y + 2.5, { width: column.width - 4, height: height - 3, align: column.align, ellipsis: true });
    x += column.width;
  });
}

function testWatermark(doc: Pdf): void {
  doc.save();
  doc.rotate(-35, { origin: [297, 421] });
  doc.font("Helvetica-Bold").fontSize(40).fillColor("#999999").fillOpacity(0.25).text("SEM VALOR FISCAL", 60, 400, { width: 480, align: "center", lineBreak: false });
  doc.restore();
  doc.fillColor("#000");
}

/** The DANFE's bytes (PDF). */
export async function danfePdf(nfe: NfeDocument): Promise<Buffer> {
  const { invoice, issuer, order, items, buyer } = nfe;
  const barcode = await accessKeyBarcode(invoice.chave);
  const numero = formatInvoiceNumber(invoice.numero);
  const serie = String(invoice.serie).padStart(3, "0");
  const chave = formatAccessKey(invoice.chave);
  const issuerAddress = `${issuer.logradouro}, ${issuer.numero} — ${issuer.bairro}, ${issuer.municipio} - ${issuer.uf}, CEP ${formatCep(issuer.cep)}`;
  const sameState = !buyer.endereco || buyer.endereco.uf === issuer.uf;
  const cfop = sameState ? "5102" : "6102";
  const csosn = issuer.crt === 3 ? "040" : "0102";
  const lineValues = items.map((item) => toCents(item.total) - toCents(item.valor_embalagem) + toCents(item.valor_desconto));
  const freight = shareCents(toCents(order.taxaentrega), lineValues).reduce((a, b) => a + b, 0) / 100;

  return renderPdf(
    { title: `DANFE NF-e ${numero} série ${serie}`, author: issuer.razao_social, subject: `Chave de acesso ${invoice.chave}` },
    (doc) => {
      const L = PAGE.left;
      const W = PAGE.width;
      let y = 28;

      // Receipt stub (canhoto).
      field(doc, L, y, W - 110, 24, "Recebemos de", `${issuer.razao_social} os produtos constantes da nota fiscal indicada ao lado`, { size: 7 });
      field(doc, L + W - 110, y, 110, 48, "NF-e", `Nº ${numero}\nSérie ${serie}`, { bold: true, align: "center", size: 9 });
      field(doc, L, y + 24, 140, 24, "Data de recebimento", "");
      field(doc, L + 140, y + 24, W - 250, 24, "Identificação e assinatura do recebedor", "");
      y += 56;
      doc.lineWidth(0.5).dash(3, { space: 2 }).moveTo(L, y - 4).lineTo(L + W, y - 4).stroke().undash();

      // Issuer, DANFE, key.
      const headerHeight = 92;
      doc.lineWidth(0.5).rect(L, y, 230, headerHeight).stroke();
      doc.font("Helvetica-Bold").fontSize(10).text(issuer.razao_social, L + 6, y + 8, { width: 218 });
      doc.font("Helvetica").fontSize(7.5).text(issuerAddress, { width: 218 });
      if (issuer.telefone) doc.text(`Fone: ${issuer.telefone}`, { width: 218 });

      const danfeX = L + 230;
      doc.rect(danfeX, y, 90, headerHeight).stroke();
      doc.font("Helvetica-Bold").fontSize(12).text("DANFE", danfeX, y + 6, { width: 90, align: "center" });
      doc.font("Helvetica").fontSize(6.5).text("Documento Auxiliar da Nota Fiscal Eletrônica", danfeX + 4, y + 21, { width: 82, align: "center" });
      doc.fontSize(7).text("0 - Entrada\n1 - Saída", danfeX + 8, y + 42, { width: 50 });
      doc.rect(danfeX + 62, y + 43, 16, 14).stroke();
      doc.font("Helvetica-Bold").fontSize(10).text("1", danfeX + 62, y + 46, { width: 16, align: "center" });
      doc.fontSize(8).text(`Nº ${numero}`, danfeX, y + 62, { width: 90, align: "center" });
      doc.text(`Série ${serie}`, { width: 90, align: "center" });
      const sheetY = doc.y;

      const keyX = danfeX + 90;
      const keyWidth = W - 320;
      doc.rect(keyX, y, keyWidth, headerHeight).stroke();
      doc.image(barcode, keyX + 8, y + 6, { width: keyWidth - 16, height: 30 });
      field(doc, keyX, y + 40, keyWidth, 22, "Chave de acesso", chave, { bold: true, align: "center", size: 7.5 });
      doc
        .font("Helvetica")
        .fontSize(7)
        .text("Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz autorizadora", keyX + 4, y + 66, {
          width: keyWidth - 8,
          align: "center",
        });
      y += headerHeight;

      field(doc, L, y, 320, 22, "Natureza da operação", "VENDA DE MERCADORIA");
      field(doc, L + 320, y, W - 320, 22, "Protocolo de autorização de uso", `${invoice.protocolo} — ${printedDateTime(invoice.emitida_em)}`, { align: "center" });
      y += 22;
      field(doc, L, y, 180, 22, "Inscrição estadual", issuer.inscricao_estadual);
      field(doc, L + 180, y, 180, 22, "Inscrição estadual do subst. trib.", "");
      field(doc, L + 360, y, W - 360, 22, "CNPJ", formatDocument(issuer.cnpj));
      y += 28;

      // Buyer.
      sectionTitle(doc, L, y, "Destinatário / remetente");
      y += 9;
      const address = buyer.endereco;
      field(doc, L, y, 320, 22, "Nome / razão social", `${buyer.nome} (${TEST_BUYER_NOTE})`, { size: 6.5 });
      field(doc, L + 320, y, 130, 22, "CNPJ / CPF", formatDocument(buyer.documento));
      field(doc, L + 450, y, W - 450, 22, "Data da emissão", printedDateTime(invoice.emitida_em).slice(0, 10));
      y += 22;
      field(doc, L, y, 260, 22, "Endereço", address ? `${address.rua}, ${address.numero}${address.complemento ? ` (${address.complemento})` : ""}` : "");
      field(doc, L + 260, y, 120, 22, "Bairro / distrito", address?.bairro ?? "");
      field(doc, L + 380, y, 70, 22, "CEP", address ? formatCep(address.cep) : "");
      field(doc, L + 450, y, W - 450, 22, "Data da saída", printedDateTime(invoice.emitida_em).slice(0, 10));
      y += 22;
      field(doc, L, y, 200, 22, "Município", address?.cidade ?? "");
      field(doc, L + 200, y, 40, 22, "UF", address?.uf ?? "");
      field(doc, L + 240, y, 120, 22, "Fone / fax", buyer.telefone ?? "");
      field(doc, L + 360, y, 90, 22, "Inscrição estadual", "");
      field(doc, L + 450, y, W - 450, 22, "Hora da saída", printedDateTime(invoice.emitida_em).slice(11));
      y += 28;

      // Payment and taxes.
      sectionTitle(doc, L, y, "Cálculo do imposto");
      y += 9;
      const vProd = lineValues.reduce((a, b) => a + b, 0) / 100;
      const cells: [string, string][] = [
        ["Base de cálc. do ICMS", "0,00"],
        ["Valor do ICMS", "0,00"],
        ["Base de cálc. ICMS S.T.", "0,00"],
        ["Valor do ICMS subst.", "0,00"],
        ["V. total produtos", money(vProd)],
      ];
      const cells2: [string, string][] = [
        ["Valor do frete", money(freight)],
        ["Valor do seguro", "0,00"],
        ["Desconto", money(order.valor_desconto)],
        ["Outras despesas", money(order.valor_embalagens)],
        ["V. total da nota", money(order.totalpedido)],
      ];
      for (const row of [cells, cells2]) {
        const width = W / row.length;
        row.forEach(([label, value], index) => field(doc, L + index * width, y, width, 22, label, value, { align: "right", bold: index === row.length - 1 }));
        y += 22;
      }
      y += 6;

      sectionTitle(doc, L, y, "Transportador / volumes transportados");
      y += 9;
      field(doc, L, y, 260, 22, "Razão social", order.tipo_entrega === "DELIVERY" ? issuer.razao_social : "");
      field(doc, L + 260, y, W - 260, 22, "Frete por conta", order.tipo_entrega === "DELIVERY" ? "0 - Remetente (entrega)" : "9 - Sem transporte (retirada)");
      y += 28;

      // Products.
      sectionTitle(doc, L, y, "Dados dos produtos / serviços");
      y += 9;
      tableRow(doc, y, PRODUCT_COLUMNS.map((column) => column.label.toUpperCase()), 14, true);
      y += 14;
      items.forEach((item, index) => {
        if (y + 14 > PAGE.bottom - 70) {
          doc.addPage();
          y = 28;
          tableRow(doc, y, PRODUCT_COLUMNS.map((column) => column.label.toUpperCase()), 14, true);
          y += 14;
        }
        tableRow(
          doc,
          y,
          [
            String(item.idproduto),
            item.nome,
            "00000000",
            csosn,
            cfop,
            "UN",
            quantity(item.quantidade),
            money(item.preco_unitario),
            money(item.valor_desconto),
            money((lineValues[index] ?? 0) / 100),
          ],
          14
        );
        y += 14;
      });
      y += 8;

      sectionTitle(doc, L, y, "Dados adicionais");
      y += 9;
      const notes = [
        `Pedido ${order.numpedido}${order.num_pedido_cliente ? ` (pedido do cliente ${order.num_pedido_cliente})` : ""}.`,
        order.valor_embalagens > 0 ? "Outras despesas: embalagens para presente." : null,
        `${TEST_BUYER_NOTE}.`,
      ]
        .filter(Boolean)
        .join(" ");
      field(doc, L, y, W, 50, "Informações complementares", notes, { size: 7 });

      // Each sheet says which it is of how many; the ones after the first name the NF-e at their top.
      const range = doc.bufferedPageRange();
      for (let page = range.start; page < range.start + range.count; page++) {
        doc.switchToPage(page);
        const sheet = `Folha ${page - range.start + 1}/${range.count}`;
        if (page === range.start) doc.font("Helvetica").fontSize(7).text(sheet, danfeX, sheetY, { width: 90, align: "center" });
        else doc.font("Helvetica").fontSize(7).text(`DANFE — NF-e Nº ${numero} Série ${serie} — ${sheet}`, L, 16, { width: W, align: "right", lineBreak: false });
        testWatermark(doc);
      }
    },
    new Date(invoice.emitida_em)
  );
}
