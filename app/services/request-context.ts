import type { DeliveryType } from "~/models/delivery/delivery-option";
import type { Segment, SupplierConfig } from "~/models/supplier";
import type { ApiContext } from "./api/client.server";
import type { AccountSession } from "./session.server";

// The context every page and service gets of a request, on its own: supplier-context.server.ts
// resolves it, auth.server.ts signs in and out with it, and neither needs the other for its shape.

/** The logged-in account of this supplier's pages, with its bearer token; null for a guest. */
export type SignedInAccount = { session: AccountSession; token: string };

/** The supplier a request is for, where its pages live, and how to call the upstream for it. */
export type SupplierContext = {
  kind: "supplier";
  supplier: SupplierConfig;
  /** "/aurora" (or "/{guid}") on the shared host, "" on the supplier's own domain. */
  basePath: string;
  whiteLabel: boolean;
  /**
   * On a supplier's own domain the first path segment is a page, not a supplier: when it names no
   * page (`/qualquer-coisa`), the layout still renders and the page answers 404 inside it.
   */
  unknownPath: boolean;
  /** The shopper logged in at this supplier; null for a guest. */
  account: SignedInAccount | null;
  /** Calls for this supplier, with the account's token when there is one. */
  api: ApiContext;
  /**
   * The shopper's delivery type at this supplier (docs/rules/delivery.md "Delivery type"): the one
   * chosen for the client served, or forced by the supplier's tags; DELIVERY by default. Every
   * catalogue and cart call carries it (`tipoentrega`).
   */
  tipoEntrega: DeliveryType;
  /**
   * The active segment (docs/rules/catalogue.md "Segments"): the supplier's only one, or the one
   * chosen this visit; null (absent) is the whole catalogue. Categories, listings, search and
   * carousels are scoped to it.
   */
  segment?: Segment | null;
};

/** The shared host's root without a supplier: the marketplace. */
export type MarketplaceContext = { kind: "marketplace"; api: ApiContext };
