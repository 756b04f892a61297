import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useId, useMemo, useRef } from "react";
import { revealField } from "./reveal-field";

/**
 * What a form shows of its action's answer (Conform's `submission.reply()` on the server): the
 * errors of each field and of the whole form, and the values to show again. The server validates;
 * the browser runs no schema, so a page ships a few hundred bytes here instead of a form library.
 */
export type FieldMeta = {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  initialValue: string | undefined;
  /** Changes with every answer: inputs keyed by it show the values the server sent back. */
  key: string;
};

export type FormMeta = {
  id: string;
  errorId: string;
  /** The errors of the whole form (a refusal, an upstream failure). */
  errors: string[] | undefined;
  /** Errors by field name ("" for the form's own). */
  allErrors: Record<string, string[]>;
  /** For the `<Form>` element: id, noValidate (the server says what is wrong, in Portuguese), error wiring. */
  props: { id: string; noValidate: true; "aria-describedby"?: string };
};

/** The named fields of a form's shape (an index signature adds none). */
type FieldNames<Shape> = keyof { [Name in keyof Shape as string extends Name ? never : Name]: true } & string;

export type FormResultOptions<Shape> = {
  id?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Values to show before any answer (a saved record). */
  defaultValue?: { [Name in keyof Shape]?: unknown };
};

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === "string" ? value : String(value);
}

function errorsOf(result: SubmissionResult<string[]> | null | undefined): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [name, errors] of Object.entries(result?.error ?? {})) {
    if (errors && errors.length > 0) found[name] = errors;
  }
  return found;
}

/**
 * The first of `fields` (named in the order the page shows them) with an error, or null: the field
 * a page without JavaScript gives `autoFocus` after a refusal, where the effect below moves the focus
 * with JavaScript.
 */
export function firstInError(errors: Record<string, string[]>, fields: readonly string[]): string | null {
  return fields.find((name) => (errors[name]?.length ?? 0) > 0) ?? null;
}

/**
 * The form's and its fields' metadata from the last answer. With JavaScript, after an answer with
 * errors, focus moves to the first field in error (or to the form's message), scrolled above any bar
 * stuck to the foot of the screen with its message (revealField); without JavaScript the page gives
 * that field `autoFocus` (firstInError).
 */
export function useFormResult<Shape extends Record<string, unknown> = Record<string, unknown>>(
  options: FormResultOptions<Shape> = {},
): [FormMeta, Record<FieldNames<Shape>, FieldMeta>] {
  const generatedId = useId().replace(/:/g, "");
  const id = options.id ?? `formulario-${generatedId}`;
  const { lastResult, defaultValue } = options;
  const answers = useRef(0);
  const lastSeen = useRef<unknown>(null);
  if (lastResult && lastResult !== lastSeen.current) {
    lastSeen.current = lastResult;
    answers.current += 1;
  }
  const answerKey = `${id}-${answers.current}`;
  const allErrors = useMemo(() => errorsOf(lastResult), [lastResult]);
  const formErrors = allErrors[""];

  useEffect(() => {
    if (!lastResult || Object.keys(allErrors).length === 0) return;
    const form = document.getElementById(id);
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.getElementById(`${id}-erro`);
    if (target) revealField(target);
  }, [lastResult, allErrors, id]);

  const form: FormMeta = {
    id,
    errorId: `${id}-erro`,
    errors: formErrors,
    allErrors,
    props: { id, noValidate: true, ...(formErrors ? { "aria-describedby": `${id}-erro` } : {}) },
  };
  const values = (lastResult?.initialValue ?? defaultValue ?? {}) as Record<string, unknown>;
  const fields = new Proxy({} as Record<FieldNames<Shape>, FieldMeta>, {
    get: (_target, name): FieldMeta | undefined =>
      typeof name !== "string"
        ? undefined
        : {
            id: `${id}-${name}`,
            name,
            errorId: `${id}-${name}-erro`,
            errors: allErrors[name],
            initialValue: text(values[name]),
            key: `${answerKey}-${name}`,
          },
  });
  return [form, fields];
}

/** The attributes of a native control for a field: name, id, value to show, and error wiring. */
export function controlProps(meta: FieldMeta, describedBy?: string) {
  const invalid = meta.errors !== undefined;
  const describers = [invalid ? meta.errorId : null, describedBy ?? null].filter(Boolean).join(" ");
  return {
    id: meta.id,
    name: meta.name,
    defaultValue: meta.initialValue,
    ...(invalid ? { "aria-invalid": true as const } : {}),
    ...(describers ? { "aria-describedby": describers } : {}),
  };
}
