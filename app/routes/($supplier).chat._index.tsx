import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ChatStatusLine, shownUnread } from "~/components/chat/chat-status";
import * as styles from "~/components/chat/chat.css";
import { useChatLive } from "~/components/chat/use-chat-live";
import { PageHead } from "~/components/page-head";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { chatMessages } from "~/models/messages/chat";
import { noindexMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { loadRoomsPage, openRoomAction } from "./($supplier).chat._index.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadRoomsPage(await requireSupplier(request, params)), request);
}

export const action = supplierAction(async (supplier, { request }) => openRoomAction(request, supplier));

export const meta: MetaFunction<typeof loader> = noindexMeta(chatMessages.pageTitle);

/**
 * "Mensagens" (docs/rules/account.md "Chat"): the client's conversations with the store, the general one and one
 * per order, newest activity first, each with its unread count and last message. With JavaScript
 * the counts follow as messages arrive (docs/decisions/0040).
 */
export default function ChatRoomsPage() {
  const { rooms, unavailable, unreadableRows, shared } = useLoaderData<typeof loader>();
  const opened = useActionData<typeof action>();
  const layoutData = useSupplierLayout();
  const basePath = layoutData?.basePath ?? "";
  const { status, retry } = useChatLive({
    idfornecedor: layoutData?.store.idfornecedor ?? "",
    sala: null,
    shownUnread: shownUnread(layoutData?.account?.menu.items),
    reloadOn: () => true,
  });
  return (
    <section className={styles.page} aria-labelledby="titulo-mensagens">
      <PageHead titleId="titulo-mensagens" title={chatMessages.pageTitle}>
        Suas conversas com a loja: uma geral e uma para cada pedido sobre o qual você escreveu.
      </PageHead>
      {shared ? <p className={styles.muted}>{shared}</p> : null}
      {opened && "error" in opened ? (
        <p className={styles.problem} role="alert">
          {opened.error}
        </p>
      ) : null}
      {unavailable ? (
        <p className={styles.problem} role="alert">
          {chatMessages.roomsUnavailable}
        </p>
      ) : (
        <>
          {unreadableRows ? <p className={styles.muted}>{chatMessages.unreadRows}</p> : null}
          <ul className={styles.rooms}>
            {rooms.map((room) => (
              <li key={room.sala} className={styles.room}>
                <div className={styles.roomHead}>
                  <Link to={supplierPath(basePath, `/chat/${room.sala}`)} className={styles.roomTitle}>
                    {room.titulo}
                  </Link>
                  {room.unread ? <span className={styles.unread}>{room.unread}</span> : null}
                </div>
                <p className={styles.detail}>
                  {room.last ? (
                    <>
                      <span>{room.last.texto}</span> · <span>{room.last.when}</span>
                    </>
                  ) : (
                    "Nenhuma mensagem ainda."
                  )}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <ChatStatusLine status={status} retry={retry} basePath={basePath} />
      <p className={styles.actions}>
        <Link to={supplierPath(basePath, "/chat")} className={layout.secondaryButton}>
          {chatMessages.refresh}
        </Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
