import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { EnterSubmits } from "~/components/account/enter-submits";
import { SubmitButton } from "~/components/account/submit-button";
import { AnswerInPlace } from "~/components/forms/answer-in-place";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { TextField } from "~/components/forms/text-field";
import { useFormResult } from "~/components/forms/use-form-result";
import type { AddressForm } from "~/models/delivery/address-form";
import { addressIntent } from "~/models/delivery/address-intents";
import type { MapTiles } from "~/models/delivery/map-position";
import * as layout from "~/styles/layout.css";
import { AddressMap } from "./address-map";
import { PostalAddressFields } from "./postal-address-fields";

type AddressFormProps = {
  /** The address being changed (its values), or null for a new one. */
  editing: { idendereco: string; values: Record<string, string> } | null;
  lastResult: SubmissionResult<string[]> | undefined;
  /** What the CEP lookup filled in, said next to the form. */
  notice: string | null;
  cancelHref: string;
  /** Whether "Usar como endereço principal" means anything: not for the primary address itself, nor the first one. */
  offerPrimary: boolean;
  /** The map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), or null: no map. */
  mapTiles: MapTiles | null;
};

/**
 * A new address or the changes to one (docs/rules/delivery.md "Address"): "Buscar CEP" fills street, district,
 * city and state on the server, without JavaScript too; every field stays editable.
 */
export function DeliveryAddressForm({
  editing,
  lastResult,
  notice,
  cancelHref,
  offerPrimary,
  mapTiles,
}: AddressFormProps) {
  const [form, fields] = useFormResult<Record<keyof AddressForm, string>>({
    id: editing ? `endereco-${editing.idendereco}` : "endereco-novo",
    lastResult,
    defaultValue: editing?.values,
  });
  const title = editing ? "Alterar endereço" : "Novo endereço";
  return (
    <section className={styles.card} aria-labelledby="endereco-form-titulo">
      <h2 id="endereco-form-titulo">{title}</h2>
      <Form method="post" className={forms.form} {...form.props}>
        <EnterSubmits intent={addressIntent.save} label="Salvar endereço" />
        <FormErrors id={form.errorId} errors={form.errors} />
        {notice ? (
          <p className={layout.notice} role="status">
            {notice}
          </p>
        ) : null}
        {editing ? <input type="hidden" name="idendereco" value={editing.idendereco} /> : null}
        <AnswerInPlace />
        <TextField
          meta={fields.descricao}
          label="Nome do endereço (opcional)"
          hint="Por exemplo: Casa, Loja, Depósito."
          maxLength={40}
        />
        <PostalAddressFields
          fields={fields}
          cepAction={
            <SubmitButton intent={addressIntent.lookUpCep} label="Buscar CEP" busyLabel="Buscando…" secondary />
          }
        />
        <TextField meta={fields.pontoref} label="Ponto de referência (opcional)" maxLength={120} />
        <AddressMap formId={form.id} fields={fields} tiles={mapTiles} />
        {offerPrimary ? (
          <label className={forms.checkbox}>
            <input type="checkbox" name="primario" defaultChecked={fields.primario.initialValue === "on"} />
            Usar como endereço principal
          </label>
        ) : null}
        <div className={styles.links}>
          <SubmitButton intent={addressIntent.save} label="Salvar endereço" busyLabel="Salvando…" />
          <Link to={cancelHref}>Cancelar</Link>
        </div>
      </Form>
    </section>
  );
}
