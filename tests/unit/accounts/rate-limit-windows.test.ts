/**
 * The attempt limits of login, sign-up and password recovery (app/services/rate-limit.server.ts;
 * README "Settings", AUTH_ATTEMPTS_PER_IP and AUTH_ATTEMPTS_PER_ACCOUNT; docs/operations.md): a
 * fixed window per client address and per account, its expiry, and the bounded table that forgets
 * the oldest windows first. Time is an injected clock or vitest's fake clock, never the wall clock.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv, setEnv } from "~/services/env.server";
import { FixedWindowLimiter, enforceRateLimit, type LimitedAction } from "~/services/rate-limit.server";

/** How many windows the limiter keeps at most (MAX_KEYS of rate-limit.server.ts). */
const TABLE_SIZE = 50_000;
const TEN_MINUTES = 10 * 60_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A limiter on a clock the test moves by hand. */
function limiterAt(start = 0) {
  const clock = { now: start };
  return { clock, limiter: new FixedWindowLimiter(() => clock.now) };
}

/** `count` attempts of one key; what each answered. */
function attempts(
  limiter: FixedWindowLimiter,
  key: string,
  rule: { limit: number; windowMs: number },
  count: number,
): boolean[] {
  return Array.from({ length: count }, () => limiter.hit(key, rule));
}

/** The limits as the server reads them at boot, with these figures. */
function settings(perIp: number, perAccount: number) {
  setEnv(
    parseEnv({
      AUTH_ATTEMPTS_PER_IP: String(perIp),
      AUTH_ATTEMPTS_PER_ACCOUNT: String(perAccount),
      LOG_LEVEL: "silent",
    }),
  );
}

/** Runs one counted attempt; the page it sends the shopper to when refused, else null. */
async function attempt(run: () => Promise<void>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return thrown.headers.get("Location");
  }
}

/** `run` for each item, one after the other: what each answered. */
async function inTurn<T, R>(items: T[], run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (const [index, item] of items.entries()) answers.push(await run(item, index));
  return answers;
}

describe("a fixed window per key", () => {
  it("allows the rule's attempts, refuses every one after them, and counts each key and each rule on its own", () => {
    const { limiter } = limiterAt();
    const strict = { limit: 2, windowMs: 1000 };
    const loose = { limit: 4, windowMs: 1000 };
    expect(attempts(limiter, "login:ip:10.0.0.1", strict, 5)).toEqual([true, true, false, false, false]);
    expect(attempts(limiter, "login:ip:10.0.0.2", strict, 3)).toEqual([true, true, false]);
    expect(attempts(limiter, "senha:ip:10.0.0.1", loose, 5)).toEqual([true, true, true, true, false]);
  });

  it("starts the window at the key's first attempt: refused until it ends, then a whole new allowance", () => {
    const { clock, limiter } = limiterAt(5_000);
    const rule = { limit: 3, windowMs: 1000 };
    expect(limiter.hit("cadastro:ip:1", rule)).toBe(true);
    clock.now = 5_900;
    expect(attempts(limiter, "cadastro:ip:1", rule, 3)).toEqual([true, true, false]);
    clock.now = 5_999;
    expect(limiter.hit("cadastro:ip:1", rule)).toBe(false);
    // A fixed window: it ends 1000 ms after its first attempt, not after the last one.
    clock.now = 6_000;
    expect(attempts(limiter, "cadastro:ip:1", rule, 4)).toEqual([true, true, true, false]);
  });
});

