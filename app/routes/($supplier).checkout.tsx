import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CharacteristicFields } from "~/components/checkout/characteristic-fields";
import * as styles from "~/components/checkout/checkout.css";
import { PaymentMethodsField } from "~/components/checkout/payment-methods-field";
import * as forms from "~/components/forms/forms.css";
import { FormErrors } from "~/components/forms/form-errors";
import { STICKY_BAR } from "~/components/forms/reveal-field";
import { firstInError, useFormResult } from "~/components/forms/use-form-result";
import { OrderLines } from "~/components/orders/order-lines";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { characteristicDefaults } from "~/models/checkout/characteristic-defaults";
import type { PlaceOrderForm } from "~/models/checkout/checkout-form";
import { characteristicField, checkoutIntent } from "~/models/checkout/form-names";
import { formatBRL } from "~/models/money";
import { pageMeta } from "~/models/seo";
import { CartRefusal } from "~/services/cart.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleCheckoutAction, loadCheckoutPage } from "./($supplier).checkout.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    try {
      const { page, headers } = await loadCheckoutPage(request, context);
      return data({ kind: "checkout" as const, ...page }, { headers: headers ?? undefined });
    } catch (error) {
      if (!(error instanceof CartRefusal)) throw error;
      return data({ kind: "refused" as const, message: error.message, link: error.link });
    }
  }, request);
}

export const action = supplierAction(async (supplier, { request }) => {
  const outcome = await handleCheckoutAction(request, supplier);
  if (outcome instanceof Response) throw outcome;
  const { status, ...reply } = outcome.reply;
  return data(reply, { status, headers: outcome.headers ?? undefined });
});

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, { title: "Finalizar pedido", noindex: true });

export default function CheckoutRoute() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === "refused") {
    return (
      <>
        <h1>Finalizar pedido</h1>
        <p className={layout.notice} role="alert">
          {loaded.message} {loaded.link ? <Link to={loaded.link.href}>{loaded.link.label}</Link> : null}
        </p>
      </>
    );
  }
  return <CheckoutPage loaded={loaded} />;
}

type Page = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "checkout" }>;

/**
 * "Finalizar pedido" (docs/rules/checkout.md "Order submission"): the lines and totals, the delivery with its
 * option and slot, the payment method, notes and the buyer's order number, the supplier's questions
 * and instructions — one form that places the order once, with or without JavaScript.
 */
