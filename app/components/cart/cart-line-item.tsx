import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { SAVE_DELAY_MS } from "~/models/cart/save-loop";
import type { CartLine } from "~/models/cart";
import { lineEdit, type CartEdit } from "~/models/cart-edit";
import { supplierPath } from "~/models/links";
import { formatBRL } from "~/models/money";
import { formatQuantity, formatQuantityValue } from "~/models/quantity-format";
import { parseQuantityText } from "~/models/quantity-input";
import { ProductImage } from "~/components/product-image";
import * as styles from "./cart.css";

const RULE_LABELS: Record<CartLine["regraPreco"], string | null> = {
  attendant: "Preço do atendimento",
  tier: "Preço por quantidade",
  wholesale: "Preço de atacado",
  normal: null,
};

type Props = {
  line: CartLine;
  basePath: string;
  imageBaseUrl: string;
  /** Service lock (docs/rules/cart.md "Service lock"): the line is shown, not changed. */
  readOnly: boolean;
  /** With JavaScript: the page applies the edit at once and saves later (`now`: at once). Without it the forms post. */
  onEdit: ((edit: CartEdit, options?: { now?: boolean }) => void) | null;
  /** What the page says about this line's quantity (the rules changed what was asked), announced beside the field. */
  notice: string | null;
  /** A refused quantity for this line: the message and what was typed. */
  error: { message: string; typed: string | null } | null;
  onError: (idproduto: string, message: string, typed: string) => void;
};

/** The edit a line form asks for, read from the button that sent it; a typed quantity that does not parse is an error. */
function editOf(idproduto: string, form: FormData): CartEdit | { error: string; typed: string } | null {
  const intent = form.get("intent");
  if (intent === "mais" || intent === "menos" || intent === "remover") return lineEdit({ intent, idproduto });
  if (intent === "embrulhar")
    return lineEdit({ intent, idproduto, embalar: form.get("embalar") === "sim" ? "sim" : "nao" });
  if (intent !== "definir") return null;
  const typed = String(form.get("quantidade") ?? "");
  const parsed = parseQuantityText(typed);
  return parsed.ok ? lineEdit({ intent, idproduto, quantidade: parsed.value }) : { error: parsed.message, typed };
}

/** One step of the quantity (− or +): a form of its own, so that it works without JavaScript. */
function StepForm({
  hidden,
  onSubmit,
  intent,
  label,
  sign,
}: {
  hidden: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  intent: "menos" | "mais";
  label: string;
  sign: string;
}) {
  return (
    <Form method="post" className={styles.inline} onSubmit={onSubmit}>
      {hidden}
      <button type="submit" name="intent" value={intent} className={styles.stepButton} aria-label={label}>
        {sign}
      </button>
    </Form>
  );
}

