import { z } from "zod";
import { CarouselListSchema, ProductSummarySchema, type Carousel, type ProductSummary } from "~/models/catalogue";
import type { Device } from "~/models/device";
import { PAGE_SIZE } from "~/models/listing-query";
import type { SearchSuggestion } from "~/models/search-text";
import { keptPricedFor, pricedFor, type Priceless } from "~/models/price-visibility";
import {
  AcknowledgementSchema,
  ComboSchema,
  LinkActionSchema,
  ProductPageSchema,
  ProductSchema,
  ProductSectorListSchema,
  RecommendationSchema,
  SearchFilterListSchema,
  StaticPageListSchema,
  StaticPageSchema,
  SuggestionListSchema,
  type Combo,
  type LinkAction,
  type Product,
  type ProductPage,
  type ProductSector,
  type Recommendation,
  type SearchFilterGroup,
  type StaticPage,
  type StaticPageSummary,
} from "~/models/product";
import { appPath, upstreamRequest, type ApiContext, type Query } from "./client.server";
import { nullWhenNotFound, nullWhenRefused } from "./errors";
import { cachedForGuest, cachedPublic, GUEST_CATALOGUE, type PublicStore } from "./public-cache.server";
import type { KeptShape } from "../shared-cache.server";
import type { DeliveryType } from "~/models/delivery/delivery-option";
import type { RecommendationFeedback as RecommendationFeedbackBody } from "~/models/requests/shopper-signals";

/**
 * The calls of catalogue pages, for a viewer who may or may not see prices (docs/rules/catalogue.md "Price visibility"): what they
 * answer holds prices only where `showPrices` (canSeePrices) allows, so no page can hand hidden
 * prices to a browser in its data.
 */
export type CatalogueContext = ApiContext & {
  showPrices: boolean;
  /**
   * The viewer's delivery type, sent with every call that lists or prices products (docs/rules/delivery.md
   * "Delivery type"): what is offered and its price follow it. Null sends none (the
   * upstream's default, delivery): the sitemap, as a crawler sees the store.
   */
  tipoEntrega: DeliveryType | null;
  /**
   * The active segment (docs/rules/catalogue.md "Segments"), sent with the listing and the search
   * (`idsegmento`, docs/upstream-api.md §14, §15) and part of every kept answer's key; null or
   * absent: the whole catalogue.
   */
  idsegmento?: string | null;
};

/** An answer as the viewer of `ctx` may receive it: whole, or without any price field. */
export type Shown<T> = T | Priceless<T>;

/** An answer as this viewer may receive it (keptPricedFor: a priceless copy made once per answer, shared while the cache keeps it). */
async function shown<T>(answer: Promise<T>, ctx: CatalogueContext): Promise<Shown<T>> {
  return keptPricedFor(await answer, ctx.showPrices);
}

/**
 * A catalogue answer kept a while for guests (cachedForGuest) under its key and the viewer's
 * delivery type: a pickup guest never gets what was kept for delivery, nor the reverse (ADR 0034).
 */
function cachedForViewer<T>(
  idcliente: string | null,
  key: string,
  ctx: CatalogueContext,
  load: (requestCtx: ApiContext) => Promise<T>,
  shape: KeptShape<T>,
  store?: PublicStore,
): Promise<T> {
  const scope = `|tipoentrega:${ctx.tipoEntrega ?? ""}|segmento:${ctx.idsegmento ?? ""}`;
  return cachedForGuest(idcliente, `${key}${scope}`, ctx, load, shape, store);
}

export type CarouselQuery = {
  idfornecedor: string;
  idcliente: string | null;
  page?: string;
  device: Device;
  idformapagamento?: string | null;
  /** Only that carousel (its own page, `/{s}/vitrine/{idcarrossel}`). */
  idcarrossel?: string | null;
};

/** `{clientpath}` of docs/rules/storefront.md "Upstream calls": `cliente/{idcliente}`, or `cliente/anonimo` for guests (docs/upstream-api.md). */
export function clientPath(idcliente: string | null): string {
  return `cliente/${idcliente ? encodeURIComponent(idcliente) : "anonimo"}`;
}

/**
 * GET /v2/app/{apptoken}/{clientpath}/customizacao/carrossel/list-for-page/{idfornecedor}.
 * Guests' carousels are public and cached; a customer's carry their own prices and are not.
 */
