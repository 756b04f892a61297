/**
 * The conformance kit (`npm run contract:check`, contract/check/) against the embedded upstream with
 * its demo data: every operation of docs/upstream-openapi.json is exercised and its answer conforms,
 * and the kit says which call does not conform, at which field, when a server answers a wrong shape.
 * The demo data is put back after each test (the kit writes: a customer, orders, an address…).
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UsageError, parseArgs } from "../../../contract/check/args";
import { checkContract, type CallResult, type CheckOptions, type Report } from "../../../contract/check/check";
import { ContractDocument, DOCUMENT_FILE } from "../../../contract/check/document";
import { PLAN, SECTIONS_WITHOUT_CALLS } from "../../../contract/check/plan";
import { formatReport } from "../../../contract/check/report";
import { crc16CcittFalse } from "../../../app/models/checkout/pix-code";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { upstreamCli } from "../../support/upstream-cli";
import { APP_TOKEN, startTestUpstream, type TestUpstream } from "./harness";

/** Aurora with the company's principal login (its users, its linked branches), a representative and the ERP key. */
const DEMO: Omit<CheckOptions, "base" | "appToken"> = {
  supplier: "aurora",
  login: "empresa@exemplo.com.br",
  password: "demo1234",
  representativeLogin: "representante@exemplo.com.br",
  representativePassword: "demo1234",
  apiKey: "demo-api-key",
  erpUser: "ERP-1001",
};

/**
 * Operations of the document the demo data cannot exercise, each with why. Empty: the second run
 * below reaches every one (a delivered order with its NF-e and a priced quote are made by the
 * supplier's staff between the two runs, as the operator's commands do).
 */
const NOT_EXERCISABLE: Readonly<Record<string, string>> = {};

let upstream: TestUpstream;
let snapshot: DatabaseSnapshot;

beforeAll(async () => {
  upstream = await startTestUpstream();
});

afterAll(async () => {
  await upstream?.stop();
});

beforeEach(() => {
  snapshot = snapshotDatabase(upstream.dataDir);
});

afterEach(() => {
  snapshot.restore();
  expect(snapshot.restore(), "the demo data is as it was found").toEqual([]);
  snapshot.discard();
});

const describeResult = (result: CallResult) =>
  `${result.operationId ?? result.path} (${result.title}): ${result.outcome}${result.status ? ` ${result.status}` : ""}${result.why ? ` — ${result.why}` : ""}${result.faults.map((fault) => `\n    ${fault.path || "(answer)"}: ${fault.message}`).join("")}`;

const nonConforming = (report: Report) =>
  report.results.filter((result) => result.outcome === "does-not-conform").map(describeResult);

/** `npm run contract:check -- …` as a process: its exit code and standard output. */
function runCli(args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "contract/check/cli.ts", ...args],
      { timeout: 60_000 },
      (error, stdout) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout });
      },
    );
  });
}

describe("the command line", () => {
  it("reads the flags, and refuses a login without its password", () => {
    expect(
      parseArgs([
        "--base",
        "http://127.0.0.1:3100",
        "--app-token",
        "t",
        "--supplier=aurora",
        "--login",
        "a@b.c",
        "--password",
        "x",
        "--json",
      ]),
    ).toEqual({
      options: { base: "http://127.0.0.1:3100", appToken: "t", supplier: "aurora", login: "a@b.c", password: "x" },
      json: true,
      help: false,
    });
    expect(() => parseArgs(["--base", "http://127.0.0.1:3100", "--app-token", "t", "--login", "a@b.c"])).toThrow(
      new UsageError("--login and --password go together"),
    );
    expect(() => parseArgs(["--app-token", "t"])).toThrow(new UsageError("--base is required"));
  });
});

describe("the plan", () => {
  it("has a step for every section of docs/upstream-api.md that defines a call", () => {
    const sections = new Set(PLAN.map((step) => step.call));
    const missing = Array.from({ length: 88 }, (_, index) => index + 1).filter(
      (call) => !sections.has(call) && !(call in SECTIONS_WITHOUT_CALLS),
    );
    expect(missing).toEqual([]);
  });
});

