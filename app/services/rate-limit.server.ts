import { redirect } from "@remix-run/node";
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { UserLookup } from "~/models/account";
import { getEnv } from "./env.server";
import { log } from "./logger.server";
import { redisClient } from "./redis.server";

/**
 * Attempt limits for login, registration, password recovery, invitations and card payments (per
 * address and per account): a fixed window per key. With REDIS_URL the instances count together in
 * Redis (rate-limiter-flexible), falling back to this process's count while Redis is unreachable;
 * without it each process counts on its own, so the effective limit is at most N times the figure
 * (docs/decisions/0005-sessions-in-signed-cookies.md, 0053).
 */
export type RateRule = { limit: number; windowMs: number };

const WINDOW_MS = 10 * 60_000;

/** AUTH_ATTEMPTS_PER_IP (a shared office network logs in several people) and AUTH_ATTEMPTS_PER_ACCOUNT, per 10 minutes. */
function rules(): { perIp: RateRule; perAccount: RateRule } {
  const env = getEnv();
  return {
    perIp: { limit: env.AUTH_ATTEMPTS_PER_IP, windowMs: WINDOW_MS },
    perAccount: { limit: env.AUTH_ATTEMPTS_PER_ACCOUNT, windowMs: WINDOW_MS },
  };
}

const MAX_KEYS = 50_000;

type Window = { startedAt: number; count: number };

export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt; false when the key has used up its attempts in the current window. */
  hit(key: string, rule: RateRule): boolean {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= rule.windowMs) {
      this.windows.delete(key);
      this.windows.set(key, { startedAt: now, count: 1 });
      this.evictOldest();
      return true;
    }
    current.count += 1;
    return current.count <= rule.limit;
  }

  /** How long (ms) the key stays refused: 0 while it has attempts left in its window. */
  waitMs(key: string, rule: RateRule): number {
    const current = this.windows.get(key);
    if (!current) return 0;
    const left = current.startedAt + rule.windowMs - this.now();
    return left > 0 && current.count >= rule.limit ? left : 0;
  }

  /** Forgets the key's attempts. */
  clear(key: string): void {
    this.windows.delete(key);
  }

  private evictOldest() {
    while (this.windows.size > MAX_KEYS) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) return;
      this.windows.delete(oldest);
    }
  }
}

/** Where attempts are counted: this process's FixedWindowLimiter, or Redis (SharedAttempts). */
export type AttemptStore = {
  /** Counts one attempt; false when the key has used up its attempts in the current window. */
  hit(key: string, rule: RateRule): boolean | Promise<boolean>;
  /** How long (ms) the key stays refused: 0 while it has attempts left in its window. */
  waitMs(key: string, rule: RateRule): number | Promise<number>;
  /** Forgets the key's attempts. */
  clear(key: string): void | Promise<void>;
};

const KEY_PREFIX = "storefront:tentativas";

/**
 * The attempts counted in Redis by every instance, a fixed window per key as in FixedWindowLimiter
 * (rate-limiter-flexible's RateLimiterRedis, one per rule). While Redis cannot answer, each rule's
 * insurance limiter counts in this process's memory: the limits hold per process, never an error.
 */
export class SharedAttempts implements AttemptStore {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(private readonly client: Redis) {}

