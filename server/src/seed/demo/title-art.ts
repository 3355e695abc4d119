import { escapeXml, linearGradient, mix, type Palette, type Random, r1, SANS, seededRandom } from "./art-kit.ts";

/** The banner compositions a demo person's title image can be drawn in. */
export const TITLE_STYLES = [
  "bauhaus",
  "landscape",
  "glow",
  "poster",
  "arcs",
  "halftone",
  "blocks",
  "contours",
] as const;
export type TitleStyle = (typeof TITLE_STYLES)[number];

export interface TitleArt {
  style: TitleStyle;
  palette: Palette;
  /** The big word of a poster. */
  word?: string;
  /** The small print of a poster, e.g. the city. */
  caption?: string;
}

/** Drawn on a 1200 x 300 canvas. */
const W = 1200;
const H = 300;
/** The width a banner is rendered at unless told otherwise: the largest banner rendition's. */
export const TITLE_PIXELS = W * 2;

type Draw = (art: TitleArt, random: Random) => string;

/** A grid of tiles, each holding one primitive (circle, half, quarter, bars, triangle) in palette colours. */
const bauhaus: Draw = ({ palette }, random) => {
  const size = 100;
  const tiles: string[] = [];
  for (let y = 0; y < H; y += size) {
    for (let x = 0; x < W; x += size) {
      const ground = random.pick(palette);
      const ink = random.pick(palette.filter((c) => c !== ground));
      const turn = random.pick([0, 90, 180, 270]);
      const cx = x + size / 2;
      const cy = y + size / 2;
      const shape = random.pick(["circle", "half", "quarter", "quarter", "bars", "triangle", "ring", "none"]);
      const body = {
        circle: `<circle cx="${cx}" cy="${cy}" r="${size * 0.36}" fill="${ink}"/>`,
        half: `<path d="M${x} ${cy}a${size / 2} ${size / 2} 0 0 1 ${size} 0z" fill="${ink}"/>`,
        quarter: `<path d="M${x} ${y}h${size}a${size} ${size} 0 0 1 -${size} ${size}z" fill="${ink}"/>`,
        bars: [0, 1, 2]
          .map((i) => `<rect x="${x}" y="${y + 10 + i * 30}" width="${size}" height="18" fill="${ink}"/>`)
          .join(""),
        triangle: `<path d="M${x} ${y + size}L${x + size} ${y + size}L${x} ${y}z" fill="${ink}"/>`,
        ring: `<circle cx="${cx}" cy="${cy}" r="${size * 0.3}" fill="none" stroke="${ink}" stroke-width="14"/>`,
        none: "",
      }[shape];
      tiles.push(
        `<g transform="rotate(${turn} ${cx} ${cy})"><rect x="${x}" y="${y}" width="${size}" height="${size}" ` +
          `fill="${ground}"/>${body}</g>`,
      );
    }
  }
  return tiles.join("");
};

/** A smooth horizon line across the banner, as the top edge of a filled band. */
function ridge(random: Random, base: number, amplitude: number): string {
  const points = Array.from({ length: 7 }, (_, i) => ({
    x: (i / 6) * W,
    y: base + random.between(-amplitude, amplitude),
  }));
  let d = `M0 ${H}L0 ${r1(points[0].y)}`;
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1];
    const cur = points[i];
    const mid = (prev.x + cur.x) / 2;
    d += `C${r1(mid)} ${r1(prev.y)} ${r1(mid)} ${r1(cur.y)} ${r1(cur.x)} ${r1(cur.y)}`;
  }
  return `${d}L${W} ${H}z`;
}

/** Layered hills under a sky gradient and a low sun, fading from the light colour to the deep one. */
const landscape: Draw = ({ palette: [deep, primary, secondary, light] }, random) => {
  const sky = linearGradient("sky", [mix(light, secondary, 0.35), light], 90);
  const sunX = random.between(W * 0.55, W * 0.8);
  const layers = 5;
  const bands = Array.from({ length: layers }, (_, i) => {
    const t = i / (layers - 1);
    const colour = t < 0.5 ? mix(secondary, primary, t * 2) : mix(primary, deep, (t - 0.5) * 2);
    return `<path d="${ridge(random, 120 + i * 38, 26 - i * 2)}" fill="${colour}"/>`;
  });
  return (
    `<defs>${sky}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${r1(sunX)}" cy="118" r="80" fill="${light}" opacity="0.35"/>` +
    `<circle cx="${r1(sunX)}" cy="118" r="56" fill="${mix(light, "#ffffff", 0.6)}"/>` +
    bands.join("")
  );
};

