import type { OrderDocumentsView } from "~/models/orders/order-documents";
import * as layout from "~/styles/layout.css";
import { Fact } from "~/components/fact";
import * as documentStyles from "./order-documents.css";
import * as styles from "./orders.css";

export type OrderDocumentLinks = { receipt: string; danfe: string; xml: string };

/**
 * An order's documents (docs/rules/orders.md "Order details": "order details (… invoice, DANFE, XML …)"): the payment receipt once
 * paid, and the NF-e with its number, series and access key, its DANFE and its XML once issued.
 * Plain links: the files download without JavaScript, and a document not there comes back here
 * with a message. Nothing is drawn when the order has no document to come (a quote, a cancelled order).
 */
export function OrderDocuments({ documents, links }: { documents: OrderDocumentsView; links: OrderDocumentLinks }) {
  const { receipt, receiptExpected, invoice, invoiceExpected } = documents;
  if (!receipt && !receiptExpected && !invoice && !invoiceExpected) return null;
  return (
    <section id="documentos" className={styles.section} aria-labelledby="pedido-documentos">
      <h2 id="pedido-documentos" className={styles.sectionTitle}>
        Documentos
      </h2>
      {receipt ? (
        <p className={styles.fact}>
          <a href={links.receipt} className={layout.secondaryButton}>
            Baixar comprovante
          </a>
        </p>
      ) : receiptExpected ? (
        <p className={styles.muted}>O comprovante de pagamento fica disponível quando o pagamento for confirmado.</p>
      ) : null}
      {invoice ? (
        <>
          <dl className={styles.facts}>
            <Fact label="Nota fiscal (NF-e)">
              nº {invoice.numero}, série {invoice.serie}
            </Fact>
            <Fact label="Chave de acesso">
              <p className={documentStyles.accessKey}>{invoice.chave}</p>
            </Fact>
          </dl>
          <p className={styles.actions}>
            <a href={links.danfe} className={layout.secondaryButton}>
              Baixar DANFE (PDF)
            </a>
            <a href={links.xml} className={layout.secondaryButton}>
              Baixar XML da NF-e
            </a>
          </p>
        </>
      ) : invoiceExpected ? (
        <p className={styles.muted}>
          Nota fiscal (NF-e): ainda não emitida. Ela fica disponível quando o pedido for faturado.
        </p>
      ) : null}
    </section>
  );
}
