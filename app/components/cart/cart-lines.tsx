import { Fragment, useEffect, useRef, useState } from "react";
import { Link } from "@remix-run/react";
import { supplierPath } from "~/models/links";
import type { CartLine } from "~/models/cart";
import {
  lineMessages,
  removedLinePlace,
  type LineError,
  type LineMessageSources,
  type PlacedMessage,
} from "~/models/cart/line-messages";
import { lineFeedback } from "~/models/cart-line-feedback";
import { CartDetailsForm } from "./cart-details-form";
import { CartLineItem } from "./cart-line-item";
import { CartRemovedLine, type RemovedLine } from "./cart-removed-line";
import type { CartEditor } from "./use-cart-editor";
import * as styles from "./cart.css";

/** The action's one-time message placed on the cart page (see lineMessages), with its kind. */
export type CartPlaced = PlacedMessage<RemovedLine> & {
  kind: "info" | "success" | "warning" | "error";
  typed?: string;
};

/**
 * What the page says beside its lines and where the line that went stands (see lineMessages and
 * removedLinePlace): with JavaScript the page's own reading of each edit; without, what the
 * action answered or placed. After "Remover" or − at the minimum, focus goes where the line was:
 * what went, and "Desfazer".
 */
export function useLineNotes(
  editor: CartEditor,
  hydrated: boolean,
  placed: CartPlaced | null,
  refused: LineMessageSources<RemovedLine>["refused"],
) {
  const [typed, setTyped] = useState<LineError | null>(null);
  const [adjusted, setAdjusted] = useState<{ idproduto: string; message: string } | null>(null);
  const [removedHere, setRemovedHere] = useState<CartLine | null>(null);
  const removedRef = useRef<HTMLLIElement>(null);
  const focusRemoved = useRef(false);
  useEffect(() => {
    if (!focusRemoved.current) return;
    focusRemoved.current = false;
    removedRef.current?.focus();
  }, [removedHere]);
  const removed: (RemovedLine & { line?: CartLine }) | null = removedHere
    ? {
        idproduto: removedHere.idproduto,
        nome: removedHere.produto.nome,
        quantidade: removedHere.quantidade,
        embalar: removedHere.embalarParaPresente,
        line: removedHere,
      }
    : (placed?.undo ?? null);
  const place = removedLinePlace(editor.lines, removed);
  const onEdit = hydrated
    ? (edit: Parameters<CartEditor["edit"]>[0], options?: { now?: boolean }) => {
        setTyped(null);
        const line = editor.lines.find((item) => item.idproduto === edit.idproduto);
        const feedback = lineFeedback(line, edit);
        setAdjusted(
          feedback?.kind === "adjusted" ? { idproduto: feedback.idproduto, message: feedback.message } : null,
        );
        if (feedback?.kind === "removed" && line) {
          focusRemoved.current = true;
          setRemovedHere(line);
        }
        editor.edit(edit, options);
      }
    : null;
  const back = hydrated ? place?.removed.line : undefined;
  const undo = back
    ? () => {
        setRemovedHere(null);
        editor.restore(back);
        requestAnimationFrame(() => document.getElementById(`quantidade-${back.idproduto}`)?.focus());
      }
    : null;
  return {
    onEdit,
    onError: (idproduto: string, message: string, typed: string) => setTyped({ idproduto, message, typed }),
    messagesFor: (idproduto: string) => lineMessages({ typed, refused, adjusted, placed }, idproduto),
    removedAt: place?.at ?? null,
    removedItem: place ? (
      <CartRemovedLine
        key={`removida-${place.removed.idproduto}`}
        ref={removedRef}
        removed={place.removed}
        onUndo={undo}
      />
    ) : null,
  };
}

type Props = {
  editor: CartEditor;
  notes: ReturnType<typeof useLineNotes>;
  basePath: string;
  imageBaseUrl: string;
  /** Service lock: the lines are shown, not changed. */
  locked: boolean;
  placed: CartPlaced | null;
};

/** The cart's products, the line that went where it stood, whether the save is on its way or failed, and the notes form. */
export function CartLines({ editor, notes, basePath, imageBaseUrl, locked, placed }: Props) {
  const { cart, lines } = editor;
  return (
    <section className={styles.column} aria-labelledby="itens-titulo">
      <h2 id="itens-titulo">Produtos</h2>
      <ul className={styles.lines}>
        {lines.map((line, index) => (
          <Fragment key={line.idproduto}>
            {index === notes.removedAt ? notes.removedItem : null}
            <CartLineItem
              line={line}
              basePath={basePath}
              imageBaseUrl={imageBaseUrl}
              readOnly={locked}
              onEdit={notes.onEdit}
              {...notes.messagesFor(line.idproduto)}
              onError={notes.onError}
            />
          </Fragment>
        ))}
        {notes.removedAt === lines.length ? notes.removedItem : null}
      </ul>
      <p className={styles.saving} role="status">
        {editor.failure ? (
          <>
            {editor.failure}{" "}
            <button type="button" className={styles.linkButton} onClick={editor.flush}>
              Tentar de novo
            </button>
          </>
        ) : editor.saving ? (
          "Salvando o carrinho…"
        ) : null}
      </p>
      <div onSubmitCapture={editor.guard}>
        <CartDetailsForm cart={cart} saved={placed?.at === "observacao" ? placed.message : null} />
      </div>
      <p>
        <Link to={`${supplierPath(basePath, "/listas/salvar")}?carrinho`} className={styles.saveAsList}>
          Salvar carrinho como lista
        </Link>
      </p>
    </section>
  );
}