/** Pools of colour on a deep ground, orbits and a fine grid of dots: the look of a product launch page. */
const glow: Draw = ({ palette: [deep, primary, secondary, light] }, random) => {
  const pools = [primary, secondary, primary, light].map((colour, i) => ({
    colour,
    x: (i + random.between(0.2, 0.8)) / 4,
    y: random.between(0.15, 0.85),
    r: random.between(0.2, 0.32),
    opacity: i === 3 ? 0.5 : 0.95,
  }));
  const defs = pools
    .map(
      (p, i) =>
        `<radialGradient id="pool${i}" cx="${r1(p.x * W)}" cy="${r1(p.y * H)}" r="${r1(p.r * W)}" ` +
        `gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.colour}" stop-opacity="${p.opacity}"/>` +
        `<stop offset="1" stop-color="${p.colour}" stop-opacity="0"/></radialGradient>`,
    )
    .join("");
  const dots =
    `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse">` +
    `<circle cx="12" cy="12" r="1.3" fill="${light}" opacity="0.3"/></pattern>`;
  const orbitX = random.between(0.35, 0.65) * W;
  const orbits = [150, 230, 330]
    .map((r, i) => `<circle cx="${r1(orbitX)}" cy="${H * 0.55}" r="${r}" opacity="${0.5 - i * 0.12}"/>`)
    .join("");
  const moon = random.between(0, Math.PI);
  return (
    `<defs>${defs}${dots}</defs><rect width="${W}" height="${H}" fill="${deep}"/>` +
    pools.map((_, i) => `<rect width="${W}" height="${H}" fill="url(#pool${i})"/>`).join("") +
    `<rect width="${W}" height="${H}" fill="url(#dots)"/>` +
    `<g fill="none" stroke="${light}" stroke-width="1.5">${orbits}</g>` +
    `<circle cx="${r1(orbitX + Math.cos(moon) * 230)}" cy="${r1(H * 0.55 - Math.sin(moon) * 230)}" r="9" ` +
    `fill="${light}"/>`
  );
};

/**
 * A Swiss poster: one huge word over a disc, rules and small print. The word is centred and sized
 * to the middle of the banner, which is what a phone shows of it.
 */
const poster: Draw = ({ palette: [deep, primary, secondary, light], word = "Atelier", caption = "" }, random) => {
  const discX = random.between(W * 0.5, W * 0.7);
  // About 0.62 em a letter in a bold sans; capitals run wider.
  const em = /^[\p{Lu}\s]+$/u.test(word) ? 0.74 : 0.62;
  const size = Math.round(Math.min(210, 700 / (word.length * em)));
  const small = `font-family="${SANS}" font-size="15" letter-spacing="3" fill="${deep}"`;
  return (
    `<rect width="${W}" height="${H}" fill="${light}"/>` +
    `<circle cx="${r1(discX)}" cy="${H * 0.45}" r="170" fill="${primary}"/>` +
    `<rect x="0" y="${H - 46}" width="${W}" height="46" fill="${secondary}"/>` +
    `<text x="${W / 2}" y="${H * 0.78}" text-anchor="middle" font-family="${SANS}" font-weight="700" ` +
    `font-size="${size}" letter-spacing="${-Math.round(size / 21)}" fill="${deep}">${escapeXml(word)}</text>` +
    `<line x1="${W * 0.06}" y1="36" x2="${W * 0.94}" y2="36" stroke="${deep}" stroke-width="2"/>` +
    `<text x="${W * 0.2}" y="28" ${small}>${escapeXml(caption.toUpperCase())}</text>` +
    `<text x="${W * 0.8}" y="28" text-anchor="end" ${small}>PORTFOLIO</text>`
  );
};

