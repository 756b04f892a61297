import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { ProductSummarySchema } from "~/models/catalogue";
import {
  AvailabilityAlertListSchema,
  ComboSchema,
  ComboSummaryListSchema,
  LinkActionSchema,
  ProductSchema,
  ProductSectorListSchema,
  RecommendationSchema,
  StaticPageListSchema,
  StaticPageSchema,
  SuggestionListSchema,
} from "~/models/product";
import {
  APP_TOKEN_REFUSED,
  Acknowledgement,
  DeliveryTypeQuery,
  ClientOrGuest,
  FORBIDDEN,
  OptionalClientQuery,
  PaymentMethodQuery,
  ProductPage,
  SESSION_EXPIRED,
  SUPPLIER_NOT_FOUND,
  SearchFilterList,
  SupplierRef,
  describeInPlace,
  invalidBody,
  invalidQuery,
} from "../components";
import { AppToken, defineCall } from "../define-call";
import { AvailabilityAlertBodySchema, RecommendationFeedbackSchema } from "~/models/requests/shopper-signals";
import { AnalyticsLogSchema } from "~/models/requests/analytics-log";
import { describeCatches, describeCleanedTexts } from "../schema-metadata";
import {
  DEMO_LOGINS,
  PRODUCT_1003,
  PRODUCT_1016,
  PRODUCT_1017,
  PRODUCT_1019,
  PRODUCT_1020,
  PRODUCT_1063,
} from "../examples";

const TAG = "Catalogue";

/** A whole-number id in a path (products, categories, combos, campaign links: 1 to 15 digits). */
const wholeId = (description: string, example: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/)
    .openapi({ description, example });

const page = z.string().regex(/^\d+$/).optional().openapi({
  description:
    "Page number, from 1 (default 1). Below 1: 400; past the last: an empty `produtos` with the right `total`",
  example: "1",
});
const limit = z
  .string()
  .regex(/^\d+$/)
  .optional()
  .openapi({ description: "Page size, 1 to 100 (default 20); outside: 400", example: "20" });
const ordenacao = z.string().optional().openapi({
  description:
    "One of the supplier's `ordenacoes_produto` keys (call 1); another gets 400. Sent only when the shopper chose an order: without it, available products come first, then by relevance when there is text to search, otherwise by the supplier's first sort key",
  example: "preco_asc",
});
const tagsPesquisa = z.string().optional().openapi({
  description: "Comma list of `idtag` (call 19): only products carrying every tag given; malformed: 400",
  example: "5011,5034",
});

const idsegmento = z.string().optional().openapi({
  description:
    "An `idsegmento` of the supplier (call 1): only the products of that segment; another segment, or another supplier's, gives an empty page. The storefront sends the shopper's active segment (docs/rules/catalogue.md \"Segments\")",
  example: "bomsabor-mercearia",
});

const PRODUCT_PAGE_EXAMPLE = { produtos: [PRODUCT_1003], total: 2, pagina: 1, limite: 20 };

const COMBO_EXAMPLE = {
  idcombo: 701,
  nome: "Kit café do comércio",
  descricao: "Café tradicional, açúcar e copos para servir o cafezinho dos seus clientes.",
  imagem: "aurora/produtos/1016.svg",
  validade_fim: "2027-12-31",
  preco_original: 601.9,
  preco_combo: 569.9,
  itens: [
    { produto: PRODUCT_1016, quantidade: 2 },
    { produto: PRODUCT_1020, quantidade: 1 },
    { produto: PRODUCT_1063, quantidade: 1 },
  ],
};

const COMBO_LIST_EXAMPLE = [
  {
    idcombo: 701,
    nome: "Kit café do comércio",
    descricao: "Café tradicional, açúcar e copos para servir o cafezinho dos seus clientes.",
    imagem: "aurora/produtos/1016.svg",
    validade_fim: "2027-12-31",
    preco_original: 601.9,
    preco_combo: 569.9,
  },
  {
    idcombo: 702,
    nome: "Kit limpeza pesada",
    descricao: "Detergente, água sanitária, desinfetante e esponjas para a limpeza da semana.",
    imagem: "aurora/produtos/1044.svg",
    validade_fim: null,
    preco_original: 354.1,
    preco_combo: 329.9,
  },
];

