import type { Params } from "@remix-run/react";
import { isRoomId, MAX_CHAT_PAGE } from "~/models/chat/chat-limits";
import type { ChatViewer } from "~/models/chat/chat-view";
import { supplierPath } from "~/models/links";
import { chatMessages } from "~/models/messages/chat";
import { listChatRooms } from "~/services/api/chat.server";
import type { SignedInAccount } from "~/services/auth.server";
import { log } from "~/services/logger.server";
import { requireOrderOwner } from "~/services/orders/customer-orders.server";
import { pagePath, type SupplierContext } from "~/services/supplier-context.server";

/**
 * The chat's pages (docs/upstream-api.md §82–§88; ADR 0040): whose rooms (the client being served:
 * its company's users and the representative acting for it see the same), room ids as addresses
 * name them, the header's unread count, and the token the chat socket is opened with.
 */

export type ChatOwner = { account: SignedInAccount; idcliente: string };

/** The client whose conversations these are: a guest goes to log in, a representative to pick a client. */
export const requireChatOwner = (context: SupplierContext): ChatOwner => requireOrderOwner(context);

export const chatNotFound = () => new Response(chatMessages.roomNotFound, { status: 404 });

/** A room id from the address: checked before any call (§82's alphabet), else the 404 page. */
export function roomIdOf(params: Params): string {
  const sala = params.sala;
  if (!isRoomId(sala)) throw chatNotFound();
  return sala;
}

/** `?pagina=` of a room: 1 unless a whole number from 2 to MAX_CHAT_PAGE. */
export function chatPageOf(url: URL): number {
  const raw = url.searchParams.get("pagina");
  if (raw === null) return 1;
  if (!/^\d{1,4}$/.test(raw)) throw chatNotFound();
  const page = Number(raw);
  if (page < 1 || page > MAX_CHAT_PAGE) throw chatNotFound();
  return page;
}

export const chatViewerOf = (account: SignedInAccount): ChatViewer => ({
  representative: account.session.representante !== null,
});

export const roomPath = (context: SupplierContext, sala: string, pagina = 1) =>
  `${supplierPath(context.basePath, `/chat/${sala}`)}${pagina > 1 ? `?pagina=${pagina}` : ""}`;

/**
 * §88 "Auth": the token the chat socket is opened with for this session — a company's user's own
 * JWT when one is logged in, else the session's token (the customer's login, or the access token a
 * representative acts for a client with, §30).
 */
export function chatSocketToken(account: SignedInAccount): string {
  const { usuarioVinculado, jwttoken } = account.session;
  return usuarioVinculado && jwttoken ? jwttoken : account.token;
}

/** How long the header waits for the unread count before showing the page without it. */
export const UNREAD_WAIT_MS = 1500;

/** The room a page shows, from its address (`/chat/{sala}` under the store), or null. */
function roomOnPage(request: Request, context: SupplierContext): string | null {
  const path = pagePath(new URL(request.url)).split("?")[0] ?? "";
  const match = /^\/chat\/([^/]+)$/.exec(path.slice(context.basePath.length));
  return match && isRoomId(match[1]) ? match[1] : null;
}

/**
 * The header's "Mensagens N" (§83 `notificacoes`): for a client being served only; the page never
 * waits on it past UNREAD_WAIT_MS nor fails with it — null then, and the menu shows no count. On a
 * room's page the room's own unread messages are not counted: the page marks them read.
 */
export async function unreadCount(request: Request, context: SupplierContext): Promise<number | null> {
  const idcliente = context.account?.session.cliente?.idcliente;
  if (idcliente === undefined) return null;
  const deadline = Math.min(context.api.deadline ?? Infinity, performance.now() + UNREAD_WAIT_MS);
  try {
    const rooms = await listChatRooms(context.supplier.idfornecedor, String(idcliente), {
      ...context.api,
      deadline,
    });
    const viewing = roomOnPage(request, context);
    const read = rooms.salas.find((room) => room.sala === viewing)?.naoLidas ?? 0;
    return Math.max(0, rooms.notificacoes - read);
  } catch (error) {
    // A refusal (even a logout answer, thrown as a redirect) is the other calls' to say: the count is only left out.
    log.warn("chat.unread_failed", {
      reason: error instanceof Response ? error.status : error instanceof Error ? error.name : "unknown",
    });
    return null;
  }
}
