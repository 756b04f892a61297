/**
 * The customer's orders through the real server without JavaScript (docs/rules/orders.md "Orders list",
 * "order details (status steps, … ERP number)"; §8 "Order repeat"; docs/upstream-api.md §55, §61–§62):
 * `/{s}/pedidos` with its orders/quotes switch, `/{s}/pedidos/{numpedido}` with its steps, products,
 * delivery, payment and who placed it, repeating an order into the cart and rating a delivered one.
 * Orders are placed through the upstream's own call (53), as the checkout places them, and moved
 * with the operator's `order-status`.
 */
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OrderPlacedSchema, type OrderSubmission } from "~/models/checkout/order";
import { DeliveryOptionListSchema } from "~/models/delivery/delivery-option";
import { formatBRL } from "~/models/money";
import { databasePath } from "../../../upstream/db/open";
import { bodyText, fieldError, hrefs, tags, titleOf } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";
import { upstreamCli } from "../../support/upstream-cli";

const APP_TOKEN = "pedidos-token-de-teste";

const storefront = seededStorefront({
  env: { APP_TOKEN, AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000", PUBLIC_CACHE: "false" },
});

type Store = "aurora" | "bomsabor";
const ANA = "cliente@exemplo.com.br";
const EMPRESA = "empresa@exemplo.com.br";
const JULIA = "comprador@exemplo.com.br";
/** Aurora: invoice and PIX; rice 5 kg and tomato paste. Bomsabor: card; olive oil. */
const FATURADO = 11;
const PIX = 12;
const ARROZ = 1001;
const EXTRATO = 1011;

/** The main part of a page as text, without React's comments between adjacent texts. */
const mainText = (html: string) =>
  bodyText((/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(/<!--[\s\S]*?-->/g, ""));

/** The one-time message at the top of the main part (role status or alert). */
const flashOf = (html: string) =>
  bodyText(/<main[^>]*><p[^>]*role="(?:status|alert)"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? "");

/** An amount as a page's text reads it (formatBRL's no-break space is a space in bodyText). */
const brl = (value: number) => formatBRL(value).replace(/\s/g, " ");

/** A shopper's browser logged in at the store (Bom Sabor's terms accepted). */
async function logIn(login: string, store: Store = "aurora"): Promise<Shopper> {
  const who = new Shopper(storefront.url);
  const answer = await who.post(`/${store}/entrar`, { login, senha: "demo1234" });
  expect(answer.status, `login of ${login}`).toBe(303);
  if (answer.headers.get("Location")?.includes("/termos"))
    expect((await who.post(`/${store}/termos`, { intent: "aceitar", redirectTo: `/${store}` })).status).toBe(303);
  return who;
}

async function page(who: Shopper, path: string, status = 200): Promise<string> {
  const response = await who.get(path);
  expect(response.status, path).toBe(status);
  return response.text();
}

/** The upstream's own session of a login, as call 53 needs it. */
async function upstreamSession(login: string, store: Store): Promise<{ token: string; idcliente: string }> {
  const answer = await fetch(`${storefront.server.upstreamUrl}/v1/app/${APP_TOKEN}/usuario/autenticar`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      cpf: login,
      senha: "demo1234",
      idcliente: null,
      idfornecedor: store,
      idcadastroextracliente: null,
      loginAsRepresentante: false,
      tokenOrigin: null,
    }),
  });
  const body = (await answer.json()) as { token: string; cliente: { idcliente: number } };
  expect(answer.status).toBe(200);
  return { token: body.token, idcliente: String(body.cliente.idcliente) };
}

