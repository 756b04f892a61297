import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { errorsMessages } from "~/models/messages/errors";
import { supplierPath } from "~/models/links";
import * as layout from "~/styles/layout.css";

/** The wait in seconds the address names (`espera`, set by the attempt limits), else 30; at most a day. */
function waitSeconds(request: Request): number {
  const espera = new URL(request.url).searchParams.get("espera");
  const seconds = espera && /^\d{1,6}$/.test(espera) ? Number(espera) : 30;
  return Math.min(Math.max(seconds, 1), 86_400);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const seconds = waitSeconds(request);
  return data(
    { minutes: seconds < 60 ? null : Math.ceil(seconds / 60) },
    { status: 429, headers: { "Retry-After": String(seconds), "Cache-Control": "no-store" } },
  );
}

/** Retry-After and Cache-Control of the loader reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const parentTitle = matches.flatMap((match) => match.meta).find((tag) => tag && "title" in tag) as
    { title?: string } | undefined;
  return [
    { title: `${errorsMessages.tooManyRequestsTitle}${parentTitle?.title ? ` — ${parentTitle.title}` : ""}` },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * Shown after the upstream answered 429 or an attempt limit was reached: says how long to wait
 * (Retry-After, in minutes from a minute on; "alguns segundos" below), and offers to try again.
 */
/** Taken from the messages, not called on them: a call on the object would keep every error message in the browser's code. */
const { tooManyRequestsWait } = errorsMessages;

export default function TooManyRequests() {
  const { minutes } = useLoaderData<typeof loader>();
  const supplier = useSupplierLayout();
  const home = supplierPath(supplier?.basePath ?? "");
  return (
    <section className={layout.notice} aria-labelledby="erro-titulo">
      <h1 id="erro-titulo">{errorsMessages.tooManyRequestsTitle}</h1>
      <p>{minutes === null ? errorsMessages.tooManyRequestsDetail : tooManyRequestsWait(minutes)}</p>
      <p>
        <a className={layout.button} href={home}>
          {errorsMessages.tryAgain}
        </a>
      </p>
    </section>
  );
}
