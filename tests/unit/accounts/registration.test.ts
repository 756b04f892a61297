import { dateLabel } from "~/models/registration-date";
import { describe, expect, it } from "vitest";
import type { CompanyRegistry } from "~/models/account";
import { messages } from "~/models/messages";
import {
  companyFormValues,
  conflictField,
  formatCep,
  formatDay,
  formatPhone,
  registrationSchema,
  saoPauloDay,
} from "~/models/registration";

const text = messages.accountFields;
/** 15 March 2025, 02:00 UTC: still the 14th in São Paulo (UTC−3). */
const TODAY = new Date("2025-03-15T02:00:00Z");

const valid = {
  nome: "Ana Beatriz Souza",
  data_nascimento: "1990-05-17",
  documento: "529.982.247-25",
  email: " Ana@Exemplo.com.br ",
  telefone: "(11) 98765-4321",
  senha: "segredo123",
  confirmacao: "segredo123",
  cep: "01310-100",
  rua: "Avenida Paulista",
  numero: "1000",
  bairro: "Bela Vista",
  cidade: "São Paulo",
  uf: "SP",
};

function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const parsed = registrationSchema(TODAY).safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

describe("docs/rules/account.md \"Registration\": 'Registration fields: name, birth date, document, e-mail, phone, password with confirmation, address fields'", () => {
  it("accepts a complete sign-up and gives the upstream digits, a trimmed lower-case e-mail and the UF", () => {
    const parsed = registrationSchema(TODAY).parse(valid);
    expect(parsed).toMatchObject({
      nome: "Ana Beatriz Souza",
      documento: "52998224725",
      email: "ana@exemplo.com.br",
      telefone: "11987654321",
      cep: "01310100",
      uf: "SP",
      senha: "segredo123",
    });
  });

  it.each([
    ["a CPF with dots and dash", "529.982.247-25", null],
    ["a CPF as digits", "52998224725", null],
    ["a CNPJ with its mask", "11.222.333/0001-81", null],
    ["a CNPJ as digits", "11222333000181", null],
    ["a CPF with a wrong check digit", "529.982.247-24", text.documentInvalid],
    ["a CNPJ with a wrong check digit", "11.222.333/0001-82", text.documentInvalid],
    ["a CPF of one repeated digit", "111.111.111-11", text.documentInvalid],
    ["12 digits, neither CPF nor CNPJ", "529982247251", text.documentInvalid],
    ["letters among the digits", "529a982b247c25", text.documentInvalid],
  ])("document: %s", (_case, documento, error) => {
    expect(errorsOf({ ...valid, documento }).documento?.[0] ?? null).toBe(error);
  });

  it.each([
    ["a past day", "1990-05-17", null],
    ["today in São Paulo (the 14th, while it is already the 15th in UTC)", "2025-03-14", null],
    ["tomorrow in São Paulo", "2025-03-15", text.birthDateInFuture],
    ["a day next year", "2026-01-01", text.birthDateInFuture],
    ["a day that does not exist", "2023-02-30", text.birthDateInvalid],
    ["a Brazilian-written date (the date input sends ISO days)", "17/05/1990", text.birthDateInvalid],
    ["before 1900", "1899-12-31", text.birthDateInvalid],
  ])("birth date: %s", (_case, data_nascimento, error) => {
    expect(errorsOf({ ...valid, data_nascimento }).data_nascimento?.[0] ?? null).toBe(error);
  });

  it.each([
    ["same password twice", "segredo123", "segredo123", {}],
    [
      "a different confirmation: the error is on the confirmation field",
      "segredo123",
      "segredo124",
      { confirmacao: [text.passwordMismatch] },
    ],
    ["7 characters", "curta12", "curta12", { senha: [text.passwordTooShort] }],
    ["no confirmation", "segredo123", undefined, { confirmacao: [text.confirmationRequired] }],
  ])("password: %s", (_case, senha, confirmacao, errors) => {
    const all = errorsOf({ ...valid, senha, confirmacao });
    expect({ senha: all.senha, confirmacao: all.confirmacao }).toEqual({
      senha: undefined,
      confirmacao: undefined,
      ...errors,
    });
  });

  it("says the passwords differ even when other fields are wrong too, so that every error shows at once", () => {
    const errors = errorsOf({ ...valid, documento: "123", confirmacao: "outra-senha" });
    expect(errors.documento).toEqual([text.documentInvalid]);
    expect(errors.confirmacao).toEqual([text.passwordMismatch]);
  });

  it.each([
    ["SP", null],
    ["DF", null],
    ["TO", null],
    ["sp", text.stateRequired],
    ["XX", text.stateRequired],
    [undefined, text.stateRequired],
  ])("UF %s", (uf, error) => {
    expect(errorsOf({ ...valid, uf }).uf?.[0] ?? null).toBe(error);
  });

  it.each([
    ["a mobile with its area code", "(11) 98765-4321", null],
    ["a landline with its area code", "11 3322-4455", null],
    ["without the area code", "98765-4321", text.phoneInvalid],
    ["letters", "11 9876-ABCD", text.phoneInvalid],
  ])("phone: %s", (_case, telefone, error) => {
    expect(errorsOf({ ...valid, telefone }).telefone?.[0] ?? null).toBe(error);
  });

  it.each([
    ["e-mail", { email: "ana@" }, text.emailInvalid],
    ["CEP", { cep: "0131-010" }, text.cepInvalid],
    ["name", { nome: undefined }, text.nameRequired],
    ["street", { rua: undefined }, text.streetRequired],
    ["number", { numero: undefined }, text.numberRequired],
    ["district", { bairro: undefined }, text.districtRequired],
    ["city", { cidade: undefined }, text.cityRequired],
  ])("%s: a missing or malformed value is named in pt-BR", (_field, change, error) => {
    expect(Object.values(errorsOf({ ...valid, ...change })).flat()).toEqual([error]);
  });

  it.each([
    ["a CPF: the birth date", "529.982.247-25", undefined, text.birthDateRequired],
    ["a CNPJ: the opening date", "11.222.333/0001-81", undefined, text.openingDateRequired],
    ["a CNPJ's opening date in the future", "11.222.333/0001-81", "2025-03-15", text.openingDateInFuture],
    ["a CPF's birth date in the future", "529.982.247-25", "2025-03-15", text.birthDateInFuture],
  ])("the date asked for %s", (_case, documento, data_nascimento, error) => {
    expect(errorsOf({ ...valid, documento, data_nascimento }).data_nascimento).toEqual([error]);
  });

  it("keeps the complement optional", () => {
    expect(registrationSchema(TODAY).parse({ ...valid, complemento: "Conjunto 12" }).complemento).toBe("Conjunto 12");
    expect(registrationSchema(TODAY).parse(valid).complemento).toBeUndefined();
  });
});

