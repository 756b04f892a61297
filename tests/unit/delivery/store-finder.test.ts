/**
 * The place the page of other stores carries in its address, and the words of a move (ADR 0036;
 * docs/rules/delivery.md "Suppliers serving an address": "exactly one opens that store; several are
 * offered to choose from"): a place outside Brazil, or not a place, is not searched.
 */
import { describe, expect, it } from "vitest";
import { finderPlaceQuery, parseFinderPlace, storeFinderText } from "~/models/delivery/store-finder";

const parse = (query: string) => parseFinderPlace(new URLSearchParams(query));

describe("parseFinderPlace", () => {
  it.each([
    [
      "a CEP and a point in Campinas, with its city",
      "cep=13025000&lat=-22.892&lng=-47.047&cidade=Campinas&uf=sp",
      { cep: "13025000", lat: -22.892, lng: -47.047, cidade: "Campinas", uf: "SP" },
    ],
    [
      "no city: none",
      "cep=13025000&lat=-22.892&lng=-47.047",
      { cep: "13025000", lat: -22.892, lng: -47.047, cidade: null, uf: null },
    ],
    [
      "a state that is not two letters: none",
      "cep=13025000&lat=-22.892&lng=-47.047&uf=São",
      { cep: "13025000", lat: -22.892, lng: -47.047, cidade: null, uf: null },
    ],
  ])("%s", (_about, query, place) => {
    expect(parse(query)).toEqual(place);
  });

  it.each([
    ["coordinates far outside Brazil (Paris)", "cep=13025000&lat=48.85&lng=2.35"],
    ["no coordinates", "cep=13025000"],
    ["only one coordinate", "cep=13025000&lat=-22.89"],
    ["coordinates that are not numbers", "cep=13025000&lat=abc&lng=-47.05"],
    ["a CEP with a hyphen", "cep=13025-000&lat=-22.892&lng=-47.047"],
    ["a CEP of 7 digits", "cep=1302500&lat=-22.892&lng=-47.047"],
    ["no CEP", "lat=-22.892&lng=-47.047"],
  ])("%s: not a place", (_about, query) => {
    expect(parse(query)).toBeNull();
  });

  it("reads back what finderPlaceQuery writes", () => {
    const place = { cep: "05422001", lat: -23.5612, lng: -46.6795, cidade: "São Paulo", uf: "SP" };
    expect(parse(finderPlaceQuery(place))).toEqual(place);
  });
});

describe("the words of a move", () => {
  it("say which store does not deliver there and which does, or serves it by pickup", () => {
    expect(storeFinderText.switched("Distribuidora Aurora", "Empório Bom Sabor", true)).toBe(
      "Distribuidora Aurora não entrega neste endereço; você está em Empório Bom Sabor, que entrega.",
    );
    expect(storeFinderText.switched("Distribuidora Aurora", "Hortifruti Casa Verde", false)).toBe(
      "Distribuidora Aurora não entrega neste endereço; você está em Hortifruti Casa Verde, que atende com retirada na loja.",
    );
  });

  it("use the spec's messages verbatim", () => {
    expect(storeFinderText.noneServes).toBe("Infelizmente ainda não atendemos o seu endereço");
    expect(storeFinderText.thisStoreDoesNot).toBe("Infelizmente ainda não atendemos este endereço");
    expect(storeFinderText.unplaced).toBe("Não foi possivel encontrar fornecedores para este endereço");
    expect(storeFinderText.areaFailed).toBe("Falha ao consultar área de atendimento do fornecedor");
    expect(storeFinderText.othersFailed).toBe("Falha ao consultar outros fornecedores");
  });
});
