import { searchWords } from "../searchAddress.ts";

export interface SuggesterOptions<T> {
  /** The pause in typing after which the words are looked up. */
  delayMs: number;
  /** Looks the words up; the signal aborts it once newer words make its answer useless. */
  fetch(words: string, signal: AbortSignal): Promise<T>;
  /** The answer for the words last typed, never a stale one. */
  onResults(words: string, results: T): void;
  /** The field holds no words any more: nothing is suggested. */
  onClear(): void;
  /** Looking the words last typed up failed (an aborted look-up is no failure). */
  onError?(words: string, error: unknown): void;
}

export interface Suggester {
  /** The field's text changed. */
  update(text: string): void;
  /** Stops what is waiting or under way, as when the form is sent. */
  cancel(): void;
}

/**
 * Suggestions while typing: the words are looked up once typing pauses, never for an empty or
 * white-space field, and never twice in a row for the same words; a look-up still under way when
 * the words change is aborted, so an answer never arrives for words no longer in the field.
 */
export function createSuggester<T>(options: SuggesterOptions<T>): Suggester {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | null = null;
  /** The words of the last answer shown, or of the look-up under way or waiting. */
  let current = "";

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    running?.abort();
    running = null;
  };

  const lookUp = async (words: string) => {
    timer = undefined;
    const own = new AbortController();
    running = own;
    try {
      const results = await options.fetch(words, own.signal);
      if (!own.signal.aborted) options.onResults(words, results);
    } catch (error) {
      if (!own.signal.aborted) options.onError?.(words, error);
    } finally {
      if (running === own) running = null;
    }
  };

  return {
    update(text) {
      const words = searchWords(text);
      if (words === current) return;
      stop();
      current = words;
      if (words === "") {
        options.onClear();
        return;
      }
      timer = setTimeout(() => void lookUp(words), options.delayMs);
    },
    cancel() {
      stop();
      current = "";
    },
  };
}
