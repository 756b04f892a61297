import { describe, expect, it } from "vitest";
import { oneAtATime } from "~/services/one-at-a-time.server";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("one cart change at a time", () => {
  it("a work of the same key starts only once the earlier one has settled, in the order they came", async () => {
    const events: string[] = [];
    const first = deferred();
    const a = oneAtATime("cart-1", async () => {
      events.push("a starts");
      await first.promise;
      events.push("a ends");
      return "a";
    });
    const b = oneAtATime("cart-1", async () => {
      events.push("b starts");
      return "b";
    });
    await Promise.resolve();
    expect(events).toEqual(["a starts"]);
    first.resolve();
    await expect(Promise.all([a, b])).resolves.toEqual(["a", "b"]);
    expect(events).toEqual(["a starts", "a ends", "b starts"]);
  });

  it("another key does not wait", async () => {
    const held = deferred();
    const slow = oneAtATime("cart-2", () => held.promise);
    await expect(oneAtATime("cart-3", async () => "free")).resolves.toBe("free");
    held.resolve();
    await slow;
  });

  it("a failure is the caller's, and the next work still runs", async () => {
    const failing = oneAtATime("cart-4", async () => {
      throw new Error("upstream down");
    });
    const next = oneAtATime("cart-4", async () => "ran");
    await expect(failing).rejects.toThrow("upstream down");
    await expect(next).resolves.toBe("ran");
  });
});
