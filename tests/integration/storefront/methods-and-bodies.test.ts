/**
 * The methods and bodies a page takes, through the real server in front of an upstream that
 * records every call: a method a route does not take (TRACE, PROPFIND, PUT, a POST to a page or a
 * download without a form) is answered 405 in Portuguese with an Allow header; OPTIONS is answered
 * with the Allow header and runs no loader; a body a form cannot be read from (broken multipart,
 * JSON, text) is answered 400 in Portuguese; a body that trickles in is cut after BODY_TIMEOUT_MS
 * with 408. Never a 500, never an English body (docs/rules/architecture.md "Safety").
 */
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from "vitest";
import { bodyText, tags, textOf } from "../../support/html";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

// app/models/messages.ts, errors: the server's own pt-BR answers.
const METHOD_TITLE = "Ação não disponível";
const METHOD_SHORT = "Método não permitido nesta página.";
const BAD_BODY_TITLE = "Envio inválido";
const BAD_BODY_SHORT = "Não conseguimos ler o formulário enviado.";
const TIMEOUT_TITLE = "Envio interrompido";
const TIMEOUT_SHORT = "O envio demorou demais e foi interrompido.";

const BODY_TIMEOUT_MS = 1500;

let upstream: MisbehavingUpstream;
let server: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    env: { PUBLIC_CACHE: "false", BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS) },
  });
});

afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

