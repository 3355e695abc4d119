import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { type Floors, floorOf, SERVER_FLOORS, WEB_FLOORS } from "./layers.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The source files under a folder, tests and generated files left out: what ships. */
function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...sourcesUnder(rel));
    else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The project files a source imports, static or dynamic, resolved from its relative specifiers. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true);
  const out: string[] = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith(".")) continue;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName));
    const found = extensions.map((ext) => base + ext).find((candidate) => isFile(candidate));
    if (found) out.push(found);
  }
  return out;
}

function isFile(rel: string): boolean {
  try {
    return statSync(path.join(root, rel)).isFile();
  } catch {
    return false;
  }
}

type Graph = Map<string, string[]>;

function graphOf(dir: string): Graph {
  return new Map(sourcesUnder(dir).map((file) => [file, importsOf(file)]));
}

/** Every import from a lower floor to a higher one, as "from -> to". */
function upwardImports(graph: Graph, floors: Floors): string[] {
  const out: string[] = [];
  for (const [file, imports] of graph) {
    const from = floorOf(floors, file);
    for (const target of imports) if (floorOf(floors, target) > from) out.push(`${file} -> ${target}`);
  }
  return out;
}

/** The import circles (strongly connected sets of more than one file), each sorted (Tarjan). */
function circlesOf(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe.each([
  { side: "server", dir: "server/src", floors: SERVER_FLOORS },
  { side: "web", dir: "web/src", floors: WEB_FLOORS },
])("the $side's imports", ({ dir, floors }) => {
  const graph = graphOf(dir);

  it("point down the floors only", () => {
    expect(upwardImports(graph, floors)).toEqual([]);
  });

  it("never run in a circle", () => {
    expect(circlesOf(graph)).toEqual([]);
  });

  it("place every file on a floor", () => {
    expect([...graph.keys()].filter((file) => floorOf(floors, file) < 0)).toEqual([]);
  });
});

describe("the floor check", () => {
  const floors: Floors = [["a/top/"], ["a/middle/"], ["a/ground/"]];

  it("refuses an import that goes up, and finds a circle", () => {
    const graph: Graph = new Map([
      ["a/ground/x.ts", ["a/middle/y.ts"]],
      ["a/middle/y.ts", ["a/ground/x.ts"]],
      ["a/top/z.ts", ["a/ground/x.ts"]],
    ]);
    expect(upwardImports(graph, floors)).toEqual(["a/ground/x.ts -> a/middle/y.ts"]);
    expect(circlesOf(graph)).toEqual([["a/ground/x.ts", "a/middle/y.ts"]]);
  });
});
