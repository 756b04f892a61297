import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Layers (README, "Architecture"): routes → components → services → models, and no module reaches
// back to one that reaches it. A circle, even one through `import type` only, means a file cannot be
// read, tested or moved without the others of the circle; this walks every import of app/ (value,
// type-only, re-exports and `import()`) and lists each circle it finds.

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../app");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The app file an import names, or null for a package or a file outside app/. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (!base.startsWith(APP + path.sep)) return null;
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(APP, from)} imports ${specifier}, which names no file`);
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(APP)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((target) => target !== null);
    graph.set(path.relative(APP, file), [...new Set(targets.map((target) => path.relative(APP, target)))]);
  }
  return graph;
}

/**
 * Each circle of the graph: the files of one strongly connected component (Tarjan) in the order of
 * one path around it, starting and ending at the same file, then the component's other files.
 */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => {
    const around = pathAround(graph, new Set(component));
    const others = component.filter((file) => !around.includes(file)).sort();
    return others.length > 0 ? [...around, `(and ${others.join(", ")})`] : around;
  });
}

/** One path from the component's first file (by name) back to itself, through the component only. */
function pathAround(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const between: string[] = [];
        for (let at = node; at !== start; at = cameFrom.get(at)!) between.unshift(at);
        return [start, ...between, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  throw new Error(`no path around ${start}`);
}

describe("circles", () => {
  const cases: [string, Record<string, string[]>, string[][]][] = [
    ["a chain has none", { a: ["b"], b: ["c"], c: [] }, []],
    ["two files importing each other", { a: ["b"], b: ["a"] }, [["a", "b", "a"]]],
    ["a file importing itself", { a: ["a"] }, [["a", "a"]]],
    ["a longer circle, named from its first file", { c: ["a"], a: ["b"], b: ["c"], d: ["a"] }, [["a", "b", "c", "a"]]],
    [
      "two separate circles",
      { a: ["b"], b: ["a"], c: ["d"], d: ["c"] },
      [
        ["a", "b", "a"],
        ["c", "d", "c"],
      ],
    ],
  ];
  it.each(cases)("%s", (_label, edges, expected) => {
    const found = circles(new Map(Object.entries(edges)));
    expect(found.sort((x, y) => x.join().localeCompare(y.join()))).toEqual(expected);
  });
});

describe("app/ imports", () => {
  it("form no circle", () => {
    expect(circles(importGraph()).map((circle) => circle.join(" → ").replace(" → (and", " (and"))).toEqual([]);
  });
});
