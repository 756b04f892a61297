import { z } from "zod";
import { DeliveryTypeSchema } from "./delivery-option";

/**
 * How the shopper wants this supplier's goods (docs/rules/delivery.md "Delivery type" tipoEntrega, docs/rules/cart.md "Cart save": "Delivery
 * options"): delivery to a CEP (a saved address or one typed in) or pickup, and the option and slot
 * chosen. Kept between pages and up to the order.
 */
export const DeliveryChoiceSchema = z.object({
  tipoEntrega: DeliveryTypeSchema,
  /** The CEP's 8 digits (delivery); null for pickup or before one is given. */
  cep: z
    .string()
    .regex(/^\d{8}$/)
    .nullable(),
  /** The position of the CEP or address, when known. */
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  /** A saved address, when the choice is one, and the customer it belongs to (the cookie outlives a login). */
  idendereco: z.string().max(40).nullable(),
  idcliente: z.number().int().nullable().default(null),
  idformaentrega: z.string().max(80).nullable(),
  data_de_entrega: z.string().max(40).nullable(),
});
export type DeliveryChoice = z.infer<typeof DeliveryChoiceSchema>;

/** A delivery to a CEP, nothing chosen yet. */
export function deliveryToCep(cep: string, position: { lat: number; lng: number } | null): DeliveryChoice {
  return {
    tipoEntrega: "DELIVERY",
    cep,
    lat: position?.lat ?? null,
    lng: position?.lng ?? null,
    idendereco: null,
    idcliente: null,
    idformaentrega: null,
    data_de_entrega: null,
  };
}

/** A saved address of `idcliente` as the place to deliver to, the type, option and slot kept. */
export function deliveryToAddress(
  current: DeliveryChoice | null,
  address: { idendereco: string; cep: string; lat: number | null; lng: number | null },
  idcliente: number,
): DeliveryChoice {
  return {
    ...(current ?? deliveryToCep(address.cep, null)),
    cep: address.cep,
    lat: address.lat,
    lng: address.lng,
    idendereco: address.idendereco,
    idcliente,
  };
}

/** The choice's saved address, when it is this customer's (null for a guest or another customer). */
export function ownAddressId(choice: DeliveryChoice | null, idcliente: number | null): string | null {
  return choice?.idendereco && idcliente !== null && choice.idcliente === idcliente ? choice.idendereco : null;
}

/**
 * The stored choice as it holds for the client served (docs/rules/delivery.md "Ship-to"; ADR 0031):
 * a guest's (no client) is the stored one; a client's is the one made for them, else a guest's
 * pickup carried into the login (`carried`, to be kept for them). Another client's choice is none.
 */
export function keptChoice(
  stored: DeliveryChoice | null,
  idcliente: number | null,
): { kept: DeliveryChoice | null; carried: DeliveryChoice | null } {
  if (idcliente === null) return { kept: stored, carried: null };
  if (stored?.idcliente === idcliente) return { kept: stored, carried: null };
  const carried = stored?.idcliente === null && stored.tipoEntrega === "RETIRADA" ? { ...stored, idcliente } : null;
  return { kept: carried, carried };
}