describe("npm run contract:check against the embedded upstream", () => {
  it("exercises every operation of the document, and every answer conforms", async () => {
    const options = { base: upstream.url, appToken: APP_TOKEN, ...DEMO };
    const first = await checkContract(options);
    expect(nonConforming(first), formatReport(first)).toEqual([]);

    // The supplier's staff: the PIX order paid and delivered (its NF-e issued), the quote priced.
    const pix = first.orders.find((order) => order.kind === "pix")?.numpedido;
    const quote = first.orders.find((order) => order.kind === "quote")?.numpedido;
    expect(pix, "the first run placed a PIX order").toBeDefined();
    expect(quote, "the first run placed a quote").toBeDefined();
    await upstreamCli(upstream.dataDir, "pay-pix", "--order", pix!);
    await upstreamCli(upstream.dataDir, "order-status", "--order", pix!, "--status", "ENTREGUE");
    await upstreamCli(upstream.dataDir, "price-quote", "--order", quote!, "--frete", "20");

    const second = await checkContract(options);
    expect(nonConforming(second), formatReport(second)).toEqual([]);
    expect(second.ok).toBe(true);

    // Every operation of the document, exercised in the second run and conforming.
    const document = ContractDocument.load();
    const unchecked = document.operations
      .filter((operation) => !(operation.operationId in NOT_EXERCISABLE))
      .filter(
        (operation) =>
          !second.results.some(
            (result) => result.operationId === operation.operationId && result.outcome === "conforms",
          ),
      )
      .map((operation) => {
        const tried = second.results.filter((result) => result.operationId === operation.operationId);
        return `${operation.operationId} ${operation.method} ${operation.template}: ${tried.length === 0 ? "no step reached it" : tried.map(describeResult).join("; ")}`;
      });
    expect(unchecked, formatReport(second)).toEqual([]);

    // What only the history allows was exercised for real in the second run, not as a refusal.
    const status = (call: number) =>
      second.results.filter((result) => result.call === call).map((result) => result.status);
    expect(status(62)).toEqual([201]);
    expect(status(63)).toEqual([200]);
    expect(status(64)).toEqual([200]);
    expect(status(65)).toEqual([200]);
    expect(status(67)).toEqual([200]);
  });

  it("reports a call whose answer has a field of the wrong type, with the field's path; an optional call absent and a call not in the document are no failure", async () => {
    // A server that answers call 1 with a segment's name as a number and lacks the optional call 7;
    // everything else as the upstream does. The document checked with lacks call 2.
    const proxy = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", async () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
        ) as Record<string, string>;
        if (/^\/v4\/static-text\//.test(req.url ?? "")) {
          res
            .writeHead(404, { "Content-Type": "application/json" })
            .end(JSON.stringify({ mensagem: "Recurso não encontrado." }));
          return;
        }
        const answer = await fetch(`${upstream.url}${req.url}`, {
          method: req.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        let body = Buffer.from(await answer.arrayBuffer());
        if (answer.ok && /\/configuracao\/fornecedor$/.test(new URL(req.url ?? "/", "http://proxy").pathname)) {
          const config = JSON.parse(body.toString("utf8")) as { segmentos: { nome: unknown }[] };
          config.segmentos[0]!.nome = 42;
          body = Buffer.from(JSON.stringify(config));
        }
        res
          .writeHead(answer.status, {
            "Content-Type": answer.headers.get("content-type") ?? "application/octet-stream",
          })
          .end(body);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    try {
      const full = JSON.parse(readFileSync(DOCUMENT_FILE, "utf8")) as { paths: Record<string, unknown> };
      const documentFile = join(upstream.dataDir, "openapi-without-call-2.json");
      writeFileSync(
        documentFile,
        JSON.stringify({
          ...full,
          paths: Object.fromEntries(
            Object.entries(full.paths).filter(([path]) => path !== "/v2/app/{apptoken}/fornecedor"),
          ),
        }),
      );
      const report = await checkContract({
        base: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        appToken: APP_TOKEN,
        supplier: "aurora",
        documentFile,
      });
      expect(report.ok).toBe(false);
      const call1 = report.results.find((result) => result.call === 1)!;
      expect(call1).toMatchObject({ outcome: "does-not-conform", status: 200, operationId: "call01" });
      expect(call1.faults).toEqual([{ path: "/segmentos/0/nome", message: "must be string" }]);
      expect(formatReport(report)).toMatch(
        / 1\. Supplier configuration — GET \/v2\/app\/\{apptoken\}\/configuracao\/fornecedor: 200 DOES NOT CONFORM\n\s+\/segmentos\/0\/nome: must be string/,
      );
      expect(report.results.find((result) => result.call === 7)).toMatchObject({
        outcome: "optional-absent",
        status: 404,
        required: false,
      });
      expect(report.results.find((result) => result.call === 2)).toMatchObject({
        outcome: "not-in-document",
        status: 200,
      });
      expect(
        report.results.filter((result) => result.outcome === "does-not-conform").map((result) => result.call),
      ).toEqual([1]);
      // Without a login, the calls that need a session say so.
      expect(report.results.find((result) => result.call === 40)).toMatchObject({
        outcome: "not-exercised",
        why: "needs a customer's login (--login and --password)",
      });
      // The command's exit code is 1, and its JSON report names the field.
      const cli = await runCli([
        "--base",
        `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        "--app-token",
        APP_TOKEN,
        "--supplier",
        "aurora",
        "--json",
      ]);
      expect(cli.code).toBe(1);
      const json = JSON.parse(cli.stdout) as Report;
      expect(json.results.find((result) => result.call === 1)?.faults).toEqual([
        { path: "/segmentos/0/nome", message: "must be string" },
      ]);
    } finally {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });

  it("reports an order that names another user than the kit's login as the one who placed it (idusuariovinculado, call 55 and call 61); absent is no failure", async () => {
    // A server that says every order was placed by the company's user 424242, though the kit places
    // its orders with the principal login (who is no company user: null expected).
    let stamp: (order: Record<string, unknown>) => void = (order) => (order.idusuariovinculado = 424242);
    const proxy = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", async () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
        ) as Record<string, string>;
        const answer = await fetch(`${upstream.url}${req.url}`, {
          method: req.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        let body = Buffer.from(await answer.arrayBuffer());
        const path = new URL(req.url ?? "/", "http://proxy").pathname;
        if (
          answer.ok &&
          req.method === "GET" &&
          (/\/order\/\d+$/.test(path) || /^\/v2\/app\/pedido\/cliente\/\d+$/.test(path))
        ) {
          const data = JSON.parse(body.toString("utf8")) as Record<string, unknown> | Record<string, unknown>[];
          for (const order of Array.isArray(data) ? data : [data]) stamp(order);
          body = Buffer.from(JSON.stringify(data));
        }
        res
          .writeHead(answer.status, {
            "Content-Type": answer.headers.get("content-type") ?? "application/octet-stream",
          })
          .end(body);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const report = await checkContract({ base, appToken: APP_TOKEN, ...DEMO });
      expect(report.ok).toBe(false);
      const mainOrder = report.results.find((result) => result.call === 55 && result.title.includes("just placed"))!;
      expect(mainOrder.outcome).toBe("does-not-conform");
      expect(mainOrder.faults).toEqual([
        {
          path: "/idusuariovinculado",
          message: expect.stringContaining("names 424242 as the user who placed the kit's own order"),
        },
      ]);
      const history = report.results.find((result) => result.call === 61)!;
      expect(history.outcome).toBe("does-not-conform");
      expect(history.faults.length).toBe(report.orders.length);
      expect(history.faults.every((fault) => /^\/\d+\/idusuariovinculado$/.test(fault.path))).toBe(true);
      expect(formatReport(report)).toMatch(
        /55\. One order \(the one just placed\) — GET [^\n]+ DOES NOT CONFORM\n\s+\/idusuariovinculado: names 424242/,
      );
      snapshot.restore();

      // Without the field, as the spec's own server: conforms.
      stamp = (order) => delete order.idusuariovinculado;
      const without = await checkContract({ base, appToken: APP_TOKEN, ...DEMO });
      expect(nonConforming(without), formatReport(without)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });

  it.each([
    [
      "forgets the coupon kept (null where the kept one is due)",
      (cart: Record<string, unknown>, query: URLSearchParams) =>
        query.has("codigoCupom") ? cart : { ...cart, cupomManual: null },
      "does-not-conform",
    ],
    [
      "keeps no coupon (cupomManual left out): only the schema is checked",
      (cart: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(cart).filter(([key]) => key !== "cupomManual")),
      "conforms",
    ],
  ] as const)(
    "checks the coupon kept with the cart (§40, optional) of a server that %s",
    async (_case, rewrite, outcome) => {
      const proxy = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", async () => {
          const headers = Object.fromEntries(
            Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
          ) as Record<string, string>;
          const answer = await fetch(`${upstream.url}${req.url}`, {
            method: req.method,
            headers,
            body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
          });
          let body = Buffer.from(await answer.arrayBuffer());
          const url = new URL(req.url ?? "/", "http://proxy");
          if (answer.ok && req.method === "GET" && /\/cart$/.test(url.pathname))
            body = Buffer.from(
              JSON.stringify(rewrite(JSON.parse(body.toString("utf8")) as Record<string, unknown>, url.searchParams)),
            );
          res
            .writeHead(answer.status, {
              "Content-Type": answer.headers.get("content-type") ?? "application/octet-stream",
            })
            .end(body);
        });
      });
      await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
      try {
        const report = await checkContract({
          ...DEMO,
          base: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
          appToken: APP_TOKEN,
        });
        const kept = report.results.filter(
          (result) =>
            result.call === 40 && result.title.startsWith("Load the cart") && result.title !== "Load the cart",
        );
        expect(kept.map((result) => result.title)).toEqual([
          "Load the cart with a coupon (kept with the cart, where the server keeps coupons)",
          "Load the cart without naming a coupon (the kept one answered)",
          "Load the cart, the coupon removed (removerCupom=true)",
        ]);
        const withoutCoupon = kept[1]!;
        expect(withoutCoupon.outcome, formatReport(report)).toBe(outcome);
        if (outcome === "does-not-conform") {
          expect(withoutCoupon.faults).toEqual([
            { path: "cupomManual", message: expect.stringContaining("where the coupon kept before") },
          ]);
          expect(report.ok).toBe(false);
        } else {
          expect(kept.every((result) => result.outcome === "conforms")).toBe(true);
          expect(withoutCoupon.note).toContain("keeps no coupon");
        }
      } finally {
        await new Promise<void>((resolve) => proxy.close(() => resolve()));
      }
    },
  );
});

/** An answer of the upstream, as a tampering proxy may change it. */
type Answer = { status: number; contentType: string; body: Buffer };

/**
 * A server in front of the embedded upstream: each request goes to the path `route` gives (default
 * the same), and its answer is answered as `tamper` changes it (`base`: the proxy's own address).
 */
async function tamperingProxy(
  tamper: (request: { method: string; url: URL; base: string }, answer: Answer) => Answer,
  route: (url: URL) => string = (url) => `${url.pathname}${url.search}`,
): Promise<{ base: string; close(): Promise<void> }> {
  let base = "";
  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
      ) as Record<string, string>;
      const url = new URL(req.url ?? "/", base);
      const upstreamAnswer = await fetch(`${upstream.url}${route(url)}`, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      const answer = tamper(
        { method: req.method ?? "GET", url, base },
        {
          status: upstreamAnswer.status,
          contentType: upstreamAnswer.headers.get("content-type") ?? "application/octet-stream",
          body: Buffer.from(await upstreamAnswer.arrayBuffer()),
        },
      );
      res.writeHead(answer.status, { "Content-Type": answer.contentType }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => proxy.close(() => resolve())) };
}

/** The answer with its JSON body changed by `change` (which may change it in place). */
function json(answer: Answer, change: (data: unknown) => unknown): Answer {
  const data = JSON.parse(answer.body.toString("utf8")) as unknown;
  return { ...answer, body: Buffer.from(JSON.stringify(change(data) ?? data)) };
}

const results = (report: Report, call: number) => report.results.filter((result) => result.call === call);

describe("what the kit checks beyond the document's shapes", () => {
  it.each([
    ["answers the token, refused as the contract says", (answer: Answer) => answer, "conforms"],
    [
      "answers a refusal without its mensagem",
      (answer: Answer) => ({ ...answer, body: Buffer.from(JSON.stringify({ erro: "cartao invalido" })) }),
      "does-not-conform",
    ],
  ] as const)(
    "checks a card gateway at another address than the reference server's (§60: any URL) that %s",
    async (_case, gatewayAnswer, outcome) => {
      const GATEWAY_PATH = "/pagamentos/v2/cartoes/tokenizar";
      const proxy = await tamperingProxy(
        ({ method, url, base }, answer) => {
          if (method === "GET" && url.pathname === "/v4/gateways/token" && answer.status === 200)
            return json(answer, (data) => ({ ...(data as object), urlTokenizacao: `${base}${GATEWAY_PATH}` }));
          if (method === "POST" && url.pathname === GATEWAY_PATH) return gatewayAnswer(answer);
          return answer;
        },
        (url) => (url.pathname === GATEWAY_PATH ? "/gateway-teste/v1/tokens" : `${url.pathname}${url.search}`),
      );
      try {
        const report = await checkContract({ ...DEMO, base: proxy.base, appToken: APP_TOKEN });
        const tokenize = results(report, 60).find((result) => result.title === "Tokenizing a card at the gateway");
        expect(tokenize, formatReport(report)).toMatchObject({
          operationId: "call60-tokenize",
          target: GATEWAY_PATH,
          status: 422,
          outcome,
        });
        if (outcome === "does-not-conform")
          expect(tokenize!.faults).toContainEqual({ path: "", message: "must have required property 'mensagem'" });
        else expect(nonConforming(report), formatReport(report)).toEqual([]);
      } finally {
        await proxy.close();
      }
    },
  );

  it.each([
    [
      "slot starts without a time-zone offset",
      (start: string) => start.replace(/[+-]\d{2}:\d{2}$/, ""),
      "does-not-conform",
    ],
    ["slot starts in UTC (Z): the same instants", (start: string) => new Date(start).toISOString(), "conforms"],
  ] as const)("checks the delivery options (§51, §52) of a server whose %s", async (_case, rewrite, outcome) => {
    const proxy = await tamperingProxy(({ url }, answer) =>
      answer.status === 200 && url.pathname.includes("/formas-entrega/")
        ? json(answer, (data) => {
            for (const option of data as { agendamentos?: { data_de_entrega: string }[] }[])
              for (const slot of option.agendamentos ?? []) slot.data_de_entrega = rewrite(slot.data_de_entrega);
          })
        : answer,
    );
    try {
      const report = await checkContract({ ...DEMO, base: proxy.base, appToken: APP_TOKEN });
      const options = [...results(report, 51), ...results(report, 52)];
      expect(
        options.map((result) => result.outcome),
        formatReport(report),
      ).toEqual([outcome, outcome]);
      if (outcome === "does-not-conform") {
        for (const result of options) {
          expect(result.faults.length).toBeGreaterThan(0);
          for (const fault of result.faults) {
            expect(fault.path).toMatch(/^\/\d+\/agendamentos\/\d+\/data_de_entrega$/);
            expect(fault.message).toMatch(
              /^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}" is not an instant with its time-zone offset/,
            );
          }
        }
        expect(report.ok).toBe(false);
      } else expect(nonConforming(report), formatReport(report)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it.each([
    [
      "a CRC16 that does not check (its last digit changed)",
      (code: string) => code.slice(0, -1) + (code.endsWith("0") ? "1" : "0"),
      "does-not-conform",
    ],
    [
      "another receiver city, its CRC16 made again",
      (code: string) => {
        const payload = code.slice(0, -4).replace(/6009SAO PAULO/, "6008CAMPINAS");
        return payload + crc16CcittFalse(payload);
      },
      "conforms",
    ],
  ] as const)("checks the PIX code (§59) of a server that answers %s", async (_case, rewrite, outcome) => {
    const proxy = await tamperingProxy(({ url }, answer) =>
      answer.status < 300 && url.pathname.startsWith("/v4/payment/pix/")
        ? json(answer, (data) => ({
            ...(data as object),
            copiaECola: rewrite((data as { copiaECola: string }).copiaECola),
          }))
        : answer,
    );
    try {
      const report = await checkContract({ ...DEMO, base: proxy.base, appToken: APP_TOKEN });
      const pix = results(report, 59);
      expect(
        pix.map((result) => result.outcome),
        formatReport(report),
      ).toEqual([outcome, outcome]);
      if (outcome === "does-not-conform") {
        for (const result of pix)
          expect(result.faults).toEqual([
            {
              path: "/copiaECola",
              message: expect.stringMatching(
                /^a BR Code no bank accepts: its CRC16 \(field 63\) is [0-9A-F]{4}, where the payload up to and including "6304" gives [0-9A-F]{4}$/,
              ),
            },
          ]);
        expect(report.ok).toBe(false);
      } else expect(nonConforming(report), formatReport(report)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it("checks that a DANFE is a PDF (§64) and that an NF-e's XML parses and carries the order's access key (§65)", async () => {
    let tamper: (path: string, answer: Answer) => Answer = (_path, answer) => answer;
    const proxy = await tamperingProxy(({ url }, answer) =>
      answer.status === 200 && /^\/v4\/(danfe|nfe-xml)\//.test(url.pathname) ? tamper(url.pathname, answer) : answer,
    );
    const documents = (report: Report) => [...results(report, 64), ...results(report, 65)];
    try {
      const options = { ...DEMO, base: proxy.base, appToken: APP_TOKEN };
      const first = await checkContract(options);
      await upstreamCli(
        upstream.dataDir,
        "pay-pix",
        "--order",
        first.orders.find((order) => order.kind === "pix")!.numpedido,
      );
      await upstreamCli(
        upstream.dataDir,
        "order-status",
        "--order",
        first.orders.find((order) => order.kind === "pix")!.numpedido,
        "--status",
        "ENTREGUE",
      );

      // As the upstream answers: both conform.
      const asIs = await checkContract(options);
      expect(
        documents(asIs).map((result) => [result.status, result.outcome]),
        formatReport(asIs),
      ).toEqual([
        [200, "conforms"],
        [200, "conforms"],
      ]);
      const xml = (body: Buffer) => body.toString("utf8");

      // A page as the DANFE, an XML cut short.
      tamper = (path, answer) =>
        path.startsWith("/v4/danfe/")
          ? { ...answer, body: Buffer.from("<!doctype html><title>Erro</title><p>DANFE indisponível</p>") }
          : { ...answer, body: answer.body.subarray(0, Math.floor(answer.body.length / 2)) };
      const broken = await checkContract(options);
      const [danfe, nfe] = documents(broken);
      expect(danfe, formatReport(broken)).toMatchObject({ outcome: "does-not-conform", status: 200 });
      expect(danfe!.faults).toEqual([
        { path: "", message: 'not a PDF: no "%PDF-" header in its first 1024 bytes (it starts "<!doctype html><")' },
      ]);
      expect(nfe).toMatchObject({ outcome: "does-not-conform", status: 200 });
      expect(nfe!.faults).toEqual([{ path: "", message: expect.stringMatching(/^does not parse as XML: /) }]);
      expect(broken.ok).toBe(false);

      // Another NF-e's XML: well-formed, but not the order's key.
      const OTHER_KEY = "35261118345672000102550010000009991123456780";
      tamper = (path, answer) =>
        path.startsWith("/v4/nfe-xml/")
          ? { ...answer, body: Buffer.from(xml(answer.body).replace(/\d{44}/g, OTHER_KEY)) }
          : answer;
      const other = await checkContract(options);
      const otherNfe = results(other, 65)[0]!;
      expect(otherNfe, formatReport(other)).toMatchObject({ outcome: "does-not-conform", status: 200 });
      expect(otherNfe.faults).toEqual([
        {
          path: "",
          message: expect.stringMatching(new RegExp(`^infNFe's Id is "NFe${OTHER_KEY}", where the order's access key`)),
        },
        {
          path: "",
          message: expect.stringMatching(
            new RegExp(`^protNFe's chNFe is ${OTHER_KEY}, not the order's access key \\d{44}`),
          ),
        },
      ]);

      // Variants a server may choose: the PDF's header after a few bytes (readers look in the first
      // 1024), and the XML without its declaration, its elements under a namespace prefix.
      tamper = (path, answer) =>
        path.startsWith("/v4/danfe/")
          ? { ...answer, body: Buffer.concat([Buffer.from("\r\n\r\n"), answer.body]) }
          : {
              ...answer,
              body: Buffer.from(
                xml(answer.body)
                  .replace(/^<\?xml[^>]*\?>\s*/, "")
                  .replace(/<(\/?)(?!\?)([A-Za-z])/g, "<$1nfe:$2")
                  .replace(/xmlns=/g, "xmlns:nfe="),
              ),
            };
      const variants = await checkContract(options);
      expect(
        documents(variants).map((result) => [result.status, result.outcome]),
        formatReport(variants),
      ).toEqual([
        [200, "conforms"],
        [200, "conforms"],
      ]);
    } finally {
      await proxy.close();
    }
  });
});
