import { Form } from "@remix-run/react";
import { ClearFiltersLink } from "~/components/forms/clear-filters-link";
import * as forms from "~/components/forms/forms.css";
import { Options } from "~/components/forms/options";
import { PERIOD_PRESETS, statusOptions, type OrderFilters } from "~/models/orders/order-filters";
import type { OrderListTab } from "~/models/orders/order-form-names";
import * as layout from "~/styles/layout.css";
import * as styles from "./order-filters.css";

type Props = {
  tab: OrderListTab;
  filters: OrderFilters;
  /** The list's own address, where the form is sent (GET) and "Limpar filtros" leads. */
  action: string;
  /** Whether any filter is on: the form is then open and can be cleared. */
  active: boolean;
};

/**
 * The list's filters (docs/rules/orders.md "Orders list"; docs/rules/orders.md "Order statuses"'s status labels): a plain GET form, so the
 * filters live in the address, work without JavaScript and survive the page links. Folded behind
 * its summary until a filter is on.
 */
export function OrderFiltersForm({ tab, filters, action, active }: Props) {
  const noun = tab === "orcamentos" ? "orçamentos" : "pedidos";
  return (
    <details className={styles.filters} open={active || undefined}>
      <summary className={styles.summary}>Filtrar {noun}</summary>
      <Form
        key={JSON.stringify(filters)}
        method="get"
        action={action}
        className={styles.form}
        aria-label={`Filtrar ${noun}`}
      >
        {tab === "orcamentos" ? <input type="hidden" name="tipo" value="orcamentos" /> : null}
        <div className={styles.fields}>
          <div className={forms.field}>
            <label htmlFor="filtro-situacao" className={forms.label}>
              Situação
            </label>
            <select id="filtro-situacao" name="situacao" defaultValue={filters.status ?? ""} className={forms.input}>
              <option value="">Todas</option>
              <Options options={statusOptions(tab)} />
            </select>
          </div>
          <div className={forms.field}>
            <label htmlFor="filtro-periodo" className={forms.label}>
              Período
            </label>
            <select id="filtro-periodo" name="periodo" defaultValue={filters.periodo ?? ""} className={forms.input}>
              <option value="">Qualquer data</option>
              <Options options={PERIOD_PRESETS} />
            </select>
          </div>
        </div>
        <fieldset className={styles.dates}>
          <legend className={styles.legend}>Ou escolha as datas</legend>
          <DateFilter name="de" label="De" value={filters.de} />
          <DateFilter name="ate" label="Até" value={filters.ate} />
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={layout.button}>
            Filtrar
          </button>
          {active ? (
            <ClearFiltersLink
              to={action + (tab === "orcamentos" ? "?tipo=orcamentos" : "")}
              className={layout.secondaryButton}
            />
          ) : null}
        </div>
      </Form>
    </details>
  );
}

/** One end of the period, a native date field (years 2000 to 2099). */
function DateFilter({ name, label, value }: { name: "de" | "ate"; label: string; value: string | null | undefined }) {
  return (
    <div className={forms.field}>
      <label htmlFor={`filtro-${name}`} className={forms.label}>
        {label}
      </label>
      <input
        id={`filtro-${name}`}
        type="date"
        name={name}
        defaultValue={value ?? ""}
        min="2000-01-01"
        max="2099-12-31"
        className={forms.input}
      />
    </div>
  );
}
