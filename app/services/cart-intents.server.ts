import type { Cart } from "~/models/cart";
import { applyEdit, keepUnseen, lineEdit, lineInputs } from "~/models/cart-edit";
import type { CartIntent } from "~/models/cart-intent";
import { lineFeedback, type LineFeedback } from "~/models/cart-line-feedback";
import type { CartPreferences } from "~/models/cart-preferences";
import type { Flash } from "./flash.server";
import { applyCoupon, pricedFlash, removeCoupon } from "./cart-coupon.server";
import { readCart, unlockedCart, writeCart, type CartOwner } from "./cart.server";

/**
 * What an intent did: the cart as the server answered it, the preferences to keep, what to tell the
 * shopper, and for a line's edit what to say next to that line (a quantity the rules changed, a
 * line that went).
 */
export type IntentOutcome = {
  cart: Cart;
  preferences: CartPreferences;
  flash: Flash | null;
  line?: LineFeedback | null;
};

const ADDED = "Produto adicionado ao carrinho.";

/** The server's corrections (quantities adjusted, products left out), as one warning. */
function correctionsOf(cart: Cart, otherwise: Flash | null): Flash | null {
  return cart.avisos.length > 0 ? { kind: "warning", message: cart.avisos.join(" ") } : otherwise;
}

/**
 * Runs one cart intent against the upstream (call 40). Line edits read the stored cart and apply
 * the same rule the page applies with JavaScript; a page's save keeps the stored lines it never
 * saw; adding goes to the stored lines (`modoRepeticaoPedido`) once the cart is not locked; notes
 * and unlocking change no line, so they need no read first.
 */
export async function runCartIntent(owner: CartOwner, intent: CartIntent): Promise<IntentOutcome> {
  const keep = (cart: Cart, flash: Flash | null = null): IntentOutcome => ({
    cart,
    preferences: owner.preferences,
    flash: correctionsOf(cart, flash),
  });
  switch (intent.intent) {
    case "mais":
    case "menos":
    case "remover":
    case "definir":
    case "embrulhar": {
      const cart = await unlockedCart(owner);
      const edit = lineEdit(intent);
      const line = lineFeedback(
        cart.cartItens.find((item) => item.idproduto === intent.idproduto),
        edit,
      );
      return { ...keep(await writeCart(owner, { cartItens: lineInputs(applyEdit(cart.cartItens, edit)) })), line };
    }
    case "restaurar": {
      const cart = await unlockedCart(owner);
      const others = lineInputs(cart.cartItens).filter((line) => line.idproduto !== intent.idproduto);
      return keep(
        await writeCart(owner, {
          cartItens: [
            ...others,
            {
              idproduto: intent.idproduto,
              quantidade: intent.quantidade,
              embalarParaPresente: intent.embalar === "sim",
            },
          ],
        }),
      );
    }
    case "adicionar": {
      const line = { idproduto: intent.idproduto, quantidade: intent.quantidade, embalarParaPresente: false };
      return keep(await writeCart(owner, { cartItens: [line] }, { add: true }), { kind: "success", message: ADDED });
    }
    case "salvar": {
      const cart = await unlockedCart(owner);
      return keep(await writeCart(owner, { cartItens: keepUnseen(intent.linhas, cart.cartItens, intent.vistos) }));
    }
    case "detalhes":
      return keep(
        await writeCart(
          owner,
          { cartItens: [], observacao: intent.observacao, numPedidoCliente: intent.numPedidoCliente },
          { add: true },
        ),
        {
          kind: "success",
          message: "Observações do pedido salvas.",
        },
      );
    case "desbloquear":
      return keep(await writeCart(owner, { cartItens: [], desbloquearAtendimento: true }, { add: true }), {
        kind: "success",
        message: "Carrinho desbloqueado: os preços do atendimento foram removidos.",
      });
    case "assinatura":
      return withPreferences(owner, { ...owner.preferences, idtipoassinatura: intent.idtipoassinatura || null }, null);
    case "pagamento":
      return withPreferences(owner, { ...owner.preferences, idformapagamento: intent.idformapagamento }, null);
    case "cupom-aplicar": {
      const outcome = await applyCoupon(owner, intent.codigoCupom);
      const cart = await readCart({ ...owner, preferences: outcome.preferences });
      return { cart, preferences: outcome.preferences, flash: pricedFlash(outcome, cart) };
    }
    case "cupom-remover": {
      const outcome = removeCoupon(owner);
      const cart = await readCart({ ...owner, preferences: outcome.preferences }, { removeCoupon: true });
      return { cart, preferences: outcome.preferences, flash: outcome.flash };
    }
  }
}

/** docs/rules/cart.md "Cart save": "Selecting a payment method reloads the cart for the customer" — and so do a coupon or a subscription type. */
async function withPreferences(
  owner: CartOwner,
  preferences: CartPreferences,
  flash: Flash | null,
): Promise<IntentOutcome> {
  const cart = await readCart({ ...owner, preferences });
  return { cart, preferences, flash };
}
