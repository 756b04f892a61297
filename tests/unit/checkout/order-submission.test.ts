import { describe, expect, it } from "vitest";
import { OrderSubmissionSchema } from "~/models/checkout/order";
import { orderAddress, orderSubmission, type OrderParts } from "~/models/checkout/order-submission";
import { CartSchema } from "~/models/cart";
import type { Address } from "~/models/delivery/address";
import type { DeliveryOption } from "~/models/delivery/delivery-option";

const product = (id: string, nome: string) => ({ id, nome, preco: 64.9 });

const cart = CartSchema.parse({
  idformapagamento: "21",
  cartItens: [
    {
      idproduto: 2001,
      quantidade: 2,
      embalarParaPresente: true,
      precoUnitario: 64.9,
      total: 159.6,
      valorEmbalagem: 29.8,
      produto: product("2001", "Azeite extravirgem português 500 ml"),
    },
    {
      idproduto: "2004",
      quantidade: 1,
      precoUnitario: 42.9,
      total: 42.9,
      produto: product("2004", "Aceto balsâmico de Modena 250 ml"),
    },
  ],
  subtotal: 172.7,
  valorEmbalagens: 29.8,
  totalCompras: 202.5,
  codigoCupom: "BEMVINDO10",
  idtipoassinatura: 3,
});

const store = {
  nome: "Centro de distribuição Mooca",
  lat: -23.5503,
  lng: -46.5986,
  descricao_endereco_loja: "Rua Borges de Figueiredo, 1500",
  horarios: [],
};
const slot = { data_de_entrega: "2026-11-26T08:00:00-03:00", data: "2026-11-26", inicio: "08:00", fim: "10:00" };

function option(tipoEntrega: DeliveryOption["tipoEntrega"], loja: DeliveryOption["loja"] = null): DeliveryOption {
  return {
    idformaentrega: `opcao-${tipoEntrega}`,
    descricao: "Opção",
    tipoEntrega,
    valor: 0,
    valor_cheio: 0,
    frete_gratis_acima: null,
    pedido_minimo: null,
    subtotal: null,
    loja,
    agendamentos: [slot],
  };
}

const address: Address = {
  idendereco: "41",
  descricao: "Trabalho",
  cep: "05422011",
  rua: "Rua dos Pinheiros",
  numero: "870",
  complemento: "sala 3",
  bairro: "Pinheiros",
  cidade: "São Paulo",
  uf: "SP",
  pais: "Brasil",
  pontoref: "Portão azul",
  textoendereco: "Rua dos Pinheiros, 870 — Pinheiros, São Paulo - SP, 05422-011",
  lat: -23.5622,
  lng: -46.6805,
  primario: false,
  cod_erp: "E-41",
  idfornecedor: null,
};
const postal = {
  cep: "05422011",
  rua: "Rua dos Pinheiros",
  numero: "870",
  complemento: "sala 3",
  bairro: "Pinheiros",
  cidade: "São Paulo",
  uf: "SP",
  pais: "Brasil",
};

const parts: OrderParts = {
  chaveIdempotencia: "c0ffee2026checkout7f3a9b",
  idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
  cart,
  tipoEntrega: "RETIRADA",
  place: { kind: "pickup" },
  option: option("RETIRADA", store),
  slot,
  billing: null,
  payment: { idformapagamento: "32", trocoPara: 100 },
  coupon: { codigoCupom: "BEMVINDO10", aplicacaoAutomatica: false },
  representante: null,
  usuarioVinculado: null,
  anotacoes: "Separar as mais verdes",
  numPedidoCliente: "OC-77",
  orcamento: false,
  caracteristicas: [{ idcaracteristica: "6", valor: "Ligar antes de substituir" }],
  idapikeys: null,
};

