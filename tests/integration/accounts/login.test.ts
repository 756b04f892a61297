/**
 * Logging in and out through the real server over the embedded upstream (docs/rules/account.md "Login",
 * "Logout", "Session", §8 "Authentication", "Redirect login"): every answer a shopper can get.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText, mainOf, tags } from "../../support/html";
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

const shopper = () => new Shopper(server.url);

async function logIn(
  who: Shopper,
  login: string,
  senha = "demo1234",
  path = "/aurora/entrar",
  extra: Record<string, string> = {},
) {
  return who.post(path, { login, senha, ...extra });
}

async function textOfPage(response: Response): Promise<string> {
  return bodyText(await response.text());
}

describe("the login page", () => {
  it("asks for the e-mail or document and the password, with native labelled fields", async () => {
    const response = await shopper().get("/aurora/entrar?redirectTo=%2Faurora%2Fproduto%2F1001");
    expect(response.status).toBe(200);
    const html = await response.text();
    const inputs = tags(mainOf(html), "input");
    expect(inputs.find((input) => input.name === "login")).toMatchObject({ autocomplete: "username" });
    expect(inputs.find((input) => input.name === "senha")).toMatchObject({
      type: "password",
      autocomplete: "current-password",
    });
    expect(inputs.find((input) => input.name === "redirectTo")).toMatchObject({ value: "/aurora/produto/1001" });
    expect(tags(html, "label").length).toBeGreaterThanOrEqual(3);
  });

  it("says 'Para continuar a sua compra você precisa estar logado.' when buying led there", async () => {
    const text = await textOfPage(
      await shopper().get("/aurora/entrar?redirectTo=%2Faurora%2Fproduto%2F1001&motivo=compra"),
    );
    expect(text).toContain("Para continuar a sua compra você precisa estar logado.");
  });

  it("refuses a form posted from another origin", async () => {
    const response = await shopper().post(
      "/aurora/entrar",
      { login: "cliente@exemplo.com.br", senha: "demo1234" },
      "http://evil.example",
    );
    expect(response.status).toBe(403);
  });
});

describe("refused logins keep what was typed, never the password", () => {
  it.each([
    ["not a login at all", "<script>", "Email ou CPF Invalido"],
    ["an unknown e-mail", "ninguem@exemplo.com.br", "Email ou CPF Invalido"],
    ["a CPF with wrong check digits", "529.982.247-24", "Email ou CPF Invalido"],
    ["a wrong password", "cliente@exemplo.com.br", "Usuário inexistente ou credenciais inválidas"],
  ])("%s", async (_case, login, message) => {
    const who = shopper();
    const response = await logIn(who, login, "senha-errada-123");
    expect(response.status).toBeGreaterThanOrEqual(400);
    const html = await response.text();
    expect(bodyText(html)).toContain(message);
    expect(html).not.toContain("senha-errada-123");
    expect(tags(html, "input").find((input) => input.name === "login")?.value).toBe(login);
    expect(who.cookie("commerce-auth-token")).toBeUndefined();
  });
});

describe("a customer logs in", () => {
  it("with a masked CPF, lands on the page they came from and sees prices hidden from guests", async () => {
    const who = shopper();
    const guestPage = await textOfPage(await who.get("/aurora/produto/1001"));
    expect(guestPage).toContain("Preço disponível após o login.");
    const response = await logIn(who, "529.982.247-25", "demo1234", "/aurora/entrar", {
      redirectTo: "/aurora/produto/1001",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/aurora/produto/1001");
    expect(response.headers.getSetCookie().join("\n")).not.toContain("demo1234");
    expect(who.cookie("commerce-auth-token")).toBeTruthy();
    expect(who.cookie("commerce-session")).toBeTruthy();
    const signedInPage = await who.get("/aurora/produto/1001");
    expect(signedInPage.headers.get("Cache-Control")).toBe("private, no-store");
    const page = await textOfPage(signedInPage);
    expect(page).not.toContain("Preço disponível após o login.");
    // Priced for the customer's default payment method (invoice at aurora, +2 %), as the cart is: the 5 fd tier 155,90 × 1,02.
    expect(page).toMatch(/R\$\s?159,02/);
  });

  it("with a CNPJ (14 digits) as the company's principal user", async () => {
    const who = shopper();
    const response = await logIn(who, "11.222.333/0001-81");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/aurora");
  });

  it.each(["//evil.example", "https://evil.example/", "/\\evil.example", "/bomsabor/conta"])(
    "never follows a return address outside the store (%s)",
    async (redirectTo) => {
      const response = await logIn(shopper(), "cliente@exemplo.com.br", "demo1234", "/aurora/entrar", { redirectTo });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/aurora");
    },
  );

  it("is sent back from the login page when already logged in", async () => {
    const who = shopper();
    await logIn(who, "cliente@exemplo.com.br");
    const response = await who.get("/aurora/entrar?redirectTo=%2Faurora%2Fbusca%3Fq%3Dcaf%C3%A9");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aurora/busca?q=caf%C3%A9");
  });

  it("awaiting approval stays logged out with 'Seu cadastro já foi confirmado e aguarda aprovação'", async () => {
    const who = shopper();
    const response = await logIn(who, "pendente@exemplo.com.br");
    expect(await textOfPage(response)).toContain("Seu cadastro já foi confirmado e aguarda aprovação");
    expect(who.cookie("commerce-auth-token")).toBeUndefined();
  });

  it("logs out with a POST: cookies cleared and the upstream token no longer works", async () => {
    const who = shopper();
    await logIn(who, "cliente@exemplo.com.br");
    const token = who.cookie("commerce-auth-token");
    expect(token).toBeTruthy();
    expect((await who.get("/aurora/sair")).status).toBe(200);
    const response = await who.post("/aurora/sair", {});
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/aurora");
    expect(who.cookie("commerce-auth-token")).toBeUndefined();
    expect(who.cookie("commerce-session")).toBeUndefined();
    expect(await textOfPage(await who.get("/aurora/produto/1001"))).toContain("Preço disponível após o login.");
  });
});

describe('terms of use (docs/rules/account.md "Terms of use")', () => {
  it("come before anything else at bomsabor, then lead back to the page asked for", async () => {
    const who = shopper();
    const response = await logIn(who, "cliente@exemplo.com.br", "demo1234", "/bomsabor/entrar", {
      redirectTo: "/bomsabor/categoria/201",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/bomsabor/termos?redirectTo=%2Fbomsabor%2Fcategoria%2F201");
    const elsewhere = await who.get("/bomsabor/busca?q=vinho");
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get("Location")).toBe("/bomsabor/termos?redirectTo=%2Fbomsabor%2Fbusca%3Fq%3Dvinho");
    const terms = await who.get("/bomsabor/termos?redirectTo=%2Fbomsabor%2Fcategoria%2F201");
    expect(terms.status).toBe(200);
    expect(await textOfPage(terms)).toContain("Li e aceito os termos de uso");
    const accepted = await who.post("/bomsabor/termos", { intent: "aceitar", redirectTo: "/bomsabor/categoria/201" });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("Location")).toBe("/bomsabor/categoria/201");
    expect((await who.get("/bomsabor/busca?q=vinho")).status).toBe(200);
  });
});

describe('hand-off between suppliers (docs/rules/account.md "Hand-off between suppliers" login-token route)', () => {
  it("sends a customer of another supplier to that supplier's login-token route, which logs them in there", async () => {
    const who = shopper();
    const response = await logIn(who, "casaverde@exemplo.com.br");
    expect(response.status).toBe(303);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/casaverde\/login-token\/[^/]+\/casaverde%40exemplo\.com\.br$/);
    expect(who.cookie("commerce-auth-token")).toBeUndefined();
    const ask = await who.get(location);
    expect(ask.status).toBe(200);
    expect(who.cookie("commerce-auth-token")).toBeUndefined();
    const confirmed = await who.post(location, {});
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe("/casaverde");
    expect(who.cookie("commerce-auth-token")).toBeTruthy();
    const again = await shopper().post(location, {});
    expect(await textOfPage(again)).toContain(
      "Não foi possível autenticar via token de redirecionamento. Verifique suas credenciais e tente novamente.",
    );
  });

  it("refuses a forged token with the spec's message", async () => {
    const response = await shopper().post("/casaverde/login-token/forjado-1234567890/casaverde%40exemplo.com.br", {});
    expect(response.status).toBe(401);
    expect(await textOfPage(response)).toContain("Não foi possível autenticar via token de redirecionamento.");
  });

  it("answers 404 for a malformed hand-off address", async () => {
    expect((await shopper().get("/casaverde/login-token/x/nao-e-email")).status).toBe(404);
  });
});

describe('API-key login (docs/rules/account.md "API-key login" api_key with id_erp_usuario)', () => {
  it("logs in on the server and shows the same page without the key", async () => {
    const who = shopper();
    const response = await who.get("/aurora/categoria/101?pagina=2&api_key=demo-api-key&id_erp_usuario=ERP-1001");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aurora/categoria/101?pagina=2");
    expect(who.cookie("commerce-auth-token")).toBeTruthy();
  });

  it("says 'Erro ao obter cliente!' for a wrong key", async () => {
    const who = shopper();
    const response = await who.get("/aurora?api_key=chave-errada&id_erp_usuario=ERP-1001");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aurora");
    expect(who.cookie("commerce-auth-token")).toBeUndefined();
    expect(await textOfPage(await who.get("/aurora"))).toContain("Erro ao obter cliente!");
  });
});

describe("representative login", () => {
  it("goes to the client picker with the representative's own session", async () => {
    const who = shopper();
    const response = await logIn(who, "representante@exemplo.com.br", "demo1234", "/aurora/entrar", {
      representante: "on",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/aurora/clientes");
    expect(who.cookie("commerce-auth-token")).toBeTruthy();
  });

  it("refuses a wrong password", async () => {
    const response = await logIn(shopper(), "representante@exemplo.com.br", "errada-123", "/aurora/entrar", {
      representante: "on",
    });
    expect(await textOfPage(response)).toContain("Usuário inexistente ou credenciais inválidas");
  });
});

describe('session expiry (docs/rules/storefront.md "Sessions and cookies")', () => {
  it("a revoked token leads to login with 'Sessão expirada, efetue login novamente' and back to the page", async () => {
    const who = shopper();
    await logIn(who, "cliente@exemplo.com.br");
    expect((await who.get("/aurora/conta")).status).toBe(200);
    await upstreamCli(server.dataDir, "expire-sessions", "--email", "cliente@exemplo.com.br");
    const response = await who.get("/aurora/conta");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aurora/entrar?redirectTo=%2Faurora%2Fconta");
    expect(who.cookie("commerce-auth-token")).toBeUndefined();
    expect(await textOfPage(await who.get("/aurora/entrar?redirectTo=%2Faurora%2Fconta"))).toContain(
      "Sessão expirada, efetue login novamente",
    );
  });
});

describe("attempt limits (per account)", () => {
  // The limit is read once at boot and the file's server allows 1000: a server of its own, over
  // the file's upstream (which counts no failed logins), instead of a second upstream to seed.
  let limited: StorefrontServer;
  beforeAll(async () => {
    limited = await startStorefront({ apiBaseUrl: server.upstreamUrl, env: { AUTH_ATTEMPTS_PER_ACCOUNT: "2" } });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("sends the third attempt on one account within the window to the too-many-request page", async () => {
    const who = new Shopper(limited.url);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await logIn(who, "cliente@exemplo.com.br", "errada-123")).status).toBe(401);
    }
    const blocked = await logIn(who, "cliente@exemplo.com.br", "errada-123");
    expect(blocked.status).toBe(303);
    expect(blocked.headers.get("Location")).toMatch(/^\/aurora\/erro\/too-many-request\?espera=\d+$/);
    expect((await logIn(who, "empresa@exemplo.com.br", "errada-123")).status).toBe(401);
  });
});