// The bodies of call 24's feedback and call 25's two POSTs (app/models/requests/shopper-signals.ts: the storefront sends them, the reference server parses them), described here.
describeCleanedTexts(RecommendationFeedbackSchema);
const feedback = RecommendationFeedbackSchema.shape;
describeInPlace(feedback.acao, {
  description:
    "What the shopper did, a word of at most 100 characters (`CLIQUE`, `ADD_TO_CART`…); the storefront sends `CLIQUE`",
  example: "CLIQUE",
});
describeInPlace(feedback.visao, {
  description: "The view of the recommendation: `CART`, `PRODUCT` or `HOME` (a server accepts any case)",
  example: "CART",
});
describeInPlace(feedback.item_id, {
  description: "The product id, string or number",
  example: String(PRODUCT_1003.id),
});
describeInPlace(feedback.sessao_id, {
  description: "`sessao_id` of the recommendation answered",
  example: "0467e199-2cd4-40b3-9cdc-698592588fb5",
});
const RecommendationFeedback = describeInPlace(RecommendationFeedbackSchema, {}, "RecommendationFeedback");

// Call 89's body (app/models/requests/analytics-log.ts).
const ANALYTICS_LOG_EXAMPLE = {
  measurement_id: "G-4UR0R4D3M0",
  event: "purchase",
  currency: "BRL",
  transaction_id: "100231",
  value: 62.8,
  items: [{ item_id: String(PRODUCT_1003.id), item_name: "Feijão carioca tipo 1 1 kg", price: 7.85, quantity: 8 }],
} as const;
const AnalyticsLog = describeInPlace(
  AnalyticsLogSchema,
  {
    description:
      "A purchase as GA4 names it: the supplier's measurement id (`G-` and capitals or digits), `purchase`, `BRL`, the order number, its total and its lines at the prices the shopper saw",
  },
  "AnalyticsLog",
);

const alert = AvailabilityAlertBodySchema.shape;
const wholeOrDigits = "(a whole number, or its digits as a string)";
describeInPlace(alert.idcliente, {
  description: `The client the token acts for ${wholeOrDigits}`,
  example: String(DEMO_LOGINS.customer.idcliente),
});
describeInPlace(alert.idfornecedor, { description: "The token's supplier, GUID or slug", example: "aurora" });
describeInPlace(alert.idproduto, { description: `A product of that supplier ${wholeOrDigits}`, example: "1006" });
describeInPlace(alert.idcadastroextraproduto, { description: "Optional; the storefront sends null" });
const AvailabilityAlertBody = describeInPlace(AvailabilityAlertBodySchema, {}, "AvailabilityAlertBody");

/** Calls 14–25: products, search, filters, campaign links, combos, static pages, recommendations, alerts. */
export function registerCatalogueCalls(registry: OpenAPIRegistry): void {
  registerListingAndSearch(registry);
  registerProductCalls(registry);
  registerCombosAndPages(registry);
  registerShopperSignals(registry);
}

