import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { localPath, parseSupplierRef } from "~/models/supplier-ref";
import type { ApiContext } from "./api/client.server";
import { readSignedInAccount } from "./auth.server";
import { deliveryTypeOf } from "./delivery/delivery-choice.server";
import { consentInEffect } from "~/models/consent/consent";
import { getSupplierConfig, getSupplierConfigByDomain } from "./api/supplier.server";
import { readConsentChoice } from "./consent.server";
import { getEnv } from "./env.server";
import { log } from "./logger.server";
import { pageDeadline } from "./page-deadline.server";
import type { MarketplaceContext, SupplierContext } from "./request-context";

// The context's types live in request-context.ts; the pages import them from here with resolveSupplier.
import { activeSegment } from "~/models/segment";
import { readSegmentChoice } from "./segment-choice.server";
export type { MarketplaceContext, SupplierContext } from "./request-context";

function notResolved(reason: string, fields: Record<string, unknown>): never {
  log.info("supplier.not_resolved", { reason, ...fields });
  throw redirect(getEnv().DEFAULT_SITE_URL);
}

function isAppHost(hostname: string): boolean {
  return getEnv().APP_HOSTS.includes(hostname);
}

/** `fselecionado` forces the supplier: the same page of that supplier, without the parameter. */
function forcedSupplierRedirect(url: URL, segment: string | undefined): Response | null {
  const forced = url.searchParams.get("fselecionado");
  if (!forced) return null;
  const ref = parseSupplierRef(forced);
  url.searchParams.delete("fselecionado");
  if (ref.kind !== "id" && ref.kind !== "slug") return redirect(`${localPath(url.pathname)}${url.search}`);
  const rest = segment ? url.pathname.slice(segment.length + 1) : url.pathname;
  return redirect(`/${ref.value}${rest === "/" ? "" : rest}${url.search}`);
}

/**
 * Resolves the supplier of a request (docs/rules/storefront.md "Supplier resolution"): the host's white-label domain, else the first
 * path segment (slug or GUID). Unknown suppliers and hosts that are not allowed go to
 * DEFAULT_SITE_URL; the nil id or no segment on the shared host is the marketplace.
 * Config answers are cached, so every loader of a page may call this.
 */
export async function resolveSupplier(request: Request, params: Params): Promise<SupplierContext | MarketplaceContext> {
  const url = new URL(request.url);
  const segment = params.supplier;
  const api: ApiContext = {
    // ADR 0041: every upstream request carries the shopper's cookie preferences, the spec's defaults before a choice.
    consent: consentInEffect(await readConsentChoice(request.headers.get("Cookie"))),
    signal: request.signal,
    returnTo: pagePath(url),
    deadline: pageDeadline(request),
  };

  if (!isAppHost(url.hostname)) {
    const supplier = await getSupplierConfigByDomain(url.hostname, api);
    if (!supplier) return notResolved("host_not_allowed", { host: url.hostname });
    if (segment !== undefined) {
      const ref = parseSupplierRef(segment);
      const isOwn =
        ref.kind !== "none" && ref.kind !== "invalid" && [supplier.slug, supplier.idfornecedor].includes(ref.value);
      if (isOwn) throw redirect(`${localPath(url.pathname.slice(segment.length + 1))}${url.search}`, 301);
    }
    const unknownPath = segment !== undefined;
    return supplierContext(request, { supplier, basePath: "", whiteLabel: true, unknownPath }, api);
  }

  const forced = forcedSupplierRedirect(url, segment);
  if (forced) throw forced;

  const ref = parseSupplierRef(segment);
  if (ref.kind === "none") {
    if (segment !== undefined) throw redirect("/");
    return { kind: "marketplace", api: { ...api, basePath: "" } };
  }
  if (ref.kind === "invalid") return notResolved("malformed_segment", { segment: segment?.slice(0, 80) });
  // The lookup already knows where the supplier's pages live: a 429 or a logout answer leads there.
  const basePath = `/${segment}`;
  const supplier = await getSupplierConfig(ref.value, { ...api, basePath });
  if (!supplier) return notResolved("unknown_supplier", { segment: ref.value });
  return supplierContext(request, { supplier, basePath, whiteLabel: false, unknownPath: false }, api);
}

async function supplierContext(
  request: Request,
  place: Pick<SupplierContext, "supplier" | "basePath" | "whiteLabel" | "unknownPath">,
  api: ApiContext,
): Promise<SupplierContext> {
  const account = await readSignedInAccount(request, place.supplier.idfornecedor);
  return {
    kind: "supplier",
    ...place,
    account,
    tipoEntrega: await deliveryTypeOf(request, place.supplier, account?.session.cliente?.idcliente ?? null),
    segment: activeSegment(place.supplier.segmentos, await readSegmentChoice(request, place.supplier.idfornecedor)),
    api: { ...api, idfornecedor: place.supplier.idfornecedor, basePath: place.basePath, token: account?.token ?? null },
  };
}

/** The page a request is for, as a local path with its query: a data request's suffix and markers removed. */
export function pagePath(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("_data");
  search.delete("_routes");
  search.delete("index");
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const query = search.toString();
  return `${localPath(pathname)}${query ? `?${query}` : ""}`;
}

/**
 * The context of a page (not of the layout): a path that names no page of the store, and pages
 * that need a supplier on the marketplace root, are not found.
 */
export async function resolvePage(request: Request, params: Params): Promise<SupplierContext | MarketplaceContext> {
  const context = await resolveSupplier(request, params);
  if (context.kind !== "supplier") return context;
  if (context.unknownPath) throw new Response("Not Found", { status: 404 });
  enforceTermsOfUse(request, context);
  return context;
}

/** Pages a customer with terms to accept may still open: the terms themselves and leaving. */
const OPEN_WITH_TERMS_PENDING = ["/termos", "/sair", "/cookies"];

/**
 * docs/rules/account.md "Terms of use": a customer who must accept the terms sees them before going on. Every
 * page loader passes here, so client-side navigation cannot go around it.
 */
function enforceTermsOfUse(request: Request, context: SupplierContext): void {
  if (!context.account?.session.termosPendentes) return;
  const page = pagePath(new URL(request.url));
  const inStore = page.slice(context.basePath.length).split("?")[0] || "/";
  if (OPEN_WITH_TERMS_PENDING.includes(inStore)) return;
  throw redirect(`${context.basePath}/termos?redirectTo=${encodeURIComponent(page)}`);
}

/** For pages that only make sense for a supplier. */
export async function requireSupplier(request: Request, params: Params): Promise<SupplierContext> {
  const context = await resolvePage(request, params);
  if (context.kind !== "supplier") throw new Response("Not Found", { status: 404 });
  return context;
}
