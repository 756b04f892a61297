import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  AccountAcknowledgementSchema,
  AuthenticationSchema,
  ClientRecordListSchema,
  ClientSettingsSchema,
  TermsOfUseSchema,
} from "../../../app/models/account";
import { DEMO_PASSWORD } from "../../../upstream/seed/customers";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { V1, V2, acknowledged, startAccountsUpstream, type AccountsUpstream } from "./accounts-client";
import { IDS } from "./harness";

let api: AccountsUpstream;
/** The seeded data: each test starts from it (passwords, e-mails, verifications, acceptances). */
let seeded: DatabaseSnapshot;

beforeAll(async () => {
  api = await startAccountsUpstream();
  seeded = snapshotDatabase(api.upstream.dataDir);
});

afterEach(() => {
  // Read before the data goes back: what this test made the server send.
  expect(api.sql((db) => db.prepare("SELECT corpo FROM outbox").pluck().all()).join("\n")).not.toMatch(
    new RegExp(`${DEMO_PASSWORD}|nova-senha-`),
  );
  seeded.restore();
});

afterAll(async () => {
  expect(api.bodies.join("\n")).not.toMatch(new RegExp(`${DEMO_PASSWORD}|nova-senha-|scrypt:|senha_hash`));
  seeded?.discard();
  await api.stop();
});

const settings = (idcliente: number | string, token?: string) =>
  api.call("GET", `${V2}/cliente/${idcliente}/get-configuracoes-cliente`, { token });
const record = (idcliente: number | string, token?: string, query = "?email=&idcadastroextracliente=") =>
  api.call("GET", `${V1}/cliente/${idcliente}/cliente${query}`, { token });
const update = (idcliente: number, token: string | undefined, dadosUsuario: Record<string, unknown>) =>
  api.call("PUT", `/v1/app/usuario/${idcliente}`, { token, body: { dadosUsuario } });
const acknowledges = async (response: Promise<Response>) =>
  expect(await api.ok(AccountAcknowledgementSchema, response)).toEqual(acknowledged);

describe("GET /v2/app/{apptoken}/{clientpath}/get-configuracoes-cliente", () => {
  it("answers the customer's flags at the session's supplier", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    expect(await api.ok(ClientSettingsSchema, settings(501, token))).toEqual({
      idcliente: 501,
      cadastro_aprovado: true,
      tag: [],
      termosuso: null,
      limite_credito_total: 3000,
      limite_credito_disponivel: 2480.5,
      email_verificado: false,
    });
  });

  it("asks for bomsabor's terms of use, not yet accepted", async () => {
    const { token } = await api.login("cliente@exemplo.com.br", "bomsabor");
    expect(await api.ok(ClientSettingsSchema, settings(501, token))).toMatchObject({
      termosuso: { versao: 1, aceito: false },
      limite_credito_total: null,
    });
  });

  it("says an account awaits approval, and gives a sub-user the company's flags", async () => {
    const pendente = await api.login("pendente@exemplo.com.br");
    expect((await api.ok(ClientSettingsSchema, settings(505, pendente.token))).cadastro_aprovado).toBe(false);
    const comprador = await api.login("comprador@exemplo.com.br");
    expect((await api.ok(ClientSettingsSchema, settings(502, comprador.token))).limite_credito_total).toBe(50000);
  });

  it("answers 403 for another client path and 401 without a valid token", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    await api.fails(settings(502, token), 403);
    await api.fails(settings("anonimo", token), 403);
    expect(await api.fails(settings(501), 401)).toBe("Sessão expirada");
    expect(await api.fails(settings(501, "desconhecido"), 401)).toBe("Sessão expirada");
  });
});

