import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Fact } from "~/components/fact";
import { DetailHead, PageSection } from "~/components/page-head";
import { FormErrors } from "~/components/forms/form-errors";
import { DeliveryPlace } from "~/components/orders/delivery-place";
import { OrderDocuments } from "~/components/orders/order-documents";
import { OrderLines } from "~/components/orders/order-lines";
import { GivenRating, RatingForm } from "~/components/orders/order-rating";
import { OrderSteps } from "~/components/orders/order-steps";
import { QuoteAcceptance } from "~/components/orders/quote-acceptance";
import * as styles from "~/components/orders/orders.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { chatMessages } from "~/models/messages/chat";
import { formatBRL } from "~/models/money";
import { orderIntent } from "~/models/orders/order-form-names";
import { pageMeta } from "~/models/seo";
import { orderPageTitle } from "~/models/orders/order-not-found";
import { errorStatus } from "~/components/error-status";
import { replyWithStatus, supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleOrderAction, loadOrderPage } from "./($supplier).pedidos.$numpedido.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadOrderPage(await requireSupplier(request, params), params), request);
}

export const action = supplierAction(async (supplier, { request, params }) =>
  replyWithStatus(await handleOrderAction(request, supplier, params)),
);

export const meta: MetaFunction<typeof loader> = ({ matches, data: page, error }) =>
  pageMeta(matches, {
    title: page
      ? `${page.order.quote ? "Orçamento" : "Pedido"} ${page.order.numpedido}`
      : orderPageTitle(errorStatus(error), "Pedido"),
    noindex: true,
  });

type View = ReturnType<typeof useLoaderData<typeof loader>>["order"];

/** A row of the totals, left out when it is nothing. */
function TotalRow({ label, value, minus = false }: { label: string; value: number; minus?: boolean }) {
  if (value === 0) return null;
  return (
    <p className={styles.totalRow}>
      <span>{label}</span>
      <span className={styles.amount}>{minus ? `− ${formatBRL(value)}` : formatBRL(value)}</span>
    </p>
  );
}

function Products({ order }: { order: View }) {
  const { totals } = order;
  return (
    <PageSection id="pedido-produtos" title="Produtos" className={styles.section}>
      <OrderLines lines={order.itens} classes={styles} />
      {totals.subtotal !== totals.totalpedido ? <TotalRow label="Subtotal" value={totals.subtotal} /> : null}
      <TotalRow
        label={order.cupom ? `Desconto (cupom ${order.cupom})` : "Desconto"}
        value={totals.valorDesconto}
        minus
      />
      <TotalRow label="Embalagens para presente" value={totals.valorEmbalagens} />
      <TotalRow label="Taxa de entrega" value={totals.taxaentrega} />
      <p className={styles.grandTotal}>
        <span>Total</span>
        <span className={styles.amount}>{formatBRL(totals.totalpedido)}</span>
      </p>
    </PageSection>
  );
}

function Delivery({ order }: { order: View }) {
  const pickup = order.tipoEntrega === "RETIRADA";
  return (
    <PageSection id="pedido-entrega" title={pickup ? "Retirada" : "Entrega"} className={styles.section}>
      {order.entrega ? (
        <p className={styles.fact}>
          {order.entrega.descricao}
          {order.entrega.quando ? ` · ${order.entrega.quando}` : ""}
        </p>
      ) : null}
      <DeliveryPlace loja={order.loja} endereco={order.endereco} className={styles.muted} />
    </PageSection>
  );
}

/** docs/rules/checkout.md "Payment": while a card or PIX payment is due, the way to pay it comes first. */
function PaymentDue({ order, paymentPath }: { order: View; paymentPath: string }) {
  return (
    <PageSection id="pedido-pagar" title="Falta pagar este pedido" className={styles.due}>
      <p className={styles.fact}>
        {order.pagamento.descricao}
        {order.pagamento.statusLabel ? ` · ${order.pagamento.statusLabel}` : ""}. O fornecedor prepara o pedido depois
        do pagamento.
      </p>
      <p className={styles.fact}>
        <Link to={paymentPath} className={layout.button}>
          Pagar agora
        </Link>
      </p>
    </PageSection>
  );
}

function Payment({ order }: { order: View }) {
  const { pagamento } = order;
  return (
    <PageSection id="pedido-pagamento" title="Pagamento" className={styles.section}>
      <p className={styles.fact}>
        {pagamento.descricao}
        {pagamento.statusLabel ? ` · ${pagamento.statusLabel}` : ""}
      </p>
      {pagamento.trocoPara ? <p className={styles.muted}>Troco para {formatBRL(pagamento.trocoPara)}</p> : null}
      {pagamento.mensagem ? <p className={styles.muted}>{pagamento.mensagem}</p> : null}
    </PageSection>
  );
}

