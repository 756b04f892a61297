import { describe, expect, it } from "vitest";
import { parseCepQuery, type CepQuery } from "~/models/delivery/cep-query";
import { cepSearchText } from "~/models/delivery/cep-search";
import { supplierChoice, type SupplierChoice } from "~/models/delivery/supplier-choice";

// docs/rules/delivery.md "Suppliers serving an address": "After selection the suppliers serving the coordinates are searched: exactly
// one means switching to it; several means offering a choice; none gives the warning
// 'Infelizmente ainda não atendemos o seu endereço'."
describe('docs/rules/delivery.md "Suppliers serving an address": the suppliers serving the coordinates', () => {
  it.each<[string, string[], SupplierChoice<string>]>([
    ["none gives the warning", [], { kind: "none" }],
    ["exactly one means switching to it", ["aurora"], { kind: "one", supplier: "aurora" }],
    [
      "several means offering a choice (two)",
      ["aurora", "bomsabor"],
      { kind: "several", suppliers: ["aurora", "bomsabor"] },
    ],
    [
      "several means offering a choice (three, in the upstream's order)",
      ["b", "a", "c"],
      { kind: "several", suppliers: ["b", "a", "c"] },
    ],
  ])("%s: %j", (_case, suppliers, expected) => {
    expect(supplierChoice(suppliers)).toEqual(expected);
  });

  it("the warning is the spec's, verbatim (§8 'Address not served')", () => {
    expect(cepSearchText.notServed).toBe("Infelizmente ainda não atendemos o seu endereço");
  });

  it("a failed search says the spec's words (§8 'Supplier lookup')", () => {
    expect(cepSearchText.searchFailed).toBe("Falha ao consultar outros fornecedores");
  });
});

// docs/upstream-api.md §50: "The CEP may be written with -, . or spaces"; anything else is not a CEP.
describe("the CEP typed in the marketplace's field", () => {
  it.each<[string, string | null, CepQuery]>([
    ["no field: every supplier", null, { kind: "absent" }],
    ["with its hyphen", "05422-001", { kind: "valid", typed: "05422-001", cep: "05422001" }],
    ["digits only", "05422001", { kind: "valid", typed: "05422001", cep: "05422001" }],
    ["with a dot and a hyphen", "05.422-001", { kind: "valid", typed: "05.422-001", cep: "05422001" }],
    ["with spaces around and inside", " 05422 001 ", { kind: "valid", typed: "05422 001", cep: "05422001" }],
    ["empty: the button pressed with nothing typed", "", { kind: "malformed", typed: "" }],
    ["seven digits", "0542200", { kind: "malformed", typed: "0542200" }],
    ["nine digits", "054220011", { kind: "malformed", typed: "054220011" }],
    ["letters", "05422-00a", { kind: "malformed", typed: "05422-00a" }],
    ["markup", "<b>05422</b>", { kind: "malformed", typed: "<b>05422</b>" }],
    ["longer than the field: cut to it", "0".repeat(5000), { kind: "malformed", typed: "0".repeat(12) }],
    [
      "8 digits padded past the field's length",
      `05422001${" ".repeat(20)}`,
      { kind: "malformed", typed: "05422001    " },
    ],
  ])("%s: %j", (_case, raw, expected) => {
    expect(parseCepQuery(raw)).toEqual(expected);
  });
});
