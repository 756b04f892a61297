import { data, type ActionFunctionArgs } from "@remix-run/node";
import { isSameOrigin } from "./same-origin.server";
import { requireSupplier, type SupplierContext } from "./supplier-context.server";
import { withErrorPage } from "./upstream-failure.server";

/**
 * The action of a supplier's page that takes a form: a post from another origin is refused (403)
 * before anything runs, the supplier is resolved (404 when there is none), and an upstream fault
 * while handling the form becomes the Portuguese error page (see withErrorPage).
 */
export function supplierAction<T>(handle: (supplier: SupplierContext, args: ActionFunctionArgs) => Promise<T>) {
  return async (args: ActionFunctionArgs): Promise<T> => {
    const { request, params } = args;
    if (!isSameOrigin(request)) throw new Response("Forbidden", { status: 403 });
    return withErrorPage(async () => handle(await requireSupplier(request, params), args), request);
  };
}

/** A form handler's reply as the page's answer: a Response (a redirect) is thrown, the rest is sent with its status. */
export function replyWithStatus<Reply extends { status: number }>(reply: Reply | Response) {
  if (reply instanceof Response) throw reply;
  const { status, ...rest } = reply;
  return data(rest, { status });
}
