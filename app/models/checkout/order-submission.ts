import type { Cart } from "~/models/cart";
import type { Address } from "~/models/delivery/address";
import type { DeliveryOption, DeliverySlot, DeliveryType } from "~/models/delivery/delivery-option";
import type { OrderAddress, OrderSubmission } from "./order";

/** Where the goods go, as the order needs it. */
export type OrderPlace =
  | { kind: "pickup" }
  | { kind: "address"; address: Address }
  | { kind: "cep"; cep: string; position: { lat: number; lng: number } | null }
  | { kind: "none" };

/** Everything an order is made of, gathered on the server (never from the posted form but for the shopper's choices). */
export type OrderParts = {
  chaveIdempotencia: string;
  idfornecedor: string;
  cart: Cart;
  tipoEntrega: DeliveryType;
  place: OrderPlace;
  option: DeliveryOption;
  slot: DeliverySlot | null;
  billing: OrderAddress | null;
  payment: { idformapagamento: string; trocoPara: number | null };
  /**
   * The coupon terms the cart was priced with (call 40's codigoCupom and cupomAplicacaoAutomatica):
   * sent as they are, the server prices the order as it priced the cart the shopper saw.
   */
  coupon: { codigoCupom: string | null; aplicacaoAutomatica: boolean };
  representante: { idusuario: string | number; nome: string } | null;
  usuarioVinculado: { idusuario: string | number; nome: string } | null;
  /** The notes and the buyer's own order number as the checkout's form last said them. */
  anotacoes: string | null;
  numPedidoCliente: string | null;
  orcamento: boolean;
  caracteristicas: { idcaracteristica: string; valor: string }[];
  /** The integration's key when the session began with an API-key login, else null (docs/rules/account.md "API-key login"). */
  idapikeys: string | null;
};

/** An address of the customer as an order carries it. */
export function orderAddress(
  address: Pick<Address, "cep" | "rua" | "numero" | "complemento" | "bairro" | "cidade" | "uf" | "pais">,
): OrderAddress {
  const { cep, rua, numero, complemento, bairro, cidade, uf, pais } = address;
  return { cep, rua, numero, complemento, bairro, cidade, uf, pais };
}

function deliveryAddress(place: OrderPlace): OrderSubmission["enderecoentrega"] {
  if (place.kind === "address") {
    const { address } = place;
    const coordenadas = address.lat !== null && address.lng !== null ? { lat: address.lat, lng: address.lng } : null;
    return { idendereco: address.idendereco, endereco: orderAddress(address), coordenadas };
  }
  return null;
}

/**
 * The body of the order (docs/rules/checkout.md "Order submission body"): the cart's lines as the server stored
 * them (the server prices them again), the delivery with its option and slot, the payment method,
 * who placed it. Pickup carries the store (lojaRetira); delivery the address with its position.
 */
export function orderSubmission(parts: OrderParts): OrderSubmission {
  const { cart, option, place } = parts;
  const store = option.loja;
  return {
    chaveIdempotencia: parts.chaveIdempotencia,
    idfornecedor: parts.idfornecedor,
    itens: cart.cartItens.map((line) => ({
      idproduto: line.idproduto,
      quantidade: line.quantidade,
      embalarParaPresente: line.embalarParaPresente,
    })),
    anotacoes: parts.anotacoes,
    numPedidoCliente: parts.numPedidoCliente,
    cupom: parts.coupon.codigoCupom,
    cupomAplicacaoAutomatica: parts.coupon.aplicacaoAutomatica,
    tipoEntrega: parts.tipoEntrega,
    formaEntrega: { idformaentrega: option.idformaentrega, data_de_entrega: parts.slot?.data_de_entrega ?? null },
    enderecoentrega: parts.tipoEntrega === "DELIVERY" ? deliveryAddress(place) : null,
    lojaRetira:
      parts.tipoEntrega === "RETIRADA" && store
        ? {
            nome: store.nome,
            descricao_endereco_loja: store.descricao_endereco_loja,
            coordenadas_loja: { lat: store.lat, lng: store.lng },
          }
        : null,
    enderecofaturamento: parts.billing,
    idtipoassinatura: cart.idtipoassinatura,
    caracteristicas: parts.caracteristicas,
    representante: parts.representante,
    usuarioVinculado: parts.usuarioVinculado,
    idapikeys: parts.idapikeys,
    canalVenda: "WEB",
    orcamento: parts.orcamento,
    formaPagamento: {
      idformapagamento: parts.payment.idformapagamento,
      temForma: true,
      trocoPara: parts.payment.trocoPara,
    },
  };
}
