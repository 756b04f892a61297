import type { BrowserContext } from "@playwright/test";

/** `resource`: for a failed load, the address that failed. */
export type ConsoleProblem = { kind: "console" | "pageerror"; text: string; url: string; resource: string };

/** How a load failed: the status the server answered, or "no answer" (the request failed: net::ERR_…). */
export type FailedLoad = number | "no answer";

const FAILED_LOAD = /^Failed to load resource: (?:the server responded with a status of (\d{3})\b|net::ERR_)/;

/** How the load of a "Failed to load resource" console error failed, or null for any other problem. */
function failedLoad(problem: ConsoleProblem): FailedLoad | null {
  const match = problem.kind === "console" ? FAILED_LOAD.exec(problem.text) : null;
  if (!match) return null;
  return match[1] ? Number(match[1]) : "no answer";
}

/**
 * Collects what a shopper's browser complains about, in every page of the context: console errors
 * (CSP violations, hydration mismatches, failed resource loads, React warnings logged as errors)
 * and uncaught page errors.
 */
export function collectConsoleProblems(context: BrowserContext) {
  const problems: ConsoleProblem[] = [];
  /** Failed loads a journey expects (a page it opens expecting 404): each forgives one such error. */
  const expectedLoads: { status: number; url: string }[] = [];
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const location = message.location();
    const pageUrl = message.page()?.url() ?? "";
    problems.push({
      kind: "console",
      text: message.text(),
      url: location.url ? `${location.url}:${location.lineNumber}` : pageUrl,
      resource: location.url,
    });
  });
  context.on("weberror", (webError) => {
    const error = webError.error();
    problems.push({
      kind: "pageerror",
      text: `${error.name}: ${error.message}`,
      url: webError.page()?.url() ?? "",
      resource: "",
    });
  });

  /** What was collected, less the failed loads the journey expected. */
  const unexpected = () => {
    const left = [...problems];
    for (const load of expectedLoads) {
      const index = left.findIndex((problem) => problem.resource === load.url && failedLoad(problem) === load.status);
      if (index !== -1) left.splice(index, 1);
    }
    return left;
  };

  return {
    problems,
    /** One failed load of `url` with this status is expected (a navigation answered as the journey asked), whenever it is reported. */
    expectFailedLoad: (status: number, url: string) => {
      expectedLoads.push({ status, url });
    },
    /** Forget the failed loads of this kind collected so far (a form the server refused: 400), and nothing else. */
    forgetFailedLoads: (how: FailedLoad) => {
      const kept = problems.filter((problem) => failedLoad(problem) !== how);
      problems.splice(0, problems.length, ...kept);
    },
    format: () =>
      unexpected()
        .map((problem) => `  [${problem.kind}] ${problem.text}\n    at ${problem.url}`)
        .join("\n"),
  };
}

export type ConsoleCollector = ReturnType<typeof collectConsoleProblems>;
