/** The cookie banner's words (ADR 0041): every page's JS carries them, so they are apart from the preferences page's. */
export const BANNER_TEXT =
  "Usamos cookies necessários para a loja funcionar e, com a sua permissão, cookies de sessão, desempenho e personalização.";
export const ACCEPT_ALL = "Aceitar todos";
export const REJECT_OPTIONAL = "Rejeitar opcionais";
export const PREFERENCES = "Preferências";
export const COOKIE_PREFERENCES = "Preferências de cookies";