export function getCarousels(query: CarouselQuery, ctx: CatalogueContext): Promise<Shown<Carousel[]>> {
  const { idfornecedor, idcliente, page = "page:home", device, idformapagamento, idcarrossel } = query;
  const tipoentrega = ctx.tipoEntrega;
  const load = (requestCtx: ApiContext) =>
    upstreamRequest({
      path: appPath(
        `/v2/app/{apptoken}/${clientPath(idcliente)}/customizacao/carrossel/list-for-page/${encodeURIComponent(idfornecedor)}`,
      ),
      query: { page, device, idformapagamento, tipoentrega, loadProdutos: true, idcarrossel },
      schema: CarouselListSchema,
      ctx: requestCtx,
    });
  return shown(
    cachedForViewer(
      idcliente,
      `carousels:${idfornecedor}:${page}:${device}:${idformapagamento ?? ""}:${idcarrossel ?? ""}`,
      ctx,
      load,
      CarouselListSchema,
    ),
    ctx,
  );
}

export type ProductListQuery = {
  idfornecedor: string;
  idcliente: string | null;
  idcategoria?: string;
  page: number;
  /** Page size: 20 for shoppers (docs/rules/catalogue.md "Listings"); the sitemap reads 100 at a time. */
  limit?: number;
  sort: string | null;
  tags: string[];
  idformapagamento?: string | null;
};

function clientSegment(idcliente: string | null): string {
  return idcliente ? encodeURIComponent(idcliente) : "anonimo";
}

/** A page of products: kept a while for guests under its query, with only what this viewer may see. */
function productPage(
  key: string,
  request: { path: string; query: Query },
  idcliente: string | null,
  ctx: CatalogueContext,
): Promise<Shown<ProductPage>> {
  const answer = cachedForViewer(
    idcliente,
    key,
    ctx,
    (requestCtx) =>
      upstreamRequest({
        ...request,
        query: { ...request.query, tipoentrega: ctx.tipoEntrega, idsegmento: ctx.idsegmento ?? undefined },
        schema: ProductPageSchema,
        ctx: requestCtx,
      }),
    ProductPageSchema,
    GUEST_CATALOGUE,
  );
  return shown(answer, ctx);
}

/** GET /v2/app/{apptoken}/listaprodutos/{idcliente|anonimo}: a category's products, 20 a page. */
export function listProducts(query: ProductListQuery, ctx: CatalogueContext): Promise<Shown<ProductPage>> {
  const path = appPath(`/v2/app/{apptoken}/listaprodutos/${clientSegment(query.idcliente)}`);
  return productPage(
    `list:${JSON.stringify(query)}`,
    {
      path,
      query: {
        fornec: query.idfornecedor,
        categ: query.idcategoria,
        page: query.page,
        limit: query.limit ?? PAGE_SIZE,
        ordenacao: query.sort,
        canalVenda: "WEB",
        formapagamento: query.idformapagamento,
        tagsPesquisa: query.tags.join(",") || undefined,
      },
    },
    query.idcliente,
    ctx,
  );
}

/** GET /v2/app/token/listaprodutos/full-text/pesquisar: full-text search over the catalogue. */
export function searchProducts(
  query: ProductListQuery & { text: string },
  ctx: CatalogueContext,
): Promise<Shown<ProductPage>> {
  return productPage(
    `search:${JSON.stringify(query)}`,
    {
      path: "/v2/app/token/listaprodutos/full-text/pesquisar",
      query: {
        idfornecedor: query.idfornecedor,
        query: query.text,
        idcliente: query.idcliente,
        page: query.page,
        limit: PAGE_SIZE,
        ordenacao: query.sort,
        formapagamento: query.idformapagamento,
        tagsPesquisa: query.tags.join(",") || undefined,
      },
    },
    query.idcliente,
    ctx,
  );
}

/**
 * GET /v4/produto/sugestoes/{idfornecedor}?query=&formapagamento=&idsegmento= — at most 10 (docs/rules/catalogue.md "Search"), each an id,
 * a name, its picture, its price and its segment; the price only where the viewer may see prices (docs/rules/catalogue.md "Price visibility").
 */
export async function getSuggestions(
  idfornecedor: string,
  text: string,
  idcliente: string | null,
  idformapagamento: string | null,
  ctx: CatalogueContext,
) {
  const suggestions = await upstreamRequest({
    path: `/v4/produto/sugestoes/${encodeURIComponent(idfornecedor)}`,
    query: {
      query: text,
      idcliente,
      formapagamento: idformapagamento,
      tipoentrega: ctx.tipoEntrega,
      idsegmento: ctx.idsegmento ?? undefined,
    },
    schema: SuggestionListSchema,
    ctx,
  });
  // Where prices are hidden the suggestion carries no price field at all (docs/rules/catalogue.md "Price visibility": removed from the data).
  return suggestions
    .slice(0, 10)
    .map(({ id, nome, imagem, preco, idsegmento }): SearchSuggestion & { idsegmento: string | null } =>
      ctx.showPrices ? { id, nome, imagem, preco, idsegmento } : { id, nome, imagem, idsegmento },
    );
}

/**
 * GET /v4/tag-pesquisa/{idfornecedor}/lista: the filters of a category or a search, with counts of
 * the products offered for the viewer's delivery type (as the listing beside them).
 */
