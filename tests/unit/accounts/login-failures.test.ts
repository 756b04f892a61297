/**
 * Login limits count failed attempts only (app/services/rate-limit.server.ts): a successful login
 * clears that login's count; past AUTH_ATTEMPTS_PER_ACCOUNT failures the login waits out the rest
 * of the 10 minutes, told in the address of the too-many-request page. Time is the limiter's clock.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "~/services/env.server";
import {
  FixedWindowLimiter,
  clearLoginFailures,
  countFailedLogin,
  enforceLoginLimit,
  type LoginAttempt,
} from "~/services/rate-limit.server";

beforeEach(() => {
  // The figures the server starts with: 30 per address, 8 per account.
  setEnv(parseEnv({ LOG_LEVEL: "silent" }));
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function limiterAt() {
  const clock = { now: 0 };
  return { clock, store: new FixedWindowLimiter(() => clock.now) };
}

/** Where a login now would be sent before trying (null: it may try). */
function refusal(attempt: LoginAttempt, store: FixedWindowLimiter): string | null {
  try {
    enforceLoginLimit(attempt, "/aurora", store);
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return thrown.headers.get("Location");
  }
}

const ana: LoginAttempt = { clientIp: "203.0.113.7", login: "ana@exemplo.com.br", account: "cliente:501" };

describe("login limits count failed attempts only", () => {
  it("lets 50 logins with the right password in 10 minutes through", () => {
    const { clock, store } = limiterAt();
    const refused = Array.from({ length: 50 }, (_, index) => {
      clock.now = index * 12 * SECOND;
      const answer = refusal(ana, store);
      clearLoginFailures(ana, store);
      return answer;
    });
    expect(refused.filter((answer) => answer !== null)).toEqual([]);
  });

  it("locks the 9th attempt after 8 wrong passwords, with the minutes left said, until the window ends", () => {
    const { clock, store } = limiterAt();
    for (let attempt = 0; attempt < 8; attempt++) {
      clock.now = attempt * 10 * SECOND;
      expect(refusal(ana, store)).toBeNull();
      countFailedLogin(ana, store);
    }
    clock.now = 80 * SECOND;
    expect(refusal(ana, store)).toBe(`/aurora/erro/too-many-request?espera=${10 * 60 - 80}`);
    clock.now = 6 * MINUTE;
    expect(refusal(ana, store)).toBe("/aurora/erro/too-many-request?espera=240");
    clock.now = 10 * MINUTE;
    expect(refusal(ana, store)).toBeNull();
  });

  it("a successful login clears its login's and account's failures, not the address's", () => {
    const { store } = limiterAt();
    for (let attempt = 0; attempt < 7; attempt++) countFailedLogin(ana, store);
    clearLoginFailures(ana, store);
    for (let attempt = 0; attempt < 7; attempt++) countFailedLogin(ana, store);
    expect(refusal(ana, store)).toBeNull();
    const bruno = { clientIp: ana.clientIp, login: "bruno@exemplo.com.br", account: "cliente:502" };
    for (let attempt = 0; attempt < 15; attempt++) countFailedLogin(bruno, store);
    clearLoginFailures(bruno, store);
    // 14 + 15 failures from the address: one more and it has used up its 30.
    countFailedLogin({ clientIp: ana.clientIp, login: null }, store);
    expect(refusal({ clientIp: ana.clientIp, login: "carla@exemplo.com.br" }, store)).toBe(
      "/aurora/erro/too-many-request?espera=600",
    );
  });

  it("shares one count between the logins of an account (its e-mail and its CPF)", () => {
    const { store } = limiterAt();
    const byCpf = { ...ana, login: "52998224725" };
    for (let attempt = 0; attempt < 4; attempt++) countFailedLogin(ana, store);
    for (let attempt = 0; attempt < 4; attempt++) countFailedLogin(byCpf, store);
    expect(refusal({ clientIp: "198.51.100.9", login: "52998224725", account: "cliente:501" }, store)).toBe(
      "/aurora/erro/too-many-request?espera=600",
    );
  });
});
