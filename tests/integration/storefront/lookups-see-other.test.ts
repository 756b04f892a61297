/**
 * Lookups answer a redirect, not a page (Post/Redirect/Get, ADR 0033): without JavaScript "Buscar
 * CEP" on the address form and the sign-up's "Buscar CEP", "Buscar dados do CNPJ" and "Usar este
 * e-mail" answer 303 to the same page, which shows the fields looked up filled and everything typed
 * kept — never the passwords, which go into no URL and no cookie. What travels between the two
 * requests is in a sealed cookie, never in the URL (a CPF, a phone, an e-mail must not land in
 * logs). A lookup that fails still says so after the redirect. Through the real server over the
 * embedded upstream behind a proxy that can fail the CEP directory.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cnpjWithCheckDigits } from "~/models/document";
import { alertText, bodyText, fieldError, fieldValue, mainOf } from "../../support/html";
import {
  startMisbehavingUpstream,
  type FaultRequest,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

let upstream: MisbehavingUpstream;
let storefront: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  storefront = await startStorefront({
    apiBaseUrl: upstream.url,
    env: { PUBLIC_CACHE: "false", AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" },
  });
});

afterEach(() => {
  upstream.setFault({ mode: "pass" });
});

afterAll(async () => {
  await storefront?.stop();
  await upstream?.close();
});

const isCepLookup = (request: FaultRequest) => /\/cep\/[^/]+$/.test(request.path);

const PASSWORD = "minha-senha-123";
const CPF = "529.982.247-25";
const PHONE = "(11) 98765-4321";
const EMAIL = "ana.souza@exemplo.com.br";
const KNOWN_CNPJ = cnpjWithCheckDigits("453217860001");
const RETYPE_PASSWORDS = "Por segurança, a senha não volta com o formulário: digite a senha e a confirmação de novo.";

/** What a shopper had typed on the sign-up before pressing a lookup. */
const typedSignUp = {
  documento: CPF,
  nome: "Ana Souza",
  data_nascimento: "1990-05-17",
  telefone: PHONE,
  email: EMAIL,
  senha: PASSWORD,
  confirmacao: PASSWORD,
  cep: "05422001",
  numero: "45",
  rua: "",
};

/**
 * A lookup posted without JavaScript: it answers 303 to `page` (nothing typed in its address, no
 * password anywhere in its headers), and the page the browser then asks for.
 */
async function lookUp(who: Shopper, page: string, fields: Record<string, string>, expected = page) {
  const response = await who.post(page, fields);
  expect(response.status).toBe(303);
  const location = response.headers.get("Location") ?? "";
  expect(new URL(location, storefront.url).pathname + new URL(location, storefront.url).search).toBe(expected);
  const headers = JSON.stringify([...response.headers]);
  for (const secret of [PASSWORD, CPF, "52998224725", PHONE, EMAIL, encodeURIComponent(EMAIL)])
    expect(headers).not.toContain(secret);
  const shown = await who.get(new URL(location, storefront.url).pathname + new URL(location, storefront.url).search);
  expect(shown.status).toBe(200);
  return { location, shown, html: await shown.text() };
}

