import { z } from "zod";
import { CategoryListSchema, type Category } from "~/models/catalogue";
import {
  FooterSchema,
  PaymentMethodListSchema,
  ServiceAreaSchema,
  StaticTextSchema,
  SupplierConfigSchema,
  SupplierListSchema,
  SuppliersByLocationSchema,
  type Footer,
  type PaymentMethod,
  type ServiceArea,
  type SupplierConfig,
  type SuppliersByLocation,
} from "~/models/supplier";
import { staticTexts, type StaticTexts } from "~/models/static-texts";
import { ThemeSchema, type Theme } from "~/models/theme";
import { log } from "../logger.server";
import { clientPath } from "./catalogue.server";
import { appPath, upstreamRequest, type ApiContext } from "./client.server";
import { nullWhenNotFound, UpstreamError } from "./errors";
import { cachedForGuest, cachedPublic } from "./public-cache.server";

/**
 * The supplier configuration is asked without a session: a 401 to it can only mean that the
 * upstream refuses APP_TOKEN, which fails every page. Logged with the upstream's words (docs/operations.md).
 */
function namingRefusedAppToken<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (error instanceof UpstreamError && error.failure === "status" && error.status === 401) {
      log.error("upstream.app_token_refused", {
        path: error.path,
        status: error.status,
        mensagem: error.serverMessage?.slice(0, 300) ?? null,
      });
    }
    throw error;
  });
}

/** A supplier's configuration as the cache keeps it: none (null) is kept too. Made once, not per request. */
const StoredSupplierConfigSchema = SupplierConfigSchema.nullable();

/** GET /v2/app/{apptoken}/configuracao/fornecedor?{by}: the supplier's configuration, or null when none. Cached under `key`, misses too. */
function supplierConfigBy(
  key: string,
  by: { idfornecedor: string } | { dominio: string },
  ctx: ApiContext,
): Promise<SupplierConfig | null> {
  return cachedPublic(
    key,
    ctx,
    (publicCtx) =>
      nullWhenNotFound(
        namingRefusedAppToken(
          upstreamRequest({
            path: appPath("/v2/app/{apptoken}/configuracao/fornecedor"),
            query: by,
            schema: SupplierConfigSchema,
            ctx: publicCtx,
          }),
        ),
      ),
    StoredSupplierConfigSchema,
  );
}

/** GET /v2/app/{apptoken}/configuracao/fornecedor?idfornecedor= — by GUID or slug; null when unknown. Cached. */
export function getSupplierConfig(ref: string, ctx: ApiContext): Promise<SupplierConfig | null> {
  return supplierConfigBy(`config:${ref}`, { idfornecedor: ref }, ctx);
}

/** GET /v2/app/{apptoken}/configuracao/fornecedor?dominio= — the supplier of a white-label host; null when none. Cached, misses too. */
export function getSupplierConfigByDomain(hostname: string, ctx: ApiContext): Promise<SupplierConfig | null> {
  return supplierConfigBy(`config-domain:${hostname}`, { dominio: hostname }, ctx);
}

export type SupplierSearch = {
  idfornecedor?: string;
  idendereco?: string;
  idempresa?: string;
  lat?: number;
  lng?: number;
  tipoEntrega?: "DELIVERY" | "RETIRADA";
  dominio?: string;
  idcliente?: string;
};

/** GET /v2/app/{apptoken}/fornecedor — the suppliers matching a location, domain or id (device=Desktop). */
export function searchSuppliers(search: SupplierSearch, ctx: ApiContext) {
  return upstreamRequest({
    path: appPath("/v2/app/{apptoken}/fornecedor"),
    query: { ...search, device: "Desktop" },
    schema: SupplierListSchema,
    ctx,
  });
}

export type LocationSearch = { lat: number; lng: number; cidade?: string; uf?: string };

/**
 * GET /v2/app/{apptoken}/{clientpath}/fornecedor — the search by location (docs/upstream-api.md §2, "By location"):
 * who serves the point, and who has a pickup store in its city. Asked for the client of `idcliente`
 * (null: a guest).
 */
export function searchSuppliersByLocation(
  idcliente: number | null,
  search: LocationSearch,
  ctx: ApiContext,
): Promise<SuppliersByLocation> {
  return upstreamRequest({
    path: appPath(`/v2/app/{apptoken}/${clientPath(idcliente === null ? null : String(idcliente))}/fornecedor`),
    query: search,
    schema: SuppliersByLocationSchema,
    ctx,
  });
}

