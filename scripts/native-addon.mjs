// `npm run native-addon`: makes sure better-sqlite3's native addon loads, building it when it does
// not, and keeps what it built for the next install on this machine. `npm test` runs it beside the
// typecheck, the lint and the app's build.
//
// This network does not reach better-sqlite3's prebuilt binaries, so its install script compiles
// SQLite: about 70 CPU-seconds on one core, most of a fresh `npm install`. .ci/run installs with
// `--ignore-scripts` and leaves that compile to this script, which `npm test` runs while the typecheck,
// the lint and the build keep the other core busy, instead of before them.
//
// With `npm_config_better_sqlite3_local_prebuilds` set (.ci/run sets it), the addon it compiled is
// kept there, under the name prebuild-install looks for among local prebuilds (package version,
// Node's ABI, platform, architecture); the next `npm rebuild better-sqlite3` on the machine unpacks
// it (prebuild-install loads it first, and compiles when it does not load). Keeping it is best
// effort and never fails the run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const ADDON = "build/Release/better_sqlite3.node";

/** Why a new Node process cannot open an in-memory database with the installed addon ("" when it can). */
function loadError() {
  const probe = spawnSync(
    process.execPath,
    ["-e", 'const Database = require("better-sqlite3"); new Database(":memory:").close()'],
    { cwd: root, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  return probe.status === 0 ? "" : probe.stderr.trim().split("\n").slice(0, 3).join(" ") || `exit ${probe.status}`;
}

/** The file name prebuild-install looks for among local prebuilds for the installed version. */
function prebuildName() {
  const { version } = require("better-sqlite3/package.json");
  return `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
}

/** Keeps the installed addon in `dir` (as a prebuild-install archive) unless the same one is there. */
function keep(dir) {
  const packageDir = path.dirname(require.resolve("better-sqlite3/package.json"));
  const archive = path.join(dir, prebuildName());
  const kept = spawnSync("sh", [
    "-c",
    'tar -xzOf "$1" "$2" 2>/dev/null | cmp -s - "$3"',
    "sh",
    archive,
    ADDON,
    path.join(packageDir, ADDON),
  ]);
  if (kept.status === 0) return;
  try {
    const staging = mkdtempSync(path.join(dir, ".better-sqlite3-"));
    const partial = path.join(staging, "addon.tar.gz");
    const packed = spawnSync("tar", ["-C", packageDir, "-czf", partial, ADDON]);
    if (packed.status === 0) renameSync(partial, archive);
    rmSync(staging, { recursive: true, force: true });
    if (packed.status !== 0) throw new Error(`tar exited with ${packed.status}`);
    process.stdout.write(`native-addon: kept the compiled better-sqlite3 as ${archive}\n`);
  } catch (error) {
    process.stderr.write(
      `native-addon: could not keep the compiled better-sqlite3 in ${dir} (${error.message}); the next install compiles it again\n`,
    );
  }
}

const started = Date.now();
if (!loadError()) {
  process.stdout.write("native-addon: better-sqlite3 loads\n");
} else {
  process.stdout.write("native-addon: better-sqlite3 does not load yet: building it (npm rebuild better-sqlite3)\n");
  // Scripts on even where npm's configuration turns them off: building is what this is for.
  const rebuilt = spawnSync("npm", ["rebuild", "better-sqlite3", "--foreground-scripts", "--ignore-scripts=false"], {
    cwd: root,
    stdio: "inherit",
  });
  const error = loadError();
  if (rebuilt.status !== 0 || error) {
    process.stderr.write(
      `native-addon: better-sqlite3 could not be built (npm rebuild exited with ${rebuilt.status}${error ? `; loading it: ${error}` : ""})\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`native-addon: better-sqlite3 built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
const prebuilds = process.env.npm_config_better_sqlite3_local_prebuilds;
if (prebuilds) keep(prebuilds);
