import { useLocation } from "@remix-run/react";
import type { SupplierLayoutView } from "~/models/supplier-layout";
import * as styles from "./light-mode-switch.css";

/**
 * The footer's line of Modo leve (docs/decisions/0045): a plain form (no script needed, the page
 * reloads) posting the shopper's choice to `modo-leve`, which sets it and comes back here. Its words
 * come from the layout's loader (lightModeSwitch).
 */
export function LightModeSwitch({ basePath, line }: { basePath: string; line: SupplierLayoutView["lightSwitch"] }) {
  const { pathname, search } = useLocation();
  return (
    <form method="post" action={`${basePath}/modo-leve`} className={styles.line}>
      <input type="hidden" name="voltar" value={`${pathname}${search}`} />
      {line.text}{" "}
      <button type="submit" name="modo" value={line.modo} className={styles.button}>
        {line.button}
      </button>
    </form>
  );
}
