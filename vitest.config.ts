import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that take a minute or more (they start the app as a process, or walk many journeys). They go
 * first: a fresh checkout has no timings of an earlier run, and one of them starting last would
 * leave the other worker idle at the end of its phase.
 */
const LONG_FILES = [
  /server\/test\/reliability\//,
  /kept-equals-fresh\.test\.ts$/,
  /settings-screens\.e2e\.ts$/,
  /public-routes\.e2e\.ts$/,
  /auth-signup\.e2e\.ts$/,
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const long = (file: TestSpecification) => LONG_FILES.some((pattern) => pattern.test(file.moduleId));
    const sorted = await super.sort(files);
    // Projects still run one after another, in the order the base sequencer gave them.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const project = (file: TestSpecification) => projects.indexOf(file.project.name);
    return sorted
      .map((file, i) => ({ file, i }))
      .sort((a, b) => project(a.file) - project(b.file) || Number(long(b.file)) - Number(long(a.file)) || a.i - b.i)
      .map(({ file }) => file);
  }
}

const serverTests = ["server/src/**/*.test.ts", "server/test/**/*.test.ts"];

export default defineConfig({
  test: {
    // Two cores: two workers, each test file on its own database.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A page or a notice can take longer than the default second on two busy cores (a browser
    // painting, hydrating); a poll still fails once this is over.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["common/src/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "docs/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: serverTests,
          // TEST_DATABASE=postgres (with DATABASE_URL) runs the same files on PostgreSQL.
          globalSetup: ["server/test/global-setup.ts"],
          // A worker loads the server's modules once for all its files instead of once per file (more
          // than half the suite's time): each file still has a database and an app of its own, and
          // what modules keep is kept per database handle or never changes.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          // Each spec runs its own app on its own port and data directory, so specs run side by side.
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 60_000,
          // A spec's app and browser start in its first hook: on two busy cores that can pass a minute.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
