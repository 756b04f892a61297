/**
 * The address map through the real server over the embedded upstream (issue "Map"; docs/upstream-api.md
 * "Addresses": coordinates sent as `coords`; docs/upstream-api.md §47, §50, §70): the demo's tiles
 * served from the upstream under /mapa, the pin's point saved for the CEP it was placed for, the
 * CEP's point otherwise, a pin outside Brazil refused in Portuguese, and no map without tiles.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText, fieldValue as valueOf, tags } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

// MAP_TILE_URL unset: the embedded upstream's tiles, as `npm start` has them.
const storefront = seededStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" } });

const PAGE = "/aurora/enderecos";

async function loggedIn(url = storefront.url): Promise<Shopper> {
  const who = new Shopper(url);
  const response = await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" });
  expect(response.status).toBe(303);
  return who;
}

const newAddress = {
  intent: "salvar",
  descricao: "Depósito",
  cep: "05407-010",
  rua: "Rua Cardeal Arcoverde",
  numero: "S/N",
  complemento: "",
  bairro: "Pinheiros",
  cidade: "São Paulo",
  uf: "SP",
  pontoref: "",
};

/** The saved point of the address named `name`, read from its form's hidden fields. */
async function savedPoint(
  who: Shopper,
  name: string,
): Promise<{ lat: string | undefined; lng: string | undefined; origin: string | undefined }> {
  const list = await (await who.get(PAGE)).text();
  const link = tags(list, "a").find((attributes) => attributes["aria-label"] === `Alterar ${name}`);
  const html = await (await who.get(link!.href!)).text();
  return { lat: valueOf(html, "lat"), lng: valueOf(html, "lng"), origin: valueOf(html, "origemDoMapa") };
}

