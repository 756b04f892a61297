import { describe, expect, it } from "vitest";
import { characteristicDefaults } from "~/models/checkout/characteristic-defaults";
import {
  characteristicAnswers,
  checkoutFormText,
  PaymentChoiceFormSchema,
  PlaceOrderFormSchema,
} from "~/models/checkout/checkout-form";
import type { Characteristic } from "~/models/supplier";

const KEY = "8wLCyX6LjfbDBNf9roAIAYJK";

/** The form's fields as posted, with a valid key and method unless told otherwise. */
function parse(fields: Record<string, string | undefined>) {
  const result = PlaceOrderFormSchema.safeParse({ chave: KEY, idformapagamento: "32", ...fields });
  return result.success
    ? { value: result.data, errors: null }
    : { value: null, errors: result.error.flatten().fieldErrors };
}

describe("'Troco para': an amount in reais, as shoppers type it (change for cash on delivery)", () => {
  it.each([
    ["100", 100],
    ["100,00", 100],
    ["10,5", 10.5],
    ["1.234,50", 1234.5],
    ["1234.50", 1234.5],
    ["1,234.50", 1234.5],
    ["  50,00  ", 50],
    ["1000000", 1_000_000],
  ])("%j is %d", (typed, amount) => {
    expect(parse({ trocoPara: typed }).value?.trocoPara).toBe(amount);
  });

  it.each([undefined, "", "   "])("%j is none", (typed) => {
    expect(parse({ trocoPara: typed }).value?.trocoPara).toBeNull();
  });

  it.each(["abc", "0", "0,00", "-5", "1.5.0", "1000000,01", "R$ 100", "9".repeat(21)])(
    "%j is refused: 'Informe o valor em reais, como 100,00.'",
    (typed) => {
      expect(parse({ trocoPara: typed }).errors?.trocoPara).toEqual([checkoutFormText.changeFor]);
      expect(checkoutFormText.changeFor).toBe("Informe o valor em reais, como 100,00.");
    },
  );
});

describe("the checkout's key (one order per checkout)", () => {
  it.each([
    { about: "left out (a page from before the key)", chave: undefined },
    { about: "empty", chave: "" },
    { about: "too short", chave: "abc123" },
    { about: "of characters a key never has", chave: "chave com espaços e acentuação" },
    { about: "too long", chave: "k".repeat(65) },
  ])("$about: the page was left open too long, in Portuguese", ({ chave }) => {
    expect(parse({ chave }).errors?.chave).toEqual([
      "Esta página ficou aberta por muito tempo. Confira o pedido e finalize de novo.",
    ]);
  });

  it.each(["a".repeat(16), "A-b_9".repeat(12) + "abcd", KEY])("%s is a key", (chave) => {
    expect(parse({ chave }).value?.chave).toBe(chave);
  });
});

describe("notes, the buyer's order number and the total seen", () => {
  it.each([
    { field: "anotacoes", typed: "  Entregar na doca 2  ", kept: "Entregar na doca 2" },
    { field: "anotacoes", typed: "x".repeat(500), kept: "x".repeat(500) },
    { field: "anotacoes", typed: "   ", kept: null },
    { field: "anotacoes", typed: undefined, kept: null },
    { field: "numPedidoCliente", typed: " OC-2026-118 ", kept: "OC-2026-118" },
    { field: "numPedidoCliente", typed: "9".repeat(40), kept: "9".repeat(40) },
    { field: "numPedidoCliente", typed: "", kept: null },
  ] as const)("$field $typed → $kept", ({ field, typed, kept }) => {
    expect(parse({ [field]: typed }).value?.[field]).toBe(kept);
  });

  it.each([
    { field: "anotacoes", typed: "x".repeat(501), message: "As observações podem ter até 500 caracteres." },
    { field: "anotacoes", typed: "x".repeat(10_000), message: "As observações podem ter até 500 caracteres." },
    { field: "numPedidoCliente", typed: "9".repeat(41), message: "O número do seu pedido pode ter até 40 caracteres." },
  ] as const)("$field of $typed.length characters: '$message'", ({ field, typed, message }) => {
    expect(parse({ [field]: typed }).errors?.[field]).toEqual([message]);
  });

  it.each([
    { typed: "38.94", seen: 38.94 },
    { typed: "0", seen: 0 },
    { typed: undefined, seen: undefined },
  ])("the total seen $typed is only read as $seen (never a price)", ({ typed, seen }) => {
    expect(parse({ totalVisto: typed }).value?.totalVisto).toBe(seen);
  });

  it.each(["-1", "abc", "Infinity"])("a total seen of %j is refused", (typed) => {
    expect(parse({ totalVisto: typed }).errors?.totalVisto).toHaveLength(1);
  });
});

