/**
 * Reading orders tolerantly (DESIGN: "one bad row degrades that row, never the page";
 * docs/upstream-api.md §55, §61): over a server that sends an order with a status the storefront does
 * not know, or a row it cannot read at all, "Meus pedidos" and the order's own page still answer,
 * that order shown as "Situação desconhecida" (or the unreadable row left out). And an order
 * delivered to a saved address with a complement of 120 characters (what §47 and the address form
 * take) is placed and then shown on its submitted page and its own page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryOptionListSchema } from "~/models/delivery/delivery-option";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { startVariantUpstream, type VariantRequest, type VariantUpstream } from "../../support/variant-upstream";
import { ANA, ARROZ, aurora, FATURADO, mainText } from "./aurora-orders";

const APP_TOKEN = "pedidos-ilegiveis-token";

/** What the server sends instead of the reference's answer, per order number (set by each test). */
const listChanges = new Map<string, (row: Record<string, unknown>) => Record<string, unknown> | null>();
const orderChanges = new Map<string, (order: Record<string, unknown>) => Record<string, unknown>>();

function alter(request: VariantRequest, body: unknown): unknown {
  if (request.method !== "GET") return body;
  if (/^\/v2\/app\/pedido\/cliente\/[^/]+$/.test(request.path) && Array.isArray(body)) {
    return (body as Record<string, unknown>[]).map((row) => {
      const change = listChanges.get(String(row.numpedido));
      return change ? change(row) : row;
    });
  }
  const order = /^\/v2\/app\/[^/]+\/order\/(\d+)$/.exec(request.path);
  if (order && body && typeof body === "object")
    return orderChanges.get(order[1] ?? "")?.(body as Record<string, unknown>) ?? body;
  return body;
}

let variant: VariantUpstream;
let storefront: StorefrontServer;
let orders: ReturnType<typeof aurora>;

