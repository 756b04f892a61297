import { useFormResult } from "~/components/forms/use-form-result";
import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { HandOff } from "~/components/account/hand-off";
import type { z } from "zod";
import * as styles from "~/components/account/account.css";
import {
  ADDRESS_SECTION,
  HONEYPOT_FIELD,
  registrationIntent,
  SENT_PARAM,
  SUGGESTED_EMAIL_FIELD,
} from "~/components/account/registration-names";
import { CharacteristicFields } from "~/components/checkout/characteristic-fields";
import { EnterSubmits } from "~/components/account/enter-submits";
import { SubmitButton } from "~/components/account/submit-button";
import { PostalAddressFields } from "~/components/delivery/postal-address-fields";
import { AnswerInPlace } from "~/components/forms/answer-in-place";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { useShowPasswords } from "~/components/forms/show-passwords";
import { TextField } from "~/components/forms/text-field";
import { safeRedirectPath } from "~/models/account-rules";
import { supplierPath } from "~/models/links";
import { characteristicField } from "~/models/checkout/form-names";
import type { registrationSchema } from "~/models/registration";
import { dateLabel } from "~/models/registration-date";
import type { Characteristic } from "~/models/supplier";
import { getCustomerCharacteristics } from "~/services/api/customer-characteristics.server";
import { noindexMeta } from "~/models/seo";
import { keptResult, takeLookup } from "~/services/form-lookup.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleRegistration } from "./($supplier).cadastro.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { account, basePath, supplier, api } = context;
    if (account) throw redirect(supplierPath(basePath, "/conta"));
    const search = new URL(request.url).searchParams;
    const redirectTo = search.get("redirectTo");
    // A lookup without JavaScript redirected here: its answer, shown once, never a password (ADR 0033).
    const lookup = takeLookup(request, context, "cadastro");
    const looked = lookup.form
      ? {
          result: keptResult(lookup.form),
          notice: lookup.form.notice,
          noticeAt: lookup.form.noticeAt,
          handOff: null,
          passwordsTyped: lookup.form.passwordsTyped,
          suggestedEmail: lookup.form.suggestedEmail,
          conflict: null,
        }
      : null;
    return data(
      {
        basePath,
        characteristics: await getCustomerCharacteristics(supplier.idfornecedor, { ...api, token: null }),
        redirectTo: redirectTo ? safeRedirectPath(redirectTo, basePath) : null,
        sent: search.has(SENT_PARAM),
        lookup: looked,
      },
      { headers: lookup.headers },
    );
  }, request);
}

export const action = supplierAction(async (supplierContext, { request, context }) => {
  if (supplierContext.account) throw redirect(supplierPath(supplierContext.basePath, "/conta"));
  const reply = await handleRegistration(request, supplierContext, context.clientIp);
  if (reply instanceof Response) return reply;
  const { status, result, notice, noticeAt, handOff, passwordsTyped, suggestedEmail, conflict } = reply;
  // The answer holds what was typed (names, documents, the address; never a password): kept by no cache.
  return data(
    {
      result,
      notice: notice ?? null,
      noticeAt: noticeAt ?? null,
      handOff: handOff ?? null,
      passwordsTyped: passwordsTyped ?? false,
      suggestedEmail: suggestedEmail ?? null,
      conflict: conflict ?? null,
    },
    { status, headers: { "Cache-Control": "no-store" } },
  );
});

/** An answer to the form says no-store to caches (it holds what was typed). */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: MetaFunction<typeof loader> = noindexMeta("Cadastro");