describe("the bounded table of windows", () => {
  it("keeps every window up to its size, then forgets the oldest window first", () => {
    const { clock, limiter } = limiterAt();
    const hour = { limit: 1, windowMs: 3_600_000 };
    const second = { limit: 1, windowMs: 1000 };
    // Two keys that used up their attempt; the first one's window ends and starts again later.
    expect(attempts(limiter, "login:ip:renewed", second, 2)).toEqual([true, false]);
    expect(attempts(limiter, "login:ip:oldest", hour, 2)).toEqual([true, false]);
    clock.now = 1000;
    expect(attempts(limiter, "login:ip:renewed", second, 2)).toEqual([true, false]);

    // The table full: both windows still there, both keys still refused.
    for (let index = 0; index < TABLE_SIZE - 2; index++) limiter.hit(`login:ip:filler-${index}`, hour);
    expect(limiter.hit("login:ip:oldest", hour)).toBe(false);
    expect(limiter.hit("login:ip:renewed", second)).toBe(false);

    // One key more: the oldest window goes (the renewed one is younger), and its key starts afresh.
    expect(limiter.hit("login:ip:newcomer", hour)).toBe(true);
    expect(limiter.hit("login:ip:renewed", second)).toBe(false);
    expect(limiter.hit("login:ip:newcomer", hour)).toBe(false);
    expect(limiter.hit("login:ip:oldest", hour)).toBe(true);
    // Coming back took a place in the table: the next oldest window, the renewed one, made room for it.
    expect(limiter.hit("login:ip:renewed", second)).toBe(true);
  });

  it("with the default clock, follows the clock it is given by vitest's fake timers", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T12:00:00Z"));
    const limiter = new FixedWindowLimiter();
    const rule = { limit: 1, windowMs: TEN_MINUTES };
    expect(attempts(limiter, "login:ip:fake-clock", rule, 2)).toEqual([true, false]);
    vi.setSystemTime(new Date("2026-03-02T12:09:59.999Z"));
    expect(limiter.hit("login:ip:fake-clock", rule)).toBe(false);
    vi.setSystemTime(new Date("2026-03-02T12:10:00Z"));
    expect(limiter.hit("login:ip:fake-clock", rule)).toBe(true);
  });
});

describe("limits per client address and per account", () => {
  const base = { action: "login" as LimitedAction, basePath: "/aurora" };

  it("sends an address past AUTH_ATTEMPTS_PER_IP to the too-many-request page, whatever the account", async () => {
    settings(3, 100);
    const { limiter } = limiterAt();
    const tries = await inTurn(
      ["a@exemplo.com.br", "b@exemplo.com.br", "c@exemplo.com.br", "d@exemplo.com.br"],
      (account) => attempt(() => enforceRateLimit({ ...base, clientIp: "203.0.113.7", account }, limiter)),
    );
    expect(tries).toEqual([null, null, null, "/aurora/erro/too-many-request?espera=600"]);
    expect(
      await attempt(() => enforceRateLimit({ ...base, clientIp: "203.0.113.8", account: "d@exemplo.com.br" }, limiter)),
    ).toBeNull();
  });

  it("counts an account past AUTH_ATTEMPTS_PER_ACCOUNT from any address, its e-mail compared trimmed and without case", async () => {
    settings(100, 2);
    const { limiter } = limiterAt();
    const tries = await inTurn(["198.51.100.1", "198.51.100.2", "198.51.100.3"], (clientIp, index) =>
      attempt(() =>
        enforceRateLimit(
          { ...base, clientIp, account: index === 1 ? "  Cliente@Exemplo.com.BR " : "cliente@exemplo.com.br" },
          limiter,
        ),
      ),
    );
    expect(tries).toEqual([null, null, "/aurora/erro/too-many-request?espera=600"]);
    // Another action of the same account has its own count, and so does an attempt naming no account.
    expect(
      await attempt(() =>
        enforceRateLimit(
          { ...base, action: "senha", clientIp: "198.51.100.4", account: "cliente@exemplo.com.br" },
          limiter,
        ),
      ),
    ).toBeNull();
    expect(
      await attempt(() => enforceRateLimit({ ...base, clientIp: "198.51.100.1", account: null }, limiter)),
    ).toBeNull();
  });

  it("the limiter behind the forms keeps an address refused for 10 minutes from its first attempt (fake timers)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T08:00:00Z"));
    // The module's own limiter reads the clock it is created with: a fresh copy of the module, created under the fake clock.
    vi.resetModules();
    const env = await import("~/services/env.server");
    const fresh = await import("~/services/rate-limit.server");
    env.setEnv(env.parseEnv({ AUTH_ATTEMPTS_PER_IP: "2", AUTH_ATTEMPTS_PER_ACCOUNT: "100", LOG_LEVEL: "silent" }));
    const login = () => attempt(() => fresh.enforceRateLimit({ ...base, clientIp: "192.0.2.55", account: null }));
    expect([await login(), await login(), await login()]).toEqual([
      null,
      null,
      "/aurora/erro/too-many-request?espera=600",
    ]);
    vi.setSystemTime(new Date("2026-03-02T08:09:59.999Z"));
    expect(await login()).toBe("/aurora/erro/too-many-request?espera=1");
    vi.setSystemTime(new Date("2026-03-02T08:10:00Z"));
    expect([await login(), await login(), await login()]).toEqual([
      null,
      null,
      "/aurora/erro/too-many-request?espera=600",
    ]);
  });
});
