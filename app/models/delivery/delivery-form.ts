import { z } from "zod";
import { CepLookupSchema } from "./address-form";
import { DeliveryTypeSchema } from "./delivery-option";
import { deliveryText } from "./delivery-intents";

/** "Como você quer receber?": delivery or pickup. */
export const DeliveryTypeFormSchema = z.object({
  tipoEntrega: DeliveryTypeSchema.optional().refine((value) => value !== undefined, deliveryText.chooseType),
});

/** A CEP typed by a shopper without saved addresses. */
export const DeliveryCepFormSchema = CepLookupSchema;

/** "Quando?": one value names the option and its slot (`slotValue`); an option without slots has an empty slot. */
export const DeliverySlotFormSchema = z.object({
  agendamento: z
    .string({ required_error: deliveryText.chooseSlot })
    .regex(/^[^|]{1,80}\|[^|]{0,40}$/, deliveryText.chooseSlot)
    .transform((value) => {
      const [idformaentrega = "", dataDeEntrega = ""] = value.split("|");
      return { idformaentrega, dataDeEntrega: dataDeEntrega || null };
    }),
});
