import sharp from "sharp";

export { escapeXml } from "@atelier/common/seo";
/**
 * Small tools the demo artwork is drawn with: a seeded random source, so every start draws the same
 * pictures, colour mixing, and SVG text escaping.
 */

/** Colours of one person's artwork, darkest first: deep, primary, secondary, light. */
export type Palette = readonly [deep: string, primary: string, secondary: string, light: string];

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32 over a hash of the seed text: tiny, fast and good enough for pictures. */
export function seededRandom(seed: string): Random {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** The colour `t` of the way from `a` to `b` (both #rrggbb). */
export function mix(a: string, b: string, t: number): string {
  const from = channels(a);
  const to = channels(b);
  return `#${from
    .map((c, i) =>
      Math.round(c + (to[i] - c) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Coordinates rounded to one decimal: shorter SVG, same picture. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A linear gradient definition; `angle` in degrees, 0 runs left to right. */
export function linearGradient(id: string, stops: readonly string[], angle = 0): string {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.cos(rad) / 2;
  const dy = Math.sin(rad) / 2;
  const offsets = stops
    .map((colour, i) => `<stop offset="${r1((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${colour}"/>`)
    .join("");
  return (
    `<linearGradient id="${id}" x1="${r1(0.5 - dx)}" y1="${r1(0.5 - dy)}" x2="${r1(0.5 + dx)}" ` +
    `y2="${r1(0.5 + dy)}">${offsets}</linearGradient>`
  );
}

/** The font the artwork asks for: common on servers, with the generic family as the last resort. */
export const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/**
 * An SVG drawing as a PNG, at the size the SVG names. Left uncompressed: the upload path re-encodes
 * it as WebP at once.
 */
export function drawPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}
