// Schemas that several calls share, named once as components of the document.
import "./define-call";
import type { ZodOpenAPIMetadata } from "@asteasolutions/zod-to-openapi";
import { z, type ZodTypeAny } from "zod";
import { UserLookupSchema, AccountAcknowledgementSchema, AuthenticationSchema } from "~/models/account";
import { CategorySchema, ProductSummarySchema } from "~/models/catalogue";
import {
  AcknowledgementSchema,
  AvailabilityAlertListSchema,
  ProductPageSchema,
  SearchFilterGroupSchema,
  SearchFilterListSchema,
} from "~/models/product";
import {
  CharacteristicSchema,
  MenuLinkSchema,
  PaymentMethodSchema,
  SegmentSchema,
  ServiceAreaSchema,
} from "~/models/supplier";

/**
 * Gives a schema the storefront already built its OpenAPI name and description in place, so that
 * every answer holding it (nested too: a product in a page, in a combo, in a cart) refers to one
 * component. Parsing is unchanged: only the document's generator reads `_def.openapi`.
 */
export function describeInPlace<T extends ZodTypeAny>(
  schema: T,
  metadata: Partial<ZodOpenAPIMetadata>,
  name?: string,
): T {
  const current = schema._def.openapi;
  schema._def.openapi = {
    _internal: name ? { ...current?._internal, refId: name } : current?._internal,
    metadata: { ...current?.metadata, ...metadata },
  };
  return schema;
}

/**
 * Names `child` (built with zod's `.extend()` from `parent`, outside contract/) as a component that
 * refers to `parent`'s and adds its own fields, as the generator does for a schema extended after
 * it was named. Returns `child`.
 */
export function extensionOf<T extends ZodTypeAny>(parent: z.AnyZodObject, child: T, name: string): T {
  const refId = parent._def.openapi?._internal?.refId;
  if (!refId) throw new Error("extensionOf: a parent without a name");
  describeInPlace(child, {}, name);
  child._def.openapi = {
    ...child._def.openapi,
    _internal: { ...child._def.openapi?._internal, extendedFrom: { refId, schema: parent } },
  };
  return child;
}

/**
 * What a server sends for an id the storefront reads with `z.coerce.number()` (app/models/account.ts):
 * a positive whole number, or its digits as a string. The generator alone would say "integer", the
 * coerced output, not what the storefront accepts.
 */
export const WHOLE_ID_INPUT = {
  type: ["integer", "string"],
  minimum: 1,
  pattern: "^[1-9][0-9]{0,14}$",
  description: "A positive whole number, or its digits as a string (ids may be strings or numbers).",
} as unknown as Partial<ZodOpenAPIMetadata>;

// The account ids (one zod schema shared by every account answer: idcliente, idusuario).
describeInPlace(UserLookupSchema.shape.idcliente, WHOLE_ID_INPUT);

// A characteristic's type: an unknown one is read as TEXTO (z.catch), so any string is accepted.
describeInPlace(CharacteristicSchema.shape.tipo, {
  type: "string",
  description:
    "`TEXTO`, `NUMERO`, `DATA` (ISO `YYYY-MM-DD`) or `OPCAO` (one of `opcoes`). Any other value, or none, is read as `TEXTO`.",
  example: "OPCAO",
});

// A card method's instalment plan (call 9): read tolerantly (a plan that is not one is none), so written out here.
describeInPlace(PaymentMethodSchema.shape.parcelamento, {
  type: ["object", "null"],
  description:
    "A `CARTAO` method's instalment plan (docs/upstream-api.md §9): at most `maxParcelas` instalments, interest-free up to `parcelasSemJuros`, each at least `valorMinimoParcela` reais, `jurosMensal` percent a month (Price table) beyond. Absent or null: paid at once.",
  properties: {
    maxParcelas: { type: "integer", minimum: 1, maximum: 24 },
    parcelasSemJuros: { type: "integer", minimum: 1, maximum: 24 },
    valorMinimoParcela: { type: "number", minimum: 0, default: 0 },
    jurosMensal: { type: "number", minimum: 0, maximum: 20, default: 0 },
  },
  required: ["maxParcelas", "parcelasSemJuros"],
  example: { maxParcelas: 6, parcelasSemJuros: 3, valorMinimoParcela: 10, jurosMensal: 1.99 },
} as unknown as Partial<ZodOpenAPIMetadata>);

// The ids in the availability alert list (z.coerce.string(): numbers are read as their digits).
describeInPlace(AvailabilityAlertListSchema.shape.produtos.element, {
  type: ["string", "integer"],
  description: "A product id, string or number.",
} as unknown as Partial<ZodOpenAPIMetadata>);

export const MenuLink = describeInPlace(
  MenuLinkSchema,
  {
    description:
      "A link: `destino` is a storefront path (`/categoria/{idcategoria}`, `/paginas/{slug}`, `/busca?q=`) or an absolute URL.",
  },
  "MenuLink",
);

export const Segment = describeInPlace(
  SegmentSchema,
  {
    description:
      "A segment of the supplier's catalogue; `requer_maioridade: true` makes the storefront ask for the over-18 check before showing it.",
  },
  "Segment",
);

/**
 * A category with its subcategories at any depth. The storefront's schema is recursive (z.lazy),
 * which the generator cannot walk: written out here, field for field as CategorySchema reads it.
 */
