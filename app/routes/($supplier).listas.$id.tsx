import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { FormEventHandler, MouseEvent, ReactNode } from "react";
import { ConfirmSection, ConfirmStart } from "~/components/confirm-section";
import * as forms from "~/components/forms/forms.css";
import { ListNameField } from "~/components/lists/list-name-field";
import { useListLineQuantity, useListLineRemoval } from "~/components/lists/use-list-line-edits";
import * as styles from "~/components/lists/lists.css";
import { DetailHead, PageSection } from "~/components/page-head";
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

/** A line's form by its intent: the id of its field and the error the last answer gave it. */
type LineField = { intent: string; id: string; error: string | null };

/**
 * One of a line's forms (its quantity, the list to copy it to, removing it): the line's hidden
 * fields, the form's own field, its button and its error (tied to the field where there is one).
 */
function LineForm({
  page,
  idproduto,
  field,
  submit,
  onSubmit,
  alert = false,
  children = null,
}: {
  page: Page;
  idproduto: string;
  field: LineField;
  submit: ReactNode;
  /** With JavaScript: what the form does instead of posting (an edit saved in place). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The error came from an edit saved in place: said at once to screen readers. */
  alert?: boolean;
  /** The form's own field, if it has one: its error is then tied to it. */
  children?: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className={styles.inlineForm} preventScrollReset onSubmit={onSubmit}>
      <Hidden intent={field.intent} pagina={page.pagina} idproduto={idproduto} />
      {children}
      <button type="submit" className={layout.secondaryButton} disabled={busy}>
        {submit}
      </button>
      {field.error ? (
        <p
          id={children ? `${field.id}-erro` : undefined}
          className={styles.fieldError}
          role={alert ? "alert" : undefined}
        >
          {field.error}
        </p>
      ) : null}
    </Form>
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
  const field = (intent: string): LineField => ({
    intent,
    id: `${intent}-${line.idproduto}`,
    error: errorFor(reply, intent, line.idproduto),
  });
  const answered = field("quantidade");
  const copy = field("copiar");
  const answeredRemoval = field("remover");
  const editQuantity = page.edits.quantidade && line.noCatalogo;
  const quantity = useListLineQuantity(
    line,
    page.pagina,
    answered.error ? (reply?.typed ?? line.quantidadeCampo) : line.quantidadeCampo,
  );
  const removal = useListLineRemoval();
  // An edit saved in place (with JavaScript) says its own refusal; otherwise the page's answer does.
  const quantityField = { ...answered, error: quantity.error ?? answered.error };
  const removeField = { ...answeredRemoval, error: removal.error ?? answeredRemoval.error };
  return (
    <li id={`linha-${line.idproduto}`} className={styles.line} hidden={removal.hidden}>
      {line.imagem && layoutData ? (
        <ProductImage
          imageBaseUrl={layoutData.imageBaseUrl}
          path={line.imagem}
          size={64}
          className={styles.lineImage}
          lazy
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
          <LineForm
            page={page}
            idproduto={line.idproduto}
            field={quantityField}
            submit="Atualizar"
            onSubmit={quantity.submitted}
            alert={quantity.error !== null}
          >
            <label htmlFor={quantityField.id} className="visually-hidden">
              {`Quantidade de ${line.nome} na lista`}
            </label>
            <StepButton
              passo="menos"
              label={`Diminuir ${line.nome}`}
              busy={busy}
              onClick={quantity.step("decrement")}
            />
            <input
              id={quantityField.id}
              name="quantidade"
              inputMode="decimal"
              className={styles.smallInput}
              value={quantity.value}
              onChange={(event) => quantity.typed(event.target.value)}
              aria-invalid={quantityField.error ? true : undefined}
              aria-describedby={quantityField.error ? `${quantityField.id}-erro` : undefined}
            />
            <StepButton passo="mais" label={`Aumentar ${line.nome}`} busy={busy} onClick={quantity.step("increment")} />
          </LineForm>
        ) : null}
        {page.destinations.length > 0 ? (
          <LineForm page={page} idproduto={line.idproduto} field={copy} submit="Copiar">
            <label htmlFor={copy.id} className="visually-hidden">
              {`Copiar ${line.nome} para a lista`}
            </label>
            <select
              id={copy.id}
              name="destino"
              className={styles.select}
              defaultValue=""
              aria-invalid={copy.error ? true : undefined}
              aria-describedby={copy.error ? `${copy.id}-erro` : undefined}
            >
              <option value="">Copiar para…</option>
              {page.destinations.map((list) => (
                <option key={list.idlista} value={list.idlista}>
                  {list.nome}
                </option>
              ))}
            </select>
          </LineForm>
        ) : null}
        {page.edits.remover ? (
          <LineForm
            page={page}
            idproduto={line.idproduto}
            field={removeField}
            onSubmit={removal.submit}
            alert={removal.error !== null}
            submit={
              <>
                Remover<span className="visually-hidden">{` ${line.nome}`}</span>
              </>
            }
          />
        ) : null}
      </div>
    </li>
  );
}

function DisableConfirmation({ page, backHref, error }: { page: Page; backHref: string; error: string | null }) {
  return (
    <ConfirmSection
      id="desativar"
      titleId="lista-desativar"
      title="Desativar esta lista?"
      fact={
        <>
          A lista “{page.list.nome}” sai das suas listas e não pode ser ativada de novo. Seu carrinho e seus pedidos não
          mudam.
        </>
      }
      errors={error ? <p className={forms.error}>{error}</p> : null}
      hidden={<Hidden intent="desativar" pagina={page.pagina} />}
      submit={{ label: "Sim, desativar lista" }}
      keep={{ href: backHref, label: "Manter lista" }}
    />
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
      <PageSection
        id="titulo-aplicar"
        title="Colocar no carrinho"
        className={styles.section}
        anchor="colocar-no-carrinho"
      >
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
      </PageSection>
      <PageSection id="titulo-produtos" title="Produtos" className={styles.section}>
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
      </PageSection>
      {page.editable ? (
        <div className={styles.columns}>
          {page.edits.renomear ? (
            <PageSection id="titulo-renomear" title="Renomear" className={styles.section} anchor="renomear">
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
            </PageSection>
          ) : null}
          {!page.confirming ? (
            <ConfirmStart
              id="titulo-desativar"
              title="Desativar lista"
              className={styles.section}
              href={`${pagePath}?desativar#desativar`}
            >
              A lista sai das suas listas para sempre. Você confirma na próxima etapa.
            </ConfirmStart>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
