/**
 * Who is on the account page, from the session, and so what it lets them change
 * (docs/upstream-api.md §34): the customer's own login changes the client's data and its login; a
 * sub-user of a company account (usuarioVinculado) changes only their own login, not the company's
 * data; a representative acting for a client (representante) changes nothing.
 */
export type AccountRole = "customer" | "user" | "representative";

/** What the account page's forms change: the client's data, the login (e-mail, password), the e-mail's confirmation. */
export type AccountChange = "personalData" | "login" | "identity";

export function accountRole(session: { usuarioVinculado: object | null; representante: object | null }): AccountRole {
  if (session.representante) return "representative";
  return session.usuarioVinculado ? "user" : "customer";
}

/**
 * The e-mail confirmation is the client's e-mail: a sub-user's code would go to the company's inbox,
 * and a representative does not confirm a client's identity.
 */
const CHANGES: Record<AccountRole, readonly AccountChange[]> = {
  customer: ["personalData", "login", "identity"],
  user: ["login"],
  representative: [],
};

export function changesOf(role: AccountRole): readonly AccountChange[] {
  return CHANGES[role];
}

export function mayChange(role: AccountRole, change: AccountChange): boolean {
  return changesOf(role).includes(change);
}

/**
 * The client a representative acts for, by name, for the pages that act on that client's things
 * ("Endereços de Mercado Boa Compra Ltda."); null for anyone else (the things are their own) and
 * for a representative who has not picked a client.
 */
export function representedClientName(session: {
  representante: object | null;
  cliente: { nome: string } | null;
}): string | null {
  return session.representante && session.cliente ? session.cliente.nome : null;
}

/**
 * Whose saved cards a login reads and saves to (docs/upstream-api.md §58: a card is kept for a client at
 * a supplier), by name, when they are not the login's own: the client a representative acts for, or
 * the company a company's user buys for (its cards shared by its logins). Null for a customer's own
 * login (the cards are "Meus cartões").
 */
export function cardsOwnerName(session: {
  representante: object | null;
  usuarioVinculado: object | null;
  cliente: { nome: string } | null;
}): string | null {
  if (!session.cliente) return null;
  return session.representante || session.usuarioVinculado ? session.cliente.nome : null;
}