export function getSearchFilters(
  idfornecedor: string,
  scope: { idcategoria?: string; text?: string; idcliente: string | null },
  ctx: CatalogueContext,
): Promise<SearchFilterGroup[]> {
  const key = `filters:${idfornecedor}:${JSON.stringify(scope)}`;
  return cachedForViewer(
    scope.idcliente,
    key,
    ctx,
    (requestCtx) =>
      upstreamRequest({
        path: `/v4/tag-pesquisa/${encodeURIComponent(idfornecedor)}/lista`,
        query: {
          idcategoria: scope.idcategoria,
          idcliente: scope.idcliente,
          query: scope.text,
          tipoentrega: ctx.tipoEntrega,
        },
        schema: SearchFilterListSchema,
        ctx: requestCtx,
      }),
    SearchFilterListSchema,
    GUEST_CATALOGUE,
  );
}

export type ProductQuery = {
  idfornecedor: string;
  id: string;
  idcliente: string | null;
  idformapagamento?: string | null;
};

/** A product as the cache keeps it: none (null) is kept too. Made once, not per request. */
const StoredProductSchema = ProductSchema.nullable();

/** GET /v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{id}; null when there is no such product (any refusal, 4xx). */
export async function getProduct(query: ProductQuery, ctx: CatalogueContext): Promise<Shown<Product> | null> {
  const product = await cachedForViewer(
    query.idcliente,
    `product:${JSON.stringify(query)}`,
    ctx,
    (requestCtx) =>
      nullWhenRefused(
        upstreamRequest({
          path: appPath(
            `/v2/app/{apptoken}/fornecedor/${encodeURIComponent(query.idfornecedor)}/produto/${encodeURIComponent(query.id)}`,
          ),
          query: {
            idformapagamento: query.idformapagamento,
            disableSimilares: false,
            canalVenda: "WEB",
            tipoEntrega: ctx.tipoEntrega,
            quantidade: 1,
            idcliente: query.idcliente,
          },
          schema: ProductSchema,
          ctx: requestCtx,
        }),
      ),
    StoredProductSchema,
    GUEST_CATALOGUE,
  );
  return product && keptPricedFor(product, ctx.showPrices);
}

/** GET /v4/tag-pesquisa/{idfornecedor}/filtros-produto/{idproduto}: the product's characteristics. */
export function getProductFilters(
  idfornecedor: string,
  idproduto: string,
  ctx: ApiContext,
): Promise<SearchFilterGroup[]> {
  return cachedPublic(
    `product-filters:${idfornecedor}:${idproduto}`,
    ctx,
    (publicCtx) =>
      upstreamRequest({
        path: `/v4/tag-pesquisa/${encodeURIComponent(idfornecedor)}/filtros-produto/${encodeURIComponent(idproduto)}`,
        schema: SearchFilterListSchema,
        ctx: publicCtx,
      }),
    SearchFilterListSchema,
    GUEST_CATALOGUE,
  );
}

/**
 * GET /v2/app/setores-produto/obter-setor/{idfornecedor}/{idproduto}: the store's sectors where the
 * product is kept, the same for everyone (public, cached).
 */
export function getProductSectors(idfornecedor: string, idproduto: string, ctx: ApiContext): Promise<ProductSector[]> {
  return cachedPublic(
    `product-sectors:${idfornecedor}:${idproduto}`,
    ctx,
    (publicCtx) =>
      upstreamRequest({
        path: `/v2/app/setores-produto/obter-setor/${encodeURIComponent(idfornecedor)}/${encodeURIComponent(idproduto)}`,
        schema: ProductSectorListSchema,
        ctx: publicCtx,
      }),
    ProductSectorListSchema,
    GUEST_CATALOGUE,
  );
}

export type RecommendationView = "CART" | "PRODUCT" | "HOME";

/**
 * GET /v4/sugestao/produtos/{idfornecedor}/{idcliente|anonimo}?visao= (default CART). Callers ask
 * only when the supplier has tag enable-recommendation-system (docs/rules/catalogue.md "Recommendations").
 */
export function getRecommendations(
  query: {
    idfornecedor: string;
    idcliente: string | null;
    visao?: RecommendationView;
    idformapagamento?: string | null;
  },
  ctx: CatalogueContext,
): Promise<Shown<Recommendation>> {
  const answer = upstreamRequest({
    path: `/v4/sugestao/produtos/${encodeURIComponent(query.idfornecedor)}/${clientSegment(query.idcliente)}`,
    query: { idformapagamento: query.idformapagamento, visao: query.visao ?? "CART", tipoentrega: ctx.tipoEntrega },
    schema: RecommendationSchema,
    ctx,
  });
  return shown(answer, ctx);
}

