import { Link } from "@remix-run/react";
import type { ComboCard as Combo } from "~/models/combo-list";
import { comboPrices, comboValidity } from "~/models/combo-view";
import { supplierPath } from "~/models/links";
import { comboMessages as text } from "~/models/messages/combo";
import { formatBRL } from "~/models/money";
import type { Priceless } from "~/models/price-visibility";
import type { CatalogueView } from "~/models/supplier-layout";
import { HiddenPriceNotice } from "../hidden-price-notice";
import { WasPrice } from "../was-price";
import { ProductImage } from "../product-image";
import * as styles from "./combo-card.css";

type Props = {
  /** Without prices where the viewer may not see them (`view.showPrices`): the combo came without them. */
  combo: Combo | Priceless<Combo>;
  view: CatalogueView;
  signedIn: boolean;
};

/**
 * A combo of the combos page: picture, name (its link covers the card: one tap opens the combo's
 * page), what it holds as the supplier describes it, its last day, and its price as the viewer may
 * see it ("De … por …" where the items apart cost more).
 */
export function ComboCard({ combo, view: { basePath, imageBaseUrl, showPrices }, signedIn }: Props) {
  const prices = showPrices && "preco_combo" in combo ? comboPrices(combo) : null;
  const validity = comboValidity(combo.validade_fim);
  return (
    <article className={styles.card}>
      {combo.imagem ? (
        <ProductImage className={styles.image} imageBaseUrl={imageBaseUrl} path={combo.imagem} size={128} lazy />
      ) : (
        <span className={styles.noImage} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link className={styles.link} to={supplierPath(basePath, `/combo/${combo.idcombo}`)} prefetch="intent">
            {combo.nome}
          </Link>
        </h2>
        {combo.descricao ? <p className={styles.description}>{combo.descricao}</p> : null}
        {validity ? <p className={styles.meta}>{validity}</p> : null}
        {prices ? (
          <p className={styles.prices}>
            <WasPrice price={prices.apart} className={styles.apart} />
            <span className={styles.price}>{formatBRL(prices.together)}</span>
          </p>
        ) : showPrices ? (
          <p className={styles.hiddenPrice}>{text.priceOnComboPage}</p>
        ) : (
          <div className={styles.hiddenPrice}>
            <HiddenPriceNotice signedIn={signedIn} />
          </div>
        )}
        <p className={styles.more} aria-hidden="true">
          Ver o combo
        </p>
      </div>
    </article>
  );
}
