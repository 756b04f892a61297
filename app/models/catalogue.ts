import { z } from "zod";
import type { Priceless } from "./price-visibility";

/** GET /v2/app/{apptoken}/listacategoriasprodutos/{idfornecedor}?idsegmento=&device=desktop */
export type Category = {
  idcategoria: string;
  descricao: string;
  imagem: string | null;
  subcategorias: Category[];
};
export const CategorySchema: z.ZodType<Category, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({
    idcategoria: z.union([z.string(), z.number()]).transform(String),
    descricao: z.string(),
    imagem: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    subcategorias: z.array(CategorySchema).default([]),
  }),
);
export const CategoryListSchema = z.array(CategorySchema);

const nullableNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A product as it appears in listings, carousels and the cart (docs/rules/catalogue.md "Product"): what the price and quantity rules need. */
export const ProductSummarySchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  codigo: nullableString,
  nome: z.string(),
  marca: nullableString,
  preco: z.number(),
  preconf: nullableNumber,
  precoatendente: nullableNumber,
  precovendaatacado: nullableNumber,
  minvendaatacado: nullableNumber,
  multiploincremento: z.number().positive().default(1),
  usaAtacado: z.boolean().default(false),
  efeitospoliticas: z
    .object({
      descontoProgressivo: z
        .record(z.number())
        .nullish()
        .transform((value) => value ?? {}),
    })
    .default({}),
  unidade: z.string().default("un"),
  granularidade: z.number().positive().default(1),
  min_por_pedido: z.number().positive().default(1),
  maxporpedido: z
    .number()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  preco_embalagem: nullableNumber,
  imagem: nullableString,
  disponivel: z.boolean().default(true),
  idsegmento: nullableString,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** A product in a list as its viewer receives it: with its prices, or without them where docs/rules/catalogue.md "Price visibility" hides them. */
export type ListedProduct = ProductSummary | Priceless<ProductSummary>;

export const BannerSchema = z.object({
  imagem: z.string(),
  imagem_mobile: z.string().nullish(),
  link: z.string().nullish(),
  alt: z.string().default(""),
  largura: z.number().int().positive().default(2560),
  altura: z.number().int().positive().default(640),
});
export type Banner = z.infer<typeof BannerSchema>;

/** GET /v2/app/{apptoken}/{clientpath}/customizacao/carrossel/list-for-page/{idfornecedor}?page=page:home&device= */
export const CarouselSchema = z.object({
  idcarrossel: z.union([z.string(), z.number()]).transform(String),
  tipo: z.enum(["BANNER", "PRODUTO"]),
  titulo: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  ordem: z.number().default(0),
  banners: z.array(BannerSchema).default([]),
  produtos: z.array(ProductSummarySchema).default([]),
});
export type Carousel = z.infer<typeof CarouselSchema>;
export const CarouselListSchema = z.array(CarouselSchema);
