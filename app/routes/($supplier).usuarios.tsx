import { useFormResult } from "~/components/forms/use-form-result";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import * as lists from "~/components/account-lists.css";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { TextField } from "~/components/forms/text-field";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { noindexMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { loadUsers, manageUsers, type IncludeUserSchema } from "./($supplier).usuarios.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadUsers(await requireSupplier(request, params), new URL(request.url)), request);
}

export const action = supplierAction((supplier, { request, context }) =>
  manageUsers(request, supplier, context.clientIp),
);

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = noindexMeta("Usuários da conta");

type User = ReturnType<typeof useLoaderData<typeof loader>>["users"][number];

export default function UsersPage() {
  const { users, removing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const removeErrors = actionData?.intent === "remover" ? actionData.result?.error?.[""] : undefined;
  const pageError = actionData && "message" in actionData ? actionData.message : null;
  return (
    <section className={lists.page} aria-labelledby="titulo-usuarios">
      <div>
        <h1 id="titulo-usuarios">Usuários da conta</h1>
        {pageError ? (
          <p className={layout.notice} role="alert">
            {pageError}
          </p>
        ) : null}
        <p className={lists.intro}>
          Pessoas que fazem pedidos em nome da sua empresa. Cada uma entra na loja com o próprio e-mail e senha.
        </p>
      </div>
      <section aria-labelledby="titulo-cadastrados">
        <h2 id="titulo-cadastrados">Cadastrados</h2>
        <FormErrors id="erros-remover" errors={removeErrors ?? undefined} />
        {users.length === 0 ? (
          <p className={lists.intro}>Nenhum usuário cadastrado ainda.</p>
        ) : (
          <ul className={lists.list}>
            {users.map((user) => (
              <UserRow key={user.idusuario} user={user} confirming={user.idusuario === removing} />
            ))}
          </ul>
        )}
      </section>
      {/* A new list (a user included or removed) starts the form afresh. */}
      <IncludeUserForm key={users.map((user) => user.idusuario).join("-")} />
    </section>
  );
}

function UserRow({ user, confirming }: { user: User; confirming: boolean }) {
  const navigation = useNavigation();
  const removing = navigation.state === "submitting" && navigation.formData?.get("intent") === "remover";
  return (
    <li className={lists.row}>
      <div className={lists.rowText}>
        <span className={lists.rowName}>{user.nome}</span>
        <span className={lists.rowDetail}>{user.email}</span>
        <span className={lists.rowDetail}>Incluído em {user.criadoEm}</span>
        {user.senhaDefinida ? null : <span className={lists.badge}>Aguardando definir senha</span>}
      </div>
      {confirming ? (
        <Form method="post" className={lists.confirm} aria-labelledby={`remover-${user.idusuario}`}>
          <p id={`remover-${user.idusuario}`} className={lists.rowName} role="status">
            {`Remover ${user.nome}?`}
          </p>
          <input type="hidden" name="intent" value="remover" />
          <input type="hidden" name="idusuario" value={user.idusuario} />
          <input type="hidden" name="nome" value={user.nome} />
          <div className={lists.rowActions}>
            {/* The "Remover" button just pressed is gone: focus goes to the answer it asked for. */}
            <button type="submit" className={lists.dangerButton} disabled={removing} autoFocus>
              {removing ? "Enviando…" : "Confirmar"}
            </button>
            <Link to="." className={layout.secondaryButton}>
              Cancelar
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="get" className={lists.rowActions}>
          <button type="submit" name="remover" value={user.idusuario} className={layout.secondaryButton}>
            Remover<span className="visually-hidden"> {user.nome}</span>
          </button>
        </Form>
      )}
    </li>
  );
}

function IncludeUserForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const lastResult = actionData?.intent === "incluir" ? actionData.result : undefined;
  const [form, fields] = useFormResult<z.input<typeof IncludeUserSchema>>({ id: "incluir-usuario", lastResult });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "incluir";
  return (
    <section aria-labelledby="titulo-incluir">
      <h2 id="titulo-incluir">Incluir usuário</h2>
      <Form method="post" className={forms.form} {...form.props}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="incluir" />
        <TextField meta={fields.nome} label="Nome" autoComplete="off" maxLength={120} />
        <TextField
          meta={fields.email}
          label="E-mail"
          type="email"
          autoComplete="off"
          maxLength={254}
          hint="Enviaremos para este e-mail um convite para definir a senha."
        />
        <div>
          <button type="submit" className={layout.button} disabled={submitting}>
            {submitting ? "Enviando…" : "Incluir usuário"}
          </button>
        </div>
      </Form>
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