/** GET /v2/app/{apptoken}/fornecedor/areaatendimento?idfornecedor= */
export function getServiceArea(idfornecedor: string, ctx: ApiContext): Promise<ServiceArea> {
  return cachedPublic(
    `area:${idfornecedor}`,
    ctx,
    (publicCtx) =>
      upstreamRequest({
        path: appPath("/v2/app/{apptoken}/fornecedor/areaatendimento"),
        query: { idfornecedor },
        schema: ServiceAreaSchema,
        ctx: publicCtx,
      }),
    ServiceAreaSchema,
  );
}

/** GET /v2/configuracao/fornecedor/{id}/tema. Cached. */
export function getTheme(idfornecedor: string, ctx: ApiContext): Promise<Theme> {
  return cachedPublic(
    `theme:${idfornecedor}`,
    ctx,
    (publicCtx) =>
      upstreamRequest({
        path: `/v2/configuracao/fornecedor/${encodeURIComponent(idfornecedor)}/tema`,
        schema: ThemeSchema,
        ctx: publicCtx,
      }),
    ThemeSchema,
  );
}

/** GET /v2/app/config/fornecedor/{id}/rodape — the guests' footer, cached. */
export function getFooter(idfornecedor: string, ctx: ApiContext): Promise<Footer> {
  return cachedPublic(
    `footer:${idfornecedor}`,
    ctx,
    (publicCtx) =>
      upstreamRequest({
        path: `/v2/app/config/fornecedor/${encodeURIComponent(idfornecedor)}/rodape`,
        schema: FooterSchema,
        ctx: publicCtx,
      }),
    FooterSchema,
  );
}

/** Answers of a platform without an optional call (docs/upstream-api.md "Optional calls"). */
const ABSENT_CALL = [404, 405, 501];

/**
 * The storefront's texts as the cache keeps them: what the load keeps is staticTexts' own, so a value
 * from Redis counts when staticTexts leaves it as it is. Made once, not per request.
 */
const StoredStaticTextsSchema = z.record(z.unknown()).transform((translation) => staticTexts(translation));

/**
 * GET /v4/static-text/{id}: the supplier's wording of the storefront's texts (call 7), over the
 * storefront's own (staticTexts). Public, cached like the footer. Optional: a platform without it
 * (404, 405, 501) gets the storefront's own texts, cached the same way.
 */
export function getStaticTexts(idfornecedor: string, ctx: ApiContext): Promise<StaticTexts> {
  return cachedPublic(
    `static-texts:${idfornecedor}`,
    ctx,
    async (publicCtx) => {
      try {
        const answer = await upstreamRequest({
          path: `/v4/static-text/${encodeURIComponent(idfornecedor)}`,
          schema: StaticTextSchema,
          ctx: publicCtx,
          expectedStatuses: ABSENT_CALL,
        });
        return staticTexts(answer.translation);
      } catch (error) {
        if (error instanceof UpstreamError && error.failure === "status" && ABSENT_CALL.includes(error.status ?? 0))
          return staticTexts();
        throw error;
      }
    },
    StoredStaticTextsSchema,
  );
}

/** GET /v2/app/{apptoken}/listacategoriasprodutos/{id}?idsegmento=&device=desktop. Cached per segment. */
export function getCategories(idfornecedor: string, idsegmento: string | null, ctx: ApiContext): Promise<Category[]> {
  return cachedPublic(
    `categories:${idfornecedor}:${idsegmento ?? ""}`,
    ctx,
    (publicCtx) =>
      upstreamRequest({
        path: appPath(`/v2/app/{apptoken}/listacategoriasprodutos/${encodeURIComponent(idfornecedor)}`),
        query: { idsegmento, device: "desktop" },
        schema: CategoryListSchema,
        ctx: publicCtx,
      }),
    CategoryListSchema,
  );
}

/** GET /v2/app/{apptoken}/fornecedor/{id}/formas-pagamento?idcliente= — a guest's list is public and cached. */
export function getPaymentMethods(
  idfornecedor: string,
  idcliente: string | null,
  ctx: ApiContext,
): Promise<PaymentMethod[]> {
  const load = (requestCtx: ApiContext) =>
    upstreamRequest({
      path: appPath(`/v2/app/{apptoken}/fornecedor/${encodeURIComponent(idfornecedor)}/formas-pagamento`),
      query: { idcliente },
      schema: PaymentMethodListSchema,
      ctx: requestCtx,
    });
  return cachedForGuest(idcliente, `payment-methods:${idfornecedor}`, ctx, load, PaymentMethodListSchema);
}
