import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startUpstream } from "../../../upstream/start";

export const APP_TOKEN = "token-de-teste";

/** The headers every storefront request carries (DESIGN §3); the upstream accepts and ignores them. */
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
  /** GET and the JSON body, failing unless the status is the one expected. */
  json(path: string, status?: number): Promise<unknown>;
  stop(): Promise<void>;
};

/** The upstream on a random port over a fresh temporary DATA_DIR. */
export async function startTestUpstream(): Promise<TestUpstream> {
  const dataDir = mkdtempSync(join(tmpdir(), "upstream-it-"));
  const upstream = await startUpstream({ port: 0, dataDir, appToken: APP_TOKEN });
  const get = (path: string) => fetch(`${upstream.url}${path}`, { headers: STOREFRONT_HEADERS });
  return {
    url: upstream.url,
    dataDir,
    get,
    async json(path, status = 200) {
      const response = await get(path);
      const body: unknown = await response.json();
      if (response.status !== status) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    },
    async stop() {
      await upstream.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
