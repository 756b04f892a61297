import { z } from "zod";
import { formatCep, postalAddressFields } from "../registration";
import type { Address, CepEntry } from "./address";
import { streetFormValues } from "../shared/street-form-values";
import { addressIntent, addressText } from "./address-intents";
import { insideBrazil, parseDegrees, roundDegrees } from "./map-position";
import { PIN_ORIGINS, type PinOrigin } from "./pin-origin";

const id = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/);

/** A coordinate of the map's pin (hidden fields): degrees, or a refusal said above the form's button. */
const degrees = (axis: "lat" | "lng") =>
  z
    .string()
    .max(24, addressText.pinInvalid)
    .optional()
    .transform((text, context) => {
      if (text === undefined) return undefined;
      const value = parseDegrees(text, axis);
      if (value === null) context.addIssue({ code: z.ZodIssueCode.custom, message: addressText.pinInvalid, path: [] });
      return value ?? undefined;
    });

/**
 * A new address, or the changes to one (`idendereco`); "S/N" is a number. With the map, the pin's
 * point (`lat`, `lng`) and the CEP it was placed for (`cepDoMapa`); `origemDoMapa` only tells the
 * map where the pin started, nothing is saved from it.
 */
export const AddressFormSchema = z
  .object({
    intent: z.literal(addressIntent.save),
    idendereco: id.optional(),
    descricao: z.string().trim().max(40, addressText.nicknameTooLong).optional(),
    ...postalAddressFields,
    pontoref: z.string().trim().max(120, addressText.referenceTooLong).optional(),
    primario: z.literal("on").optional(),
    lat: degrees("lat"),
    lng: degrees("lng"),
    cepDoMapa: z.string().max(12).optional().catch(undefined),
    origemDoMapa: z
      .enum(PIN_ORIGINS as [PinOrigin, ...PinOrigin[]])
      .optional()
      .catch(undefined),
  })
  .superRefine((form, context) => {
    if (form.lat === undefined || form.lng === undefined) {
      if ((form.lat === undefined) !== (form.lng === undefined))
        context.addIssue({ code: z.ZodIssueCode.custom, message: addressText.pinInvalid, path: ["lat"] });
      return;
    }
    if (!insideBrazil({ lat: form.lat, lng: form.lng }))
      context.addIssue({ code: z.ZodIssueCode.custom, message: addressText.pinOutsideBrazil, path: ["lat"] });
  });
export type AddressForm = z.output<typeof AddressFormSchema>;

/** Just the CEP, for "Buscar CEP": the rest of what was typed comes back as it was. */
export const CepLookupSchema = z.object({ cep: postalAddressFields.cep });

/** The address picked by a button of the list. */
export const AddressChoiceSchema = z.object({ idendereco: id });

/** The map's hidden fields for a point: its coordinates, the CEP it belongs to, where it came from. */
export function positionFormValues(lat: number, lng: number, cep: string, origin: PinOrigin): Record<string, string> {
  return {
    lat: String(roundDegrees(lat)),
    lng: String(roundDegrees(lng)),
    cepDoMapa: cep.replace(/\D/g, ""),
    origemDoMapa: origin,
  };
}

/** The map's hidden fields emptied: a pin refused is not sent again (the address is then placed by its CEP). */
export const NO_POSITION: Record<string, string> = { lat: "", lng: "", cepDoMapa: "", origemDoMapa: "" };

/** The form's values for an address being changed (the CEP with its hyphen, its saved point for the map). */
export function addressFormValues(address: Address): Record<string, string> {
  return {
    idendereco: address.idendereco,
    descricao: address.descricao ?? "",
    ...streetFormValues(address),
    pontoref: address.pontoref ?? "",
    ...(address.primario ? { primario: "on" } : {}),
    ...(address.lat !== null && address.lng !== null
      ? positionFormValues(address.lat, address.lng, address.cep, "salvo")
      : {}),
  };
}

/** What the CEP lookup fills in: street, district, city and state (the number and the rest stay as typed), and the map's point. */
export function cepFormValues(entry: CepEntry): Record<string, string> {
  return {
    cep: formatCep(entry.cep),
    rua: entry.rua,
    bairro: entry.bairro,
    cidade: entry.cidade,
    uf: entry.uf,
    ...positionFormValues(entry.lat, entry.lng, entry.cep, "cep"),
  };
}
