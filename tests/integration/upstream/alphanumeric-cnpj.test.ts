/**
 * The reference upstream and alphanumeric CNPJs (docs/upstream-api.md "Documents", §27, §28, §36):
 * validated by their check digits, normalised (upper case, no dots, dashes, slashes or spaces),
 * stored so, and found by the company registry, the user lookup, the login and the password
 * recovery however they are written.
 */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CompanyRegistrySchema,
  PasswordRecoverySchema,
  RegistrationSchema,
  UserLookupSchema,
} from "../../../app/models/account";
import { approveStanding } from "../../../upstream/data/registrations";
import { cnpjWithCheckDigits } from "~/models/document";
import { DEMO_COMPANY_REGISTRY } from "../../../upstream/seed/accounts";
import { V1, V2, startAccountsUpstream, type AccountsUpstream } from "./accounts-client";
import { IDS } from "./harness";

let api: AccountsUpstream;

beforeAll(async () => {
  api = await startAccountsUpstream();
});

afterAll(async () => {
  await api.stop();
});

const SENHA = "segredo-alfanumerico";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ALPHANUMERIC = `0123456789${LETTERS}`;

/** An alphanumeric CNPJ nobody registered yet, normalised: a root with letters, branch 0001. */
function newCnpj(): string {
  const root = Array.from(
    { length: 8 },
    (_, index) => (index < 2 ? LETTERS : ALPHANUMERIC)[randomInt(index < 2 ? 26 : 36)],
  ).join("");
  return cnpjWithCheckDigits(`${root}0001`);
}

