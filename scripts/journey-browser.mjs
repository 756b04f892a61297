// The browser the journeys run in: always one of Debian's Chromium packages, never a downloaded one.
// CHROMIUM_PATH when set; otherwise Debian's headless shell (package chromium-headless-shell), which
// renders pages with the same engine as the browser without its windowing layers and ran the
// journeys in about half the time on 2 cores (docs/decisions/0008-journeys-in-the-headless-shell.md);
// otherwise the full browser (package chromium).
import { existsSync } from "node:fs";

export const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const FULL_BROWSER = "/usr/bin/chromium";

export function journeyBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;
}
