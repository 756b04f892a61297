/** The storefront's own words of user management (company accounts). */
export const usersMessages = {
  tooManyInvitations:
    "Você enviou muitos convites em pouco tempo. Aguarde um pouco e tente de novo; o que você digitou continua aqui.",
} as const;