describe("the payment method chosen", () => {
  it.each(["11", "pix-2", "A_1"])("%j is a method's id", (idformapagamento) => {
    expect(PaymentChoiceFormSchema.safeParse({ idformapagamento }).success).toBe(true);
  });

  it.each([undefined, "", "1 OR 1=1", "x".repeat(21), "../11"])(
    "%j: 'Escolha a forma de pagamento.'",
    (idformapagamento) => {
      const result = PaymentChoiceFormSchema.safeParse({ idformapagamento });
      expect(result.success ? null : result.error.flatten().fieldErrors.idformapagamento).toEqual([
        "Escolha a forma de pagamento.",
      ]);
    },
  );
});

describe('the supplier\'s questions about the order (docs/rules/checkout.md "Order characteristics" caracteristicasPedido)', () => {
  const question = (
    idcaracteristica: string,
    tipo: Characteristic["tipo"],
    extra: Partial<Characteristic> = {},
  ): Characteristic => ({
    idcaracteristica,
    descricao: `Pergunta ${idcaracteristica}`,
    tipo,
    obrigatorio: false,
    opcoes: [],
    ...extra,
  });
  const missing = question("6", "OPCAO", {
    obrigatorio: true,
    opcoes: ["Substituir por similar", "Ligar antes de substituir", "Não substituir"],
  });
  const pickupDate = question("7", "DATA", { obrigatorio: true });
  const boxes = question("8", "NUMERO");
  const note = question("9", "TEXTO");
  const answer = (characteristic: Characteristic, typed: string) =>
    characteristicAnswers([characteristic], (field) =>
      field === `caracteristica-${characteristic.idcaracteristica}` ? typed : "",
    );

  it.each([
    { about: "an option offered", asked: missing, typed: "Não substituir", valor: "Não substituir" },
    { about: "a date", asked: pickupDate, typed: "2026-12-01", valor: "2026-12-01" },
    { about: "29 February of a leap year", asked: pickupDate, typed: "2028-02-29", valor: "2028-02-29" },
    { about: "a whole number", asked: boxes, typed: "12", valor: "12" },
    { about: "a number with a decimal comma", asked: boxes, typed: "12,5", valor: "12,5" },
    { about: "a text, trimmed", asked: note, typed: "  Feliz aniversário!  ", valor: "Feliz aniversário!" },
  ])("$about is kept", ({ asked, typed, valor }) => {
    expect(answer(asked, typed)).toEqual({ values: [{ idcaracteristica: asked.idcaracteristica, valor }], errors: {} });
  });

  it.each([
    { about: "a required one left empty", asked: missing, typed: "  ", message: "Preencha este campo." },
    { about: "an option not offered", asked: missing, typed: "Tanto faz", message: "Escolha uma das opções." },
    { about: "a date as 01/12/2026", asked: pickupDate, typed: "01/12/2026", message: "Informe uma data." },
    { about: "30 February", asked: pickupDate, typed: "2026-02-30", message: "Informe uma data." },
    { about: "29 February of a common year", asked: pickupDate, typed: "2026-02-29", message: "Informe uma data." },
    { about: "month 13", asked: pickupDate, typed: "2026-13-01", message: "Informe uma data." },
    { about: "words for a number", asked: boxes, typed: "doze", message: "Informe um número." },
    { about: "more than 200 characters", asked: note, typed: "x".repeat(201), message: "Use até 200 caracteres." },
  ])("$about: '$message' next to its field", ({ asked, typed, message }) => {
    expect(answer(asked, typed)).toEqual({
      values: [],
      errors: { [`caracteristica-${asked.idcaracteristica}`]: [message] },
    });
  });

  it.each([
    {
      about: "a required date question starts at the slot's day",
      asked: [missing, pickupDate],
      slotDay: "2026-11-30",
      expected: { "caracteristica-7": "2026-11-30" },
    },
    { about: "without a slot it starts empty (and stays required)", asked: [pickupDate], slotDay: null, expected: {} },
    {
      about: "an optional date question is left to the shopper",
      asked: [question("10", "DATA")],
      slotDay: "2026-11-30",
      expected: {},
    },
    {
      about: "no other type of question gets a value",
      asked: [missing, boxes, note],
      slotDay: "2026-11-30",
      expected: {},
    },
  ])("$about", ({ asked, slotDay, expected }) => {
    expect(characteristicDefaults(asked, slotDay)).toEqual(expected);
  });

  it("an optional one left empty is no answer and no error; the answers keep the questions' order", () => {
    const typed: Record<string, string> = {
      "caracteristica-6": "Substituir por similar",
      "caracteristica-8": "",
      "caracteristica-7": "2026-12-01",
    };
    expect(characteristicAnswers([missing, boxes, pickupDate], (field) => typed[field] ?? "")).toEqual({
      values: [
        { idcaracteristica: "6", valor: "Substituir por similar" },
        { idcaracteristica: "7", valor: "2026-12-01" },
      ],
      errors: {},
    });
  });
});