beforeAll(async () => {
  variant = await startVariantUpstream({ appToken: APP_TOKEN, alter });
  storefront = await startStorefront({
    apiBaseUrl: variant.url,
    env: { APP_TOKEN, AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000", PUBLIC_CACHE: "false" },
  });
  orders = aurora(storefront, APP_TOKEN);
});

afterAll(async () => {
  await storefront?.stop();
  await variant?.close();
});

/** The list item of one order on "Meus pedidos", as text ("" when it is not listed). */
function rowText(html: string, numpedido: string): string {
  const items = html.match(/<li[^>]*>[\s\S]*?<\/li>/g) ?? [];
  return mainText(items.find((item) => item.includes(`/aurora/pedidos/${numpedido}"`)) ?? "");
}

describe("Meus pedidos over a server that sends an order the storefront cannot read whole", () => {
  it("shows an order of an unknown status as 'Situação desconhecida', the others as they are", async () => {
    const [first, odd, last] = [
      await orders.placeAtAurora(ANA, 2),
      await orders.placeAtAurora(ANA, 3),
      await orders.placeAtAurora(ANA, 4),
    ];
    listChanges.set(odd.numpedido, (row) => ({ ...row, status: "EM_ROTA_DE_DRONE" }));
    const who = await orders.logIn(ANA);
    const html = await orders.page(who, "/aurora/pedidos");
    expect(rowText(html, odd.numpedido)).toContain("Situação desconhecida");
    expect(rowText(html, odd.numpedido)).toContain("1 produto");
    for (const placed of [first, last]) {
      expect(rowText(html, placed.numpedido)).toContain("Pedido recebido");
      expect(rowText(html, placed.numpedido)).not.toContain("Situação desconhecida");
    }
  });

  it("leaves out a row it cannot read at all, and lists the others", async () => {
    const [kept, broken] = [await orders.placeAtAurora(ANA, 5), await orders.placeAtAurora(ANA, 6)];
    listChanges.set(broken.numpedido, ({ totalpedido: _total, ...row }) => ({ ...row, formaPagamento: "PIX" }));
    const who = await orders.logIn(ANA);
    const html = await orders.page(who, "/aurora/pedidos");
    expect(rowText(html, broken.numpedido)).toBe("");
    expect(rowText(html, kept.numpedido)).toContain("Pedido recebido");
  });
});

describe("an order's own page and its submitted page, over a server that sends what the storefront does not know", () => {
  it("shows an order of an unknown status with 'Situação desconhecida'", async () => {
    const placed = await orders.placeAtAurora(ANA, 7);
    orderChanges.set(placed.numpedido, (order) => ({
      ...order,
      status: "EM_ROTA_DE_DRONE",
      historico: [...(order.historico as unknown[]), { status: "EM_ROTA_DE_DRONE", data: new Date().toISOString() }],
    }));
    const who = await orders.logIn(ANA);
    const detail = mainText(await orders.page(who, `/aurora/pedidos/${placed.numpedido}`));
    expect(detail).toContain("Situação desconhecida");
    expect(detail).toContain("Arroz branco tipo 1 5 kg");
    expect(mainText(await orders.page(who, `/aurora/submissao/${placed.numpedido}`))).toContain(
      `nº ${placed.numpedido}`,
    );
  });

  it("shows an order whose delivery address has a text longer than the contract's", async () => {
    const placed = await orders.placeAtAurora(ANA, 8);
    const longStreet = `Rua ${"Comprida ".repeat(20)}`.trim();
    orderChanges.set(placed.numpedido, (order) => ({
      ...order,
      enderecoentrega: {
        cep: "01310100",
        rua: longStreet,
        numero: "1578",
        complemento: null,
        bairro: "Bela Vista",
        cidade: "São Paulo",
        uf: "SP",
        pais: "Brasil",
      },
    }));
    const who = await orders.logIn(ANA);
    expect(longStreet.length).toBeGreaterThan(120);
    expect(mainText(await orders.page(who, `/aurora/pedidos/${placed.numpedido}`))).toContain(longStreet);
    expect(mainText(await orders.page(who, `/aurora/submissao/${placed.numpedido}`))).toContain(
      `nº ${placed.numpedido}`,
    );
  });
});

describe("an order delivered to a saved address with a complement of 120 characters (§47)", () => {
  it("is placed, and its submitted page and its own page show it with the whole complement", async () => {
    const COMPLEMENTO = `Bloco B, apartamento 1204, ${"entrada pela rua lateral, ".repeat(4)}`
      .padEnd(120, "x")
      .slice(0, 120);
    expect(COMPLEMENTO).toHaveLength(120);
    const { token, idcliente } = await session();
    const json = { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` };
    const saved = await fetch(`${storefront.upstreamUrl}/v1/app/${APP_TOKEN}/cliente/${idcliente}/enderecos`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        descricao: "Escritório",
        cep: "01310-100",
        rua: "Avenida Paulista",
        numero: "1578",
        complemento: COMPLEMENTO,
        bairro: "Bela Vista",
        cidade: "São Paulo",
        uf: "SP",
        coords: { lat: -23.5668, lng: -46.6498 },
      }),
    });
    expect(saved.status).toBe(201);
    const { idendereco } = (await saved.json()) as { idendereco: number | string };
    const options = await fetch(
      `${storefront.upstreamUrl}/v4/app/${APP_TOKEN}${idcliente}/formas-entrega/aurora?tipoEntrega=DELIVERY&idendereco=${idendereco}`,
      { headers: json },
    );
    const slot = DeliveryOptionListSchema.parse(await options.json()).find(
      (option) => option.idformaentrega === "aurora-programada",
    )?.agendamentos[0]?.data_de_entrega;
    expect(slot).toBeDefined();
    const placed = await orders.placeAtAurora(ANA, 9, {
      tipoEntrega: "DELIVERY",
      formaEntrega: { idformaentrega: "aurora-programada", data_de_entrega: slot ?? null },
      enderecoentrega: { idendereco: String(idendereco) },
      formaPagamento: { idformapagamento: FATURADO },
      itens: [{ idproduto: ARROZ, quantidade: 9 }],
    });
    const who = await orders.logIn(ANA);
    expect(mainText(await orders.page(who, `/aurora/submissao/${placed.numpedido}`))).toContain(COMPLEMENTO);
    expect(mainText(await orders.page(who, `/aurora/pedidos/${placed.numpedido}`))).toContain(COMPLEMENTO);
  });
});

/** Ana's own session at the upstream, as the address and delivery calls need it. */
async function session(): Promise<{ token: string; idcliente: string }> {
  const answer = await fetch(`${storefront.upstreamUrl}/v1/app/${APP_TOKEN}/usuario/autenticar`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ cpf: ANA, senha: "demo1234", idfornecedor: "aurora" }),
  });
  const body = (await answer.json()) as { token: string; cliente: { idcliente: number | string } };
  expect(answer.status).toBe(200);
  return { token: body.token, idcliente: String(body.cliente.idcliente) };
}
