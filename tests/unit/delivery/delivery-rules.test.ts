import { describe, expect, it } from "vitest";
import { activeDelivery, offersSlot } from "~/models/delivery/active-option";
import type { DeliveryOption } from "~/models/delivery/delivery-option";
import { deliveryTypeInEffect, offeredDeliveryTypes } from "~/models/delivery/delivery-type";
import { missingForMinimum } from "~/models/delivery/option-figures";
import { feeLabel, minimumLabel, nextSlotLabel, slotLabel } from "~/models/delivery/option-labels";
import { openingHoursLines } from "~/models/delivery/opening-hours";
import { lookupWait } from "~/components/delivery/use-cep-lookup";
import { deliveryToCep, keptChoice } from "~/models/delivery/delivery-choice";
import { cartDeliveryView } from "~/services/delivery/delivery-state.server";

const slot = (day: string, inicio: string, fim: string) => ({
  data_de_entrega: `${day}T${inicio}:00-03:00`,
  data: day,
  inicio,
  fim,
});

function option(id: string, overrides: Partial<DeliveryOption> = {}): DeliveryOption {
  return {
    idformaentrega: id,
    descricao: `Opção ${id}`,
    tipoEntrega: "DELIVERY",
    valor: 9.9,
    valor_cheio: 9.9,
    frete_gratis_acima: null,
    pedido_minimo: null,
    subtotal: 0,
    loja: null,
    agendamentos: [slot("2026-11-25", "08:00", "12:00"), slot("2026-11-25", "13:00", "18:00")],
    ...overrides,
  };
}

describe("delivery type (docs/rules/delivery.md \"Delivery type\": 'If only collect is offered (tag has-collect without has-delivery), collect is forced; if only one of the two is offered, that one is forced')", () => {
  it.each([
    { tags: ["has-delivery", "has-collect"], types: ["DELIVERY", "RETIRADA"], forced: null },
    { tags: ["has-collect"], types: ["RETIRADA"], forced: "RETIRADA" },
    { tags: ["has-delivery"], types: ["DELIVERY"], forced: "DELIVERY" },
    // docs/rules/delivery.md "Delivery type": tipoEntrega (default DELIVERY).
    { tags: [], types: ["DELIVERY"], forced: "DELIVERY" },
  ])("tags $tags offer $types, forced $forced", ({ tags, types, forced }) => {
    expect(offeredDeliveryTypes(tags)).toEqual({ types, forced });
  });

  it.each([
    { tags: ["has-delivery", "has-collect"], wanted: "RETIRADA", inEffect: "RETIRADA" },
    { tags: ["has-delivery", "has-collect"], wanted: null, inEffect: "DELIVERY" },
    { tags: ["has-collect"], wanted: "DELIVERY", inEffect: "RETIRADA" },
    { tags: ["has-delivery"], wanted: "RETIRADA", inEffect: "DELIVERY" },
  ] as const)("tags $tags, wanted $wanted: $inEffect", ({ tags, wanted, inEffect }) => {
    expect(deliveryTypeInEffect(tags, wanted)).toBe(inEffect);
  });
});

describe("whose delivery choice holds (docs/rules/delivery.md \"Ship-to\": 'Pickup chosen for the client stays chosen; a guest's pickup carries into a login'; ADR 0034: the type every catalogue call carries)", () => {
  const guestPickup = { ...deliveryToCep("01310100", null), tipoEntrega: "RETIRADA" as const, cep: null };
  const guestCep = deliveryToCep("01310100", null);
  const anasPickup = { ...guestPickup, idcliente: 501 };
  const anasDelivery = { ...guestCep, idendereco: "7", idcliente: 501 };
  it.each([
    { who: "a guest", stored: guestPickup, idcliente: null, kept: guestPickup, carried: null },
    { who: "a guest", stored: null, idcliente: null, kept: null, carried: null },
    { who: "Ana, her own pickup", stored: anasPickup, idcliente: 501, kept: anasPickup, carried: null },
    { who: "Ana, her own delivery", stored: anasDelivery, idcliente: 501, kept: anasDelivery, carried: null },
    {
      who: "Ana, a guest's pickup carried in",
      stored: guestPickup,
      idcliente: 501,
      kept: anasPickup,
      carried: anasPickup,
    },
    { who: "Ana, a guest's CEP (not carried)", stored: guestCep, idcliente: 501, kept: null, carried: null },
    { who: "another client, Ana's pickup", stored: anasPickup, idcliente: 502, kept: null, carried: null },
  ])("$who: kept $kept.tipoEntrega", ({ stored, idcliente, kept, carried }) => {
    expect(keptChoice(stored, idcliente)).toEqual({ kept, carried });
  });
});

