/**
 * The client picker through the real server over the embedded upstream (docs/rules/account.md "Representative",
 * "Linked sub-user"; docs/upstream-api.md §30, §38): a representative picks, switches and stops
 * acting for a client; a login with linked clients switches among them; nobody else gets the page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieContent } from "../../support/confidential-cookies";
import { bodyText, tags } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" } });
});

afterAll(async () => {
  await server?.stop();
});

const BRANCH = "Mercado Boa Compra — Filial Centro";

async function loggedIn(login: string, extra: Record<string, string> = {}): Promise<Shopper> {
  const who = new Shopper(server.url);
  const response = await who.post("/aurora/entrar", { login, senha: "demo1234", ...extra });
  expect(response.status, `login of ${login}`).toBe(303);
  return who;
}

const representative = () => loggedIn("representante@exemplo.com.br", { representante: "on" });

/** The upstream token the shopper's auth cookie holds (encrypted: each write of it differs, its content not). */
async function tokenOf(who: Shopper): Promise<unknown> {
  const value = who.cookie("commerce-auth-token");
  expect(value).toBeTruthy();
  const content = await cookieContent("commerce-auth-token", value!);
  expect(content).toBeTruthy();
  return content;
}

async function page(who: Shopper, path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await who.get(path);
  const html = await response.text();
  return { status: response.status, html, text: bodyText(html) };
}

/** The text of the strip under the header (whom the orders are for), or null when there is none. */
function bannerText(html: string): string | null {
  const match = /<section aria-label="(?:Atendimento do representante|Cliente da compra)"[\s\S]*?<\/section>/.exec(
    html,
  );
  return match ? bodyText(match[0]) : null;
}

/** The clients the picker offers to pick (one submit button each). */
function pickable(html: string): string[] {
  return tags(html, "button")
    .filter((button) => button.name === "idcliente")
    .map((button) => button.value ?? "");
}

describe("who gets the picker", () => {
  it("sends a guest to log in and come back", async () => {
    const response = await new Shopper(server.url).get("/aurora/clientes?q=mercado");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aurora/entrar?redirectTo=%2Faurora%2Fclientes%3Fq%3Dmercado");
  });

  it("answers 'not found' to a customer without linked clients", async () => {
    const who = await loggedIn("cliente@exemplo.com.br");
    const { status, text } = await page(who, "/aurora/clientes");
    expect(status).toBe(404);
    expect(text).toContain("Página não encontrada");
    expect((await who.post("/aurora/clientes", { intent: "trocar", idcliente: "503" })).status).toBe(404);
  });
});

