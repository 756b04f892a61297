import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import * as forms from "~/components/forms/forms.css";
import { ListNameField } from "~/components/lists/list-name-field";
import * as styles from "~/components/lists/lists.css";
import { DetailHead } from "~/components/page-head";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { listText } from "~/models/lists/list-text";
import { pageMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { loadSavePage, saveToListAction } from "./($supplier).listas.salvar.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadSavePage(request, await requireSupplier(request, params)), request);
}

export const action = supplierAction(async (supplier, { request }) => saveToListAction(request, supplier));

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  pageMeta(matches, { title: page?.title ?? "Salvar em uma lista", noindex: true });

const SHOWN_LINES = 8;

/** "Salvar em uma lista": what goes (products and quantities), into which list, or a new one by name. */
export default function SaveToListPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { pathname, search } = useLocation();
  const chosen = reply?.lista ?? (page.lists.length === 0 ? "nova" : "");
  const listError = reply?.field === "lista" ? reply.error : null;
  return (
    <section className={styles.page} aria-labelledby="salvar-titulo">
      <DetailHead titleId="salvar-titulo" title={page.title} back={{ to: page.back.href, label: page.back.label }} />
      <section className={styles.section} aria-labelledby="salvar-produtos">
        <h2 id="salvar-produtos" className={styles.sectionTitle}>
          {page.total === 1 ? "O que vai para a lista" : `O que vai para a lista (${page.total} produtos)`}
        </h2>
        {page.total === 0 ? (
          <p className={styles.fact}>Não há produtos para salvar.</p>
        ) : (
          <ul className={styles.list}>
            {page.lines.slice(0, SHOWN_LINES).map((line) => (
              <li key={line.idproduto} className={styles.fact}>
                {`${line.quantidadeTexto} de ${line.nome}`}
              </li>
            ))}
            {page.total > SHOWN_LINES ? (
              <li className={styles.muted}>{listText.more(page.total - SHOWN_LINES)}</li>
            ) : null}
          </ul>
        )}
        <p className={styles.muted}>
          A lista guarda só os produtos e as quantidades: os preços são os do dia da compra.
        </p>
        {page.shared ? <p className={styles.muted}>{page.shared}</p> : null}
      </section>
      {page.total > 0 ? (
        <Form method="post" action={`${pathname}${search}`} className={styles.section}>
          <fieldset className={forms.fieldset} aria-describedby={listError ? "salvar-lista-erro" : undefined}>
            <legend className={forms.label}>Em qual lista?</legend>
            {page.lists.map((list) => (
              <label key={list.idlista} className={styles.choice}>
                <input type="radio" name="lista" value={list.idlista} defaultChecked={chosen === list.idlista} />
                <span className={styles.name}>{list.nome}</span>
                <span className={styles.detail}>
                  {list.quantidadeItens === 1 ? "1 produto" : `${list.quantidadeItens} produtos`}
                </span>
              </label>
            ))}
            <label className={styles.choice}>
              <input type="radio" name="lista" value="nova" defaultChecked={chosen === "nova"} />
              <span>Uma nova lista</span>
            </label>
            {listError ? (
              <p id="salvar-lista-erro" className={forms.error}>
                {listError}
              </p>
            ) : null}
          </fieldset>
          <ListNameField
            id="salvar-nome"
            label="Nome da nova lista"
            hint="Só para uma nova lista."
            typed={reply ? reply.typed : page.suggestedName}
            error={reply?.field === "nome" ? reply.error : null}
          />
          <p className={styles.fact}>
            <button type="submit" className={layout.button} disabled={busy}>
              Salvar na lista
            </button>
          </p>
        </Form>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
