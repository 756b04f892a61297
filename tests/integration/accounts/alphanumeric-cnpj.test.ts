/**
 * Companies with an alphanumeric CNPJ (issued by the Receita Federal since July 2026), through the
 * real server over the embedded upstream: company data looked up by that CNPJ, sign-up, the
 * account page, and logging in and recovering the password by that CNPJ however it is typed
 * (with or without its mask, in lower case).
 */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cnpjWithCheckDigits, formatDocument } from "~/models/document";
import { bodyText, tags } from "../../support/html";
import { newCustomer } from "../../support/new-customer";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";

/** The company with an alphanumeric CNPJ in the embedded upstream's registry (upstream/seed/accounts.ts). */
const REGISTRY_CNPJ = "K2ZLW8PR000174";
const REGISTRY_NAME = "Doceria Flor de Laranjeira Ltda.";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "100" } });
});

afterAll(async () => {
  await server?.stop();
});

const shopper = () => new Shopper(server.url);

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ALPHANUMERIC = `0123456789${LETTERS}`;

/** An alphanumeric CNPJ nobody registered yet: a root with letters, branch 0001. */
function newAlphanumericCnpj(): string {
  const root = Array.from(
    { length: 8 },
    (_, index) => (index < 2 ? LETTERS : ALPHANUMERIC)[randomInt(index < 2 ? 26 : 36)],
  ).join("");
  return cnpjWithCheckDigits(`${root}0001`);
}

/** The sign-up form of a company, its CNPJ typed as given. */
function newCompany(label: string, documento: string, nome = "Confeitaria Alfanumérica Teste Ltda.") {
  const customer = newCustomer(label);
  return { ...customer, nome, fields: { ...customer.fields, nome, documento, data_nascimento: "2026-07-15" } };
}

function inputValue(html: string, name: string): string | undefined {
  return tags(html, "input").find((input) => input.name === name)?.value;
}

/** The error text tied to a field (aria-describedby), or null. */
function fieldError(html: string, name: string): string | null {
  const input = tags(html, "input").find((field) => field.name === name);
  if (!input || input["aria-invalid"] !== "true") return null;
  for (const id of (input["aria-describedby"] ?? "").split(/\s+/)) {
    const match = new RegExp(`<p[^>]*id="${id}"[^>]*>([^<]*)</p>`).exec(html);
    if (match?.[1] && !id.endsWith("-dica")) return match[1];
  }
  return null;
}

async function logIn(login: string, senha: string, supplier = "casaverde") {
  const who = shopper();
  const response = await who.post(`/${supplier}/entrar`, { login, senha });
  return { who, response };
}