/** An order's details (docs/rules/orders.md "Order details"): steps, products, delivery, payment, and what the customer can do with it. */
export default function OrderPage() {
  const { order, paymentPath, documents, documentLinks } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const basePath = useSupplierLayout()?.basePath ?? "";
  const kind = order.quote ? "Orçamento" : "Pedido";
  const ratingReply = reply?.intent === orderIntent.rate ? reply.result : null;
  const otherErrors = reply && !ratingReply ? reply.result.error?.[""] : undefined;
  return (
    <section className={styles.page} aria-labelledby="pedido-titulo">
      <DetailHead
        titleId="pedido-titulo"
        title={`${kind} nº ${order.numpedido}`}
        back={{
          to: supplierPath(basePath, order.quote ? "/pedidos?tipo=orcamentos" : "/pedidos"),
          label: "Meus pedidos",
        }}
      >
        <dl className={styles.facts}>
          <Fact label="Feito em">{order.dataPedido}</Fact>
          <Fact label="Situação">{order.statusLabel}</Fact>
          {order.numeroErp ? <Fact label="Número no ERP">{order.numeroErp}</Fact> : null}
          {order.numPedidoCliente ? <Fact label="Seu número de pedido">{order.numPedidoCliente}</Fact> : null}
          {order.emitidoPor ? <Fact label="Pedido emitido por">{order.emitidoPor}</Fact> : null}
        </dl>
      </DetailHead>
      <FormErrors id="pedido-erros" errors={otherErrors ?? undefined} />
      {order.pagamento.due ? <PaymentDue order={order} paymentPath={paymentPath} /> : null}
      {order.acceptance ? (
        <QuoteAcceptance
          acceptance={order.acceptance}
          acceptHref={supplierPath(basePath, `/pedidos/${order.numpedido}/aceitar`)}
        />
      ) : null}

      <div className={styles.columns}>
        <div className={styles.column}>
          <PageSection id="pedido-andamento" title="Andamento" className={styles.section}>
            <OrderSteps steps={order.steps} />
          </PageSection>
          <Products order={order} />
        </div>
        <div className={styles.column}>
          <Payment order={order} />
          <OrderDocuments documents={documents} links={documentLinks} />
          <Delivery order={order} />
          {order.anotacoes ? (
            <PageSection id="pedido-observacoes" title="Observações" className={styles.section}>
              <p className={styles.fact}>{order.anotacoes}</p>
            </PageSection>
          ) : null}
          {order.avaliacao || order.mayRate ? (
            <section id="avaliacao" className={styles.section} aria-labelledby="pedido-avaliacao">
              <h2 id="pedido-avaliacao" className={styles.sectionTitle}>
                {order.avaliacao ? "Sua avaliação" : "Avalie este pedido"}
              </h2>
              {order.avaliacao ? <GivenRating rating={order.avaliacao} /> : <RatingForm lastResult={ratingReply} />}
            </section>
          ) : null}
          <section id="conversa" className={styles.section} aria-labelledby="pedido-conversa">
            <h2 id="pedido-conversa" className={styles.sectionTitle}>
              Dúvidas sobre o {order.quote ? "orçamento" : "pedido"}
            </h2>
            <p className={styles.muted}>Escreva para a loja: a conversa fica em Mensagens, no menu da sua conta.</p>
            <Form method="post" action={`${supplierPath(basePath, "/chat")}?index`}>
              <input type="hidden" name="numpedido" value={order.numpedido} />
              <button type="submit" className={layout.secondaryButton}>
                {chatMessages.orderLink}
              </button>
            </Form>
          </section>
          <section id="repetir" className={styles.section} aria-labelledby="pedido-repetir">
            <h2 id="pedido-repetir" className={styles.sectionTitle}>
              Repetir pedido
            </h2>
            <p className={styles.muted}>
              Os produtos deste {order.quote ? "orçamento" : "pedido"} vão para o seu carrinho, junto com o que já
              estiver nele, pelos preços de hoje.
            </p>
            <Form method="post">
              <button type="submit" name="intent" value={orderIntent.repeat} className={layout.secondaryButton}>
                Repetir pedido
              </button>
            </Form>
            <p className={styles.muted}>
              Ou guarde os produtos e as quantidades numa lista, para comprar quando quiser.
            </p>
            <p>
              <Link
                to={`${supplierPath(basePath, "/listas/salvar")}?pedido=${order.numpedido}`}
                className={layout.secondaryButton}
              >
                Salvar como lista
              </Link>
            </p>
          </section>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
