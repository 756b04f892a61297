/**
 * The demo CEP directory against the demo service areas (docs/upstream-api.md §50, the reference
 * server's demo data): some CEPs are served by two suppliers, some by one, some by none, so that
 * finding a supplier by address (docs/rules/delivery.md "Address": one → switch, several → choose, none → 'Infelizmente
 * ainda não atendemos o seu endereço') can be shown and tested.
 */
import { describe, expect, it } from "vitest";
import { serviceAreaContains, type ServiceAreaShape } from "../../../upstream/geo";
import { DEMO_ADDRESSES } from "../../../upstream/seed/addresses";
import { CEP_DIRECTORY } from "../../../upstream/seed/ceps";
import { SUPPLIER_SEEDS } from "../../../upstream/seed/suppliers";

const AREAS: [string, ServiceAreaShape][] = SUPPLIER_SEEDS.map((supplier) => [
  supplier.slug,
  {
    polygon: "coordenadas" in supplier.areaAtendimento ? supplier.areaAtendimento.coordenadas : null,
    radiusKm: "raioKm" in supplier.areaAtendimento ? supplier.areaAtendimento.raioKm : null,
    store: [supplier.loja.lat, supplier.loja.lng],
  },
]);

function servedBy(cep: string): string[] {
  const entry = CEP_DIRECTORY.find((candidate) => candidate.cep === cep);
  if (!entry) throw new Error(`${cep} is not in the directory`);
  return AREAS.filter(([, area]) => serviceAreaContains(area, [entry.lat, entry.lng])).map(([slug]) => slug);
}

describe("demo CEP directory", () => {
  it("has a few hundred CEPs of 8 digits, each once, placed in Brazil", () => {
    expect(CEP_DIRECTORY.length).toBeGreaterThanOrEqual(200);
    expect(new Set(CEP_DIRECTORY.map((entry) => entry.cep)).size).toBe(CEP_DIRECTORY.length);
    for (const entry of CEP_DIRECTORY) {
      expect(entry.cep).toMatch(/^\d{8}$/);
      expect(entry.lat).toBeGreaterThan(-34);
      expect(entry.lat).toBeLessThan(6);
      expect(entry.lng).toBeGreaterThan(-74);
      expect(entry.lng).toBeLessThan(-34);
    }
  });

  it.each([
    ["05422001", "Rua dos Pinheiros", ["aurora", "bomsabor"]],
    ["05406050", "Rua Teodoro Sampaio", ["aurora", "bomsabor"]],
    ["05435000", "Rua Harmonia", ["aurora", "bomsabor"]],
    ["05422011", "Rua dos Pinheiros (Ana's work)", ["aurora", "bomsabor"]],
    ["01310100", "Avenida Paulista (Ana's home)", ["aurora"]],
    ["03103001", "Rua da Mooca", ["aurora"]],
    ["07011000", "Guarulhos", ["aurora"]],
    ["13025300", "Cambuí, Campinas", ["casaverde"]],
    ["13015000", "Centro, Campinas", ["casaverde"]],
    ["13084000", "Barão Geraldo, Campinas", []],
    ["13100000", "Joaquim Egídio, Campinas", []],
    ["11060000", "Santos", []],
    ["22021000", "Rio de Janeiro", []],
  ])("%s (%s) is served by %j", (cep, _where, suppliers) => {
    expect(servedBy(cep)).toEqual(suppliers);
  });

  it("every demo address's CEP is in the directory", () => {
    const known = new Set(CEP_DIRECTORY.map((entry) => entry.cep));
    expect(DEMO_ADDRESSES.filter((address) => !known.has(address.cep)).map((address) => address.cep)).toEqual([]);
  });
});
