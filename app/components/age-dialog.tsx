import { useEffect, useRef, type ReactNode } from "react";
import { ageCheckMessages } from "~/models/messages/age-check";
import * as styles from "./age-dialog.css";

/**
 * docs/rules/catalogue.md "Age check": with JavaScript the question's page shows it as a modal
 * dialog, the same form inside: focus moves into it, Escape answers "Não" (the form's own
 * button), and focus goes back where it was when it closes. Without JavaScript it is the box on the
 * page, as it was.
 */
export function AgeDialog({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    const before = document.activeElement;
    const no = (event: Event) => {
      event.preventDefault();
      dialog.querySelector<HTMLButtonElement>('[value="nao"]')?.click();
    };
    dialog.close();
    dialog.showModal();
    dialog.addEventListener("cancel", no);
    return () => {
      dialog.removeEventListener("cancel", no);
      dialog.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  return (
    <dialog ref={ref} open className={styles.ageDialog} aria-label={ageCheckMessages.ageQuestion}>
      {children}
    </dialog>
  );
}
