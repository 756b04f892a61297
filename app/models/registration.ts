import { z } from "zod";
import { isCalendarDay } from "./calendar-day";
import type { CompanyRegistry } from "./account";
import { documentKind, isValidCnpj, isValidDocument, normalizeDocument, type DocumentKind } from "./document";
import { BRAZILIAN_STATES, type Uf } from "./brazilian-states";
import { accountFieldsMessages } from "./messages/account-fields";

/**
 * The customer's data as the sign-up and account forms take it (docs/rules/account.md "Registration": "Registration fields:
 * name, birth date, document, e-mail, phone, password with confirmation, address fields").
 * Form field names are the upstream's (docs/upstream-api.md §34, §36).
 */

const text = accountFieldsMessages;

const UF_CODES = BRAZILIAN_STATES.map((state) => state.uf) as [Uf, ...Uf[]];

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** The calendar day of a moment in São Paulo, as "YYYY-MM-DD". */
export function saoPauloDay(moment: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(moment);
}

const required = (message: string, max = 120) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, text.tooLong);

export const personName = z
  .string({ required_error: text.nameRequired })
  .trim()
  .min(2, text.nameRequired)
  .max(120, text.tooLong);

/** A birth date (a company's opening date) from a date input: a real day, not after today in São Paulo. */
export function birthDate(today: Date, kind: DocumentKind = "cpf") {
  const required = kind === "cnpj" ? text.openingDateRequired : text.birthDateRequired;
  return z
    .string({ required_error: required })
    .trim()
    .superRefine((value, ctx) => {
      if (value === "") ctx.addIssue({ code: "custom", message: required });
      else if (!isCalendarDay(value)) ctx.addIssue({ code: "custom", message: text.birthDateInvalid });
      else if (value > saoPauloDay(today))
        ctx.addIssue({
          code: "custom",
          message: kind === "cnpj" ? text.openingDateInFuture : text.birthDateInFuture,
        });
    });
}

/**
 * A CPF or CNPJ (numeric or alphanumeric) as typed, in any case, with or without dots, dashes and
 * slash, checked by its check digits; the upstream gets it normalised ("12ABC34501DE35").
 */
export const taxDocument = z
  .string({ required_error: text.documentRequired })
  .trim()
  .refine(isValidDocument, text.documentInvalid)
  .transform(normalizeDocument);

/** The CNPJ (numeric or alphanumeric) whose registry data fills the sign-up form. */
export const companyDocument = z
  .string({ required_error: text.cnpjInvalid })
  .trim()
  .refine(isValidCnpj, text.cnpjInvalid)
  .transform(normalizeDocument);

export const emailAddress = z
  .string({ required_error: text.emailRequired })
  .trim()
  .toLowerCase()
  .max(254, text.emailInvalid)
  .email(text.emailInvalid);

/** A Brazilian phone with its area code: 10 digits (landline) or 11 (mobile); the upstream gets the digits. */
export const phoneNumber = z
  .string({ required_error: text.phoneRequired })
  .trim()
  .refine((value) => /^[\d\s().+-]+$/.test(value) && [10, 11].includes(digitsOf(value).length), text.phoneInvalid)
  .transform(digitsOf);

/** docs/upstream-api.md §36: "The password has at least 8 characters." Never trimmed. */
export const newPassword = z
  .string({ required_error: text.passwordRequired })
  .min(8, text.passwordTooShort)
  .max(128, text.passwordTooLong);

export const passwordConfirmation = z
  .string({ required_error: text.confirmationRequired })
  .max(128, text.passwordTooLong);

export const currentPassword = z
  .string({ required_error: text.currentPasswordRequired })
  .max(128, text.passwordTooLong);

/**
 * Adds "As senhas não conferem." on the confirmation field. The pair is compared even when other
 * fields are wrong, so that every error of a submission shows at once.
 */
export function withConfirmation<S extends z.ZodTypeAny>(schema: S, password: string, confirmation: string) {
  const pair = z.object({ [password]: z.unknown(), [confirmation]: z.unknown() }).superRefine((value, ctx) => {
    const typed = value[confirmation];
    if (typeof typed === "string" && typed !== value[password]) {
      ctx.addIssue({ code: "custom", path: [confirmation], message: text.passwordMismatch });
    }
  });
  return z.intersection(pair, schema);
}

/** A postal address as the sign-up and the delivery-address forms take it; the CEP comes out as its 8 digits. */
export const postalAddressFields = {
  cep: z
    .string({ required_error: text.cepInvalid })
    .trim()
    .refine((value) => /^[\d\s.-]+$/.test(value) && digitsOf(value).length === 8, text.cepInvalid)
    .transform(digitsOf),
  rua: required(text.streetRequired),
  numero: required(text.numberRequired, 20),
  complemento: z.string().trim().max(120, text.tooLong).optional(),
  bairro: required(text.districtRequired, 80),
  cidade: required(text.cityRequired, 80),
  uf: z.enum(UF_CODES, { errorMap: () => ({ message: text.stateRequired }) }),
};

