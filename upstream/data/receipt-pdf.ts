import { formatBRL } from "../../app/models/money";
import { formatQuantityValue } from "../../app/models/quantity-format";
import { formatCep, formatDocument, printedDateTime } from "./document-format";
import type { ReceiptDocument } from "./order-documents";
import { renderPdf } from "./pdf-document";

/**
 * An order's payment receipt (docs/upstream-api.md §63; docs/rules/orders.md "Order documents": "view … receipts"): who was paid,
 * by whom, how much, for which order, how and when; the order's products below. A receipt of a
 * settled payment, not a fiscal document (the NF-e is §64's).
 */

const METHOD_NAMES = { CARTAO: "Cartão de crédito", PIX: "PIX", FATURADO: "Boleto faturado", NA_ENTREGA: "Pagamento na entrega" } as const;

/** The receipt's bytes (PDF), dated `issuedAt`. */
export function receiptPdf(receipt: ReceiptDocument, issuedAt: Date): Promise<Buffer> {
  const { order, issuer, supplierName, buyer, items } = receipt;
  const payee = issuer?.razao_social ?? supplierName;
  return renderPdf(
    { title: `Comprovante de pagamento do pedido ${order.numpedido}`, author: payee, subject: `Pedido ${order.numpedido}` },
    (doc) => {
      const L = 56;
      const W = 483;
      doc.font("Helvetica-Bold").fontSize(18).text("Comprovante de pagamento", L, 56, { width: W });
      doc.font("Helvetica").fontSize(10).fillColor("#444").text(`Pedido nº ${order.numpedido}`, { width: W });
      doc.fillColor("#000").moveDown(1.2);

      doc.font("Helvetica-Bold").fontSize(26).text(formatBRL(order.totalpedido), { width: W });
      doc.font("Helvetica").fontSize(10).text("Pagamento confirmado", { width: W });
      doc.moveDown(1);

      const row = (label: string, value: string) => {
        const y = doc.y;
        doc.font("Helvetica").fontSize(9).fillColor("#555").text(label, L, y, { width: 150 });
        doc.font("Helvetica").fontSize(10).fillColor("#000").text(value, L + 160, y, { width: W - 160 });
        doc.moveDown(0.5);
      };
      row("Recebedor", payee);
      if (issuer) row("CNPJ do recebedor", formatDocument(issuer.cnpj));
      if (issuer) row("Endereço", `${issuer.logradouro}, ${issuer.numero} — ${issuer.bairro}, ${issuer.municipio} - ${issuer.uf}, ${formatCep(issuer.cep)}`);
      row("Pagador", buyer.nome);
      if (buyer.documento) row(buyer.documento.length === 11 ? "CPF do pagador" : "CNPJ do pagador", formatDocument(buyer.documento));
      row("Forma de pagamento", order.pagamento_descricao || METHOD_NAMES[order.pagamento_tipo]);
      if (receipt.txid) row("Identificador do PIX", receipt.txid);
      row("Pago em", receipt.pagoEm ? printedDateTime(receipt.pagoEm) : "—");
      row("Pedido feito em", printedDateTime(order.criado_em));
      row("Comprovante emitido em", printedDateTime(issuedAt.toISOString()));
      doc.moveDown(1);

      doc.font("Helvetica-Bold").fontSize(11).text("Produtos do pedido", L, doc.y, { width: W });
      doc.moveDown(0.4);
      for (const item of items) {
        const y = doc.y;
        doc.font("Helvetica").fontSize(9).text(`${formatQuantityValue(item.quantidade)} × ${item.nome}`, L, y, { width: W - 110 });
        const end = doc.y;
        doc.text(formatBRL(item.total), L + W - 100, y, { width: 100, align: "right" });
        doc.y = Math.max(end, doc.y);
      }
      doc.moveDown(0.4);
      const total = (label: string, value: number) => {
        if (value === 0) return;
        const y = doc.y;
        doc.font("Helvetica").fontSize(9).text(label, L, y, { width: W - 110 });
        doc.text(formatBRL(value), L + W - 100, y, { width: 100, align: "right" });
      };
      total("Desconto", -order.valor_desconto);
      total("Embalagens para presente", order.valor_embalagens);
      total("Taxa de entrega", order.taxaentrega);
      const y = doc.y + 4;
      doc.font("Helvetica-Bold").fontSize(10).text("Total pago", L, y, { width: W - 110 });
      doc.text(formatBRL(order.totalpedido), L + W - 100, y, { width: 100, align: "right" });
      doc.moveDown(2);
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor("#555")
        .text("Este comprovante não é documento fiscal. A nota fiscal (NF-e) do pedido é emitida pelo fornecedor quando o pedido é faturado.", L, doc.y, { width: W });
    },
    issuedAt
  );
}
