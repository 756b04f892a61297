import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { ChatStatusLine, shownUnread } from "~/components/chat/chat-status";
import * as styles from "~/components/chat/chat.css";
import { useChatLive } from "~/components/chat/use-chat-live";
import * as forms from "~/components/forms/forms.css";
import { DetailHead } from "~/components/page-head";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { MAX_CHAT_TEXT } from "~/models/chat/chat-limits";
import type { ChatMessage } from "~/models/chat/chat";
import { chatMessageView, mergeMessages, type ChatMessageView } from "~/models/chat/chat-view";
import { supplierPath } from "~/models/links";
import { chatMessages } from "~/models/messages/chat";
import { noindexMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { loadRoomPage, sendMessageAction, type SendReply } from "./($supplier).chat.$sala.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadRoomPage(request, await requireSupplier(request, params), params), request);
}

export const action = supplierAction(async (supplier, { request, params }) =>
  sendMessageAction(request, supplier, params),
);

export const meta: MetaFunction<typeof loader> = noindexMeta(chatMessages.pageTitle);

function MessageItem({ message }: { message: ChatMessageView }) {
  return (
    <li className={message.ours ? styles.ours : styles.theirs} id={`mensagem-${message.id}`}>
      <p className={styles.author}>{message.author}</p>
      <p className={styles.text}>{message.texto}</p>
      <p className={styles.meta}>
        {message.when ? <time dateTime={message.enviadaEm}>{message.when}</time> : null}
        {message.when && message.status ? " · " : null}
        {message.status}
      </p>
    </li>
  );
}

/** The message field: bounded at 2000 characters (said under it), an empty one refused, what was typed kept after a refusal. */
function MessageForm({
  idMensagemCliente,
  reply,
  busy,
}: {
  idMensagemCliente: string;
  reply?: SendReply;
  busy: boolean;
}) {
  const hintId = "mensagem-dica";
  const errorId = "mensagem-erro";
  return (
    <>
      <input type="hidden" name="idMensagemCliente" value={reply?.idMensagemCliente ?? idMensagemCliente} />
      <div className={forms.field}>
        <label htmlFor="mensagem-texto" className={forms.label}>
          Sua mensagem
        </label>
        <textarea
          id="mensagem-texto"
          name="texto"
          className={styles.textarea}
          required
          maxLength={MAX_CHAT_TEXT}
          defaultValue={reply?.typed}
          key={reply?.idMensagemCliente ?? idMensagemCliente}
          aria-invalid={reply?.error ? true : undefined}
          aria-describedby={reply?.error ? `${hintId} ${errorId}` : hintId}
          autoFocus={reply?.error ? true : undefined}
        />
        <p id={hintId} className={forms.hint}>
          {chatMessages.textHint}
        </p>
        {reply?.error ? (
          <p id={errorId} className={forms.error} role="alert">
            {reply.error}
          </p>
        ) : null}
      </div>
      <p className={styles.actions}>
        <button type="submit" className={layout.button} disabled={busy}>
          Enviar
        </button>
      </p>
    </>
  );
}

/**
 * A conversation with the store (docs/rules/account.md "Chat"): its messages, the newest at the bottom, older
 * pages on "Mensagens anteriores"; the form sends a message and comes back (303), and "Atualizar
 * conversa" brings what is new without JavaScript. With it, messages arrive live and a sent one
 * shows at once, marked sent when the server has it (docs/decisions/0040).
 */
