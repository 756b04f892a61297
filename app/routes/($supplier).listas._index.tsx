import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ListNameField } from "~/components/lists/list-name-field";
import * as styles from "~/components/lists/lists.css";
import { PageHead } from "~/components/page-head";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import type { ShoppingListSummary } from "~/models/lists/shopping-list";
import { noindexMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { createListAction, loadListsPage } from "./($supplier).listas._index.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadListsPage(await requireSupplier(request, params)), request);
}

export const action = supplierAction(async (supplier, { request }) => createListAction(request, supplier));

export const meta: MetaFunction<typeof loader> = noindexMeta("Listas de compras");

const products = (count: number) => (count === 1 ? "1 produto" : `${count} produtos`);

function ListCards({ lists, href }: { lists: ShoppingListSummary[]; href: (id: string) => string }) {
  return (
    <ul className={styles.list}>
      {lists.map((list) => (
        <li key={list.idlista} className={styles.card}>
          <div className={styles.rowMain}>
            <Link to={href(list.idlista)} className={styles.rowLink}>
              <span className={styles.name}>{list.nome}</span>
            </Link>
            <p className={styles.detail}>{products(list.quantidadeItens)}</p>
          </div>
          <span aria-hidden="true">›</span>
        </li>
      ))}
    </ul>
  );
}

/** The client's lists and the store's suggestions, each a link to its page; a new list by name. */
export default function ShoppingListsPage() {
  const { mine, suggested, shared } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const basePath = useSupplierLayout()?.basePath ?? "";
  const href = (id: string) => supplierPath(basePath, `/listas/${id}`);
  return (
    <section className={styles.page} aria-labelledby="titulo-listas">
      <PageHead titleId="titulo-listas" title="Listas de compras">
        Os produtos que você compra sempre, prontos para ir ao carrinho de uma vez.
      </PageHead>
      {shared ? <p className={styles.muted}>{shared}</p> : null}
      <div className={styles.columns}>
        <div className={styles.column}>
          <section className={styles.section} aria-labelledby="minhas-listas">
            <h2 id="minhas-listas" className={styles.sectionTitle}>
              Minhas listas
            </h2>
            {mine.length === 0 ? (
              <p className={styles.fact}>
                Você ainda não tem listas. Crie uma aqui ou use “Salvar em uma lista” num produto, no carrinho ou num
                pedido.
              </p>
            ) : (
              <ListCards lists={mine} href={href} />
            )}
          </section>
          <section className={styles.section} aria-labelledby="listas-sugeridas">
            <h2 id="listas-sugeridas" className={styles.sectionTitle}>
              Sugeridas
            </h2>
            {suggested.length === 0 ? (
              <p className={styles.fact}>A loja ainda não sugeriu listas para você.</p>
            ) : (
              <>
                <p className={styles.muted}>
                  Listas que a loja montou para você: coloque no carrinho ou copie produtos para as suas.
                </p>
                <ListCards lists={suggested} href={href} />
              </>
            )}
          </section>
        </div>
        <div className={styles.column}>
          <section id="nova-lista" className={styles.section} aria-labelledby="titulo-nova-lista">
            <h2 id="titulo-nova-lista" className={styles.sectionTitle}>
              Nova lista
            </h2>
            <Form method="post" className={styles.list}>
              <ListNameField id="nova-lista-nome" label="Nome da lista" typed={reply?.typed} error={reply?.error} />
              <p className={styles.fact}>
                <button type="submit" className={layout.button} disabled={navigation.state === "submitting"}>
                  Criar lista
                </button>
              </p>
            </Form>
          </section>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
