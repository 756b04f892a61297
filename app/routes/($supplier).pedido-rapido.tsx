import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FieldErrors } from "~/components/forms/field-errors";
import { FlashMessage } from "~/components/flash-message";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { controlProps, useFormResult } from "~/components/forms/use-form-result";
import { QuickOrderReport } from "~/components/quick-order/quick-order-report";
import * as styles from "~/components/quick-order/quick-order.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { supplierPath } from "~/models/links";
import {
  GENERIC_QUICK_ORDER_EXAMPLE,
  MAX_QUICK_ORDER_LINES,
  notAddedLines,
  quickOrderExample,
} from "~/models/quick-order";
import { noindexMeta } from "~/models/seo";
import { CartRefusal, requireCartOwner } from "~/services/cart.server";
import { listProducts } from "~/services/api/catalogue.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier, type SupplierContext } from "~/services/supplier-context.server";
import { orFallback, withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { quickOrderAction, quickOrderPath, type QuickOrderOutcome } from "./($supplier).pedido-rapido.server";

const FORM_ID = "pedido-rapido";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const cartPath = supplierPath(context.basePath, "/carrinho");
    try {
      requireCartOwner(request, context, quickOrderPath(context));
    } catch (error) {
      if (!(error instanceof CartRefusal)) throw error;
      return { cartPath, refusal: { message: error.message, link: error.link }, example: GENERIC_QUICK_ORDER_EXAMPLE };
    }
    return { cartPath, refusal: null, example: await storeExample(context) };
  }, request);
}

/** The example in the store's own codes: its first products as a guest sees them (a cached list); a fault gives the generic one. */
async function storeExample(context: SupplierContext): Promise<string> {
  const page = await orFallback(
    listProducts(
      { idfornecedor: context.supplier.idfornecedor, idcliente: null, page: 1, limit: 4, sort: null, tags: [] },
      { ...context.api, token: null, showPrices: false, tipoEntrega: context.tipoEntrega },
    ),
    null,
    "quick_order.example_failed",
  );
  return page ? quickOrderExample(page.produtos) : GENERIC_QUICK_ORDER_EXAMPLE;
}

export const action = supplierAction(async (supplier, { request }) => {
  const { status, result, outcome, headers } = await quickOrderAction(request, supplier);
  return data({ result, outcome }, { status, headers });
});

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = noindexMeta("Pedido rápido");

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function summaryOf(outcome: QuickOrderOutcome): string {
  const left = notAddedLines(outcome.report).length;
  const added =
    outcome.added === 0
      ? "Nenhum produto foi adicionado ao carrinho."
      : `${plural(outcome.added, "produto adicionado", "produtos adicionados")} ao carrinho.`;
  return left === 0
    ? added
    : `${added} ${plural(left, "linha não entrou", "linhas não entraram")}: veja a situação de cada uma.`;
}

function QuickOrderResult({ outcome, cartPath }: { outcome: QuickOrderOutcome; cartPath: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the answer replaces the page without loading it: the shopper is taken to it.
  useEffect(() => heading.current?.focus(), [outcome]);
  const left = notAddedLines(outcome.report).length;
  return (
    <section className={styles.result} aria-labelledby="resultado-titulo">
      <h2 id="resultado-titulo" ref={heading} tabIndex={-1}>
        Resultado
      </h2>
      {outcome.refusal ? (
        <p className={forms.formError} role="alert">
          Nenhum produto foi adicionado ao carrinho: {outcome.refusal}
        </p>
      ) : (
        <p className={styles.summary} role="status">
          {summaryOf(outcome)}
        </p>
      )}
      {outcome.avisos.length > 0 ? <p className={layout.notice}>{outcome.avisos.join(" ")}</p> : null}
      <QuickOrderReport report={outcome.report} added={outcome.added > 0} />
      <div className={styles.actions}>
        <Link className={layout.button} to={cartPath}>
          Ver carrinho
        </Link>
        {left > 0 && outcome.added > 0 ? (
          <p className={styles.lead}>As linhas que não entraram estão no campo abaixo: corrija e envie de novo.</p>
        ) : null}
      </div>
    </section>
  );
}

const SPREADSHEET_TYPES = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The spreadsheet's file input. Without JavaScript the browser's own control (in the browser's
 * language); with it, the same input lies invisible over 'Escolher arquivo' and the chosen file's
 * name, so the control reads in Portuguese whatever the browser's language.
 */
function SpreadsheetInput({ inputProps }: { inputProps: Omit<ReturnType<typeof controlProps>, "defaultValue"> }) {
  const [enhanced, setEnhanced] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => setEnhanced(true), []);
  const input = (
    <input
      className={enhanced ? styles.fileOverlay : styles.file}
      type="file"
      accept={SPREADSHEET_TYPES}
      onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? null)}
      {...inputProps}
    />
  );
  if (!enhanced) return input;
  return (
    <div className={styles.fileBox}>
      <span className={`${layout.secondaryButton} ${styles.fileButton}`} aria-hidden="true">
        Escolher arquivo
      </span>
      <span className={styles.fileName} aria-hidden="true">
        {chosen ?? "Nenhum arquivo escolhido"}
      </span>
      {input}
    </div>
  );
}

export default function QuickOrderPage() {
  const { cartPath, refusal, example } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useFormResult<{ linhas: string; arquivo: File }>({ id: FORM_ID, lastResult: reply?.result });
  const submitting = useNavigation().state === "submitting";
  const linesHint = `${FORM_ID}-linhas-dica`;
  const fileHint = `${FORM_ID}-arquivo-dica`;
  const { defaultValue: _noFileValue, ...fileProps } = controlProps(fields.arquivo, fileHint);
  return (
    <div className={styles.page}>
      <div>
        <h1>Pedido rápido</h1>
        <p className={styles.lead}>
          Informe os códigos dos produtos e as quantidades, ou envie a sua planilha. Os produtos encontrados vão para o
          carrinho de uma só vez, com as quantidades ajustadas às regras de venda de cada um.
        </p>
      </div>
      {refusal ? (
        <FlashMessage flash={{ kind: "error", message: refusal.message, link: refusal.link ?? undefined }} />
      ) : null}
      {reply?.outcome ? <QuickOrderResult outcome={reply.outcome} cartPath={cartPath} /> : null}
      <Form method="post" encType="multipart/form-data" className={forms.form} {...form.props}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className={forms.field}>
          <label className={forms.label} htmlFor={fields.linhas.id}>
            Cole aqui: código;quantidade, um por linha
          </label>
          <p id={linesHint} className={forms.hint}>
            {example} Colunas copiadas de uma planilha também servem. Até {MAX_QUICK_ORDER_LINES} linhas.
          </p>
          <textarea
            key={fields.linhas.key}
            className={`${forms.input} ${styles.textarea}`}
            rows={10}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            {...controlProps(fields.linhas, linesHint)}
          />
          <FieldErrors meta={fields.linhas} />
        </div>
        <div className={forms.field}>
          <label className={forms.label} htmlFor={fields.arquivo.id}>
            Ou envie uma planilha
          </label>
          <p id={fileHint} className={forms.hint}>
            CSV ou XLSX de até 1 MB, com o código na primeira coluna e a quantidade na segunda. Uma linha de títulos no
            início é ignorada.
          </p>
          <SpreadsheetInput key={fields.arquivo.key} inputProps={fileProps} />
          <FieldErrors meta={fields.arquivo} />
        </div>
        <div>
          <button type="submit" className={layout.button} disabled={submitting || refusal !== null}>
            {submitting ? "Enviando…" : "Adicionar ao carrinho"}
          </button>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
