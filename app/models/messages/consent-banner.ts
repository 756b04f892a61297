/**
 * The cookie banner's words (ADR 0041): the layout's loader sends them with the page (consentBanner), so
 * the JS every page carries only places them.
 */
export const BANNER_TEXT =
  "Usamos cookies necessários para a loja funcionar e, com a sua permissão, cookies de sessão, desempenho e personalização.";
export const ACCEPT_ALL = "Aceitar todos";
export const REJECT_OPTIONAL = "Rejeitar opcionais";
export const PREFERENCES = "Preferências";
export const COOKIE_PREFERENCES = "Preferências de cookies";

/** The banner as the layout's loader sends it to a visitor who has not chosen yet. */
export const consentBanner = {
  text: BANNER_TEXT,
  accept: ACCEPT_ALL,
  reject: REJECT_OPTIONAL,
  preferences: PREFERENCES,
};
export type ConsentBannerTexts = typeof consentBanner;
