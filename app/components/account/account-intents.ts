/** The forms of the account page, by the `intent` their submit button sends (no schema here: pages import this). */
export const accountIntent = {
  personalData: "dados",
  email: "email",
  password: "senha",
  sendCode: "enviar-codigo",
  confirmCode: "confirmar-codigo",
} as const;

export type AccountIntent = (typeof accountIntent)[keyof typeof accountIntent];
