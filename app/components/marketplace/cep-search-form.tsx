import { Form, useNavigation } from "@remix-run/react";
import * as forms from "~/components/forms/forms.css";
import { TextField } from "~/components/forms/text-field";
import type { FieldMeta } from "~/components/forms/use-form-result";
import { CEP_FIELD_MAX, cepSearchText as text, type CepFieldState } from "~/models/delivery/cep-search";
import * as layout from "~/styles/layout.css";
import * as styles from "./cep-search-form.css";
import { SearchNotice } from "./search-notice";

const FIELD_ID = "cep-busca";

/**
 * The marketplace's CEP search: a GET form to `/?cep=`, so that it works without JavaScript and the
 * answer has its own address. Shows again what was typed, the CEP's error next to the field, and
 * why no supplier is offered.
 */
export function CepSearchForm({ field }: { field: CepFieldState }) {
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.formData?.has("cep") === true;
  const meta: FieldMeta = {
    id: FIELD_ID,
    name: "cep",
    errorId: `${FIELD_ID}-erro`,
    errors: field.error ? [field.error] : undefined,
    initialValue: field.typed,
    // A new answer shows what the server read, even when the page stays (JavaScript).
    key: `${field.typed}|${field.error ?? ""}`,
  };
  return (
    <Form method="get" action="/" className={`${forms.form} ${styles.form}`} aria-label={text.formName}>
      <TextField
        meta={meta}
        label={text.label}
        hint={text.hint}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={CEP_FIELD_MAX}
      />
      <SearchNotice notice={field.notice} className={styles.notice} />
      <button type="submit" className={`${layout.button} ${styles.button}`} disabled={searching}>
        {searching ? text.busy : text.button}
      </button>
    </Form>
  );
}