function registerListingAndSearch(registry: OpenAPIRegistry): void {
  const listing = {
    summary: "Product listing",
    description:
      "One page of a supplier's products: a category (with its subcategories, at any depth), a text search within the listing, or products with some search tags. Unavailable products are always listed, with `disponivel: false`. A priced call (`formapagamento`). The `/v1/…/listaprodutosf/…` path is the same call under another name; the storefront uses the `/v2/` one.",
    tag: TAG,
    session: "optional" as const,
    query: z.object({
      fornec: SupplierRef.openapi({
        description: "The supplier, GUID or slug. Required (400 without it); unknown: 404",
      }),
      categ: z
        .string()
        .regex(/^\d{1,15}$/)
        .optional()
        .openapi({
          description:
            "An `idcategoria`: only its products and its subcategories'. An unknown category, or another supplier's, gives an empty page; malformed: 400",
          example: "101",
        }),
      sk: z.string().optional().openapi({
        description:
          "Text matched against the name, brand and code (read as in call 15); text without a letter or digit is ignored",
        example: "feijao",
      }),
      tagsPesquisa,
      page,
      limit,
      ordenacao,
      formapagamento: PaymentMethodQuery,
      ignorepolicy: z.enum(["true", "false"]).optional().openapi({
        description: "`true` leaves out the commercial policies: `efeitospoliticas.descontoProgressivo` is null",
      }),
      canalVenda: z
        .string()
        .optional()
        .openapi({ description: "`WEB` from the storefront (accepted; a server may ignore it)", example: "WEB" }),
      tipoentrega: DeliveryTypeQuery,
      idsegmento,
      produtoprincipal: z.string().optional().openapi({ description: "Accepted and ignored" }),
    }),
    answers: {
      200: { description: "One page of products", schema: ProductPage, example: PRODUCT_PAGE_EXAMPLE },
      400: invalidQuery(
        "fornec",
        "Without `fornec`; a `page` below 1, a `limit` outside 1–100, a malformed `categ` or `tagsPesquisa`, an `ordenacao` the supplier does not offer (`Ordenação desconhecida: xyz.`), or an unknown `tipoentrega`",
      ),
      401: APP_TOKEN_REFUSED,
      404: { description: "Unknown supplier or customer", example: { mensagem: "Fornecedor não encontrado." } },
    },
  };
  defineCall(registry, {
    call: 14,
    method: "get",
    path: "/v2/app/{apptoken}/listaprodutos/{idcliente}",
    params: z.object({ apptoken: AppToken, idcliente: ClientOrGuest }),
    ...listing,
  });
  defineCall(registry, {
    call: 14,
    suffix: "v1",
    method: "get",
    path: "/v1/app/{apptoken}/listaprodutosf/{idcliente}",
    params: z.object({ apptoken: AppToken, idcliente: ClientOrGuest }),
    ...listing,
  });

  defineCall(registry, {
    call: 15,
    method: "get",
    path: "/v2/app/token/listaprodutos/full-text/pesquisar",
    summary: "Full-text search",
    description:
      "A supplier's products found by text, ranked by relevance. `token` is a fixed word. Every word is a prefix and every word must match, in the name, the brand or the code, ignoring case and accents; only letters and digits make words (no text causes an error); only the first 8 words and 40 characters of a word count; a word that starts no word of the catalogue is read as the closest one within 1 edit (2 from 8 letters, none under 4), and `correcao` then gives the text searched instead. Without `ordenacao`: available products first, then a name starting with the first word, then a name with a word starting with it, then the rest. A `query` without a letter or digit gives an empty page. A priced call (`formapagamento`).",
    tag: TAG,
    session: "optional",
    query: z.object({
      idfornecedor: SupplierRef.openapi({ description: "GUID or slug. Required (400 without it); unknown: 404" }),
      query: z.string().optional().openapi({ description: "The shopper's text", example: "bananna" }),
      idcliente: OptionalClientQuery,
      page,
      limit,
      ordenacao,
      tagsPesquisa,
      formapagamento: PaymentMethodQuery,
      tipoentrega: DeliveryTypeQuery,
      idsegmento,
    }),
    answers: {
      200: {
        description: "One page of products, with `correcao` when a word was mended",
        schema: ProductPage,
        example: {
          produtos: [
            {
              id: 3049,
              codigo: "CVD-0049",
              nome: "Banana prata orgânica",
              marca: "Sítio Raiz",
              unidade: "kg",
              preco: 9.9,
              preconf: null,
              precoatendente: null,
              precovendaatacado: null,
              minvendaatacado: null,
              multiploincremento: 1,
              usaAtacado: false,
              granularidade: 0.5,
              min_por_pedido: 1,
              maxporpedido: null,
              preco_embalagem: null,
              efeitospoliticas: { descontoProgressivo: null },
              imagem: "casaverde/produtos/3049.svg",
              disponivel: true,
              idsegmento: "casaverde-hortifruti",
            },
          ],
          total: 3,
          pagina: 1,
          limite: 1,
          correcao: "banana",
        },
      },
      400: invalidQuery("idfornecedor", "Without `idfornecedor`, or paging or `ordenacao` as in call 14"),
      404: { description: "Unknown supplier or customer", example: { mensagem: "Fornecedor não encontrado." } },
    },
  });

  defineCall(registry, {
    call: 16,
    method: "get",
    path: "/v4/produto/sugestoes/{idfornecedor}",
    summary: "Search suggestions",
    description:
      'At most 10 products whose name, brand or code starts with the words of `query` (read and ranked as in call 15), the most relevant first, each with its picture (optional), its price (optional, as a listing prices it for `formapagamento`) and its segment (`idsegmento`, optional, as in a listing). With `idsegmento`, only the products of that segment. A `query` shorter than 2 characters gives `[]`. Where the shopper may not see prices the storefront drops `preco` before anything reaches the browser; before the shopper answered "Sim" to the age check it drops the products of a segment with `requer_maioridade` (a suggestion without `idsegmento` is read as not adults-only).',
    tag: TAG,
    session: "optional",
    params: z.object({ idfornecedor: SupplierRef }),
    query: z.object({
      query: z.string().optional().openapi({ description: "The text typed so far", example: "banana" }),
      idcliente: OptionalClientQuery,
      formapagamento: PaymentMethodQuery,
      tipoentrega: DeliveryTypeQuery,
      idsegmento,
    }),
    answers: {
      200: {
        description: "The suggestions",
        schema: registry.register("SuggestionList", SuggestionListSchema),
        example: [
          {
            id: 3049,
            nome: "Banana prata orgânica",
            imagem: "casaverde/produtos/3049.svg",
            preco: 9.9,
            idsegmento: "casaverde-hortifruti",
          },
          {
            id: 3001,
            nome: "Banana prata",
            imagem: "casaverde/produtos/3001.svg",
            preco: 6.99,
            idsegmento: "casaverde-hortifruti",
          },
          {
            id: 3002,
            nome: "Banana nanica",
            imagem: "casaverde/produtos/3002.svg",
            preco: 5.49,
            idsegmento: "casaverde-hortifruti",
          },
        ],
      },
      404: { description: "Unknown supplier or customer", example: { mensagem: "Fornecedor não encontrado." } },
    },
  });
}

