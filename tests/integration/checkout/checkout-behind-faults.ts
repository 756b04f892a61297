import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { CHECKOUT_ENV } from "./checkout-shopper";

/**
 * A file's storefront in front of the misbehaving upstream, for the checkout's fault tests: started
 * once with `timeoutMs` as each upstream attempt's timeout (what ends a stalled call), every fault
 * cleared and the upstream's database put back after each test.
 */
export function checkoutBehindFaults(timeoutMs: number): {
  readonly upstream: MisbehavingUpstream;
  readonly server: StorefrontServer;
} {
  let upstream: MisbehavingUpstream;
  let server: StorefrontServer;
  let seeded: DatabaseSnapshot;

  beforeAll(async () => {
    upstream = await startMisbehavingUpstream();
    server = await startStorefront({
      apiBaseUrl: upstream.url,
      env: { ...CHECKOUT_ENV, UPSTREAM_TIMEOUT_MS: String(timeoutMs) },
    });
    seeded = snapshotDatabase(upstream.dataDir);
  });

  beforeEach(() => {
    upstream.setFault({ mode: "pass" });
  });

  afterEach(() => {
    upstream.setFault({ mode: "pass" });
    seeded.restore();
  });

  afterAll(async () => {
    seeded?.discard();
    await server?.stop();
    await upstream?.close();
  });

  return {
    get upstream() {
      return upstream;
    },
    get server() {
      return server;
    },
  };
}
