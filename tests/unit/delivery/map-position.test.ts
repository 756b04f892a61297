/**
 * The address map's pure rules (issue "Map": "a lazily loaded map … to place the pin"; docs/upstream-api.md
 * "Addresses": coordinates sent as `coords`; docs/upstream-api.md §47: `coords` `{ lat, lng }` in
 * degrees, −90…90, −180…180): reading the pin's hidden fields, which point is saved, moving the pin
 * by the keys and buttons, what the map says, and which tile addresses a map can use.
 */
import { describe, expect, it } from "vitest";
import { AddressFormSchema, addressFormValues, cepFormValues } from "~/models/delivery/address-form";
import { addressText } from "~/models/delivery/address-intents";
import {
  attributionHtml,
  distanceText,
  insideBrazil,
  movePosition,
  offsetMeters,
  parseDegrees,
  pinNearCep,
  pinnedPosition,
  pinText,
  usableTileUrl,
} from "~/models/delivery/map-position";

describe("parseDegrees: a coordinate as the form sends it", () => {
  it.each([
    ["-23.5668", "lat", -23.5668],
    ["-46,6498", "lng", -46.6498],
    [" 5.2 ", "lat", 5.2],
    ["90", "lat", 90],
    ["-180", "lng", -180],
    ["90.0001", "lat", null],
    ["-180.5", "lng", null],
    ["120", "lat", null],
    ["", "lat", null],
    ["abc", "lng", null],
    ["1e2", "lat", null],
    ["Infinity", "lng", null],
    ["NaN", "lat", null],
    ["--1", "lat", null],
    [undefined, "lat", null],
  ] as const)("%j as %s → %j", (text, axis, expected) => {
    expect(parseDegrees(text, axis)).toBe(expected);
  });
});

describe("insideBrazil: a pin outside Brazil is refused", () => {
  it.each([
    [{ lat: -23.5668, lng: -46.6498 }, true], // Avenida Paulista
    [{ lat: -3.85, lng: -32.42 }, true], // Fernando de Noronha
    [{ lat: -33.7, lng: -53.4 }, true], // Chuí
    [{ lat: 5.2, lng: -60.2 }, true], // Monte Roraima
    [{ lat: 40.7, lng: -74.0 }, false], // New York
    [{ lat: -34.6, lng: -58.4 }, false], // Buenos Aires
    [{ lat: 0, lng: 0 }, false],
  ])("%j → %s", (position, expected) => {
    expect(insideBrazil(position)).toBe(expected);
  });
});

describe("pinNearCep: the pin refines where the door is, it does not move the address (2 km at most)", () => {
  const cepPoint = { lat: -23.5564, lng: -46.6791 }; // CEP 05407-010, Rua Cardeal Arcoverde
  it.each([
    ["on the CEP's point", cepPoint, true],
    ["130 m away, across the street", { lat: -23.557, lng: -46.678 }, true],
    ["1.9 km north", movePosition(cepPoint, "norte", 1900), true],
    ["2.1 km west", movePosition(cepPoint, "oeste", 2100), false],
    ["in Campinas, 80 km away", { lat: -22.893, lng: -47.056 }, false],
  ])("%s → %s", (_case, pin, expected) => {
    expect(pinNearCep(pin, cepPoint)).toBe(expected);
  });
});

describe("pinnedPosition: the pin is saved only for the CEP it was placed for", () => {
  it.each([
    [
      "the pin of this CEP",
      { cep: "01310100", lat: -23.56681234567, lng: -46.6498, cepDoMapa: "01310100" },
      { lat: -23.566812, lng: -46.6498 },
    ],
    [
      "the CEP written with its hyphen",
      { cep: "01310100", lat: -23.5, lng: -46.6, cepDoMapa: "01310-100" },
      { lat: -23.5, lng: -46.6 },
    ],
    [
      "a pin of another CEP (the CEP changed after)",
      { cep: "13025300", lat: -23.5, lng: -46.6, cepDoMapa: "01310100" },
      null,
    ],
    ["no pin (without JavaScript, a new address)", { cep: "01310100" }, null],
    ["a pin without its CEP", { cep: "01310100", lat: -23.5, lng: -46.6 }, null],
    ["half a pin", { cep: "01310100", lat: -23.5, cepDoMapa: "01310100" }, null],
  ])("%s", (_case, form, expected) => {
    expect(pinnedPosition(form)).toEqual(expected);
  });
});

describe("moving the pin (arrow keys and the buttons: 10 m a step)", () => {
  const start = { lat: -22.893, lng: -47.056 };
  it.each(["norte", "sul", "leste", "oeste"] as const)(
    "10 m to the %s is 10 m away, in that direction",
    (direction) => {
      const { north, east } = offsetMeters(start, movePosition(start, direction, 10));
      const expected = { norte: [10, 0], sul: [-10, 0], leste: [0, 10], oeste: [0, -10] }[direction];
      expect(north).toBeCloseTo(expected[0]!, 0);
      expect(east).toBeCloseTo(expected[1]!, 0);
    },
  );

  it("keeps 6 decimals, as the form sends them", () => {
    const moved = movePosition(start, "leste", 10);
    expect(String(moved.lng).split(".")[1]!.length).toBeLessThanOrEqual(6);
  });
});

