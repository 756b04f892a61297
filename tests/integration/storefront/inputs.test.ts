/**
 * What a shopper types or an address carries, through the real server: a quantity too small to
 * keep, forms the storefront cannot take (repeated or unknown fields), a representative buying
 * before choosing a client, malformed ids in addresses, and company invitations (their pace and
 * the names they carry). The storefront runs over the embedded upstream behind a recording proxy,
 * which can also refuse chosen requests with a 400.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "turbo-stream";
import { couponCodeMessages } from "~/models/coupon-choice";
import { messages } from "~/models/messages";
import { INVITATION_RULES } from "~/services/rate-limit.server";
import { startUpstream, type RunningUpstream } from "../../../upstream/start";
import { bodyText, hrefs } from "../../support/html";
import { newCustomer } from "../../support/new-customer";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";

const APP_TOKEN = "storefront-dev-token";

/** zod's own English messages: none may reach a shopper. */
const ZOD_ENGLISH =
  /Invalid discriminator|Expected [a-z]+, received|\bRequired\b|Invalid input|String must contain|Number must be|Invalid enum value|Invalid literal value|Invalid email|Invalid type|Array must contain/;

type Seen = { method: string; path: string; body: string };

let upstream: RunningUpstream;
let upstreamDir: string;
let proxy: http.Server;
let server: StorefrontServer;
const seen: Seen[] = [];
/** Paths (with query) the proxy answers with a 400 instead of passing them on. */
const refusedByUpstream = new Set<RegExp>();

beforeAll(async () => {
  upstreamDir = mkdtempSync(path.join(os.tmpdir(), "storefront-inputs-"));
  upstream = await startUpstream({ port: 0, host: "127.0.0.1", dataDir: upstreamDir, appToken: APP_TOKEN });
  const target = new URL(upstream.url);
  const agent = new http.Agent({ keepAlive: true });
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = req.url ?? "/";
      seen.push({ method: req.method ?? "GET", path: decodeURIComponent(url), body: body.toString("utf8") });
      if ([...refusedByUpstream].some((pattern) => pattern.test(url))) {
        res
          .writeHead(400, { "Content-Type": "application/json" })
          .end(JSON.stringify({ mensagem: "Parâmetros inválidos: id." }));
        return;
      }
      const forward = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: url,
          headers: { ...req.headers, host: target.host },
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => res.writeHead(502).end());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  server = await startStorefront({
    apiBaseUrl: `http://127.0.0.1:${port}`,
    env: { TRUST_PROXY: "true", AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" },
  });
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await upstream?.close();
  if (upstreamDir) rmSync(upstreamDir, { recursive: true, force: true });
});

/**
 * A browser without JavaScript that keeps its cookies, comes from its own address (X-Forwarded-For,
 * which the server trusts here) and may send a field more than once.
 */
