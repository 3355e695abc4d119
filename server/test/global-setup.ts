import { buildTemplates, removeTemplates } from "./template.ts";

/** Builds the run's template database; test workers inherit ATELIER_TEST_RUN and clone it per file. */
export default async function setup(): Promise<() => Promise<void>> {
  const runId = `${process.pid}`;
  process.env.ATELIER_TEST_RUN = runId;
  await buildTemplates(runId);
  return () => removeTemplates(runId);
}
