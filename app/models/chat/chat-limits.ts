/**
 * The chat's bounds (docs/rules/account.md "Chat"; docs/upstream-api.md §82, §85) for the pages' browser code, which
 * carries no zod: the same figures as ./chat.ts (a unit test holds them equal).
 */

/** docs/rules/account.md "Chat": 30 messages a page. */
export const CHAT_PAGE_SIZE = 30;
/** docs/rules/account.md "Chat": 5 tries, then offline. */
export const CHAT_SOCKET_RETRIES = 5;
/** §82: a message is 1 to 2000 characters, trimmed. */
export const MAX_CHAT_TEXT = 2000;
/** The older pages a room offers ("Mensagens anteriores"): past it the address is not a page. */
export const MAX_CHAT_PAGE = 1000;

/** §82: an opaque room id, 1–64 characters of letters, digits, `_` and `-`. */
export const isRoomId = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value);

/** §86: the sender's own id of a message (its retries carry the same one), of the same alphabet. */
export const isClientMessageId = isRoomId;
