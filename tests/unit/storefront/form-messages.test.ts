import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CartIntentSchema } from "~/models/cart-intent";
import { portugueseErrorMap } from "~/models/form-messages";
import { messages } from "~/models/messages";
import { quantityMessages } from "~/models/quantity-input";

// docs/rules/architecture.md "Words": "No raw validation or upstream text reaches a shopper". The error map of every
// form: zod's English defaults become Portuguese; the schemas' own messages stay.

const ENGLISH = /Invalid|Expected|Required|received|must|Array|String|Number/;

function messageOf(schema: z.ZodTypeAny, value: unknown): string {
  const parsed = schema.safeParse(value, { errorMap: portugueseErrorMap });
  if (parsed.success) throw new Error("expected a failure");
  return parsed.error.issues[0]!.message;
}

describe("zod's own words become Portuguese", () => {
  const intents = z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("adicionar") }),
    z.object({ intent: z.literal("remover") }),
  ]);
  it.each<[string, z.ZodTypeAny, unknown, string]>([
    ["an unknown intent of a discriminated union", intents, { intent: "apagar-tudo" }, messages.forms.unknownAction],
    ["an intent sent twice", intents, { intent: ["adicionar", "remover"] }, messages.forms.unknownAction],
    [
      "an unknown literal intent",
      z.object({ intent: z.literal("incluir") }),
      { intent: "promover" },
      messages.forms.unknownAction,
    ],
    ["another unknown literal", z.object({ tipo: z.literal("a") }), { tipo: "b" }, messages.forms.choose],
    ["a text field sent twice", z.object({ nome: z.string() }), { nome: ["Ana", "Bia"] }, messages.forms.repeated],
    ["a missing field", z.object({ nome: z.string() }), {}, messages.forms.required],
    ["a number that is text", z.object({ n: z.number() }), { n: "dois" }, messages.forms.number],
    ["an empty required text", z.string().min(1), "", messages.forms.required],
    ["a text too short", z.string().min(8), "abc", messages.forms.tooShort("8")],
    ["a text too long", z.string().max(120), "a".repeat(121), messages.forms.tooLong("120")],
    ["a number too small", z.number().min(0.5), 0.1, messages.forms.tooSmall("0,5")],
    ["a number too big", z.number().max(100000), 100001, messages.forms.tooBig("100.000")],
    [
      "too many items",
      z.array(z.string()).max(500),
      Array.from({ length: 501 }, () => "x"),
      messages.forms.tooMany("500"),
    ],
    ["a choice not offered", z.enum(["sim", "nao"]), "talvez", messages.forms.choose],
    ["a malformed e-mail", z.string().email(), "ana@", messages.forms.email],
    ["a text not matching its pattern", z.string().regex(/^\d+$/), "abc", messages.forms.invalid],
    ["an invalid date", z.date(), new Date("x"), messages.forms.date],
    ["a refinement without words", z.string().refine(() => false), "x", messages.forms.invalid],
  ])("%s", (_case, schema, value, expected) => {
    const message = messageOf(schema, value);
    expect(message).toBe(expected);
    expect(message).not.toMatch(ENGLISH);
  });
});

describe("a schema's own words stay", () => {
  it.each<[string, z.ZodTypeAny, unknown, string]>([
    ["a message on a check", z.string().min(2, "Informe o nome do usuário."), "a", "Informe o nome do usuário."],
    ["required_error", z.object({ nome: z.string({ required_error: "Informe o nome." }) }), {}, "Informe o nome."],
    ["invalid_type_error", z.number({ invalid_type_error: quantityMessages.invalid }), "x", quantityMessages.invalid],
    [
      "a custom issue",
      z.string().superRefine((_, ctx) => ctx.addIssue({ code: "custom", message: "Código inválido." })),
      "x",
      "Código inválido.",
    ],
  ])("%s", (_case, schema, value, expected) => {
    expect(messageOf(schema, value)).toBe(expected);
  });
});

describe("the cart's forms, parsed as the storefront parses them", () => {
  const errorsOf = (pairs: [string, string][]) => {
    const formData = new FormData();
    for (const [name, value] of pairs) formData.append(name, value);
    const submission = parseWithZod(formData, { schema: CartIntentSchema, errorMap: portugueseErrorMap });
    return submission.status === "success" ? [] : Object.values(submission.error ?? {}).flat();
  };

  it.each<[string, [string, string][], string]>([
    ["an unknown intent", [["intent", "esvaziar"]], messages.forms.unknownAction],
    [
      "a product sent twice",
      [
        ["intent", "mais"],
        ["idproduto", "1001"],
        ["idproduto", "1002"],
      ],
      messages.forms.repeated,
    ],
    [
      "a quantity sent twice",
      [
        ["intent", "definir"],
        ["idproduto", "1001"],
        ["quantidade", "1"],
        ["quantidade", "2"],
      ],
      messages.forms.repeated,
    ],
    [
      "a gift-wrap answer not offered",
      [
        ["intent", "embrulhar"],
        ["idproduto", "1001"],
        ["embalar", "talvez"],
      ],
      messages.forms.choose,
    ],
  ])("%s", (_case, pairs, expected) => {
    const errors = errorsOf(pairs);
    expect(errors).toContain(expected);
    for (const error of errors) expect(error).not.toMatch(ENGLISH);
  });
});
