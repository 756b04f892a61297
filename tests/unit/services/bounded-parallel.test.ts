import { describe, expect, it } from "vitest";
import { mapBounded } from "~/services/bounded-parallel";

describe("work for each item, a few at a time", () => {
  it("never runs more than the limit at once, and answers in the items' order", async () => {
    let running = 0;
    let most = 0;
    const answers = await mapBounded([5, 1, 4, 2, 3, 0, 6], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, item));
      running -= 1;
      return item * 10;
    });
    expect(answers).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
  });

  it("runs one at a time for a limit below 1, and answers nothing for no items", async () => {
    let running = 0;
    let most = 0;
    await mapBounded([1, 2, 3], 0, async () => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      running -= 1;
    });
    expect(most).toBe(1);
    expect(await mapBounded([], 4, async () => 1)).toEqual([]);
  });
});
