/**
 * Calls 46–50 of docs/upstream-api.md (docs/rules/delivery.md "Address"): a customer's delivery addresses, owned
 * by the customer (another customer's are unknown to them), the primary one, the billing address,
 * and the CEP directory.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AuthenticationSchema } from "../../../app/models/account";
import {
  AddressListSchema,
  AddressSchema,
  BillingAddressSchema,
  CepEntrySchema,
} from "../../../app/models/delivery/address";
import { MAX_ADDRESSES } from "../../../upstream/data/addresses";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { V1, V2, startAccountsUpstream, type AccountsUpstream } from "./accounts-client";

let api: AccountsUpstream;
/** Ana (501) and the company (502), logged in at aurora. */
let ana: string;
let empresa: string;
let loggedIn: DatabaseSnapshot;

beforeAll(async () => {
  api = await startAccountsUpstream();
  ana = (await api.login("cliente@exemplo.com.br")).token;
  empresa = (await api.login("empresa@exemplo.com.br")).token;
  loggedIn = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  loggedIn.restore();
});

afterAll(async () => {
  loggedIn?.discard();
  await api?.stop();
});

const list = (token = ana, idcliente = 501) =>
  api.ok(AddressListSchema, api.call("GET", `${V1}/cliente/${idcliente}/enderecos?idfornecedor=aurora`, { token }));

const newAddress = (fields: Record<string, unknown> = {}) => ({
  descricao: "Loja",
  cep: "05407-010",
  rua: "Rua Cardeal Arcoverde",
  numero: "1200",
  complemento: null,
  bairro: "Pinheiros",
  cidade: "São Paulo",
  uf: "sp",
  coords: { lat: -23.5563, lng: -46.6791 },
  idfornecedor: "aurora",
  ...fields,
});

async function create(fields: Record<string, unknown> = {}, token = ana, idcliente = 501) {
  const response = await api.call("POST", `${V1}/cliente/${idcliente}/enderecos`, { token, body: newAddress(fields) });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return AddressSchema.parse(body);
}

describe("GET …/cliente/{idcliente}/enderecos", () => {
  it("lists the customer's addresses, the primary one first, with the address on one line", async () => {
    const addresses = await list();
    expect(addresses.map((address) => [address.descricao, address.cep, address.primario])).toEqual([
      ["Principal", "01310100", true],
      ["Trabalho", "05422011", false],
    ]);
    expect(addresses[0]).toMatchObject({
      rua: "Avenida Paulista",
      numero: "1578",
      complemento: "apto 42",
      uf: "SP",
      pais: "Brasil",
      textoendereco: "Avenida Paulista, 1578, apto 42 — Bela Vista, São Paulo - SP, 01310-100",
    });
    expect(addresses[0]!.lat).toBeCloseTo(-23.564, 2);
  });

  it("answers 401 without a session and 403 for another client's list", async () => {
    expect(await api.fails(api.call("GET", `${V1}/cliente/501/enderecos`), 401)).toBe("Sessão expirada");
    expect(await api.fails(api.call("GET", `${V1}/cliente/502/enderecos`, { token: ana }), 403)).toBe(
      "Acesso não permitido.",
    );
  });
});

