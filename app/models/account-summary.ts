import type { LinkedUser, SessionCustomer } from "./account";
import { documentKind } from "./document";

/** What the session says of the logged-in account (a structural subset of AccountSession). */
export type SummarySource = {
  cliente: (Pick<SessionCustomer, "nome" | "cpf"> & { idcliente?: SessionCustomer["idcliente"] }) | null;
  aprovado: boolean;
  principal: boolean;
  trocaCliente: boolean;
  usuarioVinculado: Pick<LinkedUser, "nome"> | null;
  representante: { nome: string } | null;
  /** The invoices loaded after login, of the client named (docs/rules/account.md "Login"). */
  faturas?: { idcliente: string; abertas: number; vencidas: number; credito: boolean };
};

/** What the header's account menu and the banner under it show of the logged-in account. */
export type AccountSummary = {
  /** Whom to greet: the first name of the representative, of the company's user or of the customer; a company's whole name. */
  nome: string;
  aprovado: boolean;
  principal: boolean;
  trocaCliente: boolean;
  /** The representative's name when a representative is logged in. */
  representante: string | null;
  /** The client a representative acts for. */
  atendendo: string | null;
  /** The client a linked user buys for, when they may switch (docs/rules/account.md "Login": loginAsUsuarioVinculado). */
  comprandoPara: string | null;
  /** The person behind a company's sub-user login ("Pedido emitido por"). */
  usuarioVinculado: string | null;
  /**
   * The client's invoices as loaded after login: how many are past due, and whether there is any
   * (open, or a credit line) to show "Faturas" for; null when they were not loaded for this client.
   */
  faturas: { vencidas: number; mostrar: boolean } | null;
};

export function firstName(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? "";
}

/**
 * docs/rules/account.md "Roles": a representative picks and switches client; a linked user may
 * switch client; the main linked customer manages users. One summary for the header and banner.
 */
export function accountSummary(session: SummarySource): AccountSummary {
  const { representante, cliente, usuarioVinculado } = session;
  const person = representante?.nome ?? usuarioVinculado?.nome;
  const company = !person && cliente !== null && documentKind(cliente.cpf) === "cnpj";
  return {
    nome: company ? cliente.nome : firstName(person ?? cliente?.nome ?? ""),
    aprovado: session.aprovado,
    principal: session.principal,
    trocaCliente: session.trocaCliente,
    representante: representante?.nome ?? null,
    atendendo: representante ? (cliente?.nome ?? null) : null,
    comprandoPara: !representante && session.trocaCliente ? (cliente?.nome ?? null) : null,
    usuarioVinculado: usuarioVinculado?.nome ?? null,
    faturas: invoicesOf(session),
  };
}

/** The invoices summary when it is of the client the session acts for now. */
function invoicesOf({ faturas, cliente }: SummarySource): AccountSummary["faturas"] {
  if (!faturas || cliente?.idcliente === undefined || String(cliente.idcliente) !== String(faturas.idcliente))
    return null;
  return { vencidas: faturas.vencidas, mostrar: faturas.credito || faturas.abertas > 0 };
}
