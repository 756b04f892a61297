/** The storefront's words of the cookie banner and preferences (spec §2 "cookie consent and preferences", ADR 0041). */
export const consentBannerMessages = {
  bannerLabel: "Cookies",
  bannerText:
    "Usamos cookies necessários para a loja funcionar e, com a sua permissão, cookies de sessão, desempenho e personalização.",
  acceptAll: "Aceitar todos",
  rejectOptional: "Rejeitar opcionais",
  preferences: "Preferências",
  footerLink: "Preferências de cookies",
} as const;

/** The preferences page's words (the banner's are above: each page's JS carries only those). */
export const consentMessages = {
  ...consentBannerMessages,
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

/** Said above a product page's suggestions when the shopper turned personalization off. */
export const genericSuggestionsText =
  "Estas sugestões são as mesmas para todos: você desativou os cookies de personalização.";
