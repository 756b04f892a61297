import { Link } from "@remix-run/react";
import { cepSearchText as text, type CepFieldState, type MarketplaceListing } from "~/models/delivery/cep-search";
import * as layout from "~/styles/layout.css";
import { CepSearchForm } from "./cep-search-form";
import { MarketplaceSuppliers } from "./marketplace-suppliers";

type MarketplaceHomeProps = { field: CepFieldState; listing: MarketplaceListing; imageBaseUrl: string };

/**
 * The marketplace root (docs/rules/delivery.md "Suppliers serving an address": a shopper reaches a supplier by delivery address): the CEP field
 * first, then the suppliers serving that CEP to choose from, or every supplier.
 */
export function MarketplaceHome({ field, listing, imageBaseUrl }: MarketplaceHomeProps) {
  const title = listing.kind === "choice" ? listing.title : "Escolha um fornecedor";
  return (
    <section aria-labelledby="fornecedores-titulo">
      <h1 id="fornecedores-titulo">{title}</h1>
      {listing.kind === "choice" ? null : <p>{text.lead}</p>}
      <CepSearchForm field={field} />
      {listing.kind === "choice" ? (
        <>
          <MarketplaceSuppliers offers={listing.offers} imageBaseUrl={imageBaseUrl} />
          <p>
            <Link to="/">{text.everySupplier}</Link>
          </p>
        </>
      ) : listing.suppliers === null ? (
        <p className={layout.notice}>{text.searchFailed}</p>
      ) : listing.suppliers.length === 0 ? (
        <p className={layout.notice}>{text.noSuppliers}</p>
      ) : (
        <MarketplaceSuppliers
          offers={listing.suppliers.map((supplier) => ({ supplier, figures: null }))}
          imageBaseUrl={imageBaseUrl}
        />
      )}
    </section>
  );
}
