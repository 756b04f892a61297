/**
 * Login limits count failed attempts only (a successful login clears that login's count), with the
 * figures the server starts with (AUTH_ATTEMPTS_PER_IP 30, AUTH_ATTEMPTS_PER_ACCOUNT 8 per 10
 * minutes); the limit page says in minutes how long to wait, as its Retry-After does. Each test signs
 * up a customer of its own at casaverde (approved at once).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { newCustomer, type NewCustomer } from "../../support/new-customer";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront();
});

afterAll(async () => {
  await server?.stop();
});

const shopper = () => new Shopper(server.url);

async function signedUp(label: string): Promise<NewCustomer> {
  const customer = newCustomer(label);
  const response = await shopper().post("/casaverde/cadastro", customer.fields);
  expect(response.status, bodyText(await response.clone().text()).slice(0, 300)).toBe(303);
  return customer;
}

/** A login from a fresh browser (a phone, a desktop, after a session expired). */
async function logIn(login: string, senha: string) {
  const who = shopper();
  const response = await who.post("/casaverde/entrar", { login, senha });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("Location"), who };
}

describe("login limits", () => {
  it("never locks out 50 logins with the right password in 10 minutes", async () => {
    const customer = await signedUp("limite-certo");
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      const { status, location, who } = await logIn(customer.email, customer.senha);
      outcomes.push(`${status} ${location} ${who.cookie("commerce-auth-token") ? "entrou" : "fora"}`);
    }
    expect(new Set(outcomes)).toEqual(new Set(["303 /casaverde entrou"]));
  });

  it("a successful login clears the failures of that login", async () => {
    const customer = await signedUp("limite-limpa");
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 7; attempt++)
        expect((await logIn(customer.email, "senha-errada-123")).status).toBe(401);
      expect((await logIn(customer.email, customer.senha)).location).toBe("/casaverde");
    }
  });

  it("locks the 9th attempt after 8 wrong passwords and says in minutes how long to wait", async () => {
    const customer = await signedUp("limite-errado");
    for (let attempt = 0; attempt < 8; attempt++)
      expect((await logIn(customer.email, "senha-errada-123")).status).toBe(401);
    const locked = await logIn(customer.email, customer.senha);
    expect(locked.status).toBe(303);
    expect(locked.location).toMatch(/^\/casaverde\/erro\/too-many-request\?espera=\d+$/);
    const page = await locked.who.get(locked.location!);
    expect(page.status).toBe(429);
    // The window started with the first wrong password, a moment ago: just under 10 minutes are left.
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(540);
    expect(Number(page.headers.get("Retry-After"))).toBeLessThanOrEqual(600);
    expect(bodyText(await page.text())).toContain("Aguarde 10 minutos e tente de novo.");
  });
});
