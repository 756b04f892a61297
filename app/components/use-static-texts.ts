import { STATIC_TEXT_DEFAULTS, type StaticTexts } from "~/models/static-texts";
import { useSupplierLayout } from "./use-supplier-layout";

/** The supplier's wording of the storefront's texts (call 7), or the storefront's own outside a store. */
export function useStaticTexts(): StaticTexts {
  return useSupplierLayout()?.texts ?? STATIC_TEXT_DEFAULTS;
}
