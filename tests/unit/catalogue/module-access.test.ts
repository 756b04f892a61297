import { describe, expect, it } from "vitest";
import { hasModuleAccess, type StoreModule } from "~/models/module-access";

describe("docs/rules/catalogue.md \"Module access\": 'allowed if the supplier's modules list is empty or contains 'Todos', or intersects the required modules'", () => {
  it.each([
    ["an empty list allows everything", [], ["COMBOS"], true],
    ["'Todos' allows everything", ["Todos"], ["COMBOS"], true],
    ["a list with the required module allows it", ["CATALOGO", "COMBOS"], ["COMBOS"], true],
    ["any one of several required modules is enough", ["CATALOGO"], ["COMBOS", "CATALOGO"], true],
    ["a list without it does not", ["CATALOGO", "PEDIDOS"], ["COMBOS"], false],
  ] as [string, string[], StoreModule[], boolean][])("%s", (_case, modules, required, allowed) => {
    expect(hasModuleAccess(modules, required)).toBe(allowed);
  });
});
