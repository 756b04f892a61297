/**
 * An address as the upstream may send it (docs/upstream-api.md §46 and the Conventions: a field that
 * may be null may also be left out, ids as strings or numbers, unknown fields ignored).
 */
import { describe, expect, it } from "vitest";
import { SessionCustomerSchema } from "~/models/account";
import { AddressSchema } from "~/models/delivery/address";

const required = {
  idendereco: 7,
  cep: "01310100",
  rua: "Avenida Paulista",
  numero: "1578",
  bairro: "Bela Vista",
  cidade: "São Paulo",
  uf: "SP",
  textoendereco: "Avenida Paulista, 1578",
  primario: true,
};

describe("AddressSchema", () => {
  it("reads the fields that may be null as null when they are left out, and the country as Brasil", () => {
    expect(AddressSchema.parse({ ...required, campo_novo: "ignorado" })).toEqual({
      ...required,
      idendereco: "7",
      descricao: null,
      complemento: null,
      pontoref: null,
      lat: null,
      lng: null,
      cod_erp: null,
      idfornecedor: null,
      pais: "Brasil",
    });
  });

  it.each(["idendereco", "cep", "rua", "numero", "bairro", "cidade", "uf", "textoendereco", "primario"])(
    "refuses an address without %s",
    (field) => {
      const { [field as keyof typeof required]: _left, ...rest } = required;
      expect(AddressSchema.safeParse(rest).success).toBe(false);
    },
  );
});

describe("SessionCustomerSchema", () => {
  it("reads a customer without an e-mail as one whose e-mail is null", () => {
    expect(SessionCustomerSchema.parse({ idcliente: 501, nome: "Ana", cpf: "52998224725" })).toEqual({
      idcliente: 501,
      nome: "Ana",
      email: null,
      cpf: "52998224725",
    });
  });
});
