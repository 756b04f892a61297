/**
 * `work` for each item, at most `limit` running at once, the answers in the items' order: a page that
 * needs one call per row asks them in parallel without sending a burst to the upstream. A `work` that
 * throws rejects the whole; callers that must tolerate a row's failure catch it inside `work`.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
