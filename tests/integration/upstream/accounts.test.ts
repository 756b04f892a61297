import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  AccountAcknowledgementSchema,
  AuthenticationSchema,
  ClientSettingsSchema,
  RepresentativeAuthenticationSchema,
  RepresentativeClaimsSchema,
  RepresentedClientListSchema,
  UserLookupSchema,
} from "../../../app/models/account";
import { secretDigest } from "../../../upstream/credentials";
import { DEMO_PASSWORD } from "../../../upstream/seed/customers";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { V1, V2, acknowledged, startAccountsUpstream, type AccountsUpstream } from "./accounts-client";
import { IDS } from "./harness";

let api: AccountsUpstream;
/** The seeded data: each test starts from it (sessions, the ERP key). */
let seeded: DatabaseSnapshot;

beforeAll(async () => {
  api = await startAccountsUpstream();
  seeded = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  seeded.restore();
});

afterAll(async () => {
  expect(api.bodies.join("\n")).not.toMatch(new RegExp(`${DEMO_PASSWORD}|scrypt:|senha_hash`));
  seeded?.discard();
  await api.stop();
});

const INVALID_CREDENTIALS = "Usuário inexistente ou credenciais inválidas";
const HOUR_MS = 3_600_000;

const authenticate = (body: Record<string, unknown>, path = `${V1}/usuario/autenticar`) =>
  api.call("POST", path, {
    body: {
      senha: DEMO_PASSWORD,
      idcliente: null,
      idfornecedor: "aurora",
      idcadastroextracliente: null,
      tokenOrigin: null,
      ...body,
    },
  });

const settings = (idcliente: number | string, token?: string) =>
  api.call("GET", `${V2}/cliente/${idcliente}/get-configuracoes-cliente`, { token });

const payloadOf = (jwt: string): unknown => JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString());

describe("GET /v2/app/{apptoken}/usuario/{login}", () => {
  const lookup = (login: string) =>
    api.ok(UserLookupSchema, api.call("GET", `${V2}/usuario/${encodeURIComponent(login)}`));

  it("names a customer by e-mail or by document, dots, dashes and slashes ignored", async () => {
    const ana = { idcliente: 501, nome: "Ana", cpfLength: 11, representante: false };
    expect(await lookup("cliente@exemplo.com.br")).toEqual(ana);
    expect(await lookup("CLIENTE@exemplo.com.br")).toEqual(ana);
    expect(await lookup("529.982.247-25")).toEqual(ana);
    expect(await lookup("11.222.333/0001-81")).toEqual({
      idcliente: 502,
      nome: "Mercado",
      cpfLength: 14,
      representante: false,
    });
  });

  it("gives a sub-user the company's id and no document length", async () => {
    expect(await lookup("comprador@exemplo.com.br")).toEqual({
      idcliente: 502,
      nome: "Júlia",
      cpfLength: null,
      representante: false,
    });
  });

  it("marks a representative's login", async () => {
    expect(await lookup("representante@exemplo.com.br")).toEqual({
      idcliente: 601,
      nome: "Rafael",
      cpfLength: 11,
      representante: true,
    });
  });

  it.each(["ninguem@exemplo.com.br", "11222333000262", "12345", "abc"])("answers 404 for %s", async (login) => {
    await api.fails(api.call("GET", `${V2}/usuario/${login}`), 404);
  });

  it("answers 401 to a wrong {apptoken}", async () => {
    await api.fails(api.call("GET", "/v2/app/outro/usuario/cliente@exemplo.com.br"), 401);
  });
});

