import { analyticsEvent } from "~/models/consent/analytics-event";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { authMessages } from "~/models/messages/auth";
import { supplierPath } from "~/models/links";
import type { QuantityFacts } from "~/models/product-facts";
import { formatQuantityValue } from "~/models/quantity-format";
import { steppedQuantity, type StepDirection } from "~/models/quantity-stepper";
import * as layout from "~/styles/layout.css";
import { lineMessages } from "~/models/cart/line-messages";
import { useStaticTexts } from "../use-static-texts";
import { useSupplierLayout } from "../use-supplier-layout";
import type { CartFailure } from "~/models/cart-failure";
import * as styles from "./cart.css";

type Props = {
  basePath: string;
  idproduto: string;
  nome: string;
  /** The product's minimum (docs/rules/cart.md "Cart quantity": below it an increase jumps to it): what one click adds. */
  minimum: number;
  /**
   * A quantity field with − / + for the product page (its rules, and the quantity it opens with);
   * cards add the minimum with one button.
   */
  withQuantity?: { unit: string; facts: QuantityFacts; initial: number };
  /** Where buying without a session leads (docs/rules/account.md "Guest"); null for a logged-in shopper. */
  loginHref: string | null;
  /** The price the shopper sees (null: hidden): the add_to_cart event names it (ADR 0041). */
  price?: number | null;
};

type AddResult = { ok: true; flash: { message: string } | null } | CartFailure;

/**
 * The buy button of a product (docs/rules/architecture.md "Progressive enhancement"): a form posting intent `adicionar` to the cart action.
 * Without JavaScript the action sends the shopper back here with a message; with it the page stays
 * and says what happened. A guest gets 'Faça login para comprar' instead (docs/rules/account.md "Guest").
 *
 * The quantity's − and + are buttons of a small GET form of their own: without JavaScript each
 * opens the page again with the quantity one step away from the one shown (`?quantidade=…`,
 * back at the buy box), and Enter in the field still adds. With JavaScript they change the field
 * in place, one step from what is typed, within the minimum and the maximum.
 */
export function AddToCartForm({ basePath, idproduto, nome, minimum, withQuantity, loginHref, price }: Props) {
  const fetcher = useFetcher<AddResult>();
  const texts = useStaticTexts();
  const supplierLayout = useSupplierLayout();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const field = useRef<HTMLInputElement>(null);
  const step = (direction: StepDirection) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!withQuantity || !field.current) return;
    event.preventDefault();
    field.current.value = formatQuantityValue(steppedQuantity(field.current.value, direction, withQuantity.facts));
  };
  if (loginHref) {
    return (
      <Link className={layout.button} to={loginHref}>
        {authMessages.guestBuyButton}
      </Link>
    );
  }
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // Without JavaScript the cart action comes back here (#comprar) with its message for this
  // product's line (a quantity the rules changed, a refusal): said under the field, as the cart
  // says it beside the line (the same rule), not at the top of the page.
  const flash = supplierLayout?.flash;
  const placed =
    withQuantity && flash?.place
      ? lineMessages(
          { typed: null, refused: null, adjusted: null, placed: { ...flash.place, message: flash.message } },
          idproduto,
        ).notice
      : null;
  const failed = result ? !result.ok : placed !== null && flash?.kind === "error";
  const quantityId = `quantidade-${idproduto}`;
  const stepForm = `${quantityId}-passo`;
  const stepButton = (direction: StepDirection) =>
    withQuantity ? (
      <button
        type="submit"
        form={stepForm}
        name="quantidade"
        value={formatQuantityValue(
          steppedQuantity(formatQuantityValue(withQuantity.initial), direction, withQuantity.facts),
        )}
        className={styles.stepButton}
        aria-label={direction === "mais" ? "Aumentar quantidade" : "Diminuir quantidade"}
        aria-controls={quantityId}
        onClick={step(direction)}
      >
        {direction === "mais" ? "+" : "−"}
      </button>
    ) : null;
  return (
    <>
      {withQuantity ? <form id={stepForm} method="get" action={`${location.pathname}#comprar`} hidden /> : null}
      <fetcher.Form
        method="post"
        action={supplierPath(basePath, "/carrinho")}
        className={styles.addForm}
        data-ga-submit={
          price == null
            ? undefined
            : analyticsEvent("add_to_cart", [{ item_id: idproduto, item_name: nome, price, quantity: minimum }])
        }
      >
        <input type="hidden" name="intent" value="adicionar" />
        <input type="hidden" name="idproduto" value={idproduto} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {withQuantity ? <input type="hidden" name="lugar" value="produto" /> : null}
        {hydrated ? <input type="hidden" name="resposta" value="dados" /> : null}
        {withQuantity ? (
          <div className={styles.quantityLabel}>
            <label htmlFor={quantityId}>Quantidade ({withQuantity.unit})</label>
            <div className={styles.stepper}>
              {stepButton("menos")}
              <input
                ref={field}
                id={quantityId}
                key={withQuantity.initial}
                className={styles.quantityInput}
                name="quantidade"
                inputMode="decimal"
                defaultValue={formatQuantityValue(withQuantity.initial)}
                aria-describedby={failed || placed ? `${quantityId}-erro` : undefined}
              />
              {stepButton("mais")}
            </div>
          </div>
        ) : (
          <input type="hidden" name="quantidade" value={String(minimum)} />
        )}
        <button type="submit" className={layout.button} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Adicionando…" : texts["produto.adicionar"]}
          {withQuantity ? null : <span className="visually-hidden">: {nome}</span>}
        </button>
        <p role="status" className={failed ? styles.error : styles.added} id={`${quantityId}-erro`}>
          {result ? (result.ok ? result.flash?.message : result.message) : placed}
          {result?.ok ? (
            <>
              {" "}
              <Link to={supplierPath(basePath, "/carrinho")}>Ver carrinho</Link>
            </>
          ) : result?.link ? (
            <>
              {" "}
              <Link to={result.link.href}>{result.link.label}</Link>
            </>
          ) : null}
        </p>
      </fetcher.Form>
    </>
  );
}
