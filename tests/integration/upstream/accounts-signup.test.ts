import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  AccountAcknowledgementSchema,
  AccountUserListSchema,
  AccountUserSchema,
  AuthenticationSchema,
  ClientRecordListSchema,
  ClientSettingsSchema,
  CompanyRegistrySchema,
  PasswordRecoverySchema,
  RegistrationSchema,
  UserLookupSchema,
} from "../../../app/models/account";
import { AddressListSchema } from "../../../app/models/delivery/address";
import { approveStanding } from "../../../upstream/data/registrations";
import { cnpjWithCheckDigits, cpfWithCheckDigits } from "~/models/document";
import { DEMO_COMPANY_REGISTRY } from "../../../upstream/seed/accounts";
import { DEMO_PASSWORD } from "../../../upstream/seed/customers";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { V1, V2, acknowledged, startAccountsUpstream, type AccountsUpstream } from "./accounts-client";
import { IDS } from "./harness";

let api: AccountsUpstream;
/** The seeded data: each test starts from it (registrations, passwords, the company's users). */
let seeded: DatabaseSnapshot;

beforeAll(async () => {
  api = await startAccountsUpstream();
  seeded = snapshotDatabase(api.upstream.dataDir);
});

/** Every password these tests choose starts with "segredo-". */
const SECRETS = new RegExp(`${DEMO_PASSWORD}|segredo-|scrypt:|senha_hash`);

afterEach(() => {
  // Read before the data goes back: what this test made the server send.
  expect(api.sql((db) => db.prepare("SELECT assunto || corpo FROM outbox").pluck().all()).join("\n")).not.toMatch(
    SECRETS,
  );
  seeded.restore();
});

afterAll(async () => {
  expect(api.bodies.join("\n")).not.toMatch(SECRETS);
  seeded?.discard();
  await api.stop();
});

const acknowledges = async (response: Promise<Response>) =>
  expect(await api.ok(AccountAcknowledgementSchema, response)).toEqual(acknowledged);

const INVALID_LINK = "Link de redefinição inválido ou expirado.";

/** The token of the latest password link sent to this address. */
function linkOf(to: string): { path: string; token: string } {
  const match = /(\/[a-z0-9-]+\/senha\/nova)\?token=([A-Za-z0-9_-]+)/.exec(api.lastMessage(to).corpo);
  return { path: match?.[1] ?? "", token: match?.[2] ?? "" };
}

const reset = (token: string, senha: string) =>
  api.call("POST", `${V2}/cliente/senha/redefinir`, { body: { token, senha } });

describe("GET /v1/app/usuario/dados-receita/{cnpj}", () => {
  const company = DEMO_COMPANY_REGISTRY[0];

  it("answers the registry's data of a company, however the CNPJ is written", async () => {
    const answer = await api.ok(
      CompanyRegistrySchema,
      api.call("GET", `/v1/app/usuario/dados-receita/${company.cnpj}`),
    );
    expect(answer).toEqual(company);
    expect(answer.razao_social).toBe("Padaria Pão Dourado Ltda.");
    const formatted = encodeURIComponent("45.321.786/0001-87");
    expect(await api.ok(CompanyRegistrySchema, api.call("GET", `/v1/app/usuario/dados-receita/${formatted}`))).toEqual(
      answer,
    );
  });

  it.each([
    ["an unknown company", "11222333000181"],
    ["bad check digits", "45321786000188"],
    ["a malformed CNPJ", "4532178"],
  ])("answers 404 for %s", async (_case, cnpj) => {
    await api.fails(api.call("GET", `/v1/app/usuario/dados-receita/${cnpj}`), 404);
  });
});

