import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { filterClients } from "~/models/client-filter";
import {
  cnpjWithCheckDigits,
  cpfWithCheckDigits,
  documentKind,
  documentShape,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  normalizeDocument,
  parseLoginText,
  recoveryId,
} from "~/models/document";
import { messages } from "~/models/messages";
import { companyDocument, taxDocument } from "~/models/registration";

/** The Receita Federal's published example of an alphanumeric CNPJ (check digits 3 and 5). */
const RECEITA_EXAMPLE = "12.ABC.345/01DE-35";

describe("CPF and CNPJ check digits", () => {
  it.each([
    ["529.982.247-25", true],
    ["52998224725", true],
    ["529 982 247 25", true],
    ["529.982.247-24", false],
    ["111.111.111-11", false],
    ["5299822472", false],
    ["529.982.247-2A", false],
    ["CPF 529.982.247-25", false],
  ])("CPF %s valid: %s", (text, valid) => {
    expect(isValidCpf(text)).toBe(valid);
  });

  it.each([
    ["11.222.333/0001-81", true],
    ["11222333000181", true],
    ["11.222.333/0001-80", false],
    ["00.000.000/0000-00", false],
  ])("numeric CNPJ %s valid: %s", (text, valid) => {
    expect(isValidCnpj(text)).toBe(valid);
  });

  it("builds documents from their bases", () => {
    expect(cpfWithCheckDigits("529982247")).toBe("52998224725");
    expect(cnpjWithCheckDigits("112223330001")).toBe("11222333000181");
    expect(cnpjWithCheckDigits("12ABC34501DE")).toBe("12ABC34501DE35");
  });

  it("refuses a base of the wrong size or with other characters", () => {
    expect(() => cnpjWithCheckDigits("12ABC34501D")).toThrow();
    expect(() => cnpjWithCheckDigits("12abc34501de")).toThrow();
    expect(() => cnpjWithCheckDigits("12ABC34501D-")).toThrow();
  });
});

describe("alphanumeric CNPJ (Receita Federal, from July 2026): 12 letters or digits, then 2 check digits", () => {
  it.each([
    ["the Receita's example, with its mask", RECEITA_EXAMPLE],
    ["the Receita's example, without the mask", "12ABC34501DE35"],
    ["the Receita's example in lower case", "12.abc.345/01de-35"],
    ["the Receita's example in mixed case, without the mask", "12aBc34501De35"],
    ["spaces around and inside", " 12 ABC 345 01DE 35 "],
    ["letters in the root, numeric branch", "AA.345.678/0001-14"],
    ["letters in the root and the branch", "AA.345.678/000A-29"],
    ["numeric root, a letter in the branch", "12.345.678/000A-08"],
    ["only letters before the check digits", "ABCDEFGHIJKL80"],
    ["the highest letter everywhere", "ZZ.ZZZ.ZZZ/ZZZZ-62"],
    ["the demo registry's company", "K2.ZLW.8PR/0001-74"],
  ])("valid: %s (%s)", (_case, text) => {
    expect(isValidCnpj(text)).toBe(true);
    expect(isValidDocument(text)).toBe(true);
    expect(documentKind(text)).toBe("cnpj");
  });

  it.each([
    ["a wrong first check digit", "12.ABC.345/01DE-45"],
    ["a wrong second check digit", "12.ABC.345/01DE-36"],
    ["the check digits swapped", "12ABC34501DE53"],
    ["a letter changed", "12.ABD.345/01DE-35"],
    ["a letter in the first check digit", "12.ABC.345/01DE-A5"],
    ["a letter in the second check digit", "12.ABC.345/01DE-3A"],
    ["one character short", "12ABC34501D35"],
    ["one character too many", "12ABC34501DEF35"],
    ["a character outside A–Z and 0–9", "12ÁBC34501DE35"],
    ["punctuation other than the mask's", "12*ABC345#01DE35"],
    ["an empty text", ""],
  ])("invalid: %s (%j)", (_case, text) => {
    expect(isValidCnpj(text)).toBe(false);
    expect(isValidDocument(text)).toBe(false);
  });

  it("agrees with the check digits computed by hand (ASCII − 48, weights 2–9 from the right, mod 11)", () => {
    const value = (character: string) => character.charCodeAt(0) - 48;
    const checkDigit = (characters: string) => {
      const sum = [...characters]
        .reverse()
        .reduce((total, character, index) => total + value(character) * ((index % 8) + 2), 0);
      return sum % 11 < 2 ? 0 : 11 - (sum % 11);
    };
    const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let seed = 20260701;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 500; round++) {
      const base = Array.from({ length: 12 }, () => alphabet[next() % alphabet.length]).join("");
      const first = checkDigit(base);
      const expected = `${base}${first}${checkDigit(`${base}${first}`)}`;
      expect(cnpjWithCheckDigits(base)).toBe(expected);
      expect(isValidCnpj(expected)).toBe(true);
      expect(isValidCnpj(`${expected.slice(0, 13)}${(Number(expected[13]) + 1) % 10}`)).toBe(false);
    }
  });
});

