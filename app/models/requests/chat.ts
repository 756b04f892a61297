import { z } from "zod";
import { ChatChannelSchema, ChatClientMessageIdSchema, MAX_CHAT_TEXT } from "~/models/chat/chat";
import { bodyId } from "./request-fields";

/**
 * The bodies of the chat calls (docs/upstream-api.md §84 and §86), written once: the storefront
 * types what it sends with them, the reference server parses what it receives with them
 * (upstream/routes/chat.ts), and the contract describes them (contract/openapi/calls/chat.ts).
 */

/** Call 84: open (or find) the client's general room, or the room of one of its orders. */
export const OpenChatRoomSchema = z
  .object({
    canal: ChatChannelSchema,
    numpedido: bodyId().nullable().default(null),
    idcliente: bodyId(),
  })
  .superRefine((body, context) => {
    if ((body.canal === "PEDIDO") !== (body.numpedido !== null)) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["numpedido"], message: "PEDIDO leva numpedido" });
    }
  });
export type OpenChatRoom = z.input<typeof OpenChatRoomSchema>;

/** A message's text: line breaks kept (CR LF as LF), trimmed, 1 to 2000 characters, no other control character. */
const messageText = () =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1)
        .max(MAX_CHAT_TEXT)
        // eslint-disable-next-line no-control-regex
        .regex(/^[^\u0000-\u0008\u000b-\u001f\u007f]*$/),
    );

/** Call 86: a message, with the sender's id for it (a retry with the same id stores it once). */
export const NewChatMessageSchema = z.object({
  texto: messageText(),
  idMensagemCliente: ChatClientMessageIdSchema,
});
export type NewChatMessage = z.input<typeof NewChatMessageSchema>;
