import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import * as forms from "~/components/forms/forms.css";
import { ListNameField } from "~/components/lists/list-name-field";
import { useListLineQuantity, useListLineRemoval } from "~/components/lists/use-list-line-edits";
import * as styles from "~/components/lists/lists.css";
import { DetailHead } from "~/components/page-head";
import { ProductImage } from "~/components/product-image";
import { QuickOrderReport } from "~/components/quick-order/quick-order-report";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { formatBRL } from "~/models/money";
import { pageMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleListAction, loadListPage, type ListActionReply } from "./($supplier).listas.$id.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadListPage(request, await requireSupplier(request, params), params), request);
}

export const action = supplierAction(async (supplier, { request, params }) =>
  handleListAction(request, supplier, params),
);

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  pageMeta(matches, { title: page ? page.list.nome : "Lista de compras", noindex: true });

type Page = ReturnType<typeof useLoaderData<typeof loader>>;
type Line = Page["lines"][number];

/** The error of this form of this line, when the last post was it. */
function errorFor(reply: ListActionReply | undefined, intent: string, idproduto?: string) {
  if (!reply?.error || reply.intent !== intent) return null;
  return idproduto === undefined || reply.idproduto === idproduto ? reply.error : null;
}

function Hidden({ intent, pagina, idproduto }: { intent: string; pagina: number; idproduto?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="pagina" value={pagina} />
      {idproduto ? <input type="hidden" name="idproduto" value={idproduto} /> : null}
    </>
  );
}

/** − or +: posts its step without JavaScript; with it, `onClick` changes the field at once instead. */
function StepButton(props: {
  passo: "menos" | "mais";
  label: string;
  busy: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      type="submit"
      name="passo"
      value={props.passo}
      className={styles.stepButton}
      disabled={props.busy}
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.passo === "mais" ? "+" : "−"}</span>
      <span className="visually-hidden">{props.label}</span>
    </button>
  );
}