describe("GET /v1/app/{apptoken}/{clientpath}/cliente", () => {
  it("answers the customer's record with its address", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    expect(await api.ok(ClientRecordListSchema, record(501, token))).toEqual({
      clientes: [
        {
          idcliente: 501,
          nome: "Ana Beatriz Souza",
          email: "cliente@exemplo.com.br",
          cpf: "52998224725",
          telefone: "(11) 98888-1001",
          data_nascimento: "1988-03-14",
          endereco: {
            cep: "01310100",
            rua: "Avenida Paulista",
            numero: "1578",
            complemento: "apto 42",
            bairro: "Bela Vista",
            cidade: "São Paulo",
            uf: "SP",
          },
        },
      ],
    });
  });

  it("answers a null address and birth date when there are none", async () => {
    const { token } = await api.login("pendente@exemplo.com.br");
    const [pendente] = (await api.ok(ClientRecordListSchema, record(505, token, ""))).clientes;
    expect(pendente).toMatchObject({ idcliente: 505, data_nascimento: null, endereco: null });
  });

  it("answers 403 for another client, 401 without a session, 400 for a repeated parameter", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    await api.fails(record(502, token), 403);
    await api.fails(record(501), 401);
    await api.fails(record(501, token, "?email=a&email=b"), 400);
  });
});