describe("POST /v1/app/{apptoken}/usuario/autenticar", () => {
  it("opens a 12-hour session at the supplier, with a chat JWT", async () => {
    const before = Date.now();
    const answer = await api.ok(AuthenticationSchema, authenticate({ cpf: "cliente@exemplo.com.br", idcliente: 501 }));
    expect(answer).toMatchObject({
      ok: true,
      cadastro_aprovado: true,
      cliente: { idcliente: 501, nome: "Ana Beatriz Souza", email: "cliente@exemplo.com.br", cpf: "52998224725" },
      usuarios_vinculados: [],
      usuario_vinculado_logado: null,
      fornecedor_logado: { idfornecedor: IDS.aurora, fornecedor_slug: "aurora", fornecedor_dominio: null },
    });
    const expiresAt = Date.parse(answer.expira_em ?? "");
    expect(expiresAt - before).toBeGreaterThanOrEqual(12 * HOUR_MS - 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(12 * HOUR_MS);
    expect(payloadOf(answer.jwttoken ?? "")).toEqual({
      idcliente: 501,
      idfornecedor: IDS.aurora,
      exp: Math.floor(expiresAt / 1000),
    });
    await api.ok(ClientSettingsSchema, settings(501, answer.token));
  });

  it("stores only the digest of the token", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    const stored = api.sql((db) => db.prepare("SELECT token_sha256 FROM sessions").pluck().all());
    expect(stored).toContain(secretDigest(token));
    expect(stored).not.toContain(token);
  });

  it("accepts the document as the login, and names the supplier's domain", async () => {
    const answer = await api.login("529.982.247-25", "bomsabor");
    expect(answer.cliente.idcliente).toBe(501);
    expect(answer.fornecedor_logado).toEqual({
      idfornecedor: IDS.bomsabor,
      fornecedor_slug: "bomsabor",
      fornecedor_dominio: "bomsabor.localhost",
    });
  });

  it("lists a principal's linked clients, itself first and principal", async () => {
    const answer = await api.login("empresa@exemplo.com.br", IDS.aurora);
    expect(answer.usuarios_vinculados).toEqual([
      { idcliente: 502, nome: "Mercado Boa Compra Ltda.", cpf: "11222333000181", principal: true },
      { idcliente: 503, nome: "Mercado Boa Compra — Filial Centro", cpf: "11222333000262", principal: false },
      { idcliente: 504, nome: "Mercado Boa Compra — Filial Vila Prudente", cpf: "11222333000343", principal: false },
    ]);
  });

  it("logs a sub-user in for the company, none of its clients principal", async () => {
    const answer = await api.login("comprador@exemplo.com.br");
    expect(answer.cliente.idcliente).toBe(502);
    expect(answer.usuario_vinculado_logado).toEqual({
      idusuario: 9001,
      nome: "Júlia Martins",
      email: "comprador@exemplo.com.br",
    });
    expect(answer.usuarios_vinculados.map((client) => [client.idcliente, client.principal])).toEqual([
      [502, false],
      [503, false],
      [504, false],
    ]);
  });

  it("lets an account awaiting approval in, not approved", async () => {
    const answer = await api.login("pendente@exemplo.com.br");
    expect(answer.ok).toBe(true);
    expect(answer.cadastro_aprovado).toBe(false);
  });

  it.each([
    ["a wrong password", { cpf: "cliente@exemplo.com.br", senha: "demo12345" }],
    ["no password", { cpf: "cliente@exemplo.com.br", senha: null }],
    ["an unknown login", { cpf: "ninguem@exemplo.com.br" }],
    ["another customer's idcliente", { cpf: "cliente@exemplo.com.br", idcliente: 502 }],
    ["a representative's login", { cpf: "representante@exemplo.com.br" }],
    ["a branch without a login", { cpf: "11222333000262" }],
    ["an unknown hand-off token", { cpf: "cliente@exemplo.com.br", tokenOrigin: "desconhecido" }],
  ])("answers 401 to %s", async (_case, body) => {
    expect(await api.fails(authenticate(body), 401)).toBe(INVALID_CREDENTIALS);
  });

  it("answers 400 to a body without a login, 404 to an unknown supplier", async () => {
    await api.fails(authenticate({ cpf: undefined }), 400);
    await api.fails(authenticate({ cpf: "cliente@exemplo.com.br", idfornecedor: "naoexiste" }), 404);
  });
});

