import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDocument, streamTimeout } from "~/services/render-document.server";

/** A part that never arrives: React shows its fallback until the render is aborted. */
function Never(): never {
  throw new Promise(() => undefined);
}

const options = (waitForAll: boolean) => ({ nonce: "n0nce", waitForAll, status: 200, headers: new Headers() });

describe("renderDocument (app/services/render-document.server.tsx)", () => {
  // Only the timers the abort uses are faked: React schedules its work with setImmediate, which runs.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a page rendered whole leaves no timer behind: nothing keeps its render alive after the answer", async () => {
    for (const waitForAll of [false, true]) {
      const response = await renderDocument(<p>Olá, mundo</p>, options(waitForAll));
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain("Olá, mundo");
      expect(vi.getTimerCount(), `waitForAll ${waitForAll}`).toBe(0);
    }
  });

  it("a part still pending a second after streamTimeout is given up: the page ends with its fallback", async () => {
    const response = await renderDocument(
      <main>
        <h1>Pedido</h1>
        <Suspense fallback={<p>Carregando…</p>}>
          <Never />
        </Suspense>
      </main>,
      options(false),
    );
    const text = response.text();
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(streamTimeout + 1_000);
    const html = await text;
    expect(html).toContain("Pedido");
    expect(html).toContain("Carregando…");
    // The part given up is left to the browser to render (React's client-render instruction).
    expect(html).toContain("$RX(");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("for a crawler, the page with a part still pending is sent once that part is given up", async () => {
    const answer = renderDocument(
      <Suspense fallback={<p>Carregando…</p>}>
        <Never />
      </Suspense>,
      options(true),
    );
    // React's work starts on setImmediate: the shell is rendered before the timeout is reached.
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(streamTimeout + 1_000);
    expect(await (await answer).text()).toContain("Carregando…");
  });
});
