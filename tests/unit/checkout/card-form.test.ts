import { describe, expect, it } from "vitest";
import { cardPayment, cardText, newCardSchema, SavedCardFormSchema, typedAgain } from "~/models/checkout/card-form";

/** 25 November 2026, noon in São Paulo. */
const TODAY = new Date("2026-11-25T15:00:00Z");

/** A new card as the form posts it: every field filled, the billing address of the delivery. */
const typed: Record<string, string> = {
  number: "4111 1111 1111 1111",
  name: "  BEATRIZ LIMA ",
  expiry: "12/30",
  cvc: "737",
  cep: "05422-001",
  rua: "Rua dos Pinheiros",
  numero: "120",
  complemento: "",
  bairro: "Pinheiros",
  cidade: "São Paulo",
  uf: "SP",
};

function parse(changes: Record<string, string | undefined>, today = TODAY) {
  const result = newCardSchema(today).safeParse({ ...typed, ...changes });
  return result.success
    ? { value: result.data, errors: null }
    : { value: null, errors: result.error.flatten().fieldErrors };
}

describe('the card number (docs/rules/checkout.md "Credit card"; a known brand, its lengths and the Luhn check, card-validator)', () => {
  it.each([
    ["4111 1111 1111 1111", "4111111111111111"],
    ["4111-1111-1111-1111", "4111111111111111"],
    ["4111111111111111", "4111111111111111"],
    ["5555 5555 5555 4444", "5555555555554444"],
    ["3782 822463 10005", "378282246310005"],
    ["6362 9700 0045 7013", "6362970000457013"],
    ["6062 8256 2425 4001", "6062825624254001"],
  ])("%s is sent as %s", (number, digits) => {
    expect(parse({ number }).value?.number).toBe(digits);
  });

  it.each([
    ["a failed Luhn check", "4111 1111 1111 1112"],
    ["no known brand", "1234 5678 9012 3456"],
    ["too short for its brand", "4111 1111 1111"],
    ["letters among the digits", "4111 abcd 1111 1111"],
    ["a dot as separator", "4111.1111.1111.1111"],
    ["nothing", ""],
    ["41 characters", `4111 1111 1111 1111${" ".repeat(22)}`],
  ])("%s: 'Número de cartão inválido. Confira os números impressos no cartão.'", (_case, number) => {
    expect(parse({ number }).errors?.number).toEqual([cardText.numberInvalid]);
    expect(cardText.numberInvalid).toBe("Número de cartão inválido. Confira os números impressos no cartão.");
  });
});

describe("the expiry, MM/AA: this month or later in São Paulo (the gateway's rule, docs/upstream-api.md §56)", () => {
  it.each([
    { typed: "11/26", sent: "11/26", about: "this month" },
    { typed: "12/26", sent: "12/26", about: "next month" },
    { typed: "01/27", sent: "01/27", about: "next year" },
    { typed: "11/2026", sent: "11/26", about: "a four-digit year" },
    { typed: " 12 / 30 ", sent: "12/30", about: "spaces around" },
  ])("$typed ($about) is sent as $sent", ({ typed: expiry, sent }) => {
    expect(parse({ expiry }).value?.expiry).toBe(sent);
  });

  it.each([
    { expiry: "10/26", message: "Este cartão está vencido.", about: "last month" },
    { expiry: "12/25", message: "Este cartão está vencido.", about: "last year" },
    { expiry: "1/27", message: "Informe a validade como MM/AA.", about: "a month of one digit" },
    { expiry: "13/27", message: "Informe a validade como MM/AA.", about: "month 13" },
    { expiry: "00/27", message: "Informe a validade como MM/AA.", about: "month 0" },
    { expiry: "1227", message: "Informe a validade como MM/AA.", about: "no slash" },
    { expiry: "12/7", message: "Informe a validade como MM/AA.", about: "a year of one digit" },
    { expiry: "", message: "Informe a validade como MM/AA.", about: "nothing" },
  ])("$expiry ($about): '$message'", ({ expiry, message }) => {
    expect(parse({ expiry }).errors?.expiry).toEqual([message]);
  });

  it.each([
    {
      today: "2026-12-01T02:30:00Z",
      valid: true,
      about: "30 November, 23:30 in São Paulo (already December in UTC): still valid",
    },
    { today: "2026-12-01T03:30:00Z", valid: false, about: "1 December, 00:30 in São Paulo: expired" },
    { today: "2026-11-01T02:30:00Z", valid: true, about: "31 October, 23:30 in São Paulo" },
  ])("a card valid through 11/26 on $about", ({ today, valid }) => {
    expect(parse({ expiry: "11/26" }, new Date(today)).errors?.expiry).toEqual(
      valid ? undefined : ["Este cartão está vencido."],
    );
  });
});

