import { z } from "zod";
import { formatCep, postalAddressFields } from "../registration";
import type { Address, CepEntry } from "./address";
import { addressIntent, addressText } from "./address-intents";

const id = z.string().trim().regex(/^\d{1,15}$/);

/** A new address, or the changes to one (`idendereco`); "S/N" is a number. */
export const AddressFormSchema = z.object({
  intent: z.literal(addressIntent.save),
  idendereco: id.optional(),
  descricao: z.string().trim().max(40, addressText.nicknameTooLong).optional(),
  ...postalAddressFields,
  pontoref: z.string().trim().max(120, addressText.referenceTooLong).optional(),
  primario: z.literal("on").optional(),
});
export type AddressForm = z.output<typeof AddressFormSchema>;

/** Just the CEP, for "Buscar CEP": the rest of what was typed comes back as it was. */
export const CepLookupSchema = z.object({ cep: postalAddressFields.cep });

/** The address picked by a button of the list. */
export const AddressChoiceSchema = z.object({ idendereco: id });

/** The form's values for an address being changed (the CEP with its hyphen). */
export function addressFormValues(address: Address): Record<string, string> {
  return {
    idendereco: address.idendereco,
    descricao: address.descricao ?? "",
    cep: formatCep(address.cep),
    rua: address.rua,
    numero: address.numero,
    complemento: address.complemento ?? "",
    bairro: address.bairro,
    cidade: address.cidade,
    uf: address.uf,
    pontoref: address.pontoref ?? "",
    ...(address.primario ? { primario: "on" } : {}),
  };
}

/** What the CEP lookup fills in: street, district, city and state (the number and the rest stay as typed). */
export function cepFormValues(entry: CepEntry): Record<string, string> {
  return { cep: formatCep(entry.cep), rua: entry.rua, bairro: entry.bairro, cidade: entry.cidade, uf: entry.uf };
}
