import type { CouponChannel } from "../data/coupon-rules";
import type { SupplierSlug } from "./suppliers";

/**
 * When a coupon runs: with no bound, between fixed days, ended at the end of last month, or only
 * in December of next year (so it has not started).
 */
export type CouponValidity = "sem-fim" | "encerrado" | "ano-que-vem" | { inicio: string; fim: string };

export type CouponSeed = {
  codigo: string;
  descricao: string;
  tipo: "%" | "R$";
  valor: number;
  valorMinimo?: number;
  validade?: CouponValidity;
  canal?: CouponChannel;
  /** Applied by the server without a code; the lowest prioridade first. */
  automatico?: { prioridade: number };
  /** Given to these customers only; otherwise public. */
  clientes?: number[];
  /** The products it covers; every product when absent. */
  produtos?: number[];
};

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

/** The demo coupons of docs/upstream-api.md "The reference server". */
export const COUPONS: Record<SupplierSlug, CouponSeed[]> = {
  aurora: [
    {
      codigo: "ATACADO3",
      descricao: "3% automático em pedidos a partir de R$ 1.000",
      tipo: "%",
      valor: 3,
      valorMinimo: 1000,
      automatico: { prioridade: 1 },
    },
    {
      codigo: "PRIMEIRACOMPRA",
      descricao: "R$ 50 de desconto em pedidos a partir de R$ 500",
      tipo: "R$",
      valor: 50,
      valorMinimo: 500,
    },
    {
      codigo: "CAFE10",
      descricao: "10% na Semana do café: cafés, açúcar e copos",
      tipo: "%",
      valor: 10,
      produtos: [1016, 1017, 1020, 1063],
    },
  ],
  bomsabor: [
    { codigo: "BEMVINDO10", descricao: "10% de boas-vindas na loja toda", tipo: "%", valor: 10, canal: "WEB" },
    {
      codigo: "QUEIJOS15",
      descricao: "15% em queijos e frios",
      tipo: "%",
      valor: 15,
      produtos: range(2026, 2036),
      validade: { inicio: "2026-01-01", fim: "2036-12-31" },
    },
    {
      codigo: "VALE20",
      descricao: "R$ 20 de desconto em compras a partir de R$ 150",
      tipo: "R$",
      valor: 20,
      valorMinimo: 150,
    },
    {
      codigo: "EXPIRADO",
      descricao: "15% de aniversário da loja (encerrado)",
      tipo: "%",
      valor: 15,
      validade: "encerrado",
    },
    { codigo: "NATAL", descricao: "12% nas compras de Natal", tipo: "%", valor: 12, validade: "ano-que-vem" },
    { codigo: "BALCAO", descricao: "5% em pedidos feitos pelo atendimento", tipo: "%", valor: 5, canal: "MANUAL" },
    { codigo: "ANA25", descricao: "R$ 25 de presente para você", tipo: "R$", valor: 25, clientes: [501] },
    {
      codigo: "AUTO5",
      descricao: "5% automático em compras a partir de R$ 300",
      tipo: "%",
      valor: 5,
      valorMinimo: 300,
      automatico: { prioridade: 1 },
    },
  ],
  casaverde: [{ codigo: "FEIRA5", descricao: "5% na feira da semana", tipo: "%", valor: 5 }],
};
