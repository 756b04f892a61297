import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FieldErrors } from "~/components/forms/field-errors";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { revealField } from "~/components/forms/reveal-field";
import { controlProps, useFormResult } from "~/components/forms/use-form-result";
import { COUPON_FORM_ID, type CartCouponView } from "~/models/coupon-view";
import * as layout from "~/styles/layout.css";
import * as styles from "./coupon-box.css";

export type CouponBoxProps = {
  /** The cart page, where both forms post: "/bomsabor/carrinho" (intents `cupom-aplicar` and `cupom-remover`). */
  cartPath: string;
  /** The shopper's coupons: "/bomsabor/cupons". */
  couponsPath: string;
  /**
   * What the cart (call 40) says of its coupon, worked out on the server (cartCouponView of the cart
   * and the manual code the session keeps): the coupon priced in, its discount, and the chosen code
   * not priced in now with why.
   */
  view: CartCouponView;
  /** The manual code the session keeps (the cart preferences' `codigoCupom`): a new one starts the field afresh. */
  chosenCode: string | null;
  /** The cart action's answer to `cupom-aplicar` (Conform's `submission.reply()`): the code's field error. */
  lastResult?: SubmissionResult<string[]> | null;
  /** What applying or removing a code said (the action left it for this place): shown under the field, the refused code kept in it. */
  outcome?: { kind: "info" | "success" | "warning" | "error"; message: string; typed: string | null } | null;
};

type CouponFields = { codigoCupom: string };

/**
 * docs/rules/cart.md "Coupon" in the cart: the coupon priced in (an automatic one just says so; a manual one
 * can be removed) with its discount, why a chosen code does not count now, a field to apply a code and
 * the way to the shopper's list of coupons. Plain forms posting to the cart page: the answer is the
 * cart priced again, back at this box (#titulo-cupom), with the outcome's message under the field
 * and a refused code still in it, with JavaScript or without.
 */
export function CouponBox({ cartPath, couponsPath, view, chosenCode, lastResult, outcome = null }: CouponBoxProps) {
  // The coupon just applied is said once: by its own line, announced, not again under the field.
  const justApplied =
    view.applied !== null && outcome?.kind === "success" && outcome.message.includes(view.applied.code);
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formAction === cartPath ? navigation.formData?.get("intent") : null;
  return (
    <section className={styles.box} aria-labelledby="titulo-cupom">
      <h2 id="titulo-cupom" className={styles.title}>
        Cupom de desconto
      </h2>
      {view.applied ? (
        <div className={styles.current}>
          <p className={styles.currentText} role={justApplied ? "status" : undefined}>
            <span className={styles.line}>
              {view.applied.automatic ? "Cupom automático " : "Cupom "}
              <span className={styles.code}>{view.applied.code}</span>
              {" aplicado."}
            </span>
            <span className={styles.muted}>{view.applied.detail}</span>
          </p>
          {view.applied.automatic ? null : <RemoveButton cartPath={cartPath} sending={sending === "cupom-remover"} />}
        </div>
      ) : null}
      {view.pending ? (
        <div className={styles.current} id="cupom-nao-aplicado">
          <p className={styles.pending}>
            O cupom <span className={styles.code}>{view.pending.code}</span> não está mais aplicado:{" "}
            {view.pending.reason}
          </p>
          <RemoveButton cartPath={cartPath} sending={sending === "cupom-remover"} />
        </div>
      ) : null}
      {/* A coupon applied or removed starts the field afresh. */}
      <ApplyForm
        key={`${view.applied?.code ?? ""}-${chosenCode ?? ""}-${outcome?.typed ?? ""}`}
        cartPath={cartPath}
        lastResult={lastResult}
        sending={sending === "cupom-aplicar"}
        outcome={justApplied ? null : outcome}
      />
      <Link to={couponsPath} className={styles.link}>
        Ver meus cupons
      </Link>
    </section>
  );
}

function RemoveButton({ cartPath, sending }: { cartPath: string; sending: boolean }) {
  return (
    <Form method="post" action={cartPath}>
      <button type="submit" name="intent" value="cupom-remover" className={layout.secondaryButton} disabled={sending}>
        {sending ? "Enviando…" : "Remover cupom"}
      </button>
    </Form>
  );
}

function ApplyForm({
  cartPath,
  lastResult,
  sending,
  outcome,
}: {
  cartPath: string;
  lastResult: CouponBoxProps["lastResult"];
  sending: boolean;
  outcome: CouponBoxProps["outcome"];
}) {
  const [form, fields] = useFormResult<CouponFields>({ id: COUPON_FORM_ID, lastResult });
  const field = fields.codigoCupom;
  const refused = outcome && (outcome.kind === "warning" || outcome.kind === "error") ? outcome : null;
  const outcomeId = `${field.id}-resultado`;
  const input = useRef<HTMLInputElement>(null);
  // A refused code comes back in a new form (keyed by the code): with JavaScript it is shown above
  // the bar at the screen's foot, its message beside it; without, the page opens at the field.
  const refusedOnMount = useRef(refused !== null);
  useEffect(() => {
    if (refusedOnMount.current && input.current) revealField(input.current);
  }, []);
  return (
    // With JavaScript the page stays where it was (the answer comes in place).
    <Form method="post" action={cartPath} className={styles.form} preventScrollReset {...form.props}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <label className={forms.label} htmlFor={field.id}>
        Código do cupom
      </label>
      <div className={styles.entry}>
        <input
          ref={input}
          key={field.key}
          className={`${forms.input} ${styles.input}`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          {...controlProps(field)}
          {...(refused && !field.errors
            ? { defaultValue: refused.typed ?? undefined, "aria-invalid": true, "aria-describedby": outcomeId }
            : {})}
          // A refused code takes the focus as the answer shows (the field is new then: keyed by the code);
          // without JavaScript the page opens at the field (#cupom-codigoCupom), which focuses it.
          {...(refused || field.errors ? { autoFocus: true } : {})}
        />
        <button
          type="submit"
          name="intent"
          value="cupom-aplicar"
          className={`${layout.button} ${styles.apply}`}
          disabled={sending}
        >
          {sending ? "Enviando…" : "Aplicar"}
        </button>
      </div>
      <FieldErrors meta={field} />
      {outcome && !field.errors ? (
        <p id={outcomeId} className={refused ? forms.error : undefined} role={refused ? "alert" : "status"}>
          {outcome.message}
        </p>
      ) : null}
    </Form>
  );
}
