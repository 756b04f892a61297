import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import * as forms from "~/components/forms/forms.css";
import { authMessages } from "~/models/messages/auth";
import { registrationMessages } from "~/models/messages/registration";
import { noindexMeta } from "~/models/seo";
import { authenticate } from "~/services/api/account.server";
import { UpstreamError } from "~/services/api/errors";
import { afterSignIn, signIn } from "~/services/auth.server";
import { log } from "~/services/logger.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";

const HandOffSchema = z.object({ token: z.string().min(8).max(4096), email: z.string().email().max(254) });

function handOffOf(params: Record<string, string | undefined>) {
  const parsed = HandOffSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  return parsed.data;
}

/**
 * docs/rules/account.md "Hand-off between suppliers": "/{s}/login-token/{token}/{login-email}: hand-off that logs the user in on another
 * supplier's site". Opening the link only asks; the login is a POST (no state change on GET).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const { supplier } = await requireSupplier(request, params);
    return { email: handOffOf(params).email, loja: supplier.nome };
  }, request);
}

export const action = supplierAction(async (context, { request, params }) => {
  const { token, email } = handOffOf(params);
  try {
    const auth = await authenticate(
      { cpf: email, tokenOrigin: token, idfornecedor: context.supplier.idfornecedor },
      { ...context.api, token: null },
    );
    const outcome = await signIn(request, context, auth);
    if (outcome.kind === "signed-in") return afterSignIn(outcome, context.basePath, null);
    const message =
      outcome.kind === "awaiting-approval" ? registrationMessages.alreadyConfirmed : authMessages.redirectTokenFailed;
    return data({ error: message }, { status: 403 });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.info("auth.hand_off_refused", { supplier: context.supplier.slug, status: error.status ?? error.failure });
    const refused = error.failure === "status" && (error.status === 401 || error.status === 403);
    return data(
      { error: refused ? authMessages.redirectTokenFailed : authMessages.redirectTokenLoginFailed },
      { status: refused ? 401 : 503 },
    );
  }
});

export const meta: MetaFunction<typeof loader> = noindexMeta("Continuar com sua conta");

export default function HandOffPage() {
  const { email, loja } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="titulo-continuar">
      <h1 id="titulo-continuar">Continuar em {loja}</h1>
      <p>
        Sua conta {email} é atendida por {loja}. Confirme para entrar com ela aqui.
      </p>
      {answer?.error ? (
        <p className={forms.formError} role="alert">
          {answer.error}
        </p>
      ) : null}
      <Form method="post">
        <button type="submit" className={layout.button} disabled={submitting}>
          {submitting ? "Entrando…" : `Entrar em ${loja}`}
        </button>
      </Form>
    </section>
  );
}