describe("hand-off between suppliers", () => {
  const handOff = async () => {
    const answer = await api.login("casaverde@exemplo.com.br", "aurora");
    expect(answer.fornecedor_logado.fornecedor_slug).toBe("casaverde");
    return answer;
  };
  const redeem = (token: string, supplier = "casaverde", login = "casaverde@exemplo.com.br") =>
    authenticate({ cpf: login, senha: null, idfornecedor: supplier, tokenOrigin: token });

  it("answers a login at a supplier where the customer has no standing with a token for its own supplier", async () => {
    const answer = await handOff();
    expect(answer).toMatchObject({
      ok: true,
      jwttoken: null,
      cadastro_aprovado: true,
      cliente: { idcliente: 506, nome: "Sítio Boa Terra", email: "casaverde@exemplo.com.br" },
      fornecedor_logado: { idfornecedor: IDS.casaverde, fornecedor_slug: "casaverde", fornecedor_dominio: null },
    });
    expect(Date.parse(answer.expira_em ?? "") - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(await api.fails(settings(506, answer.token), 401)).toBe("Sessão expirada");
  });

  it("is used once, at that supplier, to open a session there", async () => {
    const { token } = await handOff();
    const session = await api.ok(AuthenticationSchema, redeem(token));
    expect(session.fornecedor_logado.fornecedor_slug).toBe("casaverde");
    expect(session.cliente.idcliente).toBe(506);
    expect(session.token).not.toBe(token);
    await api.ok(ClientSettingsSchema, settings(506, session.token));
    expect(await api.fails(redeem(token), 401)).toBe(INVALID_CREDENTIALS);
  });

  it("is refused at another supplier, for another login and once expired", async () => {
    const { token } = await handOff();
    await api.fails(redeem(token, "bomsabor"), 401);
    await api.fails(redeem(token, "casaverde", "cliente@exemplo.com.br"), 401);
    await api.fails(redeem(token), 401);
    const late = await handOff();
    api.age(late.token);
    await api.fails(redeem(late.token), 401);
  });
});

describe("representatives", () => {
  const representativeLogin = async (supplier = "aurora") => {
    const answer = await api.ok(
      RepresentativeAuthenticationSchema,
      authenticate(
        { cpf: "representante@exemplo.com.br", idfornecedor: supplier, loginAsRepresentante: true },
        `${V1}/usuario/autenticar/representante`,
      ),
    );
    expect(answer.ok).toBe(true);
    return answer.token ?? "";
  };
  const clients = (token: string, idusuario: number | string = 601, supplier = "aurora") =>
    api.call("GET", `/v4/representante/${idusuario}/${supplier}`, { token });

  it("log in with a signed JWT of their claims", async () => {
    const token = await representativeLogin();
    const claims = RepresentativeClaimsSchema.parse(payloadOf(token));
    expect(claims).toMatchObject({ idusuario: 601, nome: "Rafael Teixeira", access: ["CLIENTES", "PEDIDOS"] });
    expect(claims.exp * 1000 - Date.now()).toBeGreaterThan(11 * HOUR_MS);
    expect(token.split(".")).toHaveLength(3);
  });

  it("answer 401 to a wrong password or a customer's login", async () => {
    const path = `${V1}/usuario/autenticar/representante`;
    await api.fails(authenticate({ cpf: "representante@exemplo.com.br", senha: "errada123" }, path), 401);
    await api.fails(authenticate({ cpf: "cliente@exemplo.com.br" }, path), 401);
  });

  it("list the clients they serve at the supplier", async () => {
    const answer = await api.ok(RepresentedClientListSchema, clients(await representativeLogin()));
    expect(answer.clientes.map((client) => client.idcliente).sort()).toEqual([501, 502, 503]);
    expect(answer.clientes.find((client) => client.idcliente === 501)).toEqual({
      idcliente: 501,
      nome: "Ana Beatriz Souza",
      cpf: "52998224725",
      cidade: "São Paulo",
      cadastro_aprovado: true,
    });
  });

  it("answer 403 for another representative or supplier, 401 for a token that is not theirs or was tampered with", async () => {
    const token = await representativeLogin();
    await api.fails(clients(token, 602), 403);
    await api.fails(clients(token, 601, "bomsabor"), 403);
    await api.fails(clients(""), 401);
    await api.fails(clients((await api.login("cliente@exemplo.com.br")).token), 401);
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ idusuario: 602, nome: "X", access: [], exp: 9_999_999_999 })).toString(
      "base64url",
    );
    await api.fails(clients(`${header}.${forged}.${signature}`, 602), 401);
  });

  it("act for a client they serve, with a session that remembers them", async () => {
    const token = await representativeLogin();
    const answer = await api.ok(AuthenticationSchema, api.call("GET", "/v4/acessorepresentante/501", { token }));
    expect(answer).toMatchObject({
      cliente: { idcliente: 501 },
      usuarios_vinculados: [],
      usuario_vinculado_logado: null,
      cadastro_aprovado: true,
      fornecedor_logado: { fornecedor_slug: "aurora" },
    });
    await api.ok(ClientSettingsSchema, settings(501, answer.token));
    const stored = api.sql((db) =>
      db
        .prepare("SELECT idrepresentante, idcliente FROM sessions WHERE token_sha256 = ?")
        .get(secretDigest(answer.token)),
    );
    expect(stored).toEqual({ idrepresentante: 601, idcliente: 501 });
  });

  it("answer 403 for a client they do not serve or another supplier in view", async () => {
    const token = await representativeLogin();
    expect(await api.fails(api.call("GET", "/v4/acessorepresentante/504", { token }), 403)).toBe(
      "Cliente não atendido por este representante.",
    );
    await api.fails(api.call("GET", "/v4/acessorepresentante/999999", { token }), 403);
    await api.fails(api.call("GET", "/v4/acessorepresentante/501", { token, supplier: IDS.bomsabor }), 403);
    await api.fails(api.call("GET", "/v4/acessorepresentante/501"), 401);
  });

  it("end their session at logout", async () => {
    const token = await representativeLogin();
    await api.ok(AccountAcknowledgementSchema, api.call("GET", `${V1}/cliente/logout`, { token }));
    await api.fails(clients(token), 401);
  });
});

describe("GET /v1/app/{apptoken}/cliente/logout", () => {
  it("ends the session; logging out again, or without a token, is fine", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    const logout = (bearer?: string) =>
      api.ok(AccountAcknowledgementSchema, api.call("GET", `${V1}/cliente/logout`, { token: bearer }));
    expect(await logout(token)).toEqual(acknowledged);
    expect(await api.fails(settings(501, token), 401)).toBe("Sessão expirada");
    expect(await logout(token)).toEqual(acknowledged);
    expect(await logout()).toEqual(acknowledged);
  });
});

