import { z } from "zod";
import "../define-call";

/** Parameters and answers shared by the logged-in customer's calls (docs/upstream-api.md §39–§69). */

/** `{idcliente}` of a path: the client the token acts for. */
export const ClientId = z
  .string()
  .regex(/^\d{1,15}$/)
  .openapi({
    description: "The client the session's token acts for (`idcliente` of call 28); another client's id gets 403",
    example: "501",
  });

/** `{numpedido}` of a path: an order's number (a whole number; anything else gets 400 `Parâmetros inválidos: numpedido.`). */
export const OrderNumber = z
  .string()
  .openapi({ description: "The order's number (call 53); one that is not a whole number gets 400", example: "10001" });

/** `idformapagamento` of the cart's priced calls (40–45, 51): default the customer's default method. */
export const CartPaymentMethodQuery = z.string().optional().openapi({
  description:
    "The payment method the prices are for (call 9); absent: the customer's default method (`padrao` of call 9)",
  example: "11",
});

/** An order that is not the token's client's at the token's supplier, or unknown. */
export const ORDER_NOT_FOUND = {
  description: "Unknown order, another client's, or at another supplier than the token's",
  example: { mensagem: "Pedido não encontrado." },
};

/** `{numpedido}` that is not a whole number. */
export const BAD_ORDER_NUMBER = {
  description: "`{numpedido}` is not a whole number",
  example: { mensagem: "Parâmetros inválidos: numpedido." },
};

/** A 401 of a call that needs a session and has `{apptoken}` in its path. */
export const SESSION_OR_APP_TOKEN = {
  description: "No valid token; or a wrong application token (`Token de aplicação inválido.`)",
  example: { mensagem: "Sessão expirada" },
};
