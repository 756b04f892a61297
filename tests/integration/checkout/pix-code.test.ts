/**
 * A PIX code is offered only when its CRC checks (docs/upstream-api.md §59: field 63 is the
 * CRC16-CCITT-FALSE of the payload up to and including "6304"; docs/decisions/0029): a code whose CRC
 * is wrong is one no bank's app accepts, so the order's page draws no QR code of it and gives no code
 * to copy, and says the PIX could not be generated, with a way to try again. A misbehaving proxy in
 * front of the reference upstream changes the charge's `copiaECola` in the answers of call 59.
 */
import { describe, expect, it } from "vitest";
import { crc16CcittFalse } from "~/models/checkout/pix-code";
import { decodeEntities } from "../../support/html";
import { addToCart, casaVerdeAnswers, logIn, open, openCheckout, placeOrder } from "./checkout-shopper";
import { checkoutBehindFaults } from "./checkout-behind-faults";
import { formHtml } from "./html-form";

const running = checkoutBehindFaults(10_000);

/** Calls 59: the order's PIX charge, made (POST) or as it stands (GET). */
const isPixCharge = (request: { path: string }) => request.path.startsWith("/v4/payment/pix/");

const QR = /<svg[^>]*role="img" aria-label="QR code do PIX de /;
const codeIn = (html: string) =>
  decodeEntities(/<textarea id="pix-copia-e-cola"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? "");

describe("the PIX code of an order's page", () => {
  it.each([
    {
      case: "a CRC that does not check (its last digit changed): not offered, and said",
      rewrite: (code: string) => code.slice(0, -1) + (code.endsWith("0") ? "1" : "0"),
      offered: false,
    },
    {
      case: "the CRC in lower-case hex (the same number): offered",
      rewrite: (code: string) => code.slice(0, -4) + code.slice(-4).toLowerCase(),
      offered: true,
    },
    {
      case: "another receiver city, its CRC made again: offered",
      rewrite: (code: string) => {
        const payload = code.slice(0, -4).replace(/60\d\d[A-Z ]+62/, "6008CAMPINAS62");
        return payload + crc16CcittFalse(payload);
      },
      offered: true,
    },
  ])("$case", async ({ rewrite, offered }) => {
    running.upstream.setFault({
      mode: "rewrite",
      match: isPixCharge,
      rewrite: (body) => ({ ...(body as object), copiaECola: rewrite((body as { copiaECola: string }).copiaECola) }),
    });
    const who = await logIn(running.server, "casaverde", "casaverde@exemplo.com.br");
    await addToCart(who, "casaverde", "3001", "6");
    const { numpedido, page } = await placeOrder(
      who,
      "casaverde",
      casaVerdeAnswers(await openCheckout(who, "casaverde")),
    );
    expect(page.text).toContain("Pagamento: PIX · Aguardando pagamento");
    if (offered) {
      expect(page.html).toMatch(QR);
      expect(codeIn(page.html)).toMatch(/^000201[\s\S]*6304[0-9A-Fa-f]{4}$/);
      expect(page.text).not.toContain("Não foi possível gerar o código PIX");
      return;
    }
    expect(page.html).not.toMatch(QR);
    expect(page.html).not.toContain("pix-copia-e-cola");
    expect(page.html).not.toContain("br.gov.bcb.pix");
    expect(page.text).not.toContain("Copiar código PIX");
    expect(page.text).toContain(
      "Não foi possível gerar o código PIX deste pedido. Tente de novo em alguns minutos ou fale com a loja para pagar de outra forma.",
    );
    // The way to try again: the form that asks for the charge again (as "Gerar código PIX" does).
    expect(formHtml(page.html, "pix-tentar-de-novo")).toMatch(
      /<button[^>]*type="submit"[^>]*>Tentar de novo<\/button>/,
    );
    const again = await open(who, `/casaverde/submissao/${numpedido}`);
    expect(again.html).not.toMatch(QR);
  });
});
