import { preferencesAfter } from "~/models/cart-preferences";
import type { FootBarHandle } from "~/components/foot-bar-room";
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Form,
  Link,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { FlashMessage } from "~/components/flash-message";
import { CartAside } from "~/components/cart/cart-aside";
import { CartLines, useLineNotes } from "~/components/cart/cart-lines";
import { cartDeliveryView, loadDeliveryState } from "~/services/delivery/delivery-state.server";
import { useShowCartFigures } from "~/components/cart/use-show-cart-figures";
import * as styles from "~/components/cart/cart.css";
import { useCartEditor } from "~/components/cart/use-cart-editor";
import { STICKY_BAR } from "~/components/forms/reveal-field";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useStaticTexts } from "~/components/use-static-texts";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { cartMessages } from "~/models/messages/cart";
import { orderMessages } from "~/models/messages/order";
import { formatBRL } from "~/models/money";
import { orderFigures } from "~/models/checkout/order-figures";
import { offeredDeliveryTypes } from "~/models/delivery/delivery-type";
import { listSubscriptionTypes } from "~/services/api/cart.server";
import { freightEstimate } from "~/services/delivery/freight-estimate.server";
import { listInvoices } from "~/services/api/invoice.server";
import { getPaymentMethods } from "~/services/api/supplier.server";
import { interestFreeText } from "~/models/checkout/instalments";
import { cartCouponView } from "~/models/coupon-view";
import { CartRefusal, cartIsRestricted, readCart, requireCartOwner, savePreferences } from "~/services/cart.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { orFallback, withErrorPage } from "~/services/upstream-failure.server";
import { supplierAction } from "~/services/route-action.server";
import * as layout from "~/styles/layout.css";
import type { CartFailure } from "~/models/cart-failure";
import { cartAction } from "./($supplier).carrinho.server";
import { chosenSubscriptionText } from "~/components/cart/cart-options";

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
    const cartRead = readCart(owner);
    const [cart, paymentMethods, subscriptions, delivery, invoices, freight] = await Promise.all([
      cartRead,
      orFallback(getPaymentMethods(supplier.idfornecedor, owner.idcliente, api), [], "cart.payment_methods_failed"),
      orFallback(listSubscriptionTypes(supplier.idfornecedor, api), null, "cart.subscription_types_failed"),
      orFallback(
        loadDeliveryState(request, context, owner.preferences.idformapagamento).then(cartDeliveryView),
        null,
        "cart.delivery_failed",
      ),
      // Call 69: the credit left to invoice (the same figure as the invoices page's), said in the cart.
      orFallback(listInvoices(supplier.idfornecedor, owner.idcliente, false, api), null, "cart.credit_failed"),
      // A freight estimate for `?cep=` with the cart's products, where the store delivers.
      offeredDeliveryTypes(supplier.tag).types.includes("DELIVERY")
        ? cartRead.then((read) =>
            freightEstimate(request, context, () =>
              read.cartItens.map((line) => ({
                idproduto: line.idproduto,
                quantidade: line.quantidade,
                valor: line.precoUnitario,
              })),
            ),
          )
        : null,
    ]);
    const priced = cart.idformapagamento ?? owner.preferences.idformapagamento;
    const chosenPayment =
      paymentMethods.find((method) => method.idformapagamento === priced) ??
      paymentMethods.find((method) => method.padrao) ??
      null;
    // Only where this customer may pay by invoice: credit means nothing to anyone else.
    const invoiced = paymentMethods.some((method) => method.tipo === "FATURADO");
    const headers = (await savePreferences(owner, preferencesAfter(cart, owner.preferences))) ?? new Headers();
    if (freight?.setCookie) headers.append("Set-Cookie", freight.setCookie);
    return data(
      {
        kind: "cart" as const,
        cart,
        cartPath,
        chosenCoupon: owner.preferences.codigoCupom,
        // What the coupon box shows (server-rendered: no coupon rules in the page's JS); a save's answer brings it again.
        coupon: cartCouponView(cart, owner.preferences.codigoCupom),
        restricted: cartIsRestricted(owner),
        // The page's notices as the shopper reads them (server-rendered: the page's JS only places them).
        words: {
          awaitingApproval: cartMessages.awaitingApproval,
          readOnly: `${cartMessages.readOnly} Para alterar os produtos, desbloqueie o carrinho: os preços combinados com o atendimento serão removidos.`,
          emptyCart: orderMessages.emptyCart,
        },
        supplierTags: supplier.tag,
        delivery,
        freight: freight?.estimate ?? null,
        paymentMethods: paymentMethods.map(({ idformapagamento, descricao }) => ({ idformapagamento, descricao })),
        // "em até 3× de R$ 26,97 sem juros" for the cart as priced now (server-rendered: no rule in the page's JS).
        instalments: interestFreeText(
          paymentMethods.find((method) => method.tipo === "CARTAO")?.parcelamento ?? null,
          cart.totalCompras,
        ),
        credit:
          invoiced && invoices?.limite_credito_disponivel != null
            ? { available: invoices.limite_credito_disponivel, paymentType: chosenPayment?.tipo ?? null }
            : null,
        // docs/rules/cart.md "Cart save": "If meta_info.hasRecorrencia is set, subscription types are loaded; otherwise the list is emptied."
        subscriptions:
          cart.meta_info.hasRecorrencia && subscriptions
            ? {
                ...subscriptions,
                mensagem: cart.meta_info.recorrencia.mensagem,
                // The subscription the cart keeps, as the page says it (server-rendered).
                chosen: chosenSubscriptionText(subscriptions, cart.idtipoassinatura),
              }
            : null,
      },
      { headers },
    );
  }, request);
}

