/**
 * Which account an attempt counts against (app/services/rate-limit.server.ts): the customer or the
 * representative a user lookup names, whichever of its logins was typed; a company's sub-user by
 * the e-mail typed alone. Each test has a limiter of its own.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { UserLookupSchema } from "~/models/account";
import { parseEnv, setEnv } from "~/services/env.server";
import { FixedWindowLimiter, enforceAccountLimit, enforceRateLimit, lookupAccount } from "~/services/rate-limit.server";

beforeEach(() => {
  setEnv(parseEnv({ AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "2", LOG_LEVEL: "silent" }));
});

const lookup = (answer: Record<string, unknown>) => UserLookupSchema.parse({ nome: "Ana", ...answer });

/** Each attempt in turn: where each sent the shopper. */
async function inTurn(runs: Array<() => Promise<void>>): Promise<Array<string | null>> {
  const answers: Array<string | null> = [];
  for (const run of runs) answers.push(await attempt(run));
  return answers;
}

/** Runs one counted attempt; where the shopper is sent when refused, else null. */
async function attempt(run: () => Promise<void>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return thrown.headers.get("Location");
  }
}

describe("lookupAccount", () => {
  it.each([
    ["a customer by CPF", { idcliente: 501, cpfLength: 11 }, "cliente:501"],
    ["a company by CNPJ", { idcliente: 502, cpfLength: 14 }, "cliente:502"],
    ["a representative", { idcliente: 601, cpfLength: 11, representante: true }, "representante:601"],
    ["a company's sub-user (e-mail only)", { idcliente: 502, cpfLength: null }, null],
  ])("%s", (_case, answer, account) => {
    expect(lookupAccount(lookup(answer))).toBe(account);
  });

  it("gives one account for the e-mail, the CPF and the CNPJ the upstream names with one idcliente", () => {
    const byEmail = lookup({ idcliente: "502", cpfLength: 14 });
    const byCnpj = lookup({ idcliente: 502, cpfLength: 14 });
    expect(lookupAccount(byEmail)).toBe(lookupAccount(byCnpj));
  });
});

describe("enforceAccountLimit", () => {
  it("shares AUTH_ATTEMPTS_PER_ACCOUNT between the logins of one account, apart from the count of each text typed", async () => {
    const store = new FixedWindowLimiter(() => 0);
    const tries = [
      () =>
        enforceRateLimit(
          { action: "login", clientIp: "10.0.0.1", account: "ana@exemplo.com.br", basePath: "/aurora" },
          store,
        ),
      () => enforceAccountLimit({ action: "login", account: "cliente:501", basePath: "/aurora" }, store),
      () =>
        enforceRateLimit({ action: "login", clientIp: "10.0.0.1", account: "52998224725", basePath: "/aurora" }, store),
      () => enforceAccountLimit({ action: "login", account: "cliente:501", basePath: "/aurora" }, store),
      () =>
        enforceRateLimit({ action: "login", clientIp: "10.0.0.1", account: "52998224725", basePath: "/aurora" }, store),
      () => enforceAccountLimit({ action: "login", account: "cliente:501", basePath: "/aurora" }, store),
    ];
    expect(await inTurn(tries)).toEqual([null, null, null, null, null, "/aurora/erro/too-many-request?espera=600"]);
  });

  it("counts each action and each account on its own, and nothing without an account", async () => {
    const store = new FixedWindowLimiter(() => 0);
    const account = (action: "login" | "senha", id: string | null) => () =>
      enforceAccountLimit({ action, account: id, basePath: "" }, store);
    const runs = [
      account("login", "cliente:501"),
      account("login", "cliente:501"),
      account("senha", "cliente:501"),
      account("login", "cliente:502"),
    ];
    expect(await inTurn(runs)).toEqual([null, null, null, null]);
    expect(await attempt(account("login", "cliente:501"))).toBe("/erro/too-many-request?espera=600");
    expect(await inTurn(Array.from({ length: 5 }, () => account("login", null)))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