/**
 * The sign-up form; `today` decides what a birth date "in the future" is. The date is a company's
 * opening date when the document is a CNPJ (its messages say so), a birth date otherwise.
 */
export function registrationSchema(today: Date = new Date()) {
  const dateOfDocument = z
    .object({ documento: z.unknown(), data_nascimento: z.unknown() })
    .superRefine(({ documento, data_nascimento }, ctx) => {
      const kind = typeof documento === "string" ? documentKind(documento) : "cpf";
      const checked = birthDate(today, kind).safeParse(data_nascimento ?? "");
      for (const issue of checked.success ? [] : checked.error.issues)
        ctx.addIssue({ code: "custom", path: ["data_nascimento"], message: issue.message });
    })
    .transform(() => ({}));
  return z.intersection(dateOfDocument, registrationFields());
}

function registrationFields() {
  return withConfirmation(
    z.object({
      nome: personName,
      // Checked by dateOfDocument, with the words of the document's kind.
      data_nascimento: z.string().trim().max(10).optional().default(""),
      documento: taxDocument,
      email: emailAddress,
      telefone: phoneNumber,
      senha: newPassword,
      confirmacao: passwordConfirmation,
      ...postalAddressFields,
      redirectTo: z.string().max(2000).optional(),
    }),
    "senha",
    "confirmacao",
  );
}
export type RegistrationForm = z.output<ReturnType<typeof registrationSchema>>;

/**
 * docs/rules/account.md "Registration": "The new-user flow can look up company data by document": the registry's razão social
 * becomes the name, with its phone, opening date and address. Its contact e-mail is never put into
 * the login e-mail (it is offered beside it). Fields the registry leaves empty are not returned, so
 * what the customer typed there stays.
 */
export function companyFormValues(registry: CompanyRegistry): Record<string, string> {
  const values: Record<string, string | null> = {
    nome: registry.razao_social,
    telefone: registry.telefone ? formatPhone(registry.telefone) : null,
    data_nascimento: registry.data_abertura && isCalendarDay(registry.data_abertura) ? registry.data_abertura : null,
    cep: formatCep(registry.cep),
    rua: registry.rua,
    numero: registry.numero,
    complemento: registry.complemento,
    bairro: registry.bairro,
    cidade: registry.cidade,
    uf: UF_CODES.includes(registry.uf.toUpperCase() as Uf) ? registry.uf.toUpperCase() : null,
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]?.trim()));
}

/** "11987654321" → "(11) 98765-4321"; "1133224455" → "(11) 3322-4455"; anything else as given. */
export function formatPhone(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length === 11) return digits.replace(/^(\d{2})(\d{5})(\d{4})$/, "($1) $2-$3");
  if (digits.length === 10) return digits.replace(/^(\d{2})(\d{4})(\d{4})$/, "($1) $2-$3");
  return phone;
}

/** "01310100" → "01310-100"; anything else as given. */
/**
 * The sign-up's address from the CEP lookup: street, district, city and state of the CEP, the CEP
 * with its hyphen; the number and the complement are the customer's and stay as typed.
 */
export function cepAddressValues(entry: {
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  uf: string;
}): Record<string, string> {
  const values: Record<string, string> = { cep: formatCep(entry.cep) };
  if (entry.rua.trim() !== "") values.rua = entry.rua;
  if (entry.bairro.trim() !== "") values.bairro = entry.bairro;
  if (entry.cidade.trim() !== "") values.cidade = entry.cidade;
  const uf = entry.uf.toUpperCase();
  if (UF_CODES.includes(uf as Uf)) values.uf = uf;
  return values;
}

export function formatCep(cep: string): string {
  const digits = digitsOf(cep);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep;
}

/** "1990-05-17" → "17/05/1990", as Brazilians write dates; anything else as given. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/**
 * The field an upstream 409 of the sign-up is about (docs/upstream-api.md §36): "Já existe um
 * cadastro com este e-mail." names the e-mail, "… com este CPF/CNPJ." the document; null when the
 * message names neither (it is then said for the whole form).
 */
export function conflictField(serverMessage: string | undefined): "email" | "documento" | null {
  if (!serverMessage) return null;
  if (/e-?mail/i.test(serverMessage)) return "email";
  if (/\b(cpf|cnpj|documento)\b/i.test(serverMessage)) return "documento";
  return null;
}
