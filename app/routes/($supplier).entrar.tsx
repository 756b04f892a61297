import { useFormResult } from "~/components/forms/use-form-result";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HandOff } from "~/components/account/hand-off";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { useShowPasswords } from "~/components/forms/show-passwords";
import { TextField } from "~/components/forms/text-field";
import { safeRedirectPath } from "~/models/account-rules";
import { supplierPath } from "~/models/links";
import { authMessages } from "~/models/messages/auth";
import { noindexMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { logIn, type LoginSchema } from "./($supplier).entrar.server";
import type { z } from "zod";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const { account, basePath } = await requireSupplier(request, params);
    const search = new URL(request.url).searchParams;
    const redirectTo = safeRedirectPath(search.get("redirectTo"), basePath);
    if (account) throw redirect(redirectTo);
    return { basePath, redirectTo, buying: search.get("motivo") === "compra" };
  }, request);
}

export const action = supplierAction(async (supplier, { request, context }) => {
  const { status, result, handOff } = await logIn(request, supplier, context.clientIp);
  return data({ result, handOff: handOff ?? null }, { status });
});

export const meta: MetaFunction<typeof loader> = noindexMeta("Entrar");

export default function LoginPage() {
  const { basePath, redirectTo, buying } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useFormResult<z.input<typeof LoginSchema>>({ lastResult: answer?.result });
  const password = useShowPasswords([fields.senha.id]);
  const submitting = navigation.state === "submitting";
  const back = `?redirectTo=${encodeURIComponent(redirectTo)}`;
  if (answer?.handOff) return <HandOff {...answer.handOff} heading="Entrar" />;
  return (
    <section aria-labelledby="titulo-entrar">
      <h1 id="titulo-entrar">Entrar</h1>
      {buying ? (
        <p className={layout.notice} role="status">
          {authMessages.guestBuying}
        </p>
      ) : null}
      <Form method="post" className={forms.form} {...form.props}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField meta={fields.login} label="E-mail, CPF ou CNPJ" autoComplete="username" />
        <TextField meta={fields.senha} label="Senha" type={password.type} autoComplete="current-password" />
        {password.toggle}
        <label className={forms.checkbox}>
          <input type="checkbox" name="representante" defaultChecked={fields.representante.initialValue === "on"} />
          Sou representante
        </label>
        <button type="submit" className={layout.button} disabled={submitting}>
          {submitting ? "Entrando…" : "Entrar"}
        </button>
      </Form>
      <p>
        <Link to={supplierPath(basePath, "/senha")}>Esqueci minha senha</Link>
      </p>
      <p>
        Ainda não tem cadastro? <Link to={`${supplierPath(basePath, "/cadastro")}${back}`}>Cadastre-se</Link>
      </p>
    </section>
  );
}