describe("the date the sign-up asks for follows the document typed", () => {
  it.each([
    ["a CNPJ", "45.321.786/0001-87", "Data de abertura"],
    ["an alphanumeric CNPJ", "12.ABC.345/01DE-35", "Data de abertura"],
    ["a CPF", "529.982.247-25", "Data de nascimento"],
    ["nothing yet", undefined, "Data de nascimento ou de abertura"],
    ["a document half typed", "529.982", "Data de nascimento ou de abertura"],
  ])("%s", (_case, documento, label) => {
    expect(dateLabel(documento)).toBe(label);
  });
});

describe("saoPauloDay", () => {
  it("is the calendar day in São Paulo", () => {
    expect(saoPauloDay(TODAY)).toBe("2025-03-14");
    expect(saoPauloDay(new Date("2025-03-15T03:00:00Z"))).toBe("2025-03-15");
  });
});

describe("docs/rules/account.md \"Registration\": 'The new-user flow can look up company data by document'", () => {
  const registry: CompanyRegistry = {
    cnpj: "11222333000181",
    razao_social: "Mercado Boa Compra Ltda.",
    nome_fantasia: "Boa Compra",
    telefone: "1133224455",
    email: null,
    cep: "01310100",
    rua: "Avenida Paulista",
    numero: "1000",
    complemento: null,
    bairro: "Bela Vista",
    cidade: "São Paulo",
    uf: "sp",
    data_abertura: null,
  };

  it("fills the razão social as the name, the phone, the address; leaves what the registry lacks to the customer", () => {
    expect(companyFormValues(registry)).toEqual({
      nome: "Mercado Boa Compra Ltda.",
      telefone: "(11) 3322-4455",
      cep: "01310-100",
      rua: "Avenida Paulista",
      numero: "1000",
      bairro: "Bela Vista",
      cidade: "São Paulo",
      uf: "SP",
    });
  });

  it("never puts the registry's contact e-mail into the login e-mail, and skips a UF that is not Brazilian", () => {
    const values = companyFormValues({ ...registry, email: "contato@boacompra.com.br", uf: "ZZ" });
    expect(values).not.toHaveProperty("email");
    expect(values).not.toHaveProperty("uf");
  });

  it("fills the opening date when the registry knows it", () => {
    expect(companyFormValues({ ...registry, data_abertura: "2009-03-18" }).data_nascimento).toBe("2009-03-18");
    expect(companyFormValues(registry)).not.toHaveProperty("data_nascimento");
  });
});

describe("a 409 of the sign-up goes next to the field it names (docs/upstream-api.md §36)", () => {
  it.each([
    ["Já existe um cadastro com este e-mail.", "email"],
    ["Já existe um cadastro com este CPF/CNPJ.", "documento"],
    ["Já existe um cadastro com este CNPJ.", "documento"],
    ["Conflito.", null],
    [undefined, null],
  ])("%s → %s", (message, field) => {
    expect(conflictField(message)).toBe(field);
  });
});

describe("what the account page prints", () => {
  it.each([
    [formatPhone, "11987654321", "(11) 98765-4321"],
    [formatPhone, "1133224455", "(11) 3322-4455"],
    [formatPhone, "+44 20 7946 0958", "+44 20 7946 0958"],
    [formatCep, "01310100", "01310-100"],
    [formatCep, "0131", "0131"],
    [formatDay, "1990-05-17", "17/05/1990"],
    [formatDay, "ontem", "ontem"],
  ])("%o(%s) → %s", (format, input, output) => {
    expect(format(input)).toBe(output);
  });
});