function ListLine({ line, page, reply }: { line: Line; page: Page; reply: ListActionReply | undefined }) {
  const layoutData = useSupplierLayout();
  const basePath = layoutData?.basePath ?? "";
  const busy = useNavigation().state === "submitting";
  const quantityError = errorFor(reply, "quantidade", line.idproduto);
  const copyError = errorFor(reply, "copiar", line.idproduto);
  const removeError = errorFor(reply, "remover", line.idproduto);
  const quantityId = `quantidade-${line.idproduto}`;
  const copyId = `copiar-${line.idproduto}`;
  const editQuantity = page.edits.quantidade && line.noCatalogo;
  const quantity = useListLineQuantity(
    line,
    page.pagina,
    quantityError ? (reply?.typed ?? line.quantidadeCampo) : line.quantidadeCampo,
  );
  const removal = useListLineRemoval();
  const shownQuantityError = quantity.error ?? quantityError;
  const shownRemoveError = removal.error ?? removeError;
  return (
    <li id={`linha-${line.idproduto}`} className={styles.line} hidden={removal.hidden}>
      {line.imagem && layoutData ? (
        <ProductImage
          imageBaseUrl={layoutData.imageBaseUrl}
          path={line.imagem}
          size={64}
          className={styles.lineImage}
          loading="lazy"
        />
      ) : (
        <span className={styles.lineImage} aria-hidden="true" />
      )}
      <div className={styles.lineBody}>
        <p className={styles.lineName}>
          {line.noCatalogo ? (
            <Link to={supplierPath(basePath, `/produto/${line.idproduto}`)}>{line.nome}</Link>
          ) : (
            line.nome
          )}
        </p>
        <p className={styles.lineFacts}>
          {line.preco !== null ? <span>{formatBRL(line.preco)}</span> : null}
          {!line.disponivel ? <span className={styles.unavailable}>Indisponível</span> : null}
          <span>Na lista: {quantity.edited?.quantidadeTexto ?? line.quantidadeTexto}</span>
          {line.disponivel ? (
            <span>Vai ao carrinho: {quantity.edited?.noCarrinhoTexto ?? line.noCarrinhoTexto}</span>
          ) : null}
        </p>
        {line.ajuste && !quantity.edited ? <p className={styles.detail}>{line.ajuste}</p> : null}
      </div>
      <div className={styles.lineForms}>
        {editQuantity ? (
          <Form method="post" className={styles.inlineForm} preventScrollReset onSubmit={quantity.submitted}>
            <Hidden intent="quantidade" pagina={page.pagina} idproduto={line.idproduto} />
            <label htmlFor={quantityId} className="visually-hidden">
              {`Quantidade de ${line.nome} na lista`}
            </label>
            <StepButton
              passo="menos"
              label={`Diminuir ${line.nome}`}
              busy={busy}
              onClick={quantity.step("decrement")}
            />
            <input
              id={quantityId}
              name="quantidade"
              inputMode="decimal"
              className={styles.smallInput}
              value={quantity.value}
              onChange={(event) => quantity.typed(event.target.value)}
              aria-invalid={shownQuantityError ? true : undefined}
              aria-describedby={shownQuantityError ? `${quantityId}-erro` : undefined}
            />
            <StepButton passo="mais" label={`Aumentar ${line.nome}`} busy={busy} onClick={quantity.step("increment")} />
            <button type="submit" className={layout.secondaryButton} disabled={busy}>
              Atualizar
            </button>
            {shownQuantityError ? (
              <p id={`${quantityId}-erro`} className={styles.fieldError} role={quantity.error ? "alert" : undefined}>
                {shownQuantityError}
              </p>
            ) : null}
          </Form>
        ) : null}
        {page.destinations.length > 0 ? (
          <Form method="post" className={styles.inlineForm} preventScrollReset>
            <Hidden intent="copiar" pagina={page.pagina} idproduto={line.idproduto} />
            <label htmlFor={copyId} className="visually-hidden">
              {`Copiar ${line.nome} para a lista`}
            </label>
            <select
              id={copyId}
              name="destino"
              className={styles.select}
              defaultValue=""
              aria-invalid={copyError ? true : undefined}
              aria-describedby={copyError ? `${copyId}-erro` : undefined}
            >
              <option value="">Copiar para…</option>
              {page.destinations.map((list) => (
                <option key={list.idlista} value={list.idlista}>
                  {list.nome}
                </option>
              ))}
            </select>
            <button type="submit" className={layout.secondaryButton} disabled={busy}>
              Copiar
            </button>
            {copyError ? (
              <p id={`${copyId}-erro`} className={styles.fieldError}>
                {copyError}
              </p>
            ) : null}
          </Form>
        ) : null}
        {page.edits.remover ? (
          <Form method="post" className={styles.inlineForm} preventScrollReset onSubmit={removal.submit}>
            <Hidden intent="remover" pagina={page.pagina} idproduto={line.idproduto} />
            <button type="submit" className={layout.secondaryButton} disabled={busy}>
              Remover<span className="visually-hidden">{` ${line.nome}`}</span>
            </button>
            {shownRemoveError ? (
              <p className={styles.fieldError} role={removal.error ? "alert" : undefined}>
                {shownRemoveError}
              </p>
            ) : null}
          </Form>
        ) : null}
      </div>
    </li>
  );
}

function DisableConfirmation({ page, backHref, error }: { page: Page; backHref: string; error: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = useNavigation().state === "submitting";
  // With JavaScript the page does not reload: focus goes to the question, as a dialog's would.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id="desativar" className={styles.confirm} aria-labelledby="lista-desativar">
      <h2 id="lista-desativar" className={styles.sectionTitle} tabIndex={-1} ref={heading}>
        Desativar esta lista?
      </h2>
      <p className={styles.fact}>
        A lista “{page.list.nome}” sai das suas listas e não pode ser ativada de novo. Seu carrinho e seus pedidos não
        mudam.
      </p>
      {error ? <p className={forms.error}>{error}</p> : null}
      <div className={styles.actions}>
        <Form method="post" replace>
          <Hidden intent="desativar" pagina={page.pagina} />
          <button type="submit" className={styles.dangerButton} disabled={busy}>
            Sim, desativar lista
          </button>
        </Form>
        <Link to={backHref} className={layout.secondaryButton} replace>
          Manter lista
        </Link>
      </div>
    </section>
  );
}