describe("the demo's tiles (§70), through the storefront", () => {
  it("a tile of Pinheiros is an SVG image the browser may keep, with the streets of the CEP directory", async () => {
    const response = await fetch(`${storefront.url}/mapa/16/24270/37183.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const svg = await response.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("Rua dos Pinheiros");
  });

  it.each([
    ["a zoom past 19", "/mapa/20/0/0.svg"],
    ["a tile outside the grid", "/mapa/1/2/0.svg"],
    ["letters", "/mapa/16/abc/1.svg"],
    ["another format", "/mapa/16/1/1.png"],
  ])("%s is not found", async (_case, path) => {
    const response = await fetch(`${storefront.url}${path}`);
    expect(response.status).toBe(404);
  });

  it("the upstream answers the tile itself, and refuses one outside the grid in Portuguese", async () => {
    expect((await fetch(`${storefront.server.upstreamUrl}/mapa/0/0/0.svg`)).status).toBe(200);
    const refused = await fetch(`${storefront.server.upstreamUrl}/mapa/2/4/0.svg`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ mensagem: "Bloco do mapa não encontrado." });
  });

  it("the addresses page is given the tiles' address and their credit, and its CSP lets it load them", async () => {
    const response = await (await loggedIn()).get(`${PAGE}?novo=1`);
    expect(response.headers.get("content-security-policy")).toMatch(/img-src 'self'/);
    const html = await response.text();
    expect(html).toContain("/mapa/{z}/{x}/{y}.svg");
    // MAP_TILE_ATTRIBUTION unset with the demo's tiles: they say they are the demo's.
    expect(html).toContain("Mapa de demonstração");
  });
});

describe("the pin's point", () => {
  it("'Buscar CEP' brings the CEP's point for the map", async () => {
    const response = await (await loggedIn()).postSeeOther(PAGE, { ...newAddress, intent: "buscar-cep" });
    const html = await response.text();
    expect(Number(valueOf(html, "lat"))).toBeCloseTo(-23.5564, 3);
    expect(Number(valueOf(html, "lng"))).toBeCloseTo(-46.6791, 3);
    expect(valueOf(html, "cepDoMapa")).toBe("05407010");
    expect(valueOf(html, "origemDoMapa")).toBe("cep");
  });

  it("the pin moved for this CEP is the point saved, and the address's form brings it back", async () => {
    const who = await loggedIn();
    const response = await who.post(PAGE, {
      ...newAddress,
      lat: "-23.5570",
      lng: "-46.6780",
      cepDoMapa: "05407010",
      origemDoMapa: "escolhido",
    });
    expect(response.status).toBe(303);
    expect(await savedPoint(who, "Depósito")).toEqual({ lat: "-23.557", lng: "-46.678", origin: "salvo" });
  });

  it("a pin placed for another CEP is not where this address is: the CEP places it", async () => {
    const who = await loggedIn();
    const response = await who.post(PAGE, { ...newAddress, lat: "-22.8930", lng: "-47.0560", cepDoMapa: "13025300" });
    expect(response.status).toBe(303);
    const point = await savedPoint(who, "Depósito");
    expect(Number(point.lat)).toBeCloseTo(-23.5564, 3);
    expect(Number(point.lng)).toBeCloseTo(-46.6791, 3);
  });

  it("a pin sent for this CEP but far from it (a forged form carrying it into a store's area) is refused, and the CEP places the address", async () => {
    const who = await loggedIn();
    // Barão Geraldo's CEP with a point in Pinheiros, 80 km away: saved, the address would read as served there.
    const farAway = {
      ...newAddress,
      cep: "13084-000",
      rua: "Avenida Albino José Barbosa de Oliveira",
      bairro: "Barão Geraldo",
      cidade: "Campinas",
    };
    const response = await who.post(PAGE, {
      ...farAway,
      lat: "-23.5564",
      lng: "-46.6791",
      cepDoMapa: "13084000",
      origemDoMapa: "escolhido",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(bodyText(html)).toContain(
      "O ponto do mapa ficou a mais de 2 km do CEP 13084-000. Salve de novo para localizar o endereço pelo CEP, ou mova o pino para perto dele.",
    );
    expect(valueOf(html, "rua")).toBe("Avenida Albino José Barbosa de Oliveira");
    expect(valueOf(html, "lat")).toBe("");
    expect(valueOf(html, "cepDoMapa")).toBe("");
    expect(bodyText(await (await who.get(PAGE)).text())).not.toContain("Depósito");
    expect((await who.post(PAGE, { ...farAway, lat: "", lng: "", cepDoMapa: "" })).status).toBe(303);
    expect(Number((await savedPoint(who, "Depósito")).lat)).toBeCloseTo(-22.815, 1);
  });

  it("a pin for a CEP the directory does not know is not trusted: the address is saved without a point", async () => {
    const who = await loggedIn();
    const response = await who.post(PAGE, {
      ...newAddress,
      cep: "99999-999",
      lat: "-23.5564",
      lng: "-46.6791",
      cepDoMapa: "99999999",
    });
    expect(response.status).toBe(303);
    expect(await savedPoint(who, "Depósito")).toEqual({ lat: "", lng: "", origin: "" });
  });

  it("without a pin (without JavaScript) the CEP places the address, as before", async () => {
    const who = await loggedIn();
    expect((await who.post(PAGE, newAddress)).status).toBe(303);
    expect(Number((await savedPoint(who, "Depósito")).lat)).toBeCloseTo(-23.5564, 3);
  });

  it.each([
    [
      "outside Brazil",
      { lat: "40.7128", lng: "-74.0060" },
      "O ponto do mapa ficou fora do Brasil. Salve de novo para localizar o endereço pelo CEP, ou mova o pino até ele.",
    ],
    [
      "out of range",
      { lat: "-123", lng: "-46.6" },
      "O ponto do mapa não veio certo. Salve de novo: o endereço será localizado pelo CEP.",
    ],
    [
      "5 000 characters",
      { lat: "9".repeat(5000), lng: "-46.6" },
      "O ponto do mapa não veio certo. Salve de novo: o endereço será localizado pelo CEP.",
    ],
  ])(
    "a pin %s is refused in Portuguese, everything typed kept, and sent again the CEP places it",
    async (_case, pin, message) => {
      const who = await loggedIn();
      const response = await who.post(PAGE, { ...newAddress, ...pin, cepDoMapa: "05407010" });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(bodyText(html)).toContain(message);
      expect(valueOf(html, "rua")).toBe("Rua Cardeal Arcoverde");
      expect(valueOf(html, "lat")).toBe("");
      expect((await who.post(PAGE, { ...newAddress, lat: "", lng: "", cepDoMapa: "" })).status).toBe(303);
    },
  );
});

describe("MAP_TILE_URL empty", () => {
  let plain: StorefrontServer;
  beforeAll(async () => {
    plain = await startStorefront({ env: { MAP_TILE_URL: "" } });
  });
  afterAll(async () => {
    await plain?.stop();
  });

  it("gives the page no map and serves no tiles; the CEP still places the address", async () => {
    const who = await loggedIn(plain.url);
    const html = await (await who.get(`${PAGE}?novo=1`)).text();
    expect(html).not.toContain("/mapa/{z}");
    expect(html).not.toContain("Mapa de demonstração");
    // /mapa is then no path of the storefront (a supplier "mapa" that does not exist).
    const tile = await fetch(`${plain.url}/mapa/16/24270/37183.svg`, { redirect: "manual" });
    expect(tile.status).not.toBe(200);
    expect(tile.headers.get("content-type") ?? "").not.toMatch(/svg/);
    expect((await who.post(PAGE, newAddress)).status).toBe(303);
    expect(bodyText(await (await who.get(PAGE)).text())).toContain(
      "Rua Cardeal Arcoverde, S/N — Pinheiros, São Paulo - SP, 05407-010",
    );
  });
});
