import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { LIST_SAVE_DELAY_MS, editedListLine, steppedListQuantity, type ListLineView } from "~/models/lists/list-view";

/** What the list's action answers a page with JavaScript (`resposta=dados`): a message, or why it refused. */
type EditReply = { intent: string; idproduto?: string; error?: string; message?: string };

type Line = Pick<ListLineView, "idproduto" | "quantidade" | "regras" | "unidade" | "disponivel">;

/**
 * A list line's quantity on its page with JavaScript (ADR 0037): − / + and typing show the field,
 * "Na lista" and "Vai ao carrinho" at once (the rules of app/models/lists/list-view.ts), and the
 * quantity is saved by a fetcher 1 s after the last change (LIST_SAVE_DELAY_MS, docs/rules/cart.md
 * "Shopping lists"), one request for a burst of clicks. A refusal puts the server's quantity back
 * with its message. The form's 'Atualizar' still posts as without JavaScript (a change waiting is
 * then not sent twice).
 */
export function useListLineQuantity(line: Line, pagina: number, serverText: string) {
  const fetcher = useFetcher<EditReply>();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const edits = useRef(0);
  const sent = useRef(0);
  const latest = useRef("");
  const save = useRef(() => undefined as void);
  save.current = () => {
    clearTimeout(timer.current);
    sent.current = edits.current;
    fetcher.submit(
      {
        intent: "quantidade",
        idproduto: line.idproduto,
        pagina: String(pagina),
        quantidade: latest.current,
        resposta: "dados",
      },
      { method: "post", preventScrollReset: true },
    );
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // A save answered, with no change since it left: the loader's quantity (read again) is the word now.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || edits.current !== sent.current) return;
    setText(null);
    setError(fetcher.data.error ?? null);
  }, [fetcher.state, fetcher.data]);
  // The form posted ('Atualizar'): the page read again shows the server's quantity.
  useEffect(() => {
    if (edits.current === sent.current) setText(null);
  }, [line.quantidade]);

  const shown = text ?? serverText;
  const change = (next: string) => {
    edits.current += 1;
    latest.current = next;
    setText(next);
    setError(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save.current(), LIST_SAVE_DELAY_MS);
  };
  return {
    value: shown,
    /** "Na lista" and "Vai ao carrinho" while a change is not yet saved (null: the server's). */
    edited: text === null ? null : editedListLine(line, text),
    error,
    step: (kind: "increment" | "decrement") => (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      change(steppedListQuantity(line, shown, kind));
    },
    typed: (value: string) => change(value),
    /** The form posts itself ('Atualizar'): nothing waits to be sent by the fetcher. */
    submitted: () => {
      clearTimeout(timer.current);
      sent.current = edits.current;
    },
  };
}

/**
 * A list line's 'Remover' with JavaScript: the line is hidden at once and removed by a fetcher; a
 * refusal brings it back with the server's message. Without JavaScript the form posts as it is.
 */
export function useListLineRemoval() {
  const fetcher = useFetcher<EditReply>();
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;
  return {
    hidden: fetcher.state !== "idle" || (answered !== undefined && !answered.error),
    error: answered?.error ?? null,
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      form.set("resposta", "dados");
      fetcher.submit(form, { method: "post", preventScrollReset: true });
    },
  };
}