export const Category = describeInPlace(
  CategorySchema,
  {
    type: "object",
    description: "A category with its subcategories, at any depth, in display order.",
    properties: {
      idcategoria: { anyOf: [{ type: "string" }, { type: "number" }] },
      descricao: { type: "string" },
      imagem: { type: ["string", "null"], description: "Image path (call 12), or null" },
      subcategorias: { type: "array", items: { $ref: "#/components/schemas/Category" }, default: [] },
    },
    required: ["idcategoria", "descricao"],
  } as unknown as Partial<ZodOpenAPIMetadata>,
  "Category",
);

export const ProductSummary = describeInPlace(
  ProductSummarySchema,
  {
    description:
      "A product as listings, carousels, searches, combos, recommendations and the cart give it (docs/upstream-api.md §11, table of fields). Prices are in BRL. `efeitospoliticas.descontoProgressivo` maps a quantity threshold to a unit price.",
  },
  "ProductSummary",
);

export const ProductPage = describeInPlace(
  ProductPageSchema,
  {
    description:
      "One page of products. `correcao` (full-text search only): the text searched instead of a mistyped one, or null.",
  },
  "ProductPage",
);

export const SearchFilterGroup = describeInPlace(
  SearchFilterGroupSchema,
  {
    description:
      "A group of search tags; `quantidade` is how many products of the listing carry the tag (null for a product's own filters).",
  },
  "SearchFilterGroup",
);
export const SearchFilterList = describeInPlace(
  SearchFilterListSchema,
  { description: "Filter groups in display order: `Marca`, `Embalagem`, `Características`, then campaign groups." },
  "SearchFilterList",
);

export const Acknowledgement = describeInPlace(
  AcknowledgementSchema,
  { description: "An answer that only confirms, with a message for the shopper." },
  "Acknowledgement",
);

export const AccountAcknowledgement = describeInPlace(
  AccountAcknowledgementSchema,
  { description: "An account answer that only confirms." },
  "AccountAcknowledgement",
);

export const Authentication = describeInPlace(
  AuthenticationSchema,
  {
    description:
      "A session: `token` is sent as `Authorization: Bearer` by later calls (or, when `fornecedor_logado` is another supplier, it is a hand-off token for that supplier's login-token route); `jwttoken` is for the chat socket.",
  },
  "Authentication",
);

/** A path or query parameter naming a supplier (docs/upstream-api.md, Conventions: `{id}` / `idfornecedor`). */
export const SupplierRef = z
  .string()
  .openapi({ description: "The supplier: its GUID (any case) or its slug (`[a-z0-9-]`)", example: "aurora" });

/** `idcliente` in a path where a guest is `anonimo`. */
export const ClientOrGuest = z.string().openapi({
  description: "A customer id, or `anonimo` for a guest; an unknown customer gets 404",
  example: "anonimo",
});

/** An optional `idcliente` query parameter: the customer asking, absent for a guest. */
export const OptionalClientQuery = z
  .string()
  .optional()
  .openapi({ description: "The customer asking; absent for a guest. Unknown: 404", example: "501" });

/** An optional payment method query parameter of a priced call (docs/upstream-api.md, Conventions: Priced calls). */
export const PaymentMethodQuery = z.string().optional().openapi({
  description:
    "An `idformapagamento` (call 9): prices for that method (tag `support-price-variance-by-payment`); absent: list prices",
  example: "11",
});

/**
 * The shopper's delivery type on a call that lists or prices products (docs/upstream-api.md
 * "Delivery type of a product"), spelled `tipoentrega` or `tipoEntrega` as the call spells it.
 */
export const DeliveryTypeQuery = z.enum(["DELIVERY", "RETIRADA"]).optional().openapi({
  description:
    'The shopper\'s delivery type, in capitals: only the products offered for it (see "Delivery type of a product"); absent: `DELIVERY`; another value: 400',
  example: "RETIRADA",
});

/** The answer to a wrong `{apptoken}` (docs/upstream-api.md, Conventions). */
export const APP_TOKEN_REFUSED = {
  description: "Unknown application token",
  example: { mensagem: "Token de aplicação inválido." },
};

/** The answer to a call that needs a session, without a valid token (docs/upstream-api.md §26). */
export const SESSION_EXPIRED = {
  description: "No token, or one the server no longer accepts",
  example: { mensagem: "Sessão expirada" },
};

/** A 400 for a query parameter that is missing, repeated or malformed (docs/upstream-api.md, Conventions). */
export const invalidQuery = (names: string, description = "A parameter missing, repeated or malformed") => ({
  description,
  example: { mensagem: `Parâmetros inválidos: ${names}.` },
});

/** A 400 for a body that is not the JSON expected. */
export const invalidBody = (names: string, description = "A body that is not the JSON expected") => ({
  description,
  example: { mensagem: `Corpo da requisição inválido: ${names}.` },
});

export const SUPPLIER_NOT_FOUND = {
  description: "Unknown supplier",
  example: { mensagem: "Fornecedor não encontrado." },
};
export const CUSTOMER_NOT_FOUND = { description: "Unknown customer", example: { mensagem: "Cliente não encontrado." } };
export const FORBIDDEN = {
  description: "Another customer or supplier than the token's",
  example: { mensagem: "Acesso não permitido." },
};

// A service area's point is exactly [latitude, longitude] (a zod tuple: no more, no fewer).
describeInPlace(ServiceAreaSchema.shape.coordenadas._def.innerType.element, {
  minItems: 2,
  maxItems: 2,
  description: "[latitude, longitude]",
});
