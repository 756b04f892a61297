/**
 * One storefront for a test file (or a describe), each test starting from the embedded upstream's
 * seeded data: registers the hooks that start it and snapshot its database (beforeAll), put the
 * data back after every test (afterEach), and remove the snapshot then stop the server (afterAll).
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import { snapshotDatabase, type DatabaseSnapshot } from "./database-snapshot";
import { startStorefront, type StartOptions, type StorefrontServer } from "./storefront-server";

export type SeededStorefront = {
  /** The running storefront; read it inside tests and hooks (it starts in beforeAll). */
  readonly server: StorefrontServer;
  /** `server.url`: where the storefront answers. */
  readonly url: string;
  /** `server.dataDir`: where its embedded upstream keeps its database. */
  readonly dataDir: string;
};

/**
 * Starts the storefront with `options` (startStorefront's) before the tests of the file or
 * describe it is called in; the handle's fields are read once it runs, inside tests and hooks.
 */
export function seededStorefront(options: StartOptions = {}): SeededStorefront {
  let server: StorefrontServer | undefined;
  let seeded: DatabaseSnapshot | undefined;

  beforeAll(async () => {
    server = await startStorefront(options);
    seeded = snapshotDatabase(server.dataDir);
  });

  afterEach(() => {
    seeded!.restore();
  });

  afterAll(async () => {
    seeded?.discard();
    await server?.stop();
  });

  const started = (): StorefrontServer => {
    if (!server) throw new Error("The storefront is not started yet: read it inside a test or a hook");
    return server;
  };
  return {
    get server() {
      return started();
    },
    get url() {
      return started().url;
    },
    get dataDir() {
      return started().dataDir;
    },
  };
}
