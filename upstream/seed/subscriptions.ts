import type { SupplierSlug } from "./suppliers";

/** How a supplier that offers subscriptions names them, explains them and how often they repeat. */
export type SubscriptionSeed = {
  label: string;
  mensagem: string;
  tipos: { idtipoassinatura: number; descricao: string; dias: number }[];
};

const repeats = (firstId: number) => [
  { idtipoassinatura: firstId, descricao: "Toda semana", dias: 7 },
  { idtipoassinatura: firstId + 1, descricao: "A cada 15 dias", dias: 15 },
  { idtipoassinatura: firstId + 2, descricao: "Todo mês", dias: 30 },
];

/** Subscription types: aurora and bomsabor offer them, casaverde does not. */
export const SUBSCRIPTIONS: Record<SupplierSlug, SubscriptionSeed | null> = {
  aurora: {
    label: "Repetir este pedido",
    mensagem: "Receba este pedido de novo, no mesmo dia, sem precisar pedir.",
    tipos: repeats(31),
  },
  bomsabor: {
    label: "Receber de novo",
    mensagem: "Assine e receba estes produtos em casa de novo, no intervalo que escolher.",
    tipos: repeats(41),
  },
  casaverde: null,
};
