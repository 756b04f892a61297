/**
 * docs/decisions/0027: a form that did its work answers 303 See Other, so that the browser follows
 * it with a GET and Back never offers to post the form again; every other answer goes as it is.
 */
import { describe, expect, it } from "vitest";
import { seeOther } from "~/services/route-action.server";

describe("seeOther", () => {
  it("turns a 302 after a form into a 303 with the same Location and cookies", () => {
    const headers = new Headers({ Location: "/bomsabor/carrinho#idtipoassinatura" });
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    const answer = seeOther(new Response(null, { status: 302, headers }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/bomsabor/carrinho#idtipoassinatura");
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it.each([
    [200, "a page"],
    [204, "no content"],
    [301, "a moved page"],
    [303, "already See Other"],
    [307, "a redirect that keeps the method"],
    [400, "a refused form"],
    [404, "not found"],
  ])("leaves a %i (%s) as it is", (status, _what) => {
    const original = new Response(null, { status });
    expect(seeOther(original)).toBe(original);
  });
});