function registerProductCalls(registry: OpenAPIRegistry): void {
  defineCall(registry, {
    call: 17,
    method: "get",
    path: "/v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{id}",
    summary: "One product",
    description:
      "Everything a product page shows: the product's summary fields (`ProductSummary`) plus `descricao` (plain text), `imagens` (2 or 3 paths: the front, the label, and the opened pack when `multiploincremento` > 1), `idcombopromocional_cabecalho` (the active combo of call 22 the product is part of, or null), `categoria` and `similares` (up to 8 other available products of its category, best sellers first). A priced call. Any 4xx but 401, 408 and 429 makes the storefront answer its product page 404.",
    tag: TAG,
    session: "optional",
    params: z.object({ apptoken: AppToken, idfornecedor: SupplierRef, id: wholeId("The product id", "1016") }),
    query: z.object({
      idformapagamento: PaymentMethodQuery,
      disableSimilares: z
        .enum(["true", "false"])
        .optional()
        .openapi({ description: "`true` leaves `similares` empty; the storefront sends `false`", example: "false" }),
      idcliente: z.string().optional().openapi({
        description:
          "The customer viewing; unknown: 404. Lets `idcombopromocional_cabecalho` name a combo offered to that customer only",
        example: "501",
      }),
      canalVenda: z
        .string()
        .optional()
        .openapi({ description: "`WEB` from the storefront (accepted; a server may ignore it)", example: "WEB" }),
      tipoEntrega: DeliveryTypeQuery,
      quantidade: z
        .string()
        .optional()
        .openapi({ description: "`1` from the storefront (accepted; the cart applies quantity prices)", example: "1" }),
    }),
    answers: {
      200: {
        description: "The product",
        schema: registry.register("Product", ProductSchema),
        example: {
          ...PRODUCT_1016,
          descricao:
            "Cafés torrados e moídos e bebidas em pó para o dia a dia do comércio. Fardo com 10 unidades. Marca: Grão do Cerrado.",
          imagens: ["aurora/produtos/1016.svg", "aurora/produtos/1016-2.svg", "aurora/produtos/1016-3.svg"],
          idcombopromocional_cabecalho: 701,
          categoria: { idcategoria: 105, descricao: "Café, chás e achocolatados" },
          similares: [PRODUCT_1019],
        },
      },
      400: invalidQuery("tipoEntrega", "A `tipoEntrega` other than `DELIVERY` or `RETIRADA`"),
      401: APP_TOKEN_REFUSED,
      404: {
        description:
          "Unknown supplier or customer; an unknown product, an id that is not a number, another supplier's product, or one not offered for `tipoEntrega`",
        example: { mensagem: "Produto não encontrado." },
      },
    },
  });

  defineCall(registry, {
    call: 17,
    suffix: "setores",
    method: "get",
    path: "/v2/app/setores-produto/obter-setor/{idfornecedor}/{idproduto}",
    summary: "One product",
    description:
      'The store\'s sectors where the product is kept (spec: `setores-produto/obter-setor`), in order; an empty list when the store gives none. There is no `{apptoken}` in this path. The storefront shows their names on the product page ("Onde fica na loja: …"), reading tolerantly: a sector without a name is left out, and a failed call shows none.',
    tag: TAG,
    params: z.object({ idfornecedor: SupplierRef, idproduto: wholeId("The product id", "1090") }),
    answers: {
      200: {
        description: "The product's sectors; may be empty",
        // A row that does not read is left out (a catch): described as the row a server sends.
        schema: registry.register("ProductSectorList", describeCatches(ProductSectorListSchema)),
        example: [
          { idsetor: 1, nome: "Câmara fria" },
          { idsetor: 2, nome: "Retirada no balcão" },
        ],
      },
      404: {
        description: "Unknown supplier; an unknown product, or another supplier's",
        example: { mensagem: "Produto não encontrado." },
      },
    },
  });

  defineCall(registry, {
    call: 18,
    method: "get",
    path: "/v2/app/fornecedor/{idfornecedor}/produto-by-tags",
    summary: "Products by tags",
    description:
      "At most 50 products carrying every tag of `tagsPesquisa`, available ones first, then by the supplier's first sort key. There is no `{apptoken}` in this path. A priced call (`idformapagamento`). The storefront asks it for a campaign link of type `TAGS` (call 21).",
    tag: TAG,
    session: "optional",
    params: z.object({ idfornecedor: SupplierRef }),
    query: z.object({
      tagsPesquisa: z
        .string()
        .openapi({ description: "Comma list of `idtag` (call 19). Required: 400 without a tag", example: "5011" }),
      idformapagamento: PaymentMethodQuery,
      tipoentrega: DeliveryTypeQuery,
      idcadastroextraproduto: z.string().optional().openapi({ description: "Accepted; a server may ignore it" }),
    }),
    answers: {
      200: {
        description: "The products; may be empty",
        schema: registry.register("ProductSummaryList", z.array(ProductSummarySchema)),
        example: [PRODUCT_1020, PRODUCT_1017, PRODUCT_1016],
      },
      400: invalidQuery("tagsPesquisa", "No tag, or a malformed list"),
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 19,
    method: "get",
    path: "/v4/tag-pesquisa/{idfornecedor}/lista",
    summary: "Search filters",
    description:
      "The filters of a listing (`idcategoria`, with its subcategories), of a search (`query`, read as in call 15), or of the whole catalogue when neither is given. Each tag's `quantidade` is the number of those products carrying it, so listing with `tagsPesquisa={idtag}` (call 14) gives that many products. Tags none of them carry are left out, and so is a group left with no tag.",
    tag: TAG,
    session: "optional",
    params: z.object({ idfornecedor: SupplierRef }),
    query: z.object({
      idcategoria: z
        .string()
        .regex(/^\d{1,15}$/)
        .optional()
        .openapi({ description: "A category: its products and its subcategories'; malformed: 400", example: "101" }),
      query: z.string().optional().openapi({ description: "A search text", example: "feijao" }),
      idcliente: OptionalClientQuery,
      tipoentrega: DeliveryTypeQuery,
    }),
    answers: {
      200: {
        description: "The filter groups",
        schema: SearchFilterList,
        example: [
          { grupo: "Marca", tags: [{ idtag: 5124, descricao: "Sítio Bom", quantidade: 2 }] },
          { grupo: "Embalagem", tags: [{ idtag: 5034, descricao: "Fardo", quantidade: 2 }] },
          { grupo: "Características", tags: [{ idtag: 5001, descricao: "Sem glúten", quantidade: 2 }] },
        ],
      },
      400: invalidQuery("idcategoria", "A malformed `idcategoria`"),
      404: { description: "Unknown supplier or customer", example: { mensagem: "Cliente não encontrado." } },
    },
  });

  defineCall(registry, {
    call: 20,
    method: "get",
    path: "/v4/tag-pesquisa/{idfornecedor}/filtros-produto/{idproduto}",
    summary: "A product's filters",
    description:
      "The tags the product carries, grouped as in call 19, with `quantidade: null`. The storefront shows them as the product's characteristics.",
    tag: TAG,
    params: z.object({ idfornecedor: SupplierRef, idproduto: wholeId("The product id", "1016") }),
    answers: {
      200: {
        description: "The product's tags",
        schema: SearchFilterList,
        example: [
          { grupo: "Marca", tags: [{ idtag: 5113, descricao: "Grão do Cerrado", quantidade: null }] },
          { grupo: "Embalagem", tags: [{ idtag: 5034, descricao: "Fardo", quantidade: null }] },
          { grupo: "Campanhas", tags: [{ idtag: 5011, descricao: "Semana do café", quantidade: null }] },
        ],
      },
      404: {
        description: "Unknown supplier; an unknown product, or another supplier's",
        example: { mensagem: "Produto não encontrado." },
      },
    },
  });

  defineCall(registry, {
    call: 21,
    method: "get",
    path: "/v4/link-acao/{idfornecedor}/{idlink}",
    summary: "Campaign links",
    description:
      "Where a campaign link (a banner, a message) leads: `BUSCA` (search text: the search, call 15), `CATEGORIA` (an `idcategoria`: its listing, call 14), `PRODUTO` (a product id: call 17), `TAGS` (a comma list of `idtag`: call 18), `COMBO` (an `idcombo`: call 22). Any 4xx but 401, 408 and 429 makes the storefront answer the link's address 404.",
    tag: TAG,
    session: "optional",
    params: z.object({ idfornecedor: SupplierRef, idlink: wholeId("The campaign link id", "801") }),
    answers: {
      200: {
        description: "The link's destination",
        schema: registry.register("LinkAction", LinkActionSchema),
        example: { tipo: "TAGS", valor: "5011" },
      },
      404: {
        description: "Unknown supplier; an unknown link, or another supplier's",
        example: { mensagem: "Link não encontrado." },
      },
    },
  });
}

function registerCombosAndPages(registry: OpenAPIRegistry): void {
  defineCall(registry, {
    call: 22,
    method: "get",
    path: "/v4/promotional-combo/{idcombo}/",
    summary: "Promotional combos",
    description:
      "A combo: products sold together for less than their sum. `preco_original` is Σ `produto.preco` × `quantidade`; `preco_combo`, lower, is the price of the whole combo. `quantidade` may be a fraction for products sold by the kilo. `imagem` is the first item's image; `validade_fim` the combo's last day (ISO date) or null. Active while `validade_fim` is null or today or later (server date). A priced call (`idformapagamento`).",
    tag: TAG,
    session: "optional",
    params: z.object({ idcombo: wholeId("The combo id", "701") }),
    query: z.object({
      idformapagamento: PaymentMethodQuery,
      idcliente: z.string().optional().openapi({
        description: "The customer viewing: needed for a combo offered to that customer only; unknown: 404",
        example: "501",
      }),
      tipoEntrega: DeliveryTypeQuery,
    }),
    answers: {
      200: { description: "An active combo", schema: registry.register("Combo", ComboSchema), example: COMBO_EXAMPLE },
      400: invalidQuery("tipoEntrega", "A `tipoEntrega` other than `DELIVERY` or `RETIRADA`"),
      404: {
        description:
          "The combo ended (`Combo expirado`); an unknown combo, one offered only to another customer, or one with an item not offered for `tipoEntrega` (`Combo não encontrado.`); an unknown `idcliente` (`Cliente não encontrado.`)",
        example: { mensagem: "Combo expirado" },
      },
    },
  });

  const ComboSummaries = registry.register("ComboSummaryList", ComboSummaryListSchema);
  defineCall(registry, {
    call: 22,
    suffix: "all",
    method: "get",
    path: "/v4/promotional-combo-all/{idfornecedor}",
    summary: "Promotional combos",
    description:
      "The supplier's active combos offered to everyone: combos as in the call for one, without `itens`. A priced call (`idformapagamento`, as the call for one: list and combo page show the same price); a server that ignores it answers list prices. With `tipoEntrega`, only the combos offered for that type (every item offered for it, as the call for one decides). The storefront asks it for a guest's combos page, and (kept a while) to decide whether the menu links that page.",
    tag: TAG,
    params: z.object({ idfornecedor: SupplierRef }),
    query: z.object({ idformapagamento: PaymentMethodQuery, tipoEntrega: DeliveryTypeQuery }),
    answers: {
      200: { description: "The combos; may be empty", schema: ComboSummaries, example: COMBO_LIST_EXAMPLE },
      400: invalidQuery("tipoEntrega", "A `tipoEntrega` other than `DELIVERY` or `RETIRADA`"),
      404: SUPPLIER_NOT_FOUND,
    },
  });
  defineCall(registry, {
    call: 22,
    suffix: "client",
    method: "get",
    path: "/v4/promotional-combo-client/{idfornecedor}/{idcliente}",
    summary: "Promotional combos",
    description:
      "The same as the list for everyone, plus the active combos offered to that customer only (`anonimo` gives the general ones). A priced call (`idformapagamento`). The storefront asks it for a signed-in viewer's combos page and home: the customer, the client a representative acts for, a company's client.",
    tag: TAG,
    params: z.object({ idfornecedor: SupplierRef, idcliente: ClientOrGuest }),
    query: z.object({ idformapagamento: PaymentMethodQuery, tipoEntrega: DeliveryTypeQuery }),
    answers: {
      200: { description: "The combos; may be empty", schema: ComboSummaries, example: COMBO_LIST_EXAMPLE },
      400: invalidQuery("tipoEntrega", "A `tipoEntrega` other than `DELIVERY` or `RETIRADA`"),
      404: { description: "Unknown supplier or customer", example: { mensagem: "Cliente não encontrado." } },
    },
  });

  defineCall(registry, {
    call: 23,
    suffix: "list",
    method: "get",
    path: "/v4/pagina-estatica/{idfornecedor}/listar",
    summary: "Static pages",
    description:
      "The supplier's static pages (institutional and help texts) in display order. `tags` says where each belongs (`WEB`, `APP` or both); the storefront lists only `WEB` pages. `em_revisao` (optional, default false) is true for a page being rewritten, whose own call answers 422 now: the storefront links it from nowhere (footer, `sitemap.xml`).",
    tag: TAG,
    params: z.object({ idfornecedor: SupplierRef }),
    query: z.object({ idcliente: OptionalClientQuery }),
    answers: {
      200: {
        description: "The pages",
        schema: registry.register("StaticPageList", StaticPageListSchema),
        example: [
          { slug: "sobre", titulo: "Sobre a Aurora", tags: ["WEB", "APP"] },
          { slug: "como-comprar", titulo: "Como comprar", tags: ["WEB"] },
          { slug: "politica-de-privacidade", titulo: "Política de privacidade", tags: ["WEB"] },
          { slug: "aplicativo", titulo: "Novidades do aplicativo", tags: ["APP"] },
          { slug: "em-revisao", titulo: "Programa de fidelidade", tags: ["WEB"], em_revisao: true },
        ],
      },
      404: { description: "Unknown supplier or customer", example: { mensagem: "Cliente não encontrado." } },
    },
  });
  defineCall(registry, {
    call: 23,
    suffix: "page",
    method: "get",
    path: "/v4/pagina-estatica/{idfornecedor}/slug/{slug}",
    summary: "Static pages",
    description:
      'One page. `conteudo` is HTML (headings, paragraphs, lists, links, images, tables), sanitized by the storefront before it is shown; docs/upstream-api.md §23 lists the link and image forms a page may hold and how each is shown. A page being rewritten answers 422: the storefront then answers its address 503 with "Não foi possível exibir está página!".',
    tag: TAG,
    session: "optional",
    params: z.object({
      idfornecedor: SupplierRef,
      slug: z.string().openapi({ description: "The page's slug (call 23's list)", example: "como-comprar" }),
    }),
    answers: {
      200: {
        description: "The page",
        schema: registry.register("StaticPage", StaticPageSchema),
        example: {
          slug: "como-comprar",
          titulo: "Como comprar",
          tags: ["WEB"],
          em_revisao: false,
          conteudo:
            '<h2>Como comprar na Aurora</h2>\n<ol>\n  <li>Cadastre o seu CNPJ ou CPF e aguarde a aprovação do cadastro (até 1 dia útil).</li>\n  <li>Monte o pedido: os preços de atacado aparecem a partir das quantidades indicadas em cada produto.</li>\n  <li>Escolha a forma de pagamento: no PIX o preço já sai 3% menor.</li>\n</ol>\n<p>O pedido mínimo é de <strong>R$ 300,00</strong>. Dúvidas? Veja os\n<a href="/paginas/prazos-de-entrega">prazos de entrega</a>.</p>',
        },
      },
      404: { description: "Unknown supplier or slug", example: { mensagem: "Página não encontrada." } },
      422: { description: "A page being rewritten", example: { mensagem: "Conteúdo em revisão" } },
    },
  });
}

function registerShopperSignals(registry: OpenAPIRegistry): void {
  defineCall(registry, {
    call: 24,
    method: "get",
    path: "/v4/sugestao/produtos/{idfornecedor}/{idcliente}",
    summary: "Recommendations",
    description:
      "Products recommended for a view. The storefront asks only when the supplier has the tag `enable-recommendation-system`; a supplier without it answers `sucesso: false` and no product. `sessao_id` is a new UUID on every call; `produtos` holds up to 8 available products. A priced call (`idformapagamento`).",
    tag: TAG,
    session: "optional",
    params: z.object({ idfornecedor: SupplierRef, idcliente: ClientOrGuest }),
    query: z.object({
      idformapagamento: PaymentMethodQuery,
      visao: z.enum(["CART", "PRODUCT", "HOME"]).optional().openapi({
        description: "`CART` (default), `PRODUCT` or `HOME` (a server accepts any case); another value: 400",
        example: "CART",
      }),
      tipoentrega: DeliveryTypeQuery,
    }),
    answers: {
      200: {
        description: "The recommendation",
        schema: registry.register("Recommendation", RecommendationSchema),
        example: { sucesso: true, sessao_id: "0467e199-2cd4-40b3-9cdc-698592588fb5", produtos: [PRODUCT_1003] },
      },
      400: invalidQuery("visao", "An unknown `visao`"),
      404: { description: "Unknown supplier or customer", example: { mensagem: "Cliente não encontrado." } },
    },
  });
  defineCall(registry, {
    call: 24,
    suffix: "feedback",
    method: "post",
    path: "/v4/sugestao/feedback",
    summary: "Recommendations",
    description:
      "What the shopper did with a recommendation: the storefront sends `CLIQUE` when a recommended product is followed.",
    tag: TAG,
    session: "optional",
    body: {
      schema: RecommendationFeedback,
      example: {
        acao: "CLIQUE",
        visao: "CART",
        item_id: String(PRODUCT_1003.id),
        sessao_id: "0467e199-2cd4-40b3-9cdc-698592588fb5",
      },
    },
    answers: {
      200: {
        description: "Recorded",
        schema: Acknowledgement,
        example: { sucesso: true, mensagem: "Obrigado pelo retorno." },
      },
      400: invalidBody("sessao_id", "A body that is not JSON, or misses or breaks a field"),
    },
  });

  defineCall(registry, {
    call: 89,
    method: "post",
    path: "/v4/log/google-analytics/{idfornecedor}",
    summary: "Analytics log",
    description:
      "A purchase logged for the supplier's analytics, by the storefront's server once per order, where the supplier has the tag `enable-google-analytics-ga4-version-tag-events` and a GA4 key and the shopper chose performance cookies. The storefront never waits on it: a failure does not affect the order.",
    tag: TAG,
    session: "optional",
    optional: true,
    params: z.object({ idfornecedor: SupplierRef }),
    body: { schema: AnalyticsLog, example: ANALYTICS_LOG_EXAMPLE },
    answers: {
      200: {
        description: "Logged",
        schema: Acknowledgement,
        example: { sucesso: true, mensagem: "Evento registrado." },
      },
      400: invalidBody("measurement_id", "A body that is not JSON, or misses or breaks a field"),
      404: { description: "Unknown supplier", example: { mensagem: "Fornecedor não encontrado." } },
    },
  });

  const alert = {
    tag: TAG,
    session: "required" as const,
    body: {
      schema: AvailabilityAlertBody,
      example: {
        idcliente: String(DEMO_LOGINS.customer.idcliente),
        idfornecedor: "aurora",
        idproduto: "1006",
        idcadastroextraproduto: null,
      },
    },
    description:
      "Idempotent: asking twice keeps one alert, and removing an alert that does not exist is fine. `idcliente` must be the client the token acts for, and `idfornecedor` the token's supplier.",
  };
  const alertErrors = {
    400: invalidBody("idproduto", "A malformed body"),
    401: SESSION_EXPIRED,
    403: FORBIDDEN,
    404: {
      description: "Unknown supplier or product, or a product of another supplier",
      example: { mensagem: "Produto não encontrado." },
    },
  };
  defineCall(registry, {
    call: 25,
    suffix: "add",
    method: "post",
    path: "/v4/notificacao/alerta-disponibilidade",
    summary: "Availability alerts",
    ...alert,
    description: `Tell the customer when the product is available again. ${alert.description}`,
    answers: {
      200: {
        description: "Asked",
        schema: Acknowledgement,
        example: { sucesso: true, mensagem: "Avisaremos quando o produto estiver disponível." },
      },
      ...alertErrors,
    },
  });
  defineCall(registry, {
    call: 25,
    suffix: "remove",
    method: "post",
    path: "/v4/notificacao/alerta-disponibilidade/remove",
    summary: "Availability alerts",
    ...alert,
    description: `Withdraw that request. ${alert.description}`,
    answers: {
      200: {
        description: "Withdrawn",
        schema: Acknowledgement,
        example: { sucesso: true, mensagem: "Aviso de disponibilidade cancelado." },
      },
      ...alertErrors,
    },
  });
  defineCall(registry, {
    call: 25,
    suffix: "list",
    method: "get",
    path: "/v4/notificacao/alerta-disponibilidade/{idfornecedor}/{idcliente}",
    summary: "Availability alerts",
    description:
      'The ids of the supplier\'s products for which the customer has an alert, so a product page can show "Avise-me" as already asked. The reference server\'s own call, optional: a server without it answers 404, 405 or 501, and the storefront then shows "Avise-me" as not asked yet (remembered for an hour). The storefront asks it on a logged-in customer\'s product page, never for a guest.',
    tag: TAG,
    session: "required",
    optional: true,
    referenceServerOnly: true,
    params: z.object({
      idfornecedor: SupplierRef,
      idcliente: z.string().openapi({
        description: "The client the token acts for (`anonimo`, like any other client: 403)",
        example: "501",
      }),
    }),
    answers: {
      200: {
        description: "The products awaited",
        schema: registry.register("AvailabilityAlertList", AvailabilityAlertListSchema),
        example: { produtos: ["1006", "1039"] },
      },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: {
        description: "Unknown supplier; or a server without the call (404, 405 or 501)",
        example: { mensagem: "Fornecedor não encontrado." },
      },
    },
  });
}