function CheckoutPage({ loaded }: { loaded: Page }) {
  const reply = useActionData<typeof action>();
  // The checkout as the action priced it, when it answered: without JavaScript the loader ran with
  // the session the request came with, before the action chose another payment method.
  const page = reply?.priced ? { ...loaded, ...reply.priced } : loaded;
  const navigation = useNavigation();
  const submit = useSubmit();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // What was typed before a login comes once: kept while the page stays, through its revalidations.
  const [restored] = useState(loaded.restored);
  const [form, fields] = useFormResult<Record<keyof PlaceOrderForm, unknown>>({
    id: "checkout",
    lastResult: reply?.result,
    defaultValue: {
      anotacoes: page.notes.anotacoes,
      numPedidoCliente: page.notes.numPedidoCliente,
      ...restored?.values,
    },
  });
  const sending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") !== checkoutIntent.payment &&
    navigation.formMethod === "POST";
  const blocked = page.blockers.length > 0;
  // The form's key is a hidden field: its error (a page left open from before) is the whole form's.
  const errors =
    form.errors ?? fields.chave.errors ?? (blocked ? page.blockers.map((blocker) => blocker.message) : undefined);
  const chave = reply?.chave ?? page.chave;
  // The whole form came back (a refusal, or a payment method chosen without JavaScript): a question
  // the shopper emptied stays empty, never filled again with its default.
  const sentWhole = typeof reply?.result.initialValue?.totalVisto === "string";
  // Without JavaScript the first field in error (in the page's order) takes the focus as the page
  // comes back, scrolled above the total stuck at the foot of a phone's screen; else the message
  // next to the button. With JavaScript useFormResult moves it.
  const focusName =
    firstInError(form.allErrors, [
      fields.idformapagamento.name,
      fields.trocoPara.name,
      fields.anotacoes.name,
      fields.numPedidoCliente.name,
      ...page.characteristics.map(characteristicField),
    ]) ?? (reply && errors ? "" : null);
  const choosePayment = hydrated
    ? (idformapagamento: string) =>
        submit(
          { intent: checkoutIntent.payment, idformapagamento, chave },
          { method: "post", preventScrollReset: true },
        )
    : null;
  return (
    <>
      <h1>Finalizar pedido</h1>
      {restored && !reply ? (
        <p className={layout.notice} role="status">
          {restored.message}
        </p>
      ) : null}
      <Form method="post" {...form.props} className={styles.page}>
        <input type="hidden" name="chave" value={chave} />
        <input type="hidden" name="totalVisto" value={page.totals.total.toFixed(2)} />
        <input type="hidden" name="agendamentoVisto" value={page.delivery.slotValue} />
        <div className={styles.sections}>
          <section className={styles.section} aria-labelledby="checkout-itens">
            <div className={styles.sectionHead}>
              <h2 id="checkout-itens" className={styles.sectionTitle}>
                Produtos
              </h2>
              <Link to={page.cartPath}>Alterar no carrinho</Link>
            </div>
            {page.lines.length === 0 ? <p className={styles.muted}>Nenhum produto no carrinho.</p> : null}
            <OrderLines lines={page.lines} classes={{ lines: styles.lines, line: styles.line }} />
            {page.coupon ? <p className={styles.muted}>Cupom {page.coupon} aplicado.</p> : null}
            {page.couponDropped ? (
              <p className={styles.couponDroppedInline}>
                O cupom <strong>{page.couponDropped.code}</strong> não está mais aplicado: {page.couponDropped.reason}{" "}
                <Link to={`${page.cartPath}#titulo-cupom`}>Ver no carrinho</Link>
              </p>
            ) : null}
          </section>

          <section className={styles.section} aria-labelledby="checkout-entrega">
            <div className={styles.sectionHead}>
              <h2 id="checkout-entrega" className={styles.sectionTitle}>
                {page.delivery.type === "RETIRADA" ? "Retirada" : "Entrega"}
              </h2>
              <Link to={page.delivery.changePath}>Alterar entrega</Link>
            </div>
            <p className={styles.fact}>{page.delivery.place}</p>
            {page.delivery.option ? (
              <p className={styles.fact}>
                {page.delivery.option.descricao} · {page.delivery.option.fee}
              </p>
            ) : null}
            {page.delivery.option?.store ? (
              <p className={styles.muted}>
                {page.delivery.option.store.nome}
                {page.delivery.option.store.descricao_endereco_loja
                  ? `: ${page.delivery.option.store.descricao_endereco_loja}`
                  : ""}
              </p>
            ) : null}
            {page.delivery.slot ? <p className={styles.fact}>Quando: {page.delivery.slot}</p> : null}
            {page.delivery.slotChanged ? (
              <p className={styles.muted} role="status">
                O horário que você escolheu não está mais disponível: mostramos o próximo. Confira ou escolha outro.
              </p>
            ) : null}
            {page.delivery.billing ? (
              <p className={styles.muted}>Endereço de cobrança: {page.delivery.billing}</p>
            ) : null}
          </section>

          <section className={styles.section} aria-labelledby="pagamento">
            <h2 id="pagamento" className={styles.sectionTitle}>
              Pagamento
            </h2>
            {reply?.notice ? (
              <p className={styles.fact} role="status">
                {reply.notice}
              </p>
            ) : null}
            <PaymentMethodsField
              methods={page.paymentMethods}
              chosen={
                typeof reply?.result.initialValue?.idformapagamento === "string"
                  ? reply.result.initialValue.idformapagamento
                  : page.payment
              }
              meta={fields.idformapagamento}
              changeMeta={fields.trocoPara}
              creditAvailable={page.creditAvailable}
              onChoose={choosePayment}
              autoFocusName={focusName}
            />
          </section>

          <section className={styles.section} aria-labelledby="checkout-detalhes">
            <h2 id="checkout-detalhes" className={styles.sectionTitle}>
              Detalhes do pedido
            </h2>
            <div className={forms.field}>
              <label htmlFor={fields.anotacoes.id} className={forms.label}>
                Observações (opcional)
              </label>
              <textarea
                key={fields.anotacoes.key}
                id={fields.anotacoes.id}
                name="anotacoes"
                rows={3}
                maxLength={500}
                defaultValue={fields.anotacoes.initialValue}
                className={forms.input}
                {...(fields.anotacoes.errors
                  ? { "aria-invalid": true as const, "aria-describedby": fields.anotacoes.errorId }
                  : {})}
                {...(focusName === fields.anotacoes.name ? { autoFocus: true } : {})}
              />
              {fields.anotacoes.errors ? (
                <p id={fields.anotacoes.errorId} className={forms.error}>
                  {fields.anotacoes.errors.join(" ")}
                </p>
              ) : null}
            </div>
            <div className={forms.field}>
              <label htmlFor={fields.numPedidoCliente.id} className={forms.label}>
                Número do seu pedido de compra (opcional)
              </label>
              <input
                key={fields.numPedidoCliente.key}
                id={fields.numPedidoCliente.id}
                name="numPedidoCliente"
                maxLength={40}
                defaultValue={fields.numPedidoCliente.initialValue}
                className={forms.input}
                {...(fields.numPedidoCliente.errors
                  ? { "aria-invalid": true as const, "aria-describedby": fields.numPedidoCliente.errorId }
                  : {})}
                {...(focusName === fields.numPedidoCliente.name ? { autoFocus: true } : {})}
              />
              {fields.numPedidoCliente.errors ? (
                <p id={fields.numPedidoCliente.errorId} className={forms.error}>
                  {fields.numPedidoCliente.errors.join(" ")}
                </p>
              ) : null}
            </div>
            <CharacteristicFields
              characteristics={page.characteristics}
              errors={form.allErrors}
              values={reply?.result.initialValue ?? restored?.values}
              defaults={sentWhole ? {} : characteristicDefaults(page.characteristics, page.delivery.slotDay)}
              autoFocusName={focusName}
              formId={form.id}
            />
            {page.instructions ? <p className={styles.instructions}>{page.instructions}</p> : null}
          </section>
        </div>

        <aside className={styles.summary} aria-label="Total do pedido" {...STICKY_BAR}>
          <p className={styles.optionalRow}>
            <span>Produtos</span>
            <span>{formatBRL(page.totals.subtotal)}</span>
          </p>
          {page.totals.embalagens > 0 ? (
            <p className={styles.optionalRow}>
              <span>Embalagens para presente</span>
              <span>{formatBRL(page.totals.embalagens)}</span>
            </p>
          ) : null}
          {page.totals.desconto > 0 ? (
            <p className={styles.optionalRow}>
              <span>Desconto</span>
              <span>− {formatBRL(page.totals.desconto)}</span>
            </p>
          ) : null}
          {page.couponDropped ? (
            <p className={styles.couponDropped}>
              O cupom <strong>{page.couponDropped.code}</strong> não está mais aplicado: {page.couponDropped.reason}{" "}
              <Link to={`${page.cartPath}#titulo-cupom`}>Ver no carrinho</Link>
            </p>
          ) : null}
          <p className={styles.optionalRow}>
            <span>{page.delivery.type === "RETIRADA" ? "Retirada" : "Entrega"}</span>
            <span>{page.totals.fee}</span>
          </p>
          <p className={styles.summaryTotal}>
            <span>Total</span>
            <span>{formatBRL(page.totals.total)}</span>
          </p>
          {/* Next to the button, which stays on screen on a phone: what keeps the order from going, focused after an answer. */}
          <FormErrors id={form.errorId} errors={errors} focusable autoFocus={focusName === ""} />
          <button
            type="submit"
            name="intent"
            value={checkoutIntent.place}
            className={styles.placeButton}
            disabled={blocked || sending}
            aria-disabled={blocked || sending}
          >
            {sending ? "Enviando pedido…" : "Finalizar pedido"}
          </button>
          {page.quoteAllowed ? (
            <button
              type="submit"
              name="intent"
              value={checkoutIntent.quote}
              className={styles.secondary}
              disabled={blocked || sending}
            >
              Enviar como orçamento
            </button>
          ) : null}
        </aside>
      </Form>
    </>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