describe("a representative", () => {
  it("logs in to the list of their clients, with the banner asking to pick one", async () => {
    const who = new Shopper(server.url);
    const login = await who.post("/aurora/entrar", {
      login: "representante@exemplo.com.br",
      senha: "demo1234",
      representante: "on",
    });
    expect(login.headers.get("Location")).toBe("/aurora/clientes");
    const { status, html, text } = await page(who, "/aurora/clientes");
    expect(status).toBe(200);
    expect(text).toContain("Escolha o cliente para atender");
    expect(text).toContain("3 clientes");
    for (const nome of ["Ana Beatriz Souza", "Mercado Boa Compra Ltda.", BRANCH]) expect(text).toContain(nome);
    expect(text).toContain("529.982.247-25");
    expect(text).toContain("11.222.333/0002-62");
    expect(pickable(html)).toEqual(["501", "502", "503"]);
    expect(bannerText(html)).toContain("Escolha um cliente para atender");
    expect(tags(html, "form").some((form) => form.method === "get" && form.role === "search")).toBe(true);
  });

  it.each([
    ["filial", ["503"], "1 de 3 clientes"],
    ["MERCADO boa", ["502", "503"], "2 de 3 clientes"],
    ["529.982", ["501"], "1 de 3 clientes"],
    ["11222333000181", ["502"], "1 de 3 clientes"],
    ["ninguém", [], "Nenhum cliente encontrado para “ninguém”."],
  ])("filters by name or document: %j", async (q, expected, count) => {
    const who = await representative();
    const { html, text } = await page(who, `/aurora/clientes?q=${encodeURIComponent(q)}`);
    expect(pickable(html)).toEqual(expected);
    expect(text).toContain(count);
    expect(tags(html, "input").find((input) => input.id === "filtro-clientes")?.value).toBe(q);
  });

  it("picks a client: acts with the client's token, keeps their own, and says 'Atendendo'", async () => {
    const who = await representative();
    const representativeToken = await tokenOf(who);
    const response = await who.post("/aurora/clientes", { intent: "atender", idcliente: "503" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/aurora");
    expect(who.cookie("commerce-auth-token")).toBeTruthy();
    expect(await tokenOf(who)).not.toEqual(representativeToken);

    const home = await page(who, "/aurora");
    expect(home.text).toContain(`Atendendo ${BRANCH}`);
    expect(bannerText(home.html)).toBe(`Atendendo: ${BRANCH} Trocar cliente Encerrar atendimento`);
    const stop = tags(home.html, "form").find((form) => form.action === "/aurora/clientes" && form.method === "post");
    expect(stop).toBeDefined();

    const picker = await page(who, "/aurora/clientes");
    expect(picker.text).toContain("Atendendo agora");
    expect(pickable(picker.html)).toEqual(["501", "502"]);
  });

  it("switches to another client by picking it", async () => {
    const who = await representative();
    await who.post("/aurora/clientes", { intent: "atender", idcliente: "503" });
    const response = await who.post("/aurora/clientes", { intent: "atender", idcliente: "501" });
    expect(response.status).toBe(303);
    expect(bannerText((await page(who, "/aurora")).html)).toContain("Atendendo: Ana Beatriz Souza");
  });

  it("is refused a client they do not serve, with the server's message, and keeps acting as before", async () => {
    const who = await representative();
    await who.post("/aurora/clientes", { intent: "atender", idcliente: "503" });
    const response = await who.post("/aurora/clientes", { intent: "atender", idcliente: "505" });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(bodyText(html)).toContain("Cliente não atendido por este representante.");
    expect(bannerText((await page(who, "/aurora")).html)).toContain(`Atendendo: ${BRANCH}`);
  });

  it("stops acting: back to their own token and to the list", async () => {
    const who = await representative();
    const representativeToken = await tokenOf(who);
    await who.post("/aurora/clientes", { intent: "atender", idcliente: "503" });
    const response = await who.post("/aurora/clientes", { intent: "encerrar" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/aurora/clientes");
    expect(await tokenOf(who)).toEqual(representativeToken);
    const { html, text } = await page(who, "/aurora/clientes");
    expect(text).toContain(`Você encerrou o atendimento de ${BRANCH}.`);
    expect(bannerText(html)).toContain("Escolha um cliente para atender");
    expect(pickable(html)).toEqual(["501", "502", "503"]);
  });

  it.each([
    ["no client", { intent: "atender" }, 400],
    ["a client that is not a number", { intent: "atender", idcliente: "abc" }, 400],
    ["an unknown intent", { intent: "apagar" }, 400],
    ["a linked user's switch", { intent: "trocar", idcliente: "503" }, 404],
  ])("answers %s with an error and changes nothing", async (_case, fields, status) => {
    const who = await representative();
    const token = who.cookie("commerce-auth-token");
    const response = await who.post("/aurora/clientes", fields);
    expect(response.status).toBe(status);
    expect(who.cookie("commerce-auth-token")).toBe(token);
  });

  it("refuses a pick posted from another origin", async () => {
    const who = await representative();
    const token = who.cookie("commerce-auth-token");
    const response = await who.post("/aurora/clientes", { intent: "atender", idcliente: "503" }, "http://evil.example");
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(who.cookie("commerce-auth-token")).toBe(token);
    expect(bannerText((await page(who, "/aurora")).html)).toContain("Escolha um cliente para atender");
  });
});

describe("a login with linked clients", () => {
  it("sees whom it buys for and the clients it may switch to", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const home = await page(who, "/aurora");
    expect(bannerText(home.html)).toBe("Comprando para: Mercado Boa Compra Ltda. Trocar cliente");
    const { status, html, text } = await page(who, "/aurora/clientes");
    expect(status).toBe(200);
    expect(text).toContain("Escolha para qual cliente comprar");
    expect(text).toContain("Mercado Boa Compra — Filial Vila Prudente");
    expect(text).toContain("Comprando agora");
    expect(pickable(html)).toEqual(["503", "504"]);
  });

  it("switches to a branch, to another one and back, always naming its own login upstream", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const first = await who.post("/aurora/clientes", { intent: "trocar", idcliente: "503" });
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/aurora");
    const home = await page(who, "/aurora");
    expect(home.text).toContain(`Agora você está comprando para ${BRANCH}`);
    expect(bannerText(home.html)).toContain(`Comprando para: ${BRANCH}`);

    expect((await who.post("/aurora/clientes", { intent: "trocar", idcliente: "504" })).status).toBe(303);
    expect(bannerText((await page(who, "/aurora")).html)).toContain(
      "Comprando para: Mercado Boa Compra — Filial Vila Prudente",
    );
    expect((await who.post("/aurora/clientes", { intent: "trocar", idcliente: "502" })).status).toBe(303);
    expect(bannerText((await page(who, "/aurora")).html)).toContain("Comprando para: Mercado Boa Compra Ltda.");
  });

  it("ends the token of the client it leaves, and takes the new client's own flags", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const before = who.clone();
    expect((await who.post("/aurora/clientes", { intent: "trocar", idcliente: "503" })).status).toBe(303);
    const stale = await before.get("/aurora/conta");
    expect(stale.status).toBe(302);
    expect(stale.headers.get("Location")).toBe("/aurora/entrar?redirectTo=%2Faurora%2Fconta");
    expect((await who.post("/aurora/clientes", { intent: "trocar", idcliente: "502" })).status).toBe(303);
    expect((await page(who, "/aurora/conta")).status).toBe(200);
  });

  it("is refused a client that is not linked to it", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const response = await who.post("/aurora/clientes", { intent: "trocar", idcliente: "501" });
    expect(response.status).toBe(403);
    expect(bodyText(await response.text())).toMatch(/vinculad/i);
    expect(bannerText((await page(who, "/aurora")).html)).toContain("Comprando para: Mercado Boa Compra Ltda.");
  });

  it("as a company's user: greeted by name, buys for the company, may switch", async () => {
    const who = await loggedIn("comprador@exemplo.com.br");
    const home = await page(who, "/aurora");
    expect(home.text).toContain("Olá, Júlia");
    expect(bannerText(home.html)).toContain("Comprando para: Mercado Boa Compra Ltda.");
    expect((await who.post("/aurora/clientes", { intent: "trocar", idcliente: "503" })).status).toBe(303);
    expect(bannerText((await page(who, "/aurora")).html)).toContain(`Comprando para: ${BRANCH}`);
  });
});
