// Reading values out of answers whose shape is only known once they are validated.

/** The value at a path of keys and indexes, or undefined. */
export function at(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** An id or a text: numbers are read as their digits (ids may be strings or numbers). */
export function text(value: unknown): string | undefined {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

export function num(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}
