/**
 * docs/decisions/0051: a page that answers a form (no redirect) reads the cookies the form's action
 * set, as the browser will send them next; each request only its own.
 */
import type { ServerBuild } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { keepCookiesOfThisRequest, readingCookiesSetByAction } from "../../../server/cookies-set-by-action";

type Context = Record<string, never>;
type Args = { request: Request; params: Record<string, string>; context: Context };
type Handler = (args: Args) => Promise<unknown>;

/** A build of one route ("page"): its action does `act`, its loader and the document's render say what Cookie header they read. */
function buildWith(act: Handler): {
  action: Handler;
  loader: Handler;
  render: (request: Request, context: Context) => Promise<unknown>;
} {
  const build = {
    entry: { module: { default: async (request: Request) => request.headers.get("Cookie") } },
    routes: {
      page: {
        id: "page",
        path: "/loja",
        module: { action: act, loader: async ({ request }: Args) => request.headers.get("Cookie") },
      },
    },
  } as unknown as ServerBuild;
  const wrapped = readingCookiesSetByAction(build);
  const module = wrapped.routes.page!.module as unknown as { action: Handler; loader: Handler };
  const handleRequest = wrapped.entry.module.default as unknown as (...args: unknown[]) => Promise<unknown>;
  const render = (request: Request, context: Context) => handleRequest(request, 200, new Headers(), {}, context);
  return { action: module.action, loader: module.loader, render };
}

/** One request's load context, as the server makes it for each request, with cookies of its own. */
function requestContext(): Context {
  const context: Context = {};
  keepCookiesOfThisRequest(context);
  return context;
}

/** What Remix hands an action or a loader of a request with this context (a new context: no request's). */
const args = (cookie: string | null, method = "GET", context: Context = {}): Args => ({
  request: new Request("http://loja.test/loja", { method, headers: cookie === null ? {} : { Cookie: cookie } }),
  params: {},
  context,
});

/** One request as Remix handles a form answered with its page: the action, then the loader and the render. */
async function formThenPage(act: Handler, cookie: string | null) {
  const { action, loader, render } = buildWith(act);
  const context = requestContext();
  await action(args(cookie, "POST", context)).catch(() => undefined);
  return {
    loader: await loader(args(cookie, "GET", context)),
    render: await render(args(cookie, "POST").request, context),
  };
}

const setting =
  (...lines: string[]): Handler =>
  async () => {
    const headers = new Headers();
    for (const line of lines) headers.append("Set-Cookie", line);
    return data({ ok: true }, { headers });
  };

describe("a page answering a form", () => {
  it("reads the cookie the action set in place of the one the request came with, the others as they were", async () => {
    const read = await formThenPage(
      setting("commerce-session=novo; Path=/; HttpOnly; SameSite=Lax"),
      "a=1; commerce-session=velho; b=2",
    );
    expect(read.loader).toBe("a=1; b=2; commerce-session=novo");
    expect(read.render).toBe("a=1; b=2; commerce-session=novo");
  });

  it("reads a cookie the request came without, once the action set it", async () => {
    const read = await formThenPage(setting("commerce-flash=ola; Max-Age=60; Path=/"), null);
    expect(read.loader).toBe("commerce-flash=ola");
  });

  it.each([
    ["Max-Age=0", "commerce-cupom=; Max-Age=0; Path=/"],
    ["an Expires in the past", "commerce-cupom=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/"],
  ])("no longer reads a cookie the action cleared (%s)", async (_how, line) => {
    const read = await formThenPage(setting(line), "commerce-cupom=abc; a=1");
    expect(read.loader).toBe("a=1");
  });

  it("sends no Cookie header when the action cleared the only one", async () => {
    const read = await formThenPage(setting("commerce-cupom=; Max-Age=0; Path=/"), "commerce-cupom=abc");
    expect(read.loader).toBeNull();
  });

  it("ignores a cookie set for another path, which the browser would not send to this page", async () => {
    const read = await formThenPage(setting("x=1; Path=/outra"), "a=1");
    expect(read.loader).toBe("a=1");
  });

  it("reads the cookies of an answer the action threw (a refusal)", async () => {
    const read = await formThenPage(async () => {
      throw new Response("Conflito", { status: 409, headers: { "Set-Cookie": "commerce-flash=aviso; Path=/" } });
    }, "a=1");
    expect(read.loader).toBe("a=1; commerce-flash=aviso");
  });

  it("reads the cookies of a Response the action returned", async () => {
    const read = await formThenPage(
      async () => new Response("{}", { headers: { "Set-Cookie": "commerce-session=novo; Path=/" } }),
      "commerce-session=velho",
    );
    expect(read.loader).toBe("commerce-session=novo");
  });

  it("leaves a redirect as the action made it", async () => {
    const answer = redirect("/loja/carrinho", { headers: { "Set-Cookie": "commerce-session=novo; Path=/" } });
    const { action } = buildWith(async () => answer);
    expect(await action(args("commerce-session=velho", "POST", requestContext()))).toBe(answer);
  });

  it("reads the request's own cookies when the action set none", async () => {
    const read = await formThenPage(async () => ({ ok: true }), "a=1; b=2");
    expect(read.loader).toBe("a=1; b=2");
  });
});

describe("requests at the same time", () => {
  it("never read the cookies another request's action set", async () => {
    const { action, loader } = buildWith(setting("commerce-session=de-quem-postou; Path=/"));
    let actionDone!: () => void;
    const afterAction = new Promise<void>((resolve) => (actionDone = resolve));
    let otherRead!: () => void;
    const afterOther = new Promise<void>((resolve) => (otherRead = resolve));

    const posting = (async () => {
      const context = requestContext();
      await action(args("commerce-session=dela", "POST", context));
      actionDone();
      // The other request reads its page while this one is between its action and its loaders.
      await afterOther;
      return loader(args("commerce-session=dela", "GET", context));
    })();
    const reading = (async () => {
      const context = requestContext();
      await afterAction;
      const read = await loader(args("commerce-session=dele", "GET", context));
      otherRead();
      return read;
    })();

    expect(await Promise.all([posting, reading])).toEqual(["commerce-session=de-quem-postou", "commerce-session=dele"]);
  });

  it("outside a request's handling, read the request as it is", async () => {
    const { action, loader } = buildWith(setting("commerce-session=novo; Path=/"));
    await action(args("commerce-session=velho", "POST"));
    expect(await loader(args("commerce-session=velho"))).toBe("commerce-session=velho");
  });
});
