import { analyticsEvent, lineItems } from "~/models/consent/analytics-event";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { FootBarHandle } from "~/components/foot-bar-room";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { CheckoutCardFields, type CheckoutCardFieldName } from "~/components/checkout/checkout-card-fields";
import type { Tokenization } from "~/components/checkout/card-tokenization";
import { tokenizeCardOnDemand } from "~/components/checkout/new-card-fields";
import { CharacteristicFields } from "~/components/checkout/characteristic-fields";
import * as styles from "~/components/checkout/checkout.css";
import { CouponDroppedNotice } from "~/components/checkout/coupon-dropped-notice";
import { PaymentMethodsField } from "~/components/checkout/payment-methods-field";
import { FieldErrors } from "~/components/forms/field-errors";
import * as forms from "~/components/forms/forms.css";
import { FormErrors } from "~/components/forms/form-errors";
import { STICKY_BAR } from "~/components/forms/reveal-field";
import { controlProps, firstInError, useFormResult } from "~/components/forms/use-form-result";
import { TextAreaField } from "~/components/forms/text-field";
import { OrderLines } from "~/components/orders/order-lines";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { characteristicDefaults } from "~/models/checkout/characteristic-defaults";
import type { PlaceOrderForm } from "~/models/checkout/checkout-form";
import { characteristicField, checkoutIntent } from "~/models/checkout/form-names";
import { outcomeText } from "~/models/checkout/outcomes";
import { creditText } from "~/models/checkout/submission-checks";
import { deliveryIntent } from "~/models/delivery/delivery-intents";
import { formatBRL } from "~/models/money";
import { noindexMeta } from "~/models/seo";
import { CartRefusal } from "~/services/cart.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleCheckoutAction, loadCheckoutPage } from "./($supplier).checkout.server";
import { SummaryRow } from "~/components/cart/summary-row";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    try {
      const { placed, page, headers } = await loadCheckoutPage(request, context);
      if (placed) return data({ kind: "placed" as const, ...placed }, { headers: headers ?? undefined });
      return data({ kind: "checkout" as const, ...page }, { headers: headers ?? undefined });
    } catch (error) {
      if (!(error instanceof CartRefusal)) throw error;
      return data({ kind: "refused" as const, message: error.message, link: error.link });
    }
  }, request);
}

export const action = supplierAction(async (supplier, { request, context }) => {
  const outcome = await handleCheckoutAction(request, supplier, context.clientIp);
  if (outcome instanceof Response) throw outcome;
  const { status, ...reply } = outcome.reply;
  return data(reply, { status, headers: outcome.headers ?? undefined });
});

export const handle: FootBarHandle = { footBar: "checkout" };

export const meta: MetaFunction<typeof loader> = noindexMeta("Finalizar pedido");

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
  if (loaded.kind === "placed") {
    // The checkout its order emptied (the back button after ordering): that order, never an empty form.
    return (
      <>
        <h1>Finalizar pedido</h1>
        <p className={layout.notice} role="status">
          {outcomeText.placed(loaded.numpedido)} <Link to={loaded.path}>Ver o pedido {loaded.numpedido}</Link>
        </p>
      </>
    );
  }
  return <CheckoutPage loaded={loaded} />;
}

