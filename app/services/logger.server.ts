import { getEnv } from "./env.server";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
type Level = Exclude<LogLevel, "silent">;
export type Logger = Record<Level, (event: string, fields?: Record<string, unknown>) => void>;

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const SECRET_KEY = /senha|password|token|secret|authorization|cookie|cvc|cvv|card|cartao|number|api_?key/i;

/** Replaces the values of secret-looking keys, at any depth, so that no log line carries a secret. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 5 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? "[redacted]" : redact(item, depth + 1)]),
  );
}

/** Structured JSON lines: an event name plus fields, secrets redacted; warnings and errors to stderr. */
export function createLogger(level: () => LogLevel): Logger {
  const write =
    (at: Level) =>
    (event: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[at] < ORDER[level()]) return;
      const line = JSON.stringify({ time: new Date().toISOString(), level: at, event, ...(redact(fields) as object) });
      (at === "error" || at === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
    };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

export const log: Logger = createLogger(() => getEnv().LOG_LEVEL);
