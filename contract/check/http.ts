// The HTTP runner: one request to the server under check, with the headers the storefront sends
// (docs/upstream-api.md, Conventions: Request headers), and its answer as bytes.

export type Query = Record<string, string | number | boolean | null | undefined>;

export type OutgoingRequest = {
  method: string;
  /** The path under the base, or an absolute URL (a gateway's own address). */
  path: string;
  query?: Query;
  headers?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** Any other body, with its own Content-Type in `headers` (or none: FormData sets its own). */
  body?: string | FormData;
  /** `Authorization: Bearer …`. */
  token?: string;
  /** The supplier in view (`X-idfornecedor`). */
  supplier?: string;
  accept?: string;
};

export type Exchange = {
  method: string;
  /** The path and query asked for, as sent. */
  target: string;
  status: number;
  contentType: string | null;
  /** The Retry-After header, when there is one. */
  retryAfter: string | null;
  body: Uint8Array;
  /** The body read as JSON, or undefined. */
  data: unknown;
  /** The network failure, when there was no answer (status 0). */
  failure?: string;
};

const TIMEOUT_MS = 15_000;

export function queryString(query: Query = {}): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== null && entry[1] !== "",
  );
  return entries.length === 0
    ? ""
    : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

export async function send(base: string, request: OutgoingRequest): Promise<Exchange> {
  const absolute = /^https?:\/\//i.test(request.path);
  const url = `${absolute ? request.path : `${base.replace(/\/+$/, "")}${request.path}`}${queryString(request.query)}`;
  const headers: Record<string, string> = {
    Accept: request.accept ?? "application/json",
    "X-Consent-Necessary": "true",
    "X-Consent-Session": "true",
    "X-Consent-Performance": "false",
    "X-Consent-Personalization": "false",
    ...(request.supplier ? { "X-idfornecedor": request.supplier } : {}),
    ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
    ...(request.json !== undefined ? { "Content-Type": "application/json" } : {}),
    ...request.headers,
  };
  const parsed = new URL(url);
  const target = `${parsed.pathname}${parsed.search}`;
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = new Uint8Array(await response.arrayBuffer());
    const contentType = response.headers.get("content-type");
    let data: unknown;
    if (contentType && /json/i.test(contentType)) {
      try {
        data = JSON.parse(new TextDecoder().decode(body));
      } catch {
        data = undefined;
      }
    }
    return {
      method: request.method,
      target,
      status: response.status,
      contentType,
      retryAfter: response.headers.get("retry-after"),
      body,
      data,
    };
  } catch (error) {
    const failure =
      error instanceof Error
        ? error.cause instanceof Error
          ? `${error.message}: ${error.cause.message}`
          : error.message
        : String(error);
    return {
      method: request.method,
      target,
      status: 0,
      contentType: null,
      retryAfter: null,
      body: new Uint8Array(),
      data: undefined,
      failure,
    };
  }
}
