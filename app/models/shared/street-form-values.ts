import { formatCep } from "../registration";
import type { AddressPlace } from "./address-place";

type Street = Pick<AddressPlace, "cep" | "rua" | "numero" | "complemento" | "bairro" | "cidade" | "uf">;

/** A street address as a form's fields start from it: the CEP as shoppers type it (00000-000), an empty complement for none. */
export function streetFormValues(address: Street): Record<string, string> {
  return {
    cep: formatCep(address.cep),
    rua: address.rua,
    numero: address.numero,
    complemento: address.complemento ?? "",
    bairro: address.bairro,
    cidade: address.cidade,
    uf: address.uf,
  };
}
