/**
 * Where the map's pin started: the CEP's point, the address's saved point, or one the shopper chose
 * before (a form sent back). Its own module: the addresses page's script needs only this, the
 * map's rules load with the map (docs/decisions/0015).
 */
export type PinOrigin = "cep" | "salvo" | "escolhido";

export const PIN_ORIGINS: readonly PinOrigin[] = ["cep", "salvo", "escolhido"];
