/**
 * The ship-to (docs/rules/delivery.md "Ship-to"): "The place of a client's orders is remembered per
 * client served: the address chosen for that client while it is still one of theirs; otherwise the
 * address of the client's last delivery order if it is still one of the client's addresses;
 * otherwise the primary one. With tag use-primary-address the primary address is chosen; with
 * uses-single-address only the first address is kept."
 */

/** What the rule reads of a saved address (docs/upstream-api.md §46). */
export type ShipToAddress = {
  idendereco: string;
  cep: string;
  rua: string;
  numero: string;
  complemento: string | null;
  primario: boolean;
};

/** Where an order went, as its page gives it (docs/upstream-api.md §55 `enderecoentrega`). */
export type DeliveredTo = { cep: string; rua: string; numero: string; complemento: string | null };

const words = (value: string | null) =>
  (value ?? "").normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");

/**
 * Whether an order went to this saved address: the same CEP, street, number and complement (an
 * address changed since, or deleted, is no longer the order's).
 */
export function deliveredTo(address: ShipToAddress, delivered: DeliveredTo): boolean {
  return (
    address.cep.replace(/\D/g, "") === delivered.cep.replace(/\D/g, "") &&
    words(address.rua) === words(delivered.rua) &&
    words(address.numero) === words(delivered.numero) &&
    words(address.complemento) === words(delivered.complemento)
  );
}

export type ShipToFacts<A extends ShipToAddress> = {
  /** The client's addresses, the primary first (call 46's order). */
  addresses: readonly A[];
  /** The address chosen for this client (the delivery choice), if any. */
  chosen: string | null;
  /** Where the client's last delivery order went, if there is one. */
  lastOrder: DeliveredTo | null;
  /** The supplier's tags use-primary-address and uses-single-address. */
  usePrimary: boolean;
  singleAddress: boolean;
};

/** The saved address the client's order goes to; null when the client has none. */
export function shipToAddress<A extends ShipToAddress>(facts: ShipToFacts<A>): A | null {
  const addresses = facts.singleAddress ? facts.addresses.slice(0, 1) : facts.addresses;
  const chosen = addresses.find((address) => address.idendereco === facts.chosen);
  if (chosen) return chosen;
  const primary = addresses.find((address) => address.primario) ?? addresses[0] ?? null;
  if (facts.usePrimary || !facts.lastOrder) return primary;
  const lastOrder = facts.lastOrder;
  return addresses.find((address) => deliveredTo(address, lastOrder)) ?? primary;
}

/** Whether the rule needs the last order to decide: nothing chosen, several addresses, no primary forced. */
export function needsLastOrder(facts: Omit<ShipToFacts<ShipToAddress>, "lastOrder">): boolean {
  const addresses = facts.singleAddress ? facts.addresses.slice(0, 1) : facts.addresses;
  if (facts.usePrimary || addresses.length < 2) return false;
  return !addresses.some((address) => address.idendereco === facts.chosen);
}

/** "Principal: Rua da Mooca, 2100 — Mooca…": a saved address as the shopper named it. */
export function addressPlaceText(address: { descricao: string | null; textoendereco: string }): string {
  return `${address.descricao ? `${address.descricao}: ` : ""}${address.textoendereco}`;
}
