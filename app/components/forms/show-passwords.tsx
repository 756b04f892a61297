import { useEffect, useState } from "react";
import * as layout from "~/styles/layout.css";
import * as styles from "./forms.css";

/**
 * Whether a form's passwords show as typed, and the button that switches it. The button exists only
 * once JavaScript runs (without it there is nothing to switch, so nothing is offered); it names the
 * password fields it controls and says whether they show (aria-pressed).
 */
export function useShowPasswords(controls: string[]) {
  const [enhanced, setEnhanced] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const toggle = enhanced ? (
    <button
      type="button"
      className={`${layout.secondaryButton} ${styles.showPasswords}`}
      aria-pressed={shown}
      aria-controls={controls.join(" ")}
      onClick={() => setShown((value) => !value)}
    >
      {controls.length > 1 ? "Mostrar senhas" : "Mostrar senha"}
    </button>
  ) : null;
  return { type: shown ? ("text" as const) : ("password" as const), toggle };
}
