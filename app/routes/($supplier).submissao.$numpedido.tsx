import { analyticsEvent, lineItems } from "~/models/consent/analytics-event";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { CardPaymentForms } from "~/components/checkout/card-payment-forms";
import * as styles from "~/components/checkout/checkout.css";
import { PixPayment } from "~/components/checkout/pix-payment";
import { DeliveryPlace } from "~/components/orders/delivery-place";
import { OrderLines } from "~/components/orders/order-lines";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { cardIntent } from "~/models/checkout/form-names";
import { paymentStatusLabel } from "~/models/checkout/order-status";
import { slotLabelOf } from "~/models/checkout/order-view";
import { supplierPath } from "~/models/links";
import { documentPath, receiptAvailable } from "~/models/orders/order-documents";
import { formatBRL } from "~/models/money";
import { pageMeta } from "~/models/seo";
import { orderPageTitle } from "~/models/orders/order-not-found";
import { errorStatus } from "~/components/error-status";
import { replyWithStatus, supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleSubmissionAction, loadSubmissionPage } from "./($supplier).submissao.$numpedido.server";
import { SummaryRow } from "~/components/cart/summary-row";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const { page, header } = await loadSubmissionPage(request, await requireSupplier(request, params), params);
    return data(page, header ? { headers: { "Set-Cookie": header } } : undefined);
  }, request);
}

export const action = supplierAction(async (supplier, { request, params, context }) =>
  replyWithStatus(await handleSubmissionAction(request, supplier, params, context.clientIp)),
);

export const meta: MetaFunction<typeof loader> = ({ matches, data: page, error }) =>
  pageMeta(matches, {
    title: page ? `Pedido ${page.order.numpedido}` : orderPageTitle(errorStatus(error), "Pedido"),
    noindex: true,
  });

/** What happens next, by how the order is paid. */
function nextStep(order: ReturnType<typeof useLoaderData<typeof loader>>["order"]): string {
  if (order.quote) return "O fornecedor vai analisar o seu orçamento e informar os preços. Nada foi cobrado.";
  const { tipo, trocoPara } = order.formaPagamento;
  if (tipo === "FATURADO")
    return "O pedido será faturado: o boleto chega com a nota fiscal, no prazo da forma de pagamento.";
  if (tipo === "NA_ENTREGA")
    return `Você paga ao ${order.tipoEntrega === "RETIRADA" ? "retirar" : "receber"} o pedido${trocoPara ? `, com troco para ${formatBRL(trocoPara)}` : ""}.`;
  if (order.pagamento.status === "APROVADO") return "Pagamento aprovado. O fornecedor já vai preparar o seu pedido.";
  if (order.pagamento.status === "PENDENTE")
    return "O pagamento está em análise pelo emissor do cartão. Avisaremos quando for aprovado.";
  return tipo === "PIX"
    ? "Pague com PIX para o fornecedor preparar o seu pedido."
    : "Pague com cartão para o fornecedor preparar o seu pedido.";
}

