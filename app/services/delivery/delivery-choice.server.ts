import { z } from "zod";
import { DeliveryChoiceSchema, keptChoice, type DeliveryChoice } from "~/models/delivery/delivery-choice";
import type { DeliveryType } from "~/models/delivery/delivery-option";
import { deliveryTypeInEffect } from "~/models/delivery/delivery-type";
import type { SupplierConfig } from "~/models/supplier";
import { rememberedLifetimeOf } from "../consent.server";
import { createConfidentialCookie } from "../confidential-cookie.server";

/** The choices of the last few suppliers a browser bought from, newest first. */
const MAX_SUPPLIERS = 6;
const EntrySchema = z.object({ idfornecedor: z.string().max(80), escolha: DeliveryChoiceSchema });
type Choices = z.infer<typeof EntrySchema>[];

/** Thirty days: the delivery choice a shopper comes back to within a month (the visit only without the "session" consent, ADR 0041). */
export const DELIVERY_CHOICE_MAX_AGE_S = 60 * 60 * 24 * 30;

/** An encrypted cookie of its own (a CEP and a place are personal data, ADR 0052): a guest has a delivery choice too (a CEP given at `/`), and it outlives a login. */
function choiceCookie() {
  return createConfidentialCookie("commerce-entrega", { maxAge: DELIVERY_CHOICE_MAX_AGE_S });
}

/** Each entry on its own: one that no longer reads (an older shape) costs only its supplier's choice. */
async function readChoices(request: Request): Promise<Choices> {
  const raw: unknown = await choiceCookie().parse(request.headers.get("Cookie"));
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, MAX_SUPPLIERS).flatMap((entry) => {
    const parsed = EntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The shopper's delivery choice at this supplier; null when none was made. */
export async function readDeliveryChoice(request: Request, idfornecedor: string): Promise<DeliveryChoice | null> {
  return (await readChoices(request)).find((entry) => entry.idfornecedor === idfornecedor)?.escolha ?? null;
}

/**
 * The delivery type in effect for the client served (null: a guest, or a representative without a
 * client) at this supplier, read from the cookie alone (docs/rules/delivery.md "Delivery type"):
 * the type chosen for them, else the one the supplier's tags force, else DELIVERY.
 */
export async function deliveryTypeOf(
  request: Request,
  supplier: Pick<SupplierConfig, "idfornecedor" | "tag">,
  idcliente: number | null,
): Promise<DeliveryType> {
  const { kept } = keptChoice(await readDeliveryChoice(request, supplier.idfornecedor), idcliente);
  return deliveryTypeInEffect(supplier.tag, kept?.tipoEntrega);
}

/**
 * The Set-Cookie header that keeps `choice` for each supplier given (null forgets it), the others
 * as they were; the suppliers touched last are kept when there are too many.
 */
export async function saveDeliveryChoiceHeader(
  request: Request,
  changes: ReadonlyArray<{ idfornecedor: string; choice: DeliveryChoice | null }>,
): Promise<string> {
  const touched = new Set(changes.map((change) => change.idfornecedor));
  const kept = (await readChoices(request)).filter((entry) => !touched.has(entry.idfornecedor));
  const added = changes.flatMap((change) =>
    change.choice ? [{ idfornecedor: change.idfornecedor, escolha: change.choice }] : [],
  );
  return choiceCookie().serialize([...added, ...kept].slice(0, MAX_SUPPLIERS), await rememberedLifetimeOf(request));
}

/**
 * The Set-Cookie header that forgets a deleted address wherever it was the place chosen (the
 * customer's addresses are the same at every store); null when no choice named it.
 */
export async function forgetAddressHeader(request: Request, idendereco: string): Promise<string | null> {
  const choices = await readChoices(request);
  if (!choices.some((entry) => entry.escolha.idendereco === idendereco)) return null;
  return choiceCookie().serialize(
    choices.filter((entry) => entry.escolha.idendereco !== idendereco),
    await rememberedLifetimeOf(request),
  );
}