describe("documents as they are typed, stored and shown", () => {
  it.each([
    ["12.abc.345/01de-35", "12ABC34501DE35"],
    ["529.982.247-25", "52998224725"],
    [" 11 222 333/0001-81 ", "11222333000181"],
  ])("normalises %j to %j (upper case, no dots, dashes, slashes or spaces)", (text, normalised) => {
    expect(normalizeDocument(text)).toBe(normalised);
  });

  it.each([
    ["12.abc.345/01de-35", "12ABC34501DE35"],
    ["12ABC34501DE36", "12ABC34501DE36"],
    ["529.982.247-24", "52998224724"],
    ["12ABC34501DE3A", null],
    ["AB123456", null],
    ["12ABC*34501DE35", null],
  ])("the document shape of %j is %j", (text, shape) => {
    expect(documentShape(text)).toBe(shape);
  });
});

describe("docs/rules/account.md \"Documents\": 'cpf (14 characters means CNPJ, otherwise CPF)'", () => {
  it.each([
    ["11222333000181", "cnpj"],
    ["52998224725", "cpf"],
    ["11.222.333/0001-81", "cnpj"],
    ["12ABC34501DE35", "cnpj"],
    ["12.abc.345/01de-35", "cnpj"],
  ])("%s is a %s", (text, kind) => {
    expect(documentKind(text)).toBe(kind);
  });

  it("masks both kinds, either form of CNPJ in upper case, and leaves other text as typed", () => {
    expect(formatDocument("52998224725")).toBe("529.982.247-25");
    expect(formatDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocument("12ABC34501DE35")).toBe(RECEITA_EXAMPLE);
    expect(formatDocument("12abc34501de35")).toBe(RECEITA_EXAMPLE);
    expect(formatDocument("12.abc.345/01de-35")).toBe(RECEITA_EXAMPLE);
    expect(formatDocument("AB123456")).toBe("AB123456");
    expect(formatDocument("12ABC34501DE3A")).toBe("12ABC34501DE3A");
    expect(formatDocument("12ABC*34501DE35")).toBe("12ABC*34501DE35");
  });
});

