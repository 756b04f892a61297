/**
 * Rounds of upstream calls: how many calls a page waited on one after the other. A call is in the
 * round after the latest round of the calls that had ended before it started (it may have waited on
 * them); calls asked together are in the same round. With every answer held back a fixed delay
 * (`MisbehavingUpstream.setDelay`), a page's time on the upstream is about its rounds × that delay.
 */
export type TimedCall = { method: string; path: string; startedAt: number; endedAt: number | null };

export type Round = { round: number; calls: string[] };

/** Each call's round, in the order the calls started. */
export function upstreamRounds(calls: readonly TimedCall[]): Round[] {
  const sorted = [...calls].sort((a, b) => a.startedAt - b.startedAt);
  const rounds: number[] = [];
  sorted.forEach((call, index) => {
    let before = 0;
    for (let other = 0; other < index; other++) {
      const ended = sorted[other]!.endedAt;
      if (ended !== null && ended <= call.startedAt) before = Math.max(before, rounds[other]!);
    }
    rounds.push(before + 1);
  });
  const byRound: Round[] = [];
  sorted.forEach((call, index) => {
    const round = rounds[index]!;
    (byRound[round - 1] ??= { round, calls: [] }).calls.push(`${call.method} ${shortPath(call.path)}`);
  });
  return byRound;
}

/** The path without the application token and ids that make it long: `/v4/app/…/formas-entrega/aurora`. */
function shortPath(path: string): string {
  return path.replace(/\/[^/]*storefront-dev-token[^/]*/g, "/…").replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "{id}");
}