/** The card's fields in the page's order, for the focus after a refusal without JavaScript. */
const CARD_FOCUS_ORDER = ["idcreditcard", "cvcSalvo", "number", "name", "expiry", "cvc", "parcelas"];

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
  /** The gateway's refusal of the card typed, with JavaScript: said next to its field until the next answer. */
  const [gatewayRefusal, setGatewayRefusal] = useState<{
    after: unknown;
    refusal: Extract<Tokenization, { kind: "refused" }>;
  } | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [form, fields] = useFormResult<Record<keyof PlaceOrderForm | CheckoutCardFieldName, unknown>>({
    id: "checkout",
    lastResult: reply?.result,
    defaultValue: {
      anotacoes: page.notes.anotacoes,
      numPedidoCliente: page.notes.numPedidoCliente,
      ...page.card?.billing,
      ...restored?.values,
    },
  });
  const sending =
    tokenizing ||
    (navigation.state !== "idle" &&
      navigation.formData?.get("intent") !== checkoutIntent.payment &&
      navigation.formData?.get("intent") !== deliveryIntent.address &&
      navigation.formMethod === "POST");
  // A payment method or an address just chosen reprices the order: it waits for the new total, so the
  // order never goes with the one the shopper saw before (the total check would refuse it).
  const repricing =
    navigation.state !== "idle" &&
    (navigation.formData?.get("intent") === checkoutIntent.payment ||
      navigation.formData?.get("intent") === deliveryIntent.address);
  const blocked = page.blockers.length > 0;
  // A quote is never kept back by the credit limit (docs/rules/checkout.md "Credit limit and quotes"): when only that
  // keeps the order back, the page says the quote can still go.
  const quoteBlocked = page.quoteBlockers.length > 0;
  const quoteStillSent = page.quoteAllowed && blocked && !quoteBlocked ? [creditText.quoteStillSent] : [];
  // The form's key is a hidden field: its error (a page left open from before) is the whole form's.
  const errors =
    form.errors ??
    fields.chave.errors ??
    (blocked ? [...page.blockers.map((blocker) => blocker.message), ...quoteStillSent] : undefined);
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
      ...CARD_FOCUS_ORDER,
      fields.anotacoes.name,
      fields.numPedidoCliente.name,
      ...page.characteristics.map(characteristicField),
    ]) ?? (reply && errors ? "" : null);
  const cardFieldMeta = (name: CheckoutCardFieldName) => {
    const meta = fields[name];
    const refused = gatewayRefusal?.after === reply?.result ? gatewayRefusal?.refusal : undefined;
    return refused?.field === name ? { ...meta, errors: [refused.message] } : meta;
  };
  const cardFieldsMeta = new Proxy({} as Record<CheckoutCardFieldName, ReturnType<typeof cardFieldMeta>>, {
    get: (_target, name) => cardFieldMeta(name as CheckoutCardFieldName),
  });
  /**
   * With JavaScript, a new card goes to the gateway first and the order is posted with its token,
   * never the number nor the CVC (docs/decisions/0011, 0026); when the gateway cannot be reached the
   * form is posted as it is, as without JavaScript.
   */
  const placeWithToken = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const typed = new FormData(event.currentTarget, submitter);
    const card = page.card;
    const byNewCard =
      card !== null &&
      typed.get("intent") === checkoutIntent.place &&
      typed.get("idformapagamento") === card.idformapagamento &&
      (typed.get("idcreditcard") ?? "novo") === "novo" &&
      String(typed.get("number") ?? "").trim() !== "";
    if (!byNewCard || !card) return;
    event.preventDefault();
    if (sending) return;
    setTokenizing(true);
    void tokenizeCardOnDemand(card.gatewayPath, typed).then((outcome) => {
      setTokenizing(false);
      if (outcome.kind === "refused") {
        setGatewayRefusal({ after: reply?.result, refusal: outcome });
        document.getElementById(`checkout-${outcome.field}`)?.focus();
        return;
      }
      setGatewayRefusal(null);
      if (outcome.kind === "token") {
        // Its last four digits only, for the order's page to say which card to type again after a refusal.
        typed.set(
          "numeroFinal",
          String(typed.get("number") ?? "")
            .replace(/\D/g, "")
            .slice(-4),
        );
        typed.delete("number");
        typed.delete("cvc");
        typed.set("token", outcome.token);
      }
      submit(typed, { method: "post" });
    });
  };
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
      {restored?.message && !reply ? (
        <p className={layout.notice} role="status">
          {restored.message}
        </p>
      ) : null}
      <Form method="post" {...form.props} onSubmit={placeWithToken} className={styles.page}>
        <input type="hidden" name="chave" value={chave} />
        <input type="hidden" name="totalVisto" value={page.totals.total.toFixed(2)} />
        <input type="hidden" name="agendamentoVisto" value={page.delivery.slotValue} />
        <div className={styles.sections}>
          <section
            className={styles.section}
            aria-labelledby="checkout-itens"
            data-ga={page.lines.length > 0 ? analyticsEvent("begin_checkout", lineItems(page.lines)) : undefined}
          >
            <div className={styles.sectionHead}>
              <h2 id="checkout-itens" className={styles.sectionTitle}>
                Produtos
              </h2>
              <Link to={page.cartPath}>Alterar no carrinho</Link>
            </div>
            {page.lines.length === 0 ? <p className={styles.muted}>Nenhum produto no carrinho.</p> : null}
            <OrderLines lines={page.lines} classes={{ lines: styles.lines, line: styles.line }} />
            {page.coupon ? <p className={styles.muted}>Cupom {page.coupon} aplicado.</p> : null}
            <CouponDroppedNotice
              dropped={page.couponDropped}
              cartPath={page.cartPath}
              className={styles.couponDroppedInline}
            />
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
            {page.outOfArea ? (
              // The way out of an address the store does not serve: another one it serves, chosen right here
              // (each button posts the form after this one, with or without JavaScript), or a new one.
              <>
                {page.outOfArea.addresses.length > 0 ? (
                  <>
                    <p className={styles.fact}>A loja entrega nestes endereços seus:</p>
                    <ul className={styles.lines}>
                      {page.outOfArea.addresses.map((address) => (
                        <li key={address.idendereco}>
                          <button
                            type="submit"
                            form="checkout-endereco"
                            name="idendereco"
                            value={address.idendereco}
                            className={styles.secondary}
                          >
                            Entregar em {address.label}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <p className={styles.fact}>
                  <Link to={page.outOfArea.newAddressPath}>Cadastrar endereço</Link>
                </p>
              </>
            ) : null}
          </section>

          <section
            className={styles.section}
            aria-labelledby="pagamento"
            data-ga={
              page.payment && page.lines.length > 0
                ? analyticsEvent("add_payment_info", lineItems(page.lines), {
                    payment_type: page.paymentMethods.find((method) => method.idformapagamento === page.payment)?.tipo,
                  })
                : undefined
            }
          >
            <h2 id="pagamento" className={styles.sectionTitle}>
              Pagamento
            </h2>
            {reply?.notice || (restored?.notice && !reply) ? (
              <p className={styles.fact} role="status">
                {reply?.notice ?? restored?.notice}
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
              cardFields={
                page.card ? (
                  <CheckoutCardFields
                    fields={cardFieldsMeta}
                    cards={page.card.cards}
                    savedFor={page.card.savedFor}
                    instalments={page.instalments}
                    typedBefore={reply !== undefined && reply.notice === null}
                    autoFocusName={focusName}
                  />
                ) : null
              }
            />
          </section>

          <section className={styles.section} aria-labelledby="checkout-detalhes">
            <h2 id="checkout-detalhes" className={styles.sectionTitle}>
              Detalhes do pedido
            </h2>
            <TextAreaField
              meta={fields.anotacoes}
              label="Observações (opcional)"
              rows={3}
              maxLength={500}
              {...(focusName === fields.anotacoes.name ? { autoFocus: true } : {})}
            />
            <div className={forms.field}>
              <label htmlFor={fields.numPedidoCliente.id} className={forms.label}>
                Número do seu pedido de compra (opcional)
              </label>
              <input
                key={fields.numPedidoCliente.key}
                maxLength={40}
                className={forms.input}
                {...controlProps(fields.numPedidoCliente)}
                {...(focusName === fields.numPedidoCliente.name ? { autoFocus: true } : {})}
              />
              <FieldErrors meta={fields.numPedidoCliente} />
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
          <SummaryRow className={styles.optionalRow} label="Produtos">
            {formatBRL(page.totals.subtotal)}
          </SummaryRow>
          {page.totals.embalagens > 0 ? (
            <SummaryRow className={styles.optionalRow} label="Embalagens para presente">
              {formatBRL(page.totals.embalagens)}
            </SummaryRow>
          ) : null}
          {page.totals.desconto > 0 ? (
            <SummaryRow className={styles.optionalRow} label="Desconto">
              − {formatBRL(page.totals.desconto)}
            </SummaryRow>
          ) : null}
          <CouponDroppedNotice dropped={page.couponDropped} cartPath={page.cartPath} className={styles.couponDropped} />
          <SummaryRow className={styles.optionalRow} label={page.delivery.type === "RETIRADA" ? "Retirada" : "Entrega"}>
            {page.totals.fee}
          </SummaryRow>
          <SummaryRow className={styles.summaryTotal} label="Total">
            {formatBRL(page.totals.total)}
          </SummaryRow>
          {/* Next to the button, which stays on screen on a phone: what keeps the order from going, focused after an answer. */}
          <FormErrors id={form.errorId} errors={errors} focusable autoFocus={focusName === ""} />
          <button
            type="submit"
            name="intent"
            value={checkoutIntent.place}
            className={styles.placeButton}
            disabled={blocked || sending || repricing}
            aria-disabled={blocked || sending || repricing}
          >
            {sending ? "Enviando pedido…" : repricing ? "Atualizando preços…" : "Finalizar pedido"}
          </button>
          {page.quoteAllowed ? (
            <button
              type="submit"
              name="intent"
              value={checkoutIntent.quote}
              className={styles.secondary}
              disabled={quoteBlocked || sending || repricing}
            >
              Enviar como orçamento
            </button>
          ) : null}
        </aside>
      </Form>
      {page.outOfArea ? (
        <Form id="checkout-endereco" method="post" action={page.outOfArea.choosePath}>
          <input type="hidden" name="intent" value={deliveryIntent.address} />
          <input type="hidden" name="voltar" value="checkout" />
        </Form>
      ) : null}
    </>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
