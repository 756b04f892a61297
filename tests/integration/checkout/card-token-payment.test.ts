/**
 * Paying an order on its page with a card tokenized in the browser, through the real server
 * (docs/decisions/0011; docs/rules/checkout.md "Credit card": "a gateway token exists", docs/rules/checkout.md "Credit card" `gateways/token`): the
 * storefront names the gateway to the page's script, the script tokenizes the card at the gateway,
 * and the form posted carries the token instead of the number and the CVC. The number path is
 * payments-page.test.ts's.
 */
import { describe, expect, it } from "vitest";
import { ANALYTICS_ORIGINS } from "../../../server/security";
import { CardTokenSchema } from "../../../app/models/checkout/payment";
import { seededStorefront } from "../../support/seeded-storefront";
import type { Shopper } from "../../support/shopper";
import { FUTURE_EXPIRY, newCardOrder, orderPagePath, TEST_CARDS } from "./card-payer";
import { CHECKOUT_ENV, flashOf, open, read, type Page } from "./checkout-shopper";
import { alertText } from "../../support/html";
import { errorNextTo, formFields } from "./html-form";
import { placedOrders } from "./placed-orders";

const BOMSABOR = "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e02";
/** Bom Sabor's card method. */
const CARD_METHOD = "21";

const storefront = seededStorefront({ env: CHECKOUT_ENV, logLevel: "debug" });

const gatewayPath = (method = CARD_METHOD) => `/bomsabor/gateway-cartao?idformapagamento=${method}`;

/** What the page's script does: asks the storefront for the gateway, then tokenizes the card there from the page's origin. */
async function tokenize(who: Shopper, number: string): Promise<string> {
  const { gateway } = (await (await who.get(gatewayPath())).json()) as {
    gateway: { chavePublica: string; urlTokenizacao: string };
  };
  const response = await fetch(gateway.urlTokenizacao, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: storefront.url },
    body: JSON.stringify({
      chavePublica: gateway.chavePublica,
      number: number.replace(/\D/g, ""),
      name: "BEATRIZ LIMA",
      expiry: FUTURE_EXPIRY,
      cvc: "737",
    }),
  });
  expect(response.status).toBe(201);
  return CardTokenSchema.parse(await response.json()).token;
}

/** The new-card form as the script sends it: the token in place of the number and the CVC. */
function payWithToken(who: Shopper, numpedido: string, page: Page, token: string, change: Record<string, string> = {}) {
  const { number: _number, cvc: _cvc, ...fields } = formFields(page.html, "cartao-novo");
  return who.post(orderPagePath(numpedido), {
    ...fields,
    name: "BEATRIZ LIMA",
    expiry: FUTURE_EXPIRY,
    token,
    intent: "cartao",
    ...change,
  });
}

const paymentStatusOf = (email: string, numpedido: string) =>
  placedOrders(storefront.dataDir, email).find((order) => order.numpedido === Number(numpedido))?.pagamento_status;

const formAlert = (html: string) => {
  const form = html.slice(html.indexOf('id="cartao-novo"'), html.indexOf("</form>", html.indexOf('id="cartao-novo"')));
  return alertText(form) ?? "";
};

describe("GET /{s}/gateway-cartao", () => {
  it("names the supplier's public key and the gateway's tokenization address, which the page's CSP lets scripts reach", async () => {
    const { who, numpedido } = await newCardOrder(storefront.server);
    const response = await who.get(gatewayPath());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      gateway: {
        chavePublica: `pk_teste_${BOMSABOR}`,
        urlTokenizacao: `${storefront.server.upstreamUrl}/gateway-teste/v1/tokens`,
      },
    });
    const page = await who.get(orderPagePath(numpedido));
    const connectSrc = /connect-src ([^;]*)/.exec(page.headers.get("content-security-policy") ?? "")?.[1]?.split(" ");
    expect(connectSrc).toEqual(["'self'", new URL(storefront.server.upstreamUrl).origin, ...ANALYTICS_ORIGINS]);
  });

  it("names none for a method that is not by card (503), a malformed one (400), and asks a guest to log in", async () => {
    const { who } = await newCardOrder(storefront.server);
    const notByCard = await who.get(gatewayPath("22"));
    expect(notByCard.status).toBe(503);
    expect(await notByCard.json()).toEqual({ gateway: null });
    expect((await who.get(gatewayPath("cartao"))).status).toBe(400);
    const guest = await fetch(`${storefront.url}${gatewayPath()}`, { redirect: "manual" });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toMatch(/\/bomsabor\/entrar/);
  });
});