/** "AB12CD34000195" → "ab.12c.d34/0001-95": the mask, in lower case. */
const maskedLowerCase = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`.toLowerCase();

function company(cpf: string) {
  const tag = `${Date.now().toString(36)}${randomInt(1000, 9999)}`;
  return {
    nome: "Confeitaria Alfanumérica Ltda.",
    data_nascimento: "2026-07-15",
    cpf,
    email: `empresa-${tag}@exemplo.com.br`,
    telefone: "(11) 3333-4444",
    senha: SENHA,
    endereco: null,
  };
}

const register = (usuario: Record<string, unknown>, idfornecedor = "casaverde") =>
  api.call("POST", `${V1}/cliente/anonimo/usuario`, { body: { idfornecedor, tokenOrigin: "web", usuario } });

const storedDocument = (idcliente: number) =>
  api.sql((db) => db.prepare("SELECT cpf FROM customers WHERE idcliente = ?").pluck().get(idcliente));

describe("GET /v1/app/usuario/dados-receita/{cnpj} with an alphanumeric CNPJ", () => {
  const flor = DEMO_COMPANY_REGISTRY.find((entry) => entry.cnpj === "K2ZLW8PR000174");

  it.each([
    ["normalised", "K2ZLW8PR000174"],
    ["with its mask", "K2.ZLW.8PR/0001-74"],
    ["in lower case", "k2zlw8pr000174"],
    ["with its mask in lower case", "k2.zlw.8pr/0001-74"],
  ])("answers the registry's company, the CNPJ written %s", async (_case, written) => {
    const answer = await api.ok(
      CompanyRegistrySchema,
      api.call("GET", `/v1/app/usuario/dados-receita/${encodeURIComponent(written)}`),
    );
    // An entry without an opening date reads as none (the field is optional, docs/upstream-api.md §36).
    expect(answer).toEqual({ data_abertura: null, ...flor });
    expect(answer.razao_social).toBe("Doceria Flor de Laranjeira Ltda.");
  });

  it.each([
    ["a wrong check digit", "K2ZLW8PR000175"],
    ["a letter in a check digit's place", "K2ZLW8PR00017A"],
    ["a character short", "K2ZLW8PR00174"],
    ["a character outside A–Z and 0–9", "K2ZLW8PR_00174"],
    ["a valid alphanumeric CNPJ the registry does not know", "12ABC34501DE35"],
  ])("answers 404 for %s", async (_case, cnpj) => {
    await api.fails(api.call("GET", `/v1/app/usuario/dados-receita/${encodeURIComponent(cnpj)}`), 404);
  });
});

describe("POST /v1/app/{apptoken}/cliente/anonimo/usuario with an alphanumeric CNPJ", () => {
  it("stores the CNPJ normalised, whatever its case and mask", async () => {
    const cnpj = newCnpj();
    const answer = await api.ok(RegistrationSchema, register(company(maskedLowerCase(cnpj))));
    expect(answer.cadastro_aprovado).toBe(true);
    expect(storedDocument(answer.idcliente)).toBe(cnpj);
  });

  it("refuses the same CNPJ again in another case or mask: 409", async () => {
    const cnpj = newCnpj();
    await api.ok(RegistrationSchema, register(company(cnpj)));
    expect(await api.fails(register(company(maskedLowerCase(cnpj))), 409)).toBe(
      "Já existe um cadastro com este CPF/CNPJ.",
    );
  });

  it.each([
    ["a wrong check digit", (cnpj: string) => `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`],
    ["a letter in a check digit's place", (cnpj: string) => `${cnpj.slice(0, 12)}A${cnpj[13]}`],
    ["a character short", (cnpj: string) => cnpj.slice(1)],
    ["a character too many", (cnpj: string) => `A${cnpj}`],
    ["a character outside A–Z and 0–9", (cnpj: string) => `${cnpj.slice(0, 4)}*${cnpj.slice(4)}`],
    ["an accented letter", (cnpj: string) => `É${cnpj.slice(1)}`],
  ])("refuses %s: 400, nothing stored", async (_case, spoil) => {
    const usuario = company(spoil(newCnpj()));
    await api.fails(register(usuario), 400);
    expect(
      api.sql((db) => db.prepare("SELECT COUNT(*) FROM customers WHERE email = ?").pluck().get(usuario.email)),
    ).toBe(0);
  });
});

describe("logins by an alphanumeric CNPJ", () => {
  it("finds the company by its CNPJ however written: lookup, login and password recovery", async () => {
    const cnpj = newCnpj();
    const usuario = company(cnpj);
    const { idcliente } = await api.ok(RegistrationSchema, register(usuario));
    for (const written of [cnpj, cnpj.toLowerCase(), maskedLowerCase(cnpj), maskedLowerCase(cnpj).toUpperCase()]) {
      const lookup = await api.ok(UserLookupSchema, api.call("GET", `${V2}/usuario/${encodeURIComponent(written)}`));
      expect(lookup, written).toMatchObject({ idcliente, cpfLength: 14, representante: false });
      const session = await api.login(written, "casaverde", SENHA);
      expect(session.cliente.cpf, written).toBe(cnpj);
    }
    const recovery = api.call(
      "GET",
      `${V2}/cliente/senha/recuperar/${encodeURIComponent(maskedLowerCase(cnpj).replaceAll("/", ""))}`,
      {
        supplier: IDS.casaverde,
      },
    );
    expect((await api.ok(PasswordRecoverySchema, recovery)).email).toMatch(/^em\*\*\*@exemplo\.com\.br$/);
    expect(api.lastMessage(usuario.email).corpo).toMatch(/\/casaverde\/senha\/nova\?token=/);
  });

  it("answers 404 to a lookup by a CNPJ with wrong check digits or of nobody", async () => {
    const cnpj = newCnpj();
    await api.fails(api.call("GET", `${V2}/usuario/${cnpj}`), 404);
    await api.fails(api.call("GET", `${V2}/usuario/${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`), 404);
    await api.fails(api.call("GET", `${V2}/usuario/${cnpj.slice(0, 13)}A`), 404);
  });

  it("approves a pending company by its CNPJ written in any case", async () => {
    const cnpj = newCnpj();
    const { idcliente, cadastro_aprovado } = await api.ok(RegistrationSchema, register(company(cnpj), IDS.aurora));
    expect(cadastro_aprovado).toBe(false);
    expect(api.sql((db) => approveStanding(db, IDS.aurora, { cpf: maskedLowerCase(cnpj) }))).toBe(
      "Confeitaria Alfanumérica Ltda.",
    );
    const session = await api.login(cnpj.toLowerCase(), "aurora", SENHA);
    expect(session.cadastro_aprovado).toBe(true);
    expect(session.cliente.idcliente).toBe(idcliente);
  });
});

describe("the database keeps documents normalised", () => {
  it("refuses a CNPJ in lower case, with its mask or with a letter in a check digit's place", () => {
    const insert = (cpf: string) => () =>
      api.sql((db) => db.prepare("INSERT INTO customers (nome, cpf) VALUES ('Teste', ?)").run(cpf));
    const cnpj = newCnpj();
    expect(insert(cnpj.toLowerCase())).toThrow(/normalised/);
    expect(insert(maskedLowerCase(cnpj).toUpperCase().slice(0, 14))).toThrow(/normalised/);
    expect(insert(`${cnpj.slice(0, 13)}A`)).toThrow(/normalised/);
    expect(() =>
      api.sql((db) => db.prepare("UPDATE company_registry SET cnpj = lower(cnpj) WHERE cnpj = 'K2ZLW8PR000174'").run()),
    ).toThrow(/normalised/);
  });
});
