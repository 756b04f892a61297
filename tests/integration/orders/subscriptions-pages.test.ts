/**
 * The customer's subscriptions through the real server without JavaScript (docs/rules/orders.md "Subscriptions",
 * §7 "Subscriptions"; docs/upstream-api.md §68): `/{s}/assinaturas` behind the orders/subscriptions
 * switch, `/{s}/assinaturas/{id}` with its frequency, next delivery and products, and cancelling it
 * after a confirmation. Subscriptions are made by orders placed with a subscription type (call 53).
 */
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { databasePath } from "../../../upstream/db/open";
import { tags, titleOf } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";
import { ANA, EMPRESA, aurora, brl, flashOf, mainText } from "./aurora-orders";

const APP_TOKEN = "assinaturas-token-de-teste";

const storefront = seededStorefront({
  env: { APP_TOKEN, AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000", PUBLIC_CACHE: "false" },
});
let helpers: ReturnType<typeof aurora>;

beforeAll(() => {
  helpers = aurora(storefront.server, APP_TOKEN);
});

/** Aurora's weekly subscription of `arroz` bags of rice, for the login; its id. */
async function subscribe(login: string, arroz = 2): Promise<{ id: string; numpedido: string; total: number }> {
  const order = await helpers.placeAtAurora(login, arroz, { idtipoassinatura: "31" });
  const id = sql((db) =>
    db.prepare("SELECT idassinatura FROM subscriptions WHERE numpedido = ?").pluck().get(Number(order.numpedido)),
  ) as number;
  return { id: String(id), numpedido: order.numpedido, total: order.totalpedido };
}

function sql<T>(run: (db: Database.Database) => T): T {
  const db = new Database(databasePath(storefront.dataDir));
  try {
    return run(db);
  } finally {
    db.close();
  }
}

const statusOf = (id: string) =>
  sql((db) => db.prepare("SELECT status FROM subscriptions WHERE idassinatura = ?").pluck().get(Number(id)));

describe("who sees the subscriptions", () => {
  it.each(["/aurora/assinaturas", "/aurora/assinaturas/1"])(
    "a guest at %s is sent to log in and comes back",
    async (path) => {
      const answer = await new Shopper(storefront.url).get(path);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(`/aurora/entrar?redirectTo=${encodeURIComponent(path)}`);
    },
  );

  it("the account menu leads to 'Assinaturas', whose page has the orders/subscriptions switch and says how to subscribe", async () => {
    const ana = await helpers.logIn(ANA);
    const home = await helpers.page(ana, "/aurora");
    expect(tags(home, "a").filter((link) => link.href === "/aurora/assinaturas").length).toBe(1);
    const html = await helpers.page(ana, "/aurora/assinaturas");
    expect(titleOf(html)).toMatch(/^Minhas assinaturas/);
    expect(tags(html, "meta").find((meta) => meta.name === "robots")?.content).toMatch(/noindex/);
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    const switchLinks = tags(main, "a").filter(
      (link) => link.href === "/aurora/pedidos" || link.href === "/aurora/assinaturas",
    );
    expect(switchLinks.map((link) => [link.href, link["aria-current"]])).toEqual([
      ["/aurora/pedidos", undefined],
      ["/aurora/assinaturas", "page"],
    ]);
    expect(mainText(html)).toContain(
      "Você ainda não tem assinaturas nesta loja. Para assinar, escolha com que frequência quer receber o pedido no carrinho",
    );
  });

  it("a store without subscriptions says so", async () => {
    const who = await helpers.logIn("casaverde@exemplo.com.br", "casaverde");
    expect(mainText(await helpers.page(who, "/casaverde/assinaturas"))).toContain("Esta loja não oferece assinaturas.");
  });
});

describe("/{s}/assinaturas and /{s}/assinaturas/{id}", () => {
  it("lists the customer's own subscriptions with frequency, status, next delivery, products and payment, and none of another customer", async () => {
    const own = await subscribe(ANA, 2);
    await subscribe(EMPRESA, 3);
    const ana = await helpers.logIn(ANA);
    const html = await helpers.page(ana, "/aurora/assinaturas");
    const text = mainText(html);
    expect(text).toMatch(/Toda semana — assinatura nº \d+ Ativa Próxima entrega: \S+, \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain("2 × Arroz branco tipo 1 5 kg");
    expect(text).toContain("Retirada · Retirada no centro de distribuição · PIX");
    expect(text).toContain(`${brl(own.total)} por entrega`);
    expect(text).not.toContain("3 × Arroz");
    expect(
      tags(html, "a")
        .filter((link) => /^\/aurora\/assinaturas\/\d+$/.test(link.href ?? ""))
        .map((link) => link.href),
    ).toEqual([`/aurora/assinaturas/${own.id}`]);
  });

  it("shows one subscription with the order it repeats, and asks before cancelling; the cancellation is said and shown", async () => {
    const { id, numpedido } = await subscribe(ANA);
    const ana = await helpers.logIn(ANA);
    const html = await helpers.page(ana, `/aurora/assinaturas/${id}`);
    expect(titleOf(html)).toMatch(new RegExp(`^Assinatura nº ${id}`));
    expect(mainText(html)).toMatch(/Frequência Toda semana Próxima entrega \S+, \d{2}\/\d{2}\/\d{4} Situação Ativa/);
    expect(tags(html, "a").map((link) => link.href)).toEqual(
      expect.arrayContaining([`/aurora/pedidos/${numpedido}`, `/aurora/assinaturas/${id}?cancelar#cancelar`]),
    );
    // No cancelling form before the confirmation.
    expect(tags(html, "button").some((button) => button.value === "cancelar")).toBe(false);

    const confirm = await helpers.page(ana, `/aurora/assinaturas/${id}?cancelar`);
    expect(mainText(confirm)).toContain("Cancelar esta assinatura?");
    expect(tags(confirm, "button").find((button) => button.value === "cancelar")?.name).toBe("intent");
    expect(statusOf(id)).toBe("ATIVA");

    const cancelled = await ana.post(`/aurora/assinaturas/${id}?cancelar`, { intent: "cancelar" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("Location")).toBe(`/aurora/assinaturas/${id}`);
    expect(statusOf(id)).toBe("CANCELADA");
    const after = await helpers.page(ana, `/aurora/assinaturas/${id}`);
    expect(flashOf(after)).toBe("Assinatura cancelada. Nenhuma nova entrega será feita.");
    expect(mainText(after)).toMatch(/Situação Cancelada em \d{2}\/\d{2}\/\d{4}/);
    expect(mainText(after)).not.toContain("Próxima entrega");
    expect(tags(after, "a").some((link) => link.href?.includes("?cancelar"))).toBe(false);
    // The confirmation is not offered for a cancelled one, even when asked for.
    expect(mainText(await helpers.page(ana, `/aurora/assinaturas/${id}?cancelar`))).not.toContain(
      "Cancelar esta assinatura?",
    );

    const again = await ana.post(`/aurora/assinaturas/${id}`, { intent: "cancelar" });
    expect(again.status).toBe(303);
    expect(flashOf(await helpers.page(ana, `/aurora/assinaturas/${id}`))).toBe("Esta assinatura já estava cancelada.");
  });

  it.each([
    {
      about: "another customer's subscription",
      path: async () => `/aurora/assinaturas/${(await subscribe(EMPRESA)).id}`,
      store: "aurora",
    },
    {
      about: "one of another store",
      path: async () => `/bomsabor/assinaturas/${(await subscribe(ANA)).id}`,
      store: "bomsabor",
    },
    { about: "an id nobody has", path: async () => "/aurora/assinaturas/99999", store: "aurora" },
    { about: "an id with letters", path: async () => "/aurora/assinaturas/1abc", store: "aurora" },
    { about: "an id of 16 digits", path: async () => `/aurora/assinaturas/${"1".repeat(16)}`, store: "aurora" },
  ])("$about is a 404 page that tells nothing of it", async ({ path, store }) => {
    const target = await path();
    const ana = await helpers.logIn(ANA, store);
    const html = await helpers.page(ana, target, 404);
    expect(html).not.toContain("Arroz branco");
    expect(html).not.toContain("Toda semana");
  });

  it("another customer's subscription cannot be cancelled; an unknown intent is refused; a post from another site is forbidden", async () => {
    const theirs = await subscribe(EMPRESA);
    const ana = await helpers.logIn(ANA);
    expect((await ana.post(`/aurora/assinaturas/${theirs.id}`, { intent: "cancelar" })).status).toBe(404);
    expect((await ana.post("/aurora/assinaturas/abc", { intent: "cancelar" })).status).toBe(404);
    expect(statusOf(theirs.id)).toBe("ATIVA");

    const own = await subscribe(ANA);
    const unknown = await ana.post(`/aurora/assinaturas/${own.id}`, { intent: "apagar" });
    expect(unknown.status).toBe(400);
    expect(
      (await ana.post(`/aurora/assinaturas/${own.id}`, { intent: "cancelar" }, "https://outro.exemplo")).status,
    ).toBe(403);
    expect(statusOf(own.id)).toBe("ATIVA");
  });
});
