import { describe, expect, it } from "vitest";
import {
  cnpjWithCheckDigits,
  cpfWithCheckDigits,
  documentKind,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  parseLoginText,
  recoveryId,
} from "~/models/document";

describe("CPF and CNPJ check digits", () => {
  it.each([
    ["529.982.247-25", true],
    ["52998224725", true],
    ["529.982.247-24", false],
    ["111.111.111-11", false],
    ["5299822472", false],
  ])("CPF %s valid: %s", (text, valid) => {
    expect(isValidCpf(text)).toBe(valid);
  });

  it.each([
    ["11.222.333/0001-81", true],
    ["11222333000181", true],
    ["11.222.333/0001-80", false],
    ["00.000.000/0000-00", false],
  ])("CNPJ %s valid: %s", (text, valid) => {
    expect(isValidCnpj(text)).toBe(valid);
  });

  it("builds documents from their bases", () => {
    expect(cpfWithCheckDigits("529982247")).toBe("52998224725");
    expect(cnpjWithCheckDigits("112223330001")).toBe("11222333000181");
  });
});

describe("spec §3: 'cpf (14 characters means CNPJ, otherwise CPF)'", () => {
  it.each([
    ["11222333000181", "cnpj"],
    ["52998224725", "cpf"],
    ["11.222.333/0001-81", "cnpj"],
  ])("%s is a %s", (text, kind) => {
    expect(documentKind(text)).toBe(kind);
  });

  it("masks both kinds and leaves other text as typed", () => {
    expect(formatDocument("52998224725")).toBe("529.982.247-25");
    expect(formatDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocument("AB123456")).toBe("AB123456");
  });
});

describe("spec §5: 'Login or user lookup text: containing '@' is an e-mail, otherwise a document'", () => {
  it.each([
    ["  Cliente@Exemplo.com.br ", { kind: "email", login: "cliente@exemplo.com.br" }],
    ["cliente@", { kind: "invalid" }],
    ["529.982.247-25", { kind: "cpf", login: "52998224725" }],
    ["11.222.333/0001-81", { kind: "cnpj", login: "11222333000181" }],
    ["529.982.247-24", { kind: "invalid" }],
    ["AB 123456", { kind: "foreign", login: "AB123456" }],
    ["12345678", { kind: "foreign", login: "12345678" }],
    ["<script>", { kind: "invalid" }],
    ["", { kind: "invalid" }],
  ])("%j → %j", (text, expected) => {
    expect(parseLoginText(text)).toEqual(expected);
  });
});

describe("spec §5: 'Customer id for password recovery has slashes removed'", () => {
  it("removes every slash", () => {
    expect(recoveryId("11.222.333/0001-81")).toBe("11.222.3330001-81");
    expect(recoveryId("a/b/c")).toBe("abc");
  });
});
