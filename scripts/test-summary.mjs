// Adds up the Vitest JSON reports of one `npm test` run into a single closing line, after naming
// every file that failed and why: CI shows the end of the output, so the reason must be there too.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;
const failures = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const phase = file.replace(/\.json$/, "");
  const r = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const result of r.testResults.filter((t) => t.status === "failed")) {
    const titles = result.assertionResults.filter((a) => a.status === "failed").map((a) => a.fullName);
    const why = (result.message || titles.join("; ") || "failed").split("\n")[0].slice(0, 300);
    failures.push(`${phase}: ${path.relative(process.cwd(), result.name)}: ${why}`);
  }
  // A file that fails before its tests run, or an error outside any test, fails the run without a failed test.
  if (!r.success && r.numFailedTests === 0) {
    broken = true;
    failures.push(
      `${phase}: ${r.numFailedTestSuites} suites failed, or errors outside tests (see "Unhandled Errors" above)`,
    );
  }
  console.log(`${phase}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || broken || passed === 0 ? 1 : 0);
