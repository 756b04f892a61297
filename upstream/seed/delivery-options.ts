/**
 * Demo delivery options and store hours (docs/upstream-api.md §51–§52, "The reference server"): aurora
 * delivers on weekdays and takes pickups at its distribution centre; bomsabor delivers only, at home or
 * express; casaverde takes pickups only. Pickups are offered in two-hour windows within the store's
 * opening hours.
 */
import type { OpeningHours } from "../../app/models/supplier";
import { minutesOf, type DeliveryWindow } from "../data/delivery-slots";
import type { SupplierSlug } from "./suppliers";

export type DeliveryOptionSeed = {
  idformaentrega: string;
  tipoEntrega: "DELIVERY" | "RETIRADA";
  descricao: string;
  valorCheio: number;
  freteGratisAcima: number | null;
  pedidoMinimo: number | null;
  antecedenciaMinutos: number;
  janelas: DeliveryWindow[];
};

type Span = readonly [start: string, end: string];

const SUNDAY = 0;
const SATURDAY = 6;
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];
const MONDAY_TO_SATURDAY = [...MONDAY_TO_FRIDAY, SATURDAY];
const EVERY_DAY = [SUNDAY, ...MONDAY_TO_SATURDAY];
const HOUR = 60;
const TWO_HOURS = 2 * HOUR;

const opening = (days: readonly number[], spans: readonly Span[]): OpeningHours[] =>
  days.flatMap((dia_semana) => spans.map(([abre, fecha]) => ({ dia_semana, abre, fecha })));

const windows = (days: readonly number[], spans: readonly Span[]): DeliveryWindow[] =>
  days.flatMap((dia_semana) => spans.map(([inicio, fim]) => ({ dia_semana, inicio, fim })));

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Two-hour windows from each opening's start; the last of an opening shorter when its hours do not divide evenly. */
export function twoHourWindows(hours: readonly OpeningHours[]): DeliveryWindow[] {
  return hours.flatMap(({ dia_semana, abre, fecha }) => {
    const end = minutesOf(fecha);
    const spans: Span[] = [];
    for (let start = minutesOf(abre); start < end; start += TWO_HOURS) {
      spans.push([hhmm(start), hhmm(Math.min(start + TWO_HOURS, end))]);
    }
    return windows([dia_semana], spans);
  });
}

/** Each supplier's store hours (call 3's `loja.horarios`); a day without any is closed. */
export const STORE_HOURS: Record<SupplierSlug, OpeningHours[]> = {
  aurora: [...opening(MONDAY_TO_FRIDAY, [["07:00", "17:00"]]), ...opening([SATURDAY], [["07:00", "12:00"]])],
  bomsabor: [...opening([SUNDAY], [["10:00", "20:00"]]), ...opening(MONDAY_TO_SATURDAY, [["09:00", "21:00"]])],
  casaverde: opening(MONDAY_TO_SATURDAY, [["07:00", "20:00"]]),
};

/** Each supplier's options, in its order. */
export const DELIVERY_OPTIONS: Record<SupplierSlug, DeliveryOptionSeed[]> = {
  aurora: [
    {
      idformaentrega: "aurora-programada",
      tipoEntrega: "DELIVERY",
      descricao: "Entrega programada",
      valorCheio: 25,
      freteGratisAcima: 500,
      pedidoMinimo: 300,
      antecedenciaMinutos: 24 * HOUR,
      janelas: windows(MONDAY_TO_FRIDAY, [
        ["08:00", "12:00"],
        ["13:00", "18:00"],
      ]),
    },
    {
      idformaentrega: "aurora-retirada",
      tipoEntrega: "RETIRADA",
      descricao: "Retirada no centro de distribuição",
      valorCheio: 0,
      freteGratisAcima: null,
      pedidoMinimo: 300,
      antecedenciaMinutos: 4 * HOUR,
      janelas: twoHourWindows(STORE_HOURS.aurora),
    },
  ],
  bomsabor: [
    {
      idformaentrega: "bomsabor-em-casa",
      tipoEntrega: "DELIVERY",
      descricao: "Entrega em casa",
      valorCheio: 9.9,
      freteGratisAcima: 150,
      pedidoMinimo: 60,
      antecedenciaMinutos: 3 * HOUR,
      janelas: windows(MONDAY_TO_SATURDAY, [
        ["09:00", "12:00"],
        ["14:00", "18:00"],
        ["18:00", "21:00"],
      ]),
    },
    {
      idformaentrega: "bomsabor-expressa",
      tipoEntrega: "DELIVERY",
      descricao: "Entrega expressa",
      valorCheio: 19.9,
      freteGratisAcima: null,
      pedidoMinimo: 60,
      antecedenciaMinutos: HOUR,
      janelas: twoHourWindows(opening(EVERY_DAY, [["10:00", "20:00"]])),
    },
  ],
  casaverde: [
    {
      idformaentrega: "casaverde-balcao",
      tipoEntrega: "RETIRADA",
      descricao: "Retirada no balcão",
      valorCheio: 0,
      freteGratisAcima: null,
      pedidoMinimo: 30,
      antecedenciaMinutos: 2 * HOUR,
      janelas: twoHourWindows(STORE_HOURS.casaverde),
    },
  ],
};