export default function RegistrationPage() {
  const { basePath, redirectTo, sent, characteristics } = useLoaderData<typeof loader>();
  const reply = useFormReply();
  const loginHref = `${supplierPath(basePath, "/entrar")}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  if (reply?.handOff) return <HandOff {...reply.handOff} heading="Cadastro criado" />;
  if (sent) {
    return (
      <section aria-labelledby="titulo-cadastro">
        <h1 id="titulo-cadastro">Cadastro enviado</h1>
        <p className={styles.links}>
          <Link className={layout.button} to={loginHref}>
            Entrar
          </Link>
          <Link to={supplierPath(basePath)}>Voltar para a loja</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="titulo-cadastro">
      <h1 id="titulo-cadastro">Criar cadastro</h1>
      <p>
        Já tem cadastro? <Link to={loginHref}>Entrar</Link>
      </p>
      <RegistrationForm
        redirectTo={redirectTo}
        characteristics={characteristics}
        loginHref={loginHref}
        recoveryHref={supplierPath(basePath, "/senha")}
      />
    </section>
  );
}

/** The form's passwords as typed when it was sent (empty ones left out). */
function passwordsOf(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    PASSWORD_FIELDS.flatMap((name) => {
      const value = data.get(name);
      return typeof value === "string" && value !== "" ? [[name, value]] : [];
    }),
  );
}

const PASSWORD_FIELDS = ["senha", "confirmacao"] as const;

/** The sign-up's fields in the order the page shows them, with the label the summary links by. */
function fieldLabels(documento: string | undefined, characteristics: Characteristic[]): [string, string][] {
  return [
    ["documento", "CPF ou CNPJ"],
    ["nome", "Nome completo ou razão social"],
    ["data_nascimento", dateLabel(documento)],
    ["telefone", "Telefone com DDD"],
    ["email", "E-mail"],
    ...characteristics.map((each): [string, string] => [characteristicField(each), each.descricao]),
    ["senha", "Senha"],
    ["confirmacao", "Confirme a senha"],
    ["cep", "CEP"],
    ["uf", "Estado"],
    ["rua", "Rua"],
    ["numero", "Número"],
    ["complemento", "Complemento"],
    ["bairro", "Bairro"],
    ["cidade", "Cidade"],
  ];
}

type RegistrationFormProps = {
  redirectTo: string | null;
  characteristics: Characteristic[];
  loginHref: string;
  recoveryHref: string;
};

/** The form's last answer: the action's (with JavaScript, or a refusal), or the lookup's the redirect kept. */
function useFormReply() {
  const { lookup } = useLoaderData<typeof loader>();
  return useActionData<typeof action>() ?? lookup ?? undefined;
}

function RegistrationForm({ redirectTo, characteristics, loginHref, recoveryHref }: RegistrationFormProps) {
  const reply = useFormReply();
  // A lookup's answer never carries the passwords back: with JavaScript the browser puts back the
  // ones it sent; without it the fields come back empty and say so.
  const sentPasswords = useRef<Record<string, string>>({});
  const lastResult = useMemo(() => {
    if (!reply?.passwordsTyped || !reply.result) return reply?.result;
    const initialValue = { ...reply.result.initialValue, ...sentPasswords.current };
    return { ...reply.result, initialValue };
  }, [reply]);
  const [form, fields] = useFormResult<z.input<ReturnType<typeof registrationSchema>>>({
    id: "cadastro",
    lastResult,
  });
  const retypePasswords =
    reply?.passwordsTyped === true && !fields.senha.initialValue && !fields.confirmacao.initialValue;
  const keepPasswords = (event: FormEvent<HTMLFormElement>) => {
    sentPasswords.current = passwordsOf(event.currentTarget);
  };
  // The date asked follows the document typed (with JavaScript, as it is typed): a CNPJ's opening date, a CPF's birth date.
  const [typed, setTyped] = useState<{ key: string; documento: string } | null>(null);
  const documento = typed?.key === fields.documento.key ? typed.documento : fields.documento.initialValue;
  const followDocument = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "documento") setTyped({ key: fields.documento.key, documento: target.value });
  };
  const labels = fieldLabels(documento, characteristics);
  const wrong = labels.filter(([name]) => form.allErrors[name]?.length);
  const passwords = useShowPasswords([fields.senha.id, fields.confirmacao.id]);
  const conflictLinks = (field: "email" | "documento") =>
    reply?.conflict === field ? (
      <p>
        Já tem cadastro? <Link to={loginHref}>Entrar</Link> ou <Link to={recoveryHref}>Esqueci minha senha</Link>
      </p>
    ) : null;
  return (
    <Form method="post" className={styles.wideForm} {...form.props} onSubmit={keepPasswords} onInput={followDocument}>
      <EnterSubmits intent={registrationIntent.register} label="Criar cadastro" />
      <FormErrors id={form.errorId} errors={form.errors} />
      {wrong.length > 0 ? (
        <div className={forms.formError} role="alert">
          {wrong.length === 1
            ? "Confira o campo destacado abaixo:"
            : `Confira os ${wrong.length} campos destacados abaixo:`}
          <ul>
            {wrong.map(([name, label]) => (
              <li key={name}>
                <a href={`#cadastro-${name}`}>{label}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {reply?.notice && reply.noticeAt !== "endereco" ? (
        <p className={layout.notice} role="status">
          {reply.notice}
        </p>
      ) : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <AnswerInPlace />
      <fieldset className={forms.fieldset}>
        <legend className={styles.legend}>Seus dados</legend>
        <TextField
          meta={fields.documento}
          label="CPF ou CNPJ"
          autoCapitalize="characters"
          autoComplete="off"
          hint="Empresa? Informe o CNPJ e busque os dados da Receita para preencher o cadastro."
        />
        {conflictLinks("documento")}
        <SubmitButton
          intent={registrationIntent.lookUpCompany}
          label="Buscar dados do CNPJ"
          busyLabel="Buscando…"
          secondary
        />
        <TextField meta={fields.nome} label="Nome completo ou razão social" autoComplete="name" />
        <div className={styles.row}>
          <TextField
            meta={fields.data_nascimento}
            label={dateLabel(documento)}
            type="date"
            autoComplete={documento && dateLabel(documento) === "Data de abertura" ? "off" : "bday"}
          />
          <TextField meta={fields.telefone} label="Telefone com DDD" type="tel" autoComplete="tel-national" />
        </div>
        <TextField
          meta={fields.email}
          label="E-mail"
          type="email"
          autoComplete="email"
          hint="O e-mail com que você vai entrar na loja."
        />
        {conflictLinks("email")}
        {reply?.suggestedEmail ? (
          <div className={styles.links}>
            <input type="hidden" name={SUGGESTED_EMAIL_FIELD} value={reply.suggestedEmail} />
            <p className={forms.hint}>E-mail de contato na Receita: {reply.suggestedEmail}</p>
            <SubmitButton intent={registrationIntent.useSuggestedEmail} label="Usar este e-mail" secondary />
          </div>
        ) : null}
      </fieldset>
      {characteristics.length > 0 ? (
        <fieldset className={forms.fieldset}>
          <legend className={styles.legend}>Para o fornecedor</legend>
          <CharacteristicFields
            characteristics={characteristics}
            errors={form.allErrors}
            values={reply?.result?.initialValue ?? undefined}
            defaults={{}}
            autoFocusName={null}
            formId="cadastro"
          />
        </fieldset>
      ) : null}
      <fieldset className={forms.fieldset}>
        <legend className={styles.legend}>Senha</legend>
        <TextField
          meta={fields.senha}
          label="Senha"
          type={passwords.type}
          autoComplete="new-password"
          hint={
            retypePasswords
              ? "Pelo menos 8 caracteres. Por segurança, a senha não volta com o formulário: digite a senha e a confirmação de novo."
              : "Pelo menos 8 caracteres."
          }
        />
        <TextField
          meta={fields.confirmacao}
          label="Confirme a senha"
          type={passwords.type}
          autoComplete="new-password"
        />
        {passwords.toggle}
      </fieldset>
      <fieldset className={forms.fieldset} id={ADDRESS_SECTION}>
        <legend className={styles.legend}>Endereço</legend>
        {reply?.notice && reply.noticeAt === "endereco" ? (
          <p className={layout.notice} role="status">
            {reply.notice}
          </p>
        ) : null}
        <PostalAddressFields
          fields={fields}
          cepAction={
            <SubmitButton intent={registrationIntent.lookUpCep} label="Buscar CEP" busyLabel="Buscando…" secondary />
          }
        />
      </fieldset>
      <div className={forms.honeypot} aria-hidden="true">
        <label htmlFor="cadastro-site">Site (deixe em branco)</label>
        <input id="cadastro-site" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitButton intent={registrationIntent.register} label="Criar cadastro" />
    </Form>
  );
}