describe("docs/rules/account.md \"Login or lookup text\": 'Login or user lookup text: containing '@' is an e-mail, otherwise a document'", () => {
  it.each([
    ["  Cliente@Exemplo.com.br ", { kind: "email", login: "cliente@exemplo.com.br" }],
    ["cliente@", { kind: "invalid" }],
    ["529.982.247-25", { kind: "cpf", login: "52998224725" }],
    ["11.222.333/0001-81", { kind: "cnpj", login: "11222333000181" }],
    ["529.982.247-24", { kind: "invalid" }],
    [RECEITA_EXAMPLE, { kind: "cnpj", login: "12ABC34501DE35" }],
    ["12ABC34501DE35", { kind: "cnpj", login: "12ABC34501DE35" }],
    ["12.abc.345/01de-35", { kind: "cnpj", login: "12ABC34501DE35" }],
    [" 12abc34501de35 ", { kind: "cnpj", login: "12ABC34501DE35" }],
    ["12.ABC.345/01DE-36", { kind: "invalid" }],
    ["12ABC34501DE36", { kind: "invalid" }],
    ["12ABC34501DE3A", { kind: "invalid" }],
    ["AB 123456", { kind: "foreign", login: "AB123456" }],
    ["12345678", { kind: "foreign", login: "12345678" }],
    ["X1234567AB", { kind: "foreign", login: "X1234567AB" }],
    ["<script>", { kind: "invalid" }],
    ["", { kind: "invalid" }],
  ])("%j → %j", (text, expected) => {
    expect(parseLoginText(text)).toEqual(expected);
  });
});

describe("docs/rules/account.md \"Password recovery\": 'Customer id for password recovery has slashes removed'", () => {
  it("removes every slash", () => {
    expect(recoveryId("11.222.333/0001-81")).toBe("11.222.3330001-81");
    expect(recoveryId("a/b/c")).toBe("abc");
    expect(recoveryId("12ABC34501DE35")).toBe("12ABC34501DE35");
  });
});

describe("the sign-up form's document fields", () => {
  const text = messages.accountFields;
  const parse = (schema: z.ZodTypeAny, value: string) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? { value: parsed.data as unknown } : { error: parsed.error.issues[0]?.message };
  };

  it.each([
    [RECEITA_EXAMPLE, "12ABC34501DE35"],
    ["12.abc.345/01de-35", "12ABC34501DE35"],
    ["  12abc34501de35 ", "12ABC34501DE35"],
    ["11.222.333/0001-81", "11222333000181"],
    ["529.982.247-25", "52998224725"],
  ])("takes %j and gives the upstream %j", (typed, sent) => {
    expect(parse(taxDocument, typed)).toEqual({ value: sent });
  });

  it.each(["12.ABC.345/01DE-36", "12.ABC.345/01DE-3A", "12ABC34501DE", "12_ABC_345_01DE_35"])("refuses %j", (typed) => {
    expect(parse(taxDocument, typed)).toEqual({ error: text.documentInvalid });
  });

  it("looks up company data by an alphanumeric CNPJ, in any case, but not by a CPF", () => {
    expect(parse(companyDocument, "k2.zlw.8pr/0001-74")).toEqual({ value: "K2ZLW8PR000174" });
    expect(parse(companyDocument, "529.982.247-25")).toEqual({ error: text.cnpjInvalid });
    expect(parse(companyDocument, "K2.ZLW.8PR/0001-75")).toEqual({ error: text.cnpjInvalid });
  });
});

describe("the client picker's filter by document", () => {
  const clients = [
    { idcliente: 501, nome: "Ana Beatriz Souza", cpf: "52998224725" },
    { idcliente: 502, nome: "Mercado Boa Compra Ltda.", cpf: "11222333000181" },
    { idcliente: 508, nome: "Doceria Flor de Laranjeira Ltda.", cpf: "K2ZLW8PR000174" },
    { idcliente: 509, nome: "Filial 2 Distribuidora", cpf: "12ABC34501DE35" },
  ];
  const ids = (query: string) => filterClients(clients, query).map((client) => client.idcliente);

  it.each([
    ["K2.ZLW.8PR/0001-74", [508]],
    ["k2zlw8pr000174", [508]],
    ["zlw.8pr", [508]],
    ["12.abc", [509]],
    ["01DE-35", [509]],
    ["11.222.333", [502]],
    ["filial 2", [509]],
    ["laranjeira", [508]],
  ])("%j → %j", (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });
});
