import { z } from "zod";
import { ProductSummarySchema } from "./catalogue";

const id = z.union([z.string(), z.number()]).transform(String);
const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/**
 * GET /v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{id} — one product with everything
 * its page shows (docs/rules/catalogue.md "Product").
 */
export const ProductSchema = ProductSummarySchema.extend({
  descricao: nullableString,
  imagens: z.array(z.string()).default([]),
  idcombopromocional_cabecalho: id.nullish().transform((value) => value ?? null),
  categoria: z
    .object({ idcategoria: id, descricao: z.string() })
    .nullish()
    .transform((value) => value ?? null),
  similares: z.array(ProductSummarySchema).default([]),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * GET /v2/app/setores-produto/obter-setor/{idfornecedor}/{idproduto} (docs/upstream-api.md §71): the
 * store's sectors where the product is kept. Read tolerantly: a sector without a name is left out,
 * never the page's failure.
 */
const ProductSectorSchema = z.object({ idsetor: id, nome: z.string().trim().min(1).max(80) });
/** What a row that does not read becomes: a sector without a name, left out below. */
const UNREAD_SECTOR = { idsetor: "", nome: "" };
export const ProductSectorListSchema = z
  .array(ProductSectorSchema.catch(UNREAD_SECTOR))
  .transform((sectors) => sectors.filter((sector) => sector.nome !== ""));
export type ProductSector = z.infer<typeof ProductSectorSchema>;

/** GET /v2/app/{apptoken}/listaprodutos/{idcliente|anonimo} and the full-text search: one page of products. */
export const ProductPageSchema = z.object({
  produtos: z.array(ProductSummarySchema),
  total: z.number().int().nonnegative(),
  pagina: z.number().int().positive(),
  limite: z.number().int().positive(),
  /** Full-text search only (optional): the text searched instead of a mistyped one ("bananna" → "banana"), or null. */
  correcao: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

/** GET /v4/tag-pesquisa/{idfornecedor}/lista and …/filtros-produto/{idproduto}: search filters, grouped. */
export const SearchFilterGroupSchema = z.object({
  grupo: z.string(),
  tags: z.array(
    z.object({
      idtag: id,
      descricao: z.string(),
      quantidade: z
        .number()
        .int()
        .nonnegative()
        .nullish()
        .transform((v) => v ?? null),
    }),
  ),
});
export const SearchFilterListSchema = z.array(SearchFilterGroupSchema);
export type SearchFilterGroup = z.infer<typeof SearchFilterGroupSchema>;

/** GET /v4/produto/sugestoes/{idfornecedor}?query= — at most 10 suggestions (docs/rules/catalogue.md "Search"). */
export const SuggestionListSchema = z.array(
  z.object({
    id,
    nome: z.string(),
    /** Optional: the product's picture and its price as a listing gives it (for `formapagamento`). */
    imagem: nullableString,
    preco: z
      .number()
      .nullish()
      .transform((value) => value ?? null),
    /** Optional: the product's segment (call 1's `segmentos`), as in a listing; unknown is read as not adults-only. */
    idsegmento: nullableString,
  }),
);

/** GET /v4/link-acao/{idfornecedor}/{idlink}: where a campaign link leads. */
export const LinkActionSchema = z.object({
  tipo: z.enum(["BUSCA", "CATEGORIA", "PRODUTO", "TAGS", "COMBO"]),
  valor: z.string(),
});
export type LinkAction = z.infer<typeof LinkActionSchema>;

/** GET /v4/promotional-combo/{id}/: a promotional combo with its products and price. */
export const ComboSchema = z.object({
  idcombo: id,
  nome: z.string(),
  descricao: nullableString,
  imagem: nullableString,
  validade_fim: nullableString,
  preco_original: z.number(),
  preco_combo: z.number(),
  itens: z.array(z.object({ produto: ProductSummarySchema, quantidade: z.number().positive() })),
});
export type Combo = z.infer<typeof ComboSchema>;

/** GET /v4/promotional-combo-all/{f} and /v4/promotional-combo-client/{f}/{c}. */
export const ComboSummaryListSchema = z.array(ComboSchema.omit({ itens: true }));

/**
 * GET /v4/pagina-estatica/{f}/listar, one page: only pages tagged WEB are listed by the storefront
 * (docs/rules/catalogue.md "Static pages"). `em_revisao` (optional, default false): the page is being rewritten and its own call
 * answers 422 now, so it is linked from nowhere (footer, sitemap).
 */
export const StaticPageSummarySchema = z.object({
  slug: z.string(),
  titulo: z.string(),
  tags: z.array(z.string()).default([]),
  em_revisao: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
});
export const StaticPageListSchema = z.array(StaticPageSummarySchema);
export type StaticPageSummary = z.infer<typeof StaticPageSummarySchema>;

/** GET /v4/pagina-estatica/{f}/slug/{slug}: `conteudo` is HTML, sanitized by the storefront before display. */
export const StaticPageSchema = StaticPageSummarySchema.extend({ conteudo: z.string() });
export type StaticPage = z.infer<typeof StaticPageSchema>;

/** GET /v4/sugestao/produtos/{f}/{c}?idformapagamento=&visao= (docs/rules/catalogue.md "Recommendations"). */
export const RecommendationSchema = z.object({
  sucesso: z.boolean(),
  sessao_id: z.string(),
  produtos: z.array(ProductSummarySchema).default([]),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** GET /v4/notificacao/alerta-disponibilidade/{idfornecedor}/{idcliente}: the products the customer awaits. */
export const AvailabilityAlertListSchema = z.object({ produtos: z.array(z.coerce.string()) });

/** POST /v4/notificacao/alerta-disponibilidade and …/remove; POST /v4/sugestao/feedback. */
export const AcknowledgementSchema = z.object({ sucesso: z.boolean().default(true), mensagem: nullableString });
