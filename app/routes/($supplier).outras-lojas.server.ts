import { data } from "@remix-run/node";
import { formatCep } from "~/models/registration";
import { parseFinderPlace, storeFinderText as text, type FinderPlace } from "~/models/delivery/store-finder";
import type { SupplierOffer } from "~/models/delivery/supplier-choice";
import { supplierPath } from "~/models/links";
import { offersFor } from "~/services/delivery/supplier-finder.server";
import { otherStores, switchStore, type StoreFinding } from "~/services/delivery/store-finder.server";
import { publicImageBaseUrl } from "~/services/env.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/**
 * `/outras-lojas?cep=&lat=&lng=&cidade=&uf=` (ADR 0036): the stores serving an address this store
 * does not serve, to choose from with what each costs to get there (as at the marketplace root), or
 * none with the stores that have a pickup store in its city. Each is chosen with a form naming it;
 * the list is asked again on posting, so only a store on it is taken.
 */
export type OtherStoresPage = {
  from: string;
  backPath: string;
  imageBaseUrl: string;
  cep: string | null;
  /** What is said above the list (the spec's messages when none serves it, or the search failed). */
  notice: { text: string; failed: boolean } | null;
  serving: SupplierOffer[];
  pickupInCity: SupplierOffer[];
  error: string | null;
};

type Listed = { finding: StoreFinding | null; place: FinderPlace | null };

async function listed(request: Request, context: SupplierContext): Promise<Listed> {
  // On a store's own domain there are no other stores to offer (docs/rules/storefront.md "Supplier loading").
  if (context.whiteLabel) throw new Response(null, { status: 404 });
  const place = parseFinderPlace(new URL(request.url).searchParams);
  if (!place) return { finding: null, place };
  return { finding: await otherStores(place, context), place };
}

async function page(context: SupplierContext, { finding, place }: Listed, status: number, error: string | null = null) {
  const base = {
    from: context.supplier.nome,
    backPath: supplierPath(context.basePath, "/"),
    imageBaseUrl: publicImageBaseUrl(),
    cep: place ? formatCep(place.cep) : null,
    serving: [] as SupplierOffer[],
    pickupInCity: [] as SupplierOffer[],
    error,
  };
  if (!place || !finding || finding.kind === "unplaced")
    return data({ ...base, notice: { text: text.unplaced, failed: false } } satisfies OtherStoresPage, { status: 400 });
  if (finding.kind === "failed")
    return data({ ...base, notice: { text: finding.message, failed: true } } satisfies OtherStoresPage, {
      status: 502,
    });
  const position = { lat: place.lat, lng: place.lng };
  if (finding.kind === "none") {
    const pickupInCity = await offersFor(finding.pickupInCity, place.cep, position, context.api);
    return data({ ...base, notice: { text: text.noneServes, failed: false }, pickupInCity } satisfies OtherStoresPage, {
      status,
    });
  }
  const suppliers = finding.kind === "one" ? [finding.supplier] : finding.kind === "several" ? finding.suppliers : [];
  const serving = await offersFor(suppliers, place.cep, position, context.api);
  return data({ ...base, notice: null, serving } satisfies OtherStoresPage, { status });
}

export async function loadOtherStores(request: Request, context: SupplierContext) {
  return page(context, await listed(request, context), 200);
}

/** A store of the list chosen: the shopper on to it; any other id is refused, the page again. */
export async function chooseOtherStore(request: Request, context: SupplierContext) {
  const formData = await request.formData();
  const asked = formData.get("idfornecedor");
  const found = await listed(request, context);
  const { finding, place } = found;
  const offered =
    finding?.kind === "one"
      ? [finding.supplier]
      : finding?.kind === "several"
        ? finding.suppliers
        : finding?.kind === "none"
          ? finding.pickupInCity
          : [];
  const target = typeof asked === "string" ? offered.find((supplier) => supplier.idfornecedor === asked) : undefined;
  if (!target || !place) return page(context, found, offered.length > 0 ? 400 : 409, text.notOffered);
  return switchStore(request, context, target, place);
}
