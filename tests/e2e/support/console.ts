import type { Page } from "@playwright/test";

export type ConsoleProblem = { kind: "console" | "pageerror"; text: string; url: string };

/**
 * Collects what a shopper's browser complains about: console errors (CSP violations, hydration
 * mismatches, failed resource loads, React warnings logged as errors) and uncaught page errors.
 */
export function collectConsoleProblems(page: Page) {
  const problems: ConsoleProblem[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const location = message.location();
    problems.push({ kind: "console", text: message.text(), url: location.url ? `${location.url}:${location.lineNumber}` : page.url() });
  });
  page.on("pageerror", (error) => {
    problems.push({ kind: "pageerror", text: `${error.name}: ${error.message}`, url: page.url() });
  });
  return {
    problems,
    /** Forget what was collected so far (e.g. after visiting a page that is expected to answer 404). */
    clear: () => problems.splice(0, problems.length),
    format: () => problems.map((problem) => `  [${problem.kind}] ${problem.text}\n    at ${problem.url}`).join("\n"),
  };
}

export type ConsoleCollector = ReturnType<typeof collectConsoleProblems>;
