import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The folders of the map: the first word of each line of the code block under "## Folders". */
function mappedFolders(): string[] {
  const doc = readFileSync(path.join(root, "docs/ARCHITECTURE.md"), "utf8");
  const section = doc.slice(doc.indexOf("## Folders"));
  const block = section.slice(section.indexOf("```") + 3, section.indexOf("```", section.indexOf("```") + 3));
  return block
    .split("\n")
    .map((line) => line.split(/\s+/)[0])
    .filter((word): word is string => Boolean(word));
}

/** Every folder that holds a file the repository tracks (generated migration snapshots aside). */
function trackedFolders(): string[] {
  const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  const folders = new Set<string>();
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== "."; dir = path.posix.dirname(dir)) folders.add(`${dir}/`);
  }
  return [...folders].filter((dir) => !dir.includes("/migrations/meta/")).sort();
}

/** A map entry as a pattern: `*` stands for any one folder name. */
const patternOf = (entry: string) =>
  new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`);

describe("the folder map in docs/ARCHITECTURE.md", () => {
  const mapped = mappedFolders();
  const folders = trackedFolders();

  it("writes each entry as a folder, once", () => {
    expect(mapped.filter((entry) => !entry.endsWith("/"))).toEqual([]);
    expect(mapped.filter((entry, i) => mapped.indexOf(entry) !== i)).toEqual([]);
  });

  it("names only folders that exist", () => {
    expect(mapped.filter((entry) => !folders.some((dir) => patternOf(entry).test(dir)))).toEqual([]);
  });

  it("names every folder there is", () => {
    const patterns = mapped.map(patternOf);
    expect(folders.filter((dir) => !patterns.some((pattern) => pattern.test(dir)))).toEqual([]);
  });
});
