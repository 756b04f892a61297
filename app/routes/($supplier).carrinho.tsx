import { preferencesAfter } from "~/models/cart-preferences";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useActionData, useLoaderData, type ClientActionFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";
import { Fragment, useEffect, useRef, useState } from "react";
import { CartRemovedLine, type RemovedLine } from "~/components/cart/cart-removed-line";
import { lineFeedback } from "~/models/cart-line-feedback";
import { cartCouponView } from "~/models/coupon-view";
import type { CartLine } from "~/models/cart";
import { CartDetailsForm } from "~/components/cart/cart-details-form";
import { CartLineItem } from "~/components/cart/cart-line-item";
import { CartOptions } from "~/components/cart/cart-options";
import { CartCredit, CartSummary } from "~/components/cart/cart-summary";
import { CartDelivery } from "~/components/delivery/cart-delivery";
import { cartDeliveryView, loadDeliveryState } from "~/services/delivery/delivery-state.server";
import { useShowCartFigures } from "~/components/cart/use-show-cart-figures";
import * as styles from "~/components/cart/cart.css";
import { CouponBox } from "~/components/cart/coupon-box";
import { useCartEditor } from "~/components/cart/use-cart-editor";
import { STICKY_BAR } from "~/components/forms/reveal-field";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useStaticTexts } from "~/components/use-static-texts";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { messages } from "~/models/messages";
import { formatBRL } from "~/models/money";
import { listSubscriptionTypes } from "~/services/api/cart.server";
import { listInvoices } from "~/services/api/invoice.server";
import { getPaymentMethods } from "~/services/api/supplier.server";
import { CartRefusal, cartIsRestricted, readCart, requireCartOwner, savePreferences } from "~/services/cart.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { orFallback, withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { cartAction, type CartFailure } from "./($supplier).carrinho.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { supplier, api, basePath } = context;
    const cartPath = supplierPath(basePath, "/carrinho");
    let owner;
    try {
      owner = requireCartOwner(request, context, cartPath);
    } catch (error) {
      if (!(error instanceof CartRefusal)) throw error;
      return data({ kind: "refused" as const, message: error.message, link: error.link });
    }
    const [cart, paymentMethods, subscriptions, delivery, invoices] = await Promise.all([
      readCart(owner),
      orFallback(getPaymentMethods(supplier.idfornecedor, owner.idcliente, api), [], "cart.payment_methods_failed"),
      orFallback(listSubscriptionTypes(supplier.idfornecedor, api), null, "cart.subscription_types_failed"),
      orFallback(loadDeliveryState(request, context, owner.preferences.idformapagamento).then(cartDeliveryView), null, "cart.delivery_failed"),
      // Call 69: the credit left to invoice (the same figure as the invoices page's), said in the cart.
      orFallback(listInvoices(supplier.idfornecedor, owner.idcliente, false, api), null, "cart.credit_failed"),
    ]);
    const priced = cart.idformapagamento ?? owner.preferences.idformapagamento;
    const chosenPayment = paymentMethods.find((method) => method.idformapagamento === priced) ?? paymentMethods.find((method) => method.padrao) ?? null;
    // Only where this customer may pay by invoice: credit means nothing to anyone else.
    const invoiced = paymentMethods.some((method) => method.tipo === "FATURADO");
    const headers = await savePreferences(owner, preferencesAfter(cart, owner.preferences));
    return data(
      {
        kind: "cart" as const,
        cart,
        cartPath,
        chosenCoupon: owner.preferences.codigoCupom,
        restricted: cartIsRestricted(owner),
        supplierTags: supplier.tag,
        delivery,
        paymentMethods: paymentMethods.map(({ idformapagamento, descricao }) => ({ idformapagamento, descricao })),
        credit: invoiced && invoices?.limite_credito_disponivel != null ? { available: invoices.limite_credito_disponivel, paymentType: chosenPayment?.tipo ?? null } : null,
        // Spec §4 "Cart save": "If meta_info.hasRecorrencia is set, subscription types are loaded; otherwise the list is emptied."
        subscriptions: cart.meta_info.hasRecorrencia && subscriptions ? { ...subscriptions, mensagem: cart.meta_info.recorrencia.mensagem } : null,
      },
      { headers: headers ?? undefined },
    );
  }, request);
}

export async function action({ request, params }: ActionFunctionArgs) {
  return cartAction(request, params);
}

