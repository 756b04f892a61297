/** The addresses page's buttons and words, without the form rules (pages import this; zod stays on the server). */
import { formIntents, type IntentOf } from "../form-intents";

export const addressText = {
  nicknameTooLong: "Use até 40 caracteres no nome do endereço.",
  referenceTooLong: "Use até 120 caracteres no ponto de referência.",
  cepNotFound: "CEP não encontrado. Confira os números.",
  cepFound: (cep: string) => `Preenchemos o endereço do CEP ${cep}: confira e complete com o número.`,
  cepLookupFailed: "Não foi possível consultar o CEP agora. Preencha o endereço e tente salvar.",
  saved: "Endereço salvo.",
  removed: "Endereço excluído.",
  madePrimary: "Endereço principal alterado.",
  notFound: "Este endereço não existe mais na sua conta.",
  failed: "Não foi possível salvar o endereço agora. Tente novamente em instantes.",
  removeFailed: "Não foi possível excluir o endereço agora. Tente novamente em instantes.",
  lastAddress: "Esta loja precisa de um endereço de entrega: cadastre outro antes de excluir este.",
  pinInvalid: "O ponto do mapa não veio certo. Salve de novo: o endereço será localizado pelo CEP.",
  pinOutsideBrazil:
    "O ponto do mapa ficou fora do Brasil. Salve de novo para localizar o endereço pelo CEP, ou mova o pino até ele.",
  pinFarFromCep: (cep: string) =>
    `O ponto do mapa ficou a mais de 2 km do CEP ${cep}. Salve de novo para localizar o endereço pelo CEP, ou mova o pino para perto dele.`,
} as const;

/** The buttons of the addresses page (docs/rules/delivery.md "Address": registered, updated, deleted, chosen as primary). */
export const addressIntent = formIntents.address;
export type AddressIntent = IntentOf<"address">;
