/**
 * A coupon across a logout in front of an upstream that keeps no coupon with the cart
 * (docs/upstream-api.md §40: its answers leave `cupomManual` out, and a cart read names no coupon
 * but the one asked for). ADR 0020: the storefront keeps the code in this browser (`commerce-cupom`)
 * for that customer at that store, and prices it in again at their next login here.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUpstream, type RunningUpstream } from "../../../upstream/start";
import { bodyText } from "../../support/html";
import { newCustomer } from "../../support/new-customer";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

const APP_TOKEN = "storefront-dev-token";

let dataDir: string;
let upstream: RunningUpstream;
let proxy: http.Server;
let server: StorefrontServer;

/**
 * The reference upstream as a server without the feature: a cart read that names no coupon forgets
 * the kept one (`removerCupom=true`), and `cupomManual` is left out of every cart answer.
 */
function withoutKeptCoupons(target: string): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", target);
      const cart = url.pathname.endsWith("/cart");
      if (cart && !url.searchParams.has("codigoCupom")) url.searchParams.set("removerCupom", "true");
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(url, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (cart && answer.ok) {
        const { cupomManual: _kept, ...rest } = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
        body = Buffer.from(JSON.stringify(rest));
      }
      res
        .writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "application/octet-stream" })
        .end(body);
    });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "coupon-kept-by-browser-"));
  upstream = await startUpstream({ port: 0, dataDir, appToken: APP_TOKEN });
  proxy = withoutKeptCoupons(upstream.url);
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  server = await startStorefront({ apiBaseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new customer of Bom Sabor (approved at once), terms accepted, logged in; with their login. */
async function newBomsaborCustomer(who = new Shopper(server.url)) {
  const customer = newCustomer("cupom");
  expect((await who.post("/bomsabor/cadastro", customer.fields)).status).toBe(303);
  expect((await who.post("/bomsabor/termos", { intent: "aceitar", redirectTo: "/bomsabor" })).status).toBe(303);
  return { who, customer };
}

async function couponBox(who: Shopper): Promise<string> {
  const html = await (await who.get("/bomsabor/carrinho")).text();
  return bodyText(/<section[^>]*aria-labelledby="titulo-cupom"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? "");
}

async function logIn(who: Shopper, login: string, senha: string) {
  expect((await who.post("/bomsabor/entrar", { login, senha })).status).toBe(303);
}

describe("a coupon across a logout, from an upstream that keeps none", () => {
  it("is applied again at the same customer's next login in this browser, and not for another customer logging in there", async () => {
    const { who, customer } = await newBomsaborCustomer();
    await who.post("/bomsabor/carrinho", {
      intent: "salvar",
      linhas: JSON.stringify([{ idproduto: "2001", quantidade: 2, embalarParaPresente: false }]),
    });
    await who.post("/bomsabor/carrinho", { intent: "cupom-aplicar", codigoCupom: "BEMVINDO10" });
    expect(await couponBox(who)).toContain("Cupom BEMVINDO10 aplicado");

    expect((await who.post("/bomsabor/sair", {})).status).toBe(303);
    await logIn(who, customer.email, customer.senha);
    const box = await couponBox(who);
    expect(box).toContain("Cupom BEMVINDO10 aplicado");
    expect(box).toContain("R$ 12,98");

    // Another customer in the same browser after a logout: the coupon was not theirs.
    expect((await who.post("/bomsabor/sair", {})).status).toBe(303);
    const other = newCustomer("outro");
    expect((await who.post("/bomsabor/cadastro", other.fields)).status).toBe(303);
    expect((await who.post("/bomsabor/termos", { intent: "aceitar", redirectTo: "/bomsabor" })).status).toBe(303);
    expect((await who.post("/bomsabor/sair", {})).status).toBe(303);
    await logIn(who, other.email, other.senha);
    expect(await couponBox(who)).not.toContain("BEMVINDO10");
  });

  it("is applied again after a login form posted again while logged in", async () => {
    const { who, customer } = await newBomsaborCustomer();
    await who.post("/bomsabor/carrinho", {
      intent: "salvar",
      linhas: JSON.stringify([{ idproduto: "2001", quantidade: 1, embalarParaPresente: false }]),
    });
    await who.post("/bomsabor/carrinho", { intent: "cupom-aplicar", codigoCupom: "BEMVINDO10" });
    // The cart it leads to, as a browser follows: its one-time "Cupom BEMVINDO10 aplicado." is read here.
    expect(await couponBox(who)).toContain("Cupom BEMVINDO10 aplicado");
    await logIn(who, customer.email, customer.senha);
    const box = await couponBox(who);
    expect(box).toContain("Cupom BEMVINDO10 aplicado");
    expect(box).toContain("Remover cupom");
  });

  it("is used once: a coupon removed after the login that applied it again does not come back at a later login", async () => {
    const { who, customer } = await newBomsaborCustomer();
    await who.post("/bomsabor/carrinho", {
      intent: "salvar",
      linhas: JSON.stringify([{ idproduto: "2001", quantidade: 1, embalarParaPresente: false }]),
    });
    await who.post("/bomsabor/carrinho", { intent: "cupom-aplicar", codigoCupom: "BEMVINDO10" });
    expect((await who.post("/bomsabor/sair", {})).status).toBe(303);
    await logIn(who, customer.email, customer.senha);
    expect(await couponBox(who)).toContain("Cupom BEMVINDO10 aplicado");
    expect(who.cookie("commerce-cupom")).toBeUndefined();

    await who.post("/bomsabor/carrinho", { intent: "cupom-remover" });
    expect(await couponBox(who)).toContain("Cupom BEMVINDO10 removido.");
    // A later login in this browser without a logout between (the session ended, the form posted again).
    await logIn(who, customer.email, customer.senha);
    const box = await couponBox(who);
    expect(box).not.toContain("BEMVINDO10 aplicado");
    expect(box).not.toContain("Remover cupom");
  });
});
