import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import * as account from "~/components/account/account.css";
import { SubmitButton } from "~/components/account/submit-button";
import { FormErrors } from "~/components/forms/form-errors";
import { TextField } from "~/components/forms/text-field";
import { useFormResult } from "~/components/forms/use-form-result";
import type { AddressSummary } from "~/models/delivery/address";
import { deliveryIntent } from "~/models/delivery/delivery-intents";
import type { DeliveryType } from "~/models/delivery/delivery-option";
import * as formStyles from "~/components/forms/forms.css";
import * as styles from "./delivery.css";
import { useCepLookup } from "./use-cep-lookup";

const TYPE_LABELS: Record<DeliveryType, string> = { DELIVERY: "Receber no meu endereço", RETIRADA: "Retirar na loja" };
/** A representative buys for a client: the goods go to the client's address. */
const CLIENT_TYPE_LABELS: Record<DeliveryType, string> = {
  DELIVERY: "Entregar no endereço do cliente",
  RETIRADA: "Retirar na loja",
};

/** Which form of the page this is, and the way back to the cart or the checkout, through each form. */
export function ChoiceFields({ intent, returnTo }: { intent: string; returnTo: string | null }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {returnTo ? <input type="hidden" name="voltar" value={returnTo} /> : null}
    </>
  );
}

/**
 * A choice that is its own action (docs/rules/delivery.md "Ship-to": choosing is confirming): pressing
 * it sends it, with or without JavaScript; the one in effect is pressed. While a choice is on its
 * way (with JavaScript) every such button waits, and the one pressed says so.
 */
export function ChoiceButton({
  name,
  value,
  pressed,
  describedBy,
  children,
}: {
  name: string;
  value: string;
  pressed: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const sending = submitting && navigation.formData?.get(name) === value;
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={styles.choiceButton}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      aria-disabled={submitting || undefined}
      onClick={(event) => submitting && event.preventDefault()}
    >
      {sending ? "Salvando…" : children}
    </button>
  );
}

/** "Como você quer receber?": both types offered, the shopper picks; one only, it is said. `clientName`: a representative's client. */
export function DeliveryTypeForm({
  types,
  forced,
  type,
  clientName,
  returnTo,
  lastResult,
}: {
  types: DeliveryType[];
  forced: DeliveryType | null;
  type: DeliveryType;
  clientName: string | null;
  returnTo: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form] = useFormResult({ id: "entrega-tipo", lastResult });
  const labels = clientName ? CLIENT_TYPE_LABELS : TYPE_LABELS;
  if (forced) {
    const delivered = clientName
      ? "Esta loja entrega o pedido no endereço do cliente."
      : "Esta loja entrega o pedido no seu endereço.";
    return (
      <p className={account.lead}>{forced === "RETIRADA" ? "Nesta loja você retira o pedido na loja." : delivered}</p>
    );
  }
  return (
    <Form method="post" {...form.props} className={formStyles.form}>
      <ChoiceFields intent={deliveryIntent.type} returnTo={returnTo} />
      <FormErrors id={form.errorId} errors={form.errors ?? form.allErrors.tipoEntrega} />
      <fieldset className={styles.choices}>
        <legend className={account.legend}>Como você quer receber?</legend>
        <div className={styles.choiceButtons}>
          {types.map((candidate) => (
            <ChoiceButton key={candidate} name="tipoEntrega" value={candidate} pressed={candidate === type}>
              {labels[candidate]}
            </ChoiceButton>
          ))}
        </div>
      </fieldset>
    </Form>
  );
}

/** A shopper without saved addresses (a guest, a representative who has not picked a client) gives the CEP to deliver to. */
export function DeliveryCepForm({
  cep,
  returnTo,
  signedIn,
  lastResult,
}: {
  cep: string | null;
  returnTo: string | null;
  signedIn: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useFormResult<{ cep: string }>({
    id: "entrega-cep",
    lastResult,
    defaultValue: { cep: cep ?? "" },
  });
  const lookUp = useCepLookup();
  return (
    <Form method="post" {...form.props} className={formStyles.form} onInput={lookUp.onInput} onSubmit={lookUp.onSubmit}>
      {returnTo ? <input type="hidden" name="voltar" value={returnTo} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        meta={fields.cep}
        label="CEP de entrega"
        hint={
          signedIn
            ? "Informe o CEP onde o pedido será entregue."
            : "Informe o CEP, ou entre na sua conta para usar seus endereços."
        }
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
      />
      <SubmitButton intent={deliveryIntent.cep} label="Ver formas de entrega" busyLabel="Consultando…" secondary />
    </Form>
  );
}

/**
 * A customer picks one of their saved addresses (managed on the addresses page); a representative
 * one of the client's (`clientName`), whose addresses they manage there for the client.
 */
export function DeliveryAddressChoice({
  addresses,
  chosen,
  clientName,
  addressesPath,
  returnTo,
  lastResult,
}: {
  addresses: AddressSummary[];
  chosen: string | null;
  clientName: string | null;
  addressesPath: string;
  returnTo: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form] = useFormResult({ id: "entrega-endereco", lastResult });
  if (addresses.length === 0) {
    return (
      <p>
        {clientName
          ? `${clientName} ainda não tem endereços cadastrados.`
          : "Você ainda não tem endereços cadastrados."}{" "}
        <Link to={`${addressesPath}?novo=1#endereco-form-titulo`}>Cadastrar um endereço</Link>
      </p>
    );
  }
  return (
    <Form method="post" {...form.props} className={formStyles.form}>
      <ChoiceFields intent={deliveryIntent.address} returnTo={returnTo} />
      <FormErrors id={form.errorId} errors={form.errors ?? form.allErrors.idendereco} />
      <fieldset className={styles.choices}>
        <legend className={account.legend}>
          {clientName ? `Endereço de entrega de ${clientName}` : "Endereço de entrega"}
        </legend>
        <ul className={styles.addressChoices}>
          {addresses.map((address) => (
            <li key={address.idendereco} className={`${account.card} ${styles.addressChoice}`}>
              <p id={`endereco-${address.idendereco}`} className={account.factValue}>
                {address.descricao ? <strong>{`${address.descricao}: `}</strong> : null}
                {address.texto}
              </p>
              <ChoiceButton
                name="idendereco"
                value={address.idendereco}
                pressed={address.idendereco === chosen}
                describedBy={`endereco-${address.idendereco}`}
              >
                Entregar aqui
              </ChoiceButton>
            </li>
          ))}
        </ul>
      </fieldset>
      <p>
        <Link to={addressesPath}>Cadastrar ou alterar endereços</Link>
      </p>
    </Form>
  );
}
