import { z } from "zod";
import { InstalmentPlanSchema } from "./checkout/instalments";

/** A link of a menu, footer or banner: `destino` is a storefront path ("/categoria/12") or an absolute URL. */
export const MenuLinkSchema = z.object({
  descricao: z.string(),
  destino: z.string(),
});
export type MenuLink = z.infer<typeof MenuLinkSchema>;

export const SegmentSchema = z.object({
  idsegmento: z.string(),
  nome: z.string(),
  /** Products of this segment need the over-18 age check (docs/rules/catalogue.md "Age check"). */
  requer_maioridade: z.boolean().default(false),
});
export type Segment = z.infer<typeof SegmentSchema>;

export const SortOptionSchema = z.object({ chave: z.string(), descricao: z.string() });

export const SeoSchema = z.object({
  title: z.string().nullish(),
  subtitle: z.string().nullish(),
  description: z.string().nullish(),
  keywords: z.string().nullish(),
  favicon: z.string().nullish(),
  image: z.string().nullish(),
  url: z.string().nullish(),
});
export type Seo = z.infer<typeof SeoSchema>;

const nullishString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/**
 * GET /v2/app/{apptoken}/configuracao/fornecedor?idfornecedor=|dominio=
 * The supplier with its configuration (docs/rules/storefront.md "Supplier").
 */
export const SupplierConfigSchema = z.object({
  idfornecedor: z.string().uuid(),
  idempresa: z.union([z.string(), z.number()]).transform(String),
  slug: z.string(),
  nome: z.string(),
  tag: z.array(z.string()).default([]),
  segmentos: z.array(SegmentSchema).default([]),
  modulos: z.array(z.string()).default([]),
  ordenacoes_produto: z.array(SortOptionSchema).default([]),
  meta_info: z
    .object({
      descricao_endereco_loja: nullishString,
      default_store: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
      hasRecorrencia: z.boolean().default(false),
    })
    .default({}),
  fornecedor_slug: nullishString,
  fornecedor_dominio: nullishString,
  config: z
    .object({
      menu: z.array(MenuLinkSchema).default([]),
      seo: SeoSchema.default({}),
      analytics: z.object({ key: nullishString }).default({}),
      dominio: z.object({ dominio: nullishString, dominio_adicionais: z.array(z.string()).default([]) }).default({}),
    })
    .default({}),
});
export type SupplierConfig = z.infer<typeof SupplierConfigSchema>;

/** GET /v2/app/{apptoken}/fornecedor: the suppliers that match the query (location, domain, id). */
export const SupplierSummarySchema = z.object({
  idfornecedor: z.string().uuid(),
  slug: z.string(),
  nome: z.string(),
  logo: nullishString,
  descricao: nullishString,
  tag: z.array(z.string()).default([]),
  segmentos: z.array(SegmentSchema).default([]),
});
export type SupplierSummary = z.infer<typeof SupplierSummarySchema>;
export const SupplierListSchema = z.array(SupplierSummarySchema);

/**
 * GET /v2/app/{apptoken}/{clientpath}/fornecedor, the search by location (docs/upstream-api.md §2, "By location"):
 * the suppliers serving the point, nearest first, and the others with a pickup store in the city asked.
 */
export const SuppliersByLocationSchema = z.object({
  fornecedores: SupplierListSchema,
  retiradaNaCidade: SupplierListSchema.default([]),
});
export type SuppliersByLocation = z.infer<typeof SuppliersByLocationSchema>;

/** GET /v2/app/{apptoken}/fornecedor/areaatendimento?idfornecedor= (docs/rules/delivery.md "Service area"). */
/** One opening of a store: the day (0 Sunday … 6 Saturday) and its hours, America/Sao_Paulo. */
export const OpeningHoursSchema = z.object({
  dia_semana: z.number().int().min(0).max(6),
  abre: z.string().regex(/^\d{2}:\d{2}$/),
  fecha: z.string().regex(/^\d{2}:\d{2}$/),
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** The supplier's store (docs/rules/delivery.md "Service area"): where pickups happen, its default name 'Loja do Fornecedor'. */
export const StoreSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  nome: z
    .string()
    .nullish()
    .transform((value) => value || "Loja do Fornecedor"),
  descricao_endereco_loja: nullishString,
  horarios: z
    .array(OpeningHoursSchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type Store = z.infer<typeof StoreSchema>;

export const ServiceAreaSchema = z.object({
  coordenadas: z.array(z.tuple([z.number(), z.number()])).default([]),
  raio_km: z.number().nullish(),
  loja: StoreSchema,
});
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;

/** GET /v2/app/config/fornecedor/{id}/rodape?idcliente= */
export const FooterSchema = z.object({
  colunas: z.array(z.object({ titulo: z.string(), links: z.array(MenuLinkSchema).default([]) })).default([]),
  texto: nullishString,
  endereco: nullishString,
  contato: z.object({ telefone: nullishString, email: nullishString, whatsapp: nullishString }).default({}),
  redes_sociais: z.array(z.object({ rede: z.string(), url: z.string() })).default([]),
  /** The company behind the store (optional): said with its CNPJ at the foot of every page. */
  razao_social: nullishString,
  cnpj: nullishString,
});
export type Footer = z.infer<typeof FooterSchema>;

/** GET /v4/app/token/custom-content/{id}?contentType=ORDER_INSTRUCTIONS */
export const CustomContentSchema = z.object({
  contentType: z.string(),
  content: z.string().default(""),
});

/** GET /v4/static-text/{id} */
export const StaticTextSchema = z.object({
  lang: z.string().nullish(),
  /** Key → text; a value that is not a string is ignored (staticTexts in app/models/static-texts.ts). */
  translation: z
    .record(z.unknown())
    .nullish()
    .transform((translation) => translation ?? {}),
});
export type StaticText = z.infer<typeof StaticTextSchema>;

/** GET /v4/caracteristica-cliente/todas/{id} and /v4/caracteristica-pedido/todas/{id} */
export const CharacteristicSchema = z.object({
  idcaracteristica: z.union([z.string(), z.number()]).transform(String),
  descricao: z.string(),
  tipo: z.enum(["TEXTO", "NUMERO", "DATA", "OPCAO"]).catch("TEXTO"),
  obrigatorio: z.boolean().default(false),
  opcoes: z.array(z.string()).default([]),
});
export const CharacteristicListSchema = z.array(CharacteristicSchema);
export type Characteristic = z.infer<typeof CharacteristicSchema>;

export const PAYMENT_KINDS = ["CARTAO", "PIX", "FATURADO", "NA_ENTREGA"] as const;

/** GET /v2/app/{apptoken}/fornecedor/{id}/formas-pagamento?idcliente= */
export const PaymentMethodSchema = z.object({
  idformapagamento: z.union([z.string(), z.number()]).transform(String),
  descricao: z.string(),
  tipo: z.enum(PAYMENT_KINDS),
  padrao: z.boolean().default(false),
  /**
   * A card method's instalment plan (docs/upstream-api.md §9), when it offers one. Read tolerantly:
   * a plan that is not one is no plan (paid at once), never a failed list.
   */
  parcelamento: InstalmentPlanSchema.nullable().optional().catch(undefined),
});
export const PaymentMethodListSchema = z.array(PaymentMethodSchema);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
