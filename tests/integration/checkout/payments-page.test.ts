/**
 * Paying an order on its page `/{s}/submissao/{n}` through the real server without JavaScript
 * (docs/rules/checkout.md "Payment": "A pending status with success shows a warning message. Success shows a
 * success message … Failure keeps the message on the card form"; §5 "Card payments need a card,
 * with a billing address matching the card issuer's"; docs/upstream-api.md §56–§59): PIX paid by the
 * payer's bank, and new cards declined, approved and kept, pending, or refused before any charge.
 * The storefront logs at debug level here, so that every line it could write is looked at.
 */
import { describe, expect, it } from "vitest";
import { bodyText, decodeEntities } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { upstreamCli } from "../../support/upstream-cli";
import {
  newCardOrder,
  orderByCard,
  orderPagePath,
  payWithNewCard,
  payWithSavedCard,
  savedCardsOn,
  TEST_CARDS,
} from "./card-payer";
import {
  addToCart,
  brl,
  casaVerdeAnswers,
  CHECKOUT_ENV,
  flashOf,
  logIn,
  open,
  openCheckout,
  placeOrder,
  read,
} from "./checkout-shopper";
import { errorNextTo, formFields } from "./html-form";
import { placedOrders } from "./placed-orders";

const storefront = seededStorefront({ env: CHECKOUT_ENV, logLevel: "debug" });

/** The message kept on the card form that was sent. */
const cardFormAlert = (html: string, formId: string) =>
  bodyText(/<p[^>]*role="alert"[^>]*>[\s\S]*?<\/p>/.exec(formHtmlOf(html, formId))?.[0] ?? "");
const formHtmlOf = (html: string, formId: string) =>
  html.slice(html.indexOf(`id="${formId}"`), html.indexOf("</form>", html.indexOf(`id="${formId}"`)));

const paymentStatusOf = (email: string, numpedido: string) =>
  placedOrders(storefront.dataDir, email).find((order) => order.numpedido === Number(numpedido))?.pagamento_status;

describe("PIX", () => {
  it("the QR code and its copy-and-paste code of the order's total; paid by the payer's bank, the page says it", async () => {
    const who = await logIn(storefront.server, "casaverde", "casaverde@exemplo.com.br");
    await addToCart(who, "casaverde", "3001", "6");
    const total = 6 * 6.49;
    const { numpedido, page } = await placeOrder(
      who,
      "casaverde",
      casaVerdeAnswers(await openCheckout(who, "casaverde")),
    );
    expect(page.text).toContain("Pagamento: PIX · Aguardando pagamento");
    expect(page.html).toMatch(
      new RegExp(
        `<svg[^>]*role="img" aria-label="QR code do PIX de R\\$\\s${total.toFixed(2).replace(".", ",")}"[^>]*>[\\s\\S]*?<path d="M\\d`,
      ),
    );
    const code = decodeEntities(/<textarea id="pix-copia-e-cola"[^>]*>([^<]*)<\/textarea>/.exec(page.html)?.[1] ?? "");
    expect(code).toMatch(/^000201/);
    expect(code).toContain("br.gov.bcb.pix");
    expect(code).toContain(`54${String(total.toFixed(2).length).padStart(2, "0")}${total.toFixed(2)}`);
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
    expect(page.text).toContain(`Pague ${brl(total)} até`);
    expect(page.text).toContain("Aguardando o pagamento. Atualizar situação do pagamento");

    await upstreamCli(storefront.dataDir, "pay-pix", "--order", numpedido);
    const paid = await open(who, `/casaverde/submissao/${numpedido}`);
    expect(paid.text).toContain("Pagamento por PIX confirmado. Obrigado!");
    expect(paid.text).toContain("Pagamento: PIX · Pagamento aprovado");
    expect(paid.text).toContain("Pagamento aprovado. O fornecedor já vai preparar o seu pedido.");
    expect(paid.html).not.toContain("pix-copia-e-cola");
  });
});

