/**
 * The cookies that carry a token or personal data are encrypted (ADR 0052, docs/operations.md
 * "Cookies"): what the browser holds shows nothing of the customer to whoever sees it (a proxy's
 * log, a support HAR file); a cookie signed before the change still logs in once and comes back
 * encrypted; one tampered with or cut short is a logged-out visit, never an error.
 */
import { describe, expect, it } from "vitest";
import { LEGACY_COOKIES_ACCEPTED_UNTIL } from "~/services/legacy-cookie-upgrade.server";
import { DEMO_CUSTOMERS } from "../../../upstream/seed/customers";
import { cookieContent, legacyCookie, readableText } from "../../support/confidential-cookies";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";

const storefront = seededStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" } });

const customer = DEMO_CUSTOMERS.find((candidate) => candidate.email === "cliente@exemplo.com.br")!;
const CONFIDENTIAL = ["commerce-session", "commerce-auth-token"] as const;

/** Ana, logged in at Aurora, with the delivery to her CEP chosen. */
async function loggedIn(): Promise<Shopper> {
  const who = new Shopper(storefront.url);
  const login = await who.post("/aurora/entrar", { login: customer.email!, senha: "demo1234" });
  expect(login.status).toBe(303);
  expect((await who.get(`/aurora?cep=${customer.endereco!.cep}`)).status).toBeLessThan(400);
  for (const name of CONFIDENTIAL) expect(who.cookie(name), name).toBeTruthy();
  return who;
}

/** What of the customer a cookie's readable text shows. */
function personalDataIn(text: string): string[] {
  const cpf = customer.cpf.replace(/\D/g, "");
  const tells = {
    "e-mail": customer.email!,
    nome: customer.nome,
    // A short name as a word: three letters in a row turn up in encrypted text too.
    "primeiro nome": new RegExp(`(?<![A-Za-z0-9])${customer.nome.split(" ")[0]!}(?![A-Za-z0-9])`),
    CPF: cpf,
    "CPF formatado": cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4"),
    CEP: customer.endereco!.cep,
    // A JWT's header and claims, not "eyJ" alone, for the same reason.
    JWT: /eyJ[\w-]{4,}\.eyJ[\w-]{4,}\./,
  };
  return Object.entries(tells).flatMap(([what, tell]) =>
    (typeof tell === "string" ? text.includes(tell) : tell.test(text)) ? [what] : [],
  );
}

/** The account page as a browser with only this Cookie header sees it. */
function accountPage(cookie: string): Promise<Response> {
  return fetch(`${storefront.url}/aurora/conta`, { headers: { Cookie: cookie }, redirect: "manual" });
}

describe("what the browser holds", () => {
  it("shows no token and no personal data in any cookie, base64-decoded", async () => {
    const who = await loggedIn();
    const token = (await cookieContent("commerce-auth-token", who.cookie("commerce-auth-token")!)) as string;
    expect(token.length).toBeGreaterThan(20);
    const header = who.cookieHeader();
    for (const pair of header.split("; ")) {
      const [name = "", value = ""] = pair.split(/=(.*)/s);
      const text = readableText(value);
      expect(personalDataIn(text), name).toEqual([]);
      expect(text.includes(token), `${name} holds the token`).toBe(false);
    }
    // The server still reads them: the page is the customer's.
    const page = await who.get("/aurora/conta");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(customer.nome);
  });
});

/** The server's clock is the real one: until the date a signed cookie upgrades, after it it is no cookie (the unit tests play both). */
const upgradesStill = Date.now() <= LEGACY_COOKIES_ACCEPTED_UNTIL.getTime();

describe("a cookie from before the change", () => {
  it("logs in once and comes back encrypted, so nobody is logged out by the upgrade (until LEGACY_COOKIES_ACCEPTED_UNTIL; then it is no cookie)", async () => {
    const who = await loggedIn();
    const legacy = await Promise.all(
      CONFIDENTIAL.map(async (name) => legacyCookie(name, await cookieContent(name, who.cookie(name)!))),
    );
    if (!upgradesStill) {
      const refused = await accountPage(legacy.join("; "));
      expect(refused.status).toBe(302);
      expect(refused.headers.get("Location")).toMatch(/^\/aurora\/entrar/);
      return;
    }
    const shown = legacy.map((pair) => readableText(pair.slice(pair.indexOf("=") + 1))).join("\n");
    expect(personalDataIn(shown)).toContain("e-mail");

    const page = await accountPage(legacy.join("; "));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(customer.nome);
    const reissued = page.headers.getSetCookie().map((line) => line.split(";")[0]!);
    for (const name of CONFIDENTIAL) {
      const pair = reissued.find((line) => line.startsWith(`${name}=`));
      expect(pair, `${name} re-issued`).toBeDefined();
      expect(personalDataIn(readableText(pair!.slice(name.length + 1))), name).toEqual([]);
    }

    const again = await accountPage(
      reissued.filter((pair) => CONFIDENTIAL.some((name) => pair.startsWith(`${name}=`))).join("; "),
    );
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(customer.nome);
  });
});

describe("a cookie tampered with or cut short", () => {
  const damages: Array<[string, (value: string) => string]> = [
    ["one character changed", (value) => `${value.slice(0, 40)}${value[40] === "A" ? "B" : "A"}${value.slice(41)}`],
    ["cut in half", (value) => value.slice(0, Math.floor(value.length / 2))],
    ["a few characters", (value) => value.slice(0, 5)],
    ["not base64 at all", () => "%%%..!!"],
  ];

  it.each(damages)("%s: a logged-out visit, no error", async (_damage, damage) => {
    const who = await loggedIn();
    for (const name of CONFIDENTIAL) {
      const cookie = CONFIDENTIAL.map((each) => `${each}=${each === name ? damage(who.cookie(each)!) : "x"}`).join(
        "; ",
      );
      const page = await accountPage(cookie);
      expect(page.status, name).toBe(302);
      expect(page.headers.get("Location"), name).toMatch(/^\/aurora\/entrar/);
      const home = await fetch(`${storefront.url}/aurora`, { headers: { Cookie: cookie } });
      expect(home.status, name).toBe(200);
      expect(await home.text(), name).not.toContain(customer.nome);
    }
  });
});