describe("company data by an alphanumeric CNPJ", () => {
  it.each([
    ["with its mask", "K2.ZLW.8PR/0001-74"],
    ["in lower case, without punctuation", "k2zlw8pr000174"],
  ])("fills the form from the registry, typed %s, and shows the CNPJ masked in upper case", async (_case, typed) => {
    const response = await shopper().postSeeOther("/casaverde/cadastro", {
      intent: "buscar-cnpj",
      documento: typed,
      data_nascimento: "2026-07-15",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(bodyText(html)).toContain(`Preenchemos os dados de ${REGISTRY_NAME}`);
    expect(inputValue(html, "documento")).toBe("K2.ZLW.8PR/0001-74");
    expect(inputValue(html, "nome")).toBe(REGISTRY_NAME);
    expect(inputValue(html, "cep")).toBe("05406-050");
    expect(inputValue(html, "data_nascimento")).toBe("2026-07-15");
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("asks for a valid CNPJ when the check digits are wrong or letters stand in their place", async () => {
    for (const documento of ["K2.ZLW.8PR/0001-75", "K2.ZLW.8PR/0001-7A"]) {
      const response = await shopper().post("/casaverde/cadastro", { intent: "buscar-cnpj", documento });
      expect(response.status, documento).toBe(400);
      expect(fieldError(await response.text(), "documento"), documento).toBe(
        "Informe um CNPJ válido para buscar os dados da empresa.",
      );
    }
  });
});

describe("signing up a company with an alphanumeric CNPJ", () => {
  it("signs up the registry's company, shows its CNPJ on the account page, then logs in by that CNPJ however typed", async () => {
    const company = newCompany("flor", "k2.zlw.8pr/0001-74", REGISTRY_NAME);
    const who = shopper();
    const response = await who.post("/casaverde/cadastro", company.fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/casaverde");
    expect(who.cookie("commerce-auth-token")).toBeTruthy();

    const account = await who.get("/casaverde/conta");
    expect(account.status).toBe(200);
    const text = bodyText(await account.text());
    expect(text).toContain("CNPJ");
    expect(text).toContain("K2.ZLW.8PR/0001-74");
    // A company is greeted by its whole name, not by a "first name".
    expect(text).toContain(`Olá, ${REGISTRY_NAME}`);

    for (const login of [
      "K2.ZLW.8PR/0001-74",
      REGISTRY_CNPJ,
      REGISTRY_CNPJ.toLowerCase(),
      "k2.zlw.8pr/0001-74",
      " k2 zlw 8pr 0001 74 ",
    ]) {
      const attempt = await logIn(login, company.senha);
      expect(attempt.response.status, login).toBe(303);
      expect(attempt.who.cookie("commerce-auth-token"), login).toBeTruthy();
    }
  });

  it("refuses a second sign-up with the same CNPJ written in another case, next to the document", async () => {
    const cnpj = newAlphanumericCnpj();
    expect(
      (await shopper().post("/casaverde/cadastro", newCompany("primeira", formatDocument(cnpj)).fields)).status,
    ).toBe(303);
    const again = await shopper().post("/casaverde/cadastro", newCompany("segunda", cnpj.toLowerCase()).fields);
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(fieldError(html, "documento")).toBe("Já existe um cadastro com este CPF/CNPJ.");
    expect(inputValue(html, "documento")).toBe(formatDocument(cnpj));
  });

  it("waits for the approval at aurora like any sign-up, then logs in by the CNPJ", async () => {
    const cnpj = newAlphanumericCnpj();
    const company = newCompany("aurora-alfa", cnpj.toLowerCase());
    const response = await shopper().post("/aurora/cadastro", company.fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/aurora/cadastro?enviado=1");

    await upstreamCli(server.dataDir, "approve", "--supplier", "aurora", "--email", company.email);
    const { who, response: accepted } = await logIn(formatDocument(cnpj).toLowerCase(), company.senha, "aurora");
    expect(accepted.status).toBe(303);
    expect(who.cookie("commerce-auth-token")).toBeTruthy();
  });

  it.each([
    ["a wrong check digit", (cnpj: string) => `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`],
    ["a letter in a check digit's place", (cnpj: string) => `${cnpj.slice(0, 13)}A`],
    ["a character short", (cnpj: string) => cnpj.slice(1)],
  ])("refuses %s next to the field, keeping what was typed", async (_case, spoil) => {
    const typed = spoil(newAlphanumericCnpj()).toLowerCase();
    const response = await shopper().post("/casaverde/cadastro", newCompany("errado", typed).fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldError(html, "documento")).toBe("CPF ou CNPJ inválido: confira os números.");
    expect(inputValue(html, "documento")).toBe(formatDocument(typed));
  });
});

describe("logging in and recovering the password by an alphanumeric CNPJ", () => {
  it("says the login is invalid for a CNPJ whose check digits are wrong", async () => {
    const { response } = await logIn("K2.ZLW.8PR/0001-75", "qualquer-senha");
    expect(response.status).toBe(400);
    expect(bodyText(await response.text())).toContain("Email ou CPF Invalido");
  });

  it("refuses a wrong password for a company found by its CNPJ", async () => {
    const cnpj = newAlphanumericCnpj();
    const company = newCompany("senha-errada", cnpj);
    expect((await shopper().post("/casaverde/cadastro", company.fields)).status).toBe(303);
    const { who, response } = await logIn(cnpj.toLowerCase(), "outra-senha-123");
    expect(response.status).toBe(401);
    expect(who.cookie("commerce-auth-token")).toBeUndefined();
  });

  it("sends the password link to the company's e-mail when asked by its CNPJ in lower case", async () => {
    const cnpj = newAlphanumericCnpj();
    const company = newCompany("recupera", cnpj);
    expect((await shopper().post("/casaverde/cadastro", company.fields)).status).toBe(303);
    const response = await shopper().post("/casaverde/senha", { login: formatDocument(cnpj).toLowerCase() });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/casaverde/senha?enviado=1");
    const outbox = await upstreamCli(server.dataDir, "outbox", "--to", company.email, "--limit", "1");
    expect(outbox).toMatch(/\/casaverde\/senha\/nova\?token=/);
  });
});
