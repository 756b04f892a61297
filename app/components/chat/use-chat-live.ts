import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { ChatMessage } from "~/models/chat/chat";
import { readLiveMessage } from "~/models/chat/chat-view";
import type { ChatConnection, ChatStatus } from "./chat-socket.client";

type LiveOptions = {
  idfornecedor: string;
  /** The room open on the page, or null on the conversations' page. */
  sala: string | null;
  /** The header's unread total as the page shows it (null when not known). */
  shownUnread: number | null;
  /** A message of this room (or, on the conversations' page, of any) arrived. */
  onMessage?: (message: ChatMessage) => void;
  /** Whether an arriving message makes the page's data be read again (the conversations' page, a room with the store's answer). */
  reloadOn: (message: ChatMessage) => boolean;
};

/** How long to gather live events before the page's data is read again. */
const RELOAD_AFTER_MS = 250;

/**
 * The chat's socket on a chat page (docs/decisions/0040): null until the page is hydrated and the
 * socket's code (a chunk of its own) is loaded; then its status, and "Tentar de novo". The page's
 * data is read again when the unread total changes or after a reconnection (nothing said meanwhile
 * is lost), so the header and the lists follow.
 */
export function useChatLive({ idfornecedor, sala, shownUnread, onMessage, reloadOn }: LiveOptions) {
  const [status, setStatus] = useState<ChatStatus | null>(null);
  const connection = useRef<ChatConnection | null>(null);
  const revalidator = useRevalidator();
  // The latest callbacks and figures, read by the socket's handlers (made once per room).
  const latest = useRef({ revalidator, shownUnread, onMessage, reloadOn });
  latest.current = { revalidator, shownUnread, onMessage, reloadOn };

  useEffect(() => {
    let gone = false;
    let reload: ReturnType<typeof setTimeout> | undefined;
    // A reading already under way is let finish, and this one waits for it: starting another would
    // abort it, and the browser would report the aborted request as an error.
    const reloadSoon = () => {
      clearTimeout(reload);
      reload = setTimeout(() => {
        if (latest.current.revalidator.state === "idle") latest.current.revalidator.revalidate();
        else reloadSoon();
      }, RELOAD_AFTER_MS);
    };
    import("./chat-socket.client")
      .then(({ connectChat }) => {
        if (gone) return;
        connection.current = connectChat(idfornecedor, sala, {
          status: setStatus,
          reconnected: reloadSoon,
          message(payload) {
            const message = readLiveMessage(payload);
            if (!message || (sala !== null && message.sala !== sala)) return;
            latest.current.onMessage?.(message);
            if (latest.current.reloadOn(message)) reloadSoon();
          },
          unread(count) {
            if (count !== (latest.current.shownUnread ?? 0)) reloadSoon();
          },
          read(read) {
            if (read === sala) reloadSoon();
          },
        });
      })
      .catch(() => {
        if (!gone) setStatus("offline");
      });
    return () => {
      gone = true;
      clearTimeout(reload);
      connection.current?.close();
      connection.current = null;
    };
  }, [idfornecedor, sala]);

  return { status, retry: () => connection.current?.retry() };
}
