import { describe, expect, it } from "vitest";
import { checkoutBlockers, type Readiness } from "~/models/checkout/checkout-readiness";
import {
  checkApplies,
  creditBlocker,
  type Submission,
  type SubmissionCheck,
} from "~/models/checkout/submission-checks";
import { method, R$, ready, withCart } from "./readiness-fixture";

const RULE =
  'docs/rules/checkout.md "Credit limit and quotes": "A quote is never blocked by the credit limit: nothing is charged when it is sent. The limit applies only when the priced quote is accepted and paid by invoice; accepted with PIX or card, it does not. Placing an order paid by invoice above the limit stays refused."';

describe(`which checks keep what from going (${RULE})`, () => {
  it.each<{ check: SubmissionCheck; order: boolean; quote: boolean; acceptance: boolean }>([
    { check: "approval", order: true, quote: true, acceptance: false },
    { check: "items", order: true, quote: true, acceptance: false },
    { check: "delivery", order: true, quote: true, acceptance: false },
    { check: "minimum", order: true, quote: true, acceptance: false },
    { check: "payment", order: true, quote: true, acceptance: true },
    { check: "credit", order: true, quote: false, acceptance: true },
  ])("$check: order $order, quote $quote, acceptance $acceptance", ({ check, ...expected }) => {
    for (const submission of ["order", "quote", "acceptance"] as const)
      expect(checkApplies(check, submission), submission).toBe(expected[submission]);
  });
});

describe(`the credit limit, by what is sent and how it is paid (${RULE})`, () => {
  const above = `O total passa do seu limite de crédito disponível (${R$("2.480,50")}). Escolha outra forma de pagamento.`;
  it.each<{
    about: string;
    submission: Submission;
    tipo: "FATURADO" | "PIX" | "CARTAO" | "NA_ENTREGA";
    total: number;
    available: number | null;
    blocker: string | null;
  }>([
    {
      about: "an order by invoice above the credit: refused",
      submission: "order",
      tipo: "FATURADO",
      total: 2480.51,
      available: 2480.5,
      blocker: above,
    },
    {
      about: "an order by invoice of exactly the credit",
      submission: "order",
      tipo: "FATURADO",
      total: 2480.5,
      available: 2480.5,
      blocker: null,
    },
    {
      about: "an order by PIX above the credit",
      submission: "order",
      tipo: "PIX",
      total: 60000,
      available: 2480.5,
      blocker: null,
    },
    {
      about: "a quote by invoice above the credit: sent, nothing is charged",
      submission: "quote",
      tipo: "FATURADO",
      total: 60000,
      available: 2480.5,
      blocker: null,
    },
    {
      about: "a quote by PIX above the credit",
      submission: "quote",
      tipo: "PIX",
      total: 60000,
      available: 2480.5,
      blocker: null,
    },
    {
      about: "a priced quote accepted by invoice above the credit: refused",
      submission: "acceptance",
      tipo: "FATURADO",
      total: 2500,
      available: 2480.5,
      blocker: above,
    },
    {
      about: "a priced quote accepted by invoice within the credit",
      submission: "acceptance",
      tipo: "FATURADO",
      total: 2400,
      available: 2480.5,
      blocker: null,
    },
    {
      about: "a priced quote accepted by PIX above the credit",
      submission: "acceptance",
      tipo: "PIX",
      total: 60000,
      available: 2480.5,
      blocker: null,
    },
    {
      about: "a priced quote accepted by card above the credit",
      submission: "acceptance",
      tipo: "CARTAO",
      total: 60000,
      available: 2480.5,
      blocker: null,
    },
    {
      about: "no credit line known: the upstream decides",
      submission: "acceptance",
      tipo: "FATURADO",
      total: 60000,
      available: null,
      blocker: null,
    },
  ])("$about", ({ submission, tipo, total, available, blocker }) => {
    expect(creditBlocker(submission, method(tipo), total, available)).toBe(blocker);
  });
});

describe(`the checkout's blockers for a quote and for an order (${RULE})`, () => {
  const aboveCredit: Partial<Readiness> = { ...withCart(5000), payment: method("FATURADO"), creditAvailable: 2480.5 };
  it("an invoice above the credit keeps the order back, not the quote", () => {
    expect(checkoutBlockers({ ...ready, ...aboveCredit }).map((blocker) => blocker.part)).toEqual(["payment"]);
    expect(checkoutBlockers({ ...ready, ...aboveCredit }, "quote")).toEqual([]);
  });
  it("everything else keeps the quote back as it does the order", () => {
    const empty = { ...ready, ...aboveCredit, ...withCart(0, 0), restricted: true };
    expect(checkoutBlockers(empty, "quote")).toEqual(
      checkoutBlockers(empty, "order").filter((blocker) => blocker.part !== "payment"),
    );
    expect(checkoutBlockers({ ...ready, payment: null }, "quote").map((blocker) => blocker.message)).toEqual([
      "Escolha a forma de pagamento.",
    ]);
  });
});
