import { z } from "zod";
import { BRAZILIAN_STATES } from "~/models/brazilian-states";
import { plainText } from "~/models/plain-text";
import { bodyId } from "./request-fields";

/**
 * The bodies of calls 47 and 48 (docs/upstream-api.md §47, §48: a new address, a changed one),
 * written once: the storefront types what it sends with them (app/services/delivery/addresses.server.ts),
 * the reference server parses what it receives with them (upstream/routes/addresses.ts), and the
 * contract describes them (contract/openapi/calls/delivery.ts).
 */

const UFS = new Set<string>(BRAZILIAN_STATES.map((state) => state.uf));

/** A CEP as typed ("01310-100", "01.310-100", "01310100") read as its 8 digits; anything else is refused. */
export const cepText = z
  .string()
  .trim()
  .max(12)
  .transform((value) => value.replace(/[.\-\s]/g, ""))
  .pipe(z.string().regex(/^\d{8}$/));

/** A one-line text as a person typed it (direction overrides and control characters dropped), then its length checked. */
const line = (max: number) => z.string().transform(plainText).pipe(z.string().min(1).max(max));
/** An optional one-line text: absent, null or empty is null. */
const optionalLine = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ? plainText(value) : "") || null)
    .pipe(z.string().max(max).nullable());

const coordinates = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** An address's fields, as calls 47 and 48 both take them. */
export const AddressFieldsSchema = z.object({
  descricao: optionalLine(40),
  /** The label some clients send instead of descricao. */
  apelido: optionalLine(40),
  cep: cepText,
  rua: line(120),
  /** "S/N" for a place without a number. */
  numero: z.union([line(20), z.number().int().nonnegative().transform(String)]),
  complemento: optionalLine(120),
  bairro: line(80),
  cidade: line(80),
  uf: z
    .string()
    .trim()
    .length(2)
    .toUpperCase()
    .refine((uf) => UFS.has(uf)),
  pais: optionalLine(60).transform((value) => value ?? "Brasil"),
  pontoref: optionalLine(120),
  coords: coordinates.nullish(),
  primario: z.boolean().optional(),
});

/** Call 47: a new address, and the supplier it is registered at. */
export const NewAddressSchema = AddressFieldsSchema.extend({ idfornecedor: z.string().trim().max(100).nullish() });
export type NewAddress = z.input<typeof NewAddressSchema>;

/** Call 48: the address changed, and every field again. */
export const AddressUpdateSchema = AddressFieldsSchema.extend({ idendereco: bodyId() });
export type AddressUpdate = z.input<typeof AddressUpdateSchema>;
