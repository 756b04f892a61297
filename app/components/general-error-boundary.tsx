import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { errorPageMessages as errorsMessages } from "~/models/messages/error-page";
import * as layout from "~/styles/layout.css";

type ErrorPayload = { title?: string; detail?: string };

function describe(error: unknown): { status: number; title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    const payload = (typeof error.data === "object" && error.data ? error.data : {}) as ErrorPayload;
    if (error.status === 404) {
      return {
        status: 404,
        title: payload.title ?? errorsMessages.notFoundTitle,
        detail: payload.detail ?? errorsMessages.notFoundDetail,
      };
    }
    return {
      status: error.status,
      title: payload.title ?? errorsMessages.unexpectedTitle,
      detail: payload.detail ?? errorsMessages.unexpectedDetail,
    };
  }
  return { status: 500, title: errorsMessages.unexpectedTitle, detail: errorsMessages.unexpectedDetail };
}

/** The Portuguese error page of every route: not found, upstream unavailable, or unexpected. */
export function GeneralErrorBoundary({ homeHref = "/" }: { homeHref?: string }) {
  const error = useRouteError();
  const { status, title, detail } = describe(error);
  return (
    <section className={layout.notice} aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{detail}</p>
      <p>
        <a className={layout.button} href={homeHref}>
          {errorsMessages.backHome}
        </a>
      </p>
      <p>
        <small>Código {status}</small>
      </p>
    </section>
  );
}
