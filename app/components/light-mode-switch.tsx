import { useLocation } from "@remix-run/react";
import { useLightMode } from "./light-mode";
import * as styles from "./light-mode-switch.css";

/**
 * The footer's line of Modo leve (docs/decisions/0045): a plain form (no script needed, the page
 * reloads) posting the shopper's choice to `modo-leve`, which sets it and comes back here.
 */
export function LightModeSwitch({ basePath }: { basePath: string }) {
  const light = useLightMode();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action={`${basePath}/modo-leve`} className={styles.line}>
      <input type="hidden" name="voltar" value={`${pathname}${search}`} />
      {light ? (
        <>
          Você está no modo leve: páginas sem JavaScript, para gastar menos dados.{" "}
          <button type="submit" name="modo" value="completo" className={styles.button}>
            Voltar ao modo completo
          </button>
        </>
      ) : (
        <>
          Internet lenta ou pacote de dados no fim?{" "}
          <button type="submit" name="modo" value="leve" className={styles.button}>
            Modo leve
          </button>
        </>
      )}
    </form>
  );
}
