import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import * as card from "~/components/product-card.css";
import { imageUrl } from "~/models/links";
import type { SupplierOffer } from "~/models/delivery/supplier-choice";
import { storePath } from "~/models/supplier-ref";
import * as styles from "./marketplace-suppliers.css";

/**
 * A supplier of the marketplace: its logo (which carries its name: the heading's text for screen
 * readers, so the name is read and shown once) or else its name, and its description lead to its
 * store; below, what delivery to the CEP costs, when known.
 */
export function SupplierCard({
  offer: { supplier, figures },
  imageBaseUrl,
  children,
}: {
  offer: SupplierOffer;
  imageBaseUrl: string;
  /** What follows the figures (the store finder's button choosing it). */
  children?: ReactNode;
}) {
  return (
    <article className={card.card}>
      <Link className={card.link} to={storePath(supplier)}>
        <h2 className={card.name}>
          {supplier.logo ? (
            <img
              className={styles.logo}
              src={imageUrl(imageBaseUrl, supplier.logo)}
              alt={supplier.nome}
              width={240}
              height={60}
            />
          ) : (
            supplier.nome
          )}
        </h2>
        {supplier.descricao ? <p>{supplier.descricao}</p> : null}
      </Link>
      {figures && figures.length > 0 ? (
        <ul className={styles.figures}>
          {figures.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
