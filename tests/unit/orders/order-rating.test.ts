import { describe, expect, it } from "vitest";
import { formatOrderDay, formatOrderMoment } from "~/models/orders/order-dates";
import { RatingFieldsSchema, RatingFormSchema, ratingText } from "~/models/orders/order-rating";
import { parseSubmission } from "~/services/form-submission.server";

/** Parses the fields as a form-encoded body gives them (the storefront's form and call 62 read them alike). */
const parse = (fields: Record<string, unknown>) => RatingFieldsSchema.safeParse(fields);

describe("a rating's fields (docs/upstream-api.md §62: nota 1–5, comentario at most 500)", () => {
  it.each([
    [{ nota: "1" }, { nota: 1, comentario: null }],
    [
      { nota: "5", comentario: "" },
      { nota: 5, comentario: null },
    ],
    [
      { nota: "3", comentario: "  Chegou\ntudo   certo.  " },
      { nota: 3, comentario: "Chegou tudo certo." },
    ],
    [
      { nota: "4", comentario: "Bom\u202Eatendimento" },
      { nota: 4, comentario: "Bomatendimento" },
    ],
    [
      { nota: "2", comentario: "a".repeat(500) },
      { nota: 2, comentario: "a".repeat(500) },
    ],
    [
      { nota: "2", comentario: ` ${"a".repeat(500)} ` },
      { nota: 2, comentario: "a".repeat(500) },
    ],
  ])("%j → %j", (fields, value) => {
    expect(parse(fields)).toEqual({ success: true, data: value });
  });

  it.each([
    [{}, "nota", ratingText.grade],
    [{ nota: "0" }, "nota", ratingText.grade],
    [{ nota: "6" }, "nota", ratingText.grade],
    [{ nota: "4.5" }, "nota", ratingText.grade],
    [{ nota: " 4" }, "nota", ratingText.grade],
    [{ nota: ["4", "5"] }, "nota", ratingText.grade],
    [{ nota: "4", comentario: "a".repeat(501) }, "comentario", ratingText.commentTooLong],
  ])("%j is refused at %s: %s", (fields, path, message) => {
    const result = parse(fields);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[path, message]]);
  });
});

describe("the order page's rating form, as the browser posts it (Conform: an empty field is none)", () => {
  it.each([
    ["intent=avaliar&nota=4", { intent: "avaliar", nota: 4, comentario: null }],
    ["intent=avaliar&nota=4&comentario=", { intent: "avaliar", nota: 4, comentario: null }],
    [
      "intent=avaliar&nota=2&comentario=Atrasou+um+pouco",
      { intent: "avaliar", nota: 2, comentario: "Atrasou um pouco" },
    ],
  ])("%s → %j", (body, value) => {
    const submission = parseSubmission(new URLSearchParams(body), RatingFormSchema);
    expect(submission.status === "success" ? submission.value : submission.error).toEqual(value);
  });

  it.each([
    ["intent=avaliar&nota=", { nota: [ratingText.grade] }],
    ["intent=avaliar&comentario=Bom", { nota: [ratingText.grade] }],
    [`intent=avaliar&nota=3&comentario=${"b".repeat(501)}`, { comentario: [ratingText.commentTooLong] }],
  ])("%s → %j", (body, error) => {
    const submission = parseSubmission(new URLSearchParams(body), RatingFormSchema);
    expect(submission.status === "success" ? submission.value : submission.error).toEqual(error);
  });
});

describe("when an order happened, in São Paulo's day and time", () => {
  it.each([
    ["2026-11-23T12:00:00.000Z", "23/11/2026", "23/11/2026, 09:00"],
    ["2026-11-24T02:59:00.000Z", "23/11/2026", "23/11/2026, 23:59"],
    ["2027-01-01T03:00:00.000Z", "01/01/2027", "01/01/2027, 00:00"],
    ["ontem", "ontem", "ontem"],
  ])("%s → %s · %s", (iso, day, moment) => {
    expect(formatOrderDay(iso)).toBe(day);
    expect(formatOrderMoment(iso)).toBe(moment);
  });
});
