import { Transform } from "node:stream";

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');

/** How much of the end of `text` could be the start of a preload tag that the next chunk completes. */
function partialTag(text: Buffer): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (text.subarray(text.length - length).equals(PRELOAD.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * Marks the router's script preloads low priority, as its `<Scripts>` offers no way to: a
 * server-rendered page is readable before its scripts run, so the stylesheet, the fonts and the
 * largest image go first on a slow line, and the scripts fill the rest of it. React writes the
 * document in chunks of its own size, so a tag may arrive in two: the end of each chunk that could
 * begin one waits for the next.
 */
export function lowerScriptPriority(): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const parts: Buffer[] = [];
      let start = 0;
      for (let at = text.indexOf(PRELOAD); at !== -1; at = text.indexOf(PRELOAD, start)) {
        const end = at + PRELOAD.length;
        parts.push(text.subarray(start, end), LOW);
        start = end;
      }
      const keep = partialTag(text.subarray(start));
      parts.push(text.subarray(start, text.length - keep));
      held = Buffer.from(text.subarray(text.length - keep));
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, held);
    },
  });
}