/** Mid-century rainbows: rows of concentric half circles in the palette colours. */
const arcs: Draw = ({ palette }, random) => {
  const [deep, , , light] = palette;
  const radius = 100;
  const rings = 4;
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="${light}"/>`];
  const offset = random.between(0, radius);
  for (let row = 0; row < 2; row++) {
    const y = row === 0 ? H * 0.5 : H;
    for (let x = -offset + (row % 2) * radius; x < W + radius * 2; x += radius * 2) {
      const order = random.next() < 0.5 ? palette : [...palette].reverse();
      for (let k = 0; k < rings; k++) {
        const r = radius - k * (radius / rings);
        parts.push(`<path d="M${r1(x - r)} ${y}a${r} ${r} 0 0 1 ${r * 2} 0z" fill="${order[k]}"/>`);
      }
    }
  }
  parts.push(`<rect y="${H * 0.5 - 3}" width="${W}" height="6" fill="${deep}" opacity="0.85"/>`);
  return parts.join("");
};

/** A print-shop halftone: dots growing and shrinking along a wave across a two-colour gradient. */
const halftone: Draw = ({ palette: [deep, primary, secondary] }, random) => {
  const step = 20;
  const phase = random.between(0, Math.PI * 2);
  const waves = random.between(1.2, 2.2);
  const dots: string[] = [];
  for (let y = step / 2; y < H; y += step) {
    for (let x = step / 2; x < W; x += step) {
      const wave = Math.sin((x / W) * Math.PI * 2 * waves + phase) * 0.5 + 0.5;
      const fall = 1 - Math.abs(y / H - wave * 0.8 - 0.1) * 1.6;
      const size = Math.max(0, fall) * step * 0.48;
      if (size > 0.8) dots.push(`<circle cx="${x}" cy="${y}" r="${r1(size)}"/>`);
    }
  }
  return (
    `<defs>${linearGradient("ground", [primary, secondary], 0)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#ground)"/>` +
    `<g fill="${deep}" opacity="0.9">${dots.join("")}</g>`
  );
};

/** Colour fields split again and again, with white gutters: a grid poster in the manner of De Stijl. */
const blocks: Draw = ({ palette: [deep, primary, secondary, light] }, random) => {
  const gutter = 8;
  const fills = [primary, primary, secondary, secondary, light, light, deep];
  const rects: string[] = [];
  const split = (x: number, y: number, w: number, h: number, depth: number) => {
    if (depth === 0 || (w < 180 && h < 120)) {
      rects.push(
        `<rect x="${r1(x + gutter / 2)}" y="${r1(y + gutter / 2)}" width="${r1(w - gutter)}" ` +
          `height="${r1(h - gutter)}" fill="${random.pick(fills)}"/>`,
      );
      return;
    }
    const cut = random.between(0.3, 0.7);
    if (w / 2.2 > h) {
      split(x, y, w * cut, h, depth - 1);
      split(x + w * cut, y, w * (1 - cut), h, depth - 1);
    } else {
      split(x, y, w, h * cut, depth - 1);
      split(x, y + h * cut, w, h * (1 - cut), depth - 1);
    }
  };
  split(0, 0, W, H, 5);
  return `<rect width="${W}" height="${H}" fill="${mix(deep, light, 0.92)}"/>${rects.join("")}`;
};

/** Contour lines around two summits, like a survey map, over a soft gradient. */
const contours: Draw = ({ palette: [deep, primary, secondary, light] }, random) => {
  const summits = [
    { x: random.between(0.15, 0.4) * W, y: random.between(0.3, 0.7) * H },
    { x: random.between(0.6, 0.85) * W, y: random.between(0.3, 0.7) * H },
  ];
  const lines: string[] = [];
  for (const [s, summit] of summits.entries()) {
    const harmonics = [2, 3, 5].map((n) => ({ n, phase: random.between(0, Math.PI * 2), amp: random.between(4, 12) }));
    for (let ring = 1; ring <= 14; ring++) {
      const base = ring * 22;
      const points = Array.from({ length: 72 }, (_, i) => {
        const a = (i / 72) * Math.PI * 2;
        const wobble = harmonics.reduce((sum, h) => sum + Math.sin(a * h.n + h.phase) * h.amp * (ring / 6), 0);
        const r = base + wobble;
        return `${r1(summit.x + Math.cos(a) * r * 1.4)} ${r1(summit.y + Math.sin(a) * r)}`;
      });
      const colour = ring % 5 === 0 ? deep : s === 0 ? primary : secondary;
      const width = ring % 5 === 0 ? 2.4 : 1.2;
      lines.push(`<path d="M${points.join("L")}z" fill="none" stroke="${colour}" stroke-width="${width}"/>`);
    }
  }
  return (
    `<defs>${linearGradient("paper", [light, mix(light, secondary, 0.3)], 20)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#paper)"/>${lines.join("")}`
  );
};

const DRAW: Record<TitleStyle, Draw> = { bauhaus, landscape, glow, poster, arcs, halftone, blocks, contours };

/** The SVG of a title image `pixels` wide, the same every time for the same art and seed. */
export function titleSvg(art: TitleArt, seed: string, pixels = TITLE_PIXELS): string {
  const body = DRAW[art.style](art, seededRandom(`title:${seed}`));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels / 4}" viewBox="0 0 ${W} ${H}">` +
    `${body}</svg>`
  );
}