/** A shopping list: its lines, what each goes into the cart with, its edits and "Colocar tudo no carrinho". */
export default function ShoppingListPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const basePath = useSupplierLayout()?.basePath ?? "";
  const pagePath = supplierPath(basePath, `/listas/${page.list.idlista}`);
  const applyError = errorFor(reply, "aplicar");
  const renameError = errorFor(reply, "renomear");
  const disableError = errorFor(reply, "desativar");
  const suggested = page.list.tipo === "SUGERIDA";
  const pageHref = (pagina: number) => (pagina > 1 ? `${pagePath}?pagina=${pagina}` : pagePath);
  return (
    <section className={styles.page} aria-labelledby="lista-titulo">
      <DetailHead
        titleId="lista-titulo"
        title={page.list.nome}
        back={{ to: supplierPath(basePath, "/listas"), label: "Listas de compras" }}
      >
        <p className={styles.muted}>
          {suggested ? "Lista sugerida pela loja. " : ""}
          {page.list.quantidadeItens === 1 ? "1 produto" : `${page.list.quantidadeItens} produtos`}
          {page.showPrices ? ". Preços de hoje; no carrinho valem as regras de atacado e desconto." : "."}
        </p>
        {page.shared ? <p className={styles.muted}>{page.shared}</p> : null}
      </DetailHead>
      {page.confirming || disableError ? (
        <DisableConfirmation page={page} backHref={pagePath} error={disableError} />
      ) : null}
      <section id="colocar-no-carrinho" className={styles.section} aria-labelledby="titulo-aplicar">
        <h2 id="titulo-aplicar" className={styles.sectionTitle}>
          Colocar no carrinho
        </h2>
        <p className={styles.muted}>
          Cada produto vai com a quantidade da lista, ajustada às regras da loja. O que já estiver no carrinho continua
          lá.
        </p>
        <Form method="post" action={`${pagePath}#colocar-no-carrinho`}>
          <Hidden intent="aplicar" pagina={page.pagina} />
          <button type="submit" className={layout.button} disabled={busy || page.list.quantidadeItens === 0}>
            Colocar tudo no carrinho
          </button>
        </Form>
        {applyError ? (
          <p className={forms.error} role="alert">
            {applyError}
          </p>
        ) : null}
        {reply?.intent === "aplicar" && reply.report ? (
          <div role="status" className={styles.list}>
            <p className={styles.fact}>
              <strong>{reply.message}</strong> <Link to={supplierPath(basePath, "/carrinho")}>Ver carrinho</Link>
            </p>
            <QuickOrderReport report={reply.report} added />
          </div>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="titulo-produtos">
        <h2 id="titulo-produtos" className={styles.sectionTitle}>
          Produtos
        </h2>
        {page.lines.length === 0 ? (
          <p className={styles.fact}>
            {page.pagina > 1
              ? "Não há produtos nesta página."
              : "Esta lista ainda não tem produtos. Use “Salvar em uma lista” na página de um produto."}
          </p>
        ) : (
          <ul className={styles.list}>
            {page.lines.map((line) => (
              <ListLine key={line.idproduto} line={line} page={page} reply={reply} />
            ))}
          </ul>
        )}
        {page.paginas > 1 ? (
          <nav aria-label="Páginas da lista" className={styles.pager}>
            {page.pagina > 1 ? <Link to={pageHref(page.pagina - 1)}>← Anteriores</Link> : null}
            <span>{`Página ${page.pagina} de ${page.paginas}`}</span>
            {page.pagina < page.paginas ? <Link to={pageHref(page.pagina + 1)}>Próximos →</Link> : null}
          </nav>
        ) : null}
      </section>
      {page.editable ? (
        <div className={styles.columns}>
          {page.edits.renomear ? (
            <section id="renomear" className={styles.section} aria-labelledby="titulo-renomear">
              <h2 id="titulo-renomear" className={styles.sectionTitle}>
                Renomear
              </h2>
              <Form method="post" action={`${pagePath}#renomear`} className={styles.list}>
                <Hidden intent="renomear" pagina={page.pagina} />
                <ListNameField
                  id="lista-nome"
                  label="Novo nome"
                  typed={renameError ? reply?.typed : page.list.nome}
                  error={renameError}
                />
                <p className={styles.fact}>
                  <button type="submit" className={layout.secondaryButton} disabled={busy}>
                    Salvar nome
                  </button>
                </p>
              </Form>
            </section>
          ) : null}
          {!page.confirming ? (
            <section className={styles.section} aria-labelledby="titulo-desativar">
              <h2 id="titulo-desativar" className={styles.sectionTitle}>
                Desativar lista
              </h2>
              <p className={styles.muted}>A lista sai das suas listas para sempre. Você confirma na próxima etapa.</p>
              <p className={styles.fact}>
                <Link to={`${pagePath}?desativar#desativar`} className={layout.secondaryButton}>
                  Desativar lista
                </Link>
              </p>
            </section>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
