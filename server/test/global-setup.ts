import { buildServer } from "./app-process.ts";
import { buildTemplates, removeTemplates } from "./template.ts";

/**
 * Builds the run's template database; test workers inherit ATELIER_TEST_RUN and clone it per file.
 * Bundles the server too, for the tests that start it as a process.
 */
export default async function setup(): Promise<() => Promise<void>> {
  buildServer();
  const runId = `${process.pid}`;
  process.env.ATELIER_TEST_RUN = runId;
  await buildTemplates(runId);
  return () => removeTemplates(runId);
}
