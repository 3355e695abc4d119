import { describe, expect, it, vi } from "vitest";
import { memoize } from "./memo.ts";

describe("memoize", () => {
  it("loads once per key while fresh, and again after the time to live", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (k: string) => `${k}:${load.mock.calls.length}`);
    const get = memoize(1000, load);
    expect(await Promise.all([get("a"), get("a")])).toEqual(["a:1", "a:1"]);
    expect(await get("b")).toBe("b:2");
    vi.advanceTimersByTime(1001);
    expect(await get("a")).toBe("a:3");
    vi.useRealTimers();
  });

  it("does not remember a failed load", async () => {
    let fail = true;
    const get = memoize(60_000, async () => {
      if (fail) throw new Error("down");
      return "up";
    });
    await expect(get("k")).rejects.toThrow("down");
    fail = false;
    await expect(get("k")).resolves.toBe("up");
  });
});