class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly ip: string) {}

  async get(target: string): Promise<Response> {
    return this.send(target, { method: "GET" });
  }

  /** A form POST from a page of this origin; fields as pairs, so that one name may come twice. */
  async post(target: string, fields: Record<string, string> | [string, string][]): Promise<Response> {
    const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields));
    return this.send(target, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    });
  }

  /** Follows same-origin redirects; the last response and its path. */
  async follow(response: Response): Promise<{ response: Response; path: string }> {
    let current = response;
    let at = "";
    for (let hop = 0; hop < 5 && current.status >= 300 && current.status < 400; hop++) {
      const next = new URL(current.headers.get("Location") ?? "/", server.url);
      at = `${next.pathname}${next.search}`;
      current = await this.get(at);
    }
    return { response: current, path: at };
  }

  private async send(target: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("X-Forwarded-For", this.ip);
    if (this.cookies.size > 0)
      headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(`${server.url}${target}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      if (value === "" || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

let ipCounter = 0;
/** A browser with an address no other test uses. */
const browser = () => {
  ipCounter += 1;
  return new Browser(`10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`);
};

async function loggedIn(login: string, supplier: string, extra: Record<string, string> = {}): Promise<Browser> {
  const who = browser();
  const response = await who.post(`/${supplier}/entrar`, { login, senha: "demo1234", ...extra });
  expect(response.status, `login of ${login}`).toBe(303);
  return who;
}

/** A customer nobody else uses, signed up (and so logged in) at casaverde, which approves at once. */
async function freshCustomer(): Promise<Browser> {
  const who = browser();
  const customer = newCustomer("entradas");
  expect((await who.post("/casaverde/cadastro", customer.fields)).status).toBe(303);
  return who;
}

async function textOf(response: Response): Promise<string> {
  return bodyText(await response.text());
}

/** The page data of a single-fetch answer (a form posted by a page with JavaScript). */
async function turboData(response: Response): Promise<unknown> {
  const decoded = await decode(response.body!, {
    plugins: [(type: string, ...values: unknown[]) => ({ value: { type, values } })],
  });
  await decoded.done;
  return decoded.value;
}

const cartPosts = (since: number) =>
  seen.slice(since).filter((request) => request.method === "POST" && request.path.includes("/cart"));

describe("a quantity too small to keep (0,0000001)", () => {
  it("is refused next to the buy button, in Portuguese, and never reaches the cart", async () => {
    const who = await freshCustomer();
    const before = seen.length;
    const response = await who.post("/casaverde/carrinho", {
      intent: "adicionar",
      idproduto: "3001",
      quantidade: "0,0000001",
      redirectTo: "/casaverde/produto/3001",
    });
    expect(response.status).toBe(303);
    const { response: back, path: at } = await who.follow(response);
    expect(at).toBe("/casaverde/produto/3001");
    expect(await textOf(back)).toContain(messages.cart.quantityTooSmall);
    expect(cartPosts(before)).toEqual([]);
    expect(await textOf(await who.get("/casaverde/carrinho"))).toContain(messages.order.emptyCart);
  });

  it("is refused to a page with JavaScript, with the message for the quantity field", async () => {
    const who = await freshCustomer();
    const response = await who.post("/casaverde/carrinho.data", {
      intent: "adicionar",
      idproduto: "3001",
      quantidade: "0,0000001",
      resposta: "dados",
    });
    const answer = JSON.stringify(await turboData(response));
    expect(answer).toContain(messages.cart.quantityTooSmall);
    expect(answer).not.toContain(messages.cart.saveFailed);
  });

  it("is refused when set on a cart line or sent by a page's save, and the line keeps its quantity", async () => {
    const who = await freshCustomer();
    expect(
      (await who.post("/casaverde/carrinho", { intent: "adicionar", idproduto: "3001", quantidade: "2" })).status,
    ).toBe(303);
    const set = await who.post("/casaverde/carrinho", {
      intent: "definir",
      idproduto: "3001",
      quantidade: "0,0000001",
    });
    expect(set.status).toBe(400);
    expect(await textOf(set)).toContain(messages.cart.quantityTooSmall);
    const linhas = JSON.stringify([{ idproduto: "3001", quantidade: 0.0000001, embalarParaPresente: false }]);
    const save = await who.post("/casaverde/carrinho", { intent: "salvar", linhas, vistos: '["3001"]' });
    expect(save.status).toBe(400);
    expect(await textOf(save)).toContain(messages.cart.quantityTooSmall);
    expect(await textOf(await who.get("/casaverde/carrinho"))).toMatch(/Banana prata/);
  });

  it("gets a 400 with a message from the upstream itself, never a 500, and the stored cart stays", async () => {
    const customer = newCustomer("upstream");
    expect((await browser().post("/casaverde/cadastro", customer.fields)).status).toBe(303);
    const headers = { "Content-Type": "application/json", Accept: "application/json", "X-Consent-Necessary": "true" };
    const login = await fetch(`${upstream.url}/v1/app/${APP_TOKEN}/usuario/autenticar`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        cpf: customer.email,
        senha: customer.senha,
        idcliente: null,
        idfornecedor: "casaverde",
        idcadastroextracliente: null,
        loginAsRepresentante: false,
        tokenOrigin: null,
      }),
    });
    expect(login.status).toBe(200);
    const { token, cliente } = (await login.json()) as { token: string; cliente: { idcliente: number } };
    const cart = `${upstream.url}/v2/app/${APP_TOKEN}/cliente/${cliente.idcliente}/usuario/${cliente.idcliente}/cart?idfornecedor=casaverde`;
    const auth = { ...headers, Authorization: `Bearer ${token}` };
    const save = (quantidade: number) =>
      fetch(cart, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ cartItens: [{ idproduto: 3001, quantidade, embalarParaPresente: false }] }),
      });
    expect((await save(2)).status).toBe(200);
    const tiny = await save(0.0000001);
    expect(tiny.status).toBe(400);
    expect(((await tiny.json()) as { mensagem: string }).mensagem).toBe(
      "Corpo da requisição inválido: cartItens.0.quantidade.",
    );
    const stored = (await (await fetch(cart, { headers: auth })).json()) as {
      cartItens: { idproduto: number; quantidade: number }[];
    };
    expect(stored.cartItens.map(({ idproduto, quantidade }) => ({ idproduto, quantidade }))).toEqual([
      { idproduto: 3001, quantidade: 2 },
    ]);
  });
});

describe("a form the storefront cannot take gets Portuguese words, never zod's", () => {
  it.each<[string, string, [string, string][], string]>([
    [
      "an unknown cart intent",
      "/casaverde/carrinho",
      [
        ["intent", "esvaziar-tudo"],
        ["redirectTo", "/casaverde/produto/3001"],
      ],
      messages.forms.unknownAction,
    ],
    [
      "a product sent twice to the cart",
      "/casaverde/carrinho",
      [
        ["intent", "adicionar"],
        ["idproduto", "3001"],
        ["idproduto", "3002"],
        ["quantidade", "1"],
        ["redirectTo", "/casaverde/produto/3001"],
      ],
      messages.forms.repeated,
    ],
    [
      "a quantity sent twice to the cart",
      "/casaverde/carrinho",
      [
        ["intent", "adicionar"],
        ["idproduto", "3001"],
        ["quantidade", "1"],
        ["quantidade", "2"],
        ["redirectTo", "/casaverde/produto/3001"],
      ],
      messages.forms.repeated,
    ],
    [
      "a coupon code sent twice",
      "/casaverde/cupons",
      [
        ["intent", "escolher"],
        ["codigoCupom", "FEIRA5"],
        ["codigoCupom", "OUTRO"],
      ],
      // The coupon field has words of its own for anything but a code.
      couponCodeMessages.invalid,
    ],
  ])("%s", async (_case, target, fields, expected) => {
    const who = await freshCustomer();
    const before = seen.length;
    const response = await who.post(target, fields);
    const { response: shown } = await who.follow(response);
    const text = await textOf(shown);
    expect(text).not.toMatch(ZOD_ENGLISH);
    expect(text).toContain(expected);
    expect(cartPosts(before)).toEqual([]);
  });

  it.each<[string, string, [string, string][]]>([
    [
      "login, twice",
      "/aurora/entrar",
      [
        ["login", "cliente@exemplo.com.br"],
        ["login", "outro@exemplo.com.br"],
        ["senha", "demo1234"],
      ],
    ],
    [
      "password recovery, twice",
      "/aurora/senha",
      [
        ["login", "cliente@exemplo.com.br"],
        ["login", "outro@exemplo.com.br"],
      ],
    ],
    [
      "sign-up e-mail, twice",
      "/casaverde/cadastro",
      [...Object.entries(newCustomer("duplo").fields), ["email", "outro@exemplo.com.br"]],
    ],
  ])("a guest's form with a field sent %s", async (_case, target, fields) => {
    const response = await browser().post(target, fields);
    expect(response.status).toBe(400);
    const text = await textOf(response);
    expect(text).not.toMatch(ZOD_ENGLISH);
    expect(text).toContain(messages.forms.repeated);
  });

  it("a representative's unknown choice of client", async () => {
    const who = await loggedIn("representante@exemplo.com.br", "aurora", { representante: "on" });
    const response = await who.post("/aurora/clientes", [
      ["intent", "adotar"],
      ["idcliente", "501"],
    ]);
    expect(response.status).toBe(400);
    const text = await textOf(response);
    expect(text).not.toMatch(ZOD_ENGLISH);
    expect(text).toContain(messages.forms.unknownAction);
  });

  it("a company's invitation with the name sent twice, and an unknown intent on the users page", async () => {
    const who = await loggedIn("empresa@exemplo.com.br", "aurora");
    const twice = await who.post("/aurora/usuarios", [
      ["intent", "incluir"],
      ["nome", "Ana"],
      ["nome", "Bia"],
      ["email", "duas@exemplo.com.br"],
    ]);
    expect(twice.status).toBe(400);
    const text = await textOf(twice);
    expect(text).not.toMatch(ZOD_ENGLISH);
    expect(text).toContain(messages.forms.repeated);
    const unknown = await who.post("/aurora/usuarios", { intent: "promover" });
    expect(unknown.status).toBe(400);
    expect(await textOf(unknown)).toContain(messages.forms.unknownAction);
  });
});

describe("a representative who has not chosen a client", () => {
  it("is told to choose one, with the way to the client picker, when buying from a product page", async () => {
    const who = await loggedIn("representante@exemplo.com.br", "aurora", { representante: "on" });
    const response = await who.post("/aurora/carrinho", {
      intent: "adicionar",
      idproduto: "1001",
      quantidade: "1",
      redirectTo: "/aurora/produto/1001",
    });
    const { response: back, path: at } = await who.follow(response);
    expect(at).toBe("/aurora/produto/1001");
    const html = await back.text();
    expect(bodyText(html)).toContain(messages.cart.chooseClient);
    expect(bodyText(html)).toContain(messages.cart.chooseClientLink);
    expect(hrefs(html)).toContain("/aurora/clientes");
  });

  it("is told the same by a page with JavaScript, with the picker's address", async () => {
    const who = await loggedIn("representante@exemplo.com.br", "aurora", { representante: "on" });
    const response = await who.post("/aurora/carrinho.data", {
      intent: "adicionar",
      idproduto: "1001",
      quantidade: "1",
      resposta: "dados",
    });
    const answer = JSON.stringify(await turboData(response));
    expect(answer).toContain(messages.cart.chooseClient);
    expect(answer).toContain("/aurora/clientes");
  });
});

describe("a malformed id in the address", () => {
  const errorsSince = (since: number) =>
    server
      .logs()
      .slice(since)
      .filter((line) => line.level === "error");

  it.each([
    "/aurora/categoria/abc",
    "/aurora/categoria/-1",
    "/aurora/produto/abc",
    "/aurora/produto/1e3",
    "/aurora/produto/abc.data",
    "/aurora/combo/x",
    "/aurora/acao/x",
    "/aurora/acao/x.data",
    "/casaverde/categoria/abc",
  ])("%s is not found, without asking the upstream and without an error log", async (page) => {
    const bad = /\/(abc|-1|1e3|x)(\.data)?$/.exec(page)?.[1] ?? "";
    const [before, logsBefore] = [seen.length, server.logs().length];
    const response = await browser().get(page);
    expect(response.status).toBe(404);
    if (!page.endsWith(".data")) expect(await textOf(response)).toContain(messages.errors.notFoundTitle);
    else await response.arrayBuffer();
    const asked = seen.slice(before).filter((request) => request.path.split(/[/?&=]/).includes(bad));
    expect(asked).toEqual([]);
    expect(errorsSince(logsBefore)).toEqual([]);
  });

  it.each([
    ["a product", "/aurora/produto/4242", /\/produto\/4242\b/],
    ["a category", "/aurora/categoria/4243", /categ=4243\b/],
    ["a combo", "/aurora/combo/4244", /\/promotional-combo\/4244\//],
    ["a campaign link", "/aurora/acao/4245", /\/link-acao\/[^/]+\/4245\b/],
  ])("%s the upstream refuses with a 400 is not found, not a fault", async (_case, page, refused) => {
    refusedByUpstream.add(refused);
    try {
      const logsBefore = server.logs().length;
      const response = await browser().get(page);
      expect(response.status).toBe(404);
      const text = await textOf(response);
      expect(text).toContain(messages.errors.notFoundTitle);
      expect(text).not.toContain(messages.errors.upstreamUnavailable);
      expect(errorsSince(logsBefore)).toEqual([]);
    } finally {
      refusedByUpstream.delete(refused);
    }
  });
});

const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F]/;

describe("invitations of a company's users", () => {
  const uniqueEmail = (label: string) =>
    `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;

  it(`stop past ${INVITATION_RULES.perAddress.limit} from one address, with a Portuguese message and no e-mail sent`, async () => {
    const who = await loggedIn("empresa@exemplo.com.br", "aurora");
    const sent: string[] = [];
    for (let invitation = 0; invitation < INVITATION_RULES.perAddress.limit; invitation++) {
      const email = uniqueEmail("convite");
      const response = await who.post("/aurora/usuarios", { intent: "incluir", nome: "Pessoa Convidada", email });
      expect(response.status, `invitation ${invitation + 1}`).toBe(303);
      sent.push(email);
    }
    const refused = uniqueEmail("recusado");
    const response = await who.post("/aurora/usuarios", { intent: "incluir", nome: "Pessoa Recusada", email: refused });
    expect(response.status).toBe(429);
    const html = await response.text();
    expect(bodyText(html)).toContain(messages.users.tooManyInvitations);
    expect(html).toContain(refused);
    expect(await upstreamCli(upstreamDir, "outbox", "--to", refused)).not.toContain(refused);
    expect(await upstreamCli(upstreamDir, "outbox", "--to", sent.at(-1)!, "--limit", "1")).toContain("Convite");
  });

  it("carry names without direction or control characters, on the page and in the e-mail", async () => {
    const who = await loggedIn("empresa@exemplo.com.br", "aurora");
    const email = uniqueEmail("bidi");
    const response = await who.post("/aurora/usuarios", {
      intent: "incluir",
      nome: "\u202EZé\u202C Bidi\u200F\u0007 Teste\u2066",
      email,
    });
    expect(response.status).toBe(303);
    const html = await (await who.get("/aurora/usuarios")).text();
    expect(html).toContain("Zé Bidi Teste");
    expect(html).not.toMatch(DIRECTION_CONTROLS);
    expect(html).not.toContain("\u0007");
    const outbox = await upstreamCli(upstreamDir, "outbox", "--to", email, "--limit", "1");
    expect(outbox).toContain("Olá, Zé!");
    expect(outbox).not.toMatch(DIRECTION_CONTROLS);
    expect(outbox).not.toContain("\u0007");
  });
});
