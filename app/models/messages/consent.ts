import { ACCEPT_ALL, COOKIE_PREFERENCES, REJECT_OPTIONAL } from "./consent-banner";

/** The storefront's words of the cookie preferences page (docs/rules/storefront.md "Sessions and cookies", ADR 0041). */
export const consentMessages = {
  acceptAll: ACCEPT_ALL,
  rejectOptional: REJECT_OPTIONAL,
  footerLink: COOKIE_PREFERENCES,
  pageTitle: "Preferências de cookies",
  pageIntro: "Escolha quais cookies a loja pode usar. Você pode mudar de ideia quando quiser.",
  save: "Salvar preferências",
  saved: "Suas preferências de cookies foram salvas.",
  notChosen: "Você ainda não escolheu: até lá, nada opcional é usado por esta loja.",
  flags: {
    necessary: {
      label: "Necessários (sempre ativos)",
      help: "Login, carrinho e segurança: sem eles a loja não funciona.",
    },
    session: {
      label: "Sessão",
      help: "Lembrar suas escolhas, como a forma de entrega, de uma visita para a outra.",
    },
    performance: {
      label: "Desempenho",
      help: "Medir o uso da loja (Google Analytics), para melhorá-la.",
    },
    personalization: {
      label: "Personalização",
      help: "Sugestões de produtos feitas para você, a partir das suas compras.",
    },
  },
} as const;
