/**
 * The cart through the real server without JavaScript (docs/rules/cart.md "Cart quantity", "Price rule",
 * "Cart save", "Service lock"; docs/upstream-api.md §40): every intent of the one cart action,
 * what the cart page and the header then show, and the refusals that keep the cart as it was.
 */
import { describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { newCustomer } from "../../support/new-customer";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";
import { upstreamCli } from "../../support/upstream-cli";

/**
 * Each test starts from the seeded data: the demo customers' empty carts, without attendant prices
 * (whatever a test left in a shared customer's cart, lines, notes, payment method, a lock, goes).
 * The journeys below log the same demo customer in more often than the per-account limit allows.
 */
const storefront = seededStorefront({ env: { AUTH_ATTEMPTS_PER_ACCOUNT: "1000", AUTH_ATTEMPTS_PER_IP: "5000" } });

const CART = "/casaverde/carrinho";
const BANANA = "3001";
const CARROT = "3031";

async function loggedIn(
  login = "casaverde@exemplo.com.br",
  store = "casaverde",
  extra: Record<string, string> = {},
): Promise<Shopper> {
  const who = new Shopper(storefront.url);
  expect((await who.post(`/${store}/entrar`, { login, senha: "demo1234", ...extra })).status).toBe(303);
  return who;
}

async function page(who: Shopper, path = CART): Promise<{ status: number; html: string; text: string }> {
  const response = await who.get(path);
  const html = await response.text();
  return { status: response.status, html, text: bodyText(html) };
}

/** The value of the quantity field of a cart line. */
function quantityOf(html: string, idproduto: string): string | null {
  return new RegExp(`id="quantidade-${idproduto}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? null;
}

describe("the cart without JavaScript", () => {
  it("sends a guest who buys to log in and back to the product", async () => {
    const guest = new Shopper(storefront.url);
    const response = await guest.post(CART, {
      intent: "adicionar",
      idproduto: BANANA,
      quantidade: "1",
      redirectTo: "/casaverde/produto/3001",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      "/casaverde/entrar?redirectTo=%2Fcasaverde%2Fproduto%2F3001&motivo=compra",
    );
    expect((await guest.get(CART)).headers.get("Location")).toContain(
      "/casaverde/entrar?redirectTo=%2Fcasaverde%2Fcarrinho",
    );
  });

  it("adds by the product's step, changes quantities, crosses a tier and the wholesale threshold, and removes", async () => {
    const who = await loggedIn();
    const added = await who.post(CART, {
      intent: "adicionar",
      idproduto: BANANA,
      quantidade: "1,2",
      redirectTo: "/casaverde/produto/3001",
    });
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe("/casaverde/produto/3001");

    let cart = await page(who);
    expect(quantityOf(cart.html, BANANA)).toBe("1,5");
    expect(cart.text).toContain("R$ 6,99 / kg");
    expect(cart.text).toMatch(/Carrinho\s*1\s*produto/);

    await who.post(CART, { intent: "mais", idproduto: BANANA });
    expect(quantityOf((await page(who)).html, BANANA)).toBe("2");
    await who.post(CART, { intent: "menos", idproduto: BANANA });
    expect(quantityOf((await page(who)).html, BANANA)).toBe("1,5");

    await who.post(CART, { intent: "definir", idproduto: BANANA, quantidade: "5" });
    cart = await page(who);
    expect(cart.text).toContain("R$ 6,49 / kg · Preço por quantidade");
    expect(cart.text).toContain("R$ 32,45");

    await who.post(CART, { intent: "adicionar", idproduto: CARROT, quantidade: "9,5" });
    expect((await page(who)).text).toContain("R$ 4,99 / kg");
    await who.post(CART, { intent: "mais", idproduto: CARROT });
    cart = await page(who);
    expect(cart.text).toContain("R$ 4,29 / kg · Preço de atacado");
    expect(cart.text).toMatch(/Total\s*R\$\s*75,35/);

    await who.post(CART, { intent: "remover", idproduto: CARROT });
    await who.post(CART, { intent: "definir", idproduto: BANANA, quantidade: "0" });
    cart = await page(who);
    expect(cart.text).toContain("O carrinho está vazio. Experimente adicionar alguns produtos");
    expect(cart.text).toMatch(/Carrinho\s*0\s*produtos/);
  });

  it("caps a quantity at the maximum and says the server adjusted it", async () => {
    const who = await loggedIn();
    const response = await who.post(CART, { intent: "adicionar", idproduto: "3008", quantidade: "12" });
    expect(response.status).toBe(303);
    const cart = await page(who);
    expect(quantityOf(cart.html, "3008")).toBe("5");
    expect(cart.text).toMatch(/ajustad/i);
  });

  it.each([
    ["letters", "abc", "Informe a quantidade com números, como 2 ou 1,5."],
    ["a negative number", "-3", "Informe a quantidade com números, como 2 ou 1,5."],
    ["a huge number", "99999999", "Informe uma quantidade de 0 a 100.000."],
  ])(
    "refuses %s typed as a quantity next to the line, keeping what was typed and the cart",
    async (_case, typed, message) => {
      const who = await loggedIn();
      await who.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade: "2" });
      const response = await who.post(CART, { intent: "definir", idproduto: BANANA, quantidade: typed });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(bodyText(html)).toContain(message);
      expect(quantityOf(html, BANANA)).toBe(typed.replace(/&/g, "&amp;"));
      // The page comes back focused on that quantity (scrolled above the bar at a phone's foot).
      expect(html).toMatch(new RegExp(`<input[^>]*id="quantidade-${BANANA}"[^>]*autofocus=""`));
      expect(quantityOf((await page(who)).html, BANANA)).toBe("2");
    },
  );

  it("says why nothing went into the cart: the server's message, else the spec's", async () => {
    const who = await loggedIn();
    const unknown = await who.post(CART, {
      intent: "adicionar",
      idproduto: "999999",
      quantidade: "1",
      redirectTo: "/casaverde",
    });
    expect(unknown.status).toBe(303);
    const shown = bodyText(await (await who.follow(unknown)).response.text());
    expect(shown).toContain("Nenhum dos produtos enviados está disponível.");
  });

  it("leaves out an unknown product beside others, and refuses a tampered intent and a foreign origin without touching the cart", async () => {
    const who = await loggedIn();
    await who.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade: "1" });
    const unknown = await who.post(CART, {
      intent: "adicionar",
      idproduto: "999999",
      quantidade: "1",
      redirectTo: "/casaverde",
    });
    expect(bodyText(await (await who.follow(unknown)).response.text())).toContain(
      "O produto 999999 não foi encontrado neste fornecedor e ficou fora do carrinho.",
    );
    expect((await who.post(CART, { intent: "esvaziar-tudo" })).status).toBe(400);
    expect((await who.post(CART, { intent: "remover", idproduto: BANANA }, "http://evil.example")).status).toBe(403);
    expect(quantityOf((await page(who)).html, BANANA)).toBe("1");
  });

  it("answers a malformed coupon code next to its field, keeping what was typed", async () => {
    const who = await loggedIn();
    await who.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade: "1" });
    const typed = "X".repeat(500);
    const response = await who.post(CART, { intent: "cupom-aplicar", codigoCupom: typed });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/id="cupom-codigoCupom-erro"[^>]*>Código de cupom inválido\./);
    expect(html).toContain(`value="${typed}"`);
  });

  it("saves the order notes and the buyer's order number", async () => {
    const who = await loggedIn();
    await who.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade: "1" });
    await who.post(CART, { intent: "detalhes", observacao: "Entregar pela manhã", numPedidoCliente: "OC-118" });
    const { html } = await page(who);
    expect(html).toContain("Entregar pela manhã</textarea>");
    expect(html).toContain('value="OC-118"');
  });

  it("saves the whole list of lines at once (what the page sends with JavaScript)", async () => {
    const who = await loggedIn();
    const lines = [
      { idproduto: BANANA, quantidade: 2.5, embalarParaPresente: false },
      { idproduto: CARROT, quantidade: 1, embalarParaPresente: false },
    ];
    expect((await who.post(CART, { intent: "salvar", linhas: JSON.stringify(lines) })).status).toBe(303);
    const cart = await page(who);
    expect(quantityOf(cart.html, BANANA)).toBe("2,5");
    expect(quantityOf(cart.html, CARROT)).toBe("1");
    await who.post(CART, { intent: "salvar", linhas: "[]" });
    expect((await page(who)).text).toContain("O carrinho está vazio");
  });

  it("keeps what a page never saw: a product added in another tab survives the page's save", async () => {
    const who = await loggedIn();
    await who.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade: "2" });
    // The cart page shows the banana only; then another tab adds carrots.
    await who.post(CART, { intent: "adicionar", idproduto: CARROT, quantidade: "1" });
    const seen = JSON.stringify([BANANA]);
    await who.post(CART, {
      intent: "salvar",
      linhas: JSON.stringify([{ idproduto: BANANA, quantidade: 3, embalarParaPresente: false }]),
      vistos: seen,
    });
    let cart = await page(who);
    expect(quantityOf(cart.html, BANANA)).toBe("3");
    expect(quantityOf(cart.html, CARROT)).toBe("1");
    // Removing on that page removes what it saw, and only that.
    await who.post(CART, { intent: "salvar", linhas: "[]", vistos: seen });
    cart = await page(who);
    expect(quantityOf(cart.html, BANANA)).toBeNull();
    expect(quantityOf(cart.html, CARROT)).toBe("1");
    expect((await who.post(CART, { intent: "salvar", linhas: "[]", vistos: "{}" })).status).toBe(400);
    await who.post(CART, { intent: "salvar", linhas: "[]", vistos: JSON.stringify([CARROT]) });
    expect((await page(who)).text).toContain("O carrinho está vazio");
  });

  it("refuses a quantity past 100 000 in a page's save with the storefront's words, keeping the cart", async () => {
    const who = await loggedIn();
    await who.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade: "2" });
    const refused = await who.post(CART, {
      intent: "salvar",
      resposta: "dados",
      linhas: JSON.stringify([{ idproduto: BANANA, quantidade: 100_001, embalarParaPresente: false }]),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Informe uma quantidade de 0 a 100.000.");
    expect(quantityOf((await page(who)).html, BANANA)).toBe("2");
  });

  it('locks a cart with an attendant price until the shopper unlocks it (docs/rules/cart.md "Service lock")', async () => {
    const who = await loggedIn();
    await who.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade: "2" });
    await upstreamCli(
      storefront.dataDir,
      "attendant-price",
      "--supplier",
      "casaverde",
      "--email",
      "casaverde@exemplo.com.br",
      "--product",
      BANANA,
      "--price",
      "5.5",
    );

    let cart = await page(who);
    expect(cart.text).toContain("Este carrinho foi preparado pelo atendimento e está bloqueado para alterações.");
    expect(cart.text).toContain("R$ 5,50 / kg · Preço do atendimento");
    // The header says what the page just read, not the summary the session kept from before.
    expect(cart.text).toMatch(/Carrinho\s*1\s*produto\s*R\$\s*11,00/);
    expect(quantityOf(cart.html, BANANA)).toBeNull();
    const refused = await who.post(CART, { intent: "mais", idproduto: BANANA });
    expect(refused.status).toBe(409);
    // Adding is refused too: an added quantity would be bought at the attendant's price.
    const added = await who.post(CART, {
      intent: "adicionar",
      idproduto: BANANA,
      quantidade: "10",
      redirectTo: "/casaverde/produto/3001",
    });
    expect(added.status).toBe(303);
    expect(bodyText(await (await who.get("/casaverde/produto/3001")).text())).toContain(
      "Este carrinho foi preparado pelo atendimento e está bloqueado para alterações.",
    );
    expect((await who.post(CART, { intent: "adicionar", idproduto: CARROT, quantidade: "1" })).status).toBe(409);
    cart = await page(who);
    expect(cart.text).toContain("R$ 5,50 / kg · Preço do atendimento");
    expect(cart.text).toContain("R$ 11,00");
    expect(cart.text).not.toContain("Cenoura");

    await who.post(CART, { intent: "desbloquear" });
    cart = await page(who);
    expect(cart.text).not.toContain("bloqueado para alterações");
    expect(cart.text).toContain("R$ 6,99 / kg");
    expect(quantityOf(cart.html, BANANA)).toBe("2");
  });

  it("gift-wraps a line where the product has a wrap price, and adds its cost to the total", async () => {
    const customer = newCustomer("carrinho");
    const who = new Shopper(storefront.url);
    expect((await who.post("/bomsabor/cadastro", customer.fields)).status).toBe(303);
    expect((await who.post("/bomsabor/termos", { intent: "aceitar" })).status).toBe(303);
    await who.post("/bomsabor/carrinho", { intent: "adicionar", idproduto: "2001", quantidade: "2" });
    await who.post("/bomsabor/carrinho", { intent: "embrulhar", idproduto: "2001", embalar: "sim" });
    let cart = await page(who, "/bomsabor/carrinho");
    expect(cart.text).toContain("Embalagem para presente: R$ 19,80");
    expect(cart.text).toContain("Tirar embalagem para presente");
    await who.post("/bomsabor/carrinho", { intent: "embrulhar", idproduto: "2001", embalar: "nao" });
    cart = await page(who, "/bomsabor/carrinho");
    expect(cart.text).not.toContain("Embalagem para presente: R$");
  });

  it('chooses the payment method the prices are for (docs/rules/cart.md "Payment method and prices": it reloads the cart)', async () => {
    const who = await loggedIn("cliente@exemplo.com.br", "aurora");
    await who.post("/aurora/carrinho", { intent: "adicionar", idproduto: "1001", quantidade: "6" });
    const chosen = await who.post("/aurora/carrinho", { intent: "pagamento", idformapagamento: "12" });
    expect(chosen.headers.get("Location"), "back at the select").toBe("/aurora/carrinho#idformapagamento");
    const cart = await page(who, "/aurora/carrinho");
    expect(cart.text).toContain("R$ 151,22 / fd · Preço por quantidade");
    expect(cart.html).toMatch(/<option value="12" selected="">PIX/);
    expect(cart.html, "said under the select, not at the top").toMatch(
      /<p role="status"[^>]*>Preços atualizados para PIX: total de R\$\s[\d.]+,\d{2}\.<\/p>/,
    );
    expect((await page(who, "/aurora/carrinho")).text, "said once").not.toContain("Preços atualizados");
  });

  it("offers the subscription types where the supplier has them", async () => {
    const who = await loggedIn("cliente@exemplo.com.br", "aurora");
    await who.post("/aurora/carrinho", { intent: "adicionar", idproduto: "1001", quantidade: "6" });
    const cart = await page(who, "/aurora/carrinho");
    expect(cart.html).toContain('id="idtipoassinatura"');
    expect(cart.text).toContain("Toda semana");
    const unknown = await who.post("/aurora/carrinho", { intent: "assinatura", idtipoassinatura: "999" });
    expect(unknown.status).toBe(400);
    await who.post("/aurora/carrinho", { intent: "remover", idproduto: "1001" });
    expect((await page(who, "/aurora/carrinho")).text).toContain("O carrinho está vazio");
  });

  it("comes back to the line acted on: a capped quantity said beside it, a line that went with 'Desfazer' that puts it back once", async () => {
    const who = await loggedIn();
    await who.post(CART, { intent: "adicionar", idproduto: "3008", quantidade: "2" });
    await who.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade: "1" });

    const capped = await who.post(CART, { intent: "definir", idproduto: "3008", quantidade: "7" });
    expect(capped.status).toBe(303);
    expect(capped.headers.get("Location")).toBe(`${CART}#linha-3008`);
    let cart = await page(who);
    expect(quantityOf(cart.html, "3008")).toBe("5");
    expect(cart.html).toMatch(
      /id="quantidade-3008-aviso"[^>]*role="status"[^>]*>A quantidade de Uva niágara foi ajustada para 5 kg \(máximo de 5 kg por pedido\)\.</,
    );
    // Said once, beside the line: not again at the top, nor on the next page.
    expect(cart.text.split("foi ajustada para 5 kg")).toHaveLength(2);
    expect((await page(who)).text).not.toContain("foi ajustada");

    const removed = await who.post(CART, { intent: "menos", idproduto: BANANA });
    expect(removed.headers.get("Location")).toBe(`${CART}#linha-${BANANA}`);
    cart = await page(who);
    expect(quantityOf(cart.html, BANANA)).toBeNull();
    expect(cart.html).toContain(`id="linha-${BANANA}"`);
    expect(cart.text).toContain("Banana prata foi removido do carrinho. Desfazer");
    for (let click = 0; click < 2; click++) {
      const undone = await who.post(CART, { intent: "restaurar", idproduto: BANANA, quantidade: "1", embalar: "nao" });
      expect(undone.headers.get("Location")).toBe(`${CART}#linha-${BANANA}`);
    }
    cart = await page(who);
    expect(quantityOf(cart.html, BANANA), "put back once, however many clicks").toBe("1");
    expect(cart.text).not.toContain("foi removido");
    expect(
      (await who.post(CART, { intent: "restaurar", idproduto: BANANA, quantidade: "0", embalar: "nao" })).status,
    ).toBe(400);
    expect(
      (await who.post(CART, { intent: "restaurar", idproduto: "../1", quantidade: "1", embalar: "nao" })).status,
    ).toBe(400);
  });

  it("comes back to the coupon, the payment method and the notes, each message in its place", async () => {
    const who = await loggedIn();
    await who.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade: "1" });
    const coupon = await who.post(CART, { intent: "cupom-aplicar", codigoCupom: "NAOEXISTE" });
    // At the code's field itself: the browser scrolls to it however the page arrives, and focuses it.
    expect(coupon.headers.get("Location")).toBe(`${CART}#cupom-codigoCupom`);
    const cart = await page(who);
    expect(cart.html).toMatch(/id="[^"]*-resultado"[^>]*role="alert"/);
    expect(cart.html).toMatch(/value="NAOEXISTE"/);
    expect(cart.html).toMatch(
      /<input[^>]*value="NAOEXISTE"[^>]*autofocus=""|<input[^>]*autofocus=""[^>]*value="NAOEXISTE"/,
    );
    expect((await who.post(CART, { intent: "pagamento", idformapagamento: "12" })).headers.get("Location")).toBe(
      `${CART}#idformapagamento`,
    );
    const notes = await who.post(CART, { intent: "detalhes", observacao: "Sem sacola", numPedidoCliente: "" });
    expect(notes.headers.get("Location")).toBe(`${CART}#observacao`);
    expect((await page(who)).html).toMatch(
      /Salvar observações<\/button><p role="status">Observações do pedido salvas\.<\/p>/,
    );
  });

  it("asks a representative to pick a client first ('Não foi possivel salvar o carrinho')", async () => {
    const who = await loggedIn("representante@exemplo.com.br", "aurora", { representante: "on" });
    const cart = await page(who, "/aurora/carrinho");
    expect(cart.text).toContain("Não foi possivel salvar o carrinho");
    expect(cart.html).toContain('href="/aurora/clientes"');
  });
});
