import { redirect } from "@remix-run/node";
import { CartSchema, type Cart } from "~/models/cart";
import type { RefusalLink } from "~/models/cart-failure";
import { preferencesFor, type CartPreferences } from "~/models/cart-preferences";
import { messages } from "~/models/messages";
import { hasTag } from "~/models/supplier-tags";
import { loadCart, saveCart, type CartChange, type CartQuery } from "./api/cart.server";
import { buyLoginPath, supplierPath } from "~/models/links";
import { updateSession, type SignedInAccount } from "./auth.server";
import { oneAtATime } from "./one-at-a-time.server";
import { withSharedLock } from "./shared-lock.server";
import type { SupplierContext } from "./supplier-context.server";

/** Who the cart is for: a logged-in customer (or a representative's client) at this supplier. */
export type CartOwner = {
  request: Request;
  context: SupplierContext;
  account: SignedInAccount;
  idcliente: string;
  preferences: CartPreferences;
};

/** A cart operation that cannot happen, with the spec's message for it and, when there is one, the way forward. */
export class CartRefusal extends Error {
  override name = "CartRefusal";
  constructor(
    message: string,
    readonly link: RefusalLink | null = null,
  ) {
    super(message);
  }
}

/** The cart part of the session: what the shopper chose, and the header's summary. */
export function cartPreferences(account: SignedInAccount | null): CartPreferences {
  const idcliente = account?.session.cliente?.idcliente;
  return preferencesFor(account?.session.carrinho, idcliente === undefined ? null : String(idcliente));
}

/**
 * docs/rules/account.md "Guest": buying needs login, and the shopper comes back to `returnTo`. docs/rules/account.md "Login": "Cart
 * save": "Without a customer id it fails with 'Não foi possivel salvar o carrinho'" — a
 * representative (or a login of several clients) who has not picked a client yet is told to pick
 * one, with the way to the client picker.
 */
export function requireCartOwner(request: Request, context: SupplierContext, returnTo: string): CartOwner {
  const { account } = context;
  if (!account) throw redirect(buyLoginPath(context.basePath, returnTo));
  const idcliente = account.session.cliente?.idcliente;
  if (idcliente === undefined) {
    const mayPick = account.session.representante != null || account.session.trocaCliente;
    if (!mayPick) throw new CartRefusal(messages.cart.saveWithoutCustomer);
    throw new CartRefusal(messages.cart.chooseClient, {
      href: supplierPath(context.basePath, "/clientes"),
      label: messages.cart.chooseClientLink,
    });
  }
  return { request, context, account, idcliente: String(idcliente), preferences: cartPreferences(account) };
}

/**
 * docs/rules/checkout.md "Order submission": tag restrict-not-approved-user-submission clears the cart for
 * unapproved users — they keep no cart until the supplier approves them.
 */
export function cartIsRestricted(owner: CartOwner): boolean {
  return hasTag(owner.context.supplier.tag, "restrict-not-approved-user-submission") && !owner.account.session.aprovado;
}

/** The coupon terms the cart is priced with: the manual coupon chosen, and whether automatic ones may apply. */
export function couponTerms(preferences: CartPreferences): {
  codigoCupom: string | null;
  aplicacaoAutomatica: boolean;
} {
  return {
    codigoCupom: preferences.codigoCupom,
    aplicacaoAutomatica: preferences.aplicacaoAutomatica && preferences.codigoCupom === null,
  };
}

function cartQuery(owner: CartOwner, removeCoupon = false): CartQuery {
  const { preferences } = owner;
  const coupon = couponTerms(preferences);
  return {
    idfornecedor: owner.context.supplier.idfornecedor,
    idformapagamento: preferences.idformapagamento,
    idtipoassinatura: preferences.idtipoassinatura,
    codigoCupom: coupon.codigoCupom,
    removerCupom: removeCoupon,
    cupomAplicacaoAutomatica: coupon.aplicacaoAutomatica,
    tipoentrega: owner.context.tipoEntrega,
  };
}

const EMPTY_CART: Cart = CartSchema.parse({ cartItens: [], subtotal: 0, totalCompras: 0 });

/**
 * The stored cart, priced now (call 40, GET); a restricted shopper has none (it is emptied at login,
 * see clearRestrictedCart). `removeCoupon`: the shopper removed the manual coupon, which an upstream
 * that keeps it with the cart forgets too (ADR 0020).
 */
export async function readCart(
  owner: CartOwner,
  { removeCoupon = false }: { removeCoupon?: boolean } = {},
): Promise<Cart> {
  if (cartIsRestricted(owner)) return EMPTY_CART;
  return loadCart(owner.idcliente, cartQuery(owner, removeCoupon), owner.context.api);
}

/** docs/rules/cart.md "Service lock": a cart with an attendant price is read-only until the shopper unlocks it. */
export async function unlockedCart(owner: CartOwner): Promise<Cart> {
  const cart = await readCart(owner);
  if (cart.bloqueio_atendimento) throw new CartRefusal(messages.cart.readOnly);
  return cart;
}

/**
 * docs/rules/cart.md "Cart save": sends the cart and takes the server's lines. When lines were sent and none
 * came back, the server's message or 'Não foi possível carregar nenhum produto para o carrinho.'.
 * Lines added to the stored ones (buy buttons, quick order) wait, like any edit, for the service
 * lock to be lifted: an added quantity would otherwise be bought at the attendant's price.
 */
export async function writeCart(owner: CartOwner, change: CartChange, options: { add?: boolean } = {}): Promise<Cart> {
  if (cartIsRestricted(owner) && change.cartItens.length > 0) throw new CartRefusal(messages.cart.awaitingApproval);
  if (options.add && change.cartItens.length > 0) await unlockedCart(owner);
  const cart = await saveCart(owner.idcliente, cartQuery(owner), change, owner.context.api, options.add ?? false);
  if (change.cartItens.length > 0 && cart.cartItens.length === 0)
    throw new CartRefusal(cart.mensagem ?? messages.cart.noItems);
  return cart;
}

/**
 * Changes to one customer's cart run one after the other, in the order they came: a page's save
 * still on its way and the beacon sent as the page closes never interleave their read and write.
 * With REDIS_URL, across instances too (the lock in Redis, ADR 0053).
 */
export function inCartOrder<T>(owner: CartOwner, work: () => Promise<T>): Promise<T> {
  const key = `${owner.context.supplier.idfornecedor}:${owner.idcliente}`;
  return oneAtATime(key, () => withSharedLock(`carrinho:${key}`, work));
}

/** The Set-Cookie headers that keep the new preferences, or null when nothing the session holds changed. */
export async function savePreferences(owner: CartOwner, preferences: CartPreferences): Promise<Headers | null> {
  if (JSON.stringify(preferences) === JSON.stringify(owner.preferences)) return null;
  return updateSession(owner.request, { ...owner.account.session, carrinho: preferences });
}