/** The order-submitted page (docs/rules/orders.md "Order submitted page"): the number, the total, what happens next, and the way to pay when it is due. */
export default function SubmissionPage() {
  const { order, card, pix, ordersPath, refused } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const supplier = useSupplierLayout();
  const basePath = supplier?.basePath ?? "";
  const pagePath = supplierPath(basePath, `/submissao/${order.numpedido}`);
  // Arrived from the checkout in the browser: React focuses no paragraph by itself, so the reason is focused here.
  const refusedReason = refused && !reply ? refused.reason : null;
  useEffect(() => {
    if (refusedReason) document.getElementById("pagamento-recusado")?.focus();
  }, [refusedReason]);
  return (
    <section
      className={styles.sections}
      aria-labelledby="pedido-titulo"
      data-ga={
        order.quote
          ? undefined
          : analyticsEvent("purchase", lineItems(order.itens), {
              transaction_id: String(order.numpedido),
              value: order.total,
            })
      }
    >
      <h1 id="pedido-titulo">
        {order.quote
          ? `Orçamento nº ${order.numpedido}`
          : refused
            ? `Pedido ${order.numpedido} recebido — pagamento recusado`
            : `Pedido nº ${order.numpedido}`}
      </h1>
      {refused && !reply ? (
        // The issuer's reason in view and focused as the page comes (ADR 0026); the order waits for its payment.
        <p id="pagamento-recusado" className={styles.refusal} role="alert" tabIndex={-1} autoFocus>
          {refused.reason} O pedido continua aguardando pagamento: pague abaixo com outro cartão
          {card && card.cards.length > 0 ? ", com um cartão salvo" : ""}
          {refused.pixInstead ? " ou com PIX" : ""}.
        </p>
      ) : null}
      {refused?.pixInstead ? (
        <Form method="post" className={styles.sectionHead}>
          <button type="submit" name="intent" value={cardIntent.pix} className={layout.secondaryButton}>
            Pagar com PIX
          </button>
        </Form>
      ) : null}
      <div className={styles.section}>
        <SummaryRow className={styles.summaryTotal} label="Total">
          {formatBRL(order.total)}
        </SummaryRow>
        <p className={styles.fact}>{order.status === null ? order.statusLabel : `Situação: ${order.statusLabel}`}</p>
        <p className={styles.fact}>
          Pagamento: {order.formaPagamento.descricao}
          {order.pagamento.status === "NAO_SE_APLICA" ? "" : ` · ${paymentStatusLabel(order.pagamento.status)}`}
        </p>
        <p className={styles.fact}>{nextStep(order)}</p>
        {receiptAvailable({
          status: order.status,
          tipo: order.formaPagamento.tipo,
          pagamento: order.pagamento.status,
        }) ? (
          <p className={styles.fact}>
            <a href={supplierPath(basePath, documentPath.receipt(order.numpedido))} className={layout.secondaryButton}>
              Baixar comprovante
            </a>
          </p>
        ) : null}
        {order.emitidoPor ? <p className={styles.muted}>Pedido emitido por {order.emitidoPor}</p> : null}
      </div>

      {order.formaPagamento.tipo === "PIX" && !order.quote && order.pagamento.status !== "NAO_SE_APLICA" ? (
        <section className={styles.section} aria-labelledby="pix-titulo">
          <h2 id="pix-titulo" className={styles.sectionTitle}>
            Pagar com PIX
          </h2>
          <PixPayment charge={pix} refreshPath={pagePath} />
        </section>
      ) : null}

      {card ? (
        <section className={styles.section} aria-labelledby="cartao-titulo">
          <h2 id="cartao-titulo" className={styles.sectionTitle}>
            Pagar com cartão
          </h2>
          <CardPaymentForms
            total={order.total}
            cards={card.cards}
            savedFor={card.savedFor}
            billing={card.billing}
            gatewayPath={supplierPath(
              basePath,
              `/gateway-cartao?idformapagamento=${order.formaPagamento.idformapagamento}`,
            )}
            instalments={card.instalments}
            lastIntent={reply?.intent ?? null}
            lastResult={reply?.result ?? null}
          />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="pedido-detalhes">
        <h2 id="pedido-detalhes" className={styles.sectionTitle}>
          {order.tipoEntrega === "RETIRADA" ? "Retirada" : "Entrega"}
        </h2>
        {order.entrega ? (
          <p className={styles.fact}>
            {order.entrega.descricao}
            {slotLabelOf(order.entrega.data_de_entrega) ? ` · ${slotLabelOf(order.entrega.data_de_entrega)}` : ""}
          </p>
        ) : null}
        <DeliveryPlace loja={order.loja} endereco={order.endereco} className={styles.muted} />
        <OrderLines lines={order.itens} classes={{ lines: styles.lines, line: styles.line }} />
        {order.fee > 0 ? (
          <SummaryRow className={styles.summaryRow} label="Taxa de entrega">
            {formatBRL(order.fee)}
          </SummaryRow>
        ) : null}
      </section>

      <p className={styles.sectionHead}>
        <Link to={supplierPath(basePath, `/pedidos/${order.numpedido}`)} className={layout.secondaryButton}>
          Ver pedido
        </Link>
        <Link to={ordersPath} className={layout.button}>
          Voltar à loja
        </Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
