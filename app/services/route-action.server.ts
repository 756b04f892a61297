import { data, type ActionFunctionArgs } from "@remix-run/node";
import { isSameOrigin } from "./same-origin.server";
import { requireSupplier, type SupplierContext } from "./supplier-context.server";
import { withErrorPage } from "./upstream-failure.server";

/**
 * The action of a supplier's page that takes a form: a post from another origin is refused (403)
 * before anything runs, the supplier is resolved (404 when there is none), and an upstream fault
 * while handling the form becomes the Portuguese error page (see withErrorPage). A form that did
 * its work answers 303 See Other (docs/decisions/0027): the browser follows it with a GET, and Back
 * never offers to post the form again.
 */
export function supplierAction<T>(handle: (supplier: SupplierContext, args: ActionFunctionArgs) => Promise<T>) {
  return async (args: ActionFunctionArgs): Promise<T> => {
    const { request, params } = args;
    if (!isSameOrigin(request)) throw new Response("Forbidden", { status: 403 });
    try {
      const answer = await withErrorPage(async () => handle(await requireSupplier(request, params), args), request);
      return answer instanceof Response ? (seeOther(answer) as T) : answer;
    } catch (thrown) {
      throw thrown instanceof Response ? seeOther(thrown) : thrown;
    }
  };
}

/** A 302 after a form, as 303 See Other with the same headers (its Location and cookies); any other answer as it is. */
export function seeOther(response: Response): Response {
  if (response.status !== 302) return response;
  return new Response(response.body, { status: 303, headers: response.headers });
}

/** A form handler's reply as the page's answer: a Response (a redirect) is thrown, the rest is sent with its status. */
export function replyWithStatus<Reply extends { status: number }>(reply: Reply | Response) {
  if (reply instanceof Response) throw reply;
  const { status, ...rest } = reply;
  return data(rest, { status });
}
