import { z } from "zod";

const DEV_SESSION_SECRET = "dev-only-session-secret-change-me";

const csv = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    );

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

/** The storefront's settings (README, "Settings"), validated once at boot. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** 0 lets the system pick a free port; the `server.listening` line names the one bound. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  API_BASE_URL: optionalUrl,
  /**
   * The card gateway's origin, which shoppers' browsers send a new card to (docs/decisions/0011);
   * unset → API_BASE_URL's, where the reference upstream serves its test gateway.
   */
  CARD_GATEWAY_ORIGIN: optionalUrl.transform((url) => (url === undefined ? undefined : new URL(url).origin)),
  /** Where the terms of use are read from (docs/rules/account.md "Terms of use": "GET termouso … on a separate host"); unset → API_BASE_URL. */
  TERMS_BASE_URL: optionalUrl,
  APP_TOKEN: z.string().min(1).default("storefront-dev-token"),
  SESSION_SECRET: csv(DEV_SESSION_SECRET).pipe(z.array(z.string().min(16)).min(1)),
  /** Unset or empty: the server's own address once it listens (server.ts), http://localhost:{PORT}/. */
  DEFAULT_SITE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().url().default("http://localhost:3000/"),
  ),
  APP_HOSTS: csv("localhost,127.0.0.1,[::1]").pipe(z.array(z.string().min(1)).min(1)),
  DATA_DIR: z.string().default("./data"),
  CHAT_URL: optionalUrl,
  IMAGE_BASE_URL: optionalUrl,
  MAP_TILE_URL: z.string().default(""),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(""),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false", "0", "1"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  AUTH_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(8),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
  /** How long a request body may take to arrive before it is answered 408 (a slow client holds a connection). */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(500).max(120000).default(15000),
  /** How long a page may wait on the upstream in all, its one retry included (each attempt still stops at UPSTREAM_TIMEOUT_MS). */
  PAGE_DEADLINE_MS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(500).max(60000).default(6000),
  ),
  /**
   * Where the instances share attempt limits, the per-cart lock, the checkout's notes of its keys and
   * the public-data cache's shared tier (redis://host:port/db; ADR 0053, 0055).
   * Unset: each process keeps its own, as with one instance.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "use redis://host:port (or rediss://)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * false: public supplier data and the guests' catalogue are asked of the upstream for every page
   * instead of being kept for a while (requests at the same moment still share one call).
   */
  PUBLIC_CACHE: z
    .enum(["true", "false", "0", "1"], { errorMap: () => ({ message: "use true (the default) or false" }) })
    .default("true")
    .transform((value) => value === "true" || value === "1"),
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new EnvError(`Configuração inválida:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function usesDevSessionSecret(env: Env): boolean {
  return env.SESSION_SECRET.includes(DEV_SESSION_SECRET);
}

let current: Env | undefined;

/** The validated settings of this process (parsed on first use). */
export function getEnv(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/** Sets the settings explicitly (the server does this at boot, after choosing the upstream address). */
export function setEnv(env: Env): void {
  current = env;
}

/**
 * The origin browsers tokenize cards at: CARD_GATEWAY_ORIGIN, else the upstream's own (the reference
 * upstream serves its test gateway itself); null when neither is set yet.
 */
export function cardGatewayOrigin(env: Env): string | null {
  const url = env.CARD_GATEWAY_ORIGIN ?? env.API_BASE_URL;
  return url === undefined ? null : new URL(url).origin;
}

/** Where browsers load images from: IMAGE_BASE_URL, or `/imagens` served by this server from the upstream. */
export function publicImageBaseUrl(): string {
  return getEnv().IMAGE_BASE_URL ?? "/imagens";
}
