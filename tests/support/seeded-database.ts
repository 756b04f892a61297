/**
 * The demo data, seeded once per test run: the run's global setup seeds an empty database with the
 * upstream's own command line (`seed`, tests/support/bundle-setup.ts) and names the file in
 * SEEDED_DATABASE_VARIABLE; each embedded or in-process upstream a test starts then opens a copy
 * of it instead of seeding again (about a quarter of a CPU-second each, over a hundred times a run).
 * Without a run's file (the bench, the soak test), the upstream seeds the empty directory itself.
 */
import { copyFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Set by a test run's global setup to its seeded database file, which the workers inherit. */
export const SEEDED_DATABASE_VARIABLE = "STOREFRONT_SEEDED_DATABASE";

/** A new temporary DATA_DIR holding a copy of the run's seeded database, when the run made one. */
export function seededDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const seeded = process.env[SEEDED_DATABASE_VARIABLE];
  if (seeded) copyFileSync(seeded, path.join(dir, path.basename(seeded)));
  return dir;
}
