import { z } from "zod";
import { ChatMessageSchema, ChatRoomSchema } from "./chat";

/**
 * The chat's answers as the storefront reads them (docs/upstream-api.md §83, §85): tolerantly, one
 * row at a time — a room or a message that cannot be read is left out of its list (and counted, to
 * be logged and said on the page), never the page.
 */

/** Rows read one by one: those that cannot be read are left out and counted. */
function readRows<T>(rows: unknown[], schema: z.ZodType<T, z.ZodTypeDef, unknown>): { read: T[]; unreadable: number } {
  const read: T[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) read.push(parsed.data);
  }
  return { read, unreadable: rows.length - read.length };
}

/** Call 83: the client's rooms and the unread total (a count that cannot be read is 0). */
export const TolerantChatRoomListSchema = z
  .object({ salas: z.array(z.unknown()), notificacoes: z.number().int().min(0).catch(0) })
  .transform(({ salas, notificacoes }) => {
    const { read, unreadable } = readRows(salas, ChatRoomSchema);
    return { salas: read, notificacoes, unreadable };
  });

/** Call 85: the room (it must be read) and a page of its messages, oldest first. */
export const TolerantChatMessagePageSchema = z
  .object({
    sala: ChatRoomSchema,
    mensagens: z.array(z.unknown()),
    page: z.number().int().min(1),
    perpage: z.number().int().min(1),
    total: z.number().int().min(0),
  })
  .transform((answer) => {
    const { read, unreadable } = readRows(answer.mensagens, ChatMessageSchema);
    return { ...answer, mensagens: read, unreadable };
  });
