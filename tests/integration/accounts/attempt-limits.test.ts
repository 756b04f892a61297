/**
 * AUTH_ATTEMPTS_PER_ACCOUNT counts the attempts on an account, whichever of its logins is typed:
 * its e-mail, its CPF (masked or not) and its CNPJ share one count, beside the count of each text
 * typed. Each test signs up a customer of its own at casaverde (approved at once).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { newCustomer, type NewCustomer } from "../../support/new-customer";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

const LIMIT = 3;
/** The too-many-request page, told how many seconds are left (about 10 minutes). */
const TOO_MANY = expect.stringMatching(/^\/casaverde\/erro\/too-many-request\?espera=\d+$/);

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: String(LIMIT) } });
});

afterAll(async () => {
  await server?.stop();
});

const shopper = () => new Shopper(server.url);

async function signedUp(label: string): Promise<NewCustomer> {
  const customer = newCustomer(label);
  const response = await shopper().post("/casaverde/cadastro", customer.fields);
  expect(response.status, bodyText(await response.clone().text()).slice(0, 300)).toBe(303);
  expect(response.headers.get("Location")).toBe("/casaverde");
  return customer;
}

/** A login from a fresh browser: the answer's status and where it leads. */
async function logIn(login: string, senha: string) {
  const who = shopper();
  const response = await who.post("/casaverde/entrar", { login, senha });
  await response.arrayBuffer();
  return {
    status: response.status,
    location: response.headers.get("Location"),
    signedIn: !!who.cookie("commerce-auth-token"),
  };
}

const wrong = "senha-errada-123";
const refused = { status: 401, location: null, signedIn: false };
const locked = { status: 303, location: TOO_MANY, signedIn: false };

describe("login attempts per account", () => {
  it("while the e-mail is locked, the account's CPF is locked too, even with the right password", async () => {
    const customer = await signedUp("limite-email");
    for (let attempt = 0; attempt < LIMIT; attempt++) expect(await logIn(customer.email, wrong)).toEqual(refused);
    expect(await logIn(customer.email, customer.senha)).toEqual(locked);
    expect(await logIn(customer.documento, customer.senha)).toEqual(locked);
    expect(await logIn(customer.cpf, customer.senha)).toEqual(locked);
  });

  it("counts the attempts by e-mail and by CPF together", async () => {
    const customer = await signedUp("limite-misto");
    expect(await logIn(customer.email, wrong)).toEqual(refused);
    expect(await logIn(customer.documento, wrong)).toEqual(refused);
    expect(await logIn(customer.cpf, wrong)).toEqual(refused);
    expect(await logIn(customer.email.toUpperCase(), customer.senha)).toEqual(locked);
  });

  it("leaves the other accounts alone", async () => {
    const [target, bystander] = await Promise.all([signedUp("limite-alvo"), signedUp("limite-vizinho")]);
    for (let attempt = 0; attempt <= LIMIT; attempt++) await logIn(target.documento, wrong);
    expect(await logIn(target.email, target.senha)).toEqual(locked);
    expect(await logIn(bystander.documento, bystander.senha)).toEqual({
      status: 303,
      location: "/casaverde",
      signedIn: true,
    });
  });

  it("still counts a text that names no account on its own", async () => {
    const nobody = newCustomer("ninguem");
    for (let attempt = 0; attempt < LIMIT; attempt++) expect((await logIn(nobody.email, wrong)).status).toBe(400);
    expect(await logIn(nobody.email, wrong)).toEqual(locked);
  });
});

describe("password recovery requests per account", () => {
  it("counts the requests by e-mail and by CPF together", async () => {
    const customer = await signedUp("limite-senha");
    const statuses: (string | null)[] = [];
    for (const login of [customer.email, customer.documento, customer.cpf, customer.email]) {
      const response = await shopper().post("/casaverde/senha", { login });
      await response.arrayBuffer();
      statuses.push(response.headers.get("Location"));
    }
    expect(statuses).toEqual([
      "/casaverde/senha?enviado=1",
      "/casaverde/senha?enviado=1",
      "/casaverde/senha?enviado=1",
      TOO_MANY,
    ]);
  });
});