export const handle: FootBarHandle = { footBar: "cart" };

export const action = supplierAction((context, { request }) => cartAction(context, request));

/**
 * With JavaScript a cart form that gets no answer at all (no network, a proxy's error page) says
 * the save failed and keeps the page and its lines, instead of giving way to the error page.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const failure: CartFailure = {
      ok: false,
      message: cartMessages.saveFailed,
      link: null,
      intent: null,
      idproduto: null,
      quantidade: null,
      reply: null,
    };
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
        <FlashMessage flash={{ kind: "error", message: loaded.message, link: loaded.link ?? undefined }} />
      </>
    );
  }
  return <CartView {...loaded} />;
}

type CartData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "cart" }>;

function CartView({
  cart: loaded,
  cartPath,
  chosenCoupon,
  coupon,
  restricted,
  words,
  supplierTags,
  paymentMethods,
  instalments,
  subscriptions,
  delivery,
  freight,
  credit,
}: CartData) {
  const supplier = useSupplierLayout();
  const texts = useStaticTexts();
  const basePath = supplier?.basePath ?? "";
  const failure = useActionData<typeof action>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const editor = useCartEditor(loaded, coupon, cartPath, supplierTags);
  useShowCartFigures({ linhas: editor.lines.length, total: editor.totals.totalCompras });
  const { cart } = editor;
  const refused = failure && !failure.ok ? failure : null;
  // Without JavaScript, the message the action left after its redirect for a place of the page (a line, the coupon, the notes, the payment method).
  const flash = supplier?.flash;
  const placed = flash?.place ? { ...flash.place, kind: flash.kind, message: flash.message } : null;
  const notes = useLineNotes(editor, hydrated, placed, refused);
  const locked = cart.bloqueio_atendimento;
  const empty = editor.lines.length === 0;
  return (
    <>
      <h1>{texts["carrinho.titulo"]}</h1>
      {restricted ? <p className={layout.notice}>{words.awaitingApproval}</p> : null}
      {refused && !refused.idproduto && refused.intent !== "cupom-aplicar" ? (
        <p className={layout.notice} role="alert">
          {refused.message}
        </p>
      ) : null}
      <div role="status">
        {cart.avisos.length > 0 ? <p className={layout.notice}>{cart.avisos.join(" ")}</p> : null}
      </div>
      {locked ? (
        <div className={layout.notice} role="status">
          <p>{words.readOnly}</p>
          <Form method="post" onSubmitCapture={editor.guard}>
            <button type="submit" name="intent" value="desbloquear" className={layout.secondaryButton}>
              Desbloquear carrinho
            </button>
          </Form>
        </div>
      ) : null}
      {empty && notes.removedItem ? <ul className={styles.lines}>{notes.removedItem}</ul> : null}
      {empty && !restricted ? (
        <div className={layout.notice}>
          <p>{words.emptyCart}</p>
          <Link className={layout.button} to={supplierPath(basePath)}>
            Ver produtos
          </Link>
        </div>
      ) : null}
      {empty ? null : (
        <div className={styles.page}>
          <CartLines
            editor={editor}
            notes={notes}
            basePath={basePath}
            imageBaseUrl={supplier?.imageBaseUrl ?? "/imagens"}
            locked={locked}
            placed={placed}
          />
          <CartAside
            editor={editor}
            cartPath={cartPath}
            basePath={basePath}
            chosenCoupon={chosenCoupon}
            restricted={restricted}
            credit={credit}
            delivery={delivery}
            freight={freight}
            couponReply={refused?.intent === "cupom-aplicar" ? refused.reply : null}
            placed={placed}
            checkoutLabel={texts["carrinho.finalizar"]}
            paymentMethods={paymentMethods}
            subscriptions={subscriptions}
            hydrated={hydrated}
          />
          {restricted ? null : (
            <div className={styles.checkoutBar} {...STICKY_BAR}>
              <p className={styles.checkoutBarTotal}>
                Total <strong>{formatBRL(orderFigures(editor.totals, delivery?.option ?? null).total)}</strong>
                {/* For the total the server priced: hidden while an edit is on its way. */}
                {instalments && editor.totals.totalCompras === loaded.totalCompras ? (
                  <span className={styles.checkoutBarInstalments}>{instalments}</span>
                ) : null}
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

export const ErrorBoundary = SupplierErrorBoundary;