describe("the sign-up's lookups without JavaScript answer 303 and the page after it keeps everything typed", () => {
  it("'Buscar CEP': the address filled, the rest as typed, the passwords asked again and nowhere in the page; shown once", async () => {
    const who = new Shopper(storefront.url);
    const { location, shown, html } = await lookUp(who, "/aurora/cadastro", { ...typedSignUp, intent: "buscar-cep" });
    // On a phone the address is far below the form's top: the page opens there, its notice with it.
    expect(location).toMatch(/#cadastro-endereco$/);
    expect(html).toMatch(/<fieldset[^>]*id="cadastro-endereco"[^>]*>[\s\S]*?Preenchemos o endereço do CEP/);
    expect(shown.headers.get("Cache-Control")).toContain("no-store");
    expect(bodyText(html)).toContain("Preenchemos o endereço do CEP 05422-001: confira e informe o número.");
    expect(fieldValue(html, "rua")).toBe("Rua dos Pinheiros");
    expect(fieldValue(html, "bairro")).toBe("Pinheiros");
    expect(fieldValue(html, "uf")).toBe("SP");
    expect(fieldValue(html, "numero")).toBe("45");
    expect(fieldValue(html, "documento")).toBe(CPF);
    expect(fieldValue(html, "nome")).toBe("Ana Souza");
    expect(fieldValue(html, "telefone")).toBe(PHONE);
    expect(fieldValue(html, "email")).toBe(EMAIL);
    expect(fieldValue(html, "data_nascimento")).toBe("1990-05-17");
    expect(html).not.toContain(PASSWORD);
    expect(fieldValue(html, "senha")).toBe("");
    expect(bodyText(html)).toContain(RETYPE_PASSWORDS);
    // The page shows what was kept once: a reload (or another visit) starts an empty form.
    const again = await (await who.get("/aurora/cadastro")).text();
    expect(fieldValue(again, "nome")).toBe("");
    expect(bodyText(again)).not.toContain("Preenchemos o endereço");
  });

  it("keeps the return address the page had", async () => {
    const who = new Shopper(storefront.url);
    const page = "/aurora/cadastro?redirectTo=%2Faurora%2Fcarrinho";
    const { html } = await lookUp(who, page, { ...typedSignUp, intent: "buscar-cep", redirectTo: "/aurora/carrinho" });
    expect(fieldValue(mainOf(html), "redirectTo")).toBe("/aurora/carrinho");
    expect(fieldValue(html, "rua")).toBe("Rua dos Pinheiros");
  });

  it("'Buscar dados do CNPJ' and 'Usar este e-mail': the company's data, then its e-mail, each after a redirect", async () => {
    const who = new Shopper(storefront.url);
    const { html } = await lookUp(who, "/aurora/cadastro", {
      ...typedSignUp,
      documento: KNOWN_CNPJ,
      intent: "buscar-cnpj",
    });
    expect(bodyText(html)).toContain("Preenchemos os dados de Padaria Pão Dourado Ltda.");
    expect(fieldValue(html, "nome")).toBe("Padaria Pão Dourado Ltda.");
    expect(fieldValue(html, "email")).toBe(EMAIL);
    expect(bodyText(html)).toContain("E-mail de contato na Receita: contato@paodourado.com.br");
    expect(html).not.toContain(PASSWORD);
    const used = await lookUp(who, "/aurora/cadastro", {
      intent: "usar-email",
      emailSugerido: "contato@paodourado.com.br",
      documento: KNOWN_CNPJ,
      nome: "Padaria Pão Dourado Ltda.",
    });
    expect(fieldValue(used.html, "email")).toBe("contato@paodourado.com.br");
    expect(fieldValue(used.html, "nome")).toBe("Padaria Pão Dourado Ltda.");
  });

  it("a CNPJ or a CEP the lookup does not know, or the CEP directory down: said after the redirect, what was typed kept", async () => {
    const who = new Shopper(storefront.url);
    const company = await lookUp(who, "/aurora/cadastro", {
      ...typedSignUp,
      documento: cnpjWithCheckDigits("998877660001"),
      intent: "buscar-cnpj",
    });
    expect(fieldError(company.html, "documento")).toBe(
      "Não encontramos este CNPJ na Receita. Preencha os dados da empresa.",
    );
    expect(fieldValue(company.html, "nome")).toBe("Ana Souza");

    const unknown = await lookUp(who, "/aurora/cadastro", { ...typedSignUp, cep: "99999-999", intent: "buscar-cep" });
    expect(fieldError(unknown.html, "cep")).toBe(
      "Não encontramos este CEP. Confira os números ou preencha o endereço.",
    );
    expect(fieldValue(unknown.html, "cep")).toBe("99999-999");
    expect(fieldValue(unknown.html, "telefone")).toBe(PHONE);
    expect(unknown.html).not.toContain(PASSWORD);

    upstream.setFault({ mode: "500", match: isCepLookup });
    const down = await lookUp(who, "/aurora/cadastro", { ...typedSignUp, intent: "buscar-cep" });
    // Said atop the form, where the page then opens.
    expect(down.location).not.toContain("#");
    expect(alertText(down.html)).toBe("Não foi possível buscar o CEP agora. Preencha o endereço e tente de novo.");
    expect(fieldValue(down.html, "cep")).toBe("05422001");
    expect(fieldValue(down.html, "email")).toBe(EMAIL);
    expect(down.html).not.toContain(PASSWORD);
  });

  it("what one store's lookup kept is not shown at another store", async () => {
    const who = new Shopper(storefront.url);
    const response = await who.post("/aurora/cadastro", { ...typedSignUp, intent: "buscar-cep" });
    expect(response.status).toBe(303);
    const elsewhere = await (await who.get("/casaverde/cadastro")).text();
    expect(fieldValue(elsewhere, "nome")).toBe("");
    expect(elsewhere).not.toContain("Rua dos Pinheiros");
  });

  it("with JavaScript (`resposta=dados`) the lookup answers in place, as the page's data", async () => {
    const response = await new Shopper(storefront.url).post("/aurora/cadastro", {
      ...typedSignUp,
      intent: "buscar-cep",
      resposta: "dados",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(fieldValue(html, "rua")).toBe("Rua dos Pinheiros");
    expect(html).not.toContain(PASSWORD);
  });
});

async function loggedIn(): Promise<Shopper> {
  const who = new Shopper(storefront.url);
  const response = await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" });
  expect(response.status).toBe(303);
  return who;
}

const typedAddress = {
  descricao: "Loja",
  cep: "01310100",
  rua: "",
  numero: "99",
  complemento: "fundos",
  bairro: "",
  cidade: "",
  uf: "",
  pontoref: "Em frente ao banco",
};

describe("the address form's 'Buscar CEP' without JavaScript answers 303 and the form after it keeps everything typed", () => {
  it("fills street, district, city and state; keeps the name, number, complement and reference; lands on the form", async () => {
    const who = await loggedIn();
    const { location, html } = await lookUp(
      who,
      "/aurora/enderecos?novo=1",
      { ...typedAddress, intent: "buscar-cep" },
      "/aurora/enderecos?novo=1",
    );
    expect(location).toMatch(/#endereco-form-titulo$/);
    expect(bodyText(html)).toContain("Preenchemos o endereço do CEP 01310-100: confira e complete com o número.");
    expect(fieldValue(html, "cep")).toBe("01310-100");
    expect(fieldValue(html, "rua")).toBe("Avenida Paulista");
    expect(fieldValue(html, "bairro")).toBe("Bela Vista");
    expect(fieldValue(html, "uf")).toBe("SP");
    expect(fieldValue(html, "numero")).toBe("99");
    expect(fieldValue(html, "descricao")).toBe("Loja");
    expect(fieldValue(html, "complemento")).toBe("fundos");
    expect(fieldValue(html, "pontoref")).toBe("Em frente ao banco");
    // Shown once: the page again has no form open.
    expect(bodyText(await (await who.get("/aurora/enderecos")).text())).not.toContain("Preenchemos o endereço");
  });

  it("what a lookup kept leaves with a logout: the next login in that browser does not see it", async () => {
    const who = await loggedIn();
    const response = await who.post("/aurora/enderecos?novo=1", { ...typedAddress, intent: "buscar-cep" });
    expect(response.status).toBe(303);
    expect((await who.post("/aurora/sair", {})).status).toBe(303);
    expect((await who.post("/aurora/entrar", { login: "empresa@exemplo.com.br", senha: "demo1234" })).status).toBe(303);
    const html = await (await who.get("/aurora/enderecos?novo=1")).text();
    expect(bodyText(html)).not.toContain("Preenchemos o endereço");
    expect(fieldValue(html, "complemento")).toBe("");
    expect(html).not.toContain("Em frente ao banco");
  });

  it("changing an address: the redirect keeps ?editar= and the address's id", async () => {
    const who = await loggedIn();
    const list = await (await who.get("/aurora/enderecos")).text();
    const idendereco = /\?editar=([^"&#]+)/.exec(list)?.[1];
    expect(idendereco).toBeTruthy();
    const page = `/aurora/enderecos?editar=${idendereco}`;
    const { html } = await lookUp(who, page, { ...typedAddress, idendereco: idendereco!, intent: "buscar-cep" });
    expect(bodyText(html)).toContain("Alterar endereço");
    expect(fieldValue(html, "idendereco")).toBe(idendereco);
    expect(fieldValue(html, "rua")).toBe("Avenida Paulista");
    expect(fieldValue(html, "descricao")).toBe("Loja");
  });

  it("a CEP the lookup does not know, or the directory down: said after the redirect, what was typed kept", async () => {
    const who = await loggedIn();
    const unknown = await lookUp(who, "/aurora/enderecos", { ...typedAddress, cep: "99999-999", intent: "buscar-cep" });
    expect(fieldError(unknown.html, "cep")).toBe("CEP não encontrado. Confira os números.");
    expect(fieldValue(unknown.html, "cep")).toBe("99999-999");
    expect(fieldValue(unknown.html, "descricao")).toBe("Loja");

    upstream.setFault({ mode: "500", match: isCepLookup });
    const down = await lookUp(who, "/aurora/enderecos", { ...typedAddress, intent: "buscar-cep" });
    expect(alertText(down.html)).toBe("Não foi possível consultar o CEP agora. Preencha o endereço e tente salvar.");
    expect(fieldValue(down.html, "numero")).toBe("99");
    expect(fieldValue(down.html, "pontoref")).toBe("Em frente ao banco");
  });

  it("a CEP that is no CEP is refused in place, with its 400, as any refused form", async () => {
    const who = await loggedIn();
    const response = await who.post("/aurora/enderecos", { ...typedAddress, cep: "0131", intent: "buscar-cep" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldError(html, "cep")).toBeTruthy();
    expect(fieldValue(html, "descricao")).toBe("Loja");
  });
});