describe("POST …/cliente/{idcliente}/enderecos", () => {
  it("registers an address: the CEP stored as its digits, the state in capitals, coords as lat and lng, the country Brasil", async () => {
    const created = await create();
    expect(created).toMatchObject({
      cep: "05407010",
      uf: "SP",
      pais: "Brasil",
      lat: -23.5563,
      lng: -46.6791,
      primario: false,
      idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
    });
    expect((await list()).map((address) => address.idendereco)).toContain(created.idendereco);
  });

  it("makes the first address of a customer the primary one, and one sent as primario the new primary", async () => {
    const vazio = await api.login("pendente@exemplo.com.br");
    const first = await create({}, vazio.token, Number(vazio.cliente.idcliente));
    expect(first.primario).toBe(true);
    const second = await create({ descricao: "Casa", primario: true });
    expect(second.primario).toBe(true);
    expect((await list()).filter((address) => address.primario).map((address) => address.idendereco)).toEqual([
      second.idendereco,
    ]);
  });

  it.each([
    ["S/N as the number", { numero: "S/N" }, "S/N"],
    ["a number sent as a number", { numero: 15 }, "15"],
  ])("accepts %s", async (_case, fields, numero) => {
    expect((await create(fields)).numero).toBe(numero);
  });

  it("drops direction overrides and control characters from the texts", async () => {
    expect((await create({ descricao: "Ca\u202Esa\u0000", rua: "Rua\u200F Cardeal\nArcoverde" })).descricao).toBe(
      "Casa",
    );
  });

  it.each([
    ["a CEP of 7 digits", { cep: "0540701" }, "cep"],
    ["a CEP with letters", { cep: "05407-01A" }, "cep"],
    ["no street", { rua: "" }, "rua"],
    ["5 000 characters in the street", { rua: "R".repeat(5000) }, "rua"],
    ["an unknown state", { uf: "XX" }, "uf"],
    ["a latitude out of range", { coords: { lat: -91, lng: -46.6 } }, "coords.lat"],
    ["a longitude out of range", { coords: { lat: -23.5, lng: 181 } }, "coords.lng"],
  ])("answers 400 naming the field for %s", async (_case, fields, field) => {
    const message = await api.fails(
      api.call("POST", `${V1}/cliente/501/enderecos`, { token: ana, body: newAddress(fields) }),
      400,
    );
    expect(message).toBe(`Corpo da requisição inválido: ${field}.`);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses (422 past them)`, async () => {
    const have = (await list()).length;
    for (let index = have; index < MAX_ADDRESSES; index++) await create({ numero: String(index) });
    const message = await api.fails(
      api.call("POST", `${V1}/cliente/501/enderecos`, { token: ana, body: newAddress() }),
      422,
    );
    expect(message).toBe(`Limite de ${MAX_ADDRESSES} endereços atingido. Exclua um endereço antes de cadastrar outro.`);
  });

  it("answers 403 for another client's path", async () => {
    expect(
      await api.fails(api.call("POST", `${V1}/cliente/502/enderecos`, { token: ana, body: newAddress() }), 403),
    ).toBe("Acesso não permitido.");
  });
});

describe("POST …/cliente/{idcliente}/enderecosput", () => {
  it("replaces the fields of an address of the customer", async () => {
    const [, trabalho] = await list();
    const updated = await api.ok(
      AddressSchema,
      api.call("POST", `${V1}/cliente/501/enderecosput`, {
        token: ana,
        body: { ...newAddress({ descricao: "Escritório", numero: "880" }), idendereco: trabalho!.idendereco },
      }),
    );
    expect(updated).toMatchObject({
      idendereco: trabalho!.idendereco,
      descricao: "Escritório",
      numero: "880",
      cep: "05407010",
      primario: false,
    });
  });

  it("makes an address the primary one, and keeps the primary one primary when sent without the flag", async () => {
    const [principal, trabalho] = await list();
    await api.ok(
      AddressSchema,
      api.call("POST", `${V1}/cliente/501/enderecosput`, {
        token: ana,
        body: { ...newAddress(), idendereco: trabalho!.idendereco, primario: true },
      }),
    );
    expect((await list()).map((address) => [address.idendereco, address.primario])).toEqual([
      [trabalho!.idendereco, true],
      [principal!.idendereco, false],
    ]);
    await api.ok(
      AddressSchema,
      api.call("POST", `${V1}/cliente/501/enderecosput`, {
        token: ana,
        body: { ...newAddress(), idendereco: trabalho!.idendereco },
      }),
    );
    expect((await list()).find((address) => address.primario)?.idendereco).toBe(trabalho!.idendereco);
  });

  it("answers 404 for another customer's address and 400 with the server's message for a bad field", async () => {
    const [matriz] = await list(empresa, 502);
    expect(
      await api.fails(
        api.call("POST", `${V1}/cliente/501/enderecosput`, {
          token: ana,
          body: { ...newAddress(), idendereco: matriz!.idendereco },
        }),
        404,
      ),
    ).toBe("Endereço não encontrado.");
    const [principal] = await list();
    expect(
      await api.fails(
        api.call("POST", `${V1}/cliente/501/enderecosput`, {
          token: ana,
          body: { ...newAddress({ cep: "123" }), idendereco: principal!.idendereco },
        }),
        400,
      ),
    ).toBe("Corpo da requisição inválido: cep.");
    expect(
      await api.fails(api.call("POST", `${V1}/cliente/501/enderecosput`, { token: ana, body: newAddress() }), 400),
    ).toBe("Corpo da requisição inválido: idendereco.");
  });
});

describe("POST …/cliente/enderecos/{idendereco}/excluir", () => {
  it("deletes an address of the token's customer; the oldest left becomes primary when the primary one goes", async () => {
    const [principal, trabalho] = await list();
    const answer = await api.call("POST", `${V1}/cliente/enderecos/${principal!.idendereco}/excluir`, { token: ana });
    expect(answer.status).toBe(200);
    expect((await list()).map((address) => [address.idendereco, address.primario])).toEqual([
      [trabalho!.idendereco, true],
    ]);
  });

  it("answers 404 for another customer's address or an id that is no id, and 401 without a session", async () => {
    const [matriz] = await list(empresa, 502);
    expect(
      await api.fails(api.call("POST", `${V1}/cliente/enderecos/${matriz!.idendereco}/excluir`, { token: ana }), 404),
    ).toBe("Endereço não encontrado.");
    expect(await api.fails(api.call("POST", `${V1}/cliente/enderecos/abc/excluir`, { token: ana }), 404)).toBe(
      "Endereço não encontrado.",
    );
    expect(await api.fails(api.call("POST", `${V1}/cliente/enderecos/1/excluir`), 401)).toBe("Sessão expirada");
    expect((await list(empresa, 502)).map((address) => address.idendereco)).toContain(matriz!.idendereco);
  });
});

describe("GET …/cliente/{idcliente}/enderecos/{idendereco}/faturamento", () => {
  it("answers the billing address of an address, the country Brasil", async () => {
    const [principal] = await list();
    const billing = await api.ok(
      BillingAddressSchema,
      api.call("GET", `${V2}/cliente/501/enderecos/${principal!.idendereco}/faturamento`, { token: ana }),
    );
    expect(billing).toEqual({
      cep: "01310100",
      rua: "Avenida Paulista",
      numero: "1578",
      complemento: "apto 42",
      bairro: "Bela Vista",
      cidade: "São Paulo",
      uf: "SP",
      pais: "Brasil",
    });
  });

  it("answers 404 for another customer's address", async () => {
    const [matriz] = await list(empresa, 502);
    expect(
      await api.fails(
        api.call("GET", `${V2}/cliente/501/enderecos/${matriz!.idendereco}/faturamento`, { token: ana }),
        404,
      ),
    ).toBe("Endereço não encontrado.");
  });
});

describe("a representative acting for a client (docs/upstream-api.md §30, §46)", () => {
  /** The representative's own token (call 29) and the one call 30 gave them to act for the company (502). */
  async function representative() {
    const login = await api.call("POST", `${V1}/usuario/autenticar/representante`, {
      body: {
        cpf: "representante@exemplo.com.br",
        senha: "demo1234",
        idcliente: null,
        idfornecedor: "aurora",
        idcadastroextracliente: null,
        loginAsRepresentante: true,
        tokenOrigin: null,
      },
    });
    const own = ((await login.json()) as { token: string }).token;
    const acting = await api.ok(AuthenticationSchema, api.call("GET", "/v4/acessorepresentante/502", { token: own }));
    return { own, acting: acting.token };
  }

  it("lists, adds, changes, bills and deletes the client's addresses with the token acting for the client", async () => {
    const { acting } = await representative();
    const [matriz] = await list(acting, 502);
    expect(matriz).toMatchObject({ rua: "Rua da Mooca", numero: "2100" });
    const added = await create({ descricao: "Depósito" }, acting, 502);
    expect(added).toMatchObject({ descricao: "Depósito", primario: false });
    expect((await list(empresa, 502)).map((address) => address.idendereco)).toEqual([
      matriz!.idendereco,
      added.idendereco,
    ]);
    const changed = await api.ok(
      AddressSchema,
      api.call("POST", `${V1}/cliente/502/enderecosput`, {
        token: acting,
        body: { ...newAddress({ descricao: "Loja" }), idendereco: added.idendereco },
      }),
    );
    expect(changed).toMatchObject({ idendereco: added.idendereco, descricao: "Loja" });
    await api.ok(
      BillingAddressSchema,
      api.call("GET", `${V2}/cliente/502/enderecos/${added.idendereco}/faturamento`, { token: acting }),
    );
    expect(
      (await api.call("POST", `${V1}/cliente/enderecos/${added.idendereco}/excluir`, { token: acting })).status,
    ).toBe(200);
    expect((await list(empresa, 502)).map((address) => address.idendereco)).toEqual([matriz!.idendereco]);
  });

  it("answers 403 for another client's path, 404 for another client's address, and 401 to the representative's own token", async () => {
    const { own, acting } = await representative();
    const [principal] = await list();
    expect(await api.fails(api.call("GET", `${V1}/cliente/501/enderecos`, { token: acting }), 403)).toBe(
      "Acesso não permitido.",
    );
    expect(
      await api.fails(
        api.call("POST", `${V1}/cliente/502/enderecosput`, {
          token: acting,
          body: { ...newAddress(), idendereco: principal!.idendereco },
        }),
        404,
      ),
    ).toBe("Endereço não encontrado.");
    expect(
      await api.fails(
        api.call("POST", `${V1}/cliente/enderecos/${principal!.idendereco}/excluir`, { token: acting }),
        404,
      ),
    ).toBe("Endereço não encontrado.");
    expect(
      await api.fails(
        api.call("GET", `${V2}/cliente/502/enderecos/${principal!.idendereco}/faturamento`, { token: acting }),
        404,
      ),
    ).toBe("Endereço não encontrado.");
    expect(await api.fails(api.call("GET", `${V1}/cliente/502/enderecos`, { token: own }), 401)).toBe(
      "Sessão expirada",
    );
    expect(await list()).toHaveLength(2);
  });
});

describe("GET /v2/app/{apptoken}/cep/{cep}", () => {
  it.each(["01310-100", "01310100", "01.310-100"])(
    "finds %s with its street, district, city, state and position",
    async (cep) => {
      const entry = await api.ok(
        CepEntrySchema,
        api.call("GET", `${V2}/cep/${encodeURIComponent(cep)}`, { supplier: null }),
      );
      expect(entry).toMatchObject({
        cep: "01310100",
        rua: "Avenida Paulista",
        bairro: "Bela Vista",
        cidade: "São Paulo",
        uf: "SP",
      });
    },
  );

  it("answers 404 for a CEP it does not know and 400 for one that is not 8 digits", async () => {
    expect(await api.fails(api.call("GET", `${V2}/cep/99999999`, { supplier: null }), 404)).toBe("CEP não encontrado.");
    expect(await api.fails(api.call("GET", `${V2}/cep/1234`, { supplier: null }), 400)).toBe(
      "CEP inválido: informe os 8 dígitos.",
    );
    expect(await api.fails(api.call("GET", `${V2}/cep/abcdefgh`, { supplier: null }), 400)).toBe(
      "CEP inválido: informe os 8 dígitos.",
    );
  });

  it("answers 401 for a wrong app token", async () => {
    expect(await api.fails(api.call("GET", "/v2/app/outro-token/cep/01310100", { supplier: null }), 401)).toBe(
      "Token de aplicação inválido.",
    );
  });
});