describe("sessions", () => {
  it("end after 12 hours", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    api.age(token);
    expect(await api.fails(settings(501, token), 401)).toBe("Sessão expirada");
  });

  it("need the Bearer scheme", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    const response = fetch(`${api.upstream.url}${V2}/cliente/501/get-configuracoes-cliente`, {
      headers: { Authorization: token },
    });
    await api.fails(response, 401);
  });
});

describe("POST /v4/api-key/login", () => {
  const apiKeyLogin = (body: Record<string, unknown>) =>
    api.call("POST", "/v4/api-key/login", {
      body: { apiKey: "demo-api-key", idErpUsuario: "ERP-1001", idFornecedor: "aurora", ...body },
    });

  it("logs in as the customer with that ERP id at the key's supplier", async () => {
    const answer = await api.ok(AuthenticationSchema, apiKeyLogin({ idFornecedor: IDS.aurora }));
    expect(answer.cliente.idcliente).toBe(501);
    expect(answer.fornecedor_logado.fornecedor_slug).toBe("aurora");
    await api.ok(ClientSettingsSchema, settings(501, answer.token));
  });

  it.each([
    ["an unknown key", { apiKey: "outra-chave" }],
    ["an unknown ERP id", { idErpUsuario: "ERP-9999" }],
    ["another supplier", { idFornecedor: "bomsabor" }],
    ["an unknown supplier", { idFornecedor: "naoexiste" }],
  ])("answers 401 to %s", async (_case, body) => {
    await api.fails(apiKeyLogin(body), 401);
  });

  it("answers 401 to an inactive key, 400 to a body without the key", async () => {
    await api.fails(apiKeyLogin({ apiKey: undefined }), 400);
    api.sql((db) => db.prepare("UPDATE api_keys SET ativo = 0").run());
    await api.fails(apiKeyLogin({}), 401);
  });
});

describe("POST /v1/app/{apptoken}/usuario/{idcliente}/clientes-vinculados", () => {
  const switchTo = (token: string | undefined, idcliente: number, idclienteVinculado: unknown) =>
    api.call("POST", `${V1}/usuario/${idcliente}/clientes-vinculados`, { token, body: { idclienteVinculado } });

  it("acts for a linked client, and back", async () => {
    const { token } = await api.login("empresa@exemplo.com.br");
    const branch = await api.ok(AuthenticationSchema, switchTo(token, 502, 503));
    expect(branch.cliente).toMatchObject({ idcliente: 503, nome: "Mercado Boa Compra — Filial Centro", email: null });
    expect(branch.usuarios_vinculados.map((client) => client.idcliente)).toEqual([502, 503, 504]);
    expect(branch.cadastro_aprovado).toBe(true);
    await api.ok(ClientSettingsSchema, settings(503, branch.token));
    await api.fails(settings(502, branch.token), 403);
    const back = await api.ok(AuthenticationSchema, switchTo(branch.token, 503, "502"));
    expect(back.cliente.idcliente).toBe(502);
  });

  it("remembers the sub-user who switched", async () => {
    const { token } = await api.login("comprador@exemplo.com.br");
    const branch = await api.ok(AuthenticationSchema, switchTo(token, 502, 504));
    expect(branch.usuario_vinculado_logado?.idusuario).toBe(9001);
    const stored = api.sql((db) =>
      db.prepare("SELECT idusuario FROM sessions WHERE token_sha256 = ?").pluck().get(secretDigest(branch.token)),
    );
    expect(stored).toBe(9001);
  });

  it("answers 403 for a client that is not linked, or another customer's path", async () => {
    const empresa = await api.login("empresa@exemplo.com.br");
    expect(await api.fails(switchTo(empresa.token, 502, 501), 403)).toBe("Cliente não vinculado a este usuário.");
    await api.fails(switchTo(empresa.token, 501, 503), 403);
    const cliente = await api.login("cliente@exemplo.com.br");
    await api.fails(switchTo(cliente.token, 501, 502), 403);
  });

  it("answers 401 without a session and 400 without a client", async () => {
    await api.fails(switchTo(undefined, 502, 503), 401);
    const { token } = await api.login("empresa@exemplo.com.br");
    await api.fails(switchTo(token, 502, "filial"), 400);
  });
});

describe("the app token", () => {
  it("is checked on the account calls that carry it", async () => {
    await api.fails(api.call("POST", "/v1/app/outro/usuario/autenticar", { body: {} }), 401);
    await api.fails(api.call("GET", "/v2/app/outro/cliente/501/get-configuracoes-cliente"), 401);
  });
});
