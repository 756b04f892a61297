import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fact } from "~/components/fact";
import { DetailHead } from "~/components/page-head";
import { CopyButton } from "~/components/invoices/copy-button";
import { InvoiceStatus } from "~/components/invoices/invoice-list";
import * as styles from "~/components/invoices/invoices.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { formatDocument } from "~/models/document";
import { supplierPath } from "~/models/links";
import { formatBRL } from "~/models/money";
import { pageMeta } from "~/models/seo";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import { loadInvoicePage } from "./($supplier).faturas._index.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const { invoice, headers } = await loadInvoicePage(request, await requireSupplier(request, params), params);
    return data({ invoice }, { headers });
  }, request);
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  pageMeta(matches, { title: page ? `Fatura — ${page.invoice.descricao}` : "Fatura", noindex: true });

type Row = ReturnType<typeof useLoaderData<typeof loader>>["invoice"];

/** The "invoice payment" dialog of the spec, as a section: the linha digitável, selected with a click or copied. */
function Payment({ invoice }: { invoice: Row }) {
  const { boleto } = invoice;
  return (
    <section id="pagamento" className={styles.section} aria-labelledby="fatura-pagar">
      <h2 id="fatura-pagar" className={styles.sectionTitle}>
        Pagar fatura
      </h2>
      {boleto ? (
        <>
          <p className={styles.fact}>
            Pague <strong>{formatBRL(invoice.valor)}</strong> no app ou internet banking do seu banco, em lotéricas ou
            em qualquer agência, digitando ou colando a linha digitável do boleto.
          </p>
          <p className={styles.muted} id="fatura-linha-rotulo">
            Linha digitável ({boleto.bancoNome}, {boleto.banco})
          </p>
          <p className={styles.linha} aria-labelledby="fatura-linha-rotulo">
            {boleto.linhaFormatada}
          </p>
          <div className={styles.actions}>
            <CopyButton
              text={boleto.linhaDigitavel}
              label="Copiar linha digitável"
              copiedLabel="Linha digitável copiada"
            />
          </div>
          {invoice.status === "VENCIDA" ? (
            <p className={styles.muted}>Esta fatura está vencida: o banco pode cobrar juros e multa ao pagar.</p>
          ) : null}
          <p className={styles.muted}>O pagamento leva até 3 dias úteis para ser confirmado pelo banco.</p>
        </>
      ) : (
        <p className={styles.fact}>
          O boleto desta fatura não está disponível agora. Fale com a loja para receber outra via.
        </p>
      )}
    </section>
  );
}

/** The "invoice info" dialog of the spec, as a section: what it bills, when, and who is paid. */
function Info({ invoice, orderHref }: { invoice: Row; orderHref: string | null }) {
  const { boleto } = invoice;
  return (
    <section id="informacoes" className={styles.section} aria-labelledby="fatura-informacoes">
      <h2 id="fatura-informacoes" className={styles.sectionTitle}>
        Informações da fatura
      </h2>
      <dl className={styles.facts}>
        <Fact label="Referente a">
          {orderHref ? <Link to={orderHref}>{invoice.descricao}</Link> : invoice.descricao}
        </Fact>
        <Fact label="Valor">{formatBRL(invoice.valor)}</Fact>
        <Fact label="Emissão">{invoice.emissao}</Fact>
        <Fact label="Vencimento">{invoice.vencimento}</Fact>
        <Fact label="Situação">{invoice.quando}</Fact>
        {boleto ? (
          <>
            <Fact label="Nosso número">{boleto.nossoNumero}</Fact>
            <Fact label="Beneficiário">
              {boleto.beneficiario.nome} · CNPJ {formatDocument(boleto.beneficiario.documento)}
              <br />
              Agência {boleto.beneficiario.agencia} · Conta {boleto.beneficiario.conta}
            </Fact>
            <Fact label="Pagador">
              {boleto.pagador.nome}
              {boleto.pagador.documento ? ` · ${formatDocument(boleto.pagador.documento)}` : ""}
            </Fact>
            <Fact label="Local de pagamento">{boleto.localPagamento}</Fact>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** One invoice: its payment first while it is to be paid, then its information. */
export default function InvoicePage() {
  const { invoice } = useLoaderData<typeof loader>();
  const basePath = useSupplierLayout()?.basePath ?? "";
  const payable = invoice.status === "ABERTA" || invoice.status === "VENCIDA";
  const orderHref = invoice.numpedido ? supplierPath(basePath, `/pedidos/${invoice.numpedido}`) : null;
  return (
    <section className={styles.page} aria-labelledby="fatura-titulo">
      <DetailHead
        titleId="fatura-titulo"
        title={`Fatura — ${invoice.descricao}`}
        back={{ to: supplierPath(basePath, "/faturas"), label: "Minhas faturas" }}
      >
        <InvoiceStatus row={invoice} />
        <p className={styles.fact}>
          <strong>{formatBRL(invoice.valor)}</strong> · {invoice.quando}
        </p>
      </DetailHead>
      {payable ? <Payment invoice={invoice} /> : null}
      <Info invoice={invoice} orderHref={orderHref} />
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
