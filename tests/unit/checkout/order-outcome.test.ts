import { describe, expect, it } from "vitest";
import {
  asksBySelf,
  CONFIRM_AUTO_SECONDS,
  confirmationPath,
  orderCallVerdict,
  orderOutcome,
  type DuplicateAnswer,
  type OrderCallFailure,
} from "~/models/checkout/order-outcome";

describe("what a failed order call says by itself (ADR 0021: 'an order is said not to exist only when the upstream said so — a 4xx')", () => {
  const refusal = { pedidoIdentico: false };
  it.each<{ about: string; failure: OrderCallFailure; verdict: string }>([
    {
      about: "a 422 with its message: refused",
      failure: { failure: "status", status: 422, refusal },
      verdict: "refused",
    },
    {
      about: "a 400 whose body is no OrderRefusal: still a refusal (the request was not acted on)",
      failure: { failure: "status", status: 400, refusal: null },
      verdict: "refused",
    },
    {
      about: "a 409 'identical order seconds ago': its words as they are",
      failure: { failure: "status", status: 409, refusal: { pedidoIdentico: true } },
      verdict: "identical",
    },
    {
      about: "a 500 (it may have come after the order was made): unknown",
      failure: { failure: "status", status: 500, refusal },
      verdict: "unknown",
    },
    {
      about: "a 503 without a body: unknown",
      failure: { failure: "status", status: 503, refusal: null },
      verdict: "unknown",
    },
    { about: "a 408 is a timeout: unknown", failure: { failure: "status", status: 408, refusal }, verdict: "unknown" },
    { about: "no answer in time: unknown", failure: { failure: "timeout", refusal: null }, verdict: "unknown" },
    { about: "the connection cut: unknown", failure: { failure: "network", refusal: null }, verdict: "unknown" },
    {
      about: "a 200 that cannot be read (the order was made): unknown",
      failure: { failure: "invalid", status: 200, refusal: null },
      verdict: "unknown",
    },
  ])("$about", ({ failure, verdict }) => {
    expect(orderCallVerdict(failure)).toBe(verdict);
  });
});

describe("the outcome once the duplicate check was asked (docs/upstream-api.md §54; docs/rules/checkout.md \"Order submission\": 'it decides whether to show the error or treat the order as placed')", () => {
  const found: DuplicateAnswer = { kind: "found", numpedido: "10001" };
  it.each<{ about: string; verdict: "refused" | "unknown"; check: DuplicateAnswer; outcome: string }>([
    { about: "refused, found anyway: placed", verdict: "refused", check: found, outcome: "placed" },
    { about: "refused, not found: refused", verdict: "refused", check: { kind: "absent" }, outcome: "refused" },
    {
      about: "refused, the check silent: refused (the upstream said so)",
      verdict: "refused",
      check: { kind: "no-answer" },
      outcome: "refused",
    },
    { about: "unknown, found: placed", verdict: "unknown", check: found, outcome: "placed" },
    {
      about: "unknown, not found yet: still unknown (it may still be being made)",
      verdict: "unknown",
      check: { kind: "absent" },
      outcome: "unknown",
    },
    {
      about: "unknown, the check silent: unknown, never 'no order'",
      verdict: "unknown",
      check: { kind: "no-answer" },
      outcome: "unknown",
    },
  ])("$about", ({ verdict, check, outcome }) => {
    const said = orderOutcome(verdict, check);
    expect(said.kind).toBe(outcome);
    if (said.kind === "placed") expect(said.numpedido).toBe("10001");
  });
});

describe("the confirmation page asks again by itself for two minutes after the order was sent, then only when asked (CONFIRM_AUTO_SECONDS)", () => {
  const sent = 1_790_000_000;
  it.each([
    { about: "just sent", desde: sent, now: sent, asks: true },
    { about: "a minute later", desde: sent, now: sent + 60, asks: true },
    { about: "a second before two minutes", desde: sent, now: sent + CONFIRM_AUTO_SECONDS - 1, asks: true },
    { about: "two minutes later", desde: sent, now: sent + CONFIRM_AUTO_SECONDS, asks: false },
    { about: "an address without the time sent", desde: null, now: sent, asks: false },
    {
      about: "a time sent a few seconds ahead (another server's clock): as if now",
      desde: sent + 30,
      now: sent,
      asks: true,
    },
    {
      about: "a time sent further in the future (an address typed, not given by the checkout): never by itself",
      desde: sent + 3_600,
      now: sent,
      asks: false,
    },
    { about: "the far future of twelve digits", desde: 999_999_999_999, now: sent, asks: false },
  ])("$about: $asks", ({ desde, now, asks }) => {
    expect(asksBySelf(desde, now)).toBe(asks);
  });

  it("is the form key's page with the time the order was sent", () => {
    expect(confirmationPath("abc_DEF-0123456789", 1_790_000_000.7)).toBe(
      "/checkout/confirmacao?chave=abc_DEF-0123456789&desde=1790000000",
    );
  });
});
