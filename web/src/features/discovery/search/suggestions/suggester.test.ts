import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSuggester } from "./suggester.ts";

const PAUSE = 200;

/** A look-up that answers when told to, and notes what it was asked and whether it was aborted. */
function lookUps() {
  const asked: { words: string; signal: AbortSignal; answer(value: string): void }[] = [];
  const fetch = (words: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      asked.push({ words, signal, answer: resolve });
    });
  return { asked, fetch };
}

function suggesterWith(fetch: (words: string, signal: AbortSignal) => Promise<string>) {
  const results: [string, string][] = [];
  const cleared: number[] = [];
  const failures: string[] = [];
  const suggester = createSuggester<string>({
    delayMs: PAUSE,
    fetch,
    onResults: (words, value) => results.push([words, value]),
    onClear: () => cleared.push(1),
    onError: (words) => failures.push(words),
  });
  return { suggester, results, cleared, failures };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("suggestions while typing", () => {
  it("look the words up once typing pauses, not on every key", async () => {
    const { asked, fetch } = lookUps();
    const { suggester, results } = suggesterWith(fetch);
    for (const text of ["l", "le", "len", "lena"]) {
      suggester.update(text);
      await vi.advanceTimersByTimeAsync(PAUSE - 50);
    }
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(asked.map((a) => a.words)).toEqual(["lena"]);
    asked[0]!.answer("Lena Hofbauer");
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([["lena", "Lena Hofbauer"]]);
  });

  it("ask nothing for an empty or white-space field, and clear what was suggested", async () => {
    const { asked, fetch } = lookUps();
    const { suggester, cleared } = suggesterWith(fetch);
    suggester.update("   ");
    suggester.update("\t");
    await vi.advanceTimersByTimeAsync(PAUSE * 3);
    expect(asked).toEqual([]);
    suggester.update("mara");
    suggester.update(" ");
    await vi.advanceTimersByTimeAsync(PAUSE * 3);
    expect(asked).toEqual([]);
    expect(cleared).toHaveLength(1);
  });

  it("do not ask again when only white space around the same words changed", async () => {
    const { asked, fetch } = lookUps();
    const { suggester } = suggesterWith(fetch);
    suggester.update("mara");
    await vi.advanceTimersByTimeAsync(PAUSE);
    suggester.update("mara ");
    suggester.update(" mara");
    await vi.advanceTimersByTimeAsync(PAUSE);
    expect(asked.map((a) => a.words)).toEqual(["mara"]);
  });

  it("abort a look-up the next words make stale, and never show its late answer", async () => {
    const { asked, fetch } = lookUps();
    const { suggester, results, failures } = suggesterWith(fetch);
    suggester.update("jo");
    await vi.advanceTimersByTimeAsync(PAUSE);
    suggester.update("jon");
    expect(asked[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(PAUSE);
    asked[0]!.answer("stale");
    asked[1]!.answer("Jonas Reiter");
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([["jon", "Jonas Reiter"]]);
    expect(failures).toEqual([]);
  });

  it("stop what is waiting or under way when the form is sent", async () => {
    const { asked, fetch } = lookUps();
    const { suggester, results } = suggesterWith(fetch);
    suggester.update("emily");
    suggester.cancel();
    await vi.advanceTimersByTimeAsync(PAUSE);
    expect(asked).toEqual([]);
    suggester.update("emily");
    await vi.advanceTimersByTimeAsync(PAUSE);
    suggester.cancel();
    expect(asked[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([]);
  });

  it("report a failed look-up of the current words", async () => {
    const { suggester, failures, results } = suggesterWith(() => Promise.reject(new Error("offline")));
    suggester.update("ruby");
    await vi.advanceTimersByTimeAsync(PAUSE);
    expect(failures).toEqual(["ruby"]);
    expect(results).toEqual([]);
  });
});
