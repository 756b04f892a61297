import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { messages } from "~/models/messages";
import { supplierPath } from "~/models/links";
import * as layout from "~/styles/layout.css";

export async function loader(_args: LoaderFunctionArgs) {
  return data(null, { status: 429, headers: { "Retry-After": "30", "Cache-Control": "no-store" } });
}

/** Retry-After and Cache-Control of the loader reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const parentTitle = matches.flatMap((match) => match.meta).find((tag) => tag && "title" in tag) as
    { title?: string } | undefined;
  return [
    { title: `${messages.errors.tooManyRequestsTitle}${parentTitle?.title ? ` — ${parentTitle.title}` : ""}` },
    { name: "robots", content: "noindex" },
  ];
};

/** Shown after the upstream answered 429: explains and offers to try again. */
export default function TooManyRequests() {
  const supplier = useSupplierLayout();
  const home = supplierPath(supplier?.basePath ?? "");
  return (
    <section className={layout.notice} aria-labelledby="erro-titulo">
      <h1 id="erro-titulo">{messages.errors.tooManyRequestsTitle}</h1>
      <p>{messages.errors.tooManyRequestsDetail}</p>
      <p>
        <a className={layout.button} href={home}>
          {messages.errors.tryAgain}
        </a>
      </p>
    </section>
  );
}
