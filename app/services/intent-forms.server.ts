import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { parseSubmission } from "~/services/form-submission.server";

/**
 * A page of several forms posts to one action, each form told apart by its button's `intent`
 * (the delivery page, the addresses page). Each form is declared once with its schema: a malformed
 * one comes back with 400 and its errors, a refused one with its status and errors next to their
 * fields or above the form; a done one answers a redirect.
 */

/** The answer that shows the form again: its status, which form, Conform's result, and a note for the page. */
export type IntentReply<I extends string> = {
  status: number;
  intent: I;
  result: SubmissionResult<string[]>;
  notice?: string;
};

export type Refusal = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

/** A form sent well-formed, as its handler gets it. */
export type IntentSubmission<I extends string, V> = {
  value: V;
  formData: FormData;
  /** The form again with `status`, its values kept and these errors. */
  refuse(status: number, errors: Refusal): IntentReply<I>;
  /** Conform's result of the form as sent (to answer it with values of the server's own). */
  result(): SubmissionResult<string[]>;
};

export type IntentHandler<I extends string, C> = (formData: FormData, context: C) => Promise<IntentReply<I> | Response>;

/**
 * One form of the page: parsed with `schema`; malformed, answered 400 (its result first passed
 * through `malformed`, which may drop values not to show again); else handed to `handle`.
 */
export function intentForm<I extends string, S extends z.ZodTypeAny, C>(
  intent: I,
  schema: S,
  handle: (submission: IntentSubmission<I, z.output<S>>, context: C) => Promise<IntentReply<I> | Response>,
  malformed: (result: SubmissionResult<string[]>) => SubmissionResult<string[]> = (result) => result,
): IntentHandler<I, C> {
  return async (formData, context) => {
    const submission = parseSubmission(formData, schema);
    if (submission.status !== "success") return { status: 400, intent, result: malformed(submission.reply()) };
    return handle(
      {
        value: submission.value,
        formData,
        refuse: (status, errors) => ({ status, intent, result: submission.reply(errors) }),
        result: () => submission.reply(),
      },
      context,
    );
  };
}

/** The page's action: the form its button names (`intent`), or `fallback` when it names none of them. */
export async function handleIntent<I extends string, C>(
  request: Request,
  forms: Record<I, IntentHandler<I, C>>,
  fallback: I,
  context: C,
): Promise<IntentReply<I> | Response> {
  const formData = await request.formData();
  const asked = formData.get("intent");
  const intent = typeof asked === "string" && Object.hasOwn(forms, asked) ? (asked as I) : fallback;
  return forms[intent](formData, context);
}
