import { rmSync } from "node:fs";
import { expect } from "vitest";
import { z } from "zod";
import { startUpstream, type UpstreamOptions } from "../../../upstream/start";
import { seededDataDir } from "../../support/seeded-database";

export const APP_TOKEN = "token-de-teste";
/** The prefix of the calls that carry `{apptoken}`. */
export const APP = `/v2/app/${APP_TOKEN}`;

export const IDS = {
  aurora: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
  bomsabor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e02",
  casaverde: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e03",
} as const;
export const SLUGS = Object.keys(IDS) as (keyof typeof IDS)[];
export const UNKNOWN_ID = "0b0b0b0b-1111-4222-8333-444444444444";

/** The body of every failure. */
export const ErrorSchema = z.object({ mensagem: z.string().min(1) }).strict();

/** The headers every storefront request carries (docs/rules/architecture.md "Upstream requests"); the upstream accepts and ignores them. */
export const STOREFRONT_HEADERS = {
  "X-Consent-Necessary": "true",
  "X-Consent-Session": "true",
  "X-Consent-Performance": "false",
  "X-Consent-Personalization": "false",
  "X-idfornecedor": "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
  Authorization: "Bearer token-qualquer",
};

export type TestUpstream = {
  url: string;
  dataDir: string;
  get(path: string): Promise<Response>;
  /** POST with a JSON body; a string is sent as it is (to send malformed JSON). */
  post(path: string, body: unknown): Promise<Response>;
  /** GET and the JSON body, failing unless the status is the one expected. */
  json(path: string, status?: number): Promise<unknown>;
  /** GET and the JSON body parsed with the schema, failing unless the status is 200. */
  parse<S extends z.ZodTypeAny>(schema: S, path: string): Promise<z.output<S>>;
  /** The `mensagem` of a failure, checking its status and that it is JSON; GET unless a response is given. */
  error(request: string | Promise<Response>, status: number): Promise<string>;
  stop(): Promise<void>;
};

/** What a test may set on the server: its clock (`now`), and after how long PIX charges pay themselves. */
export type TestUpstreamOptions = Pick<UpstreamOptions, "now" | "pixPayAfterMs">;

/** The upstream on a random port over a fresh temporary DATA_DIR. */
export async function startTestUpstream(options: TestUpstreamOptions = {}): Promise<TestUpstream> {
  const dataDir = seededDataDir("upstream-it-");
  const upstream = await startUpstream({ ...options, port: 0, dataDir, appToken: APP_TOKEN });
  const get = (path: string) => fetch(`${upstream.url}${path}`, { headers: STOREFRONT_HEADERS });
  const json = async (path: string, status = 200) => {
    const response = await get(path);
    const body: unknown = await response.json();
    if (response.status !== status) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  return {
    url: upstream.url,
    dataDir,
    get,
    post: (path, body) =>
      fetch(`${upstream.url}${path}`, {
        method: "POST",
        headers: { ...STOREFRONT_HEADERS, "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    json,
    parse: async (schema, path) => schema.parse(await json(path)),
    async error(request, status) {
      const response = await (typeof request === "string" ? get(request) : request);
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      return ErrorSchema.parse(await response.json()).mensagem;
    },
    async stop() {
      await upstream.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
