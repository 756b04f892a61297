import type { SupplierOffer } from "~/models/delivery/supplier-choice";
import * as styles from "./marketplace-suppliers.css";
import { SupplierCard } from "./supplier-card";

/** Suppliers that sell through this storefront, as cards: every one, or those serving a CEP with their figures. */
export function MarketplaceSuppliers({ offers, imageBaseUrl }: { offers: SupplierOffer[]; imageBaseUrl: string }) {
  return (
    <ul className={styles.list}>
      {offers.map((offer) => (
        <li key={offer.supplier.idfornecedor}>
          <SupplierCard offer={offer} imageBaseUrl={imageBaseUrl} />
        </li>
      ))}
    </ul>
  );
}
