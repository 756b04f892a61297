/**
 * Availability alerts through the real server (docs/rules/catalogue.md "Availability alerts": "set availability alerts"; docs/upstream-api.md
 * §25): a logged-in customer asks to be told when an unavailable product is back, and stops asking;
 * a guest is sent to log in and comes back to the product.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText, hrefs } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront();
});

afterAll(async () => {
  await server?.stop();
});

const UNAVAILABLE = "/aurora/produto/1006";

async function text(who: Shopper, path: string): Promise<string> {
  return bodyText(await (await who.get(path)).text());
}

describe("availability alert", () => {
  it("a guest is offered to log in and comes back to the product", async () => {
    const html = await (await new Shopper(server.url).get(UNAVAILABLE)).text();
    expect(bodyText(html)).toContain("Entre para ser avisado quando chegar");
    expect(hrefs(html)).toContain("/aurora/entrar?redirectTo=%2Faurora%2Fproduto%2F1006&motivo=compra");
  });

  it("a customer sets the alert, sees it is set, and removes it", async () => {
    const who = new Shopper(server.url);
    expect((await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" })).status).toBe(303);
    expect(await text(who, UNAVAILABLE)).toContain("Avise-me quando chegar");

    const set = await who.post(UNAVAILABLE, { intent: "avisar" });
    expect(set.status).toBe(303);
    expect(set.headers.get("Location")).toBe(UNAVAILABLE);
    const afterSet = await text(who, UNAVAILABLE);
    expect(afterSet).toContain("Avisaremos quando o produto estiver disponível.");
    expect(afterSet).toContain("Você será avisado quando este produto chegar.");
    expect(afterSet).toContain("Cancelar aviso");

    expect((await who.post(UNAVAILABLE, { intent: "cancelar-aviso" })).status).toBe(303);
    const afterRemove = await text(who, UNAVAILABLE);
    expect(afterRemove).toContain("Aviso de disponibilidade cancelado.");
    expect(afterRemove).toContain("Avise-me quando chegar");
  });

  it("a guest's POST leads to login; a foreign origin and an unknown intent are refused", async () => {
    const guest = await new Shopper(server.url).post(UNAVAILABLE, { intent: "avisar" });
    expect(guest.status).toBe(303);
    expect(guest.headers.get("Location")).toBe("/aurora/entrar?redirectTo=%2Faurora%2Fproduto%2F1006");
    const who = new Shopper(server.url);
    await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    expect((await who.post(UNAVAILABLE, { intent: "avisar" }, "http://evil.example")).status).toBe(403);
    expect((await who.post(UNAVAILABLE, { intent: "apagar-tudo" })).status).toBe(400);
  });

  it("an available product offers no alert to a customer", async () => {
    const who = new Shopper(server.url);
    await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    const page = await text(who, "/aurora/produto/1001");
    expect(page).not.toContain("Avise-me quando chegar");
  });
});