describe("POST /v1/app/{apptoken}/cliente/anonimo/usuario", () => {
  const person = (overrides: Record<string, unknown> = {}) => ({
    nome: "Beatriz Nogueira",
    data_nascimento: "1990-05-17",
    cpf: cpfWithCheckDigits("271828182"),
    email: "beatriz@exemplo.com.br",
    telefone: "(11) 95555-0101",
    senha: "segredo-beatriz",
    endereco: {
      cep: "05422-010",
      rua: "Rua dos Pinheiros",
      numero: "870",
      complemento: null,
      bairro: "Pinheiros",
      cidade: "São Paulo",
      uf: "sp",
    },
    ...overrides,
  });
  const register = (usuario: Record<string, unknown>, idfornecedor = "casaverde") =>
    api.call("POST", `${V1}/cliente/anonimo/usuario`, { body: { idfornecedor, tokenOrigin: "web", usuario } });

  it("approves at once at a supplier without manual approval; the customer can log in", async () => {
    const answer = await api.ok(RegistrationSchema, register(person()));
    expect(answer).toEqual({ ok: true, idcliente: 507, cadastro_aprovado: true, message_after_create: null });
    const session = await api.login("beatriz@exemplo.com.br", "casaverde", "segredo-beatriz");
    expect(session.cadastro_aprovado).toBe(true);
    const [saved] = (
      await api.ok(ClientRecordListSchema, api.call("GET", `${V1}/cliente/507/cliente`, { token: session.token }))
    ).clientes;
    expect(saved).toMatchObject({
      data_nascimento: "1990-05-17",
      endereco: { cep: "05422010", uf: "SP", complemento: null, cidade: "São Paulo" },
    });
    // The registration's address is the first delivery address (call 46); this CEP is not in the directory, so it has no position.
    const [first] = await api.ok(
      AddressListSchema,
      api.call("GET", `${V1}/cliente/507/enderecos`, { token: session.token }),
    );
    expect(first).toMatchObject({
      descricao: "Principal",
      cep: "05422010",
      rua: "Rua dos Pinheiros",
      numero: "870",
      primario: true,
      lat: null,
      lng: null,
    });
  });

  it("keeps the answers to the supplier's customer characteristics; refuses one it does not ask or an option it does not offer", async () => {
    const withAnswers = (caracteristicas: unknown[], email: string) =>
      api.call("POST", `${V1}/cliente/anonimo/usuario`, {
        body: {
          idfornecedor: "aurora",
          tokenOrigin: "web",
          usuario: person({ email, cpf: cpfWithCheckDigits(String(Date.now()).slice(-9)) }),
          caracteristicas,
        },
      });
    const ramo = api.sql(
      (db) =>
        db
          .prepare("SELECT idcaracteristica FROM characteristics WHERE descricao = 'Ramo de atividade'")
          .pluck()
          .get() as number,
    );
    await api.fails(withAnswers([{ idcaracteristica: ramo, valor: "Farmácia" }], "ramo-fora@exemplo.com.br"), 400);
    await api.fails(withAnswers([{ idcaracteristica: 99999, valor: "Mercado" }], "ramo-outro@exemplo.com.br"), 400);
    const answer = await api.ok(
      RegistrationSchema,
      withAnswers([{ idcaracteristica: String(ramo), valor: "Padaria" }], "ramo-certo@exemplo.com.br"),
    );
    expect(
      api.sql((db) =>
        db
          .prepare("SELECT idcaracteristica, valor FROM client_characteristics WHERE idcliente = ?")
          .all(answer.idcliente),
      ),
    ).toEqual([{ idcaracteristica: ramo, valor: "Padaria" }]);
  });

  it("leaves the registration pending at aurora, with its notice, until the operator approves it", async () => {
    const cnpj = DEMO_COMPANY_REGISTRY[0].cnpj;
    const usuario = person({
      nome: "Padaria Pão Dourado Ltda.",
      cpf: cnpj,
      email: "contato@paodourado.com.br",
      data_nascimento: "",
    });
    const answer = await api.ok(RegistrationSchema, register(usuario, IDS.aurora));
    expect(answer.cadastro_aprovado).toBe(false);
    expect(answer.message_after_create).toMatch(/analisá-lo/);
    const pending = await api.login(cnpj, "aurora", "segredo-beatriz");
    expect(pending.cadastro_aprovado).toBe(false);
    expect(await api.ok(UserLookupSchema, api.call("GET", `${V2}/usuario/${cnpj}`))).toMatchObject({ cpfLength: 14 });

    expect(api.sql((db) => approveStanding(db, IDS.aurora, { cpf: cnpj }))).toBe("Padaria Pão Dourado Ltda.");
    expect((await api.login("contato@paodourado.com.br", "aurora", "segredo-beatriz")).cadastro_aprovado).toBe(true);
    const settings = api.call("GET", `${V2}/cliente/${answer.idcliente}/get-configuracoes-cliente`, {
      token: pending.token,
    });
    expect((await api.ok(ClientSettingsSchema, settings)).cadastro_aprovado).toBe(true);
  });

  it.each([
    ["an e-mail of a customer", { email: "Cliente@exemplo.com.br" }, "Já existe um cadastro com este e-mail."],
    ["an e-mail of a sub-user", { email: "comprador@exemplo.com.br" }, "Já existe um cadastro com este e-mail."],
    [
      "an e-mail of a representative",
      { email: "representante@exemplo.com.br" },
      "Já existe um cadastro com este e-mail.",
    ],
    [
      "a CPF already registered",
      { email: "outra@exemplo.com.br", cpf: "529.982.247-25" },
      "Já existe um cadastro com este CPF/CNPJ.",
    ],
    [
      "a CNPJ already registered",
      { email: "outra@exemplo.com.br", cpf: "11222333000262" },
      "Já existe um cadastro com este CPF/CNPJ.",
    ],
  ])("answers 409 for %s", async (_case, overrides, message) => {
    expect(await api.fails(register(person({ cpf: cpfWithCheckDigits("161803398"), ...overrides })), 409)).toBe(
      message,
    );
  });

  it.each([
    ["bad check digits", { cpf: "52998224726" }],
    ["a document of the wrong length", { cpf: "1234567890" }],
    ["a short password", { senha: "curta" }],
    ["no name", { nome: "" }],
    ["a malformed e-mail", { email: "beatriz.exemplo.com.br" }],
    ["a malformed CEP", { endereco: { ...person().endereco, cep: "0542" } }],
    ["a malformed state", { endereco: { ...person().endereco, uf: "São Paulo" } }],
    ["a birth date that does not exist", { data_nascimento: "1990-13-01" }],
  ])("answers 400 for %s", async (_case, overrides) => {
    await api.fails(
      register(person({ cpf: cnpjWithCheckDigits("998877660001"), email: "nova@exemplo.com.br", ...overrides })),
      400,
    );
  });

  it("answers 404 for an unknown supplier", async () => {
    await api.fails(
      register(person({ email: "nova@exemplo.com.br", cpf: cpfWithCheckDigits("141421356") }), "naoexiste"),
      404,
    );
  });
});

