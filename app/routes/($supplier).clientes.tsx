import { useFormResult } from "~/components/forms/use-form-result";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as lists from "~/components/account-lists.css";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { formatDocument } from "~/models/document";
import { registrationMessages } from "~/models/messages/registration";
import { pageMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { loadPicker, pickClient, type PickerClient } from "./($supplier).clientes.server";
import { AccountListPage } from "~/components/account/account-list-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadPicker(await requireSupplier(request, params), new URL(request.url)), request);
}

export const action = supplierAction((supplier, { request }) => pickClient(request, supplier));

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, { title: data?.role === "linked" ? "Trocar cliente" : "Clientes", noindex: true });

const texts = {
  representative: {
    title: "Escolha o cliente para atender",
    intro: "Os pedidos que você fizer ficam registrados no nome do cliente escolhido, com você como representante.",
    intent: "atender",
    pick: "Atender",
    current: "Atendendo agora",
  },
  linked: {
    title: "Escolha para qual cliente comprar",
    intro: "Seu usuário pode fazer pedidos para estes clientes.",
    intent: "trocar",
    pick: "Comprar para este cliente",
    current: "Comprando agora",
  },
} as const;

function countText(shown: number, total: number, q: string): string {
  if (!q) return total === 1 ? "1 cliente" : `${total} clientes`;
  if (shown === 0) return `Nenhum cliente encontrado para “${q}”.`;
  return `${shown} de ${total} ${total === 1 ? "cliente" : "clientes"} para “${q}”`;
}

export default function ClientPickerPage() {
  const { role, q, clients, total } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form] = useFormResult({ id: "escolher-cliente", lastResult });
  const text = texts[role];
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === text.intent;
  const picking = submitting ? Number(navigation.formData?.get("idcliente")) : null;
  return (
    <AccountListPage titleId="titulo-clientes" title={text.title} intro={text.intro}>
      <Form method="get" role="search" className={lists.filter}>
        <div className={lists.filterField}>
          <label className={forms.label} htmlFor="filtro-clientes">
            Buscar por nome, CPF ou CNPJ
          </label>
          <input
            key={q}
            id="filtro-clientes"
            className={forms.input}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={layout.secondaryButton}>
          Filtrar
        </button>
        {q ? (
          <Link to="." className={layout.secondaryButton}>
            Limpar
          </Link>
        ) : null}
      </Form>
      <p className={lists.count} role="status">
        {countText(clients.length, total, q)}
      </p>
      <Form method="post" {...form.props}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={text.intent} />
        <ul className={lists.list}>
          {clients.map((client) => (
            <ClientRow
              key={client.idcliente}
              client={client}
              pickLabel={text.pick}
              currentLabel={text.current}
              busy={picking === client.idcliente}
              disabled={submitting}
            />
          ))}
        </ul>
      </Form>
    </AccountListPage>
  );
}

function ClientRow({
  client,
  pickLabel,
  currentLabel,
  busy,
  disabled,
}: {
  client: PickerClient;
  pickLabel: string;
  currentLabel: string;
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <li className={client.atual ? lists.currentRow : lists.row}>
      <div className={lists.rowText}>
        <span className={lists.rowName}>{client.nome}</span>
        <span className={lists.rowDetail}>
          {formatDocument(client.cpf)}
          {client.cidade ? ` · ${client.cidade}` : null}
        </span>
        {client.aprovado ? null : <span className={lists.badge}>{registrationMessages.underReview}</span>}
      </div>
      <div className={lists.rowActions}>
        {client.atual ? (
          <span className={lists.badge}>{currentLabel}</span>
        ) : (
          <button
            type="submit"
            name="idcliente"
            value={client.idcliente}
            className={layout.button}
            disabled={disabled}
            aria-label={`${pickLabel}: ${client.nome}`}
          >
            {busy ? "Enviando…" : pickLabel}
          </button>
        )}
      </div>
    </li>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
