/** The storefront features a supplier can switch off through its `modulos`. */
export type StoreModule = "CATALOGO" | "COMBOS";

/**
 * docs/rules/catalogue.md "Module access": "Module access: a user is allowed if the supplier's modules list is empty or contains
 * 'Todos', or intersects the required modules."
 */
export function hasModuleAccess(supplierModules: readonly string[], required: readonly StoreModule[]): boolean {
  if (supplierModules.length === 0 || supplierModules.includes("Todos")) return true;
  return required.some((module) => supplierModules.includes(module));
}
