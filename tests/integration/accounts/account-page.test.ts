/**
 * The customer's own page through the real server over the embedded upstream (docs/rules/account.md "User data": "A change of
 * approval status in the fetched user data redirects to /{s}", "confirmation of identity", §8 "User
 * update", "Session check fails", "Success toast"; docs/upstream-api.md §33, §34).
 */
import { describe, expect, it } from "vitest";
import { bodyText, tags } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";
import { cookieContent, sealedCookie } from "../../support/confidential-cookies";
import { upstreamCli } from "../../support/upstream-cli";
import { newCustomer, type NewCustomer } from "../../support/new-customer";

/** Each test starts from the seeded accounts (a sub-user's e-mail and password, a company's phone). */
const storefront = seededStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" } });

type StoredSession = {
  cliente: { email: string; nome: string };
  aprovado: boolean;
  usuarioVinculado: { email: string } | null;
};

/** The account session a `commerce-session` cookie value holds (what pages decide with). */
async function sessionIn(value: string) {
  return ((await cookieContent("commerce-session", value)) as { conta: StoredSession }).conta;
}

/** The account session the shopper's cookie holds. */
function accountSession(who: Shopper) {
  return sessionIn(who.cookie("commerce-session")!);
}

/** A new customer of casaverde (approved at once), logged in by the sign-up itself. */
async function signedUpCustomer(): Promise<{ who: Shopper; customer: NewCustomer }> {
  const customer = newCustomer("conta");
  const who = new Shopper(storefront.url);
  const response = await who.post("/casaverde/cadastro", customer.fields);
  expect(response.status).toBe(303);
  expect(who.cookie("commerce-auth-token")).toBeTruthy();
  return { who, customer };
}

async function accountText(who: Shopper, path = "/casaverde/conta"): Promise<string> {
  const response = await who.get(path);
  expect(response.status).toBe(200);
  return bodyText(await response.text());
}

/** Posts one of the page's forms and, when it saved, follows back to the page: its text. */
async function save(
  who: Shopper,
  fields: Record<string, string>,
): Promise<{ status: number; location: string | null; html: string }> {
  const response = await who.post("/casaverde/conta", fields);
  const location = response.headers.get("Location");
  if (response.status !== 303) return { status: response.status, location, html: await response.text() };
  const { response: page } = await who.follow(response);
  return { status: 303, location, html: await page.text() };
}

