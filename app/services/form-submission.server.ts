import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { portugueseErrorMap } from "~/models/form-messages";

/**
 * The hidden `intent` field has no place of its own on the page: its error (an action the form
 * does not know) is the form's, shown above its fields.
 */
function intentErrorsOnForm(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  const intentErrors = result.error?.intent;
  if (!result.error || !intentErrors) return result;
  const { intent: _intent, ...others } = result.error;
  return { ...result, error: { ...others, "": [...(others[""] ?? []), ...intentErrors] } };
}

/**
 * Every action's form, parsed with its zod schema through Conform (docs/rules/architecture.md "Progressive enhancement") with Portuguese
 * words wherever the schema has none of its own (docs/rules/architecture.md "Words"): actions call this, never
 * `parseWithZod` itself.
 */
export function parseSubmission<Schema extends z.ZodTypeAny>(
  payload: FormData | URLSearchParams,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  const submission = parseWithZod(payload, { schema, errorMap: portugueseErrorMap });
  const reply: typeof submission.reply = (options) => intentErrorsOnForm(submission.reply(options));
  return { ...submission, reply };
}
