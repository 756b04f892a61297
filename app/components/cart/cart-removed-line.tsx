import { Form } from "@remix-run/react";
import { forwardRef, type FormEvent } from "react";
import { removedMessage } from "~/models/cart-line-feedback";
import { formatQuantityValue } from "~/models/quantity-format";
import * as layout from "~/styles/layout.css";
import * as styles from "./cart.css";

export type RemovedLine = { idproduto: string; nome: string; quantidade: number; embalar: boolean };

type Props = {
  removed: RemovedLine;
  /** With JavaScript the page puts the line back itself (and saves it); without, the form posts. */
  onUndo: (() => void) | null;
};

/**
 * Where a line was after − at its minimum or "Remover": what went and "Desfazer", which puts the
 * line back as it was (intent `restaurar`: the same quantity and gift wrap, however many clicks).
 */
export const CartRemovedLine = forwardRef<HTMLLIElement, Props>(function CartRemovedLine({ removed, onUndo }, ref) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onUndo) return;
    event.preventDefault();
    onUndo();
  };
  return (
    <li ref={ref} id={`linha-${removed.idproduto}`} className={styles.removedLine} tabIndex={-1}>
      <p className={styles.removedText}>{removedMessage(removed.nome)}</p>
      <Form method="post" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="restaurar" />
        <input type="hidden" name="idproduto" value={removed.idproduto} />
        <input type="hidden" name="quantidade" value={formatQuantityValue(removed.quantidade)} />
        <input type="hidden" name="embalar" value={removed.embalar ? "sim" : "nao"} />
        <button type="submit" className={layout.secondaryButton}>
          Desfazer<span className="visually-hidden">: devolver {removed.nome} ao carrinho</span>
        </button>
      </Form>
    </li>
  );
});
