import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { pendingTermsVersion, safeRedirectPath } from "~/models/account-rules";
import { noindexMeta } from "~/models/seo";
import { acceptTermsOfUse, getClientSettings, getTermsOfUse } from "~/services/api/account.server";
import { requireAccount, signOut, updateSession } from "~/services/auth.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import * as styles from "~/components/static-page.css";

function returnAddress(request: Request, basePath: string): string {
  return safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), basePath);
}

/** docs/rules/account.md "Terms of use": the version the customer must accept, before anything else. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { session } = requireAccount(context);
    const back = returnAddress(request, context.basePath);
    if (!session.termosPendentes) throw redirect(back);
    const terms = await getTermsOfUse(session.termosPendentes, context.api);
    return { terms, back };
  }, request);
}

/** Accepting sets the terms and fetches the flags again; refusing leaves the account. */
export const action = supplierAction(async (context, { request }) => {
  const { session } = requireAccount(context);
  const form = await request.formData();
  if (form.get("intent") === "recusar")
    return signOut(context, {
      kind: "info",
      message: "Você precisa aceitar os termos de uso para continuar comprando.",
    });
  const { cliente, termosPendentes } = session;
  if (!termosPendentes || !cliente) throw redirect(returnAddress(request, context.basePath));
  await acceptTermsOfUse(
    { idcliente: cliente.idcliente, idfornecedor: context.supplier.idfornecedor, versao: termosPendentes },
    context.api,
  );
  const settings = await getClientSettings(cliente.idcliente, context.api);
  const pending = pendingTermsVersion(settings);
  const headers = await updateSession(request, {
    ...session,
    termosPendentes: pending,
    aprovado: settings.cadastro_aprovado,
  });
  const back = safeRedirectPath(String(form.get("redirectTo") ?? ""), context.basePath);
  if (pending) return data(null, { headers });
  return redirect(back, { headers });
});

export const meta: MetaFunction<typeof loader> = noindexMeta("Termos de uso");

export default function TermsPage() {
  const { terms, back } = useLoaderData<typeof loader>();
  const submitting = useNavigation().state === "submitting";
  return (
    <article aria-labelledby="titulo-termos" className={styles.article}>
      <h1 id="titulo-termos">{terms.titulo}</h1>
      <p>Para continuar, leia e aceite os termos de uso (versão {terms.versao}).</p>
      {terms.paragrafos.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <Form method="post">
        <input type="hidden" name="redirectTo" value={back} />
        <button type="submit" name="intent" value="aceitar" className={layout.button} disabled={submitting}>
          Li e aceito os termos de uso
        </button>{" "}
        <button type="submit" name="intent" value="recusar" className={layout.secondaryButton} disabled={submitting}>
          Não aceito, sair
        </button>
      </Form>
    </article>
  );
}