describe("password recovery", () => {
  const recover = (login: string, supplier?: string | null) =>
    api.call("GET", `${V2}/cliente/senha/recuperar/${encodeURIComponent(login)}`, { supplier });

  it("sends a link to the storefront of the supplier in view and answers the masked e-mail", async () => {
    expect(await api.ok(PasswordRecoverySchema, recover("cliente@exemplo.com.br", IDS.bomsabor))).toEqual({
      email: "cl***@exemplo.com.br",
    });
    const message = api.lastMessage("cliente@exemplo.com.br");
    expect(message.assunto).toBe("Redefinição de senha — Empório Bom Sabor");
    expect(linkOf("cliente@exemplo.com.br").path).toBe("/bomsabor/senha/nova");
  });

  it("sends it to the customer's own supplier when none is in view, also when asked by document", async () => {
    expect(await api.ok(PasswordRecoverySchema, recover("31415926590", null))).toEqual({
      email: "ca***@exemplo.com.br",
    });
    expect(linkOf("casaverde@exemplo.com.br").path).toBe("/casaverde/senha/nova");
    expect(await api.ok(PasswordRecoverySchema, recover("11.222.3330001-81"))).toEqual({
      email: "em***@exemplo.com.br",
    });
  });

  it("sets a new password with the link once; the login's sessions end", async () => {
    const before = await api.login("casaverde@exemplo.com.br", "casaverde");
    await api.ok(PasswordRecoverySchema, recover("casaverde@exemplo.com.br", IDS.casaverde));
    const { path, token } = linkOf("casaverde@exemplo.com.br");
    expect(path).toBe("/casaverde/senha/nova");
    await api.fails(reset(token, "curta"), 400);
    await acknowledges(reset(token, "segredo-sitio"));
    await api.login("casaverde@exemplo.com.br", "casaverde", "segredo-sitio");
    await api.fails(api.call("GET", `${V2}/cliente/506/get-configuracoes-cliente`, { token: before.token }), 401);
    expect(await api.fails(reset(token, "segredo-outra"), 422)).toBe(INVALID_LINK);
  });

  it("refuses an older link, an expired one and an unknown one", async () => {
    await api.ok(PasswordRecoverySchema, recover("pendente@exemplo.com.br"));
    const older = linkOf("pendente@exemplo.com.br").token;
    await api.ok(PasswordRecoverySchema, recover("pendente@exemplo.com.br"));
    const newer = linkOf("pendente@exemplo.com.br").token;
    expect(await api.fails(reset(older, "segredo-pendente"), 422)).toBe(INVALID_LINK);
    api.sql((db) => db.prepare("UPDATE password_resets SET expira_em = '2000-01-01T00:00:00.000Z'").run());
    await api.fails(reset(newer, "segredo-pendente"), 422);
    await api.fails(reset("desconhecido", "segredo-pendente"), 422);
    await api.login("pendente@exemplo.com.br");
  });

  it("answers 404 for an unknown login", async () => {
    await api.fails(recover("ninguem@exemplo.com.br"), 404);
    await api.fails(recover("11222333000262"), 404);
  });
});

