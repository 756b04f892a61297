import { useFormResult } from "~/components/forms/use-form-result";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import * as styles from "~/components/account/account.css";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { TextField } from "~/components/forms/text-field";
import { supplierPath } from "~/models/links";
import { noindexMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleRecovery, SENT_PARAM, type RecoverySchema } from "./($supplier).senha.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const { basePath } = await requireSupplier(request, params);
    return { basePath, sent: new URL(request.url).searchParams.has(SENT_PARAM) };
  }, request);
}

export const action = supplierAction(async (supplier, { request, context }) => {
  const { status, result } = await handleRecovery(request, supplier, context.clientIp);
  return data(result, { status });
});

export const meta: MetaFunction<typeof loader> = noindexMeta("Recuperar senha");

export default function PasswordRecoveryPage() {
  const { basePath, sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useFormResult<z.input<typeof RecoverySchema>>({ id: "recuperar-senha", lastResult });
  if (sent) {
    return (
      <section aria-labelledby="titulo-senha">
        <h1 id="titulo-senha">Confira seu e-mail</h1>
        <p className={styles.links}>
          <Link className={layout.button} to={supplierPath(basePath, "/entrar")}>
            Entrar
          </Link>
          <Link to={supplierPath(basePath, "/senha")}>Não recebeu? Pedir outro link</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="titulo-senha">
      <h1 id="titulo-senha">Recuperar senha</h1>
      <p className={styles.lead}>Informe como você entra na loja: enviaremos um link para criar uma nova senha.</p>
      <Form method="post" className={forms.form} {...form.props}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.login} label="E-mail, CPF ou CNPJ" autoComplete="username" />
        <button type="submit" className={layout.button} disabled={submitting}>
          {submitting ? "Enviando…" : "Enviar link"}
        </button>
      </Form>
      <p className={styles.links}>
        <Link to={supplierPath(basePath, "/entrar")}>Voltar para o login</Link>
        <span>
          Ainda não tem cadastro? <Link to={supplierPath(basePath, "/cadastro")}>Criar cadastro</Link>
        </span>
      </p>
    </section>
  );
}