describe("PUT /v1/app/usuario/{idcliente}", () => {
  it("changes the customer's data, and clears what is sent empty", async () => {
    const { token } = await api.login("pendente@exemplo.com.br");
    await acknowledges(
      update(505, token, { nome: "Carlos Eduardo Lima Filho", telefone: "", data_nascimento: "1979-11-02" }),
    );
    const [changed] = (await api.ok(ClientRecordListSchema, record(505, token))).clientes;
    expect(changed).toMatchObject({ nome: "Carlos Eduardo Lima Filho", telefone: null, data_nascimento: "1979-11-02" });
    await acknowledges(update(505, token, { telefone: "(11) 97777-1005", email: "pendente@exemplo.com.br" }));
    const [again] = (await api.ok(ClientRecordListSchema, record(505, token))).clientes;
    expect(again).toMatchObject({ nome: "Carlos Eduardo Lima Filho", telefone: "(11) 97777-1005" });
  });

  it("changes the login e-mail with the current password; the new e-mail is not verified yet", async () => {
    const { token } = await api.login("pendente@exemplo.com.br");
    api.sql((db) => db.prepare("UPDATE customers SET email_verificado = 1 WHERE idcliente = 505").run());
    const change = { email: "carlos.lima@exemplo.com.br" };
    expect(await api.fails(update(505, token, change), 401)).toBe("Senha atual incorreta.");
    expect(await api.fails(update(505, token, { ...change, senhaAtual: "errada123" }), 401)).toBe(
      "Senha atual incorreta.",
    );
    await acknowledges(update(505, token, { ...change, senhaAtual: DEMO_PASSWORD }));
    expect((await api.login("carlos.lima@exemplo.com.br")).cliente.email).toBe("carlos.lima@exemplo.com.br");
    await api.fails(api.call("GET", `${V2}/usuario/pendente@exemplo.com.br`), 404);
    expect((await api.ok(ClientSettingsSchema, settings(505, token))).email_verificado).toBe(false);
  });

  it.each(["empresa@exemplo.com.br", "COMPRADOR@exemplo.com.br", "representante@exemplo.com.br"])(
    "answers 409 when %s is taken",
    async (email) => {
      const { token } = await api.login("cliente@exemplo.com.br");
      expect(await api.fails(update(501, token, { email, senhaAtual: DEMO_PASSWORD }), 409)).toBe(
        "Este e-mail já está em uso.",
      );
    },
  );

  it("changes the password of the login, a sub-user's own, and ends the sub-user's other sessions", async () => {
    const comprador = await api.login("comprador@exemplo.com.br");
    const other = await api.login("comprador@exemplo.com.br");
    const company = await api.login("empresa@exemplo.com.br");
    await acknowledges(update(502, comprador.token, { novaSenha: "nova-senha-julia", senhaAtual: DEMO_PASSWORD }));
    expect(await api.fails(settings(502, other.token), 401)).toBe("Sessão expirada");
    await api.ok(ClientSettingsSchema, settings(502, comprador.token));
    await api.ok(ClientSettingsSchema, settings(502, company.token));
    await api.login("comprador@exemplo.com.br", "aurora", "nova-senha-julia");
    await api.login("empresa@exemplo.com.br");
    await api.fails(
      api.call("POST", `${V1}/usuario/autenticar`, {
        body: { cpf: "comprador@exemplo.com.br", senha: DEMO_PASSWORD, idfornecedor: "aurora" },
      }),
      401,
    );
  });

  it("ends the customer's other sessions, at every supplier, when the password changes; the one that changed it goes on", async () => {
    const current = await api.login("cliente@exemplo.com.br");
    const sameSupplier = await api.login("cliente@exemplo.com.br");
    const otherSupplier = await api.login("cliente@exemplo.com.br", "casaverde");
    const representative = await api.ok(
      AuthenticationSchema,
      api.call("GET", "/v4/acessorepresentante/501", { token: await representativeToken() }),
    );
    await acknowledges(update(501, current.token, { novaSenha: "nova-senha-ana", senhaAtual: DEMO_PASSWORD }));
    expect(await api.fails(settings(501, sameSupplier.token), 401)).toBe("Sessão expirada");
    expect(await api.fails(settings(501, otherSupplier.token), 401)).toBe("Sessão expirada");
    await api.ok(ClientSettingsSchema, settings(501, current.token));
    await api.ok(ClientSettingsSchema, settings(501, representative.token));
    await acknowledges(update(501, current.token, { novaSenha: DEMO_PASSWORD, senhaAtual: "nova-senha-ana" }));
    await api.ok(ClientSettingsSchema, settings(501, current.token));
  });

  it("keeps the other sessions when only the data or the e-mail changes", async () => {
    const current = await api.login("cliente@exemplo.com.br");
    const other = await api.login("cliente@exemplo.com.br");
    await acknowledges(update(501, current.token, { telefone: "(11) 98888-1001", email: "CLIENTE@exemplo.com.br" }));
    await api.ok(ClientSettingsSchema, settings(501, other.token));
  });

  it("lets a sub-user change only their own login: the company's data answers 403", async () => {
    const { token } = await api.login("comprador@exemplo.com.br");
    const before = (await api.ok(ClientRecordListSchema, record(502, token))).clientes[0];
    for (const dados of [
      { nome: "Outro Nome Ltda." },
      { telefone: "(11) 90000-0000" },
      { telefone: "" },
      { data_nascimento: "1990-01-01" },
      { nome: "Outro Nome Ltda.", email: "julia.martins@exemplo.com.br", senhaAtual: DEMO_PASSWORD },
    ]) {
      expect(await api.fails(update(502, token, dados), 403)).toBe("Acesso não permitido.");
    }
    expect((await api.ok(ClientRecordListSchema, record(502, token))).clientes[0]).toEqual(before);
    await api.fails(api.call("GET", `${V2}/usuario/julia.martins@exemplo.com.br`), 404);

    await acknowledges(update(502, token, { email: "julia.martins@exemplo.com.br", senhaAtual: DEMO_PASSWORD }));
    const again = await api.login("julia.martins@exemplo.com.br");
    expect(again.usuario_vinculado_logado).toMatchObject({ email: "julia.martins@exemplo.com.br" });
    expect(again.cliente.email).toBe("empresa@exemplo.com.br");
    expect((await api.login("empresa@exemplo.com.br")).cliente.email).toBe("empresa@exemplo.com.br");
  });

  it("lets the company's own login change the data of a linked client it acts for", async () => {
    const company = await api.login("empresa@exemplo.com.br");
    const branch = await api.ok(
      AuthenticationSchema,
      api.call("POST", `${V1}/usuario/502/clientes-vinculados`, {
        token: company.token,
        body: { idclienteVinculado: 503 },
      }),
    );
    await acknowledges(update(503, branch.token, { telefone: "(11) 3333-2003" }));
    expect((await api.ok(ClientRecordListSchema, record(503, branch.token))).clientes[0]?.telefone).toBe(
      "(11) 3333-2003",
    );
  });

  it("lets a representative's session change nothing (403), data or login", async () => {
    const representative = await api.ok(
      AuthenticationSchema,
      api.call("GET", "/v4/acessorepresentante/501", {
        token: await representativeToken(),
      }),
    );
    const before = (await api.ok(ClientRecordListSchema, record(501, representative.token))).clientes[0];
    for (const dados of [
      { telefone: "(11) 97777-0000" },
      { nome: "Outra Pessoa" },
      { data_nascimento: "" },
      { email: "outra@exemplo.com.br", senhaAtual: DEMO_PASSWORD },
      { novaSenha: "nova-senha-rep", senhaAtual: DEMO_PASSWORD },
      {},
    ]) {
      expect(await api.fails(update(501, representative.token, dados), 403)).toBe("Acesso não permitido.");
    }
    expect((await api.ok(ClientRecordListSchema, record(501, representative.token))).clientes[0]).toEqual(before);
  });

  it.each([
    ["an empty name", { nome: " " }],
    ["a birth date in the future", { data_nascimento: "2999-01-01" }],
    ["a date that does not exist", { data_nascimento: "1990-02-30" }],
    ["a short new password", { novaSenha: "curta", senhaAtual: DEMO_PASSWORD }],
    ["a malformed e-mail", { email: "sem-arroba", senhaAtual: DEMO_PASSWORD }],
  ])("answers 400 to %s", async (_case, dados) => {
    const { token } = await api.login("cliente@exemplo.com.br");
    await api.fails(update(501, token, dados), 400);
  });

  it("answers 403 for another customer and 401 without a session", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    await api.fails(update(502, token, { nome: "Outro" }), 403);
    await api.fails(update(501, undefined, { nome: "Outro" }), 401);
  });
});