/** The first open slot of an option now (call 52). */
async function firstSlot(
  store: Store,
  tipoEntrega: "DELIVERY" | "RETIRADA",
  idformaentrega: string,
  cep = "00000000",
): Promise<string> {
  const answer = await fetch(
    `${storefront.server.upstreamUrl}/v4/app/formas-entrega/${store}/${cep}?tipoEntrega=${tipoEntrega}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ produtos: [] }),
    },
  );
  const slot = DeliveryOptionListSchema.parse(await answer.json()).find(
    (option) => option.idformaentrega === idformaentrega,
  )?.agendamentos[0]?.data_de_entrega;
  if (!slot) throw new Error(`No open slot of ${idformaentrega}`);
  return slot;
}

/** Places an order at Aurora, picked up, through call 53 with the login's own session: `arroz` bags of rice. */
async function placeAtAurora(login: string, arroz: number, overrides: Partial<OrderSubmission> = {}) {
  const session = await upstreamSession(login, "aurora");
  const body: OrderSubmission = {
    chaveIdempotencia: randomUUID().replaceAll("-", ""),
    idfornecedor: "aurora",
    itens: [{ idproduto: ARROZ, quantidade: arroz }],
    tipoEntrega: "RETIRADA",
    formaEntrega: {
      idformaentrega: "aurora-retirada",
      data_de_entrega: await firstSlot("aurora", "RETIRADA", "aurora-retirada"),
    },
    formaPagamento: { idformapagamento: PIX },
    ...overrides,
  };
  const answer = await fetch(
    `${storefront.server.upstreamUrl}/v2/app/${APP_TOKEN}/usuario/${session.idcliente}/pedido`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Authorization: `Bearer ${session.token}`,
      },
      body: JSON.stringify(body),
    },
  );
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  return OrderPlacedSchema.parse(JSON.parse(text));
}

const setStatus = (numpedido: string, status: string) =>
  upstreamCli(storefront.dataDir, "order-status", "--order", numpedido, "--status", status);

function sql<T>(run: (db: Database.Database) => T): T {
  const db = new Database(databasePath(storefront.dataDir));
  db.pragma("busy_timeout = 5000");
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** The products and quantities of the customer's cart at Aurora, as the upstream keeps them. */
const cartLines = (idcliente: number) =>
  sql((db) =>
    db
      .prepare(
        "SELECT i.idproduto, i.quantidade FROM cart_items i JOIN carts c USING (idcarrinho) WHERE c.idcliente = ? AND c.idfornecedor = ? ORDER BY i.idproduto",
      )
      .raw()
      .all(idcliente, "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01"),
  );

/** The order numbers the list links to, in the page's order. */
const listed = (html: string, store: Store = "aurora") =>
  hrefs(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "")
    .map((href) => new RegExp(`^/${store}/pedidos/(\\d+)$`).exec(href)?.[1])
    .filter((numpedido): numpedido is string => numpedido !== undefined);

/** The status steps as "label (state)", dates left out. */
const stepsOf = (html: string) =>
  [...(/<ol[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "").matchAll(/<li([^>]*)>([\s\S]*?)<\/li>/g)].map((match) => {
    const text = bodyText(match[2]!.replace(/<!--[\s\S]*?-->/g, ""));
    return text.replace(/ \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/, "") + (/aria-current="step"/.test(match[1]!) ? " ←" : "");
  });

describe("who sees the orders", () => {
  it("a guest is sent to log in and comes back to the page", async () => {
    const answer = await new Shopper(storefront.url).get("/aurora/pedidos");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/aurora/entrar?redirectTo=${encodeURIComponent("/aurora/pedidos")}`);
  });

  it("the account menu leads to 'Meus pedidos'; a store without quotes has no switch and says there are no orders yet", async () => {
    const ana = await logIn(ANA, "bomsabor");
    const home = await page(ana, "/bomsabor");
    expect(tags(home, "a").find((link) => link.href === "/bomsabor/pedidos")).toBeDefined();
    const html = await page(ana, "/bomsabor/pedidos");
    expect(titleOf(html)).toMatch(/^Meus pedidos/);
    expect(tags(html, "meta").find((meta) => meta.name === "robots")?.content).toMatch(/noindex/);
    expect(mainText(html)).toContain("Você ainda não fez pedidos nesta loja.");
    expect(mainText(html)).not.toContain("Orçamentos (");
  });
});

