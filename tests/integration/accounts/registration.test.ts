/**
 * Signing up through the real server over the embedded upstream (docs/rules/account.md "Registration",
 * §8 "Registration"; docs/upstream-api.md §36): the form, its errors, the company data by CNPJ, the
 * honeypot, approval by hand at aurora and at once at casaverde.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databasePath } from "../../../upstream/db/open";
import { cnpjWithCheckDigits } from "~/models/document";
import { bodyText, hrefs, mainOf, tags } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";
import { newCustomer } from "../../support/new-customer";

/** docs/rules/account.md "Registration": the after-sign-up notice… */
const PENDING = "Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.";
/** …"overridable by message_after_create from the server": aurora's own (upstream/seed/suppliers.ts). */
const AURORA_AFTER_SIGN_UP =
  "Recebemos seu cadastro! Nossa equipe comercial vai analisá-lo em até 1 dia útil e avisaremos você por e-mail.";
/** In the embedded upstream's registry (upstream/seed/accounts.ts). */
const KNOWN_CNPJ = cnpjWithCheckDigits("453217860001");
/** The password's hint after a lookup without JavaScript: the answer never holds the passwords. */
const RETYPE_PASSWORDS = "Por segurança, a senha não volta com o formulário: digite a senha e a confirmação de novo.";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "3" } });
});

afterAll(async () => {
  await server?.stop();
});

const shopper = () => new Shopper(server.url);

function inputValue(html: string, name: string): string | undefined {
  return tags(html, "input").find((input) => input.name === name)?.value;
}

/** The error text tied to a field (aria-describedby), or null. */
function fieldError(html: string, name: string): string | null {
  const input = [...tags(html, "input"), ...tags(html, "select")].find((field) => field.name === name);
  if (!input || input["aria-invalid"] !== "true") return null;
  const ids = (input["aria-describedby"] ?? "").split(/\s+/);
  for (const id of ids) {
    const match = new RegExp(`<p[^>]*id="${id}"[^>]*>([^<]*)</p>`).exec(html);
    if (match?.[1] && !id.endsWith("-dica")) return match[1];
  }
  return null;
}

async function logIn(who: Shopper, login: string, senha: string, supplier = "aurora") {
  return who.post(`/${supplier}/entrar`, { login, senha });
}

describe("the sign-up page", () => {
  it("has every field with a label, a native select of the 27 states, a hidden honeypot and a link to log in", async () => {
    const response = await shopper().get("/aurora/cadastro?redirectTo=%2Faurora%2Fproduto%2F1001");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(bodyText(html)).toContain("Criar cadastro");
    for (const name of [
      "nome",
      "data_nascimento",
      "documento",
      "email",
      "telefone",
      "senha",
      "confirmacao",
      "cep",
      "rua",
      "numero",
      "complemento",
      "bairro",
      "cidade",
    ]) {
      const input = tags(html, "input").find((field) => field.name === name);
      expect(input, name).toBeDefined();
      expect(
        tags(html, "label").some((label) => label.for === input?.id),
        `label of ${name}`,
      ).toBe(true);
    }
    expect(tags(html, "input").find((input) => input.name === "senha")?.type).toBe("password");
    expect(tags(html, "input").find((input) => input.name === "data_nascimento")?.type).toBe("date");
    expect(tags(html, "option").filter((option) => /^[A-Z]{2}$/.test(option.value ?? ""))).toHaveLength(27);
    expect(tags(html, "button").some((button) => button.name === "intent" && button.value === "buscar-cnpj")).toBe(
      true,
    );
    const honeypot = tags(html, "input").find((input) => input.name === "site");
    expect(honeypot).toMatchObject({ tabindex: "-1", autocomplete: "off" });
    expect(inputValue(mainOf(html), "redirectTo")).toBe("/aurora/produto/1001");
    expect(hrefs(html)).toContain("/aurora/entrar?redirectTo=%2Faurora%2Fproduto%2F1001");
  });

  it("sends a logged-in customer to their account", async () => {
    const who = shopper();
    expect((await logIn(who, "cliente@exemplo.com.br", "demo1234")).status).toBe(303);
    const response = await who.get("/aurora/cadastro");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aurora/conta");
  });

  it("refuses a form posted from another origin, or without saying where from", async () => {
    const customer = newCustomer("csrf");
    const foreign = await shopper().post("/aurora/cadastro", customer.fields, "http://evil.example");
    expect(foreign.status).toBe(403);
    const unknown = await shopper().post("/aurora/cadastro", customer.fields, null);
    expect(unknown.status).toBe(403);
    // Nobody was registered: the same e-mail signs up normally afterwards.
    expect((await shopper().post("/aurora/cadastro", customer.fields)).headers.get("Location")).toBe(
      "/aurora/cadastro?enviado=1",
    );
  });
});

