import type { FreightEstimate } from "~/models/delivery/freight-estimate";
import * as layout from "~/styles/layout.css";
import * as styles from "./freight-estimate.css";

/**
 * The freight estimate of the product page and the cart: a plain GET form with the CEP (the same
 * with or without JavaScript, back at this box), then each option with its fee, when it can arrive,
 * the free-delivery threshold and the minimum order. At a pickup-only store, the pickup's options
 * without a field. `quantidade`: the product page's quantity, sent again with the CEP.
 */
export function FreightEstimateBox({
  estimate,
  action,
  quantidade,
}: {
  estimate: FreightEstimate;
  action: string;
  quantidade?: number;
}) {
  return (
    <section id="frete" className={styles.box} aria-labelledby="frete-titulo">
      <h2 id="frete-titulo">{estimate.cep === null ? "Retirada" : "Calcular frete"}</h2>
      {estimate.cep === null ? null : (
        <form method="get" action={`${action}#frete`} className={styles.form}>
          {quantidade ? <input type="hidden" name="quantidade" value={quantidade} /> : null}
          {/* maxLength: CEP_FIELD_MAX of ~/models/delivery/cep-search, which brings every message to the page's JS. */}
          <label>
            CEP de entrega
            <input
              id="frete-cep"
              name="cep"
              className={styles.input}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={12}
              defaultValue={estimate.cep}
              placeholder="00000-000"
            />
          </label>
          <button type="submit" className={layout.secondaryButton}>
            Calcular
          </button>
        </form>
      )}
      <div role="status">
        {estimate.message ? <p>{estimate.message}</p> : null}
        {estimate.estimatedFor && estimate.lines.length > 0 ? <p>{`Para o CEP ${estimate.estimatedFor}:`}</p> : null}
        {estimate.lines.map((line) => (
          <p key={line.descricao}>
            <strong>{`${line.descricao}: ${line.fee}`}</strong>
            {[line.next, line.free, line.minimum].map((text) =>
              text ? (
                <span key={text} className={styles.detail}>
                  {text}
                </span>
              ) : null,
            )}
          </p>
        ))}
      </div>
    </section>
  );
}