describe("a new card", () => {
  it("declined: the message on the card form, what was typed kept but the CVC and the number (its last four named); then approved and kept for the next orders", async () => {
    const { who, email, numpedido, page } = await newCardOrder(storefront.server);
    const declined = await read(
      await payWithNewCard(who, numpedido, page, { number: TEST_CARDS.declined, cvc: "9173" }),
      orderPagePath(numpedido),
    );
    expect(declined.status).toBe(402);
    expect(cardFormAlert(declined.html, "cartao-novo")).toBe("Cartão recusado pelo emissor.");
    expect(formFields(declined.html, "cartao-novo")).toMatchObject({
      number: "",
      name: "BEATRIZ LIMA",
      cvc: "",
      cep: "05422-001",
      rua: "Rua dos Pinheiros",
    });
    const digits = TEST_CARDS.declined.replace(/\D/g, "");
    expect(declined.text).toContain(
      `Por segurança o número não fica na página: digite de novo o número do cartão com final ${digits.slice(-4)}.`,
    );
    expect(declined.html).not.toContain(TEST_CARDS.declined);
    expect(declined.html).not.toContain(digits.slice(0, 12));
    // Nowhere in the page: not in a field, not in the data the page carries (a nonce or a key holding the digits does not count).
    expect(declined.html).not.toMatch(/(?<![\w+/=-])9173(?![\w+/=-])/);
    expect(paymentStatusOf(email, numpedido)).toBe("RECUSADO");

    const approved = await payWithNewCard(who, numpedido, page, {
      number: TEST_CARDS.approved,
      cvc: "737",
      salvarCartao: "on",
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get("Location")).toBe(orderPagePath(numpedido));
    const paid = await open(who, orderPagePath(numpedido));
    expect(flashOf(paid)).toBe("Pagamento aprovado.");
    expect(paid.text).toContain("Pagamento: Cartão de crédito · Pagamento aprovado");
    expect(paid.text).toContain("Pagamento aprovado. O fornecedor já vai preparar o seu pedido.");
    expect(paid.text).not.toContain("Pagar com cartão");
    expect(paymentStatusOf(email, numpedido)).toBe("APROVADO");

    const next = await orderByCard(who, "2");
    expect(savedCardsOn(next.page).map((card) => card.label)).toEqual([
      expect.stringMatching(/^Visa •••• 1111 · BEATRIZ LIMA · validade \d{2}\/\d{2}$/),
    ]);
  });

  it("pending: the issuer's analysis said as a warning, the order waiting for it", async () => {
    const { who, email, numpedido, page } = await newCardOrder(storefront.server);
    const pending = await payWithNewCard(who, numpedido, page, { number: TEST_CARDS.pending, cvc: "737" });
    expect(pending.status).toBe(303);
    const after = await open(who, orderPagePath(numpedido));
    expect(flashOf(after)).toBe("Pagamento em análise pelo emissor.");
    expect(after.html).toMatch(/<main[^>]*><p[^>]*role="alert"/);
    expect(after.text).toContain("Pagamento: Cartão de crédito · Pagamento em análise");
    expect(after.text).toContain("O pagamento está em análise pelo emissor do cartão. Avisaremos quando for aprovado.");
    expect(paymentStatusOf(email, numpedido)).toBe("PENDENTE");
  });

  it.each<{ field: string; card: Record<string, string>; message: string }>([
    {
      field: "number",
      card: { number: "4111 1111 1111 1112" },
      message: "Número de cartão inválido. Confira os números impressos no cartão.",
    },
    {
      field: "number",
      card: { number: "4111-abcd" },
      message: "Número de cartão inválido. Confira os números impressos no cartão.",
    },
    { field: "expiry", card: { expiry: "01/20" }, message: "Este cartão está vencido." },
    { field: "expiry", card: { expiry: "13/30" }, message: "Informe a validade como MM/AA." },
    {
      field: "cvc",
      card: { cvc: "12" },
      message: "Informe o código de segurança de 3 ou 4 números do verso do cartão.",
    },
    { field: "name", card: { name: " " }, message: "Informe o nome como está impresso no cartão." },
  ])("$card refused next to its field before any charge", async ({ field, card, message }) => {
    const { who, email, numpedido, page } = await newCardOrder(storefront.server);
    const refused = await read(
      await payWithNewCard(who, numpedido, page, { number: TEST_CARDS.approved, cvc: "737", ...card }),
      orderPagePath(numpedido),
    );
    expect(refused.status).toBe(400);
    expect(errorNextTo(refused.html, field)).toBe(message);
    expect(formFields(refused.html, "cartao-novo").cvc).toBe("");
    expect(paymentStatusOf(email, numpedido)).toBe("AGUARDANDO");
  });
});

describe("the storefront's log", () => {
  it("never holds a card's number or its CVC, whatever the verdict", async () => {
    const firstLine = storefront.server.lines.length;
    const { who, numpedido, page } = await newCardOrder(storefront.server);
    await payWithNewCard(who, numpedido, page, { number: TEST_CARDS.declined, cvc: "9173" });
    await payWithNewCard(who, numpedido, page, { number: TEST_CARDS.approved, cvc: "9173", salvarCartao: "on" });
    const next = await orderByCard(who, "2");
    await payWithSavedCard(who, next.numpedido, savedCardsOn(next.page)[0]!.idcreditcard, "8264");
    const pending = await orderByCard(who, "3");
    await payWithNewCard(who, pending.numpedido, pending.page, { number: TEST_CARDS.pending, cvc: "9173" });

    const logged = storefront.server.lines.slice(firstLine).join("\n");
    expect(logged).toContain("/v4/app/payment/confirm-payment/");
    for (const number of Object.values(TEST_CARDS)) {
      const digits = number.replace(/\D/g, "");
      expect(logged).not.toContain(digits);
      expect(logged).not.toContain(number);
      expect(logged).not.toContain(digits.slice(0, 12));
    }
    // A CVC standing on its own: not a part of a request's id ("…-a9173b…") or of a longer number.
    expect(logged).not.toMatch(/(?<![0-9A-Za-z])(9173|8264)(?![0-9A-Za-z])/);
    expect(logged).not.toMatch(/"cvc"/i);
  });
});
