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
async function refusal(attempt: LoginAttempt, store: FixedWindowLimiter): Promise<string | null> {
  try {
    await enforceLoginLimit(attempt, "/aurora", store);
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return thrown.headers.get("Location");
  }
}

const ana: LoginAttempt = { clientIp: "203.0.113.7", login: "ana@exemplo.com.br", account: "cliente:501" };

describe("login limits count failed attempts only", () => {
  it("lets 50 logins with the right password in 10 minutes through", async () => {
    const { clock, store } = limiterAt();
    const refused: Array<string | null> = [];
    for (let index = 0; index < 50; index++) {
      clock.now = index * 12 * SECOND;
      refused.push(await refusal(ana, store));
      await clearLoginFailures(ana, store);
    }
    expect(refused.filter((answer) => answer !== null)).toEqual([]);
  });

  it("locks the 9th attempt after 8 wrong passwords, with the minutes left said, until the window ends", async () => {
    const { clock, store } = limiterAt();
    for (let attempt = 0; attempt < 8; attempt++) {
      clock.now = attempt * 10 * SECOND;
      expect(await refusal(ana, store)).toBeNull();
      await countFailedLogin(ana, store);
    }
    clock.now = 80 * SECOND;
    expect(await refusal(ana, store)).toBe(`/aurora/erro/too-many-request?espera=${10 * 60 - 80}`);
    clock.now = 6 * MINUTE;
    expect(await refusal(ana, store)).toBe("/aurora/erro/too-many-request?espera=240");
    clock.now = 10 * MINUTE;
    expect(await refusal(ana, store)).toBeNull();
  });

  it("a successful login clears its login's and account's failures, not the address's", async () => {
    const { store } = limiterAt();
    for (let attempt = 0; attempt < 7; attempt++) await countFailedLogin(ana, store);
    await clearLoginFailures(ana, store);
    for (let attempt = 0; attempt < 7; attempt++) await countFailedLogin(ana, store);
    expect(await refusal(ana, store)).toBeNull();
    const bruno = { clientIp: ana.clientIp, login: "bruno@exemplo.com.br", account: "cliente:502" };
    for (let attempt = 0; attempt < 15; attempt++) await countFailedLogin(bruno, store);
    await clearLoginFailures(bruno, store);
    // 14 + 15 failures from the address: one more and it has used up its 30.
    await countFailedLogin({ clientIp: ana.clientIp, login: null }, store);
    expect(await refusal({ clientIp: ana.clientIp, login: "carla@exemplo.com.br" }, store)).toBe(
      "/aurora/erro/too-many-request?espera=600",
    );
  });

  it("shares one count between the logins of an account (its e-mail and its CPF)", async () => {
    const { store } = limiterAt();
    const byCpf = { ...ana, login: "52998224725" };
    for (let attempt = 0; attempt < 4; attempt++) await countFailedLogin(ana, store);
    for (let attempt = 0; attempt < 4; attempt++) await countFailedLogin(byCpf, store);
    expect(await refusal({ clientIp: "198.51.100.9", login: "52998224725", account: "cliente:501" }, store)).toBe(
      "/aurora/erro/too-many-request?espera=600",
    );
  });
});
