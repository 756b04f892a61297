import { chatMessages } from "../messages/chat";
import { MAX_CHAT_TEXT } from "./chat-limits";

/**
 * docs/upstream-api.md §82: a message is its text trimmed, 1 to 2000 characters; it is plain text
 * (HTML in it is shown as typed, never read as HTML). The reason a text is refused, in Portuguese,
 * next to its field.
 */
export function readChatText(value: unknown): { texto: string } | { error: string } {
  // Line breaks as the server keeps them (CR LF as LF), as app/models/requests/chat.ts reads them.
  const texto = typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
  if (texto.length === 0) return { error: chatMessages.textMissing };
  if (texto.length > MAX_CHAT_TEXT) return { error: chatMessages.textTooLong };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(texto)) return { error: chatMessages.textInvalid };
  return { texto };
}
