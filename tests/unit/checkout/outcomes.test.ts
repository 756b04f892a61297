import { describe, expect, it } from "vitest";
import { messages } from "~/models/messages";
import { cardVerdict, placedMessage } from "~/models/checkout/outcomes";

describe("the message after an order is placed (docs/rules/checkout.md \"Order submission\": 'a success message is shown if the server gave one')", () => {
  it.each([
    {
      about: "the server's message, the total as shown",
      server: "Pedido 10001 recebido.",
      placed: 427.4,
      kind: "success",
      message: "Pedido 10001 recebido.",
    },
    {
      about: "no message from the server: the number",
      server: null,
      placed: 427.4,
      kind: "success",
      message: "Pedido 10001 recebido.",
    },
    {
      about: "a difference below a cent is none",
      server: null,
      placed: 427.404,
      kind: "success",
      message: "Pedido 10001 recebido.",
    },
    {
      about: "found by the duplicate check (no total answered): nothing to compare",
      server: null,
      placed: null,
      kind: "success",
      message: "Pedido 10001 recebido.",
    },
    {
      about: "another total charged than the one shown: a warning with both",
      server: "Pedido 10001 recebido.",
      placed: 406.03,
      kind: "warning",
      message:
        "Pedido 10001 recebido. O total registrado pelo fornecedor foi R$ 406,03, diferente dos R$ 427,40 mostrados ao finalizar. Confira o pedido abaixo.",
    },
  ] as const)("$about", ({ server, placed, kind, message }) => {
    const said = placedMessage("10001", server, placed, 427.4);
    expect({ kind: said.kind, message: said.message.replace(/\s/g, " ") }).toEqual({ kind, message });
  });
});

describe('a card\'s verdict (docs/rules/checkout.md "Payment": \'A pending status with success shows a warning message\'; docs/rules/checkout.md "Payment")', () => {
  it.each([
    {
      about: "approved, the gateway's words",
      result: { sucesso: true, status: "APROVADO", Mensagem: "Pagamento aprovado pelo emissor." },
      kind: "success",
      message: "Pagamento aprovado pelo emissor.",
    },
    {
      about: "approved without words",
      result: { sucesso: true, status: "APROVADO", Mensagem: null },
      kind: "success",
      message: "Pagamento aprovado.",
    },
    {
      about: "pending, the gateway's words",
      result: { sucesso: true, status: "PENDENTE", Mensagem: "Pagamento em análise pelo emissor." },
      kind: "warning",
      message: "Pagamento em análise pelo emissor.",
    },
    {
      about: "pending without a Mensagem: the analysis said, never the failure's text",
      result: { sucesso: true, status: "PENDENTE", Mensagem: null },
      kind: "warning",
      message: "O pagamento está em análise pelo emissor do cartão. Avisaremos quando for aprovado.",
    },
    {
      about: "refused, the gateway's words",
      result: { sucesso: false, status: "RECUSADO", Mensagem: "Cartão recusado pelo emissor." },
      kind: "error",
      message: "Cartão recusado pelo emissor.",
    },
    {
      about: 'refused without words: docs/rules/storefront.md "Messages"\'s',
      result: { sucesso: false, status: "RECUSADO", Mensagem: null },
      kind: "error",
      message: "Falha ao realizar confirmação de pagamento.",
    },
  ] as const)("$about", ({ result, kind, message }) => {
    expect(cardVerdict(result)).toEqual({ kind, message });
  });

  it("docs/rules/storefront.md \"Messages\"'s failure text is the catalogue's", () => {
    expect(messages.payment.failure).toBe("Falha ao realizar confirmação de pagamento.");
  });
});