describe('the order\'s body (docs/rules/checkout.md "Order submission body"; docs/upstream-api.md §53)', () => {
  it("carries the cart's lines without a price (the server prices the order), the coupon and subscription type, the key and the shopper's words", () => {
    const order = orderSubmission(parts);
    expect(order.itens).toEqual([
      { idproduto: "2001", quantidade: 2, embalarParaPresente: true },
      { idproduto: "2004", quantidade: 1, embalarParaPresente: false },
    ]);
    expect(order).toMatchObject({
      chaveIdempotencia: "c0ffee2026checkout7f3a9b",
      idfornecedor: parts.idfornecedor,
      cupom: "BEMVINDO10",
      idtipoassinatura: "3",
      anotacoes: "Separar as mais verdes",
      numPedidoCliente: "OC-77",
      caracteristicas: [{ idcaracteristica: "6", valor: "Ligar antes de substituir" }],
      canalVenda: "WEB",
      idapikeys: null,
      orcamento: false,
      formaEntrega: { idformaentrega: "opcao-RETIRADA", data_de_entrega: "2026-11-26T08:00:00-03:00" },
    });
    expect(Object.keys(order).filter((field) => /preco|total|valor|taxa|desconto/i.test(field))).toEqual([]);
    // docs/rules/account.md "API-key login": an order placed after an API-key login names the integration's key.
    expect(orderSubmission({ ...parts, idapikeys: "1" }).idapikeys).toBe("1");
    expect(OrderSubmissionSchema.safeParse(order).success).toBe(true);
  });

  it.each([
    {
      about: "pickup: the store as call 3 names it, no delivery address",
      change: {},
      enderecoentrega: null,
      lojaRetira: {
        nome: "Centro de distribuição Mooca",
        descricao_endereco_loja: "Rua Borges de Figueiredo, 1500",
        coordenadas_loja: { lat: -23.5503, lng: -46.5986 },
      },
    },
    {
      about: "pickup at an option that names no store",
      change: { option: option("RETIRADA") },
      enderecoentrega: null,
      lojaRetira: null,
    },
    {
      about: "delivery to a saved address: its id, the address and its position; no store",
      change: { tipoEntrega: "DELIVERY", place: { kind: "address", address }, option: option("DELIVERY", store) },
      enderecoentrega: { idendereco: "41", endereco: postal, coordenadas: { lat: -23.5622, lng: -46.6805 } },
      lojaRetira: null,
    },
    {
      about: "delivery to a saved address without a position",
      change: {
        tipoEntrega: "DELIVERY",
        place: { kind: "address", address: { ...address, lat: null, lng: null } },
        option: option("DELIVERY"),
      },
      enderecoentrega: { idendereco: "41", endereco: postal, coordenadas: null },
      lojaRetira: null,
    },
    {
      about: "a pickup place with a delivery type gives no address to invent",
      change: { tipoEntrega: "DELIVERY", option: option("DELIVERY") },
      enderecoentrega: null,
      lojaRetira: null,
    },
  ] satisfies { about: string; change: Partial<OrderParts>; enderecoentrega: unknown; lojaRetira: unknown }[])(
    "$about",
    ({ change, enderecoentrega, lojaRetira }) => {
      const order = orderSubmission({ ...parts, ...change });
      expect(order.enderecoentrega).toEqual(enderecoentrega);
      expect(order.lojaRetira).toEqual(lojaRetira);
    },
  );

  it.each([
    {
      about: "a manual coupon: automatic ones off, as call 40 priced the cart",
      coupon: { codigoCupom: "BEMVINDO10", aplicacaoAutomatica: false },
    },
    {
      about: "a manual coupon that stopped applying: still named, automatic ones still off",
      coupon: { codigoCupom: "QUEIJOS15", aplicacaoAutomatica: false },
    },
    {
      about: "no coupon chosen: the server's automatic one may apply",
      coupon: { codigoCupom: null, aplicacaoAutomatica: true },
    },
  ])(
    "the coupon terms the cart was priced with (docs/upstream-api.md §53 cupom, cupomAplicacaoAutomatica): $about",
    ({ coupon }) => {
      const order = orderSubmission({ ...parts, coupon });
      expect({ cupom: order.cupom, cupomAplicacaoAutomatica: order.cupomAplicacaoAutomatica }).toEqual({
        cupom: coupon.codigoCupom,
        cupomAplicacaoAutomatica: coupon.aplicacaoAutomatica,
      });
    },
  );

  it.each([
    { about: "the slot chosen", slot, sent: "2026-11-26T08:00:00-03:00" },
    { about: "an option without slots", slot: null, sent: null },
  ])("the delivery option with $about", ({ slot: chosen, sent }) => {
    expect(orderSubmission({ ...parts, slot: chosen }).formaEntrega).toEqual({
      idformaentrega: "opcao-RETIRADA",
      data_de_entrega: sent,
    });
  });

  it.each([
    {
      about: "on delivery with change",
      payment: { idformapagamento: "32", trocoPara: 100 },
      sent: { idformapagamento: "32", temForma: true, trocoPara: 100 },
    },
    {
      about: "by PIX",
      payment: { idformapagamento: "31", trocoPara: null },
      sent: { idformapagamento: "31", temForma: true, trocoPara: null },
    },
  ])("the payment $about", ({ payment, sent }) => {
    expect(orderSubmission({ ...parts, payment }).formaPagamento).toEqual(sent);
  });

  it.each([
    { about: "the customer themselves", representante: null, usuarioVinculado: null },
    { about: "a representative", representante: { idusuario: 601, nome: "Rafael Teixeira" }, usuarioVinculado: null },
    {
      about: "a company's sub-user",
      representante: null,
      usuarioVinculado: { idusuario: "9001", nome: "Júlia Martins" },
    },
  ])(
    "who placed it (docs/rules/account.md \"Linked users\": 'Pedido emitido por'): $about",
    ({ representante, usuarioVinculado }) => {
      const order = orderSubmission({ ...parts, representante, usuarioVinculado });
      expect({ representante: order.representante, usuarioVinculado: order.usuarioVinculado }).toEqual({
        representante,
        usuarioVinculado,
      });
      expect(OrderSubmissionSchema.safeParse(order).success).toBe(true);
    },
  );

  it("a quote (tag support-budget) and a billing address are carried as given", () => {
    const order = orderSubmission({ ...parts, orcamento: true, billing: postal });
    expect(order.orcamento).toBe(true);
    expect(order.enderecofaturamento).toEqual(postal);
  });
});

describe("an address as an order carries it", () => {
  it("keeps the postal fields only (not the id, label, reference point, ERP code or the one-line text)", () => {
    expect(orderAddress(address)).toEqual(postal);
  });
});