describe("/{s}/pedidos: the orders and quotes", () => {
  it("lists the orders newest first with number, date, status, total and payment, the quotes behind the switch", async () => {
    const first = await placeAtAurora(ANA, 2, { formaPagamento: { idformapagamento: FATURADO } });
    const second = await placeAtAurora(ANA, 3);
    const quote = await placeAtAurora(ANA, 4, { orcamento: true });
    await setStatus(first.numpedido, "SEPARANDO");
    const ana = await logIn(ANA);

    const html = await page(ana, "/aurora/pedidos");
    expect(listed(html)).toEqual([second.numpedido, first.numpedido]);
    const text = mainText(html);
    const today = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" }).format(
      new Date(),
    );
    expect(text).toContain(
      `Pedido nº ${second.numpedido} Pedido recebido ${today} · Retirada · 1 produto PIX · Aguardando pagamento ${brl(second.totalpedido)}`,
    );
    expect(text).toContain(
      `Pedido nº ${first.numpedido} Em separação ${today} · Retirada · 1 produto Boleto faturado 28 dias ${brl(first.totalpedido)}`,
    );
    const quotesSwitch = /<nav aria-label="Pedidos ou orçamentos"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    const switchLinks = tags(quotesSwitch, "a");
    expect(switchLinks).toEqual([
      expect.objectContaining({ href: "/aurora/pedidos", "aria-current": "page" }),
      expect.objectContaining({ href: "/aurora/pedidos?tipo=orcamentos" }),
    ]);
    expect(text).toContain("Pedidos (2) Orçamentos (1)");

    const quotes = await page(ana, "/aurora/pedidos?tipo=orcamentos");
    expect(listed(quotes)).toEqual([quote.numpedido]);
    expect(mainText(quotes)).toContain(`Orçamento nº ${quote.numpedido} Orçamento recebido, em análise`);
    expect(tags(quotes, "a").find((link) => link.href === "/aurora/pedidos?tipo=orcamentos")?.["aria-current"]).toBe(
      "page",
    );
  });

  it("an unknown switch or page in the address shows the orders' first page", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2);
    const ana = await logIn(ANA);
    for (const query of ["?tipo=assinaturas", "?pagina=abc", "?pagina=0", "?pagina=99", `?tipo=${"x".repeat(3000)}`]) {
      expect(listed(await page(ana, `/aurora/pedidos${query}`)), query).toEqual([numpedido]);
    }
  });

  it("shows a company's user the orders they placed, and the company every order", async () => {
    const byCompany = await placeAtAurora(EMPRESA, 2);
    const byJulia = await placeAtAurora(JULIA, 3);
    const julia = await logIn(JULIA);
    const juliasPage = await page(julia, "/aurora/pedidos");
    expect(listed(juliasPage)).toEqual([byJulia.numpedido]);
    expect(mainText(juliasPage)).toContain("Pedido emitido por Júlia Martins");
    expect(listed(await page(await logIn(EMPRESA), "/aurora/pedidos"))).toEqual([
      byJulia.numpedido,
      byCompany.numpedido,
    ]);
  });

  it("holds no other customer's orders, nor another store's", async () => {
    const anas = await placeAtAurora(ANA, 2);
    const company = await logIn(EMPRESA);
    const html = await page(company, "/aurora/pedidos");
    expect(listed(html)).toEqual([]);
    expect(html).not.toContain(anas.numpedido);
    const atBomSabor = await page(await logIn(ANA, "bomsabor"), "/bomsabor/pedidos");
    expect(atBomSabor).not.toContain(anas.numpedido);
  });
});

