/**
 * Password recovery through the real server over the embedded upstream (docs/rules/account.md "Password recovery": "Customer id for
 * password recovery has slashes removed", §8 "Password recovery"; docs/upstream-api.md §36): asking
 * for a link, the link from the outbox, a new password, and the login with it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText, hrefs, tags } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";
import { newCustomer } from "../../support/new-customer";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "3" } });
});

afterAll(async () => {
  await server?.stop();
});

const shopper = () => new Shopper(server.url);

/** A customer of casaverde (approved at once), logged out. */
async function registeredCustomer() {
  const customer = newCustomer("senha");
  const response = await shopper().post("/casaverde/cadastro", customer.fields);
  expect(response.status).toBe(303);
  return customer;
}

/** The path of the newest recovery link the upstream would have e-mailed to `email`. */
async function recoveryLink(email: string): Promise<string> {
  const outbox = await upstreamCli(server.dataDir, "outbox", "--to", email, "--limit", "1");
  const link = /\/[a-z]+\/senha\/nova\?token=[^\s]+/.exec(outbox)?.[0];
  expect(link, outbox).toBeDefined();
  return link!;
}

async function pageText(response: Response) {
  return bodyText(await response.text());
}

describe("asking for a recovery link", () => {
  it("asks for the e-mail, CPF or CNPJ in one labelled field", async () => {
    const html = await (await shopper().get("/casaverde/senha")).text();
    const input = tags(html, "input").find((field) => field.name === "login");
    expect(input).toMatchObject({ autocomplete: "username" });
    expect(tags(html, "label").find((label) => label.for === input?.id)).toBeDefined();
    expect(bodyText(html)).toContain("E-mail, CPF ou CNPJ");
  });

  it("says where the link went, with the e-mail as the server masked it", async () => {
    const customer = await registeredCustomer();
    const who = shopper();
    const response = await who.post("/casaverde/senha", { login: customer.email });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/casaverde/senha?enviado=1");
    const text = await pageText((await who.follow(response)).response);
    expect(text).toMatch(/Enviamos um link para \S+\*\*\*@exemplo\.com\.br/);
    expect(text).not.toContain(customer.email);
    expect(text).toContain("Confira seu e-mail");
  });

  it('takes a CNPJ with its slash (docs/rules/account.md "Password recovery": slashes removed)', async () => {
    const who = shopper();
    const response = await who.post("/aurora/senha", { login: "11.222.333/0001-81" });
    expect(response.status).toBe(303);
    expect(await pageText((await who.follow(response)).response)).toMatch(
      /Enviamos um link para em\*\*\*@exemplo\.com\.br/,
    );
  });

  it("says at the field that no account has a login nobody has, offering the sign-up, not a fault", async () => {
    const response = await shopper().post("/casaverde/senha", { login: "ninguem-aqui@exemplo.com.br" });
    expect(response.status).toBe(404);
    const html = await response.text();
    const text = bodyText(html);
    expect(text).toContain(
      "Não encontramos um cadastro com este e-mail, CPF ou CNPJ. Confira o que foi digitado ou crie seu cadastro.",
    );
    expect(text).not.toContain("Falha");
    expect(tags(html, "input").find((input) => input.name === "login")).toMatchObject({
      value: "ninguem-aqui@exemplo.com.br",
      "aria-invalid": "true",
    });
    expect(hrefs(html)).toContain("/casaverde/cadastro");
  });

  it("asks again for something that is no login at all, keeping it", async () => {
    const response = await shopper().post("/casaverde/senha", { login: "ana@" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(bodyText(html)).toContain("Informe um e-mail, CPF ou CNPJ válido.");
    expect(tags(html, "input").find((input) => input.name === "login")).toMatchObject({
      value: "ana@",
      "aria-invalid": "true",
    });
  });

  it("limits the requests for one login", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await shopper().post("/casaverde/senha", { login: "insistente@exemplo.com.br" });
      statuses.push(response.status);
      if (response.status === 303)
        expect(response.headers.get("Location")).toMatch(/^\/casaverde\/erro\/too-many-request\?espera=\d+$/);
    }
    expect(statuses).toEqual([404, 404, 404, 303]);
  });

  it("refuses a form posted without an Origin", async () => {
    expect((await shopper().post("/casaverde/senha", { login: "cliente@exemplo.com.br" }, null)).status).toBe(403);
  });
});

describe("setting a new password from the link", () => {
  it("takes the new password twice, sends to the login with a notice, and the new password works once", async () => {
    const customer = await registeredCustomer();
    await shopper().post("/casaverde/senha", { login: customer.cpf });
    const link = await recoveryLink(customer.email);
    const token = new URL(link, server.url).searchParams.get("token")!;

    const who = shopper();
    const page = await who.get(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(tags(html, "input").find((input) => input.name === "token")).toMatchObject({ type: "hidden", value: token });

    // The form posts to its own address, the link's (the token is in the body too).
    const mismatch = await who.post(link, { token, senha: "nova-senha-456", confirmacao: "nova-senha-457" });
    expect(mismatch.status).toBe(400);
    const mismatchHtml = await mismatch.text();
    expect(bodyText(mismatchHtml)).toContain("As senhas não conferem.");
    expect(mismatchHtml).not.toContain("nova-senha-456");

    const saved = await who.post(link, { token, senha: "nova-senha-456", confirmacao: "nova-senha-456" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/casaverde/entrar");
    expect(await pageText((await who.follow(saved)).response)).toContain("Senha alterada. Entre com a nova senha.");

    expect((await who.post("/casaverde/entrar", { login: customer.email, senha: customer.senha })).status).toBe(401);
    const login = await who.post("/casaverde/entrar", { login: customer.email, senha: "nova-senha-456" });
    expect(login.status).toBe(303);
    expect(who.cookie("commerce-auth-token")).toBeTruthy();

    const again = await shopper().post(link, { token, senha: "outra-senha-789", confirmacao: "outra-senha-789" });
    expect(again.status).toBe(422);
    const againHtml = await again.text();
    expect(bodyText(againHtml)).toContain("Link de redefinição inválido ou expirado.");
    expect(hrefs(againHtml)).toContain("/casaverde/senha");
  });

  it("says the link is not valid when it has no token", async () => {
    const response = await shopper().get("/casaverde/senha/nova");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(bodyText(html)).toContain("Este link não é válido.");
    expect(tags(html, "input").find((input) => input.name === "token")).toBeUndefined();
    expect(hrefs(html)).toContain("/casaverde/senha");
  });
});
