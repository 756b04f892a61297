import { Link } from "@remix-run/react";
import { imageUrl } from "~/models/links";
import type { SupplierSummary } from "~/models/supplier";
import * as layout from "~/styles/layout.css";
import * as styles from "./product-card.css";
import * as grid from "./marketplace-suppliers.css";

/** The marketplace root: the suppliers that sell through this storefront. */
export function MarketplaceSuppliers({ suppliers, imageBaseUrl }: { suppliers: SupplierSummary[]; imageBaseUrl: string }) {
  return (
    <section aria-labelledby="fornecedores-titulo">
      <h1 id="fornecedores-titulo">Escolha um fornecedor</h1>
      {suppliers.length === 0 ? (
        <p className={layout.notice}>Nenhum fornecedor disponível no momento.</p>
      ) : (
        <ul className={grid.list}>
          {suppliers.map((supplier) => (
            <li key={supplier.idfornecedor}>
              <article className={styles.card}>
                <Link className={styles.link} to={`/${supplier.slug}`}>
                  {supplier.logo ? <img className={grid.logo} src={imageUrl(imageBaseUrl, supplier.logo)} alt="" width={240} height={80} /> : null}
                  <h2 className={styles.name}>{supplier.nome}</h2>
                  {supplier.descricao ? <p>{supplier.descricao}</p> : null}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
