import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ListNameField } from "~/components/lists/list-name-field";
import * as styles from "~/components/lists/lists.css";
import { PageHead } from "~/components/page-head";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { listText } from "~/models/lists/list-text";
import { formatBRL } from "~/models/money";
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

type ShownList = ReturnType<typeof useLoaderData<typeof loader>>["mine"][number];

/**
 * A list: its name (a link to its page) and size, its first products in compact rows (name, what goes
 * into the cart, the price this viewer may see), the way to the rest, and "Colocar tudo no carrinho",
 * which posts to the list's page and shows its report there.
 */
function ListCard({ list, basePath }: { list: ShownList; basePath: string }) {
  const busy = useNavigation().state === "submitting";
  const href = supplierPath(basePath, `/listas/${list.idlista}`);
  return (
    <li className={styles.listCard}>
      <div className={styles.cardHead}>
        <Link to={href} className={styles.rowLink}>
          <span className={styles.name}>{list.nome}</span>
        </Link>
        <p className={styles.detail}>{products(list.quantidadeItens)}</p>
      </div>
      {list.linesFailed ? (
        <p className={styles.detail}>{listText.linesFailed}</p>
      ) : list.lines.length > 0 ? (
        <ul className={styles.previewLines} aria-label={`Produtos de ${list.nome}`}>
          {list.lines.map((line) => (
            <li key={line.idproduto} className={styles.previewLine}>
              <span>
                {line.noCatalogo ? (
                  <Link to={supplierPath(basePath, `/produto/${line.idproduto}`)}>{line.nome}</Link>
                ) : (
                  line.nome
                )}
              </span>
              {line.disponivel ? (
                <span className={styles.previewQuantity}>
                  <span className="visually-hidden">Vai ao carrinho: </span>
                  {line.noCarrinhoTexto}
                </span>
              ) : (
                <span className={styles.unavailable}>Indisponível</span>
              )}
              <span className={styles.previewPrice}>{line.preco !== null ? formatBRL(line.preco) : null}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.cardFoot}>
        <Link to={href}>{list.more > 0 ? listText.more(list.more) : "Abrir lista"}</Link>
        {list.quantidadeItens > 0 ? (
          <Form method="post" action={`${href}#colocar-no-carrinho`}>
            <input type="hidden" name="intent" value="aplicar" />
            <input type="hidden" name="pagina" value="1" />
            <button type="submit" className={layout.secondaryButton} disabled={busy}>
              Colocar tudo no carrinho<span className="visually-hidden">{` (${list.nome})`}</span>
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

function ListCards({ lists, basePath }: { lists: ShownList[]; basePath: string }) {
  return (
    <ul className={styles.list}>
      {lists.map((list) => (
        <ListCard key={list.idlista} list={list} basePath={basePath} />
      ))}
    </ul>
  );
}

/** The client's lists and the store's suggestions, each a link to its page; a new list by name. */
export default function ShoppingListsPage() {
  const { mine, suggested, shared, showPrices } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const basePath = useSupplierLayout()?.basePath ?? "";
  return (
    <section className={styles.page} aria-labelledby="titulo-listas">
      <PageHead titleId="titulo-listas" title="Listas de compras">
        Os produtos que você compra sempre, prontos para ir ao carrinho de uma vez.
      </PageHead>
      {mine.length + suggested.length > 0 ? (
        <p className={styles.muted}>
          {showPrices
            ? "Em cada lista, os primeiros produtos com a quantidade que vai ao carrinho e o preço de hoje."
            : "Em cada lista, os primeiros produtos com a quantidade que vai ao carrinho."}
        </p>
      ) : null}
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
              <ListCards lists={mine} basePath={basePath} />
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
                <ListCards lists={suggested} basePath={basePath} />
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