describe("what the map says the pin marks", () => {
  const start = { lat: -22.893, lng: -47.056 };
  it.each([
    ["at the CEP's point", start, "cep", "O pino está no ponto do CEP 13025-300."],
    ["at the saved point", start, "salvo", "O pino está no ponto salvo deste endereço."],
    [
      "two steps north, one east",
      movePosition(movePosition(movePosition(start, "norte", 10), "norte", 10), "leste", 10),
      "cep",
      "O pino está 20 m ao norte e 10 m a leste do ponto do CEP 13025-300: ao salvar, este é o ponto de entrega.",
    ],
    [
      "south-west of a chosen point",
      movePosition(movePosition(start, "sul", 250), "oeste", 1200),
      "escolhido",
      "O pino está 250 m ao sul e 1,2 km a oeste do ponto que você escolheu: ao salvar, este é o ponto de entrega.",
    ],
  ] as const)("%s", (_case, pin, origin, expected) => {
    expect(pinText(start, pin, origin, "13025300")).toBe(expected);
  });

  it.each([
    [4, "5 m"],
    [12, "10 m"],
    [995, "995 m"],
    [999, "1 km"],
    [1249, "1,2 km"],
  ])("%d m → %s", (meters, expected) => {
    expect(distanceText(meters)).toBe(expected);
  });
});

describe("attributionHtml: MAP_TILE_ATTRIBUTION shown as the text it is", () => {
  it.each([
    ["© OpenStreetMap contributors", "© OpenStreetMap contributors"],
    ["Mapas & dados: Exemplo", "Mapas &#38; dados: Exemplo"],
    ['<img src=x onerror="alert(1)">', "&#60;img src=x onerror=&#34;alert(1)&#34;&#62;"],
    ["", ""],
  ])("%j → %j", (text, html) => {
    expect(attributionHtml(text)).toBe(html);
  });
});

describe("usableTileUrl: MAP_TILE_URL a map can use (else no map)", () => {
  it.each([
    ["/mapa/{z}/{x}/{y}.svg", "/mapa/{z}/{x}/{y}.svg"],
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org/{z}/{x}/{y}.png"],
    ["https://tiles.example.com/base/{z}/{x}/{y}{r}.png", "https://tiles.example.com/base/{z}/{x}/{y}{r}.png"],
    // Subdomains ({s}) would be hosts the CSP does not allow; Leaflet fails on an unknown placeholder.
    ["https://{s}.tiles.example.com/base/{z}/{x}/{y}.png", null],
    ["https://tiles.example.com/{z}/{x}/{y}.png?key={chave}", null],
    ["", null],
    ["https://tiles.example.com/{z}/{x}.png", null],
    ["//tiles.example.com/{z}/{x}/{y}.png", null],
    ["javascript:alert(1)//{z}/{x}/{y}", null],
    ["ftp://tiles.example.com/{z}/{x}/{y}.png", null],
  ])("%j → %j", (template, expected) => {
    expect(usableTileUrl(template)).toBe(expected);
  });
});

describe("the address form's pin fields (AddressFormSchema)", () => {
  const form = {
    intent: "salvar",
    cep: "13025-300",
    rua: "Avenida Norte-Sul",
    numero: "S/N",
    bairro: "Cambuí",
    cidade: "Campinas",
    uf: "SP",
  };
  const errorsOf = (values: Record<string, string>) => {
    const result = AddressFormSchema.safeParse({ ...form, ...values });
    return result.success ? null : result.error.flatten().fieldErrors;
  };

  it("reads the pin's point and its CEP", () => {
    const result = AddressFormSchema.parse({
      ...form,
      lat: "-22.8931",
      lng: "-47.0559",
      cepDoMapa: "13025300",
      origemDoMapa: "escolhido",
    });
    expect(pinnedPosition(result)).toEqual({ lat: -22.8931, lng: -47.0559 });
  });

  it("saves without a pin", () => {
    expect(pinnedPosition(AddressFormSchema.parse(form))).toBeNull();
  });

  it.each([
    ["a latitude out of range", { lat: "-95", lng: "-47" }, addressText.pinInvalid],
    ["a longitude that is no number", { lat: "-22.9", lng: "oeste" }, addressText.pinInvalid],
    ["5 000 characters", { lat: "1".repeat(5000), lng: "-47" }, addressText.pinInvalid],
    ["a point outside Brazil", { lat: "40.7", lng: "-74.0" }, addressText.pinOutsideBrazil],
    ["a latitude without its longitude", { lat: "-22.9" }, addressText.pinInvalid],
  ])("refuses %s in Portuguese", (_case, values, message) => {
    const errors = errorsOf({ ...values, cepDoMapa: "13025300" });
    expect([...(errors?.lat ?? []), ...(errors?.lng ?? [])]).toContain(message);
  });

  it("an unknown origin is ignored, not refused", () => {
    expect(errorsOf({ origemDoMapa: "<script>" })).toBeNull();
  });

  it("an address being changed brings its saved point; a CEP looked up brings its own", () => {
    const address = {
      idendereco: "7",
      descricao: null,
      cep: "05422011",
      rua: "Rua dos Pinheiros",
      numero: "870",
      complemento: null,
      bairro: "Pinheiros",
      cidade: "São Paulo",
      uf: "SP",
      pais: "Brasil",
      pontoref: null,
      textoendereco: "",
      lat: -23.562145,
      lng: -46.680618,
      primario: false,
      cod_erp: null,
      idfornecedor: null,
    };
    expect(addressFormValues(address)).toMatchObject({
      lat: "-23.562145",
      lng: "-46.680618",
      cepDoMapa: "05422011",
      origemDoMapa: "salvo",
    });
    expect(addressFormValues({ ...address, lat: null, lng: null })).not.toHaveProperty("lat");
    const entry = {
      cep: "13025300",
      rua: "Avenida Norte-Sul",
      bairro: "Cambuí",
      cidade: "Campinas",
      uf: "SP",
      lat: -22.893,
      lng: -47.056,
    };
    expect(cepFormValues(entry)).toMatchObject({
      cep: "13025-300",
      lat: "-22.893",
      lng: "-47.056",
      cepDoMapa: "13025300",
      origemDoMapa: "cep",
    });
  });
});
