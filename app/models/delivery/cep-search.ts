import { addressMessages } from "~/models/messages/address";
import { supplierLookupMessages } from "~/models/messages/supplier-lookup";
import type { SupplierSummary } from "~/models/supplier";
import { addressText } from "./address-intents";
import type { SupplierOffer } from "./supplier-choice";

/** The marketplace's CEP search (`/?cep=`): its words and what its field shows again. No schema here: pages import it. */

/** The most of the CEP field the page reads and shows back: "05.422-001" and a few spaces. */
export const CEP_FIELD_MAX = 12;

export const cepSearchText = {
  lead: "Informe o CEP de entrega para ver os fornecedores que atendem o seu endereço.",
  label: "CEP de entrega",
  hint: "8 números, como 05422-001.",
  button: "Buscar fornecedores",
  busy: "Buscando…",
  formName: "Buscar fornecedores pelo CEP",
  malformedCep: "Informe os 8 dígitos do CEP.",
  unknownCep: addressText.cepNotFound,
  /** The storefront's own: the CEP directory itself did not answer. */
  cepLookupFailed: "Não foi possível consultar o CEP agora. Tente novamente em instantes.",
  /** docs/rules/delivery.md "Suppliers serving an address". */
  notServed: addressMessages.yourAddressNotServed,
  /** docs/rules/delivery.md "Suppliers serving an address". */
  searchFailed: supplierLookupMessages.othersFailed,
  pickerTitle: (cep: string) => `Fornecedores que atendem o CEP ${cep}`,
  everySupplier: "Ver todos os fornecedores",
  noSuppliers: "Nenhum fornecedor disponível no momento.",
} as const;

/**
 * The CEP field as the page shows it again: what was typed, an error of the CEP itself (next to
 * the field, which is marked invalid), or a notice about the search (not served, or it failed).
 */
export type CepFieldState = { typed: string; error: string | null; notice: { text: string; failed: boolean } | null };

/** What the marketplace shows under the CEP field: the choice of the suppliers serving the CEP, or every supplier (null: that list failed). */
export type MarketplaceListing =
  { kind: "choice"; title: string; offers: SupplierOffer[] } | { kind: "every"; suppliers: SupplierSummary[] | null };