describe("a sign-up with mistakes comes back with what was typed, never the passwords", () => {
  it("names each wrong field in pt-BR next to it and shows the document with its mask", async () => {
    const { fields } = newCustomer();
    const response = await shopper().post("/aurora/cadastro", {
      ...fields,
      documento: "52998224725",
      telefone: "9887",
      data_nascimento: "2999-01-01",
      confirmacao: "outra-senha-123",
      uf: "",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldError(html, "telefone")).toBe("Informe o telefone com DDD (10 ou 11 dígitos).");
    expect(fieldError(html, "data_nascimento")).toBe("A data de nascimento não pode estar no futuro.");
    expect(fieldError(html, "confirmacao")).toBe("As senhas não conferem.");
    expect(fieldError(html, "uf")).toBe("Escolha o estado.");
    expect(bodyText(html)).toContain("Confira os 4 campos destacados abaixo:");
    expect(fieldError(html, "documento")).toBeNull();
    expect(inputValue(html, "documento")).toBe("529.982.247-25");
    expect(inputValue(html, "nome")).toBe(fields.nome);
    expect(inputValue(html, "rua")).toBe(fields.rua);
    expect(inputValue(html, "senha")).toBeUndefined();
    expect(inputValue(html, "confirmacao")).toBeUndefined();
    expect(html).not.toContain(fields.senha);
    expect(html).not.toContain("outra-senha-123");
  });

  it("checks the CPF's digits", async () => {
    const response = await shopper().post("/aurora/cadastro", { ...newCustomer().fields, documento: "529.982.247-24" });
    expect(response.status).toBe(400);
    expect(fieldError(await response.text(), "documento")).toBe("CPF ou CNPJ inválido: confira os números.");
  });
});

describe("company data by CNPJ (docs/rules/account.md \"Registration\": 'The new-user flow can look up company data by document')", () => {
  it("fills razão social, phone, opening date and address (the contact e-mail stays a suggestion) from the registry, keeping the rest, never the passwords (the page asks for them again)", async () => {
    const response = await shopper().postSeeOther("/aurora/cadastro", {
      intent: "buscar-cnpj",
      documento: KNOWN_CNPJ,
      nome: "",
      data_nascimento: "2010-04-01",
      senha: "minha-senha-123",
      confirmacao: "minha-senha-123",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(bodyText(html)).toContain("Preenchemos os dados de Padaria Pão Dourado Ltda.");
    expect(inputValue(html, "documento")).toBe("45.321.786/0001-" + KNOWN_CNPJ.slice(12));
    expect(inputValue(html, "nome")).toBe("Padaria Pão Dourado Ltda.");
    expect(inputValue(html, "telefone")).toBe("(11) 3256-4410");
    expect(inputValue(html, "email")).toBeUndefined();
    expect(inputValue(html, "cep")).toBe("01304-001");
    expect(inputValue(html, "rua")).toBe("Rua Augusta");
    expect(inputValue(html, "numero")).toBe("1200");
    expect(inputValue(html, "complemento")).toBe("loja 2");
    expect(inputValue(html, "bairro")).toBe("Consolação");
    expect(inputValue(html, "cidade")).toBe("São Paulo");
    expect(html).toMatch(/<option[^>]*value="SP"[^>]*selected/);
    expect(inputValue(html, "data_nascimento")).toBe("2009-03-18");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(html).not.toContain("minha-senha-123");
    expect(tags(html, "input").find((input) => input.name === "senha")).toMatchObject({ type: "password" });
    expect(inputValue(html, "senha")).toBeUndefined();
    expect(inputValue(html, "confirmacao")).toBeUndefined();
    expect(bodyText(html)).toContain(RETYPE_PASSWORDS);
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("minha-senha-123");
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("says so when the registry does not know the CNPJ", async () => {
    const response = await shopper().postSeeOther("/aurora/cadastro", {
      intent: "buscar-cnpj",
      documento: cnpjWithCheckDigits("998877660001"),
    });
    expect(response.status).toBe(200);
    expect(fieldError(await response.text(), "documento")).toBe(
      "Não encontramos este CNPJ na Receita. Preencha os dados da empresa.",
    );
  });

  it("asks for a valid CNPJ (a CPF has no company data)", async () => {
    const response = await shopper().post("/aurora/cadastro", { intent: "buscar-cnpj", documento: "529.982.247-25" });
    expect(response.status).toBe(400);
    expect(fieldError(await response.text(), "documento")).toBe(
      "Informe um CNPJ válido para buscar os dados da empresa.",
    );
  });
});

describe("the address by CEP ('Buscar CEP', on the server as on the address form)", () => {
  it("fills street, district, city and state, keeping the number and the rest typed, never the passwords", async () => {
    const response = await shopper().postSeeOther("/aurora/cadastro", {
      intent: "buscar-cep",
      documento: "529.982.247-25",
      nome: "Ana Souza",
      cep: "05422001",
      numero: "45",
      rua: "",
      senha: "minha-senha-123",
      confirmacao: "minha-senha-123",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const html = await response.text();
    expect(bodyText(html)).toContain("Preenchemos o endereço do CEP 05422-001: confira e informe o número.");
    expect(inputValue(html, "cep")).toBe("05422-001");
    expect(inputValue(html, "rua")).toBe("Rua dos Pinheiros");
    expect(inputValue(html, "bairro")).toBe("Pinheiros");
    expect(inputValue(html, "cidade")).toBe("São Paulo");
    expect(html).toMatch(/<option[^>]*value="SP"[^>]*selected/);
    expect(inputValue(html, "numero")).toBe("45");
    expect(inputValue(html, "nome")).toBe("Ana Souza");
    expect(html).not.toContain("minha-senha-123");
    expect(bodyText(html)).toContain(RETYPE_PASSWORDS);
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("says at the field a CEP it does not know or that is no CEP, keeping what was typed", async () => {
    const unknown = await shopper().postSeeOther("/aurora/cadastro", {
      intent: "buscar-cep",
      cep: "99999-999",
      rua: "Rua que digitei",
      senha: "minha-senha-123",
    });
    expect(unknown.status).toBe(200);
    const html = await unknown.text();
    expect(fieldError(html, "cep")).toBe("Não encontramos este CEP. Confira os números ou preencha o endereço.");
    expect(inputValue(html, "rua")).toBe("Rua que digitei");
    expect(html).not.toContain("minha-senha-123");
    expect(unknown.headers.get("Cache-Control")).toContain("no-store");
    const invalid = await shopper().post("/aurora/cadastro", {
      intent: "buscar-cep",
      cep: "0542",
      senha: "minha-senha-123",
    });
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(fieldError(invalidHtml, "cep")).not.toBeNull();
    expect(invalidHtml).not.toContain("minha-senha-123");
  });

  it("a lookup without passwords typed asks for none again", async () => {
    const response = await shopper().postSeeOther("/aurora/cadastro", { intent: "buscar-cep", cep: "05422001" });
    expect(response.status).toBe(200);
    expect(bodyText(await response.text())).not.toContain(RETYPE_PASSWORDS);
  });

  it("never sends the passwords back after a refused sign-up", async () => {
    const customer = newCustomer("refused");
    const response = await shopper().post("/aurora/cadastro", {
      ...customer.fields,
      email: "not-an-email",
      senha: "minha-senha-123",
      confirmacao: "minha-senha-123",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain("minha-senha-123");
  });
});

describe("signing up at aurora (registrations wait for approval)", () => {
  it("shows the pending notice, keeps the customer logged out; login waits for the approval, then works", async () => {
    const customer = newCustomer("aurora");
    const who = shopper();
    const response = await who.post("/aurora/cadastro", customer.fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/aurora/cadastro?enviado=1");
    expect(who.cookie("commerce-auth-token")).toBeUndefined();
    const { response: page } = await who.follow(response);
    const text = bodyText(await page.text());
    expect(text).toContain(AURORA_AFTER_SIGN_UP);
    expect(text).toContain("Cadastro enviado");

    const refused = await logIn(who, customer.email, customer.senha);
    expect(bodyText(await refused.text())).toContain("Seu cadastro já foi confirmado e aguarda aprovação");
    expect(who.cookie("commerce-auth-token")).toBeUndefined();

    await upstreamCli(server.dataDir, "approve", "--supplier", "aurora", "--email", customer.email);
    const accepted = await logIn(who, customer.cpf, customer.senha);
    expect(accepted.status).toBe(303);
    expect(who.cookie("commerce-auth-token")).toBeTruthy();
  });

  it("tells of an e-mail already registered next to the e-mail field, and of a document next to the document", async () => {
    const byEmail = await shopper().post("/aurora/cadastro", {
      ...newCustomer().fields,
      email: "cliente@exemplo.com.br",
    });
    expect(byEmail.status).toBe(409);
    const emailPage = await byEmail.text();
    expect(fieldError(emailPage, "email")).toMatch(/e-mail/i);
    expect(inputValue(emailPage, "email")).toBe("cliente@exemplo.com.br");

    const byDocument = await shopper().post("/aurora/cadastro", {
      ...newCustomer().fields,
      documento: "529.982.247-25",
    });
    expect(byDocument.status).toBe(409);
    expect(fieldError(await byDocument.text(), "documento")).toMatch(/CPF/);
  });

  it("pretends success to a robot that fills the honeypot, and registers nobody", async () => {
    const customer = newCustomer("robo");
    const who = shopper();
    const response = await who.post("/aurora/cadastro", { ...customer.fields, site: "http://spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/aurora/cadastro?enviado=1");
    expect(bodyText(await (await who.follow(response)).response.text())).toContain(PENDING);
    // Nobody took the e-mail: the real sign-up with it goes through.
    const real = await shopper().post("/aurora/cadastro", customer.fields);
    expect(real.status).toBe(303);
    expect(real.headers.get("Location")).toBe("/aurora/cadastro?enviado=1");
  });

  it("limits the attempts for one e-mail", async () => {
    const { fields } = newCustomer("insistente");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await shopper().post("/aurora/cadastro", { ...fields, documento: "529.982.247-25" });
      statuses.push(response.status);
      if (response.status === 303)
        expect(response.headers.get("Location")).toMatch(/^\/aurora\/erro\/too-many-request\?espera=\d+$/);
    }
    expect(statuses).toEqual([409, 409, 409, 303]);
  });
});

describe("signing up where registrations are approved at once", () => {
  it("logs the new customer in and takes them where they were going (casaverde)", async () => {
    const customer = newCustomer("casaverde");
    const who = shopper();
    const response = await who.post("/casaverde/cadastro", {
      ...customer.fields,
      redirectTo: "/casaverde/produto/3001",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/casaverde/produto/3001");
    expect(who.cookie("commerce-auth-token")).toBeTruthy();
    const account = await who.get("/casaverde/conta");
    expect(account.status).toBe(200);
    expect(bodyText(await account.text())).toContain(customer.email);
  });

  it("never follows a return address to another site", async () => {
    const who = shopper();
    const response = await who.post("/casaverde/cadastro", {
      ...newCustomer().fields,
      redirectTo: "//evil.example/roubo",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/casaverde");
  });

  it("shows the terms of use first where they must be accepted (bomsabor)", async () => {
    const who = shopper();
    const response = await who.post("/bomsabor/cadastro", {
      ...newCustomer("bomsabor").fields,
      redirectTo: "/bomsabor/produto/2001",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      `/bomsabor/termos?redirectTo=${encodeURIComponent("/bomsabor/produto/2001")}`,
    );
    expect(who.cookie("commerce-auth-token")).toBeTruthy();
  });
});

/** Aurora's required customer characteristic (upstream/seed/suppliers.ts), as the form names it. */
const RAMO = "caracteristica-1";

describe("a company's sign-up (opening date, contact e-mail, the supplier's characteristics)", () => {
  it("the lookup fills the opening date and offers the contact e-mail beside the login e-mail, never in it", async () => {
    const response = await shopper().postSeeOther("/aurora/cadastro", {
      intent: "buscar-cnpj",
      documento: KNOWN_CNPJ,
      email: "compras@paodourado.com.br",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(inputValue(html, "email")).toBe("compras@paodourado.com.br");
    expect(inputValue(html, "data_nascimento")).toBe("2009-03-18");
    expect(html).toMatch(/<label[^>]*for="cadastro-data_nascimento"[^>]*>Data de abertura<\/label>/);
    expect(bodyText(html)).toContain("E-mail de contato na Receita: contato@paodourado.com.br");

    const used = await shopper().postSeeOther("/aurora/cadastro", {
      intent: "usar-email",
      emailSugerido: "contato@paodourado.com.br",
      documento: KNOWN_CNPJ,
      nome: "Padaria Pão Dourado Ltda.",
    });
    const usedHtml = await used.text();
    expect(inputValue(usedHtml, "email")).toBe("contato@paodourado.com.br");
    expect(inputValue(usedHtml, "nome")).toBe("Padaria Pão Dourado Ltda.");
  });

  it("asks Aurora's characteristics with their types, and refuses at its field a required one left out or a value outside its options", async () => {
    const page = await (await shopper().get("/aurora/cadastro")).text();
    const select = tags(page, "select").find((field) => field.name === RAMO);
    expect(select).toMatchObject({ required: "" });
    expect(page).toMatch(/<label[^>]*>Ramo de atividade<\/label>/);
    expect(page).toContain('<option value="Padaria">Padaria</option>');
    expect(page).toMatch(/<label[^>]*>Inscrição estadual \(opcional\)<\/label>/);

    const { [RAMO]: _left, ...withoutRamo } = newCustomer().fields;
    const missing = await shopper().post("/aurora/cadastro", withoutRamo);
    expect(missing.status).toBe(400);
    expect(fieldError(await missing.text(), RAMO)).toBe("Preencha este campo.");
    const outside = await shopper().post("/aurora/cadastro", { ...newCustomer().fields, [RAMO]: "Farmácia" });
    expect(outside.status).toBe(400);
    expect(fieldError(await outside.text(), RAMO)).toBe("Escolha uma das opções.");
  });

  it("sends the characteristics with the registration", async () => {
    const customer = newCustomer("ramo");
    const response = await shopper().post("/aurora/cadastro", { ...customer.fields, [RAMO]: "Restaurante" });
    expect(response.headers.get("Location")).toBe("/aurora/cadastro?enviado=1");
    const db = new Database(databasePath(server.dataDir), { readonly: true });
    try {
      const kept = db
        .prepare(
          `SELECT k.descricao, a.valor FROM client_characteristics a
           JOIN customers c ON c.idcliente = a.idcliente JOIN characteristics k USING (idcaracteristica)
           WHERE c.email = ?`,
        )
        .all(customer.email);
      expect(kept).toEqual([{ descricao: "Ramo de atividade", valor: "Restaurante" }]);
    } finally {
      db.close();
    }
  });
});

describe("a sign-up refused keeps what was typed and says where", () => {
  it("the summary links to each field in error, and the passwords are asked again next to them", async () => {
    const response = await shopper().post("/aurora/cadastro", {
      ...newCustomer().fields,
      email: "ana@",
      telefone: "123",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(hrefs(html)).toEqual(expect.arrayContaining(["#cadastro-email", "#cadastro-telefone"]));
    expect(html).not.toContain("senha-nova-123");
    expect(bodyText(html)).toContain(
      "Por segurança, a senha não volta com o formulário: digite a senha e a confirmação de novo.",
    );
  });

  it("a document already registered offers 'Entrar' and 'Esqueci minha senha' right there", async () => {
    const response = await shopper().post("/aurora/cadastro", { ...newCustomer().fields, documento: "529.982.247-25" });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(hrefs(html)).toEqual(expect.arrayContaining(["/aurora/entrar", "/aurora/senha"]));
    expect(html).toMatch(
      /Já existe um cadastro com este CPF\/CNPJ\.[\s\S]{0,400}Entrar[\s\S]{0,200}Esqueci minha senha/,
    );
  });

  it("a CNPJ the registry does not know: every field is asked and what was typed stays", async () => {
    const response = await shopper().postSeeOther("/aurora/cadastro", {
      intent: "buscar-cnpj",
      documento: cnpjWithCheckDigits("998877660001"),
      nome: "Mercearia Nova",
      email: "compras@mercearianova.com.br",
      [RAMO]: "Mercado",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(inputValue(html, "nome")).toBe("Mercearia Nova");
    expect(inputValue(html, "email")).toBe("compras@mercearianova.com.br");
    expect(html).toMatch(/<option value="Mercado" selected/);
    expect(html).toMatch(/<label[^>]*for="cadastro-data_nascimento"[^>]*>Data de abertura<\/label>/);
  });
});
