/**
 * The forms of the pages that hold several, by the `intent` their submit button sends: names for
 * the code, the values the browser posts. One table for the account, addresses and delivery pages
 * (pages and their actions import it; no schema here). Each page's own module names its part.
 */
export const formIntents = {
  account: {
    personalData: "dados",
    email: "email",
    password: "senha",
    sendCode: "enviar-codigo",
    confirmCode: "confirmar-codigo",
  },
  /** docs/rules/delivery.md "Address": registered, updated, deleted, chosen as primary. */
  address: { save: "salvar", lookUpCep: "buscar-cep", makePrimary: "principal", remove: "excluir" },
  delivery: { type: "tipo", cep: "cep", address: "endereco", slot: "agendamento" },
} as const;

type Pages = typeof formIntents;

/** The intents of one page, as a type: what its action tells its forms apart by. */
export type IntentOf<Page extends keyof Pages> = Pages[Page][keyof Pages[Page]];