describe("users of a company account", () => {
  const users = (token: string | undefined, supplier = "aurora", idcliente = 502) =>
    api.call("GET", `/v1/app/usuario/${supplier}/${idcliente}`, { token });
  const addUser = (token: string | undefined, body: unknown, supplier = "aurora", idcliente = 502) =>
    api.call("POST", `/v1/app/usuario/${supplier}/${idcliente}`, { token, body });
  const removeUser = (token: string | undefined, idusuario: number, idcliente = 502) =>
    api.call("DELETE", `/v1/app/usuario/aurora/${idcliente}/${idusuario}`, { token });
  const principal = async () => (await api.login(cnpjWithCheckDigits("112223330001"))).token;

  it("are listed for the principal login", async () => {
    const answer = await api.ok(AccountUserListSchema, users(await principal()));
    expect(answer.usuarios).toEqual([
      {
        idusuario: 9001,
        nome: "Júlia Martins",
        email: "comprador@exemplo.com.br",
        senha_definida: true,
        criado_em: expect.any(String),
      },
    ]);
  });

  it("are invited to set a password, then log in for the company", async () => {
    const token = await principal();
    const added = await api.ok(
      AccountUserSchema,
      addUser(token, { email: "Estoque@exemplo.com.br", nome: "Marcos Pereira" }),
    );
    expect(added).toMatchObject({
      idusuario: 9002,
      nome: "Marcos Pereira",
      email: "estoque@exemplo.com.br",
      senha_definida: false,
    });
    expect(api.lastMessage("estoque@exemplo.com.br").assunto).toBe(
      "Convite para comprar por Mercado Boa Compra Ltda. — Distribuidora Aurora",
    );
    await api.fails(
      api.call("POST", `${V1}/usuario/autenticar`, {
        body: { cpf: "estoque@exemplo.com.br", senha: "", idfornecedor: "aurora" },
      }),
      401,
    );
    const link = linkOf("estoque@exemplo.com.br");
    expect(link.path).toBe("/aurora/senha/nova");
    await acknowledges(reset(link.token, "segredo-marcos"));
    const session = await api.login("estoque@exemplo.com.br", "aurora", "segredo-marcos");
    expect(session.cliente.idcliente).toBe(502);
    expect(session.usuario_vinculado_logado).toEqual({
      idusuario: 9002,
      nome: "Marcos Pereira",
      email: "estoque@exemplo.com.br",
    });
    const listed = (await api.ok(AccountUserListSchema, users(token))).usuarios;
    expect(listed.find((user) => user.idusuario === 9002)?.senha_definida).toBe(true);
  });

  it("are also registered under the app token", async () => {
    const token = await principal();
    const added = await api.ok(
      AccountUserSchema,
      api.call("POST", `${V1}/usuario/502/usuarios`, {
        token,
        body: { email: "compras2@exemplo.com.br", nome: "Paulo Reis" },
      }),
    );
    expect(added.senha_definida).toBe(false);
    expect(linkOf("compras2@exemplo.com.br").path).toBe("/aurora/senha/nova");
  });

  it("answer 409 for an e-mail in use and 400 for a bad body", async () => {
    const token = await principal();
    expect(await api.fails(addUser(token, { email: "cliente@exemplo.com.br", nome: "Ana" }), 409)).toBe(
      "Este e-mail já está em uso.",
    );
    await api.fails(addUser(token, { email: "COMPRADOR@exemplo.com.br", nome: "Outra Júlia" }), 409);
    await api.fails(addUser(token, { email: "sem-arroba", nome: "Alguém" }), 400);
    await api.fails(addUser(token, { email: "alguem@exemplo.com.br" }), 400);
  });

  it("are removed with their sessions", async () => {
    const token = await principal();
    const added = await api.ok(
      AccountUserSchema,
      addUser(token, { email: "temporario@exemplo.com.br", nome: "Temporário Silva" }),
    );
    await acknowledges(reset(linkOf("temporario@exemplo.com.br").token, "segredo-temporario"));
    const session = await api.login("temporario@exemplo.com.br", "aurora", "segredo-temporario");
    await acknowledges(removeUser(token, added.idusuario));
    await api.fails(api.call("GET", `${V2}/cliente/502/get-configuracoes-cliente`, { token: session.token }), 401);
    await api.fails(
      api.call("POST", `${V1}/usuario/autenticar`, {
        body: { cpf: "temporario@exemplo.com.br", senha: "segredo-temporario", idfornecedor: "aurora" },
      }),
      401,
    );
    expect(await api.fails(removeUser(token, added.idusuario), 404)).toBe("Usuário não encontrado.");
    await api.fails(removeUser(token, 999999), 404);
  });

  it("are managed by nobody but the principal login", async () => {
    const cliente = await api.login("cliente@exemplo.com.br");
    await api.fails(users(cliente.token, "aurora", 501), 403);
    await api.fails(users(cliente.token), 403);
    const comprador = await api.login("comprador@exemplo.com.br");
    await api.fails(users(comprador.token), 403);
    await api.fails(addUser(comprador.token, { email: "novo@exemplo.com.br", nome: "Novo Comprador" }), 403);
    await api.fails(removeUser(comprador.token, 9001), 403);
    const token = await principal();
    await api.fails(users(token, "aurora", 503), 403);
    await api.fails(users(token, "bomsabor"), 403);
    await api.fails(users(token, "naoexiste"), 404);
    await api.fails(users(undefined), 401);
    const representative = await api.call("POST", `${V1}/usuario/autenticar/representante`, {
      body: { cpf: "representante@exemplo.com.br", senha: DEMO_PASSWORD, idfornecedor: "aurora" },
    });
    const { token: representativeToken } = (await representative.json()) as { token: string };
    const acting = await api.ok(
      AuthenticationSchema,
      api.call("GET", "/v4/acessorepresentante/502", { token: representativeToken }),
    );
    await api.fails(users(acting.token), 403);
  });
});
