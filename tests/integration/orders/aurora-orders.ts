/**
 * Orders placed at Aurora through the upstream's own call (53), as the checkout places them, for the
 * pages that show what orders make (subscriptions, invoices); and the pages' text as a shopper reads it.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { OrderPlacedSchema, type OrderSubmission } from "~/models/checkout/order";
import { DeliveryOptionListSchema } from "~/models/delivery/delivery-option";
import { formatBRL } from "~/models/money";
import { bodyText } from "../../support/html";
import { Shopper } from "../../support/shopper";
import type { StorefrontServer } from "../../support/storefront-server";

export const ANA = "cliente@exemplo.com.br";
export const EMPRESA = "empresa@exemplo.com.br";
export const FATURADO = 11;
export const PIX = 12;
export const ARROZ = 1001;

/** The main part of a page as text, without React's comments between adjacent texts. */
export const mainText = (html: string) =>
  bodyText((/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(/<!--[\s\S]*?-->/g, ""));

/** The one-time message at the top of the main part (role status or alert). */
export const flashOf = (html: string) =>
  bodyText(/<main[^>]*><p[^>]*role="(?:status|alert)"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? "");

/** An amount as a page's text reads it (formatBRL's no-break space is a space in bodyText). */
export const brl = (value: number) => formatBRL(value).replace(/\s/g, " ");

export function aurora(server: StorefrontServer, appToken: string) {
  async function logIn(login: string, store = "aurora"): Promise<Shopper> {
    const who = new Shopper(server.url);
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

  async function upstreamSession(login: string): Promise<{ token: string; idcliente: string }> {
    const answer = await fetch(`${server.upstreamUrl}/v1/app/${appToken}/usuario/autenticar`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ cpf: login, senha: "demo1234", idfornecedor: "aurora" }),
    });
    const body = (await answer.json()) as { token: string; cliente: { idcliente: number } };
    expect(answer.status).toBe(200);
    return { token: body.token, idcliente: String(body.cliente.idcliente) };
  }

  async function firstPickupSlot(): Promise<string> {
    const answer = await fetch(`${server.upstreamUrl}/v4/app/formas-entrega/aurora/00000000?tipoEntrega=RETIRADA`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ produtos: [] }),
    });
    const slot = DeliveryOptionListSchema.parse(await answer.json())[0]?.agendamentos[0]?.data_de_entrega;
    if (!slot) throw new Error("No open pickup slot at aurora");
    return slot;
  }

  /** Places a pickup at Aurora through call 53 with the login's own session: `arroz` bags of rice, by PIX unless told. */
  async function placeAtAurora(login: string, arroz: number, overrides: Partial<OrderSubmission> = {}) {
    const session = await upstreamSession(login);
    const body: OrderSubmission = {
      chaveIdempotencia: randomUUID().replaceAll("-", ""),
      idfornecedor: "aurora",
      itens: [{ idproduto: ARROZ, quantidade: arroz }],
      tipoEntrega: "RETIRADA",
      formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: await firstPickupSlot() },
      formaPagamento: { idformapagamento: PIX },
      ...overrides,
    };
    const answer = await fetch(`${server.upstreamUrl}/v2/app/${appToken}/usuario/${session.idcliente}/pedido`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Authorization: `Bearer ${session.token}`,
      },
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    expect(answer.status, text).toBe(200);
    return OrderPlacedSchema.parse(JSON.parse(text));
  }

  return { logIn, page, placeAtAurora };
}