describe("who sees the account page", () => {
  it("sends a guest to log in and back", async () => {
    const response = await new Shopper(storefront.url).get("/casaverde/conta");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/casaverde/entrar?redirectTo=%2Fcasaverde%2Fconta");
  });

  it("shows the customer's data: name, masked CPF, e-mail, phone, birth date, address, approval", async () => {
    const { who, customer } = await signedUpCustomer();
    const text = await accountText(who);
    expect(text).toContain("Minha conta");
    expect(text).toContain("Beatriz Lima Teste");
    expect(text).toContain(customer.documento);
    expect(text).toContain(customer.email);
    expect(text).toContain("(11) 98877-6655");
    expect(text).toContain("12/09/1988");
    expect(text).toContain("Avenida Paulista, 1500 — Apto 42");
    expect(text).toContain("Bela Vista, São Paulo — SP");
    expect(text).toContain("CEP 01310-100");
    expect(text).toContain("Aprovado");
    expect(text).not.toContain("Cadastro em análise");
  });

  it("shows a company's credit limit in reais", async () => {
    const who = new Shopper(storefront.url);
    expect((await who.post("/aurora/entrar", { login: "empresa@exemplo.com.br", senha: "demo1234" })).status).toBe(303);
    const text = await accountText(who, "/aurora/conta");
    expect(text).toContain("11.222.333/0001-81");
    expect(text).toMatch(/Limite de crédito R\$\s50\.000,00 R\$\s37\.250,40 disponível/);
  });

  it("ends an expired session with 'Sessão expirada, efetue login novamente' and comes back after the login", async () => {
    const { who, customer } = await signedUpCustomer();
    await upstreamCli(storefront.dataDir, "expire-sessions", "--email", customer.email);
    const response = await who.get("/casaverde/conta");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/casaverde/entrar?redirectTo=%2Fcasaverde%2Fconta");
    expect(bodyText(await (await who.follow(response)).response.text())).toContain(
      "Sessão expirada, efetue login novamente",
    );
  });

  it('goes to the store\'s root with the session updated when the approval changed (docs/rules/account.md "User data")', async () => {
    const who = new Shopper(storefront.url);
    expect((await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" })).status).toBe(303);
    // The session still says "not approved" while the upstream says approved.
    const stale = sealedCookie("commerce-session", { conta: { ...(await accountSession(who)), aprovado: false } });
    const cookie = `${stale}; commerce-auth-token=${who.cookie("commerce-auth-token")}`;
    const response = await fetch(`${storefront.url}/aurora/conta`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aurora");
    const updated = response.headers.getSetCookie().find((line) => line.startsWith("commerce-session="));
    expect(updated).toBeDefined();
    expect(await sessionIn(updated!.split(";")[0]!.slice("commerce-session=".length))).toMatchObject({
      aprovado: true,
    });
  });
});

describe("changing the customer's data", () => {
  it("sends each form to the page's address with its section's fragment: without JavaScript the answer opens at that form", async () => {
    const { who } = await signedUpCustomer();
    const html = await (await who.get("/casaverde/conta")).text();
    const actions = tags(html, "form")
      .map((form) => form.action ?? "")
      .filter((action) => action.startsWith("/casaverde/conta"));
    expect(actions).toEqual([
      "/casaverde/conta#alterar-dados",
      "/casaverde/conta#alterar-email",
      "/casaverde/conta#alterar-senha",
      "/casaverde/conta#confirmar-identidade",
      "/casaverde/conta#confirmar-identidade",
    ]);
    for (const id of ["alterar-dados", "alterar-email", "alterar-senha", "confirmar-identidade"])
      expect(html).toContain(`id="${id}"`);
  });

  it("saves a new phone and name and says 'Cadastro atualizado'", async () => {
    const { who } = await signedUpCustomer();
    const { status, location, html } = await save(who, {
      intent: "dados",
      nome: "Beatriz Lima Souza",
      telefone: "(21) 3344-5566",
      data_nascimento: "1988-09-12",
    });
    expect(status).toBe(303);
    expect(location).toBe("/casaverde/conta#conteudo");
    const text = bodyText(html);
    expect(text).toContain("Cadastro atualizado");
    expect(text).toContain("(21) 3344-5566");
    expect(text).toContain("Beatriz Lima Souza");
    expect((await accountSession(who)).cliente.nome).toBe("Beatriz Lima Souza");
  });

  it("saves a company's phone without a birth date (it had none)", async () => {
    const who = new Shopper(storefront.url);
    expect((await who.post("/aurora/entrar", { login: "empresa@exemplo.com.br", senha: "demo1234" })).status).toBe(303);
    const response = await who.post("/aurora/conta", {
      intent: "dados",
      nome: "Mercado Boa Compra Ltda.",
      telefone: "(11) 3333-2002",
      data_nascimento: "",
    });
    expect(response.status).toBe(303);
    expect(bodyText(await (await who.follow(response)).response.text())).toContain("Cadastro atualizado");
  });

  it("keeps what was typed and names the mistake", async () => {
    const { who } = await signedUpCustomer();
    const { status, html } = await save(who, {
      intent: "dados",
      nome: "Beatriz Nova",
      telefone: "123",
      data_nascimento: "2999-12-31",
    });
    expect(status).toBe(400);
    const text = bodyText(html);
    expect(text).toContain("Informe o telefone com DDD (10 ou 11 dígitos).");
    expect(text).toContain("A data de nascimento não pode estar no futuro.");
    expect(tags(html, "input").find((input) => input.name === "nome")?.value).toBe("Beatriz Nova");
    expect(tags(html, "input").find((input) => input.name === "telefone")?.value).toBe("123");
  });

  it("refuses a form posted without an Origin", async () => {
    const { who } = await signedUpCustomer();
    const response = await who.post(
      "/casaverde/conta",
      { intent: "dados", nome: "X", telefone: "11988776655", data_nascimento: "1990-01-01" },
      null,
    );
    expect(response.status).toBe(403);
  });
});

describe("changing the e-mail and the password (with the current password)", () => {
  it("says 'Senha atual incorreta.' for a wrong current password, and the session goes on", async () => {
    const { who } = await signedUpCustomer();
    const { status, html } = await save(who, {
      intent: "email",
      email: "novo-endereco@exemplo.com.br",
      senha_atual: "nao-e-esta-123",
    });
    expect(status).toBe(400);
    expect(bodyText(html)).toContain("Senha atual incorreta.");
    expect(html).not.toContain("nao-e-esta-123");
    expect(tags(html, "input").find((input) => input.name === "email")?.value).toBe("novo-endereco@exemplo.com.br");
    expect(who.cookie("commerce-auth-token")).toBeTruthy();
    expect((await who.get("/casaverde/conta")).status).toBe(200);
  });

  it("says when the new e-mail is someone else's", async () => {
    const { who, customer } = await signedUpCustomer();
    const { status, html } = await save(who, {
      intent: "email",
      email: "cliente@exemplo.com.br",
      senha_atual: customer.senha,
    });
    expect(status).toBe(400);
    expect(bodyText(html)).toContain("Este e-mail já está em uso.");
  });

  it("changes the e-mail: the page and the session show it, and it logs in", async () => {
    const { who, customer } = await signedUpCustomer();
    const novo = customer.email.replace("conta-", "trocado-");
    const { status, html } = await save(who, { intent: "email", email: novo, senha_atual: customer.senha });
    expect(status).toBe(303);
    const text = bodyText(html);
    expect(text).toContain("Cadastro atualizado");
    expect(text).toContain(novo);
    expect((await accountSession(who)).cliente.email).toBe(novo);
    const fresh = new Shopper(storefront.url);
    expect((await fresh.post("/casaverde/entrar", { login: novo, senha: customer.senha })).status).toBe(303);
  });

  it("changes the password after checking the confirmation and the current one", async () => {
    const { who, customer } = await signedUpCustomer();
    const mismatch = await save(who, {
      intent: "senha",
      senha_atual: customer.senha,
      nova_senha: "trocada-123",
      confirmacao: "trocada-124",
    });
    expect(mismatch.status).toBe(400);
    expect(bodyText(mismatch.html)).toContain("As senhas não conferem.");
    expect(mismatch.html).not.toContain("trocada-123");

    const wrong = await save(who, {
      intent: "senha",
      senha_atual: "errada-1234",
      nova_senha: "trocada-123",
      confirmacao: "trocada-123",
    });
    expect(wrong.status).toBe(400);
    expect(bodyText(wrong.html)).toContain("Senha atual incorreta.");

    const otherBrowser = new Shopper(storefront.url);
    expect(
      (await otherBrowser.post("/casaverde/entrar", { login: customer.email, senha: customer.senha })).status,
    ).toBe(303);
    const saved = await save(who, {
      intent: "senha",
      senha_atual: customer.senha,
      nova_senha: "trocada-123",
      confirmacao: "trocada-123",
    });
    expect(saved.status).toBe(303);
    expect(bodyText(saved.html)).toContain("Senha alterada.");
    expect((await who.get("/casaverde/conta")).status).toBe(200);
    expect((await otherBrowser.get("/casaverde/conta")).headers.get("Location")).toBe(
      "/casaverde/entrar?redirectTo=%2Fcasaverde%2Fconta",
    );
    const fresh = new Shopper(storefront.url);
    expect((await fresh.post("/casaverde/entrar", { login: customer.email, senha: "trocada-123" })).status).toBe(303);
  });
});

describe("confirming the identity with a code sent by e-mail", () => {
  it("sends a code, refuses a wrong one with the server's message, and confirms the e-mail with the right one", async () => {
    const { who, customer } = await signedUpCustomer();
    expect(await accountText(who)).not.toContain("E-mail confirmado");

    const sent = await save(who, { intent: "enviar-codigo" });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe("/casaverde/conta?codigo=enviado#confirmar-identidade");
    expect(bodyText(sent.html)).toContain("Código enviado. Confira seu e-mail e digite o código abaixo.");

    const outbox = await upstreamCli(storefront.dataDir, "outbox", "--to", customer.email, "--limit", "1");
    const code = /\b(\d{6})\b/.exec(outbox)?.[1];
    expect(code, outbox).toBeDefined();

    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await save(who, { intent: "confirmar-codigo", codigo: wrongCode });
    expect(wrong.status).toBe(400);
    expect(bodyText(wrong.html)).toContain("Código inválido ou expirado.");

    const malformed = await save(who, { intent: "confirmar-codigo", codigo: "12ab" });
    expect(malformed.status).toBe(400);
    expect(bodyText(malformed.html)).toContain("Digite os 6 números do código.");

    const confirmed = await save(who, { intent: "confirmar-codigo", codigo: code! });
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toBe("/casaverde/conta#confirmar-identidade");
    expect(bodyText(confirmed.html)).toContain("E-mail confirmado");
    expect(tags(confirmed.html, "input").find((input) => input.name === "codigo")).toBeUndefined();
  });
});

/** The account page's own forms: the sections they go back to. */
function accountForms(html: string): string[] {
  return tags(html, "form")
    .map((form) => form.action ?? "")
    .filter((action) => action.startsWith("/aurora/conta"));
}

async function loggedIn(login: string, fields: Record<string, string> = {}): Promise<Shopper> {
  const who = new Shopper(storefront.url);
  expect((await who.post("/aurora/entrar", { login, senha: "demo1234", ...fields })).status).toBe(303);
  return who;
}

describe("a sub-user of a company account", () => {
  it("sees the company's data read-only, and only the forms of their own e-mail and password", async () => {
    const who = await loggedIn("comprador@exemplo.com.br");
    const html = await (await who.get("/aurora/conta")).text();
    const text = bodyText(html);
    expect(text).toContain("Dados da empresa");
    expect(text).toContain("Os dados da empresa são alterados pelo titular da conta.");
    expect(text).toContain("Mercado Boa Compra Ltda.");
    expect(text).toContain("empresa@exemplo.com.br");
    expect(accountForms(html)).toEqual(["/aurora/conta#alterar-email", "/aurora/conta#alterar-senha"]);
    expect(text).toContain("E-mail atual: comprador@exemplo.com.br");
    expect(text).not.toContain("Alterar dados");
    expect(text).not.toContain("Confirmar identidade");
  });

  it("cannot change the company's data, even by posting the form", async () => {
    const who = await loggedIn("comprador@exemplo.com.br");
    const response = await who.post("/aurora/conta", {
      intent: "dados",
      nome: "Outro Nome Ltda.",
      telefone: "(11) 90000-0000",
      data_nascimento: "",
    });
    expect(response.status).toBe(403);
    expect((await who.post("/aurora/conta", { intent: "enviar-codigo" })).status).toBe(403);
    expect(await accountText(who, "/aurora/conta")).toContain("Mercado Boa Compra Ltda.");
  });

  it("changes their own e-mail (the session's sub-user, not the company) and their own password, ending their other sessions", async () => {
    const who = await loggedIn("comprador@exemplo.com.br");
    const otherBrowser = await loggedIn("comprador@exemplo.com.br");
    const company = await loggedIn("empresa@exemplo.com.br");

    const changed = await who.post("/aurora/conta", {
      intent: "email",
      email: "julia.martins@exemplo.com.br",
      senha_atual: "demo1234",
    });
    expect(changed.status).toBe(303);
    const afterEmail = bodyText(await (await who.follow(changed)).response.text());
    expect(afterEmail).toContain("Cadastro atualizado");
    expect(afterEmail).toContain("E-mail atual: julia.martins@exemplo.com.br");
    expect(afterEmail).toContain("empresa@exemplo.com.br");
    const session = await accountSession(who);
    expect(session.usuarioVinculado?.email).toBe("julia.martins@exemplo.com.br");
    expect(session.cliente.email).toBe("empresa@exemplo.com.br");

    const password = await who.post("/aurora/conta", {
      intent: "senha",
      senha_atual: "demo1234",
      nova_senha: "julia-nova-123",
      confirmacao: "julia-nova-123",
    });
    expect(password.status).toBe(303);
    expect(bodyText(await (await who.follow(password)).response.text())).toContain("Senha alterada.");
    expect((await otherBrowser.get("/aurora/conta")).headers.get("Location")).toBe(
      "/aurora/entrar?redirectTo=%2Faurora%2Fconta",
    );
    expect((await company.get("/aurora/conta")).status).toBe(200);

    const fresh = new Shopper(storefront.url);
    expect(
      (await fresh.post("/aurora/entrar", { login: "julia.martins@exemplo.com.br", senha: "julia-nova-123" })).status,
    ).toBe(303);
    expect((await accountSession(fresh)).usuarioVinculado?.email).toBe("julia.martins@exemplo.com.br");
    expect(
      (await new Shopper(storefront.url).post("/aurora/entrar", { login: "empresa@exemplo.com.br", senha: "demo1234" }))
        .status,
    ).toBe(303);
  });
});

describe("a representative acting for a client", () => {
  async function actingFor501(): Promise<Shopper> {
    const who = await loggedIn("representante@exemplo.com.br", { representante: "on" });
    expect((await who.post("/aurora/clientes", { intent: "atender", idcliente: "501" })).status).toBe(303);
    return who;
  }

  it("sees the client's data read-only, saying the client makes the changes, and no form", async () => {
    const who = await actingFor501();
    const html = await (await who.get("/aurora/conta")).text();
    const text = bodyText(html);
    expect(text).toContain("Dados do cliente");
    expect(text).toContain("Alterações nestes dados são feitas pelo próprio cliente.");
    expect(text).toContain("cliente@exemplo.com.br");
    expect(accountForms(html)).toEqual([]);
    for (const section of ["Alterar dados", "Alterar e-mail", "Alterar senha", "Confirmar identidade"])
      expect(text).not.toContain(section);
  });

  it.each([
    ["dados", { nome: "Outra Pessoa", telefone: "(11) 90000-0000", data_nascimento: "" }],
    ["email", { email: "outra@exemplo.com.br", senha_atual: "demo1234" }],
    ["senha", { senha_atual: "demo1234", nova_senha: "outra-senha-1", confirmacao: "outra-senha-1" }],
    ["enviar-codigo", {}],
  ])("is refused a posted '%s' form (403)", async (intent, fields) => {
    const who = await actingFor501();
    expect((await who.post("/aurora/conta", { intent, ...fields })).status).toBe(403);
  });
});
