import { preferencesAfter } from "~/models/cart-preferences";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useActionData, useLoaderData, type ClientActionFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CartDetailsForm } from "~/components/cart/cart-details-form";
import { CartLineItem } from "~/components/cart/cart-line-item";
import { CartOptions } from "~/components/cart/cart-options";
import { CartSummary } from "~/components/cart/cart-summary";
import { CartDelivery } from "~/components/delivery/cart-delivery";
import { cartDeliveryView, loadDeliveryState } from "~/services/delivery/delivery-state.server";
import { useShowCartFigures } from "~/components/cart/use-show-cart-figures";
import * as styles from "~/components/cart/cart.css";
import { CouponBox } from "~/components/cart/coupon-box";
import { useCartEditor } from "~/components/cart/use-cart-editor";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { messages } from "~/models/messages";
import { listSubscriptionTypes } from "~/services/api/cart.server";
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
    const [cart, paymentMethods, subscriptions, delivery] = await Promise.all([
      readCart(owner),
      orFallback(getPaymentMethods(supplier.idfornecedor, owner.idcliente, api), [], "cart.payment_methods_failed"),
      orFallback(listSubscriptionTypes(supplier.idfornecedor, api), null, "cart.subscription_types_failed"),
      orFallback(loadDeliveryState(request, context, owner.preferences.idformapagamento).then(cartDeliveryView), null, "cart.delivery_failed"),
    ]);
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

function CartView({ cart: loaded, cartPath, chosenCoupon, restricted, supplierTags, paymentMethods, subscriptions, delivery }: CartData) {
  const supplier = useSupplierLayout();
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
  return (
    <>
      <h1>Carrinho</h1>
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
              {editor.lines.map((line) => (
                <CartLineItem
                  key={line.idproduto}
                  line={line}
                  basePath={basePath}
                  imageBaseUrl={supplier?.imageBaseUrl ?? "/imagens"}
                  readOnly={locked}
                  onEdit={
                    hydrated
                      ? (edit) => {
                          setLineError(null);
                          editor.edit(edit);
                        }
                      : null
                  }
                  error={shownError?.idproduto === line.idproduto ? shownError : null}
                  onError={(idproduto, message, typed) => setLineError({ idproduto, message, typed })}
                />
              ))}
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
              <CartDetailsForm cart={cart} />
            </div>
          </section>
          <aside className={styles.column} aria-label="Resumo do pedido" onSubmitCapture={editor.guard}>
            <CartSummary totals={editor.totals} lines={editor.lines.length} />
            {restricted ? null : (
              <Link to={supplierPath(basePath, "/checkout")} className={layout.button}>
                Finalizar pedido
              </Link>
            )}
            {delivery ? <CartDelivery view={delivery} subtotal={editor.totals.subtotal} changePath={`${supplierPath(basePath, "/entrega")}?voltar=carrinho`} /> : null}
            <CouponBox cart={cart} cartPath={cartPath} couponsPath={supplierPath(basePath, "/cupons")} chosenCode={chosenCoupon} lastResult={refused?.intent === "cupom-aplicar" ? refused.reply : null} />
            <CartOptions cart={cart} paymentMethods={paymentMethods} subscriptions={subscriptions} />
            <Link to={supplierPath(basePath)}>Continuar comprando</Link>
          </aside>
        </div>
      )}
    </>
  );
}

export function ErrorBoundary() {
  const supplier = useSupplierLayout();
  return <GeneralErrorBoundary homeHref={supplierPath(supplier?.basePath ?? "")} />;
}
