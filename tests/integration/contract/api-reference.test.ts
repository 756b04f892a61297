import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docsApp } from "../../../contract/docs/server";

let server: Server;
let base: string;

beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const listening = docsApp().listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("npm run docs: the API reference", () => {
  it("renders the checked-in OpenAPI document with Swagger UI served locally, no CDN", async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    expect(html).toContain('url: "./upstream-openapi.json"');
    expect(html).not.toMatch(/(src|href)="https?:/);
    for (const asset of ["swagger-ui.css", "swagger-ui-bundle.js"]) {
      expect(html).toContain(`./${asset}`);
      const answer = await fetch(`${base}/${asset}`);
      expect(answer.status, asset).toBe(200);
      expect((await answer.arrayBuffer()).byteLength, asset).toBeGreaterThan(10_000);
    }
  });

  it("serves docs/upstream-openapi.json as it is in the repository", async () => {
    const answer = await fetch(`${base}/upstream-openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/application\/json/);
    expect(await answer.json()).toEqual(JSON.parse(readFileSync("docs/upstream-openapi.json", "utf8")));
  });
});
