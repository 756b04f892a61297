/** A customer nobody registered yet, and the sign-up form fields for them (integration tests and journeys of accounts). */
import { randomInt } from "node:crypto";
import { cpfWithCheckDigits, formatDocument } from "~/models/document";

/** `cpf` as digits, `documento` as the form shows it (with its mask). */
export type NewCustomer = {
  email: string;
  cpf: string;
  documento: string;
  senha: string;
  fields: Record<string, string>;
};

/** A unique e-mail and CPF, with every field of the sign-up form filled as a shopper would. */
export function newCustomer(label = "cliente"): NewCustomer {
  const cpf = cpfWithCheckDigits(String(randomInt(100_000_000, 999_999_999)));
  const email = `${label}-${Date.now().toString(36)}${randomInt(1000, 9999)}@exemplo.com.br`;
  const senha = "senha-nova-123";
  const documento = formatDocument(cpf);
  return {
    email,
    cpf,
    documento,
    senha,
    fields: {
      intent: "cadastrar",
      nome: "Beatriz Lima Teste",
      data_nascimento: "1988-09-12",
      documento,
      email,
      telefone: "(11) 98877-6655",
      senha,
      confirmacao: senha,
      cep: "01310-100",
      rua: "Avenida Paulista",
      numero: "1500",
      complemento: "Apto 42",
      bairro: "Bela Vista",
      cidade: "São Paulo",
      uf: "SP",
      // Aurora's required "Ramo de atividade" (a store without the characteristic ignores it).
      "caracteristica-1": "Mercado",
      site: "",
    },
  };
}
