const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier work of the same key has settled, in the order the calls came:
 * two requests changing one thing in this process never interleave. A failed work does not stop
 * the ones after it.
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}
