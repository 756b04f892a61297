import type { SubmissionResult } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field-errors";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { TextAreaField } from "~/components/forms/text-field";
import { useFormResult } from "~/components/forms/use-form-result";
import { orderIntent, RATING_COMMENT_MAX, RATING_GRADES } from "~/models/orders/order-form-names";
import * as layout from "~/styles/layout.css";
import * as styles from "./orders.css";

type Rating = { nota: number; comentario: string | null; avaliadoEm: string };

/** The rating given: its grade in words and the comment. */
export function GivenRating({ rating }: { rating: Rating }) {
  const grade = RATING_GRADES.find((option) => option.nota === rating.nota);
  return (
    <>
      <p className={styles.fact}>
        Sua nota: <strong>{grade?.label ?? rating.nota}</strong> (de 1 a 5)
      </p>
      {rating.comentario ? <p className={styles.fact}>“{rating.comentario}”</p> : null}
      <p className={styles.muted}>Avaliado em {rating.avaliadoEm}</p>
    </>
  );
}

/** docs/rules/orders.md "Rating": "rate orders": a grade from 1 to 5 (native radios) and an optional comment, errors next to them. */
export function RatingForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useFormResult<{ nota: string; comentario: string }>({ id: "avaliacao-form", lastResult });
  const grade = fields.nota;
  const comment = fields.comentario;
  const gradeInvalid = grade.errors !== undefined;
  // Without JavaScript the refused form comes back scrolled to itself, not to the top of the page.
  const { pathname } = useLocation();
  return (
    <Form method="post" action={`${pathname}#avaliacao`} className={forms.form} {...form.props}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className={styles.grades}>
        <legend className={styles.legend}>Que nota você dá a este pedido?</legend>
        {RATING_GRADES.map((option, index) => (
          <label key={option.nota} className={styles.grade}>
            <input
              key={grade.key}
              type="radio"
              name={grade.name}
              value={option.nota}
              id={index === 0 ? grade.id : undefined}
              defaultChecked={grade.initialValue === String(option.nota)}
              {...(gradeInvalid ? { "aria-invalid": true, "aria-describedby": grade.errorId } : {})}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <FieldErrors meta={grade} />
      <TextAreaField meta={comment} label="Comentário (opcional)" rows={3} maxLength={RATING_COMMENT_MAX} />
      <div>
        <button type="submit" name="intent" value={orderIntent.rate} className={layout.button}>
          Enviar avaliação
        </button>
      </div>
    </Form>
  );
}
