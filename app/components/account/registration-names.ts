/** The names the sign-up form and its action agree on (no schema here: pages import this). */
export const registrationIntent = {
  lookUpCompany: "buscar-cnpj",
  lookUpCep: "buscar-cep",
  useSuggestedEmail: "usar-email",
  register: "cadastrar",
} as const;

/** The field robots fill and people never see. */
export const HONEYPOT_FIELD = "site";

/** The query of the sign-up page once a registration awaits approval. */
export const SENT_PARAM = "enviado";

/** The company's contact e-mail the CNPJ lookup found, carried with the form while it is offered. */
export const SUGGESTED_EMAIL_FIELD = "emailSugerido";

/** The id of the sign-up's address section, where the page opens after "Buscar CEP" without JavaScript. */
export const ADDRESS_SECTION = "cadastro-endereco";