  private limiter(rule: RateRule): RateLimiterRedis {
    const id = `${rule.limit}:${rule.windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const window = { points: rule.limit, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)) };
      limiter = new RateLimiterRedis({
        storeClient: this.client,
        keyPrefix: KEY_PREFIX,
        ...window,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: KEY_PREFIX, ...window }),
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  async hit(key: string, rule: RateRule): Promise<boolean> {
    try {
      await this.limiter(rule).consume(key);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }

  async waitMs(key: string, rule: RateRule): Promise<number> {
    const current = await this.limiter(rule).get(key);
    return current && current.consumedPoints >= rule.limit ? current.msBeforeNext : 0;
  }

  async clear(key: string): Promise<void> {
    await Promise.all([...this.limiters.values()].map((limiter) => limiter.delete(key)));
  }
}

const limiter = new FixedWindowLimiter();
let shared: SharedAttempts | undefined;

/** Redis's count when REDIS_URL is set, this process's otherwise. */
function defaultStore(): AttemptStore {
  const client = redisClient();
  if (!client) return limiter;
  shared ??= new SharedAttempts(client);
  return shared;
}

const HOUR_MS = 60 * 60_000;

/**
 * Invitations of a company's users: each sends an e-mail, so a company login (or whoever holds its
 * session) cannot make the storefront send mail without end. Per client address and per company,
 * per hour; the company's allowance is larger, since its people invite from several places.
 */
export const INVITATION_RULES = {
  perAddress: { limit: 10, windowMs: HOUR_MS },
  perCompany: { limit: 30, windowMs: HOUR_MS },
} as const satisfies Record<string, RateRule>;

/** Account keys are hashed: the limiter never holds an e-mail or a document in clear. */
function accountKey(action: string, account: string): string {
  return `${action}:conta:${createHash("sha256").update(account.trim().toLowerCase()).digest("hex")}`;
}

export type LimitedAction = "login" | "cadastro" | "senha";

/**
 * Counts an attempt of `action` by this address and, when known, for the login typed (an e-mail
 * or a document); past the limit the shopper goes to the too-many-request page (docs/rules/storefront.md "Too many requests"), as with
 * an upstream 429.
 */
export async function enforceRateLimit(
  {
    action,
    clientIp,
    account,
    basePath,
  }: { action: LimitedAction; clientIp: string; account?: string | null; basePath: string },
  store: AttemptStore = defaultStore(),
): Promise<void> {
  const { perIp, perAccount } = rules();
  const byIp = await store.hit(`${action}:ip:${clientIp}`, perIp);
  const byAccount = account ? await store.hit(accountKey(action, account), perAccount) : true;
  if (byIp && byAccount) return;
  log.warn("rate_limit.exceeded", { action, by: byIp ? "account" : "ip" });
  const wait = Math.max(
    await store.waitMs(`${action}:ip:${clientIp}`, perIp),
    account ? await store.waitMs(accountKey(action, account), perAccount) : 0,
  );
  throw tooManyAttempts(basePath, wait);
}

/**
 * The too-many-request page, told how long the wait is (`espera`, in seconds: its Retry-After, said
 * in minutes on the page).
 */
function tooManyAttempts(basePath: string, waitMs: number): Response {
  return redirect(`${basePath}/erro/too-many-request?espera=${Math.max(1, Math.ceil(waitMs / 1000))}`);
}

/**
 * The keys a login attempt counts against: this address, the login typed (as the upstream knows it)
 * and, once the user lookup named it, the account behind it (lookupAccount).
 */
export type LoginAttempt = { clientIp: string; login: string | null; account?: string | null };

function loginKeys({ clientIp, login, account }: LoginAttempt): [string, RateRule][] {
  const { perIp, perAccount } = rules();
  return [
    [`login:ip:${clientIp}`, perIp],
    ...(login ? [[accountKey("login", login), perAccount] as [string, RateRule]] : []),
    ...(account
      ? [[`login:id:${createHash("sha256").update(account).digest("hex")}`, perAccount] as [string, RateRule]]
      : []),
  ];
}

/**
 * Login limits count failed attempts only: before trying, a login whose address, text or account has
 * used up its failures in the window goes to the too-many-request page, told how long is left.
 */
export async function enforceLoginLimit(
  attempt: LoginAttempt,
  basePath: string,
  store: AttemptStore = defaultStore(),
): Promise<void> {
  const wait = Math.max(0, ...(await Promise.all(loginKeys(attempt).map(([key, rule]) => store.waitMs(key, rule)))));
  if (wait === 0) return;
  log.warn("rate_limit.exceeded", { action: "login", by: "failures" });
  throw tooManyAttempts(basePath, wait);
}

/** A refused login (wrong password, unknown login): counted against its address, text and account. */
export async function countFailedLogin(attempt: LoginAttempt, store: AttemptStore = defaultStore()): Promise<void> {
  for (const [key, rule] of loginKeys(attempt)) await store.hit(key, rule);
}

/** A successful login clears the failures of its text and its account (the address's stay counted). */
export async function clearLoginFailures(attempt: LoginAttempt, store: AttemptStore = defaultStore()): Promise<void> {
  for (const [key] of loginKeys(attempt).slice(1)) await store.clear(key);
}

/**
 * The check of an action counted from an address for its owner (a company, a customer) against a
 * pair of allowances: false once either is used up, and then the action is not done. An address
 * already past its allowance does not use up the owner's.
 */
function fromAddressFor(action: string, perAddress: RateRule, perOwner: RateRule) {
  return async (
    { clientIp, owner }: { clientIp: string; owner: string },
    store: AttemptStore = defaultStore(),
  ): Promise<boolean> => {
    const byAddress = await store.hit(`${action}:ip:${clientIp}`, perAddress);
    const byOwner = byAddress && (await store.hit(`${action}:dono:${owner}`, perOwner));
    if (byOwner) return true;
    log.warn("rate_limit.exceeded", { action, by: byAddress ? "owner" : "ip" });
    return false;
  };
}

/** Counts an invitation sent from this address for this company, the `owner` (INVITATION_RULES). */
export const allowInvitation = fromAddressFor("convite", INVITATION_RULES.perAddress, INVITATION_RULES.perCompany);

/**
 * The account a user lookup names, as the attempt limits count it: the customer (whose e-mail,
 * CPF and CNPJ are logins of one account) or the representative. A company's sub-user logs in
 * by their e-mail only (`cpfLength` null) and shares the company's `idcliente`: the e-mail typed
 * is their account, already counted by enforceRateLimit.
 */
export function lookupAccount(found: UserLookup): string | null {
  if (found.representante) return `representante:${found.idcliente}`;
  return found.cpfLength === null ? null : `cliente:${found.idcliente}`;
}

/**
 * Counts an attempt of `action` on the account behind the login typed (lookupAccount), whichever
 * of its logins was typed: they share AUTH_ATTEMPTS_PER_ACCOUNT, so a locked e-mail does not
 * leave the CPF open. Past the limit, the too-many-request page.
 */
export async function enforceAccountLimit(
  { action, account, basePath }: { action: LimitedAction; account: string | null; basePath: string },
  store: AttemptStore = defaultStore(),
): Promise<void> {
  if (!account) return;
  const key = `${action}:id:${createHash("sha256").update(account).digest("hex")}`;
  if (await store.hit(key, rules().perAccount)) return;
  log.warn("rate_limit.exceeded", { action, by: "account" });
  throw tooManyAttempts(basePath, await store.waitMs(key, rules().perAccount));
}

/**
 * Card payments: each is a charge attempt at the gateway, so a session (or a script holding one)
 * cannot test card numbers one after another. Per client address and per customer, per hour.
 */
export const CARD_PAYMENT_RULES = {
  // An office or a shared network pays for several customers from one address.
  perAddress: { limit: 60, windowMs: HOUR_MS },
  perCustomer: { limit: 10, windowMs: HOUR_MS },
} as const satisfies Record<string, RateRule>;

/** Counts a card payment attempt from this address for this customer, the `owner` (CARD_PAYMENT_RULES). */
export const allowCardPayment = fromAddressFor("cartao", CARD_PAYMENT_RULES.perAddress, CARD_PAYMENT_RULES.perCustomer);
