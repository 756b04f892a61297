import { Form, Link } from "@remix-run/react";
import { formatBRL } from "~/models/money";
import { useStaticTexts } from "../use-static-texts";
import { AddToCartForm } from "../cart/add-to-cart-form";
import { DiscountTag, PiecePrice } from "../price-notes";
import { HiddenPriceNotice } from "../hidden-price-notice";
import type { ProductOffer as Offer, QuantityFacts } from "~/models/product-facts";
import { supplierPath } from "~/models/links";
import { formatQuantity, formatQuantityValue } from "~/models/quantity-format";
import * as layout from "~/styles/layout.css";
import { PriceTable } from "./price-table";
import * as styles from "./product-page.css";

type Props = {
  basePath: string;
  idproduto: string;
  nome: string;
  /** Without its prices where docs/rules/catalogue.md "Price visibility" hides them: then only how the product is sold. */
  offer: Offer | QuantityFacts;
  unit: string;
  available: boolean;
  giftWrapPrice: number | null;
  showPrices: boolean;
  /** Null for a logged-in shopper. */
  loginHref: string | null;
  /** A logged-in customer's alert for an unavailable product; null otherwise. */
  alert: { awaited: boolean } | null;
  /** The quantity the buy box opens with (the minimum, or what a − / + asked for without JavaScript). */
  quantity: number;
  /** Pieces in a pack (multiploincremento): the price of each is said under the pack's. */
  piecesPerPack: number;
};

/**
 * Price by the spec's rule and the buy action first (on a phone both on the first screen), then the
 * quantity table and the buying rules; "Vendido em múltiplos de 1 / Mínimo por pedido 1" says
 * nothing a shopper needs and is left out.
 */
export function ProductOffer({
  basePath,
  idproduto,
  nome,
  offer,
  unit,
  available,
  giftWrapPrice,
  showPrices,
  loginHref,
  alert,
  quantity,
  piecesPerPack,
}: Props) {
  const priced = showPrices && "price" in offer ? offer : null;
  const texts = useStaticTexts();
  const plainQuantities = offer.step === 1 && offer.minimum === 1;
  return (
    <div className={styles.buy} id="comprar">
      {priced ? (
        <>
          <p className={styles.price}>
            {priced.listPrice !== null ? (
              <>
                <s className={styles.oldPrice}>
                  <span className="visually-hidden">De </span>
                  {formatBRL(priced.listPrice)}
                </s>{" "}
                <span className="visually-hidden">por </span>
              </>
            ) : null}
            {formatBRL(priced.price)}
            <small className={styles.unitNote}> / {unit}</small>
            <DiscountTag listPrice={priced.listPrice} price={priced.price} />
          </p>
          <PiecePrice price={priced.price} product={{ multiploincremento: piecesPerPack, unidade: unit }} />
        </>
      ) : (
        <HiddenPriceNotice signedIn={loginHref === null} />
      )}
      {available ? null : <p className={styles.unavailable}>{texts["produto.indisponivel"]}</p>}
      {available && (loginHref || showPrices) ? (
        <AddToCartForm
          basePath={basePath}
          idproduto={idproduto}
          nome={nome}
          minimum={offer.minimum}
          withQuantity={{
            unit,
            facts: { step: offer.step, minimum: offer.minimum, maximum: offer.maximum },
            initial: quantity,
          }}
          loginHref={loginHref}
          price={priced?.price ?? null}
        />
      ) : null}
      {loginHref === null ? (
        <p>
          <Link
            className={layout.secondaryButton}
            to={`${supplierPath(basePath, "/listas/salvar")}?produto=${idproduto}&quantidade=${formatQuantityValue(quantity)}`}
          >
            Salvar em uma lista
          </Link>
        </p>
      ) : null}
      {priced && priced.table.length > 0 ? <PriceTable rows={priced.table} unit={unit} /> : null}
      <dl className={styles.facts}>
        {plainQuantities ? null : (
          <>
            <dt className={styles.factTerm}>Vendido em</dt>
            <dd className={styles.factValue}>múltiplos de {formatQuantity(offer.step, unit)}</dd>
            <dt className={styles.factTerm}>Mínimo por pedido</dt>
            <dd className={styles.factValue}>{formatQuantity(offer.minimum, unit)}</dd>
          </>
        )}
        {offer.maximum !== null ? (
          <>
            <dt className={styles.factTerm}>Máximo por pedido</dt>
            <dd className={styles.factValue}>{formatQuantity(offer.maximum, unit)}</dd>
          </>
        ) : null}
        {giftWrapPrice !== null && priced ? (
          <>
            <dt className={styles.factTerm}>Embalagem para presente</dt>
            <dd className={styles.factValue}>
              {formatBRL(giftWrapPrice)} por {unit}
            </dd>
          </>
        ) : null}
      </dl>
      {!available && loginHref ? (
        <Link className={layout.button} to={loginHref}>
          Entre para ser avisado quando chegar
        </Link>
      ) : null}
      {alert ? (
        <Form method="post" className={styles.alertForm}>
          {alert.awaited ? <p>Você será avisado quando este produto chegar.</p> : null}
          <button
            type="submit"
            name="intent"
            value={alert.awaited ? "cancelar-aviso" : "avisar"}
            className={alert.awaited ? layout.secondaryButton : layout.button}
          >
            {alert.awaited ? "Cancelar aviso" : texts["produto.aviseme"]}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
