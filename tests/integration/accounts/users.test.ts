/**
 * Users of a company account through the real server over the embedded upstream (docs/rules/account.md "Linked users": "The
 * main linked customer can manage users (register a user with an e-mail)"; docs/upstream-api.md §37).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText, tags } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" } });
});

afterAll(async () => {
  await server?.stop();
});

async function loggedIn(login: string, extra: Record<string, string> = {}): Promise<Shopper> {
  const who = new Shopper(server.url);
  const response = await who.post("/aurora/entrar", { login, senha: "demo1234", ...extra });
  expect(response.status, `login of ${login}`).toBe(303);
  return who;
}

async function page(who: Shopper, path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await who.get(path);
  const html = await response.text();
  return { status: response.status, html, text: bodyText(html) };
}

/** The ids of the users the page offers to remove. */
function removable(html: string): string[] {
  return tags(html, "button")
    .filter((button) => button.name === "remover")
    .map((button) => button.value ?? "");
}

/** The error shown next to a field of the form "incluir-usuario". */
function fieldError(html: string, field: string): string | null {
  const match = new RegExp(`<p id="incluir-usuario-${field}-erro"[^>]*>([^<]*)</p>`).exec(html);
  return match?.[1] ?? null;
}

let counter = 0;
const uniqueEmail = () => `usuario-${Date.now()}-${process.pid}-${++counter}@exemplo.com.br`;

describe("who may manage users", () => {
  it("sends a guest to log in and come back", async () => {
    const response = await new Shopper(server.url).get("/aurora/usuarios");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aurora/entrar?redirectTo=%2Faurora%2Fusuarios");
  });

  it.each([
    ["a customer without a company", "cliente@exemplo.com.br", {}],
    ["a company's user (not its principal)", "comprador@exemplo.com.br", {}],
    ["a representative", "representante@exemplo.com.br", { representante: "on" }],
  ])("answers 'not found' to %s", async (_case, login, extra) => {
    const who = await loggedIn(login, extra);
    const { status, text } = await page(who, "/aurora/usuarios");
    expect(status).toBe(404);
    expect(text).toContain("Página não encontrada");
    expect(
      (await who.post("/aurora/usuarios", { intent: "incluir", nome: "Intrusa", email: uniqueEmail() })).status,
    ).toBe(404);
  });
});

describe("the company's principal login", () => {
  it("lists the company's users with their e-mail and the day they were included", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const { status, html, text } = await page(who, "/aurora/usuarios");
    expect(status).toBe(200);
    expect(text).toContain("Usuários da conta");
    expect(text).toContain("comprador@exemplo.com.br");
    expect(text).toMatch(/Incluído em \d{2}\/\d{2}\/\d{4}/);
    expect(removable(html).length).toBeGreaterThanOrEqual(1);
    expect(tags(html, "input").find((input) => input.name === "email")).toMatchObject({ type: "email" });
  });

  it("includes a user: an invitation goes out, and the user waits to set a password", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const email = uniqueEmail();
    const response = await who.post("/aurora/usuarios", { intent: "incluir", nome: "Renata Oliveira", email });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/aurora/usuarios");
    const { text } = await page(who, "/aurora/usuarios");
    expect(text).toContain(`Usuário incluído. Enviamos para ${email} um convite para definir a senha.`);
    expect(text).toMatch(
      new RegExp(`Renata Oliveira ${email.replace(/\./g, "\\.")} Incluído em [\\d/]+ Aguardando definir senha`),
    );
    const outbox = await upstreamCli(server.dataDir, "outbox", "--to", email, "--limit", "1");
    expect(outbox).toContain("/aurora/senha/nova?token=");
  });

  it.each([
    [
      "nothing typed",
      { nome: "", email: "" },
      { nome: "Informe o nome do usuário.", email: "Informe o e-mail do usuário." },
    ],
    [
      "a malformed e-mail",
      { nome: "Renata Oliveira", email: "renata@" },
      { nome: null, email: "Informe um e-mail válido, como nome@empresa.com.br." },
    ],
  ])("shows what is wrong next to the field for %s, keeping what was typed", async (_case, fields, errors) => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const response = await who.post("/aurora/usuarios", { intent: "incluir", ...fields });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldError(html, "nome")).toBe(errors.nome);
    expect(fieldError(html, "email")).toBe(errors.email);
    expect(tags(html, "input").find((input) => input.id === "incluir-usuario-nome")?.value ?? "").toBe(fields.nome);
    expect(tags(html, "input").find((input) => input.id === "incluir-usuario-email")?.value ?? "").toBe(fields.email);
  });

  it("says an e-mail already in use next to the e-mail field", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const response = await who.post("/aurora/usuarios", {
      intent: "incluir",
      nome: "Outra Pessoa",
      email: "cliente@exemplo.com.br",
    });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(fieldError(html, "email")).toBe("Este e-mail já está em uso.");
    expect(tags(html, "input").find((input) => input.id === "incluir-usuario-nome")?.value).toBe("Outra Pessoa");
  });

  it("removes a user after a confirmation step that needs no JavaScript", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const email = uniqueEmail();
    await who.post("/aurora/usuarios", { intent: "incluir", nome: "Paulo Temporário", email });
    const before = await page(who, "/aurora/usuarios");
    const added = removable(before.html).at(-1) ?? "";
    expect(before.text).toContain("Paulo Temporário");

    const confirm = await page(who, `/aurora/usuarios?remover=${added}`);
    expect(confirm.text).toContain("Remover Paulo Temporário?");
    expect(tags(confirm.html, "input").some((input) => input.name === "intent" && input.value === "remover")).toBe(
      true,
    );
    expect(confirm.text).toContain("Confirmar");
    expect(tags(confirm.html, "a").some((link) => link.href === "/aurora/usuarios")).toBe(true);
    expect(tags(confirm.html, "input").find((input) => input.name === "idusuario")?.value).toBe(added);

    const response = await who.post("/aurora/usuarios", {
      intent: "remover",
      idusuario: added,
      nome: "Paulo Temporário",
    });
    expect(response.status).toBe(303);
    const after = await page(who, "/aurora/usuarios");
    expect(after.text).toContain("Paulo Temporário não tem mais acesso à conta.");
    expect(removable(after.html)).not.toContain(added);

    const again = await who.post("/aurora/usuarios", { intent: "remover", idusuario: added });
    expect(again.status).toBe(303);
    expect((await page(who, "/aurora/usuarios")).text).toContain("Este usuário já não faz parte da conta.");
  });

  it("shows no confirmation for an id that is not one of the company's users", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const { status, text } = await page(who, "/aurora/usuarios?remover=999999");
    expect(status).toBe(200);
    expect(text).not.toContain("Confirmar");
  });

  it("still manages the company's users while buying for a branch", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    expect((await who.post("/aurora/clientes", { intent: "trocar", idcliente: "503" })).status).toBe(303);
    const { status, text } = await page(who, "/aurora/usuarios");
    expect(status).toBe(200);
    expect(text).toContain("comprador@exemplo.com.br");
  });

  it("refuses a change posted from another origin", async () => {
    const who = await loggedIn("empresa@exemplo.com.br");
    const email = uniqueEmail();
    const response = await who.post(
      "/aurora/usuarios",
      { intent: "incluir", nome: "Intrusa", email },
      "http://evil.example",
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await page(who, "/aurora/usuarios")).text).not.toContain(email);
  });
});
