import { describe, expect, it, vi } from "vitest";
import { type ChunkReloadEnvironment, createChunkErrorHandler } from "./chunk-reload.ts";

/** One browser tab: its session storage outlives the page, the page's handler does not. */
function tab(stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  let now = 1_000_000;
  const env = {
    storage: () => ({
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    }),
    now: () => now,
    reload: vi.fn(),
    warn: vi.fn(),
  } satisfies ChunkReloadEnvironment;
  return {
    env,
    storage,
    later: (ms: number) => {
      now += ms;
    },
    /** The page after a reload: a fresh handler over the same storage. */
    page: () => createChunkErrorHandler(env),
  };
}

describe("createChunkErrorHandler", () => {
  it("logs a warning and reloads the page", () => {
    const { env, page } = tab();
    expect(page()(new Error("Failed to fetch dynamically imported module"))).toBe(true);
    expect(env.reload).toHaveBeenCalledOnce();
    expect(env.warn).toHaveBeenCalledOnce();
  });

  it("reloads only once when the chunk still fails after the reload", () => {
    const { env, storage, later, page } = tab();
    page()(null);
    later(10_000);
    const reloaded = page();
    expect(reloaded(null)).toBe(false);
    later(5_000);
    expect(reloaded(null)).toBe(false);
    expect(env.reload).toHaveBeenCalledOnce();
    expect(storage.size).toBe(1);
  });

  it("takes care of further failures while the reload is under way, without reloading again", () => {
    const { env, page } = tab();
    const handle = page();
    expect(handle(new Error("chunk a"))).toBe(true);
    expect(handle(new Error("chunk b"))).toBe(true);
    expect(env.reload).toHaveBeenCalledOnce();
    expect(env.warn).toHaveBeenCalledOnce();
  });

  it("reloads again for a later deployment", () => {
    const { env, later, page } = tab();
    page()(null);
    later(5 * 60_000);
    expect(page()(null)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads where storage is refused, since nothing could stop a loop", () => {
    const { env } = tab();
    expect(createChunkErrorHandler({ ...env, storage: () => null })(null)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      setItem: () => {},
    };
    expect(createChunkErrorHandler({ ...env, storage: () => throwing })(null)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
    };
    expect(createChunkErrorHandler({ ...env, storage: () => full })(null)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});