describe("/{s}/pedidos/{numpedido}: an order's details", () => {
  it("a pickup being prepared: its steps with dates, products and totals, the store, and the way to pay by PIX", async () => {
    const { numpedido, totalpedido } = await placeAtAurora(ANA, 2);
    await setStatus(numpedido, "SEPARANDO");
    const ana = await logIn(ANA);
    const html = await page(ana, `/aurora/pedidos/${numpedido}`);
    expect(titleOf(html)).toMatch(new RegExp(`^Pedido ${numpedido}`));
    expect(stepsOf(html)).toEqual([
      "Pedido recebido (concluída)",
      "Em separação (etapa atual) ←",
      "Pronto para retirada (a seguir)",
      "Entregue (a seguir)",
    ]);
    expect([...html.matchAll(/<span class="[^"]*">(\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2})<\/span>/g)]).toHaveLength(2);
    const text = mainText(html);
    expect(text).toContain(`Pedido nº ${numpedido}`);
    expect(text).toContain("Situação Em separação");
    expect(text).toMatch(/2 fd · Arroz branco tipo 1 5 kg \(R\$ [\d,]+ cada\) R\$ [\d,]+/);
    expect(text).toContain(`Total ${brl(totalpedido)}`);
    expect(text).toMatch(
      /Retirada Retirada no centro de distribuição · \w{3}\., \d{2}\/\d{2}, a partir das \d{2}:\d{2} Centro de distribuição Mooca/,
    );
    expect(text).toContain("Pagamento PIX · Aguardando pagamento");
    expect(tags(html, "a").find((link) => link.href === `/aurora/submissao/${numpedido}`)?.class).toBeDefined();
    expect(text).toContain("Pagar agora");
    expect(text).not.toContain("Avalie este pedido");
    expect(text).not.toContain("Número no ERP");
  });

  it("an invoiced order shows nothing to pay, who placed it and its ERP number; the order-submitted page's 'Ver pedido' leads here", async () => {
    const { numpedido } = await placeAtAurora(JULIA, 2, {
      formaPagamento: { idformapagamento: FATURADO },
      numPedidoCliente: "OC-2026-77",
    });
    sql((db) => db.prepare("UPDATE orders SET numero_erp = 'ERP-55821' WHERE numpedido = ?").run(Number(numpedido)));
    const julia = await logIn(JULIA);
    const submitted = await page(julia, `/aurora/submissao/${numpedido}`);
    expect(tags(submitted, "a").find((link) => link.href === `/aurora/pedidos/${numpedido}`)).toBeDefined();
    expect(mainText(submitted)).toContain("Ver pedido");
    const text = mainText(await page(julia, `/aurora/pedidos/${numpedido}`));
    expect(text).toContain("Número no ERP ERP-55821");
    expect(text).toContain("Seu número de pedido OC-2026-77");
    expect(text).toContain("Pedido emitido por Júlia Martins");
    expect(text).toContain("Pagamento Boleto faturado 28 dias");
    expect(text).not.toContain("Pagar agora");
  });

  it("a cancelled order ends at its cancellation and asks for no payment", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2);
    await setStatus(numpedido, "CANCELADO");
    const html = await page(await logIn(ANA), `/aurora/pedidos/${numpedido}`);
    expect(stepsOf(html)).toEqual(["Pedido recebido (concluída)", "Cancelado (pedido cancelado)"]);
    expect(mainText(html)).not.toContain("Pagar agora");
  });

  it("a quote shows its own steps first and is named a quote", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2, { orcamento: true });
    const html = await page(await logIn(ANA), `/aurora/pedidos/${numpedido}`);
    expect(mainText(html)).toContain(`Orçamento nº ${numpedido}`);
    expect(stepsOf(html).slice(0, 3)).toEqual([
      "Orçamento recebido, em análise (etapa atual) ←",
      "Orçamento precificado (a seguir)",
      "Pedido recebido (a seguir)",
    ]);
  });

  it.each([
    {
      about: "another customer's order",
      path: async () => `/aurora/pedidos/${(await placeAtAurora(EMPRESA, 2)).numpedido}`,
    },
    {
      about: "an order of another store",
      path: async () => `/bomsabor/pedidos/${(await placeAtAurora(ANA, 2)).numpedido}`,
    },
    { about: "a number nobody has", path: async () => "/aurora/pedidos/99999" },
    { about: "a number with letters", path: async () => "/aurora/pedidos/10001abc" },
    { about: "a number of 16 digits", path: async () => `/aurora/pedidos/${"1".repeat(16)}` },
  ])("$about is a 404 page", async ({ path }) => {
    const target = await path();
    const ana = await logIn(ANA, target.startsWith("/bomsabor") ? "bomsabor" : "aurora");
    const html = await page(ana, target, 404);
    expect(html).not.toContain("Arroz branco");
  });
});

describe('repeating an order (docs/rules/orders.md "Order repeat")', () => {
  it("adds the order's products to what the cart holds and goes to the cart, saying so", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2);
    const ana = await logIn(ANA);
    expect(
      (await ana.post("/aurora/carrinho", { intent: "adicionar", idproduto: String(EXTRATO), quantidade: "3" })).status,
    ).toBe(303);
    const answer = await ana.post(`/aurora/pedidos/${numpedido}`, { intent: "repetir" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/aurora/carrinho");
    const cart = await page(ana, "/aurora/carrinho");
    expect(flashOf(cart)).toBe("Os produtos do pedido foram carregados no seu carrinho");
    expect(mainText(cart)).toContain("Arroz branco tipo 1 5 kg");
    expect(cartLines(501)).toEqual([
      [ARROZ, 2],
      [EXTRATO, 3],
    ]);
  });

  it("a cart locked by the store's attendant takes nothing: back to the order with the spec's failure and why", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2);
    await upstreamCli(
      storefront.dataDir,
      "attendant-price",
      "--supplier",
      "aurora",
      "--email",
      ANA,
      "--product",
      String(EXTRATO),
      "--price",
      "19.9",
    );
    const ana = await logIn(ANA);
    const answer = await ana.post(`/aurora/pedidos/${numpedido}`, { intent: "repetir" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/aurora/pedidos/${numpedido}#repetir`);
    const html = await page(ana, `/aurora/pedidos/${numpedido}`);
    expect(flashOf(html)).toBe(
      "Não foi possível carregar os produtos do pedido. Este carrinho foi preparado pelo atendimento e está bloqueado para alterações.",
    );
    expect(cartLines(501)).toEqual([[EXTRATO, expect.any(Number)]]);
  });

  it("another customer's order cannot be repeated, an unknown intent is refused, and a post from another site is forbidden", async () => {
    const { numpedido } = await placeAtAurora(EMPRESA, 2);
    const ana = await logIn(ANA);
    expect((await ana.post(`/aurora/pedidos/${numpedido}`, { intent: "repetir" })).status).toBe(404);
    const own = await placeAtAurora(ANA, 2);
    const unknown = await ana.post(`/aurora/pedidos/${own.numpedido}`, { intent: "apagar" });
    expect(unknown.status).toBe(400);
    expect(mainText(await unknown.text())).toContain(
      "Não foi possível concluir esta ação. Recarregue a página e tente de novo.",
    );
    expect(
      (await ana.post(`/aurora/pedidos/${own.numpedido}`, { intent: "repetir" }, "https://outro.exemplo")).status,
    ).toBe(403);
    expect(cartLines(501)).toEqual([]);
  });
});