async function representativeToken(): Promise<string> {
  const response = await api.call("POST", `${V1}/usuario/autenticar/representante`, {
    body: {
      cpf: "representante@exemplo.com.br",
      senha: DEMO_PASSWORD,
      idfornecedor: "aurora",
      loginAsRepresentante: true,
    },
  });
  return ((await response.json()) as { token: string }).token;
}

describe("e-mail verification", () => {
  const send = (token: string | undefined, idcliente: number | string = 501, canal = "EMAIL") =>
    api.call(
      "GET",
      `/v4/verificacao/enviar-verificacao?canal=${canal}&idcliente=${idcliente}&idfornecedor=${IDS.aurora}&fonte=WEB`,
      {
        token,
      },
    );
  const confirm = (token: string | undefined, codigo: unknown) =>
    api.call("POST", "/v4/verificacao/confirmar", { token, body: { codigo } });
  const lastCode = () => /\b(\d{6})\b/.exec(api.lastMessage("cliente@exemplo.com.br").corpo)?.[1] ?? "";

  it("sends a 6-digit code that verifies the e-mail once", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    await acknowledges(send(token));
    expect(api.lastMessage("cliente@exemplo.com.br").assunto).toBe("Seu código de verificação");
    const codigo = lastCode();
    expect(codigo).toMatch(/^\d{6}$/);
    const wrong = codigo === "000000" ? "000001" : "000000";
    expect(await api.fails(confirm(token, wrong), 422)).toBe("Código inválido ou expirado.");
    await acknowledges(confirm(token, codigo));
    expect((await api.ok(ClientSettingsSchema, settings(501, token))).email_verificado).toBe(true);
    await api.fails(confirm(token, codigo), 422);
  });

  it("keeps only the latest code (digits or a number), and no code after 15 minutes or 5 wrong tries", async () => {
    const { token } = await api.login("cliente@exemplo.com.br");
    await acknowledges(send(token));
    const first = lastCode();
    await acknowledges(send(token));
    const second = lastCode();
    if (first !== second) await api.fails(confirm(token, first), 422);
    await acknowledges(confirm(token, Number(second)));

    await acknowledges(send(token));
    const late = lastCode();
    api.sql((db) => db.prepare("UPDATE verification_codes SET expira_em = '2000-01-01T00:00:00.000Z'").run());
    await api.fails(confirm(token, late), 422);

    await acknowledges(send(token));
    const tried = lastCode();
    const wrong = tried === "000000" ? "000001" : "000000";
    for (let attempt = 0; attempt < 5; attempt += 1) await api.fails(confirm(token, wrong), 422);
    await api.fails(confirm(token, tried), 422);
  });

  it("answers 422 for a client without e-mail, 400 for another channel, 403 for another client, 401 without a session", async () => {
    const empresa = await api.login("empresa@exemplo.com.br");
    const branch = await api.ok(
      AuthenticationSchema,
      api.call("POST", `${V1}/usuario/502/clientes-vinculados`, {
        token: empresa.token,
        body: { idclienteVinculado: 503 },
      }),
    );
    expect(await api.fails(send(branch.token, 503), 422)).toBe("Cliente sem e-mail cadastrado.");
    const { token } = await api.login("cliente@exemplo.com.br");
    await api.fails(send(token, 501, "SMS"), 400);
    await api.fails(send(token, 502), 403);
    await api.fails(send(undefined), 401);
    await api.fails(confirm(undefined, "123456"), 401);
    await api.fails(confirm(token, undefined), 400);
  });
});

