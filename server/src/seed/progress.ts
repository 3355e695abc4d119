import type { Logger } from "pino";

/**
 * Runs one step of the seed and logs how long it took. A first start seeds for a minute or two, and
 * the log shows which step is running instead of looking hung.
 */
export async function seedStep<T>(
  log: Pick<Logger, "info"> | undefined,
  step: string,
  work: () => Promise<T>,
): Promise<T> {
  log?.info({ step }, `seeding ${step}`);
  const started = performance.now();
  const result = await work();
  log?.info({ step, seconds: Math.round((performance.now() - started) / 100) / 10 }, `seeded ${step}`);
  return result;
}
