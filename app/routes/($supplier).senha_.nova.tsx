import { useFormResult } from "~/components/forms/use-form-result";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { NewPasswordFields } from "~/components/forms/new-password-fields";
import { supplierPath } from "~/models/links";
import { noindexMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handlePasswordReset, type PasswordResetSchema } from "./($supplier).senha_.nova.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const { basePath } = await requireSupplier(request, params);
    const token = new URL(request.url).searchParams.get("token")?.trim();
    return { basePath, token: token && token.length <= 500 ? token : null };
  }, request);
}

export const action = supplierAction(async (supplier, { request }) => {
  const { status, result, linkExpired } = await handlePasswordReset(request, supplier);
  return data({ result, linkExpired }, { status });
});

export const meta: MetaFunction<typeof loader> = noindexMeta("Nova senha");

export default function NewPasswordPage() {
  const { basePath, token } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useFormResult<z.input<typeof PasswordResetSchema>>({
    id: "nova-senha",
    lastResult: reply?.result,
  });
  const askAgain = <Link to={supplierPath(basePath, "/senha")}>Pedir um novo link</Link>;
  return (
    <section aria-labelledby="titulo-nova-senha">
      <h1 id="titulo-nova-senha">Criar nova senha</h1>
      {token ? (
        <Form method="post" className={forms.form} {...form.props}>
          <FormErrors id={form.errorId} errors={form.errors} />
          {reply?.linkExpired ? <p>{askAgain}</p> : null}
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields password={fields.senha} confirmation={fields.confirmacao} />
          <button type="submit" className={layout.button} disabled={submitting}>
            {submitting ? "Salvando…" : "Salvar nova senha"}
          </button>
        </Form>
      ) : (
        <>
          <p className={layout.notice} role="alert">
            Este link não é válido. Abra o link completo do e-mail ou peça outro.
          </p>
          <p>{askAgain}</p>
        </>
      )}
    </section>
  );
}
