/**
 * The search for the stores serving an address when the upstream fails (docs/rules/delivery.md
 * "Supplier lookup": 'Falha ao consultar área de atendimento do fornecedor', 'Falha ao
 * consultar outros fornecedores'; ADR 0036): the shopper keeps shopping in this store, told the
 * spec's message, with what was typed kept and nothing else changed. Through the real server over
 * the embedded upstream behind a proxy that misbehaves on demand.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { alertText, bodyText, fieldError, fieldValue } from "../../support/html";
import {
  startMisbehavingUpstream,
  type FaultRequest,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

const CAMBUI = "13025000";
const AREA_FAILED = "Falha ao consultar área de atendimento do fornecedor";
const OTHERS_FAILED = "Falha ao consultar outros fornecedores";

let upstream: MisbehavingUpstream;
let storefront: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  storefront = await startStorefront({
    apiBaseUrl: upstream.url,
    env: { PUBLIC_CACHE: "false", UPSTREAM_TIMEOUT_MS: "3000", AUTH_ATTEMPTS_PER_IP: "1000" },
  });
});

afterEach(() => {
  upstream.setFault({ mode: "pass" });
});

afterAll(async () => {
  await storefront?.stop();
  await upstream?.close();
});

/** Call 2 by location (call02-by-location), for a client or a guest. */
const isByLocation = (request: FaultRequest) => /\/cliente\/[^/]+\/fornecedor$/.test(request.path);
/** Call 2 for this store at the point: whether its area holds it. */
const isAreaCheck = (request: FaultRequest) =>
  /\/v2\/app\/[^/]+\/fornecedor$/.test(request.path) && request.query.has("lat") && request.query.has("idfornecedor");

describe("a CEP typed on the delivery page", () => {
  it.each([
    {
      about: "this store's area cannot be asked (500)",
      match: isAreaCheck,
      mode: "500" as const,
      message: AREA_FAILED,
      status: 502,
    },
    {
      about: "the search by location fails (500)",
      match: isByLocation,
      mode: "500" as const,
      message: OTHERS_FAILED,
      status: 502,
    },
    {
      about: "the search by location answers nonsense",
      match: isByLocation,
      mode: "malformed" as const,
      message: OTHERS_FAILED,
      status: 502,
    },
    {
      about: "the search by location times out",
      match: isByLocation,
      mode: "hang" as const,
      message: OTHERS_FAILED,
      status: 502,
    },
  ])(
    "$about: the shopper stays, told the spec's message next to the field, the CEP kept, nothing remembered",
    async ({ match, mode, message, status }) => {
      upstream.setFault({ mode, match });
      const guest = new Shopper(storefront.url);
      const answer = await guest.post("/aurora/entrega", { intent: "cep", cep: CAMBUI });
      expect(answer.status).toBe(status);
      const html = await answer.text();
      expect(fieldError(html, "cep")).toContain(message);
      expect(fieldValue(html, "cep")).toBe(CAMBUI);
      expect(guest.cookie("commerce-entrega")).toBeUndefined();
    },
  );
});

describe("the page of other stores", () => {
  it("the search by location failing: the spec's message and the way back to this store", async () => {
    upstream.setFault({ mode: "500", match: isByLocation });
    const answer = await new Shopper(storefront.url).get(`/aurora/outras-lojas?cep=${CAMBUI}&lat=-22.892&lng=-47.047`);
    expect(answer.status).toBe(502);
    const html = await answer.text();
    expect(alertText(html)).toContain(OTHERS_FAILED);
    expect(bodyText(html)).toContain("Continuar em Distribuidora Aurora");
  });
});

describe("a customer adds an address", () => {
  it("the search by location failing: the address is saved, the shopper stays, told so", async () => {
    const who = new Shopper(storefront.url);
    expect((await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" })).status).toBe(303);
    upstream.setFault({ mode: "500", match: isByLocation });
    const answer = await who.post("/aurora/enderecos", {
      intent: "salvar",
      descricao: "Sítio",
      cep: "13025-000",
      rua: "Rua Coronel Quirino",
      numero: "7",
      complemento: "",
      bairro: "Cambuí",
      cidade: "Campinas",
      uf: "SP",
      pontoref: "",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/aurora/enderecos");
    upstream.setFault({ mode: "pass" });
    expect(bodyText(await (await who.get("/aurora/enderecos")).text())).toContain(`Endereço salvo. ${OTHERS_FAILED}.`);
  });
});