/** A supplier's static pages: those to link to, and the slugs of those under review (to link to from nowhere). */
export type StaticPageDirectory = { listed: StaticPageSummary[]; underReview: string[] };

/** A static page to link to: tagged WEB, not under review. */
const linked = (page: StaticPageSummary) => page.tags.includes("WEB") && !page.em_revisao;

/** What getStaticPageDirectory keeps (a copy read from Redis lists only pages to link to, as its load does). */
const STATIC_PAGE_DIRECTORY: KeptShape<StaticPageDirectory> = z.object({
  listed: StaticPageListSchema.refine((pages) => pages.every(linked)),
  underReview: z.array(z.string()),
});

/**
 * GET /v4/pagina-estatica/{f}/listar: only pages tagged WEB are listed (docs/rules/catalogue.md "Static pages"), and none under
 * review (`em_revisao`: its page answers 422 now). Cached: public.
 */
export function getStaticPageDirectory(idfornecedor: string, ctx: ApiContext): Promise<StaticPageDirectory> {
  return cachedPublic(
    `static-pages:${idfornecedor}`,
    ctx,
    async (publicCtx) => {
      const pages = await upstreamRequest({
        path: `/v4/pagina-estatica/${encodeURIComponent(idfornecedor)}/listar`,
        schema: StaticPageListSchema,
        ctx: publicCtx,
      });
      return {
        listed: pages.filter(linked),
        underReview: pages.filter((page) => page.em_revisao).map((page) => page.slug),
      };
    },
    STATIC_PAGE_DIRECTORY,
  );
}

/** The static pages to link to (footer, sitemap): WEB, not under review. */
export async function listStaticPages(idfornecedor: string, ctx: ApiContext): Promise<StaticPageSummary[]> {
  return (await getStaticPageDirectory(idfornecedor, ctx)).listed;
}

/** GET /v4/pagina-estatica/{f}/slug/{slug}; null when there is no such page. */
export function getStaticPage(idfornecedor: string, slug: string, ctx: ApiContext): Promise<StaticPage | null> {
  return nullWhenNotFound(
    upstreamRequest({
      path: `/v4/pagina-estatica/${encodeURIComponent(idfornecedor)}/slug/${encodeURIComponent(slug)}`,
      schema: StaticPageSchema,
      ctx,
    }),
  );
}

/** GET /v4/promotional-combo/{id}/; null when there is no such combo (or it expired, or any refusal, 4xx). */
export async function getCombo(
  query: { id: string; idcliente: string | null; idformapagamento?: string | null },
  ctx: CatalogueContext,
): Promise<Shown<Combo> | null> {
  const combo = await nullWhenRefused(
    upstreamRequest({
      path: `/v4/promotional-combo/${encodeURIComponent(query.id)}/`,
      query: { idformapagamento: query.idformapagamento, idcliente: query.idcliente, tipoEntrega: ctx.tipoEntrega },
      schema: ComboSchema,
      ctx,
    }),
  );
  return combo && pricedFor(combo, ctx.showPrices);
}

/** GET /v4/link-acao/{idfornecedor}/{idlink}: where a campaign link leads; null when unknown (any refusal, 4xx). */
export function getLinkAction(idfornecedor: string, idlink: string, ctx: ApiContext): Promise<LinkAction | null> {
  return nullWhenRefused(
    upstreamRequest({
      path: `/v4/link-acao/${encodeURIComponent(idfornecedor)}/${encodeURIComponent(idlink)}`,
      schema: LinkActionSchema,
      ctx,
    }),
  );
}

/** The products of a tag search. Made once, not per request. */
const ProductSummariesSchema = z.array(ProductSummarySchema);

/** GET /v2/app/fornecedor/{idfornecedor}/produto-by-tags?tagsPesquisa=&idformapagamento= (priced for the cart's method). */
export function getProductsByTags(
  idfornecedor: string,
  tags: string[],
  idformapagamento: string | null,
  ctx: CatalogueContext,
): Promise<Shown<ProductSummary[]>> {
  const answer = upstreamRequest({
    path: `/v2/app/fornecedor/${encodeURIComponent(idfornecedor)}/produto-by-tags`,
    query: { tagsPesquisa: tags.join(","), idformapagamento, tipoentrega: ctx.tipoEntrega },
    schema: ProductSummariesSchema,
    ctx,
  });
  return shown(answer, ctx);
}

export type RecommendationFeedback = { acao: "CLIQUE"; visao: RecommendationView; item_id: string; sessao_id: string };

/** POST /v4/sugestao/feedback: a shopper followed a recommendation. */
export function sendRecommendationFeedback(feedback: RecommendationFeedback, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: "/v4/sugestao/feedback",
    body: feedback satisfies RecommendationFeedbackBody,
    schema: AcknowledgementSchema,
    ctx,
  });
}
