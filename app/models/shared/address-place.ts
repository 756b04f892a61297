/**
 * The place of a delivery address: what the storefront sends for a new or changed address
 * (docs/upstream-api.md §47) and what the upstream stores and answers (§46), without the flags
 * and coordinates each side adds.
 */
export type AddressPlace = {
  descricao: string | null;
  cep: string;
  rua: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  pais: string;
  pontoref: string | null;
};
