import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_IDLE_DELAY, SCROLL_MAX_WAIT, ScrollController } from "./scroll-controller.ts";
import type { ScrollTarget } from "./scroll-target.ts";

let performed: ScrollTarget[];
let controller: ScrollController;

beforeEach(() => {
  vi.useFakeTimers();
  performed = [];
  controller = new ScrollController((target) => performed.push(target));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("ScrollController", () => {
  it("fires after 400 ms when nothing needs loading", () => {
    controller.navigated({ kind: "top" });
    vi.advanceTimersByTime(SCROLL_IDLE_DELAY - 1);
    expect(performed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(performed).toEqual([{ kind: "top" }]);
  });

  it("waits for a loading page's trigger, then fires at once", () => {
    controller.navigated({ kind: "position", top: 300 });
    const release = controller.hold();
    vi.advanceTimersByTime(2000);
    expect(performed).toEqual([]);
    release();
    release();
    expect(performed).toEqual([{ kind: "position", top: 300 }]);
    vi.advanceTimersByTime(SCROLL_MAX_WAIT);
    expect(performed).toHaveLength(1);
  });

  it("fires on an explicit trigger before the delay", () => {
    controller.navigated({ kind: "hash", id: "cv" });
    controller.trigger();
    vi.advanceTimersByTime(SCROLL_IDLE_DELAY);
    expect(performed).toEqual([{ kind: "hash", id: "cv" }]);
  });

  it("does not let the previous page's release fire the new page's scroll", () => {
    controller.navigated({ kind: "top" });
    const previous = controller.hold();
    controller.navigated({ kind: "position", top: 50 });
    const current = controller.hold();
    previous();
    vi.advanceTimersByTime(SCROLL_IDLE_DELAY);
    expect(performed).toEqual([]);
    current();
    expect(performed).toEqual([{ kind: "position", top: 50 }]);
  });

  it("scrolls anyway when a page never reports", () => {
    controller.navigated({ kind: "top" });
    controller.hold();
    vi.advanceTimersByTime(SCROLL_MAX_WAIT);
    expect(performed).toEqual([{ kind: "top" }]);
  });

  it("only scrolls for the latest navigation", () => {
    controller.navigated({ kind: "top" });
    controller.navigated({ kind: "hash", id: "b" });
    vi.advanceTimersByTime(SCROLL_IDLE_DELAY);
    expect(performed).toEqual([{ kind: "hash", id: "b" }]);
  });
});
