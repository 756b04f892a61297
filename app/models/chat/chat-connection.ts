import { CHAT_SOCKET_RETRIES } from "./chat-limits";

/**
 * The chat socket's connection in the browser (docs/rules/account.md "Chat": 5 tries,
 * then offline; docs/decisions/0040), as a pure rule: what the page says, when
 * it tries again, and when it reads its data again so that nothing said while the socket was away
 * is lost (the socket only delivers what happens while it is connected). Each message is then shown
 * once by its id (./chat-view.ts `mergeMessages`). No zod: the browser's code.
 */

export type ChatStatus = "connecting" | "connected" | "offline" | "expired" | "not-found";

export type ChatConnectionState = {
  status: ChatStatus;
  /** Tries failed since the last connection (or "Tentar de novo"). */
  failures: number;
  /** The socket was away since the page's data was read: the next connection reads it again. */
  missed: boolean;
};

export type ChatConnectionEvent =
  /** `handshake-success`. */
  | "connected"
  /** A try failed (`connect_error`, but a refused session) or the connection dropped (`disconnect` the page did not ask for). */
  | "failed"
  /** The session was refused ("Sessão expirada"): the way is to log in again. */
  | "expired"
  /** `handshake-error`: the room is not the client's. */
  | "not-found"
  /** "Tentar de novo". */
  | "retry";

export type ChatConnectionStep = ChatConnectionState & {
  /** Try to connect after this many milliseconds (0: at once), or not at all (null). */
  tryIn: number | null;
  /** Read the page's data again (a REST call): once per connection that follows an absence. */
  reread: boolean;
};

/** The page's first try: its data has just been read. */
export const CHAT_CONNECTING: ChatConnectionState = { status: "connecting", failures: 0, missed: false };

/** The wait before the nth try again: 1 s, 2 s, 4 s, 8 s, 8 s. */
export const chatRetryDelay = (failures: number) => Math.min(8000, 500 * 2 ** failures);

export function chatConnectionStep(state: ChatConnectionState, event: ChatConnectionEvent): ChatConnectionStep {
  let { status, failures, missed } = state;
  let tryIn: number | null = null;
  let reread = false;
  if (status === "expired" || status === "not-found") {
    // A refused session or room: nothing more is tried.
  } else if (event === "connected") {
    // Connected: the tries start afresh, and what was said while away is read once.
    reread = missed;
    status = event;
    failures = 0;
    missed = false;
  } else if (event === "retry") {
    // "Tentar de novo" is there when offline only: a try at once, then 5 retries again.
    if (status === "offline") {
      status = "connecting";
      failures = 0;
      tryIn = 0;
    }
  } else if (event !== "failed") {
    status = event;
  } else if (status !== "offline") {
    missed = true;
    failures++;
    status = failures > CHAT_SOCKET_RETRIES ? "offline" : "connecting";
    if (status === "connecting") tryIn = chatRetryDelay(failures);
  }
  return { status, failures, missed, tryIn, reread };
}