describe("terms of use", () => {
  const terms = (query: string, supplier?: string | null) => api.call("GET", `/termouso${query}`, { supplier });
  const accept = (token: string | undefined, versao: unknown, idcliente = 501, supplier = "bomsabor") =>
    api.call("PUT", `/v4/client/${idcliente}/supplier/${supplier}/termos-uso`, { token, body: { versao } });

  it("serves the text of a version at the root, for the supplier in view", async () => {
    const text = await api.ok(TermsOfUseSchema, terms("?versaoArquivo=1", IDS.bomsabor));
    expect(text.versao).toBe(1);
    expect(text.titulo).toBe("Termos de uso do Empório Bom Sabor");
    expect(text.paragrafos.length).toBeGreaterThan(2);
    expect(await api.ok(TermsOfUseSchema, terms("?versaoArquivo=1", null))).toEqual(text);
  });

  it("answers 404 for an unknown version and 400 without one", async () => {
    expect(await api.fails(terms("?versaoArquivo=2", IDS.bomsabor), 404)).toBe("Termos de uso não encontrados.");
    await api.fails(terms("?versaoArquivo="), 400);
    await api.fails(terms("?versaoArquivo=um"), 400);
  });

  it("records the customer's acceptance of the current version", async () => {
    const { token } = await api.login("cliente@exemplo.com.br", "bomsabor");
    expect(await api.fails(accept(token, 2), 422)).toBe("Esta não é a versão atual dos termos de uso.");
    await acknowledges(accept(token, 1));
    await acknowledges(accept(token, 1));
    expect((await api.ok(ClientSettingsSchema, settings(501, token))).termosuso).toEqual({ versao: 1, aceito: true });
    const again = await api.login("cliente@exemplo.com.br", "bomsabor");
    expect((await api.ok(ClientSettingsSchema, settings(501, again.token))).termosuso?.aceito).toBe(true);
  });

  it("answers 422 where there are no terms, 403 for another supplier or client, 401 without a session, 400 without a version", async () => {
    const aurora = await api.login("cliente@exemplo.com.br", "aurora");
    await api.fails(accept(aurora.token, 1, 501, "aurora"), 422);
    await api.fails(accept(aurora.token, 1), 403);
    const bomsabor = await api.login("cliente@exemplo.com.br", "bomsabor");
    await api.fails(accept(bomsabor.token, 1, 502), 403);
    await api.fails(accept(undefined, 1), 401);
    await api.fails(accept(bomsabor.token, "um"), 400);
  });
});
