import { z } from "zod";
import { DeliveryTypeSchema } from "./delivery-option";

/**
 * How the shopper wants this supplier's goods (spec §3 "Supplier state" tipoEntrega, §4 "Delivery
 * options"): delivery to a CEP (a saved address or one typed in) or pickup, and the option and slot
 * chosen. Kept between pages and up to the order.
 */
export const DeliveryChoiceSchema = z.object({
  tipoEntrega: DeliveryTypeSchema,
  /** The CEP's 8 digits (delivery); null for pickup or before one is given. */
  cep: z.string().regex(/^\d{8}$/).nullable(),
  /** The position of the CEP or address, when known. */
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  /** A saved address of the logged-in customer, when the choice is one. */
  idendereco: z.string().max(40).nullable(),
  idformaentrega: z.string().max(80).nullable(),
  data_de_entrega: z.string().max(40).nullable(),
});
export type DeliveryChoice = z.infer<typeof DeliveryChoiceSchema>;

/** A delivery to a CEP, nothing chosen yet. */
export function deliveryToCep(cep: string, position: { lat: number; lng: number } | null): DeliveryChoice {
  return { tipoEntrega: "DELIVERY", cep, lat: position?.lat ?? null, lng: position?.lng ?? null, idendereco: null, idformaentrega: null, data_de_entrega: null };
}
