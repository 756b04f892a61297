/**
 * Demo delivery addresses (docs/upstream-api.md §46): every demo customer's registration address is
 * its primary one, labelled "Principal"; Ana (501) also has one at work in Pinheiros, which both
 * aurora and bomsabor serve. Positions come from the CEP directory.
 */
import { DEMO_CUSTOMERS, type AddressSeed } from "./customers";

export type DeliveryAddressSeed = AddressSeed & { idcliente: number; descricao: string; primario: boolean };

const EXTRA: DeliveryAddressSeed[] = [
  {
    idcliente: 501,
    descricao: "Trabalho",
    cep: "05422011",
    rua: "Rua dos Pinheiros",
    numero: "870",
    complemento: "sala 3",
    bairro: "Pinheiros",
    cidade: "São Paulo",
    uf: "SP",
    primario: false,
  },
];

export const DEMO_ADDRESSES: DeliveryAddressSeed[] = [
  ...DEMO_CUSTOMERS.flatMap((customer) =>
    customer.endereco
      ? [{ ...customer.endereco, idcliente: customer.idcliente, descricao: "Principal", primario: true }]
      : [],
  ),
  ...EXTRA,
];
