/**
 * The slots of a delivery option (docs/upstream-api.md §51 `agendamentos`): each weekly window is one
 * slot on each of its days over the next 7 days in São Paulo (UTC−3), open when it starts at least the
 * lead time after now, earliest first, at most 12.
 */
import { describe, expect, it } from "vitest";
import { DeliverySlotSchema } from "../../../app/models/delivery/delivery-option";
import type { OpeningHours } from "../../../app/models/supplier";
import { MAX_SLOTS, openSlots, type DeliveryWindow } from "../../../upstream/data/delivery-slots";
import { twoHourWindows } from "../../../upstream/seed/delivery-options";

/** A São Paulo wall-clock time ("2026-11-23T07:30") as an instant. 2026-11-23 is a Monday. */
const at = (local: string) => new Date(`${local}:00-03:00`);

const days = (weekdays: number[], inicio: string, fim: string): DeliveryWindow[] =>
  weekdays.map((dia_semana) => ({ dia_semana, inicio, fim }));
const hours = (weekdays: number[], abre: string, fecha: string): OpeningHours[] =>
  weekdays.map((dia_semana) => ({ dia_semana, abre, fecha }));

/** Monday to Friday, 08:00–12:00 and 13:00–18:00. */
const WEEKDAYS = [...days([1, 2, 3, 4, 5], "08:00", "12:00"), ...days([1, 2, 3, 4, 5], "13:00", "18:00")];
/** Two-hour pickups within a store's hours, Monday to Saturday 07:00–20:00: closed on Sundays. */
const CLOSED_ON_SUNDAYS = twoHourWindows(hours([1, 2, 3, 4, 5, 6], "07:00", "20:00"));
const HOUR = 60;

describe("openSlots", () => {
  it.each([
    {
      case: "a window starting exactly the lead time after now is open",
      windows: WEEKDAYS,
      lead: HOUR,
      now: "2026-11-23T07:00",
      first: ["2026-11-23T08:00:00-03:00", "2026-11-23T13:00:00-03:00"],
    },
    {
      case: "a window starting a minute inside the lead time is not",
      windows: WEEKDAYS,
      lead: HOUR,
      now: "2026-11-23T07:01",
      first: ["2026-11-23T13:00:00-03:00", "2026-11-24T08:00:00-03:00"],
    },
    {
      case: "a window that has started is not open, even before it ends",
      windows: WEEKDAYS,
      lead: 0,
      now: "2026-11-23T08:01",
      first: ["2026-11-23T13:00:00-03:00"],
    },
    {
      case: "after the day's last window, the next day's first",
      windows: WEEKDAYS,
      lead: 0,
      now: "2026-11-23T18:30",
      first: ["2026-11-24T08:00:00-03:00"],
    },
    {
      case: "a day's lead time can push past the weekend",
      windows: WEEKDAYS,
      lead: 24 * HOUR,
      now: "2026-11-27T09:00",
      first: ["2026-11-30T08:00:00-03:00", "2026-11-30T13:00:00-03:00"],
    },
    {
      case: "the weekend is skipped when the windows are weekdays",
      windows: WEEKDAYS,
      lead: 0,
      now: "2026-11-27T18:00",
      first: ["2026-11-30T08:00:00-03:00"],
    },
    {
      case: "a store closed on Sundays offers Monday after Saturday's last pickup",
      windows: CLOSED_ON_SUNDAYS,
      lead: 2 * HOUR,
      now: "2026-11-28T17:30",
      first: ["2026-11-30T07:00:00-03:00", "2026-11-30T09:00:00-03:00"],
    },
    {
      case: "windows given out of order come earliest first",
      windows: [...WEEKDAYS].reverse(),
      lead: 0,
      now: "2026-11-23T06:00",
      first: ["2026-11-23T08:00:00-03:00", "2026-11-23T13:00:00-03:00", "2026-11-24T08:00:00-03:00"],
    },
    {
      case: "next week's same weekday is past the 7 days",
      windows: days([1], "08:00", "12:00"),
      lead: 0,
      now: "2026-11-23T09:00",
      first: [],
    },
    {
      case: "the 7 days reach the sixth day after today",
      windows: days([1], "08:00", "12:00"),
      lead: 0,
      now: "2026-11-24T09:00",
      first: ["2026-11-30T08:00:00-03:00"],
    },
    { case: "no window, no slot", windows: [], lead: 0, now: "2026-11-23T09:00", first: [] },
  ])("$case", ({ windows, lead, now, first }) => {
    const slots = openSlots(windows, lead, at(now));
    expect(slots.slice(0, first.length).map((slot) => slot.data_de_entrega)).toEqual(first);
    if (first.length === 0) expect(slots).toEqual([]);
  });

  it("answers each slot's day, start and end in São Paulo, its start with the -03:00 offset", () => {
    const [slot] = openSlots(WEEKDAYS, 0, at("2026-11-23T07:00"));
    expect(slot).toEqual({
      data_de_entrega: "2026-11-23T08:00:00-03:00",
      data: "2026-11-23",
      inicio: "08:00",
      fim: "12:00",
    });
    expect(DeliverySlotSchema.parse(slot)).toEqual(slot);
    expect(new Date(slot!.data_de_entrega).toISOString()).toBe("2026-11-23T11:00:00.000Z");
  });

  it("counts days in São Paulo, not in UTC: at 22:00 on Monday (01:00 on Tuesday UTC) Monday's late window is still today", () => {
    const late = days([1], "22:30", "23:30");
    expect(openSlots(late, 0, new Date("2026-11-24T01:00:00Z")).map((slot) => slot.data)).toEqual(["2026-11-23"]);
    expect(openSlots(WEEKDAYS, 0, new Date("2026-11-24T02:30:00Z"))[0]?.data_de_entrega).toBe(
      "2026-11-24T08:00:00-03:00",
    );
  });

  it("offers no Sunday slot for a store closed on Sundays", () => {
    const slots = openSlots(CLOSED_ON_SUNDAYS, 0, at("2026-11-28T19:30"));
    expect(slots.map((slot) => slot.data)).toEqual([...Array(7).fill("2026-11-30"), ...Array(5).fill("2026-12-01")]);
    expect(slots.some((slot) => new Date(`${slot.data}T12:00:00Z`).getUTCDay() === 0)).toBe(false);
  });

  it(`lists at most ${MAX_SLOTS} slots, the earliest`, () => {
    const everyDay = twoHourWindows(hours([0, 1, 2, 3, 4, 5, 6], "10:00", "20:00"));
    const slots = openSlots(everyDay, 0, at("2026-11-23T00:00"));
    expect(slots).toHaveLength(MAX_SLOTS);
    expect(slots.at(-1)?.data_de_entrega).toBe("2026-11-25T12:00:00-03:00");
    expect(slots.map((slot) => slot.data_de_entrega)).toEqual(slots.map((slot) => slot.data_de_entrega).sort());
  });
});

describe("twoHourWindows", () => {
  it("splits opening hours into two-hour windows, the last of a day shorter when they do not divide evenly", () => {
    expect(twoHourWindows([{ dia_semana: 6, abre: "07:00", fecha: "12:00" }])).toEqual([
      { dia_semana: 6, inicio: "07:00", fim: "09:00" },
      { dia_semana: 6, inicio: "09:00", fim: "11:00" },
      { dia_semana: 6, inicio: "11:00", fim: "12:00" },
    ]);
  });
});
