import type { StoredCoupon } from "../../upstream/data/coupon-rules";

/** A stored coupon for unit tests of the reference server: 10 % on everything, public, both channels, unless told otherwise. */
export function storedCoupon(fields: Partial<StoredCoupon> = {}): StoredCoupon {
  return {
    codigo: "CUPOM",
    descricao: null,
    tipo: "%",
    valor: 10,
    valor_minimo: null,
    inicio: null,
    fim: null,
    canal: "AMBOS",
    automatico: false,
    prioridade: 0,
    publico: true,
    idcliente_indicacao: null,
    produtos: [],
    dadoAoCliente: false,
    ...fields,
  };
}
