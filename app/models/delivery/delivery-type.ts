import { hasTag } from "~/models/supplier-tags";
import type { DeliveryType } from "./delivery-option";

/**
 * The delivery types a supplier offers (docs/rules/delivery.md "Delivery type", docs/rules/storefront.md "Supplier tags" tags has-delivery and
 * has-collect): both tags, the shopper chooses; only one, that one is forced ("If only collect is
 * offered (tag has-collect without has-delivery), collect is forced; if only one of the two is
 * offered, that one is forced"). A supplier with neither tag delivers (docs/rules/delivery.md "Delivery type": tipoEntrega
 * defaults to DELIVERY).
 */
export function offeredDeliveryTypes(tags: readonly string[]): { types: DeliveryType[]; forced: DeliveryType | null } {
  const delivery = hasTag(tags, "has-delivery");
  const collect = hasTag(tags, "has-collect");
  if (delivery && collect) return { types: ["DELIVERY", "RETIRADA"], forced: null };
  if (collect) return { types: ["RETIRADA"], forced: "RETIRADA" };
  return { types: ["DELIVERY"], forced: "DELIVERY" };
}

/** The type in effect: the forced one, else the one wanted when offered, else DELIVERY (docs/rules/delivery.md "Delivery type"'s default). */
export function deliveryTypeInEffect(tags: readonly string[], wanted: DeliveryType | null | undefined): DeliveryType {
  const { types, forced } = offeredDeliveryTypes(tags);
  if (forced) return forced;
  return wanted && types.includes(wanted) ? wanted : "DELIVERY";
}
