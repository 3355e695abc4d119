/** Where a seed stands: the steps running now, and how many of how many are done. */
export interface SeedingStatus {
  step: string;
  done: number;
  of: number;
}

/**
 * The first start's seed as the running server sees it. The server listens while it seeds: the
 * health check tells how far it is, and the site is served as soon as the seed has come far enough
 * to be worth a visit (the demo people are in), while the rest of it is added.
 */
export interface Seeding {
  /** Where the seed stands; null when none runs. */
  status(): SeedingStatus | null;
  /** Whether pages and the API are served: no seed runs, or it has come far enough. */
  serving(): boolean;
  /** A seed of `of` steps begins: the site waits for `serve` or `end`. */
  begin(of: number): void;
  stepBegan(step: string): void;
  stepEnded(step: string): void;
  /** The site is worth a visit from here on, while the seed goes on. */
  serve(): Promise<void>;
  end(): Promise<void>;
}

export interface SeedingOptions {
  /** Brings what the server holds in memory up to the data seeded so far, before the site is served. */
  beforeServing?: () => Promise<unknown>;
  /**
   * Holds back what would be kept of pages and replies while the seed runs, until the returned
   * release: the demo world is half drawn until it ends.
   */
  holdBack?: () => () => void;
}

export function seedingState({ beforeServing, holdBack }: SeedingOptions = {}): Seeding {
  const running = new Set<string>();
  let of = 0;
  let done = 0;
  let seeding = false;
  let serving = true;
  let release: (() => void) | undefined;

  const open = async () => {
    if (!serving) await beforeServing?.();
    serving = true;
  };

  return {
    status: () => (seeding ? { step: [...running].join(", "), done, of } : null),
    serving: () => serving,
    begin(steps) {
      seeding = true;
      serving = false;
      of = steps;
      done = 0;
      running.clear();
      release = holdBack?.();
    },
    stepBegan: (step) => void running.add(step),
    stepEnded(step) {
      running.delete(step);
      done += 1;
    },
    serve: open,
    async end() {
      await open();
      seeding = false;
      release?.();
      release = undefined;
    },
  };
}
