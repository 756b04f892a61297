import express from "express";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  errorAnswer,
  jsonBody,
  numericId,
  parseBody,
  parseQuery,
  queryIdList,
  queryInteger,
  queryOptIn,
  querySearchText,
} from "../../../upstream/http";

const statusOf = (run: () => unknown) => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as { status?: number }).status;
  }
};

describe("query helpers", () => {
  it("read id lists, dropping blanks and repeats", () => {
    const Query = z.object({ tags: queryIdList });
    expect(parseQuery(Query, { tags: "5001, 5034,5001," }).tags).toEqual([5001, 5034]);
    expect(parseQuery(Query, {}).tags).toEqual([]);
    expect(statusOf(() => parseQuery(Query, { tags: "5001,abc" }))).toBe(400);
    expect(statusOf(() => parseQuery(Query, { tags: ["1", "2"] }))).toBe(400);
  });

  it("read search text of any length and punctuation", () => {
    const Query = z.object({ q: querySearchText });
    expect(parseQuery(Query, { q: `  "*():^-  ` }).q).toBe(`"*():^-`);
    expect(parseQuery(Query, { q: "a".repeat(2000) }).q).toHaveLength(2000);
    expect(parseQuery(Query, {}).q).toBe("");
  });

  it("read whole numbers within bounds, and opt-in flags", () => {
    const Query = z.object({ page: queryInteger(1, 10), all: queryOptIn });
    expect(parseQuery(Query, { page: "3", all: "TRUE" })).toEqual({ page: 3, all: true });
    expect(parseQuery(Query, { page: "" })).toEqual({ page: undefined, all: false });
    for (const page of ["0", "11", "1.5", "um"]) expect(statusOf(() => parseQuery(Query, { page }))).toBe(400);
  });

  it("read numeric ids, and nothing else", () => {
    expect(numericId("1001")).toBe(1001);
    expect(numericId("10a")).toBeNull();
    expect(numericId("1".repeat(16))).toBeNull();
  });
});

describe("parseBody", () => {
  it("names the bad fields in a 400", () => {
    const Body = z.object({ a: z.string(), b: z.number() });
    expect(() => parseBody(Body, { a: 1 })).toThrow("Corpo da requisição inválido: a, b.");
    expect(() => parseBody(Body, undefined)).toThrow("Corpo da requisição inválido.");
  });
});

describe("errorAnswer", () => {
  it("answers malformed or oversized JSON bodies with a 4xx message", async () => {
    const app = express();
    app.post("/", jsonBody, (_req, res) => res.json({ ok: true }));
    app.use(errorAnswer);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const post = (body: string) =>
      fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    try {
      const malformed = await post("{");
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ mensagem: "Corpo da requisição inválido." });
      expect((await post(JSON.stringify({ texto: "x".repeat(20_000) }))).status).toBe(413);
      expect((await post("{}")).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