describe("the CVC, the name and the billing address", () => {
  it.each(["737", "9173", " 123 "])("CVC %j is taken", (cvc) => {
    expect(parse({ cvc }).value?.cvc).toBe(cvc.trim());
  });

  it.each(["12", "12345", "abc", "", "1 2 3"])(
    "CVC %j: 'Informe o código de segurança de 3 ou 4 números do verso do cartão.'",
    (cvc) => {
      expect(parse({ cvc }).errors?.cvc).toEqual([
        "Informe o código de segurança de 3 ou 4 números do verso do cartão.",
      ]);
    },
  );

  it.each([" ", "A", "x".repeat(81)])("name %j: 'Informe o nome como está impresso no cartão.'", (name) => {
    expect(parse({ name }).errors?.name).toEqual(["Informe o nome como está impresso no cartão."]);
  });

  it('a billing address without its CEP or street is refused next to those fields (docs/rules/checkout.md "Credit card": a billing address matching the issuer\'s)', () => {
    const errors = parse({ cep: "0542", rua: "" }).errors;
    expect(Object.keys(errors ?? {}).sort()).toEqual(["cep", "rua"]);
  });
});

describe("the card as the payment call carries it (docs/upstream-api.md §57)", () => {
  it("digits only, trimmed name, MM/AA, the billing address in faturamento_*, kept only when asked", () => {
    const { value } = parse({ salvarCartao: "on" });
    expect(cardPayment(value!)).toEqual({
      number: "4111111111111111",
      name: "BEATRIZ LIMA",
      expiry: "12/30",
      cvc: "737",
      salvarCartao: true,
      faturamento_cep: "05422001",
      faturamento_rua: "Rua dos Pinheiros",
      faturamento_numero: "120",
      faturamento_complemento: null,
      faturamento_bairro: "Pinheiros",
      faturamento_cidade: "São Paulo",
      faturamento_estado: "SP",
      faturamento_pais: "Brasil",
    });
    expect(cardPayment(parse({}).value!).salvarCartao).toBe(false);
  });
});

describe("a saved card, its CVC typed again", () => {
  it.each([
    { fields: { idcreditcard: "7", cvc: "737" }, errors: null },
    { fields: { idcreditcard: "", cvc: "737" }, errors: { idcreditcard: ["Escolha um cartão salvo."] } },
    { fields: { idcreditcard: "7; DROP", cvc: "737" }, errors: { idcreditcard: ["Escolha um cartão salvo."] } },
    {
      fields: { idcreditcard: "7", cvc: "" },
      errors: { cvc: ["Informe o código de segurança de 3 ou 4 números do verso do cartão."] },
    },
  ])("$fields", ({ fields, errors }) => {
    const result = SavedCardFormSchema.safeParse(fields);
    expect(result.success ? null : result.error.flatten().fieldErrors).toEqual(errors);
  });
});

describe("what a refused card form shows again: what was typed, never the CVC nor the number (docs/rules/checkout.md \"Payment\": 'Failure keeps the message on the card form')", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };

  it.each<{ about: string; fields: Record<string, string> }>([
    { about: "a whole card form", fields: { ...typed, salvarCartao: "on", intent: "cartao" } },
    { about: "a CVC of 4 digits", fields: { ...typed, cvc: "9173" } },
    { about: "only the CVC", fields: { cvc: "737" } },
    { about: "a CVC typed where a saved card's goes", fields: { idcreditcard: "7", cvc: "737" } },
  ])("$about: no cvc, no number, no intent, nothing the form does not show", ({ fields }) => {
    const kept = typedAgain(form(fields));
    expect(kept).not.toHaveProperty("cvc");
    expect(kept).not.toHaveProperty("number");
    expect(Object.values(kept)).not.toContain(fields.cvc);
    expect(
      Object.keys(kept).every((name) =>
        [
          "numeroFinal",
          "name",
          "expiry",
          "cep",
          "rua",
          "numero",
          "complemento",
          "bairro",
          "cidade",
          "uf",
          "salvarCartao",
        ].includes(name),
      ),
    ).toBe(true);
  });

  it.each([
    { about: "a whole number, with spaces", number: "4111 1111 1111 1111", numeroFinal: "1111" },
    { about: "a number with hyphens", number: "4000-0000-0000-0002", numeroFinal: "0002" },
    { about: "too few digits to be a card: nothing", number: "4111 11", numeroFinal: undefined },
    { about: "no digits", number: "abcd", numeroFinal: undefined },
  ])("the number: only its last four digits, to say which card to type again ($about)", ({ number, numeroFinal }) => {
    const kept = typedAgain(form({ ...typed, number }));
    expect(kept.numeroFinal).toBe(numeroFinal);
    expect(JSON.stringify(kept)).not.toContain(number.replace(/\D/g, "").slice(0, 8) || "\u0000");
  });

  it("keeps the other fields as typed, each at most 120 characters", () => {
    expect(typedAgain(form({ ...typed, salvarCartao: "on", rua: "R".repeat(500) }))).toEqual({
      numeroFinal: "1111",
      name: "  BEATRIZ LIMA ",
      expiry: "12/30",
      cep: "05422-001",
      rua: "R".repeat(120),
      numero: "120",
      complemento: "",
      bairro: "Pinheiros",
      cidade: "São Paulo",
      uf: "SP",
      salvarCartao: "on",
    });
  });
});
