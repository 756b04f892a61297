/** The delivery page's buttons and words, without the form rules (pages import this; zod stays on the server). */
import { formIntents, type IntentOf } from "../form-intents";

export const deliveryIntent = formIntents.delivery;
export type DeliveryIntent = IntentOf<"delivery">;

/** A slot of an option as one value of the "Quando?" choice: the option and the slot's start. */
export function slotValue(idformaentrega: string, dataDeEntrega: string | null): string {
  return `${idformaentrega}|${dataDeEntrega ?? ""}`;
}

export const deliveryText = {
  chooseType: "Escolha entre receber no endereço e retirar na loja.",
  chooseSlot: "Escolha quando receber o pedido.",
  slotGone: "Esse horário não está mais disponível. Escolha outro.",
  addressGone: "Este endereço não existe mais na sua conta.",
  notServed: "O fornecedor não atende no endereço informado",
  cepLookupFailed: "Não foi possível consultar o CEP agora. Tente novamente em instantes.",
  needsPlace: "Informe onde receber o pedido para ver as formas de entrega.",
  saved: (what: string) => `${what} Você pode mudar quando quiser.`,
  addressChosen: (address: string) => `Entrega em ${address}. Você pode mudar quando quiser.`,
  placeChosen: (place: string) => `${place}. Você pode mudar quando quiser.`,
  deliveryChosen: "Entrega no endereço. Você pode mudar quando quiser.",
  pickupChosen: "Retirada na loja. Você pode mudar quando quiser.",
} as const;
