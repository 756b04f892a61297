import { useNavigation } from "@remix-run/react";
import * as layout from "~/styles/layout.css";
import * as styles from "./account.css";

type SubmitButtonProps = { intent: string; label: string; busyLabel?: string; secondary?: boolean };

/**
 * A form's submit button carrying its `intent`; while a submission is on its way (with JavaScript)
 * every such button waits, and the one pressed says so. It waits as `aria-disabled`, not
 * `disabled`: a disabled button drops the keyboard's focus to the page's start, and a lookup
 * ("Buscar CEP") leaves the shopper where they were.
 */
export function SubmitButton({ intent, label, busyLabel = "Enviando…", secondary = false }: SubmitButtonProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const pressed = submitting && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={secondary ? `${layout.secondaryButton} ${styles.besideFields}` : layout.button}
      aria-disabled={submitting || undefined}
      onClick={(event) => submitting && event.preventDefault()}
    >
      {pressed ? busyLabel : label}
    </button>
  );
}
