import { z } from "zod";
import { ProductSummarySchema } from "./catalogue";

const id = z.union([z.string(), z.number()]).transform(String);
const nullableString = z.string().nullish().transform((value) => value ?? null);
const nullableNumber = z.number().nullish().transform((value) => value ?? null);

/**
 * GET /v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{id} — one product with everything
 * its page shows (spec §3 Product).
 */
export const ProductSchema = ProductSummarySchema.extend({
  codigo: nullableString,
  descricao: nullableString,
  marca: nullableString,
  imagens: z.array(z.string()).default([]),
  precoatendente: nullableNumber,
  multiploincremento: z.number().positive().default(1),
  preco_embalagem: nullableNumber,
  efeitospoliticas: z
    .object({ descontoProgressivo: z.record(z.number()).nullish().transform((value) => value ?? {}) })
    .default({}),
  usaAtacado: z.boolean().default(false),
  idcombopromocional_cabecalho: id.nullish().transform((value) => value ?? null),
  categoria: z.object({ idcategoria: id, descricao: z.string() }).nullish().transform((value) => value ?? null),
  similares: z.array(ProductSummarySchema).default([]),
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /v2/app/{apptoken}/listaprodutos/{clientpath} and the full-text search: one page of products. */
export const ProductPageSchema = z.object({
  produtos: z.array(ProductSummarySchema),
  total: z.number().int().nonnegative(),
  pagina: z.number().int().positive(),
  limite: z.number().int().positive(),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

/** GET /v4/tag-pesquisa/{idfornecedor}/lista — search filters, grouped. */
export const SearchFilterGroupSchema = z.object({
  grupo: z.string(),
  tags: z.array(z.object({ idtag: id, descricao: z.string(), quantidade: z.number().int().nonnegative().nullish() })),
});
export const SearchFilterListSchema = z.array(SearchFilterGroupSchema);
export type SearchFilterGroup = z.infer<typeof SearchFilterGroupSchema>;

/** GET /v4/produto/sugestoes/{idfornecedor}?query= — at most 10 suggestions (spec §9). */
export const SuggestionListSchema = z.array(z.object({ id, nome: z.string() }));
