import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import * as styles from "./save-to-list-menu.css";
import { MAX_LIST_NAME } from "~/models/lists/list-limits";
import * as layout from "~/styles/layout.css";

/** What the save page's loader and action (`resposta=dados`) answer that the menu reads. */
type Lists = { lists: { idlista: string; nome: string }[] };
type Reply =
  | { field: "lista" | "nome"; error: string; typed: string }
  | { message: string; link: { href: string; label: string } };

/**
 * A product card's "Salvar em uma lista" with JavaScript (ADR 0037): a small menu under the link that
 * reads the shopper's lists from the save page's loader and posts to its action (`resposta=dados`),
 * which answers in place; the page stays. Escape, "Fechar" or a tap outside closes it (the card gives focus back).
 */
export function SaveToListMenu({
  id,
  href,
  nome,
  onClose,
}: {
  id: string;
  href: string;
  nome: string;
  onClose: () => void;
}) {
  const lists = useFetcher<Lists>();
  const save = useFetcher<Reply>();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    lists.load(href);
    box.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the menu opens
  }, [href]);
  useEffect(() => {
    // A tap or click outside closes it, as the header's menus; the link that opened it toggles it itself.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || box.current?.contains(target)) return;
      if (target.closest(`[aria-controls="${CSS.escape(id)}"]`)) return;
      onClose();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [id, onClose]);
  const page = lists.data;
  const reply = save.state === "idle" ? save.data : undefined;
  const refusal = reply && "error" in reply ? reply : null;
  const saved = reply && "link" in reply ? reply : null;
  const nameError = refusal?.field === "nome" ? refusal.error : null;
  return (
    <div
      id={id}
      ref={box}
      role="group"
      aria-label={`Salvar ${nome} em uma lista`}
      tabIndex={-1}
      className={styles.saveMenu}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      {saved ? (
        <p role="status">
          {saved.message} <Link to={saved.link.href}>{saved.link.label}</Link>
        </p>
      ) : !page ? (
        <p role="status">Carregando suas listas…</p>
      ) : (
        <save.Form method="post" action={href} className={styles.form}>
          <input type="hidden" name="resposta" value="dados" />
          <fieldset className={styles.field}>
            <legend className={styles.label}>Em qual lista?</legend>
            {page.lists.map((list) => (
              <label key={list.idlista} className={styles.saveChoice}>
                <input type="radio" name="lista" value={list.idlista} />
                {list.nome}
              </label>
            ))}
            <label className={styles.saveChoice}>
              <input type="radio" name="lista" value="nova" defaultChecked={page.lists.length === 0} />
              Uma nova lista
            </label>
            {refusal?.field === "lista" ? <p className={styles.error}>{refusal.error}</p> : null}
          </fieldset>
          <label htmlFor={`${id}-nome`} className={styles.label}>
            Nova lista
          </label>
          <input
            id={`${id}-nome`}
            name="nome"
            className={styles.input}
            defaultValue={refusal?.typed}
            maxLength={MAX_LIST_NAME}
            autoComplete="off"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-erro` : undefined}
          />
          {nameError ? (
            <p id={`${id}-erro`} className={styles.error}>
              {nameError}
            </p>
          ) : null}
          <button type="submit" className={layout.button} disabled={save.state !== "idle"}>
            Salvar
          </button>
        </save.Form>
      )}
      <button type="button" className={layout.secondaryButton} onClick={onClose}>
        Fechar
      </button>
    </div>
  );
}