/**
 * With JavaScript a cart form that gets no answer at all (no network, a proxy's error page) says
 * the save failed and keeps the page and its lines, instead of giving way to the error page.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const failure: CartFailure = { ok: false, message: messages.cart.saveFailed, link: null, intent: null, idproduto: null, quantidade: null, reply: null };
    return failure;
  }
}

/** A save sent by the page itself brings the cart back in its answer: no second read of it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "salvar" ? false : defaultShouldRevalidate;

export const meta: MetaFunction = () => [{ title: "Carrinho" }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function CartPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === "refused") {
    return (
      <>
        <h1>Carrinho</h1>
        <p className={layout.notice} role="alert">
          {loaded.message}
          {loaded.link ? (
            <>
              {" "}
              <Link to={loaded.link.href}>{loaded.link.label}</Link>
            </>
          ) : null}
        </p>
      </>
    );
  }
  return <CartView {...loaded} />;
}

type CartData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "cart" }>;

function CartView({ cart: loaded, cartPath, chosenCoupon, restricted, supplierTags, paymentMethods, subscriptions, delivery, credit }: CartData) {
  const supplier = useSupplierLayout();
  const texts = useStaticTexts();
  const basePath = supplier?.basePath ?? "";
  const failure = useActionData<typeof action>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const editor = useCartEditor(loaded, cartPath, supplierTags);
  useShowCartFigures({ linhas: editor.lines.length, total: editor.totals.totalCompras });
  const { cart } = editor;
  const [lineError, setLineError] = useState<{ idproduto: string; message: string; typed: string | null } | null>(null);
  const refused = failure && !failure.ok ? failure : null;
  const shownError = lineError ?? (refused?.idproduto ? { idproduto: refused.idproduto, message: refused.message, typed: refused.quantidade } : null);
  const locked = cart.bloqueio_atendimento;
  const empty = editor.lines.length === 0;
  // What the page says beside a line: with JavaScript the page's own reading of an edit; without,
  // the message the action left for that line's place (a quantity the rules changed, a line that went).
  const placed = supplier?.flash?.place ? { ...supplier.flash.place, message: supplier.flash.message } : null;
  const [notice, setNotice] = useState<{ idproduto: string; message: string } | null>(null);
  const [removedHere, setRemovedHere] = useState<CartLine | null>(null);
  const removedRef = useRef<HTMLLIElement>(null);
  const focusRemoved = useRef(false);
  const removed: (RemovedLine & { line?: CartLine }) | null = removedHere
    ? { idproduto: removedHere.idproduto, nome: removedHere.produto.nome, quantidade: removedHere.quantidade, embalar: removedHere.embalarParaPresente, line: removedHere }
    : (placed?.undo ?? null);
  const removedShown = removed && !editor.lines.some((line) => line.idproduto === removed.idproduto) ? removed : null;
  // After "Remover" or − at the minimum, focus goes where the line was: what went, and "Desfazer".
  useEffect(() => {
    if (!focusRemoved.current) return;
    focusRemoved.current = false;
    removedRef.current?.focus();
  }, [removedHere]);
  const noticeFor = (idproduto: string) =>
    notice?.idproduto === idproduto ? notice.message : placed && !placed.undo && placed.at === `linha-${idproduto}` ? placed.message : null;
  const onEdit = hydrated
    ? (edit: Parameters<typeof editor.edit>[0], options?: { now?: boolean }) => {
        setLineError(null);
        const line = editor.lines.find((item) => item.idproduto === edit.idproduto);
        const feedback = lineFeedback(line, edit);
        setNotice(feedback?.kind === "adjusted" ? { idproduto: feedback.idproduto, message: feedback.message } : null);
        if (feedback?.kind === "removed" && line) {
          focusRemoved.current = true;
          setRemovedHere(line);
        }
        editor.edit(edit, options);
      }
    : null;
  const undo =
    hydrated && removedShown?.line
      ? () => {
          const line = removedShown.line!;
          setRemovedHere(null);
          editor.restore(line);
          requestAnimationFrame(() => document.getElementById(`quantidade-${line.idproduto}`)?.focus());
        }
      : null;
  const removedItem = removedShown ? <CartRemovedLine key={`removida-${removedShown.idproduto}`} ref={removedRef} removed={removedShown} onUndo={undo} /> : null;
  // The notice of a line that went stands where the line stood: lines are in name order.
  const removedAt = removedShown ? editor.lines.findIndex((line) => line.produto.nome.localeCompare(removedShown.nome, "pt-BR") > 0) : -1;
  return (
    <>
      <h1>{texts["carrinho.titulo"]}</h1>
      {restricted ? <p className={layout.notice}>{messages.cart.awaitingApproval}</p> : null}
      {refused && !refused.idproduto && refused.intent !== "cupom-aplicar" ? (
        <p className={layout.notice} role="alert">
          {refused.message}
        </p>
      ) : null}
      <div role="status">{cart.avisos.length > 0 ? <p className={layout.notice}>{cart.avisos.join(" ")}</p> : null}</div>
      {locked ? (
        <div className={layout.notice} role="status">
          <p>{messages.cart.readOnly} Para alterar os produtos, desbloqueie o carrinho: os preços combinados com o atendimento serão removidos.</p>
          <Form method="post" onSubmitCapture={editor.guard}>
            <button type="submit" name="intent" value="desbloquear" className={layout.secondaryButton}>
              Desbloquear carrinho
            </button>
          </Form>
        </div>
      ) : null}
      {empty && removedItem ? <ul className={styles.lines}>{removedItem}</ul> : null}
      {empty && !restricted ? (
        <div className={layout.notice}>
          <p>{messages.order.emptyCart}</p>
          <Link className={layout.button} to={supplierPath(basePath)}>
            Ver produtos
          </Link>
        </div>
      ) : null}
      {empty ? null : (
        <div className={styles.page}>
          <section className={styles.column} aria-labelledby="itens-titulo">
            <h2 id="itens-titulo">Produtos</h2>
            <ul className={styles.lines}>
              {editor.lines.map((line, index) => (
                <Fragment key={line.idproduto}>
                  {index === removedAt ? removedItem : null}
                  <CartLineItem
                    line={line}
                    basePath={basePath}
                    imageBaseUrl={supplier?.imageBaseUrl ?? "/imagens"}
                    readOnly={locked}
                    onEdit={onEdit}
                    notice={noticeFor(line.idproduto)}
                    error={shownError?.idproduto === line.idproduto ? shownError : null}
                    onError={(idproduto, message, typed) => setLineError({ idproduto, message, typed })}
                  />
                </Fragment>
              ))}
              {removedAt === -1 ? removedItem : null}
            </ul>
            <p className={styles.saving} role="status">
              {editor.failure ? (
                <>
                  {editor.failure}{" "}
                  <button type="button" className={styles.linkButton} onClick={editor.flush}>
                    Tentar de novo
                  </button>
                </>
              ) : editor.saving ? (
                "Salvando o carrinho…"
              ) : null}
            </p>
            <div onSubmitCapture={editor.guard}>
              <CartDetailsForm cart={cart} saved={placed?.at === "observacao" ? placed.message : null} />
            </div>
          </section>
          <aside className={styles.column} aria-label="Resumo do pedido" onSubmitCapture={editor.guard}>
            <CartSummary totals={editor.totals} lines={editor.lines.length} droppedCoupon={cartCouponView(cart, chosenCoupon).pending?.code ?? null} />
            <CartCredit credit={credit} total={editor.totals.totalCompras} />
            {restricted ? null : (
              <Link to={supplierPath(basePath, "/checkout")} className={`${layout.button} ${styles.summaryCheckout}`}>
                {texts["carrinho.finalizar"]}
              </Link>
            )}
            {delivery ? <CartDelivery view={delivery} subtotal={editor.totals.subtotal} changePath={`${supplierPath(basePath, "/entrega")}?voltar=carrinho`} /> : null}
            <CouponBox
              cart={cart}
              cartPath={cartPath}
              couponsPath={supplierPath(basePath, "/cupons")}
              chosenCode={chosenCoupon}
              lastResult={refused?.intent === "cupom-aplicar" ? refused.reply : null}
              outcome={placed?.at === "cupom" && supplier?.flash ? { kind: supplier.flash.kind, message: placed.message, typed: placed.typed ?? null } : null}
            />
            <CartOptions cart={cart} paymentMethods={paymentMethods} subscriptions={subscriptions} hydrated={hydrated} repriced={placed?.at === "pagamento"} total={editor.totals.totalCompras} />
            <Link to={supplierPath(basePath)}>Continuar comprando</Link>
          </aside>
          {restricted ? null : (
            <div className={styles.checkoutBar} {...STICKY_BAR}>
              <p className={styles.checkoutBarTotal}>
                Total <strong>{formatBRL(editor.totals.totalCompras)}</strong>
              </p>
              <Link to={supplierPath(basePath, "/checkout")} className={`${layout.button} ${styles.checkoutBarLink}`}>
                {texts["carrinho.finalizar"]}
              </Link>
            </div>
          )}
        </div>
      )}
    </>
  );
}

export function ErrorBoundary() {
  const supplier = useSupplierLayout();
  return <GeneralErrorBoundary homeHref={supplierPath(supplier?.basePath ?? "")} />;
}
