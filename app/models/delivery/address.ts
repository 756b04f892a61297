import { z } from "zod";

/** Ids arrive as numbers or strings; the storefront keeps them as strings. */
const id = z.union([z.string(), z.number()]).transform(String);

/**
 * A customer's delivery address (docs/rules/delivery.md "Address"; docs/upstream-api.md §46): the CEP as its 8
 * digits, the position (lat/lng) when known, `primario` for the one chosen by default. A field that
 * may be null may also be left out (null then).
 */
export const AddressSchema = z.object({
  idendereco: id,
  descricao: z.string().nullable().default(null),
  cep: z.string().regex(/^\d{8}$/),
  rua: z.string(),
  numero: z.string(),
  complemento: z.string().nullable().default(null),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string().length(2),
  pais: z
    .string()
    .nullish()
    .transform((pais) => pais || "Brasil"),
  pontoref: z.string().nullable().default(null),
  textoendereco: z.string(),
  lat: z.number().nullable().default(null),
  lng: z.number().nullable().default(null),
  primario: z.boolean(),
  cod_erp: z.string().nullable().default(null),
  idfornecedor: z.string().nullable().default(null),
});
export type Address = z.output<typeof AddressSchema>;

export const AddressListSchema = z.array(AddressSchema);

/** An address as a list shows it: its name, the address on one line, whether it is the primary one. */
export type AddressSummary = { idendereco: string; descricao: string | null; texto: string; primario: boolean };

export function addressSummary(address: Address): AddressSummary {
  return {
    idendereco: address.idendereco,
    descricao: address.descricao,
    texto: address.textoendereco,
    primario: address.primario,
  };
}

/** The billing address of an order delivered to an address (docs/upstream-api.md §49); the country defaults to Brasil. */
export const BillingAddressSchema = AddressSchema.pick({
  cep: true,
  rua: true,
  numero: true,
  complemento: true,
  bairro: true,
  cidade: true,
  uf: true,
  pais: true,
});
export type BillingAddress = z.output<typeof BillingAddressSchema>;

/** A CEP of the upstream's directory (docs/upstream-api.md §50). */
export const CepEntrySchema = z.object({
  cep: z.string().regex(/^\d{8}$/),
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string().length(2),
  lat: z.number(),
  lng: z.number(),
});
export type CepEntry = z.output<typeof CepEntrySchema>;