let firstLine = 0;
beforeEach(() => {
  upstream.seen.length = 0;
  firstLine = server.lines.length;
  onTestFailed(() => console.error(`storefront log of this test:\n${server.lines.slice(firstLine).join("\n")}`));
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** Any method with any body (fetch() refuses TRACE and a body on some methods). */
function request(
  path: string,
  { method, headers = {}, body }: { method: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  const allHeaders = { Origin: server.url, ...headers };
  if (body !== undefined) Object.assign(allHeaders, { "Content-Length": String(Buffer.byteLength(body)) });
  return new Promise((resolve, reject) => {
    const sent = http.request({ hostname, port, path, method, headers: allHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", reject);
    });
    sent.setTimeout(15_000, () => sent.destroy(new Error(`${method} ${path}: no answer in time`)));
    sent.on("error", reject);
    sent.end(body);
  });
}

const html = { Accept: "text/html,application/xhtml+xml" };

function expectPortuguesePage(answer: Answer, title: string) {
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  expect(tags(answer.body, "html")[0]?.lang).toBe("pt-BR");
  expect(textOf(answer.body, "h1")).toBe(title);
  expect(bodyText(answer.body)).not.toMatch(/Error|Method Not Allowed|Bad Request|Unexpected/);
}

function noErrorLogged() {
  const lines = server.logs(firstLine);
  expect(lines.filter((line) => line.level === "error")).toEqual([]);
}

describe("a method the route does not take: 405 in Portuguese with Allow", () => {
  it.each(["TRACE", "PROPFIND", "PUT", "DELETE"])("%s on the store's home", async (method) => {
    const answer = await request("/aurora/", { method, headers: html });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS");
    expectPortuguesePage(answer, METHOD_TITLE);
    noErrorLogged();
  });

  it("PUT on a page that takes a form names POST among the methods it takes", async () => {
    const answer = await request("/aurora/entrar", { method: "PUT", headers: html });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  });

  it("a POST to a page without a form, and to a download, is refused without reaching the upstream", async () => {
    for (const path of ["/aurora/", "/aurora/busca?q=cafe", "/aurora/pedidos/1/danfe", "/aurora/pedidos/exportar"]) {
      const answer = await request(path, {
        method: "POST",
        headers: { ...html, "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow, path).toBe("GET, HEAD, OPTIONS");
      expectPortuguesePage(answer, METHOD_TITLE);
    }
    expect(upstream.seen).toEqual([]);
    noErrorLogged();
  });

  it("a client that is not a browser gets the short Portuguese text", async () => {
    const answer = await request("/aurora/pedidos/1/danfe", { method: "TRACE", headers: { Accept: "*/*" } });
    expect(answer.status).toBe(405);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.body.trim()).toBe(METHOD_SHORT);
  });

  it("a POST to the data address of a page without a form gets the same short answer", async () => {
    const answer = await request("/aurora/busca.data", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(answer.status).toBe(405);
    expect(answer.body.trim()).toBe(METHOD_SHORT);
  });

  it("a POST to a page that takes a form still reaches its action", async () => {
    const answer = await request("/aurora/entrar", {
      method: "POST",
      headers: { ...html, "Content-Type": "application/x-www-form-urlencoded" },
      body: "login=&senha=",
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.allow).toBeUndefined();
  });
});

describe("OPTIONS", () => {
  it("says what the page takes and runs no loader: the upstream is not called", async () => {
    const product = await request("/aurora/produto/AUR-0001", { method: "OPTIONS" });
    expect(product.status).toBe(204);
    expect(product.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(product.body).toBe("");
    const home = await request("/aurora/", { method: "OPTIONS" });
    expect(home.status).toBe(204);
    expect(home.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(upstream.seen).toEqual([]);
  });
});

describe("a body a form cannot be read from: 400 in Portuguese, never a 500", () => {
  const bodies: [string, string, string][] = [
    ["broken JSON", "application/json", "{broken"],
    ["JSON (pages take forms)", "application/json", '{"login":"a"}'],
    ["multipart without a boundary", "multipart/form-data", "whatever"],
    ["multipart whose parts are broken", "multipart/form-data; boundary=abc", "--abc\r\nnot a part"],
    ["plain text", "text/plain", "login=a"],
    ["no content type", "", "login=a"],
  ];

  it.each(bodies)("%s to a page's form", async (_name, contentType, body) => {
    const headers: Record<string, string> = { ...html };
    if (contentType) headers["Content-Type"] = contentType;
    const answer = await request("/aurora/entrar", { method: "POST", headers, body });
    expect(answer.status).toBe(400);
    expectPortuguesePage(answer, BAD_BODY_TITLE);
    noErrorLogged();
  });

  it("to a page's data address: the short Portuguese text", async () => {
    const answer = await request("/aurora/entrar.data", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=abc" },
      body: "garbage",
    });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.body.trim()).toBe(BAD_BODY_SHORT);
    noErrorLogged();
  });

  it("a well-formed multipart form is still read", async () => {
    const boundary = "----formulario";
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="login"\r\n\r\n\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="senha"\r\n\r\n\r\n`,
      `--${boundary}--\r\n`,
    ].join("");
    const answer = await request("/aurora/entrar", {
      method: "POST",
      headers: { ...html, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(answer.status).toBe(400);
    expect(textOf(answer.body, "h1")).not.toBe(BAD_BODY_TITLE);
  });
});

/**
 * A POST whose body comes as `send` writes it (a few bytes and then nothing, or pieces over time),
 * and the answer, whole or cut short by the server; the client gives up after 15 s.
 */
function slowPost(
  path: string,
  headers: Record<string, string>,
  send: (sent: http.ClientRequest) => void,
): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  const allHeaders = { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", ...headers };
  return new Promise((resolve, reject) => {
    const sent = http.request({ hostname, port, path, method: "POST", headers: allHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      const done = () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
      response.on("end", done);
      response.on("aborted", done);
    });
    sent.setTimeout(15_000, () => sent.destroy(new Error(`POST ${path}: no answer to a slow body`)));
    sent.on("error", reject);
    send(sent);
  });
}

describe("a body that trickles in", () => {
  it("is cut after BODY_TIMEOUT_MS with 408 in Portuguese, and the server goes on", async () => {
    // A few bytes, then nothing more of the 1000 announced.
    const answer = await slowPost("/aurora/entrar", { ...html, "Content-Length": "1000" }, (sent) =>
      sent.write("login=a"),
    );
    expect(answer.status).toBe(408);
    expectPortuguesePage(answer, TIMEOUT_TITLE);
    await server.waitForLog((line) => line.event === "request.body_timeout" && line.path === "/aurora/entrar");
    expect(server.alive()).toBe(true);
    expect((await request("/aurora/entrar", { method: "GET", headers: html })).status).toBe(200);
  });

  it("a body that keeps arriving, more slowly than one window allows in full, is read to its end (a spreadsheet from a phone on a slow network)", async () => {
    // 60 KiB of a form in 20 KiB pieces, one every half window: it takes about 1.5 windows.
    const piece = `observacao=${"a".repeat(20 * 1024 - "observacao=".length)}`;
    const answer = await slowPost(
      "/aurora/carrinho",
      { ...html, "Content-Length": String(piece.length * 3 + 2) },
      (sent) => {
        sent.write(piece);
        setTimeout(() => sent.write(`&${piece}`), BODY_TIMEOUT_MS / 2);
        setTimeout(() => sent.end(`&${piece}`), BODY_TIMEOUT_MS * 1.2);
      },
    );
    // Read whole and handed to the page (a guest's cart post is sent to log in), never cut with 408.
    expect(answer.status).not.toBe(408);
    expect(answer.status).toBeLessThan(500);
  });

  it("a client that is not a browser gets the short text", async () => {
    const answer = await slowPost("/aurora/carrinho", { "Transfer-Encoding": "chunked" }, (sent) =>
      sent.write("intent="),
    );
    expect(answer.status).toBe(408);
    expect(answer.body.trim()).toBe(TIMEOUT_SHORT);
  });
});
