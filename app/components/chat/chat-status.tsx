import { Link, useLocation } from "@remix-run/react";
import { chatMessages } from "~/models/messages/chat";
import { loginPath } from "~/models/links";
import * as layout from "~/styles/layout.css";
import type { ChatStatus } from "./chat-socket.client";
import * as styles from "./chat.css";

/** The header's unread total as the layout's data says it (null when the chat did not answer). */
export function shownUnread(items: { path: string; badge: string | null }[] | undefined): number | null {
  const badge = items?.find((item) => item.path === "/chat")?.badge;
  return badge ? Number(badge) : 0;
}

/**
 * What the live chat is doing, said to screen readers as it changes (nothing without JavaScript,
 * where "Atualizar conversa" brings what is new): connecting, connected, offline after its tries
 * (with "Tentar de novo"), or a session that expired (with the way to log in again).
 */
export function ChatStatusLine({
  status,
  retry,
  basePath,
}: {
  status: ChatStatus | null;
  retry: () => void;
  basePath: string;
}) {
  const { pathname, search } = useLocation();
  const text =
    status === "connecting"
      ? chatMessages.connecting
      : status === "connected"
        ? chatMessages.connected
        : status === "offline"
          ? chatMessages.offline
          : status === "expired"
            ? chatMessages.expired
            : status === "not-found"
              ? chatMessages.roomNotFound
              : "";
  return (
    <div className={styles.actions}>
      <p className={status === "offline" || status === "expired" ? styles.problem : styles.status} role="status">
        {text}
      </p>
      {status === "offline" ? (
        <button type="button" className={layout.secondaryButton} onClick={retry}>
          {chatMessages.retry}
        </button>
      ) : null}
      {status === "expired" ? (
        <Link className={layout.secondaryButton} to={loginPath(basePath, `${pathname}${search}`)} reloadDocument>
          Entrar de novo
        </Link>
      ) : null}
    </div>
  );
}