export default function ChatRoomPage() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const layoutData = useSupplierLayout();
  const basePath = layoutData?.basePath ?? "";
  const { pathname } = useLocation();
  const [live, setLive] = useState<ChatMessageView[]>([]);
  const viewer = { representative: page.representative };
  const onMessage = useCallback(
    (message: ChatMessage) => setLive((shown) => mergeMessages(shown, chatMessageView(message, viewer))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page.representative],
  );
  const { status, retry } = useChatLive({
    idfornecedor: layoutData?.store.idfornecedor ?? "",
    sala: page.room && page.pagina === 1 ? page.sala : null,
    shownUnread: shownUnread(layoutData?.account?.menu.items),
    onMessage,
    reloadOn: (message) => message.autor === "ATENDENTE",
  });
  // Another room, or another page of it: what arrived live was for the one before.
  useEffect(() => setLive([]), [page.sala, page.pagina]);

  const reply = fetcher.data ?? posted;
  const sending = fetcher.state !== "idle" && fetcher.formData ? fetcher.formData : null;
  let shown = page.messages;
  if (page.pagina === 1) for (const message of live) shown = mergeMessages(shown, message);
  if (sending && page.pagina === 1) {
    const texto = String(sending.get("texto") ?? "").trim();
    const id = String(sending.get("idMensagemCliente") ?? "");
    if (texto && !shown.some((message) => message.idMensagemCliente === id))
      shown = [
        ...shown,
        {
          id: `enviando-${id}`,
          ours: true,
          author: page.representative ? "Você (representante)" : "Você",
          texto,
          when: "",
          enviadaEm: new Date().toISOString(),
          status: chatMessages.sending,
          idMensagemCliente: id,
        },
      ];
  }

  const end = useRef<HTMLDivElement>(null);
  const count = shown.length;
  useEffect(() => {
    if (page.pagina === 1) end.current?.scrollIntoView({ block: "nearest" });
  }, [count, page.pagina]);

  const roomHref = supplierPath(basePath, `/chat/${page.sala}`);
  const title = page.room?.titulo ?? chatMessages.generalTitle;
  return (
    <section className={styles.page} aria-labelledby="titulo-conversa">
      <DetailHead
        titleId="titulo-conversa"
        title={title}
        back={{ to: supplierPath(basePath, "/chat"), label: "Mensagens" }}
      >
        {page.representative ? (
          <p className={styles.muted}>Suas mensagens aparecem para a loja como do representante.</p>
        ) : null}
      </DetailHead>
      {page.unavailable ? (
        <p className={styles.problem} role="alert">
          {chatMessages.unavailable}
        </p>
      ) : (
        <section className={styles.section} aria-labelledby="conversa-mensagens">
          <h2 id="conversa-mensagens" className="visually-hidden">
            Mensagens da conversa
          </h2>
          {page.older ? (
            <p className={styles.pager}>
              <Link to={`${roomHref}?pagina=${page.older}`}>{chatMessages.older}</Link>
            </p>
          ) : null}
          {page.unreadableRows ? <p className={styles.muted}>{chatMessages.unreadRows}</p> : null}
          {shown.length === 0 ? (
            <p className={styles.muted}>Nenhuma mensagem ainda. Escreva abaixo: a loja responde por aqui.</p>
          ) : (
            <ol className={styles.messages}>
              {shown.map((message) => (
                <MessageItem key={message.idMensagemCliente ?? message.id} message={message} />
              ))}
            </ol>
          )}
          {page.newer ? (
            <p className={styles.pager}>
              <Link to={page.newer > 1 ? `${roomHref}?pagina=${page.newer}` : roomHref}>{chatMessages.newer}</Link>
            </p>
          ) : null}
          <div id="conversa-fim" ref={end} />
        </section>
      )}
      {page.room && page.pagina === 1 ? <ChatStatusLine status={status} retry={retry} basePath={basePath} /> : null}
      <section className={styles.section} aria-labelledby="conversa-enviar">
        <h2 id="conversa-enviar" className={styles.sectionTitle}>
          Escrever para a loja
        </h2>
        <fetcher.Form method="post" action={pathname} preventScrollReset>
          <MessageForm
            idMensagemCliente={page.idMensagemCliente}
            reply={reply && "error" in reply ? reply : undefined}
            busy={sending !== null}
          />
        </fetcher.Form>
        <p className={styles.actions}>
          <Link to={roomHref} className={layout.secondaryButton} preventScrollReset>
            {chatMessages.refresh}
          </Link>
        </p>
      </section>
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