describe("the active option (docs/rules/delivery.md \"Delivery options\": 'On success the first option becomes active, with data_de_entrega taken from its first schedule slot')", () => {
  const options = [
    option("a"),
    option("b", { agendamentos: [slot("2026-11-26", "09:00", "12:00"), slot("2026-11-26", "14:00", "18:00")] }),
  ];

  it.each([
    {
      about: "nothing chosen: the first option and its first slot",
      chosen: null,
      id: "a",
      slot: "2026-11-25T08:00:00-03:00",
    },
    {
      about: "a chosen option and slot that are still offered",
      chosen: { idformaentrega: "b", data_de_entrega: "2026-11-26T14:00:00-03:00" },
      id: "b",
      slot: "2026-11-26T14:00:00-03:00",
    },
    {
      about: "a chosen slot no longer offered: the option's first slot",
      chosen: { idformaentrega: "b", data_de_entrega: "2026-11-20T09:00:00-03:00" },
      id: "b",
      slot: "2026-11-26T09:00:00-03:00",
    },
    {
      about: "a chosen option no longer offered: the first option",
      chosen: { idformaentrega: "gone", data_de_entrega: null },
      id: "a",
      slot: "2026-11-25T08:00:00-03:00",
    },
  ])("$about", ({ chosen, id, slot: expected }) => {
    const active = activeDelivery(options, chosen);
    expect(active?.option.idformaentrega).toBe(id);
    expect(active?.slot?.data_de_entrega).toBe(expected);
  });

  it("no option: nothing active", () => {
    expect(activeDelivery([], null)).toBeNull();
  });

  it("an option without slots is active without a slot", () => {
    expect(activeDelivery([option("c", { agendamentos: [] })], null)).toEqual({
      option: expect.objectContaining({ idformaentrega: "c" }),
      slot: null,
    });
  });

  it("a slot is offered only while the option lists it", () => {
    expect(offersSlot(options[0]!, "2026-11-25T13:00:00-03:00")).toBe(true);
    expect(offersSlot(options[0]!, "2026-11-26T14:00:00-03:00")).toBe(false);
  });
});

describe("what getting the goods costs, in the shopper's words", () => {
  it.each([
    { about: "a fee", overrides: {}, fee: "R$ 9,90" },
    {
      about: "a fee with a free-delivery threshold",
      overrides: { frete_gratis_acima: 150 },
      fee: "R$ 9,90 · grátis a partir de R$ 150,00",
    },
    {
      about: "free because the order reached the threshold",
      overrides: { valor: 0, valor_cheio: 9.9, frete_gratis_acima: 150 },
      fee: "Grátis neste pedido",
    },
    { about: "an option that is always free (a pickup)", overrides: { valor: 0, valor_cheio: 0 }, fee: "Grátis" },
  ])("$about: $fee", ({ overrides, fee }) => {
    expect(feeLabel(option("a", overrides)).replace(/\u00a0/g, " ")).toBe(fee);
  });

  it.each([
    { minimum: null, subtotal: 10, label: null, missing: 0 },
    { minimum: 300, subtotal: 120.5, label: "Pedido mínimo R$ 300,00", missing: 179.5 },
    { minimum: 60, subtotal: 60, label: "Pedido mínimo R$ 60,00", missing: 0 },
  ])("minimum $minimum, subtotal $subtotal", ({ minimum, subtotal, label, missing }) => {
    const withMinimum = option("a", { pedido_minimo: minimum });
    expect(minimumLabel(withMinimum)?.replace(/\u00a0/g, " ") ?? null).toBe(label);
    expect(missingForMinimum(withMinimum, subtotal)).toBe(missing);
  });

  it("a slot reads as its weekday, day and hours; the next one is named by the option's type", () => {
    expect(slotLabel(slot("2026-11-25", "08:00", "12:00"))).toBe("qua., 25/11, 08:00–12:00");
    expect(nextSlotLabel(option("a"))).toBe("Próxima entrega: qua., 25/11, 08:00–12:00");
    expect(nextSlotLabel(option("a", { tipoEntrega: "RETIRADA" }))).toBe("Próxima retirada: qua., 25/11, 08:00–12:00");
    expect(nextSlotLabel(option("a", { agendamentos: [] }))).toBeNull();
  });
});

