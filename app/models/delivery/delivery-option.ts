import { z } from "zod";
import { StoreSchema } from "~/models/supplier";

/** The two ways an order reaches the shopper (docs/rules/delivery.md "Delivery type"): delivered to an address, or picked up at the store. */
export const DeliveryTypeSchema = z.enum(["DELIVERY", "RETIRADA"]);
export type DeliveryType = z.infer<typeof DeliveryTypeSchema>;

const money = z.coerce.number().finite().min(0);

/** A time slot of an option (docs/upstream-api.md §51): `data_de_entrega` goes back with the order. */
export const DeliverySlotSchema = z.object({
  data_de_entrega: z.string().min(1).max(40),
  data: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  inicio: z.string().regex(/^\d{2}:\d{2}$/),
  fim: z.string().regex(/^\d{2}:\d{2}$/),
});
export type DeliverySlot = z.infer<typeof DeliverySlotSchema>;

/** One delivery option (forma de entrega) with its fee, free-delivery threshold, minimum order and slots. */
export const DeliveryOptionSchema = z.object({
  idformaentrega: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(80)),
  descricao: z.string(),
  tipoEntrega: DeliveryTypeSchema,
  valor: money,
  valor_cheio: money.nullish(),
  frete_gratis_acima: money.nullish().transform((value) => value ?? null),
  pedido_minimo: money.nullish().transform((value) => value ?? null),
  subtotal: money.nullish().transform((value) => value ?? null),
  loja: StoreSchema.nullish().transform((value) => value ?? null),
  agendamentos: z.array(DeliverySlotSchema).default([]),
});
export type DeliveryOption = z.infer<typeof DeliveryOptionSchema>;

/** GET …/formas-entrega/{idfornecedor} and POST /v4/app/formas-entrega/{idfornecedor}/{cep} (§51, §52). */
export const DeliveryOptionListSchema = z.array(DeliveryOptionSchema);

/** A refusal the shopper can fix with another address: the server's message and whether to offer the CEP search. */
export const DeliveryOptionsRefusalSchema = z.object({
  Mensagem: z.string().min(1),
  openModal: z.boolean().optional().default(false),
});