/** One line of the cart: the product, its price by the rule that chose it, quantity controls, gift wrap and the line total. */
export function CartLineItem({ line, basePath, imageBaseUrl, readOnly, onEdit, notice, error, onError }: Props) {
  const { produto } = line;
  const unit = produto.unidade;
  const quantityId = `quantidade-${line.idproduto}`;
  const errorId = `${quantityId}-erro`;
  const noticeId = `${quantityId}-aviso`;
  const ruleLabel = RULE_LABELS[line.regraPreco];
  const shownQuantity = error?.typed ?? formatQuantityValue(line.quantidade);
  // The field keeps its place (and the focus) when the quantity changes: only its text follows.
  const quantityField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (quantityField.current) quantityField.current.value = shownQuantity;
  }, [shownQuantity]);
  /**
   * With JavaScript a typed quantity counts 1 s after the last key, or when the field is left,
   * without Enter or "Atualizar" (and is then saved at once).
   */
  const typing = useRef<ReturnType<typeof setTimeout>>();
  const commitTyped = () => {
    clearTimeout(typing.current);
    const field = quantityField.current;
    if (!onEdit || !field || field.value === shownQuantity) return;
    const parsed = parseQuantityText(field.value);
    if (!parsed.ok) onError(line.idproduto, parsed.message, field.value);
    else onEdit(lineEdit({ intent: "definir", idproduto: line.idproduto, quantidade: parsed.value }), { now: true });
  };
  const commitRef = useRef(commitTyped);
  commitRef.current = commitTyped;
  useEffect(() => () => clearTimeout(typing.current), []);
  const onType = () => {
    if (!onEdit) return;
    clearTimeout(typing.current);
    typing.current = setTimeout(() => commitRef.current(), SAVE_DELAY_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onEdit) return;
    event.preventDefault();
    clearTimeout(typing.current);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const edit = editOf(line.idproduto, new FormData(event.currentTarget, submitter));
    if (edit === null) return;
    if ("error" in edit) onError(line.idproduto, edit.error, edit.typed);
    else onEdit(edit);
  };
  const hidden = <input type="hidden" name="idproduto" value={line.idproduto} />;
  return (
    <li className={styles.line} id={`linha-${line.idproduto}`}>
      {produto.imagem ? (
        <ProductImage className={styles.lineImage} imageBaseUrl={imageBaseUrl} path={produto.imagem} size={64} lazy />
      ) : (
        <span />
      )}
      <div className={styles.lineBody}>
        <Link className={styles.lineName} to={supplierPath(basePath, `/produto/${line.idproduto}`)}>
          {produto.nome}
        </Link>
        <p className={styles.lineMeta}>
          {formatBRL(line.precoUnitario)} / {unit}
          {ruleLabel ? ` · ${ruleLabel}` : null}
          {produto.granularidade !== 1 || produto.min_por_pedido !== 1
            ? ` · múltiplos de ${formatQuantity(produto.granularidade, unit)}, mínimo ${formatQuantity(produto.min_por_pedido, unit)}`
            : null}
          {produto.maxporpedido !== null ? ` · máximo ${formatQuantity(produto.maxporpedido, unit)}` : null}
        </p>
        {readOnly ? (
          <p className={styles.lineMeta}>Quantidade: {formatQuantity(line.quantidade, unit)}</p>
        ) : (
          <div className={styles.lineControls}>
            <label className={styles.quantityCaption} htmlFor={quantityId}>
              Quantidade<span className="visually-hidden"> de {produto.nome}</span> ({unit})
            </label>
            <div className={styles.stepper}>
              <StepForm
                hidden={hidden}
                onSubmit={onSubmit}
                intent="menos"
                label={`Diminuir ${produto.nome}`}
                sign="−"
              />
              <Form method="post" className={styles.inline} onSubmit={onSubmit}>
                {hidden}
                <input
                  ref={quantityField}
                  id={quantityId}
                  className={styles.quantityInput}
                  name="quantidade"
                  inputMode="decimal"
                  defaultValue={shownQuantity}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : notice ? noticeId : undefined}
                  // A quantity the server refused (without JavaScript) takes the focus as the page comes back.
                  autoFocus={error ? true : undefined}
                  onChange={onType}
                  onBlur={() => commitRef.current()}
                />
                <button type="submit" name="intent" value="definir" className={styles.linkButton}>
                  Atualizar<span className="visually-hidden"> quantidade de {produto.nome}</span>
                </button>
              </Form>
              <StepForm hidden={hidden} onSubmit={onSubmit} intent="mais" label={`Aumentar ${produto.nome}`} sign="+" />
            </div>
            {produto.preco_embalagem !== null ? (
              <Form method="post" className={styles.inline} onSubmit={onSubmit}>
                {hidden}
                <input type="hidden" name="embalar" value={line.embalarParaPresente ? "nao" : "sim"} />
                <button type="submit" name="intent" value="embrulhar" className={styles.linkButton}>
                  {line.embalarParaPresente
                    ? "Tirar embalagem para presente"
                    : `Embalar para presente (+ ${formatBRL(produto.preco_embalagem)} / ${unit})`}
                  <span className="visually-hidden">: {produto.nome}</span>
                </button>
              </Form>
            ) : null}
            <Form method="post" className={styles.inline} onSubmit={onSubmit}>
              {hidden}
              <button type="submit" name="intent" value="remover" className={styles.linkButton}>
                Remover<span className="visually-hidden"> {produto.nome}</span>
              </button>
            </Form>
          </div>
        )}
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error.message}
          </p>
        ) : null}
        <p id={noticeId} className={styles.lineNotice} role="status">
          {error ? null : notice}
        </p>
        <p className={styles.lineControls}>
          {line.embalarParaPresente ? (
            <span className={styles.lineMeta}>Embalagem para presente: {formatBRL(line.valorEmbalagem)}</span>
          ) : null}
          {line.valorDesconto > 0 ? (
            <span className={styles.discount}>Desconto do cupom: − {formatBRL(line.valorDesconto)}</span>
          ) : null}
          <span className={styles.lineTotal}>
            <span className="visually-hidden">Total do item: </span>
            {formatBRL(line.total)}
          </span>
        </p>
      </div>
    </li>
  );
}