describe("the new-card form sent with the gateway's token", () => {
  it("approved: the order is paid, and the token was the only card data the storefront saw", async () => {
    const firstLine = storefront.server.lines.length;
    const { who, email, numpedido, page } = await newCardOrder(storefront.server);
    const token = await tokenize(who, TEST_CARDS.approved);
    const paid = await payWithToken(who, numpedido, page, token);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(orderPagePath(numpedido));
    expect(flashOf(await open(who, orderPagePath(numpedido)))).toBe("Pagamento aprovado.");
    expect(paymentStatusOf(email, numpedido)).toBe("APROVADO");
    const logged = storefront.server.lines.slice(firstLine).join("\n");
    expect(logged).toContain("/v4/app/payment/confirm-payment/");
    expect(logged).not.toContain(token);
  });

  it("pending: a warning on the order's page", async () => {
    const { who, email, numpedido, page } = await newCardOrder(storefront.server);
    const pending = await payWithToken(who, numpedido, page, await tokenize(who, TEST_CARDS.pending));
    expect(pending.status).toBe(303);
    expect(flashOf(await open(who, orderPagePath(numpedido)))).toBe("Pagamento em análise pelo emissor.");
    expect(paymentStatusOf(email, numpedido)).toBe("PENDENTE");
  });

  it("declined: the message on the card form with the billing address and name kept; the same token again is refused", async () => {
    const { who, email, numpedido, page } = await newCardOrder(storefront.server);
    const token = await tokenize(who, TEST_CARDS.declined);
    const declined = await read(
      await payWithToken(who, numpedido, page, token, { salvarCartao: "on" }),
      orderPagePath(numpedido),
    );
    expect(declined.status).toBe(402);
    expect(formAlert(declined.html)).toBe("Cartão recusado pelo emissor.");
    expect(formFields(declined.html, "cartao-novo")).toMatchObject({
      number: "",
      cvc: "",
      name: "BEATRIZ LIMA",
      cep: "05422-001",
      rua: "Rua dos Pinheiros",
    });
    expect(paymentStatusOf(email, numpedido)).toBe("RECUSADO");
    const again = await read(await payWithToken(who, numpedido, page, token), orderPagePath(numpedido));
    expect(again.status).toBe(402);
    expect(formAlert(again.html)).toBe("Os dados do cartão expiraram. Digite o cartão de novo.");
  });

  it("refuses a billing field before any charge, next to it, and a token of the wrong form", async () => {
    const { who, email, numpedido, page } = await newCardOrder(storefront.server);
    const token = await tokenize(who, TEST_CARDS.approved);
    const refused = await read(
      await payWithToken(who, numpedido, page, token, { cep: "123" }),
      orderPagePath(numpedido),
    );
    expect(refused.status).toBe(400);
    expect(errorNextTo(refused.html, "cep")).toMatch(/CEP/);
    const malformed = await read(await payWithToken(who, numpedido, page, "<script>"), orderPagePath(numpedido));
    expect(malformed.status).toBe(400);
    expect(paymentStatusOf(email, numpedido)).toBe("AGUARDANDO");
    // The token was not spent by the refusals: it still pays.
    expect((await payWithToken(who, numpedido, page, token)).status).toBe(303);
  });
});
