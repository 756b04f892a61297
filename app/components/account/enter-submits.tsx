import * as styles from "./account.css";

/**
 * The button that Enter in any field of a form presses: the first submit button of a form is the
 * one Enter presses, so a form whose other buttons come first (a CEP or a CNPJ look-up) starts
 * with this one, out of sight and out of the tab order, naming the form's main action.
 */
export function EnterSubmits({ intent, label }: { intent: string; label: string }) {
  return (
    <button type="submit" name="intent" value={intent} className={styles.offscreen} tabIndex={-1} aria-hidden="true">
      {label}
    </button>
  );
}
