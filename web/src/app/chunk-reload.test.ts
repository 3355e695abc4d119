import { describe, expect, it, vi } from "vitest";
import { type ChunkReloadEnvironment, reloadAfterChunkError } from "./chunk-reload.ts";

function environment(now: number, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const env: ChunkReloadEnvironment = {
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    now: () => now,
    reload: vi.fn(),
    warn: vi.fn(),
  };
  return { env, storage };
}

describe("reloadAfterChunkError", () => {
  it("logs a warning and reloads the page", () => {
    const { env } = environment(1_000_000);
    expect(reloadAfterChunkError(env, new Error("Failed to fetch dynamically imported module"))).toBe(true);
    expect(env.reload).toHaveBeenCalledOnce();
    expect(env.warn).toHaveBeenCalledOnce();
  });

  it("reloads only once when the chunk still fails after the reload", () => {
    const { env, storage } = environment(1_000_000);
    reloadAfterChunkError(env, null);
    const after = { ...env, now: () => 1_010_000 };
    expect(reloadAfterChunkError(after, null)).toBe(false);
    expect(env.reload).toHaveBeenCalledOnce();
    expect(storage.size).toBe(1);
  });

  it("reloads again for a later deployment", () => {
    const { env } = environment(5_000_000, { "atelier:chunk-reload-at": "1000000" });
    expect(reloadAfterChunkError(env, null)).toBe(true);
  });
});
