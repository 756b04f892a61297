/**
 * The shopping information beside prices, in the footer and in the cart, through the real server
 * without JavaScript: each piece's price of a product sold in packs, the discount as a percentage
 * beside a struck-through price, the company and its CNPJ and the social networks by their names at
 * the foot of every page, and a company's credit left to invoice in the cart (call 69).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ env: { AUTH_ATTEMPTS_PER_ACCOUNT: "1000", AUTH_ATTEMPTS_PER_IP: "5000" } });
});

afterAll(async () => {
  await server?.stop();
});

/** A page's visible text, Intl's no-break spaces read as spaces. */
async function textOf(who: Shopper, path: string): Promise<string> {
  const response = await who.get(path);
  expect(response.status).toBe(200);
  return bodyText(await response.text()).replace(/\u00a0/g, " ");
}

async function loggedIn(login: string, store: string): Promise<Shopper> {
  const who = new Shopper(server.url);
  expect((await who.post(`/${store}/entrar`, { login, senha: "demo1234" })).status).toBe(303);
  return who;
}

describe("beside the price", () => {
  it("says each piece's price of a pack, on its card and on its page", async () => {
    const who = await loggedIn("cliente@exemplo.com.br", "aurora");
    // Feijão carioca, a bale of 10 (R$ 79,90 before the customer's payment method prices it).
    for (const path of ["/aurora/produto/1003", "/aurora/categoria/102"]) {
      const [, pack, piece] =
        /Feijão carioca tipo 1 1 kg[^]*?R\$ (\d+,\d\d) \/ fd R\$ (\d+,\d\d) cada · fardo com 10/.exec(
          await textOf(who, path),
        ) ?? [];
      expect(pack, path).toBeDefined();
      expect(Number(piece!.replace(",", "."))).toBe(Math.round(Number(pack!.replace(",", ".")) * 10) / 100);
    }
  });

  it("says none where the store's multiples count no pieces (Casa Verde's tag disable-product-multiple)", async () => {
    // 'Ovos caipiras bandeja com 10' has a multiple of 10 there, and stays R$ 18,90 the tray.
    const eggs = await textOf(new Shopper(server.url), "/casaverde/busca?q=ovos");
    expect(eggs).toContain("Ovos caipiras bandeja com 10 R$ 18,90 / un");
    expect(eggs).not.toContain(" cada ·");
  });

  it("says nothing of pieces for a product sold by weight, nor to a guest who sees no price", async () => {
    const banana = await textOf(new Shopper(server.url), "/casaverde/produto/3001");
    expect(banana).not.toContain(" cada ·");
    const guest = await textOf(new Shopper(server.url), "/aurora/produto/1003");
    expect(guest).not.toContain("R$ 7,99");
  });

  it("gives the discount as a percentage beside the struck-through price", async () => {
    const guest = new Shopper(server.url);
    const search = await textOf(guest, "/casaverde/busca?q=laranja");
    // Laranja pera: from R$ 5,99 to R$ 4,99.
    expect(search).toMatch(/De R\$ 5,99 por R\$ 4,99 \/ kg -16% \(16% de desconto\)/);
  });
});

describe("the foot of every page", () => {
  it("names the company behind the store with its CNPJ, and the social networks as they are written", async () => {
    const text = await textOf(new Shopper(server.url), "/aurora");
    expect(text).toContain("Distribuidora Aurora Comércio de Alimentos Ltda. · CNPJ 18.345.672/0001-02");
    expect(text).toContain("Instagram");
    expect(text).toContain("LinkedIn");
    expect(text).not.toMatch(/\binstagram\b(?!\.com)/);
  });
});

describe("the credit left to invoice, in the cart", () => {
  it("is said under the total where the customer may pay by invoice, and by how much an invoiced cart passes it", async () => {
    const who = await loggedIn("cliente@exemplo.com.br", "aurora");
    await who.post("/aurora/carrinho", { intent: "adicionar", idproduto: "1003", quantidade: "10" });
    await who.post("/aurora/carrinho", { intent: "pagamento", idformapagamento: "11" });
    const within = await textOf(who, "/aurora/carrinho");
    expect(within).toContain("Crédito disponível para faturar: R$ 2.480,50");
    expect(within).not.toContain("O total passa do crédito");

    await who.post("/aurora/carrinho", { intent: "definir", idproduto: "1003", quantidade: "40" });
    const above = await textOf(who, "/aurora/carrinho");
    expect(above).toMatch(
      /O total passa do crédito em R\$ [\d.]+,\d\d: escolha outra forma de pagamento ou reduza o pedido\./,
    );

    // Paid by PIX, the credit is only said.
    await who.post("/aurora/carrinho", { intent: "pagamento", idformapagamento: "12" });
    const pix = await textOf(who, "/aurora/carrinho");
    expect(pix).toContain("Crédito disponível para faturar: R$ 2.480,50");
    expect(pix).not.toContain("O total passa do crédito");
  });

  it("is not said where the customer cannot pay by invoice", async () => {
    const who = await loggedIn("casaverde@exemplo.com.br", "casaverde");
    await who.post("/casaverde/carrinho", { intent: "adicionar", idproduto: "3001", quantidade: "1" });
    expect(await textOf(who, "/casaverde/carrinho")).not.toContain("Crédito disponível");
  });
});
