import type { ScrollTarget } from "./scroll-target.ts";

/** When nothing on the page needs loading, the scroll fires after this wait (spec 000 section 2). */
export const SCROLL_IDLE_DELAY = 400;
/** A page that never reports its content loaded still gets scrolled. */
export const SCROLL_MAX_WAIT = 10_000;

type Schedule = (run: () => void, ms: number) => () => void;

const defaultSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/**
 * Holds the scroll of a navigation until the page is ready: a page loading content holds it and
 * releases it (its trigger) when the content is there; with no hold it fires after the idle delay.
 */
export class ScrollController {
  private pending: ScrollTarget | null = null;
  private generation = 0;
  private holds = new Map<number, number>();
  private nextHold = 0;
  private cancelTimers: (() => void)[] = [];

  constructor(
    private readonly perform: (target: ScrollTarget) => void,
    private readonly schedule: Schedule = defaultSchedule,
  ) {}

  /** A navigation happened: remember where to go and start waiting. */
  navigated(target: ScrollTarget): void {
    this.stopTimers();
    this.generation += 1;
    this.pending = target;
    this.cancelTimers = [
      this.schedule(() => {
        if (!this.waiting()) this.fire();
      }, SCROLL_IDLE_DELAY),
      this.schedule(() => this.fire(), SCROLL_MAX_WAIT),
    ];
  }

  /**
   * The page is loading what the scroll depends on; the returned release is its trigger. A hold
   * left over from the previous page (released as it unmounts) never fires the new page's scroll.
   */
  hold(): () => void {
    const id = ++this.nextHold;
    const generation = this.generation;
    this.holds.set(id, generation);
    return () => {
      if (!this.holds.delete(id)) return;
      if (generation === this.generation && !this.waiting()) this.fire();
    };
  }

  /** The page says its content is there: scroll now. */
  trigger(): void {
    this.fire();
  }

  dispose(): void {
    this.stopTimers();
    this.pending = null;
  }

  private waiting(): boolean {
    for (const generation of this.holds.values()) if (generation === this.generation) return true;
    return false;
  }

  private fire(): void {
    const target = this.pending;
    this.stopTimers();
    this.pending = null;
    if (target) this.perform(target);
  }

  private stopTimers(): void {
    for (const cancel of this.cancelTimers) cancel();
    this.cancelTimers = [];
  }
}
