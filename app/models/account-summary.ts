import type { LinkedUser, SessionCustomer } from "./account";
import { documentKind } from "./document";
import { overdueLabel } from "./invoices/overdue-label";

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
  /** The header's account menu, worked out here (accountMenu): the page's JS only draws it. */
  menu: AccountMenu;
  /** The strip under the header saying whom the orders are for (accountBanner), or null. */
  banner: AccountBannerView | null;
};

/**
 * The strip under the header: its name (`label`), its text (`lead`, then the client's name in
 * bold when there is one), the link to the client picker (its text, and words only screen readers
 * read after it) and, for a representative acting for a client, "Encerrar atendimento".
 */
export type AccountBannerView = {
  label: string;
  lead: string;
  name: string | null;
  link: { label: string; hidden: string | null };
  end: boolean;
};

/** A link of the account menu: its page under the store ("/conta"), its text and a badge beside it ("2 vencidas"). */
export type AccountMenuItem = { path: string; label: string; badge: string | null };

export type AccountMenu = {
  /** Said after the greeting to screen readers, with a mark on the menu's button: "1 fatura vencida". */
  overdue: string | null;
  /** Its links before "Sair", in order. */
  items: AccountMenuItem[];
};

export function firstName(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? "";
}

/**
 * docs/rules/account.md "Roles": a representative picks and switches client; a linked user may
 * switch client; the main linked customer manages users. One summary for the header and banner.
 */
export function accountSummary(session: SummarySource, chatUnread: number | null = null): AccountSummary {
  const { representante, cliente, usuarioVinculado } = session;
  const person = representante?.nome ?? usuarioVinculado?.nome;
  const company = !person && cliente !== null && documentKind(cliente.cpf) === "cnpj";
  const faturas = invoicesOf(session);
  const comprandoPara = !representante && session.trocaCliente ? (cliente?.nome ?? null) : null;
  return {
    nome: company ? cliente.nome : firstName(person ?? cliente?.nome ?? ""),
    aprovado: session.aprovado,
    principal: session.principal,
    trocaCliente: session.trocaCliente,
    representante: representante?.nome ?? null,
    atendendo: representante ? (cliente?.nome ?? null) : null,
    comprandoPara,
    usuarioVinculado: usuarioVinculado?.nome ?? null,
    faturas,
    banner: accountBanner(representante?.nome ?? null, representante ? (cliente?.nome ?? null) : null, comprandoPara),
    menu: accountMenu({
      representative: representante !== null,
      acting: representante !== null && (cliente?.nome ?? null) !== null,
      principal: session.principal,
      trocaCliente: session.trocaCliente,
      faturas,
      chatUnread,
    }),
  };
}

/** A banner whose link says `link` (`hidden` read by screen readers only after it), without "Encerrar" unless `end`. */
function bannerView({
  link,
  hidden = null,
  end = false,
  ...texts
}: Pick<AccountBannerView, "label" | "lead" | "name"> & {
  link: string;
  hidden?: string | null;
  end?: boolean;
}): AccountBannerView {
  return { ...texts, link: { label: link, hidden }, end };
}

/**
 * docs/rules/account.md "Representative": under the header, whom the orders are for — the client a
 * representative acts for (to switch or end), a representative who has not picked one yet, the
 * client a linked user buys for; nothing for other shoppers.
 */
export function accountBanner(
  representante: string | null,
  atendendo: string | null,
  comprandoPara: string | null,
): AccountBannerView | null {
  const serving = "Atendimento do representante";
  if (representante && atendendo)
    return bannerView({ label: serving, lead: "Atendendo: ", name: atendendo, link: "Trocar cliente", end: true });
  if (representante)
    return bannerView({ label: serving, lead: "Escolha um cliente para atender", name: null, link: "Ver clientes" });
  if (comprandoPara)
    return bannerView({
      label: "Cliente da compra",
      lead: "Comprando para: ",
      name: comprandoPara,
      link: "Trocar",
      hidden: " cliente",
    });
  return null;
}

/**
 * The header's account menu (docs/rules/account.md "Roles"): the customer's own pages (for a
 * representative only while acting for a client), "Faturas" where there is any (with the past-due
 * count, docs/rules/account.md "Login"), switching client for a representative or a linked user,
 * the company's users for its principal login; "Mensagens" with the conversations' unread total
 * when it is known (docs/upstream-api.md §83 `notificacoes`: left out when the chat did not answer).
 */
export function accountMenu({
  representative,
  acting,
  principal,
  trocaCliente,
  faturas,
  chatUnread = null,
}: {
  representative: boolean;
  /** A representative acting for a client. */
  acting: boolean;
  principal: boolean;
  trocaCliente: boolean;
  faturas: AccountSummary["faturas"];
  /** The chat's unread total, or null when it is not known. */
  chatUnread?: number | null;
}): AccountMenu {
  const own = !representative || acting;
  const overdue = own ? (faturas?.vencidas ?? 0) : 0;
  const item = (path: string, label: string, badge: string | null = null): AccountMenuItem => ({ path, label, badge });
  const items = [
    own && item("/conta", "Minha conta"),
    own && item("/pedidos", "Meus pedidos"),
    own && item("/chat", "Mensagens", chatUnread !== null && chatUnread > 0 ? String(chatUnread) : null),
    own && item("/listas", "Listas de compras"),
    own && item("/assinaturas", "Assinaturas"),
    own &&
      faturas?.mostrar !== false &&
      item("/faturas", "Faturas", overdue > 0 ? (overdue === 1 ? "1 vencida" : `${overdue} vencidas`) : null),
    own && item("/enderecos", representative ? "Endereços do cliente" : "Meus endereços"),
    own && item("/cupons", "Meus cupons"),
    own && item("/cartoes", "Meus cartões"),
    own && item("/pedido-rapido", "Pedido rápido"),
    (representative || trocaCliente) && item("/clientes", "Trocar cliente"),
    principal && !representative && item("/usuarios", "Usuários"),
  ];
  return {
    overdue: overdue > 0 ? overdueLabel(overdue) : null,
    items: items.filter((entry): entry is AccountMenuItem => entry !== false),
  };
}

/** The invoices summary when it is of the client the session acts for now. */
function invoicesOf({ faturas, cliente }: SummarySource): AccountSummary["faturas"] {
  if (!faturas || cliente?.idcliente === undefined || String(cliente.idcliente) !== String(faturas.idcliente))
    return null;
  return { vencidas: faturas.vencidas, mostrar: faturas.credito || faturas.abertas > 0 };
}
