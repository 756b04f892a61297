/**
 * The "faults": the upstream failing during a cart save keeps the shopper's lines and says
 * the save failed (docs/rules/cart.md "Cart save"; docs/rules/architecture.md "Safety": never a crash, never a stack trace).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/models/messages";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { bodyText } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

/**
 * How long every upstream call may take: what ends the "hang" scenario's save. The logins and
 * saves before it are POSTs, never retried, so a loaded machine's slow answer (a first login
 * hashing its password) must stay well within it.
 */
const UPSTREAM_TIMEOUT_MS = 4_000;

let upstream: MisbehavingUpstream;
let server: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    env: { UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) },
  });
});

afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

const CART = "/casaverde/carrinho";
const isCartSave = (request: { method: string; path: string }) =>
  request.method === "POST" && request.path.endsWith("/cart");

describe("a cart save the upstream fails", () => {
  it.each(["500", "malformed", "hang"] as const)("answered %s: the message, and the cart as it was", async (mode) => {
    const who = new Shopper(server.url);
    expect((await who.post("/casaverde/entrar", { login: "casaverde@exemplo.com.br", senha: "demo1234" })).status).toBe(
      303,
    );
    await who.post(CART, { intent: "salvar", linhas: "[]" });
    await who.post(CART, { intent: "adicionar", idproduto: "3001", quantidade: "2" });

    upstream.setFault({ mode, match: isCartSave });
    const failed = await who.post(CART, { intent: "mais", idproduto: "3001" });
    upstream.setFault({ mode: "pass" });
    expect(failed.status).toBe(503);
    const html = await failed.text();
    expect(bodyText(html)).toContain(messages.cart.saveFailed);
    expect(html).not.toMatch(/at \w+ \(|Error:/);

    const cart = await (await who.get(CART)).text();
    expect(cart).toMatch(/id="quantidade-3001"[^>]*value="2"/);
  });
});