describe("a store's opening hours (docs/rules/delivery.md \"Minimum order and opening hours\": 'Minimum order value and opening hours are displayed on screen')", () => {
  const open = (dia_semana: number, abre: string, fecha: string) => ({ dia_semana, abre, fecha });
  it.each([
    {
      about: "Monday to Saturday alike",
      hours: [1, 2, 3, 4, 5, 6].map((day) => open(day, "07:00", "20:00")),
      lines: ["Segunda a sábado: 07:00–20:00"],
    },
    {
      about: "weekdays, then a shorter Saturday",
      hours: [...[1, 2, 3, 4, 5].map((day) => open(day, "07:00", "17:00")), open(6, "07:00", "12:00")],
      lines: ["Segunda a sexta: 07:00–17:00", "Sábado: 07:00–12:00"],
    },
    {
      about: "a closed day breaks the run",
      hours: [open(1, "08:00", "18:00"), open(3, "08:00", "18:00")],
      lines: ["Segunda: 08:00–18:00", "Quarta: 08:00–18:00"],
    },
    {
      about: "two openings a day, and Sunday last",
      hours: [open(0, "08:00", "13:00"), open(6, "14:00", "18:00"), open(6, "08:00", "12:00")],
      lines: ["Sábado: 08:00–12:00 e 14:00–18:00", "Domingo: 08:00–13:00"],
    },
    { about: "no hours", hours: [], lines: [] },
  ])("$about", ({ hours, lines }) => {
    expect(openingHoursLines(hours)).toEqual(lines);
  });
});

describe("the CEP lookup with JavaScript (docs/rules/delivery.md \"Delivery options\": 'Delivery-option lookup: 2 s delay, debounced 500 ms')", () => {
  it.each([
    { sinceOpened: 0, wait: 2000 },
    { sinceOpened: 1200, wait: 800 },
    { sinceOpened: 1500, wait: 500 },
    { sinceOpened: 1800, wait: 500 },
    { sinceOpened: 60_000, wait: 500 },
  ])("a key $sinceOpened ms after the page opened is looked up $wait ms later", ({ sinceOpened, wait }) => {
    expect(lookupWait(sinceOpened)).toBe(wait);
  });
});

/** The delivery state of a CEP with these options offered and option "a" chosen (with a slot, or none yet). */
function cepState(offered: DeliveryOption[], dataDeEntrega: string | null) {
  const choice = { ...deliveryToCep("05422001", null), idformaentrega: "a", data_de_entrega: dataDeEntrega };
  return {
    offered: { types: ["DELIVERY" as const], forced: "DELIVERY" as const },
    type: "DELIVERY" as const,
    choice,
    addresses: [],
    place: { kind: "cep" as const, cep: "05422001", position: null },
    lookup: { kind: "options" as const, options: offered },
    active: activeDelivery(offered, choice),
  };
}

describe("the cart's delivery never changes a confirmed slot silently", () => {
  const state = (dataDeEntrega: string | null) => cepState([option("a")], dataDeEntrega);
  it.each([
    {
      about: "the confirmed slot is still offered",
      chosen: "2026-11-25T13:00:00-03:00",
      changed: false,
      shown: "qua., 25/11, 13:00–18:00",
    },
    {
      about: "the confirmed slot passed: the next one is shown and it is said",
      chosen: "2026-11-24T08:00:00-03:00",
      changed: true,
      shown: "qua., 25/11, 08:00–12:00",
    },
    {
      about: "no slot confirmed yet: the first is shown, nothing to say",
      chosen: null,
      changed: false,
      shown: "qua., 25/11, 08:00–12:00",
    },
  ])("$about", ({ chosen, changed, shown }) => {
    const view = cartDeliveryView(state(chosen));
    expect(view.slotChanged).toBe(changed);
    // The slot as the cart says it, worked out on the server (no date formatting in the page's JS).
    expect(view.slot).toBe(shown);
  });
});

describe("the cart's delivery says the free-delivery threshold as the server words it", () => {
  const view = (frete_gratis_acima: number | null) =>
    cartDeliveryView(cepState([option("a", { frete_gratis_acima })], null));
  it.each([
    [150, "Grátis a partir de R$ 150,00 em produtos."],
    [null, null],
  ])("threshold %j: %j", (threshold, text) => {
    expect(view(threshold).freeFrom?.replace(/\s/g, " ") ?? null).toBe(text);
  });
});
