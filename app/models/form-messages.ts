import { z } from "zod";
import { formsMessages } from "./messages/forms";

const count = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });
const number = (value: number | bigint) => count.format(value);

/** The Portuguese words for a validation issue the form's own rules gave no message for. */
function portugueseMessage(issue: z.ZodIssueOptionalMessage): string {
  const forms = formsMessages;
  switch (issue.code) {
    case z.ZodIssueCode.invalid_union_discriminator:
      return forms.unknownAction;
    case z.ZodIssueCode.invalid_literal:
      return issue.path.at(-1) === "intent" ? forms.unknownAction : forms.choose;
    case z.ZodIssueCode.invalid_enum_value:
      return forms.choose;
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined" || issue.received === "null") return forms.required;
      // A field sent more than once (a form posted twice over, a tampered form) reads as a list.
      if (issue.received === "array" && issue.expected !== "array") return forms.repeated;
      if (["number", "integer", "float", "bigint", "nan"].includes(issue.expected)) return forms.number;
      if (issue.expected === "date") return forms.date;
      return forms.invalid;
    case z.ZodIssueCode.too_small:
      if (issue.type === "string")
        return Number(issue.minimum) <= 1 ? forms.required : forms.tooShort(number(issue.minimum));
      if (issue.type === "number" || issue.type === "bigint") return forms.tooSmall(number(issue.minimum));
      if (issue.type === "array" || issue.type === "set") return forms.required;
      return forms.invalid;
    case z.ZodIssueCode.too_big:
      if (issue.type === "string") return forms.tooLong(number(issue.maximum));
      if (issue.type === "number" || issue.type === "bigint") return forms.tooBig(number(issue.maximum));
      if (issue.type === "array" || issue.type === "set") return forms.tooMany(number(issue.maximum));
      return forms.invalid;
    case z.ZodIssueCode.invalid_string:
      return issue.validation === "email" ? forms.email : forms.invalid;
    case z.ZodIssueCode.invalid_date:
      return forms.date;
    case z.ZodIssueCode.not_finite:
      return forms.number;
    default:
      return forms.invalid;
  }
}

/**
 * docs/rules/architecture.md "Words": no raw validation text reaches a shopper. A zod error map for the parsing of
 * every form: the messages a schema gives (`.min(2, "…")`, `required_error`, `invalid_type_error`,
 * custom issues) stay; wherever zod would fall back to its own English ("Invalid discriminator
 * value…", "Expected string, received array"), a Portuguese message takes its place — a generic
 * one for an action the form does not know, another for a field sent more than once.
 */
export const portugueseErrorMap: z.ZodErrorMap = (issue, context) => {
  const zodDefault = z.defaultErrorMap(issue, { data: context.data, defaultError: "" }).message;
  if (context.defaultError !== zodDefault) return { message: context.defaultError };
  return { message: portugueseMessage(issue) };
};
