import type { Logger } from "pino";
import type { Seeding } from "../platform/seeding/seeding.ts";

/** How a seed tells of its steps: to the log, and to the running server when there is one. */
export interface SeedSteps {
  /**
   * Runs one step, told as it begins (its number, what it adds) and as it ends (how long it took):
   * a first start seeds for a minute or two, and the log shows what is going on instead of looking hung.
   */
  run<T>(step: string, what: string, work: () => Promise<T>): Promise<T>;
  /** The site is worth a visit from here on: the server serves it while the rest is added. */
  serve(): Promise<void>;
}

/** The steps of a seed of `of` steps; `seeding` is the running server's, when it listens meanwhile. */
export function seedSteps(log: Pick<Logger, "info"> | undefined, of: number, seeding?: Seeding): SeedSteps {
  let begun = 0;
  return {
    async run(step, what, work) {
      const number = ++begun;
      log?.info({ step, number, of }, `seeding ${number}/${of} ${step}: ${what}`);
      seeding?.stepBegan(step);
      const started = performance.now();
      const result = await work();
      const seconds = secondsSince(started);
      seeding?.stepEnded(step);
      log?.info({ step, number, of, seconds }, `seeded ${number}/${of} ${step} in ${seconds} s`);
      return result;
    },
    async serve() {
      if (!seeding) return;
      await seeding.serve();
      log?.info("the site is served from here on, while the rest is seeded");
    },
  };
}

/** Seconds to a tenth, as the log tells durations. */
export const secondsSince = (started: number): number => Math.round((performance.now() - started) / 100) / 10;
