/**
 * Card payment attempts (app/services/rate-limit.server.ts CARD_PAYMENT_RULES): each is a charge at
 * the gateway, so so many an hour from one address and for one customer — nobody tests card numbers
 * one after another through the order page. Time is the limiter's injected clock.
 */
import { describe, expect, it } from "vitest";
import { CARD_PAYMENT_RULES, FixedWindowLimiter, allowCardPayment } from "~/services/rate-limit.server";

function clock() {
  let now = 0;
  return { limiter: new FixedWindowLimiter(() => now), advance: (ms: number) => (now += ms) };
}

describe("allowCardPayment", () => {
  it("allows the customer's attempts of the hour, then refuses, and allows again the next hour", async () => {
    const { limiter, advance } = clock();
    const pay = () => allowCardPayment({ clientIp: "10.0.0.1", owner: "501" }, limiter);
    const answers = await Promise.all(Array.from({ length: CARD_PAYMENT_RULES.perCustomer.limit + 1 }, pay));
    expect(answers.filter(Boolean)).toHaveLength(CARD_PAYMENT_RULES.perCustomer.limit);
    expect(answers.at(-1)).toBe(false);
    advance(CARD_PAYMENT_RULES.perCustomer.windowMs);
    expect(await pay()).toBe(true);
  });

  it("counts a customer's attempts from every address together", async () => {
    const { limiter } = clock();
    for (let attempt = 0; attempt < CARD_PAYMENT_RULES.perCustomer.limit; attempt++) {
      expect(await allowCardPayment({ clientIp: `10.0.0.${attempt}`, owner: "501" }, limiter)).toBe(true);
    }
    expect(await allowCardPayment({ clientIp: "10.0.9.9", owner: "501" }, limiter)).toBe(false);
    expect(await allowCardPayment({ clientIp: "10.0.9.9", owner: "502" }, limiter)).toBe(true);
  });

  it("stops one address paying for many customers, without using up their own allowance", async () => {
    const { limiter } = clock();
    const answers = await Promise.all(
      Array.from({ length: CARD_PAYMENT_RULES.perAddress.limit + 1 }, (_, index) =>
        allowCardPayment({ clientIp: "10.0.0.1", owner: String(600 + index) }, limiter),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(CARD_PAYMENT_RULES.perAddress.limit);
    expect(answers.at(-1)).toBe(false);
    expect(
      await allowCardPayment(
        { clientIp: "10.0.0.2", owner: String(600 + CARD_PAYMENT_RULES.perAddress.limit) },
        limiter,
      ),
    ).toBe(true);
  });
});