describe("rating a delivered order", () => {
  it("a delivered order asks for a grade; one missing is said next to it, what was typed kept; then the rating is shown instead of the form", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2);
    await setStatus(numpedido, "PRONTO_RETIRADA");
    await setStatus(numpedido, "ENTREGUE");
    const ana = await logIn(ANA);
    const path = `/aurora/pedidos/${numpedido}`;
    const before = await page(ana, path);
    expect(stepsOf(before).at(-1)).toBe("Entregue (concluída)");
    expect(
      tags(before, "input")
        .filter((input) => input.name === "nota")
        .map((input) => input.value),
    ).toEqual(["1", "2", "3", "4", "5"]);

    const refused = await ana.post(path, { intent: "avaliar", comentario: "Retirada rápida" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(fieldError(html, "nota")).toBe("Escolha uma nota de 1 a 5.");
    expect(/<textarea[^>]*name="comentario"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1]).toBe("Retirada rápida");

    const rated = await ana.post(path, { intent: "avaliar", nota: "5", comentario: "Retirada rápida" });
    expect(rated.status).toBe(303);
    expect(rated.headers.get("Location")).toBe(`${path}#avaliacao`);
    const after = await page(ana, path);
    expect(flashOf(after)).toBe("Obrigado pela sua avaliação!");
    expect(mainText(after)).toContain("Sua avaliação Sua nota: 5 · Ótimo (de 1 a 5) “Retirada rápida”");
    expect(tags(after, "input").filter((input) => input.name === "nota")).toEqual([]);

    // The form sent again from a page left open: the server's refusal is said, the rating given stays.
    const again = await ana.post(path, { intent: "avaliar", nota: "1" });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(`${path}#avaliacao`);
    const refusedAgain = await page(ana, path);
    expect(flashOf(refusedAgain)).toBe("Este pedido já foi avaliado.");
    expect(mainText(refusedAgain)).toContain("Sua nota: 5 · Ótimo");
  });

  it("a comment over 500 characters is refused next to it", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2);
    await setStatus(numpedido, "ENTREGUE");
    const answer = await (
      await logIn(ANA)
    ).post(`/aurora/pedidos/${numpedido}`, { intent: "avaliar", nota: "4", comentario: "a".repeat(501) });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    const describedBy = tags(html, "textarea").find((field) => field.name === "comentario")?.["aria-describedby"];
    expect(describedBy).toBeDefined();
    expect(bodyText(new RegExp(`<p id="${describedBy}"[^>]*>[^<]*</p>`).exec(html)?.[0] ?? "")).toBe(
      "O comentário pode ter até 500 caracteres.",
    );
  });

  it("an order not delivered has no form, and a rating posted anyway is refused with the server's words", async () => {
    const { numpedido } = await placeAtAurora(ANA, 2);
    await setStatus(numpedido, "PRONTO_RETIRADA");
    const ana = await logIn(ANA);
    expect(mainText(await page(ana, `/aurora/pedidos/${numpedido}`))).not.toContain("Avalie este pedido");
    const answer = await ana.post(`/aurora/pedidos/${numpedido}`, { intent: "avaliar", nota: "5" });
    expect(answer.status).toBe(303);
    expect(flashOf(await page(ana, `/aurora/pedidos/${numpedido}`))).toBe(
      "Só é possível avaliar um pedido depois de entregue.",
    );
  });
});
